"""A walk through every dialog as the GM opens it, measuring where its OK button is (issue 26 items 4, 8, 14).

Each dialog is opened through the main window's ``QAction`` (its real ``exec()``; the attack
profile dialog through the editor's Add… button), on the demo and on an encounter of 20
combatants, and walked through its states: targets ticked and unticked, errors shown and
cleared, Enter dice, Roll, Back, a search typed and cleared, a name error shown and cleared.
After each step the OK button's global position (``ok.mapToGlobal(QPoint(0, 0))``) and the
dialog's frame are written down. A dialog passes when its OK button never moved and its
frame never left the screen.

The screen must be 1366×768, which the offscreen platform gives only from a config file, so
the walk runs in a process of its own::

    QT_QPA_PLATFORM=offscreen:configfile=SCREEN.json .venv/bin/python -m tests.ui.dialog_tour ja OUT.json

(:func:`screen_config` writes the file; tests/ui/test_dialog_geometry.py runs it once per
language and reads ``OUT.json``.) Without ``OUT.json`` it prints one line per dialog.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

SCREEN_WIDTH, SCREEN_HEIGHT = 1366, 768
LANGUAGES = ("en", "zh_CN", "ja")


def screen_config(folder: Path) -> str:
    """The ``QT_QPA_PLATFORM`` value for a 1366×768 offscreen screen at 96 dpi (its file in ``folder``)."""
    path = folder / "screen-1366x768.json"
    path.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": SCREEN_WIDTH,
                                             "height": SCREEN_HEIGHT, "logicalDpi": 96, "dpr": 1}]}),
                    encoding="utf-8")
    return f"offscreen:configfile={path}"


class Walk:
    """One dialog's walk: the OK button's global position and the frame after every step."""

    def __init__(self, name: str, dialog: Any) -> None:
        self.name = name
        self.dialog = dialog
        self.steps: list[dict[str, Any]] = []

    def ok(self) -> Any:
        from PySide6.QtWidgets import QDialogButtonBox

        box = getattr(self.dialog, "buttons", None)
        if not isinstance(box, QDialogButtonBox):
            box = self.dialog.findChild(QDialogButtonBox)
        if box is None:
            return None
        button = box.button(QDialogButtonBox.StandardButton.Ok)
        if button is None:
            shown = [b for b in box.buttons() if b.isVisible()]
            button = shown[-1] if shown else None
        return button

    def note(self, step: str) -> None:
        from PySide6.QtCore import QPoint
        from PySide6.QtTest import QTest

        QTest.qWait(40)  # the fits queued with QTimer.singleShot(0) run
        ok = self.ok()
        where = ok.mapToGlobal(QPoint(0, 0)) if ok is not None else None
        frame = self.dialog.frameGeometry()
        self.steps.append({"step": step, "ok": None if where is None else [where.x(), where.y()],
                           "frame": [frame.x(), frame.y(), frame.width(), frame.height()]})

    def result(self, language: str, encounter: str) -> dict[str, Any]:
        positions = [tuple(s["ok"]) for s in self.steps if s["ok"] is not None]
        moves = sum(1 for a, b in zip(positions, positions[1:]) if a != b)
        outside = [s["step"] for s in self.steps if not _inside(s["frame"])]
        widest = max((s["frame"][2] for s in self.steps), default=0)
        tallest = max((s["frame"][3] for s in self.steps), default=0)
        return {"dialog": self.name, "language": language, "encounter": encounter, "moves": moves,
                "outside": outside, "size": [widest, tallest], "steps": self.steps}


def _inside(frame: list[int]) -> bool:
    x, y, width, height = frame
    return x >= 0 and y >= 0 and x + width <= SCREEN_WIDTH and y + height <= SCREEN_HEIGHT


# -- the GM's hands ------------------------------------------------------------------------

def _click(widget: Any) -> bool:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    if widget is None or not widget.isVisible() or not widget.isEnabled():
        return False
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    return True


def _tick(box: Any, checked: bool) -> None:
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    if box.isVisible() and box.isEnabled() and box.isChecked() != checked:
        box.window().findChild(type(box), box.objectName())  # still there
        scroll_to(box)
        QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def scroll_to(widget: Any) -> None:
    """Scroll the area holding ``widget`` so that it can be clicked."""
    from PySide6.QtWidgets import QScrollArea

    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    if parent is not None:
        parent.ensureWidgetVisible(widget)


def _target_boxes(dialog: Any) -> list[Any]:
    from PySide6.QtWidgets import QCheckBox

    return [b for b in dialog.findChildren(QCheckBox) if b.objectName().startswith("target") and b.isVisible()]


def _target_lists(dialog: Any) -> list[Any]:
    """The lists where several targets are ticked: the target pickers' (issue 26 item 2), or a checkable list."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QListWidget

    from gmtracker.ui.widgets.target_picker import TargetPicker

    pickers = [p.list for p in dialog.findChildren(TargetPicker) if p.multiple and p.isVisible() and p.list.count()]
    others = [w for w in dialog.findChildren(QListWidget)
              if w.isVisible() and w.count() and w not in pickers
              and w.item(0).flags() & Qt.ItemFlag.ItemIsUserCheckable]
    return pickers + others


