"""The Grapple dialog (issue 28 item 7) driven as a GM drives it: opened from its shortcut on the demo's
main window, the two 1D100s typed at the table, through the real ``exec()``.

C5: each side rolls 1D100 + a tenth of the base value the GM names; C7: a tie goes to the grappler
(the active side); D3: a won grapple puts a condition on the grappled creature ("Grappled" unless the
GM types another name), until removed. A lost grapple is logged and changes nothing else.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit

from gmtracker.encounter.roster import EditCombatant
from gmtracker.encounter.actions_grapple import GrappleCommand
from gmtracker.rules.percentile import Outcome
from gmtracker.ui.dialogs.grapple_dialog import GrappleDialog
from gmtracker.ui.models.roll_log_model import Column as LogColumn
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.clipping import find_clipping
from tests.ui.conftest import at_the_table, child, choose, dice_labels, type_dice
from tests.ui.hostile_text import HOSTILE, find_mangled
from tests.ui.modal import MessageBoxes, when_modal

GRAPPLER = "goblin-lurker"  # whose turn it is in the demo: accuracy 50 (+5)
TARGET = "ayla-thornwood"  # selected in the table: evasion 50 (+5)
# A name a GM might type: markup and placeholders (shown and stored as typed).
HOSTILE_CONDITION = "<b>x</b> %1 %2 &amp;"


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    """Message boxes open for real and are answered (a refusal would show one)."""
    return boxes


def open_from_shortcut(qtbot: Any, window: MainWindow, script: Any) -> dict[str, Any]:
    """Ctrl+Shift+G on the main window; ``script(dialog, seen)`` runs inside the real exec()."""
    seen: dict[str, Any] = {}
    waiting = when_modal(GrappleDialog, lambda dialog: script(dialog, seen))
    sequence = window.actions_by_name["actionGrapple"].shortcut()
    assert sequence.toString() == "Ctrl+Shift+G"
    combination = sequence[0]  # type: ignore[index]  # QKeySequence is indexable at run time
    qtbot.keyClick(window, combination.key(), combination.keyboardModifiers())
    waiting.check()
    assert waiting.opened, "Ctrl+Shift+G opened no grapple dialog"
    seen["dialog"] = waiting.opened[0]
    return seen


def wait_typing(qtbot: Any, dialog: GrappleDialog) -> None:
    """The dialog is up in typed dice (both sides roll at the table), the cursor in the first box."""
    qtbot.waitUntil(lambda: dialog.isActiveWindow() and QApplication.focusWidget() is dialog.dice_entry.boxes()[0])


def type_condition(qtbot: Any, dialog: GrappleDialog, name: str) -> None:
    edit = child(dialog, QLineEdit, "conditionEdit")
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, name)


def newest_log_line(window: MainWindow) -> tuple[Any, str]:
    """The roll log's newest entry as the GM sees it (the newest end of the view)."""
    log = window.roll_log
    row = 0 if log.proxy.newest_first() else log.proxy.rowCount() - 1
    entry = log.visible_entries()[row]
    return entry, log.proxy.index(row, LogColumn.TEXT).data()


def conditions_of(window: MainWindow, combatant_id: str) -> list[str]:
    return [condition.name for condition in window.encounter.combatant(combatant_id).conditions]


def test_C5_D3_a_won_grapple_typed_at_the_table_puts_the_typed_condition_and_ctrl_z_takes_it_away(
        qtbot: Any, window: MainWindow) -> None:
    """Ctrl+Shift+G on the Goblin Lurker's turn with Ayla selected: the lurker grapples Ayla on
    accuracy against evasion; the GM names the condition "Held fast" and types 70 and 20
    (75 against 25): Ayla is held fast, the roll log's newest line is the grapple, Ctrl+Z undoes it."""
    at_the_table(window)
    window.select(TARGET)
    before = conditions_of(window, TARGET)
    logged = len(window.encounter.log)

    def script(dialog: GrappleDialog, seen: dict[str, Any]) -> None:
        wait_typing(qtbot, dialog)
        seen["who"] = (dialog.grappler(), dialog.target())
        seen["bases"] = (dialog.grappler_base.currentData(), dialog.target_base.currentData())
        seen["condition"] = child(dialog, QLineEdit, "conditionEdit").text()
        seen["labels"] = dice_labels(dialog)
        seen["odds"] = dialog.odds_view.isVisible(), dialog.odds_summary.text()
        seen["clipping"] = find_clipping(dialog)
        type_condition(qtbot, dialog, "Held fast")
        assert dialog.stage() == "entering" and not dialog.ok_button.isEnabled()  # no die typed yet
        type_dice(qtbot, dialog, [70], enter=True)
        assert not dialog.ok_button.isEnabled()  # the target's 1D100 is still to come
        type_dice(qtbot, dialog, [20], start=1)
        seen["result"] = child(dialog, QLabel, "grappleResultLabel").text()
        qtbot.keyClick(dialog.dice_entry.boxes()[1], Qt.Key.Key_Return)  # Enter in the last box takes it

    seen = open_from_shortcut(qtbot, window, script)
    assert seen["who"] == (GRAPPLER, TARGET)
    assert seen["bases"] == ("accuracy", "evasion")
    assert seen["condition"] == QCoreApplication.translate("Grapple", "Grappled") == "Grappled"
    assert len(seen["labels"]) == 2 and all("grapple" in label.lower() for label in seen["labels"])
    assert seen["odds"][0] and "+5" in seen["odds"][1]
    assert seen["clipping"] == []
    assert "Held fast" in seen["result"] and "75" in seen["result"] and "25" in seen["result"]

    assert conditions_of(window, TARGET) == [*before, "Held fast"]
    (entry,) = window.encounter.log[logged:]
    assert entry.kind == "grapple" and entry.actor == GRAPPLER and entry.targets == [TARGET]
    record = entry.json_record
    assert record is not None and record["condition"] == "Held fast"
    assert (record["check"]["active"]["natural"], record["check"]["passive"]["natural"]) == (70, 20)
    newest, text = newest_log_line(window)
    assert newest.kind == "grapple" and "Held fast" in text
    assert text == seen["result"]  # the dialog showed the line the log shows

    assert window.document.undo_stack.count() == 1  # one step
    window.activateWindow()  # the GM is back in the table (the offscreen platform does not give the focus back)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert conditions_of(window, TARGET) == before
    assert len(window.encounter.log) == logged


