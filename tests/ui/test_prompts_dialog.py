"""The turn-start prompts driven as a GM would: dying checks (B5, B9), recovery checks due (B8), skips."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWidget

from gmtracker.encounter import Attributes, Combatant, Encounter, SaveEnds, StateEntry, TurnState
from gmtracker.encounter.actions_save_ends import SaveEndsCommand
from gmtracker.encounter.conditions import AddCondition
from gmtracker.rules.character import Attribute
from gmtracker.encounter.actions_recovery import DyingCheckCommand, RecoveryChecksCommand
from gmtracker.encounter.turns import DyingCheckPrompt, NextTurn, Prompt, RecoveryCheckPrompt, SaveEndsPrompt
from gmtracker.rules.wound_codes import DamageState
from gmtracker.encounter.roster import AddLogNote
from gmtracker.ui.dialogs.prompts_dialog import PromptsDialog
from tests.ui.conftest import open_dialog, press, press_ok, tick, type_next
from tests.ui.modal import when_modal

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


def open_prompts(qtbot: Any, encounter: Encounter, prompts: list[Prompt], dice: Any = None) -> PromptsDialog:
    return open_dialog(qtbot, PromptsDialog(encounter, dice if dice is not None else FixedDice(), prompts))


def dying(cid: str, automatic: bool = False) -> DyingCheckPrompt:
    return DyingCheckPrompt(combatant=cid, automatic_failure=automatic)


def recovery(cid: str, state: DamageState, due: int) -> RecoveryCheckPrompt:
    return RecoveryCheckPrompt(combatant=cid, state=state, due=due)


def detail(row: Any) -> str:
    return row.box.findChild(type(row.result), row.box.objectName().replace("Box", "Detail")).text()


def test_b5_dying_check_with_a_typed_natural_dies_on_failure_through_exec(qtbot: Any, encounter: Encounter) -> None:
    dialog = PromptsDialog(encounter, FixedDice(), [dying("orc")])
    qtbot.addWidget(dialog)
    seen: dict[str, Any] = {}

    def script(shown: PromptsDialog) -> None:
        (row,) = shown.rows()
        seen["detail"] = detail(row)
        assert not shown.ok_button.isEnabled()  # the d20 is not in yet
        press(qtbot, shown.enter_dice_button)
        (need,) = shown.dice_entry.needs()
        assert (need.purpose, need.combatant) == ("dying_check", "orc")
        qtbot.keyClick(shown.dice_entry.boxes()[0], Qt.Key.Key_Return)  # untyped: Enter does not accept
        assert shown.isVisible() and not shown.ok_button.isEnabled()
        type_next(qtbot, shown, [8])  # 8 + 1 = 9 < DC 10
        seen["result"] = row.result.text()
        qtbot.keyClick(shown.dice_entry.boxes()[0], Qt.Key.Key_Return)

    when_modal(PromptsDialog, script)
    assert dialog.exec() == QDialog.DialogCode.Accepted
    assert "60%" in seen["detail"]  # d20 + 1 ≥ 10: 9..20 of 20
    assert "d20 8" in seen["result"] and "dies" in seen["result"]
    (command,) = dialog.commands()
    assert isinstance(command, DyingCheckCommand) and command.natural == 8
    command.apply(encounter)
    assert encounter.combatant("orc").has_state(DamageState.DEAD)


def test_b9_without_constitution_the_failure_is_shown_and_applied_without_dice(
        qtbot: Any, encounter: Encounter) -> None:
    dialog = open_prompts(qtbot, encounter, [dying("skeleton", automatic=True)])
    (row,) = dialog.rows()
    assert "automatically" in detail(row)
    assert not dialog.roll_button.isEnabled() and not dialog.enter_dice_button.isEnabled()
    assert "dies" in row.result.text()
    press_ok(dialog)
    (command,) = dialog.commands()
    command.apply(encounter)
    assert encounter.combatant("skeleton").has_state(DamageState.DEAD)


def test_skip_logs_a_note_and_the_other_prompt_is_rolled(qtbot: Any, encounter: Encounter) -> None:
    prompts = [dying("orc"), recovery("hero", DamageState.DAZED, 1)]
    dialog = open_prompts(qtbot, encounter, prompts, FixedDice(15))
    tick(qtbot, dialog.rows()[0].skip)
    assert dialog.rows()[0].result.text() == "Skipped."
    press(qtbot, dialog.roll_button)  # only the recovery check rolls
    assert "dazed" in dialog.rows()[1].result.text()
    press_ok(dialog)
    command, note = dialog.commands()  # the recovery check was rolled with the dialog's dice
    assert isinstance(command, RecoveryChecksCommand) and command.naturals == (15,)
    assert isinstance(note, AddLogNote) and note.record == prompts[0] and "skipped by the GM" in note.text
    command.apply(encounter)
    note.apply(encounter)
    assert not encounter.combatant("hero").has_state(DamageState.DAZED)
    assert not encounter.combatant("orc").has_state(DamageState.DEAD)
    assert encounter.log[-1].kind == "prompt_skipped"


def test_b8_the_recovery_loop_stops_at_the_first_success_through_exec(qtbot: Any, encounter: Encounter) -> None:
    prompt = recovery("orc", DamageState.UNCONSCIOUS, 3)
    dialog = PromptsDialog(encounter, FixedDice(), [prompt])
    qtbot.addWidget(dialog)
    asked: list[int] = []

    def script(shown: PromptsDialog) -> None:
        press(qtbot, shown.enter_dice_button)
        asked.append(len(shown.dice_entry.needs()))  # one d20 at a time
        type_next(qtbot, shown, [3])  # fails: the next check's box appears
        asked.append(len(shown.dice_entry.needs()))
        assert not shown.ok_button.isEnabled()
        type_next(qtbot, shown, [12])  # succeeds: no third box
        asked.append(len(shown.dice_entry.needs()))
        assert shown.ok_button.isEnabled()
        assert "unconscious" in shown.rows()[0].result.text()
        press(qtbot, shown.ok_button)

    when_modal(PromptsDialog, script)
    assert dialog.exec() == QDialog.DialogCode.Accepted
    assert asked == [1, 2, 2]
    (command,) = dialog.commands()  # B8: one series command, stopped at the first success
    assert isinstance(command, RecoveryChecksCommand) and command.naturals == (3, 12)
    command.apply(encounter)
    assert [entry.kind for entry in encounter.log[-2:]] == ["recovery_check", "recovery_check"]
    assert not encounter.combatant("orc").has_state(DamageState.UNCONSCIOUS)


def test_b8_rolled_the_loop_stops_at_the_first_success(qtbot: Any, encounter: Encounter) -> None:
    prompt = recovery("orc", DamageState.UNCONSCIOUS, 3)
    dialog = open_prompts(qtbot, encounter, [prompt], FixedDice(2, 19, 4))
    press(qtbot, dialog.roll_button)
    press_ok(dialog)
    (command,) = dialog.commands()
    assert command.naturals == (2, 19)  # type: ignore[attr-defined]  # the third die is never rolled


def test_a_dying_check_that_kills_drops_the_recovery_check_after_it(qtbot: Any, encounter: Encounter) -> None:
    prompts = [dying("orc"), recovery("orc", DamageState.UNCONSCIOUS, 1)]
    dialog = open_prompts(qtbot, encounter, prompts, FixedDice(1, 20))
    press(qtbot, dialog.roll_button)
    assert "dies" in dialog.rows()[0].result.text()
    assert dialog.rows()[1].result.text().startswith("Not made:")
    press_ok(dialog)
    (command,) = dialog.commands()
    assert isinstance(command, DyingCheckCommand)


def test_prompts_from_a_real_turn_start(qtbot: Any) -> None:
    encounter = Encounter(combatants=[
        Combatant(id="a", name="A", initiative=20),
        Combatant(id="b", name="B", initiative=10, constitution=10, states=list(DYING)),
    ], turn=TurnState(started=True, round=1, current="a"))
    NextTurn().apply(encounter)
    prompts = list(encounter.log[-1].record.prompts)
    assert prompts == [dying("b")]
    dialog = open_prompts(qtbot, encounter, prompts, FixedDice(20))
    press(qtbot, dialog.roll_button)
    press_ok(dialog)
    (command,) = dialog.commands()
    command.apply(encounter)
    assert not encounter.combatant("b").has_state(DamageState.DEAD)


def test_a_prompt_that_no_longer_applies_is_disabled(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_prompts(qtbot, encounter, [dying("hero"), dying("gone")])
    assert all(not row.skip.isEnabled() and row.problem for row in dialog.rows())
    press_ok(dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.commands() == []


def test_escape_cancels_and_widgets_are_named(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_prompts(qtbot, encounter, [dying("orc"), dying("skeleton", True)])
    skips = [row.skip for row in dialog.rows()]
    assert all(skip.objectName() and skip.accessibleName() for skip in skips)
    assert skips[0].accessibleName() != skips[1].accessibleName()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert dialog.commands() == []


def test_B8_a_recovery_check_at_turn_start_offers_no_take_10_or_20(qtbot: Any, encounter: Encounter) -> None:
    """Seed 001: "在静养中度过康复周期，则自然康复检定允许取10或取20": a turn-start check is not a rest,
    so the prompt offers rolling, typing the die or skipping — never take 10 / take 20 (B8)."""
    prompts = [recovery("hero", DamageState.DAZED, 1)]
    dialog = open_prompts(qtbot, encounter, prompts, FixedDice(15))
    press(qtbot, dialog.enter_dice_button)
    (need,) = dialog.dice_entry.needs()
    assert need.sides == 20  # a d20 to type, nothing taken
    assert not [w for w in dialog.findChildren(QWidget) if "take" in w.objectName().lower()]


def test_D3_save_ends_prompted_at_the_end_of_the_bearers_turn_ends_the_condition_through_exec(qtbot: Any) -> None:
    """Issue 29 item 2: the end of the orc's turn asks for its save; a typed success ends the condition."""
    encounter = Encounter(combatants=[
        Combatant(id="orc", name="Orc", initiative=20, attributes=Attributes(strength=2)),
        Combatant(id="hero", name="Hero", initiative=10),
    ], turn=TurnState(started=True, round=1, current="orc"))
    AddCondition("orc", "Poisoned", save=SaveEnds(Attribute.STRENGTH, 13)).apply(encounter)
    NextTurn().apply(encounter)
    prompts = list(encounter.log[-1].record.prompts)
    assert prompts == [SaveEndsPrompt(combatant="orc", condition="poisoned", name="Poisoned")]
    dialog = PromptsDialog(encounter, FixedDice(), prompts)
    qtbot.addWidget(dialog)
    seen: dict[str, Any] = {}

    def script(shown: PromptsDialog) -> None:
        (row,) = shown.rows()
        seen["title"] = row.box.title()
        seen["detail"] = detail(row)
        press(qtbot, shown.enter_dice_button)
        (need,) = shown.dice_entry.needs()
        assert (need.purpose, need.combatant) == ("save_ends", "orc")
        type_next(qtbot, shown, [11])  # 11 + 2 = 13 ≥ DC 13
        seen["result"] = row.result.text()
        qtbot.keyClick(shown.dice_entry.boxes()[0], Qt.Key.Key_Return)

    when_modal(PromptsDialog, script)
    assert dialog.exec() == QDialog.DialogCode.Accepted
    assert seen["title"] == "Save ends (D3) — Orc: Poisoned"
    assert "strength check, d20 +2 against DC 13" in seen["detail"] and "50%" in seen["detail"]  # 11..20
    assert "Poisoned ends" in seen["result"]
    (command,) = dialog.commands()
    assert isinstance(command, SaveEndsCommand) and command.d20 == (11,)
    command.apply(encounter)
    assert encounter.combatant("orc").conditions == []
