"""Rules a GM relies on the tracker for between rolls (issue 12), driven through the main
window's actions and the dialogs' real ``exec()`` (tests/ui/modal.py): damage reduction and
hit checks outside an attack action in the attack dialog (B2, A16), and what the
disabled and dazed states do to a turn (B5)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QSpinBox

from gmtracker.encounter.actions_attack import AttackCommand, TargetDice
from gmtracker.rules.dice import RandomDice
from gmtracker.rules.hits import HitOutcome
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.context import AppContext
from gmtracker.ui.dialogs.attack_dialog import AttackDialog
from gmtracker.ui.log_lines import entry_line
from gmtracker.ui.main_window import MainWindow
from tests.ui.modal import MessageBoxes, when_modal


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> Iterator[MainWindow]:
    encounter = load_encounter(demo_encounter_path())
    win = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")), encounter, None)
    win.persist_layout = False
    win.document.dice = RandomDice(random.Random(3))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.document.undo_stack.setClean()  # closing must not ask at teardown


@pytest.fixture(autouse=True)
def boxes(qapp: Any) -> Iterator[MessageBoxes]:
    answering = MessageBoxes()
    yield answering
    answering.stop()


def trigger(window: MainWindow, name: str) -> None:
    action = window.actions_by_name[name]
    assert action.isEnabled(), name
    action.trigger()


def type_dice(qtbot: Any, entry: Any, naturals: list[int]) -> None:
    boxes = [entry.findChild(QSpinBox, f"die{n}") for n in range(len(naturals))]
    assert entry.findChild(QSpinBox, f"die{len(naturals)}") is None, "more dice asked for than expected"
    for box, natural in zip(boxes, naturals):
        box.selectAll()
        qtbot.keyClicks(box, str(natural))
    before = entry.needs()
    qtbot.keyClick(boxes[-1], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: entry.needs() != before or not entry.isVisible())


def choose(dialog: AttackDialog, attacker: str, target: str) -> None:
    dialog.attacker_combo.setCurrentIndex(dialog.attacker_combo.findData(attacker))
    for row in range(dialog.targets_list.count()):
        item = dialog.targets_list.item(row)
        wanted = item.data(Qt.ItemDataRole.UserRole) == target
        item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)


# -- B2, A16: the attack dialog ------------------------------------------------------------

def test_B2_attack_dialog_passes_damage_reduction(qtbot: Any, window: MainWindow) -> None:
    """Seed 001: "命中后攻击方执行伤害检定，取代原本的伤害投骰：无随机性的加值部分（先经过伤害减免后）
    保持不变" — the damage reduction comes off the flat part before the damage check; the GM
    types it per target in the attack dialog, the odds follow it live, and the attack uses it."""
    enc = window.encounter
    seen: dict[str, Any] = {}

    def attack(dialog: AttackDialog) -> None:
        choose(dialog, "sato-ken", "goblin-cutthroat")
        card = dialog.target_cards()["goblin-cutthroat"]
        spin = card.findChild(QSpinBox, "reductionSpin")
        assert spin is not None and spin.isEnabled()
        before = card.damage_label.text()
        spin.selectAll()
        qtbot.keyClicks(spin, "3")
        seen["odds"] = (before, card.damage_label.text())
        qtbot.mouseClick(dialog.enter_button, Qt.MouseButton.LeftButton)
        seen["locked"] = not spin.isEnabled()  # the choices are fixed while the dice come in
        type_dice(qtbot, dialog.dice_entry, [15])  # hit check 15 + 5 vs base 13
        type_dice(qtbot, dialog.dice_entry, [8])  # damage check
        seen["result"] = card.result_label.text()
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    dice = {"goblin-cutthroat": TargetDice(d20=(15,), damage=8)}
    unreduced = AttackCommand("sato-ken", ("goblin-cutthroat",), dice=dice).build(enc).log[-1].record
    waiting = when_modal(AttackDialog, attack)
    trigger(window, "actionAttack")
    waiting.check()
    assert waiting.opened
    entry = enc.log[-1]
    assert entry.kind == "attack" and entry.record is not None
    damage = entry.record["damage"]["check"]
    assert damage["damage"]["reduction"] == 3
    assert damage["damage"]["total"] == unreduced["damage"]["check"]["damage"]["total"] - 3
    assert damage["total"] == unreduced["damage"]["check"]["total"] - 3
    # 1d10 (katana) → 4, + strength 3 = 7; − 3 = 4: margin 9 instead of 12, so not disabled (B4)
    assert "disabled" in unreduced["damage"]["effects"]["effects"]
    assert not enc.combatant("goblin-cutthroat").has_state(DamageState.DISABLED)
    before, after = seen["odds"]
    assert before != after and after  # live odds
    assert seen["locked"]
    assert "damage reduction 3" in seen["result"]
    trigger(window, "actionUndo")
    assert enc.log[-1] is not entry and enc.combatant("goblin-cutthroat").wounds == 1


def test_A16_a_hit_check_that_is_not_an_attack_takes_no_penalty_and_raises_no_counter(
        qtbot: Any, window: MainWindow) -> None:
    """Seed 000: "命中惩罚只在你的攻击动作中生效。因此当你使用奥术或类似让你在非攻击动作中进行命中检定
    的动作项时，无需在意命中惩罚。" — the GM marks the hit check as not an attack action in the
    attack dialog: no penalty dice (the odds show it live), one d20 asked for, and the counter
    stays where it was."""
    enc = window.encounter
    enc.combatants[enc.row_of("sato-ken")].hit_penalties = 2  # two attacks already this turn
    seen: dict[str, Any] = {}

    def arcana(dialog: AttackDialog) -> None:
        choose(dialog, "sato-ken", "goblin-cutthroat")
        card = dialog.target_cards()["goblin-cutthroat"]
        check = dialog.findChild(QCheckBox, "notAttackCheck")
        assert check is not None and check.isEnabled() and not check.isChecked()
        seen["before"] = (card.odds_labels[HitOutcome.HIT].text(), dialog.automatic_label.text())
        qtbot.mouseClick(check, Qt.MouseButton.LeftButton)
        assert check.isChecked()
        seen["after"] = (card.odds_labels[HitOutcome.HIT].text(), dialog.automatic_label.text())
        qtbot.mouseClick(dialog.enter_button, Qt.MouseButton.LeftButton)
        seen["asked"] = [need.purpose for need in dialog.dice_entry.needs()]
        type_dice(qtbot, dialog.dice_entry, [15])
        type_dice(qtbot, dialog.dice_entry, [8])
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    waiting = when_modal(AttackDialog, arcana)
    trigger(window, "actionAttack")
    waiting.check()
    assert waiting.opened
    assert seen["asked"] == ["hit_check"]  # 1 d20, not 1 + 2 penalty dice
    (hit_before, notes_before), (hit_after, notes_after) = seen["before"], seen["after"]
    assert hit_before != hit_after  # 2 penalty dice gone from the odds
    assert "penalty dice: 2" in notes_before and "not an attack action" in notes_after
    entry = enc.log[-1]
    assert entry.record is not None
    assert entry.record["attack_action"] is False and entry.record["hit_penalty"] is None
    assert entry.record["hit_check"]["versions"][-1]["d20"] == [15]
    assert enc.combatant("sato-ken").hit_penalties == 2  # not raised
    assert "not an attack action" in entry_line(entry, {c.id: c.name for c in enc.combatants})
