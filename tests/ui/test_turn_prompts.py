"""Next turn in the main window offers the turn-start duties of skipped combatants (D2, issue 12).

The prompts dialog opens through its real ``exec()`` (tests/ui/modal.py), as the GM meets it.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from gmtracker.encounter import Expiry
from gmtracker.encounter.roster import EditCombatant
from gmtracker.rules.wound_codes import DamageState
from gmtracker.ui.dialogs.prompts_dialog import PromptsDialog
from gmtracker.ui.panels.turn_banner import EVENT_MSECS
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import press_ok, type_next
from tests.ui.modal import MessageBoxes, when_modal

ARCHER = "goblin-archer-2"


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    """Every message box of these tests opens for real and is answered (tests/ui/conftest.py)."""
    return boxes


def test_B8_next_turn_offers_the_recovery_check_of_a_skipped_unconscious_combatant(
        qtbot: Any, window: MainWindow) -> None:
    """Seed 001: "人物每处于伤害状态一定时间（称康复周期）后…可进行一次D20检定", "昏迷…为1分钟":
    the unconscious archer's turns are skipped, but the Next turn that passes its place
    after a minute shows its recovery check; the GM types 15 and the archer wakes."""
    enc = window.encounter
    assert enc.settings.skip_defeated
    window.run(EditCombatant(ARCHER, {"states": [{"state": "unconscious", "began": 0}]}))
    enc.turn.clock = 10  # a minute of rounds later (B12)
    seen: list[list[str]] = []

    def answer(dialog: PromptsDialog) -> None:
        seen.append([row.box.title() for row in dialog.rows()])
        for number, row in enumerate(dialog.rows()):
            if row.prompt.combatant != ARCHER:
                dialog.findChild(object, f"prompt{number}_skip").click()
        if dialog.enter_dice_button.isEnabled():
            qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
            type_next(qtbot, dialog, [15])
        press_ok(dialog)

    waiting = when_modal(PromptsDialog, answer, times=None)
    try:
        for _ in range(len(enc.combatants) + 1):
            window.actions_by_name["actionNextTurn"].trigger()
            if any(e.kind == "recovery_check" for e in enc.log):
                break
        assert not waiting.errors
    finally:
        assert waiting.timer is not None
        waiting.timer.stop()
    assert enc.turn.current != ARCHER  # its turn itself was skipped
    assert any("Goblin Archer 2" in title and "(B8)" in title for titles in seen for title in titles)
    check = next(e for e in enc.log if e.kind == "recovery_check")
    assert check.actor == ARCHER or ARCHER in check.targets
    assert not enc.combatant(ARCHER).has_state(DamageState.UNCONSCIOUS)
    window.document.undo_stack.undo()  # the check
    assert enc.combatant(ARCHER).has_state(DamageState.UNCONSCIOUS)


def test_D2_conditions_that_end_at_a_turn_start_are_announced_in_the_status_bar(window: MainWindow) -> None:
    """Issue 12 "also make visible": not only appended to the log line."""
    from gmtracker.encounter.conditions import AddCondition

    enc = window.encounter
    nxt = enc.ids()[(enc.ids().index(enc.turn.current) + 1) % len(enc.ids())]
    window.run(AddCondition(nxt, "Blessed", rounds=1, expiry=Expiry.TURN_START))
    name = enc.combatant(nxt).name
    opened = when_modal(PromptsDialog, lambda dialog: dialog.reject())
    try:
        window.actions_by_name["actionNextTurn"].trigger()
    finally:
        assert opened.timer is not None
        opened.timer.stop()
    assert enc.turn.current == nxt and enc.combatant(nxt).conditions == []
    assert opened.opened == []  # nothing to roll: no dialog just for this
    assert window.statusBar().currentMessage() == f"Conditions ended: Blessed on {name}"
    # and in the turn banner, always in view, for a few seconds (issue 14)
    assert f"Blessed ends on {name}" in window.banner.event_text()
    assert window.banner.event_label.isVisible() and not window.banner.name_label.isVisible()
    assert window.banner._event_timer.isActive() and window.banner._event_timer.interval() == EVENT_MSECS
    window.banner._event_timer.timeout.emit()  # the few seconds are up
    assert window.banner.event_text() == "" and not window.banner.event_label.isVisible()
    back = window.banner.note_label if window.banner.note_text() else window.banner.name_label  # 林月: her B5 limit
    assert back.isVisible()


def test_D2_the_turn_start_dialog_names_the_conditions_that_ended(qtbot: Any, window: MainWindow) -> None:
    """The skipped archer's place passes: its recovery check is asked and its Stunned ends, both shown."""
    from gmtracker.encounter.conditions import AddCondition

    enc = window.encounter
    window.run(EditCombatant(ARCHER, {"states": [{"state": "unconscious", "began": 0}]}))
    window.run(AddCondition(ARCHER, "Stunned", rounds=1, expiry=Expiry.TURN_START))
    enc.turn.clock = 10
    shown: list[str] = []

    def read(dialog: PromptsDialog) -> None:
        if dialog.expired_label.isVisible():
            shown.append(dialog.expired_label.text())
        dialog.reject()

    waiting = when_modal(PromptsDialog, read, times=None)
    try:
        for _ in range(len(enc.combatants) + 1):
            window.actions_by_name["actionNextTurn"].trigger()
            if not enc.combatant(ARCHER).conditions:
                break
    finally:
        assert waiting.timer is not None
        waiting.timer.stop()
    assert shown == ["Conditions ended: Stunned on Goblin Archer 2"]
    assert "Stunned on Goblin Archer 2" in window.statusBar().currentMessage()