def test_C5_a_lost_grapple_is_logged_and_adds_no_condition(qtbot: Any, window: MainWindow) -> None:
    """10 against 90 (15 against 95): the grapple fails; nobody gets a condition."""
    at_the_table(window)
    window.select(TARGET)
    before = {c.id: list(c.conditions) for c in window.encounter.combatants}
    logged = len(window.encounter.log)

    def script(dialog: GrappleDialog, seen: dict[str, Any]) -> None:
        wait_typing(qtbot, dialog)
        type_dice(qtbot, dialog, [10, 90], enter=True)

    open_from_shortcut(qtbot, window, script)
    assert {c.id: list(c.conditions) for c in window.encounter.combatants} == before
    (entry,) = window.encounter.log[logged:]
    assert entry.kind == "grapple" and entry.json_record is not None
    assert entry.json_record["condition"] is None and entry.json_record["check"]["outcome"] == "failure"
    newest, text = newest_log_line(window)
    assert newest.kind == "grapple" and "fails to grapple" in text


def test_a_hostile_condition_and_names_show_as_plain_text(qtbot: Any, window: MainWindow) -> None:
    """A grappler named with markup and a condition typed as ``<b>x</b> %1 %2 &amp;``: every
    widget shows them as typed, and the condition is stored as typed."""
    window.document.run(EditCombatant(GRAPPLER, {"name": HOSTILE}))
    at_the_table(window)
    window.select(TARGET)

    def script(dialog: GrappleDialog, seen: dict[str, Any]) -> None:
        wait_typing(qtbot, dialog)
        type_condition(qtbot, dialog, HOSTILE_CONDITION)
        type_dice(qtbot, dialog, [70, 20], enter=False)
        result = child(dialog, QLabel, "grappleResultLabel")
        seen["result"] = (result.textFormat(), result.text())
        seen["mangled"] = find_mangled(dialog)
        qtbot.keyClick(dialog.dice_entry.boxes()[1], Qt.Key.Key_Return)

    seen = open_from_shortcut(qtbot, window, script)
    text_format, text = seen["result"]
    assert text_format == Qt.TextFormat.PlainText
    assert HOSTILE in text and text.endswith(HOSTILE_CONDITION)  # no placeholder filled in, no markup read
    assert seen["mangled"] == []
    assert window.encounter.combatant(TARGET).conditions[-1].name == HOSTILE_CONDITION
    _entry, line = newest_log_line(window)
    assert line.endswith(HOSTILE_CONDITION) and HOSTILE in line


def test_the_odds_are_the_commands_and_follow_the_base_values(qtbot: Any, window: MainWindow) -> None:
    """C5: the odds shown are the command's ``odds()``; naming no base value for the grappler
    (adds nothing) lowers them. An empty condition name is refused inline; OK stays disabled.
    The dice rolled by the tracker (the setting off): Roll, then OK."""
    window.select(TARGET)
    logged = len(window.encounter.log)

    def script(dialog: GrappleDialog, seen: dict[str, Any]) -> None:
        qtbot.waitUntil(dialog.isActiveWindow)
        assert dialog.stage() == "setup"
        command = GrappleCommand(GRAPPLER, TARGET, attacker_base="accuracy", target_base="evasion")
        seen["odds"] = (dialog.odds_view.odds(), command.odds(window.encounter))
        seen["summary"] = dialog.odds_summary.text()
        choose(qtbot, dialog.grappler_base, None)
        seen["after"] = dialog.odds_summary.text()
        seen["lower"] = dialog.odds_view.odds()[0][1] < seen["odds"][0][0][1]
        type_condition(qtbot, dialog, "   ")
        seen["refused"] = (dialog.error_label.isVisible(), dialog.roll_button.isEnabled())
        type_condition(qtbot, dialog, "Pinned")
        qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
        assert dialog.ok_button.isEnabled()
        (built,) = dialog.current_commands()
        assert isinstance(built, GrappleCommand)
        seen["naturals"] = built.naturals
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen["commands"] = dialog.commands()  # read before exec() returns: the window deletes the dialog

    seen = open_from_shortcut(qtbot, window, script)
    shown, odds = seen["odds"]
    assert [chance for _label, chance in shown] == [odds[Outcome.SUCCESS], odds[Outcome.FAILURE]]
    assert sum((chance for _label, chance in shown), Fraction(0)) == 1
    assert seen["summary"].startswith("1D100 +5 against 1D100 +5")
    assert seen["after"].startswith("1D100 +0 against 1D100 +5") and seen["lower"]
    assert seen["refused"] == (True, False)
    (entry,) = window.encounter.log[logged:]
    assert entry.kind == "grapple"
    assert entry.record.active.base is None and entry.record.passive.base == "evasion"
    assert len(seen["naturals"]) == 2
    commands = seen["commands"]
    assert len(commands) == 1 and isinstance(commands[0], GrappleCommand)
    assert commands[0].condition == "Pinned" and commands[0].naturals == seen["naturals"]
