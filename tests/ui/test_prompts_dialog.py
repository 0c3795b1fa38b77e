"""The turn-start prompts driven as a GM would: dying checks (B5, B9), recovery checks due (B8), skips."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog

from gmtracker.encounter import Combatant, Encounter, StateEntry, TurnState
from gmtracker.encounter.actions_recovery import DyingCheckCommand, RecoveryChecksCommand
from gmtracker.encounter.turns import NextTurn
from gmtracker.rules.wound_codes import DamageState
from gmtracker.ui.dialogs.prompts_dialog import PromptsDialog
from tests.ui.dialog_driver import press_ok, shown


def tick(qtbot: Any, button: Any) -> None:
    """Click a radio button or check box on its indicator, as a GM does, and check it took."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
    assert button.isChecked()


DYING = [StateEntry(DamageState.SERIOUSLY_WOUNDED), StateEntry(DamageState.UNCONSCIOUS)]


class FixedDice:
    def __init__(self, *values: int) -> None:
        self.values = list(values)

    def roll(self, sides: int) -> int:
        return self.values.pop(0)


@pytest.fixture
def encounter() -> Encounter:
    return Encounter(turn=TurnState(started=True, round=4, current="orc", clock=30), combatants=[
        Combatant(id="orc", name="Orc", constitution=12, wounds=2, states=list(DYING)),
        Combatant(id="skeleton", name="Skeleton", constitution=None, states=list(DYING)),
        Combatant(id="hero", name="Hero", states=[StateEntry(DamageState.DAZED)]),
    ])


def open_dialog(qtbot: Any, encounter: Encounter, prompts: list[dict[str, Any]], dice: Any = None) -> PromptsDialog:
    return shown(qtbot, PromptsDialog(encounter, dice if dice is not None else FixedDice(), prompts))


def dying(cid: str, automatic: bool = False) -> dict[str, Any]:
    return {"kind": "dying_check", "combatant": cid, "automatic_failure": automatic}


def test_b5_dying_check_with_a_typed_natural_dies_on_failure(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_dialog(qtbot, encounter, [dying("orc")])
    (row,) = dialog.rows()
    assert "60%" in row.box.findChild(type(row.result), "prompt0Detail").text()  # d20 + 1 ≥ 10: 9..20 of 20
    tick(qtbot, row.choice.radio("enter"))
    row.choice.set_naturals([8])  # 8 + 1 = 9 < DC 10
    assert row.result.text() == "d20 8: Orc dies."
    press_ok(dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    (command,) = dialog.commands()
    assert isinstance(command, DyingCheckCommand) and command.natural == 8
    assert dialog.skipped() == []
    command.apply(encounter)
    assert encounter.combatant("orc").has_state(DamageState.DEAD)


def test_b9_without_constitution_the_failure_is_shown_and_applied_without_dice(
        qtbot: Any, encounter: Encounter) -> None:
    dialog = open_dialog(qtbot, encounter, [dying("skeleton", automatic=True)])
    (row,) = dialog.rows()
    assert "automatically" in row.box.findChild(type(row.result), "prompt0Detail").text()
    assert row.choice.needs() == () and not row.choice.radio("enter").isVisible()
    assert row.result.text() == "Skeleton dies."
    press_ok(dialog)
    (command,) = dialog.commands()
    command.apply(encounter)
    assert encounter.combatant("skeleton").has_state(DamageState.DEAD)


def test_skip_returns_the_prompt_and_no_command(qtbot: Any, encounter: Encounter) -> None:
    prompts = [dying("orc"), {"kind": "recovery_check", "combatant": "hero", "state": "dazed", "due": 1}]
    dialog = open_dialog(qtbot, encounter, prompts, FixedDice(15))
    tick(qtbot, dialog.rows()[0].choice.radio("skip"))
    assert dialog.rows()[0].result.text() == "Skipped."
    press_ok(dialog)
    assert dialog.skipped() == [prompts[0]]
    (command,) = dialog.commands()  # the recovery check was rolled with the dialog's dice
    assert isinstance(command, RecoveryChecksCommand) and command.naturals == (15,)
    command.apply(encounter)
    assert not encounter.combatant("hero").has_state(DamageState.DAZED)
    assert not encounter.combatant("orc").has_state(DamageState.DEAD)


def test_b8_several_due_checks_stop_at_the_first_success(qtbot: Any, encounter: Encounter) -> None:
    prompt = {"kind": "recovery_check", "combatant": "orc", "state": "unconscious", "due": 3}
    dialog = open_dialog(qtbot, encounter, [prompt])
    (row,) = dialog.rows()
    tick(qtbot, row.choice.radio("enter"))
    assert len(row.choice.needs()) == 3
    row.choice.set_naturals([3, 12, 5])
    assert row.result.text() == "d20 3, 12: unconscious ends."
    press_ok(dialog)
    (command,) = dialog.commands()  # B8: one series command, stopped at the first success
    assert isinstance(command, RecoveryChecksCommand) and command.naturals == (3, 12)
    command.apply(encounter)
    assert [entry.kind for entry in encounter.log[-2:]] == ["recovery_check", "recovery_check"]
    assert not encounter.combatant("orc").has_state(DamageState.UNCONSCIOUS)


def test_prompts_from_a_real_turn_start(qtbot: Any) -> None:
    encounter = Encounter(combatants=[
        Combatant(id="a", name="A", initiative=20),
        Combatant(id="b", name="B", initiative=10, constitution=10, states=list(DYING)),
    ], turn=TurnState(started=True, round=1, current="a"))
    NextTurn().apply(encounter)
    prompts = encounter.log[-1].record["prompts"]  # type: ignore[index]
    assert prompts == [dying("b")]
    dialog = open_dialog(qtbot, encounter, prompts, FixedDice(20))
    press_ok(dialog)
    (command,) = dialog.commands()
    command.apply(encounter)
    assert not encounter.combatant("b").has_state(DamageState.DEAD)


def test_a_prompt_that_no_longer_applies_is_disabled(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_dialog(qtbot, encounter, [dying("hero"), dying("gone")])
    assert all(not row.choice.isEnabled() and row.problem for row in dialog.rows())
    press_ok(dialog)
    assert dialog.commands() == [] and dialog.skipped() == []


def test_escape_cancels_and_widgets_are_named(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_dialog(qtbot, encounter, [dying("orc"), dying("skeleton", True)])
    for row in dialog.rows():
        for code in ("roll", "enter", "skip"):
            radio = row.choice.radio(code)
            assert radio.objectName() and radio.accessibleName()
    assert dialog.rows()[0].choice.radio("roll").accessibleName() != dialog.rows()[1].choice.radio(
        "roll").accessibleName()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert dialog.commands() == [] and dialog.skipped() == []


def test_B8_a_recovery_check_at_turn_start_offers_no_take_10_or_20(qtbot: Any, encounter: Encounter) -> None:
    """Seed 001: "在静养中度过康复周期，则自然康复检定允许取10或取20": a turn-start check is not a rest,
    so the prompt offers rolling, typing the die or skipping — never take 10 / take 20 (B8)."""
    prompts = [{"kind": "recovery_check", "combatant": "hero", "state": "dazed", "due": 1}]
    dialog = open_dialog(qtbot, encounter, prompts, FixedDice(15))
    assert set(dialog.rows()[0].choice._radios) == {"roll", "enter", "skip"}
