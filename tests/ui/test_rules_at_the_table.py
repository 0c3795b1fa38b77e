"""Rules a GM relies on the tracker for between rolls (issue 12), driven through the main
window's actions and the dialogs' real ``exec()`` (tests/ui/modal.py): damage reduction and
hit checks outside an attack action in the attack dialog (B2, A16), and what the
disabled and dazed states do to a turn (B5)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QDialog, QSpinBox

from gmtracker.encounter.actions_attack import AttackCommand, TargetDice
from gmtracker.encounter.model import StateEntry
from gmtracker.rules.hits import HitOutcome
from gmtracker.rules.wound_codes import DamageState
from gmtracker.ui.models.combatant_model import Column
from gmtracker.ui.dialogs.attack_dialog import AttackDialog
from gmtracker.ui.dialogs.prompts_dialog import PromptsDialog
from gmtracker.ui.words.log_lines import entry_line
from gmtracker.ui.shell.main_window import MainWindow
from gmtracker.ui.panels.roll_log import RollLogDock
from tests.ui.conftest import press_ok, type_dice
from tests.ui.modal import MessageBoxes, when_modal


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    """Every message box of these tests opens for real and is answered (tests/ui/conftest.py)."""
    return boxes


def trigger(window: MainWindow, name: str) -> None:
    action = window.actions_by_name[name]
    assert action.isEnabled(), name
    action.trigger()


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
        qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
        seen["locked"] = not spin.isEnabled()  # the choices are fixed while the dice come in
        type_dice(qtbot, dialog, [15], enter=True)  # hit check 15 + 5 vs base 13: the damage box follows
        type_dice(qtbot, dialog, [8], start=1)  # damage check
        seen["result"] = card.result_label.text()
        press_ok(dialog)
        assert dialog.result() == QDialog.DialogCode.Accepted

    dice = {"goblin-cutthroat": TargetDice(d20=(15,), damage=8)}
    unreduced = AttackCommand("sato-ken", ("goblin-cutthroat",), dice=dice).build(enc).log[-1].json_record
    waiting = when_modal(AttackDialog, attack)
    trigger(window, "actionAttack")
    waiting.check()
    assert waiting.opened
    entry = enc.log[-1]
    assert entry.kind == "attack" and entry.json_record is not None
    damage = entry.json_record["damage"]["check"]
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
    enc.turn.current = "sato-ken"  # its own turn: an attack action would count its hit penalty (A16)
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
        qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
        seen["asked"] = [need.purpose for need in dialog.dice_entry.needs()]
        type_dice(qtbot, dialog, [15, 8], enter=True)  # Enter in the last box accepts

    waiting = when_modal(AttackDialog, arcana)
    trigger(window, "actionAttack")
    waiting.check()
    assert waiting.opened
    assert seen["asked"] == ["hit_check"]  # 1 d20, not 1 + 2 penalty dice
    (hit_before, notes_before), (hit_after, notes_after) = seen["before"], seen["after"]
    assert hit_before != hit_after  # 2 penalty dice gone from the odds
    assert "penalty dice: 2" in notes_before and "not an attack action" in notes_after
    entry = enc.log[-1]
    assert entry.json_record is not None
    assert entry.json_record["attack_action"] is False and entry.json_record["hit_penalty"] is None
    assert entry.json_record["hit_check"]["versions"][-1]["d20"] == [15]
    assert enc.combatant("sato-ken").hit_penalties == 2  # not raised
    assert "not an attack action" in entry_line(entry, {c.id: c.name for c in enc.combatants})


# -- B5: disabled and dazed limit the turn -------------------------------------------------

def skip_prompts(qtbot: Any) -> Any:
    """Skip every turn-start prompt (B5 dying checks, B8 recovery checks) that opens."""
    def skip_all(dialog: PromptsDialog) -> None:
        for button in dialog.findChildren(QAbstractButton):
            if button.objectName().endswith("_skip"):
                button.click()
        press_ok(dialog)

    return when_modal(PromptsDialog, skip_all, times=None)


def test_B5_disabled_combatant_sees_its_turn_limit(qtbot: Any, window: MainWindow) -> None:
    """Seed 001: "瘫痪：人物每回合只能做一个移动或标准动作，若做出标准动作则回合结束时陷入"昏迷"状态" and
    "恍惚：人物每回合只能做一个移动或标准动作" — at the start of a disabled or dazed combatant's
    turn the GM reads the limit in the status bar and the turn's log line."""
    enc = window.encounter
    skip_prompts(qtbot)
    assert enc.turn.current == "goblin-lurker" and enc.combatant("lin-yue").has_state(DamageState.DISABLED)
    assert "B5" not in window.round_label.text() and window.banner.note_text() == ""
    trigger(window, "actionNextTurn")
    assert enc.turn.current == "lin-yue"
    assert window.round_label.text().startswith("Round 1 · 林月's turn")
    # in the banner beside the round line (issue 14), where the name was
    assert window.banner.note_text() == ("disabled: one move or one standard action (B5), unconscious at the end of "
                                         "the turn after a standard action")
    window.banner.clear_event()
    assert window.banner.note_label.isVisible() and not window.banner.name_label.isVisible()
    turn = enc.log[-1]
    assert turn.kind == "turn" and turn.json_record is not None and "B5" in turn.rule_ids
    assert turn.json_record["turn_limit"] == {"actions": "move_or_standard", "states": ["disabled"],
                                         "unconscious_after_standard_action": True}
    shown = window.findChild(RollLogDock).visible_entries()[-1]
    assert "one move or one standard action (B5)" in entry_line(shown, {c.id: c.name for c in enc.combatants})
    # dazed (nonlethal): the same limit, no fall into unconsciousness
    row = enc.row_of("goblin-shaman")
    enc.combatants[row] = msgspec.structs.replace(enc.combatants[row], states=[StateEntry(DamageState.DAZED)])
    trigger(window, "actionNextTurn")
    assert enc.turn.current == "goblin-shaman"
    assert enc.log[-1].json_record is not None
    assert enc.log[-1].json_record["turn_limit"]["states"] == ["dazed"]
    assert window.banner.note_text() == "dazed: one move or one standard action (B5)"
    trigger(window, "actionNextTurn")  # 佐藤 健: no limit
    assert enc.turn.current == "sato-ken" and window.banner.note_text() == ""
    assert "turn_limit" not in (enc.log[-1].json_record or {})