def _space_on_items(widget: Any, checked: bool) -> None:
    """Tick (or untick) every line of a checkable list with the keyboard: the line made current,
    then Space (pressed twice for an ally, whom the target picker asks about first)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    widget.setFocus()
    for row in range(widget.count()):
        item = widget.item(row)
        if item.isHidden() or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            continue
        widget.setCurrentRow(row)
        for _press in range(2):
            if (item.checkState() == Qt.CheckState.Checked) == checked:
                break
            QTest.keyClick(widget, Qt.Key.Key_Space)


def _pick_one(dialog: Any) -> None:
    """A single-pick target list (heal's patient) with nothing picked: 1 pressed (twice if asked)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from gmtracker.ui.widgets.target_picker import TargetPicker

    for picker in dialog.findChildren(TargetPicker):
        if picker.isVisible() and not picker.picked() and picker.list.count():
            picker.list.setFocus()
            for _press in range(2):
                if not picker.picked():
                    QTest.keyClick(picker.list, Qt.Key.Key_1)


def _targets(walk: Walk, checked: bool, label: str) -> None:
    boxes = _target_boxes(walk.dialog)
    lists = _target_lists(walk.dialog)
    if not boxes and not lists:
        return
    for box in boxes:
        _tick(box, checked)
    for widget in lists:
        _space_on_items(widget, checked)
    walk.note(label)


def walk_action_dialog(walk: Walk) -> None:
    """Setup, targets ticked and unticked (the refusal shown and cleared), Enter dice, Back, Roll, Back."""
    dialog = walk.dialog
    versus = getattr(dialog, "versus_radio", None)
    if versus is not None:
        _click(versus)
        walk.note("versus")
    _targets(walk, True, "every target ticked")
    _targets(walk, False, "no target (refused)")
    _targets(walk, True, "targets ticked again")
    _pick_one(dialog)
    walk.note("a target picked")
    if _click(getattr(dialog, "enter_dice_button", None)):
        walk.note("enter dice")
        _click(dialog.back_button)
        walk.note("back from entering")
    if _click(getattr(dialog, "roll_button", None)):
        walk.note("rolled")
        _click(dialog.back_button)
        walk.note("back from the result")
    if _click(getattr(dialog, "roll_button", None)):
        walk.note("rolled again")
    normal = getattr(dialog, "normal_radio", None)
    if normal is not None and _click(getattr(dialog, "back_button", None)):
        _click(normal)
        walk.note("normal check")


def walk_library(walk: Walk) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    search = walk.dialog.search
    search.setFocus()
    for text, label in (("gob", "search typed"), ("zzzz", "search finds nothing")):
        search.selectAll()
        QTest.keyClicks(search, text)
        walk.note(label)
    search.selectAll()
    QTest.keyClick(search, Qt.Key.Key_Backspace)
    walk.note("search cleared")


def walk_rename(walk: Walk) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    edit = walk.dialog.name_edit
    edit.selectAll()
    QTest.keyClick(edit, Qt.Key.Key_Backspace)
    walk.note("name emptied")
    QTest.keyClicks(edit, "The long siege of the mill at the edge of the northern marshes")
    walk.note("long name")


def walk_attack_profile(walk: Walk) -> None:
    """The name error shown (empty name), cleared (a name typed), shown again and cleared (issue 26 item 4)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    dialog = walk.dialog
    dialog.name.setFocus()
    QTest.keyClicks(dialog.name, "Longsword")
    walk.note("name typed (error cleared)")
    dialog.name.selectAll()
    QTest.keyClick(dialog.name, Qt.Key.Key_Backspace)
    walk.note("name emptied (error shown)")
    QTest.keyClicks(dialog.name, "Spear")
    walk.note("name typed again")
    damage = dialog.damage
    damage.setFocus()
    damage.selectAll()
    QTest.keyClicks(damage, "1d")
    walk.note("damage refused")
    QTest.keyClicks(damage, "8")
    walk.note("damage accepted")


def walk_tabs(walk: Walk) -> None:
    from PySide6.QtWidgets import QTabWidget

    for tabs in walk.dialog.findChildren(QTabWidget):
        if not tabs.isVisible():
            continue
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            walk.note(f"tab {index + 1}")
            if hasattr(walk.dialog, "roll_button"):
                walk_action_dialog(walk)
                _click(getattr(walk.dialog, "back_button", None))


def walk_heal(walk: Walk) -> None:
    """Healing: the dice refused (empty) and typed, a count lowered and a recovery check, each rolled."""
    from PySide6.QtTest import QTest

    dialog = walk.dialog
    walk_action_dialog(walk)  # no healing dice yet: refused
    _click(getattr(dialog, "back_button", None))
    dialog.healing_edit.setFocus()
    QTest.keyClicks(dialog.healing_edit, "2d8+3")
    walk.note("healing dice typed")
    for radio in (dialog.count_radio, dialog.recovery_radio):
        _click(getattr(dialog, "back_button", None))
        _click(radio)
        walk.note(radio.objectName())
        walk_action_dialog(walk)
    _click(getattr(dialog, "back_button", None))
    walk_tabs(walk)


def walk_plain(walk: Walk) -> None:
    """A dialog without states of its own: opened, and nothing else."""


#: What each action opens and how it is walked; (action, dialog class path, walk).
ACTIONS: tuple[tuple[str, str, Callable[[Walk], None]], ...] = (
    ("actionAttack", "gmtracker.ui.dialogs.attack_dialog:AttackDialog", walk_action_dialog),
    ("actionDamage", "gmtracker.ui.dialogs.damage_dialog:DamageDialog", walk_action_dialog),
    ("actionHeal", "gmtracker.ui.dialogs.heal_dialog:HealDialog", walk_heal),
    ("actionCheck", "gmtracker.ui.dialogs.check_dialog:CheckDialog", walk_action_dialog),
    ("actionPercentileCheck", "gmtracker.ui.dialogs.percentile_dialog:PercentileDialog", walk_action_dialog),
    ("actionRest", "gmtracker.ui.dialogs.rest_dialog:RestDialog", walk_action_dialog),
    ("actionConditions", "gmtracker.ui.dialogs.conditions_dialog:ConditionsDialog", walk_plain),
    ("actionRenameEncounter", "gmtracker.ui.dialogs.rename_dialog:RenameDialog", walk_rename),
    ("actionAddFromLibrary", "gmtracker.ui.dialogs.library_dialog:LibraryDialog", walk_library),
    ("actionRollInitiative", "gmtracker.ui.dialogs.initiative_dialog:InitiativeDialog", walk_plain),
    ("actionSettings", "gmtracker.ui.dialogs.settings_dialog:SettingsDialog", walk_tabs),
    ("actionAbout", "gmtracker.ui.dialogs.about_dialog:AboutDialog", walk_plain),
)


def _table_dialogs() -> tuple[tuple[str, str, Callable[[Walk], None]], ...]:
    """Every other dialog row of the action table, walked as an action dialog (a new row is
    toured without a list to keep): whatever dialog its row opens."""
    from gmtracker.ui.shell.actions import ACTIONS as TABLE

    listed = {name for name, _path, _walk in ACTIONS}
    found = []
    for spec in TABLE:
        if spec.dialog is not None and spec.name not in listed:
            found.append((spec.name, "PySide6.QtWidgets:QDialog", walk_action_dialog))
    return tuple(found)


def _class(path: str) -> type:
    import importlib

    module, _, name = path.partition(":")
    found: type = getattr(importlib.import_module(module), name)
    return found


def _walk_action(window: Any, action: str, dialog_path: str, walker: Callable[[Walk], None]) -> Walk | None:
    from tests.ui.modal import finish_scripts, when_modal

    walks: list[Walk] = []

    def script(dialog: Any) -> None:
        walk = Walk(dialog.objectName() or type(dialog).__name__, dialog)
        walks.append(walk)
        walk.note("opened")
        walker(walk)
        dialog.reject()

    when_modal(_class(dialog_path), script)
    print("walking", action, file=sys.stderr, flush=True)
    window.actions_by_name[action].trigger()
    finish_scripts()
    return walks[0] if walks else None


def _walk_attack_profile(window: Any) -> Walk | None:
    from PySide6.QtTest import QTest

    from gmtracker.ui.panels.attack_profiles_editor import AttackProfilesEditor

    editor = window.editor
    editor.show()
    window.select(window.encounter.combatants[0].id)
    QTest.qWait(20)
    tabs = editor.findChild(__import__("PySide6.QtWidgets", fromlist=["QTabWidget"]).QTabWidget)
    if tabs is not None:
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            if editor.findChild(AttackProfilesEditor) is not None \
                    and editor.findChild(AttackProfilesEditor).isVisible():
                break
    panel = editor.findChild(AttackProfilesEditor)
    if panel is None or not _click(panel.add_button):
        return None
    QTest.qWait(40)
    dialog = panel.dialog
    if dialog is None:
        return None
    walk = Walk("attackProfileDialog", dialog)
    walk.note("opened (no name: error shown)")
    walk_attack_profile(walk)
    dialog.reject()
    QTest.qWait(20)
    return walk


def _window(encounter: Any, folder: Path) -> Any:
    import random

    from gmtracker.rules.dice import RandomDice
    from gmtracker.storage.paths import UserPaths
    from gmtracker.ui.shell.context import AppContext
    from gmtracker.ui.shell.main_window import MainWindow

    window = MainWindow(AppContext(paths=UserPaths.under(folder)), encounter, None)
    window.persist_layout = False
    window.document.dice = RandomDice(random.Random(3))
    window.move(0, 0)
    window.resize(SCREEN_WIDTH, SCREEN_HEIGHT - 48)  # a task bar's room below
    window.show()
    return window


def encounters() -> dict[str, Any]:
    """The demo, and 20 combatants (CJK names among them) mid-fight."""
    from gmtracker.storage import load_encounter
    from gmtracker.storage.resources import demo_encounter_path
    from tests.large_encounters import large_encounter

    found = {"demo": load_encounter(demo_encounter_path()), "20 combatants": large_encounter(20, 0)}
    for encounter in found.values():
        for combatant in encounter.combatants[-2:]:
            combatant.initiative = None  # joined the fight late: Roll initiative has someone to roll for
    return found


def tour(language: str) -> dict[str, Any]:
    """Walk every dialog in ``language``; the screen and one result per dialog and encounter."""
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QApplication

    from gmtracker.storage.resources import translations_dir
    from gmtracker.ui.words.translations import install_translators

    app = QApplication.instance() or QApplication([])
    QLocale.setDefault(QLocale(language))
    if language != "en":
        install_translators(app, QLocale(language), translations_dir())
    screen = app.primaryScreen().geometry()
    from tests.ui.modal import MessageBoxes

    boxes = MessageBoxes()  # a question or warning on the way is answered, never waited on
    results: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as folder:
        for name, encounter in encounters().items():
            window = _window(encounter, Path(folder) / name.replace(" ", "-"))
            for action, dialog_path, walker in ACTIONS + _table_dialogs():
                walk = _walk_action(window, action, dialog_path, walker)
                if walk is not None:
                    results.append(walk.result(language, name))
            walk = _walk_attack_profile(window)
            if walk is not None:
                results.append(walk.result(language, name))
            window.document.undo_stack.setClean()
            window.close()
            window.deleteLater()
    boxes.stop()
    return {"boxes": list(getattr(boxes, "texts", [])), "screen": [screen.width(), screen.height()], "language": language, "dialogs": results}


def main(argv: list[str]) -> int:
    language = argv[0] if argv else "en"
    report = tour(language)
    if len(argv) > 1:
        Path(argv[1]).write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
    else:
        print("screen", report["screen"], os.environ.get("QT_QPA_PLATFORM"))
        for result in report["dialogs"]:
            print(f"{result['encounter']:>13} {result['dialog']:<22} moves {result['moves']} "
                  f"size {result['size'][0]}x{result['size'][1]} outside {result['outside']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