def test_B5_a_disabled_combatant_that_attacks_falls_unconscious_at_the_end_of_its_turn(
        qtbot: Any, window: MainWindow) -> None:
    """Seed 001: "瘫痪：人物每回合只能做一个移动或标准动作，若做出标准动作则回合结束时陷入"昏迷"状态" —
    林月, disabled, attacks in her turn (a standard action); when her turn ends she falls
    unconscious, in the same undoable step as Next turn, logged with B5."""
    enc = window.encounter
    skip_prompts(qtbot)
    trigger(window, "actionNextTurn")
    assert enc.turn.current == "lin-yue"
    seen: dict[str, str] = {}

    def attack(dialog: AttackDialog) -> None:
        assert dialog.attacker_combo.currentData() == "lin-yue"  # whose turn it is
        choose(dialog, "lin-yue", "goblin-cutthroat")
        seen["notes"] = dialog.automatic_label.text()
        qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
        press_ok(dialog)

    waiting = when_modal(AttackDialog, attack)
    trigger(window, "actionAttack")
    waiting.check()
    assert waiting.opened and enc.log[-1].kind == "attack"
    assert "林月 falls unconscious at the end of its turn" in seen["notes"]
    assert enc.log[-1].json_record is not None and enc.log[-1].json_record["b5_falls_at_turn_end"] is True
    assert not enc.combatant("lin-yue").has_state(DamageState.UNCONSCIOUS)  # not before her turn ends

    trigger(window, "actionNextTurn")
    lin = enc.combatant("lin-yue")
    assert lin.has_state(DamageState.UNCONSCIOUS) and lin.has_state(DamageState.DISABLED)
    fell = next(e for e in reversed(enc.log) if e.kind == "b5_unconscious")
    assert fell.rule_ids == ["B5"] and fell.actor == "lin-yue"
    assert entry_line(fell, {"lin-yue": "林月"}) == "林月 falls unconscious: a standard action while disabled (B5)"
    assert enc.turn.current == "goblin-shaman"
    assert "unconscious" in window.combatant_model.index(enc.row_of("lin-yue"), Column.STATES).data()

    trigger(window, "actionUndo")  # one step: her turn again, and conscious
    assert enc.turn.current == "lin-yue"
    assert not enc.combatant("lin-yue").has_state(DamageState.UNCONSCIOUS)
    assert not any(e.kind == "b5_unconscious" for e in enc.log)
    trigger(window, "actionRedo")
    assert enc.combatant("lin-yue").has_state(DamageState.UNCONSCIOUS) and enc.turn.current == "goblin-shaman"
