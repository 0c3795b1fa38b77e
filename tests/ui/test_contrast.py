"""Every control visible in both themes, measured from the pixels (issue 26 item 3).

The main window on the demo encounter mid-combat (tests/screenshots.py's ``scene()``) and
every dialog, each opened through the main window's action as a GM opens it, are
rendered in the light and the dark theme and grabbed; tests/ui/contrast.py measures, on
the grabbed pixels and at the widgets' real geometry, each check box and radio
indicator's border and each input's frame against what is around it (WCAG 2.2 1.4.11,
3:1) and each text against its background (1.4.3, 4.5:1). A dialog is measured as it
opens, with every box and target checked, with every box unchecked, after each radio
button, and with refused text typed in its fields (its errors shown). A failure names the
widget (objectName/class), the dialog and its state, the theme and the ratio measured.

The old dark palette failed here: unchecked boxes and target lists at 1.02:1 to 1.13:1
(issue 26: "#1D1F23 on #1B1D21").
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QDialog,
    QLineEdit,
    QListWidget,
    QRadioButton,
    QWidget,
)

from gmtracker.storage import load_encounter
from gmtracker.ui.shell.actions import ACTIONS
from gmtracker.ui.widgets.theme import apply_theme, contrast, dark_palette, outcome_colour
from tests.screenshots import scene
from tests.ui.contrast import NON_TEXT_MINIMUM, TEXT_MINIMUM, Measure, measure_window, ratio
from tests.ui.modal import MessageBoxes, when_modal

#: The actions that open the app's dialogs (gmtracker/ui/dialogs/*.py), in a useful order.
DIALOG_ACTIONS = (
    "actionAttack", "actionDamage", "actionHeal", "actionCheck", "actionPercentileCheck",
    "actionConditions", "actionRest", "actionRollInitiative", "actionDiceTray", "actionAddFromLibrary",
    "actionSettings", "actionRenameEncounter", "actionAbout", "actionSharePlayerView", "actionNextTurn",
)
# every other dialog of the action table (a new row is measured without a list to keep)
DIALOG_ACTIONS += tuple(spec.name for spec in ACTIONS if spec.dialog is not None and spec.name not in DIALOG_ACTIONS)


@pytest.fixture(params=["light", "dark"])
def themed(request: Any, qapp: Any) -> Iterator[str]:
    apply_theme(qapp, request.param)
    QCoreApplication.processEvents()
    yield request.param
    apply_theme(qapp, "system")
    QCoreApplication.processEvents()


@pytest.fixture
def scene_window(themed: str, qtbot: Any, tmp_path: Path) -> Iterator[Any]:
    """The screenshot scene (wounded, dying, unconscious and dead combatants, mid-combat) in
    a shown main window at a laptop's 1366×768."""
    import random

    from gmtracker.rules.dice import RandomDice
    from gmtracker.storage.paths import UserPaths
    from gmtracker.ui.shell.context import AppContext
    from gmtracker.ui.shell.main_window import MainWindow

    file = tmp_path / "mill.json"
    file.write_text(json.dumps(scene(), ensure_ascii=False), encoding="utf-8")
    window = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")), load_encounter(file), None)
    window.persist_layout = False
    window.document.dice = RandomDice(random.Random(5))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    QCoreApplication.processEvents()
    yield window


def badge_cell(view: Any, index: Any) -> bool:
    """The table's States cells with badges (gmtracker/ui/panels/combatant_table.py)."""
    from gmtracker.ui.models.combatant_model import BADGES_ROLE
    from gmtracker.ui.panels.combatant_table import BadgeDelegate

    return isinstance(view.itemDelegateForIndex(index), BadgeDelegate) and bool(index.data(BADGES_ROLE))


def turn_marker(m: Measure) -> bool:
    """The table's ▶ (the acting row's marker in column 0): a thin glyph whose anti-aliased
    pixels never reach its colour; test_the_turn_marker_glyph_is_faint keeps it in view."""
    return m.widget.startswith("combatantTable/") and "'▶'" in m.detail


def failures(measures: list[Measure], where: str, theme: str, *, marker: bool = False) -> list[str]:
    return [f"{where} [{theme}] {m} < {m.minimum}:1" for m in measures
            if not m.passes and (marker or not turn_marker(m))]


def _visible(top: QWidget, kind: type[QWidget]) -> list[Any]:
    return [w for w in top.findChildren(kind) if w.isVisibleTo(top) and w.isEnabled()]


def _click(button: QAbstractButton) -> None:
    if button.isVisible() and button.isEnabled():
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _set_items(top: QWidget, state: Qt.CheckState) -> None:
    for view in _visible(top, QListWidget):
        for row in range(view.count()):
            item = view.item(row)
            if item.flags() & Qt.ItemFlag.ItemIsUserCheckable and item.checkState() != state:
                item.setCheckState(state)


def tour(top: QWidget, name: str, theme: str) -> tuple[list[str], list[Measure]]:
    """Measure ``top`` as it is, with everything checked, with nothing checked, after each
    radio button, and with refused text in its line edits."""
    found: list[str] = []
    every: list[Measure] = []

    def measure(state: str) -> None:
        QCoreApplication.processEvents()
        measures = measure_window(top)
        every.extend(measures)
        found.extend(failures(measures, f"{name} ({state})", theme))

    measure("as opened")
    for box in _visible(top, QCheckBox):
        if not box.isChecked():
            _click(box)
    _set_items(top, Qt.CheckState.Checked)
    measure("all checked")
    for box in _visible(top, QCheckBox):
        if box.isChecked():
            _click(box)
    _set_items(top, Qt.CheckState.Unchecked)
    measure("all unchecked")
    for radio in _visible(top, QRadioButton)[:6]:
        _click(radio)
        measure(f"radio {radio.objectName() or radio.text()!r}")
    for edit in _visible(top, QLineEdit):
        if edit.isReadOnly() or not edit.hasFrame():
            continue
        edit.setFocus()
        edit.selectAll()
        QTest.keyClicks(edit, "zz!")
    measure("refused text typed")
    return found, every


def _opened_by(window: Any, action: str, qtbot: Any) -> tuple[list[str], list[Measure], str]:
    """Trigger ``action``; tour the modal dialog it opens (through its real exec()) or the
    window it shows."""
    results: dict[str, Any] = {}
    theme = "dark" if window.palette().color(window.backgroundRole()).lightness() < 128 else "light"

    def script(dialog: QDialog) -> None:
        results["name"] = f"{action}:{type(dialog).__name__}"
        results["found"], results["every"] = tour(dialog, results["name"], theme)
        dialog.reject()

    waiting = when_modal(QDialog, script)
    before = {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}
    window.actions_by_name[action].trigger()
    qtbot.wait(30)
    if waiting.timer is not None:
        waiting.timer.stop()
    waiting.check()
    if "name" not in results:  # not modal: the window it showed (the dice tray)
        shown = [w for w in QApplication.topLevelWidgets() if w.isVisible() and id(w) not in before
                 and isinstance(w, QDialog)]
        for top in shown:
            results["name"] = f"{action}:{type(top).__name__}"
            results["found"], results["every"] = tour(top, results["name"], theme)
            top.close()
    return results.get("found", []), results.get("every", []), results.get("name", action)


def test_the_main_window_mid_combat_reads_in_both_themes(scene_window: Any, themed: str) -> None:
    """Issue 26 item 3, WCAG 2.2 1.4.11 / 1.4.3: the table (side tints, greyed defeated
    rows, badges, the acting row, a selected row), the banner, the editor dock's inputs and
    boxes, the roll log — every indicator and frame 3:1, every text 4.5:1, from the pixels."""
    found: list[str] = []
    measures = measure_window(scene_window, badge_cell)
    found += failures(measures, "main window", themed)
    scene_window.select("grukk")  # a selected row: the selection's colours
    QCoreApplication.processEvents()
    found += failures(measure_window(scene_window, badge_cell), "main window (Grukk selected)", themed)
    kinds = {m.kind for m in measures}
    assert {"indicator", "frame", "text"} <= kinds, kinds  # the test saw each kind
    assert len([m for m in measures if m.kind == "text"]) > 50
    assert not found, "\n".join(found)


@pytest.mark.xfail(strict=True, reason="issue 26 item 3, left open: the ▶ turn marker of the table is a thin "
                   "glyph (about 2.6:1 in light, 2.8:1 in dark, white on the selection); the acting row also "
                   "has its orange accent bar and bold text. The marker's font is the table's (not this item's).")
def test_the_turn_marker_glyph_is_faint(scene_window: Any, themed: str) -> None:
    """Issue 26 item 3: the ▶ of the acting row at 4.5:1 (fails today, see the reason)."""
    found = failures(measure_window(scene_window, badge_cell), "main window", themed, marker=True)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("action", DIALOG_ACTIONS)
def test_every_dialog_reads_in_both_themes(scene_window: Any, themed: str, action: str, qtbot: Any,
                                           boxes: MessageBoxes) -> None:
    """Issue 26 item 3: each dialog opened from its action (nothing selected: as the GM's
    shortcut opens it) and again with the acting combatant selected, then toured through
    its states (boxes and targets checked and unchecked, each mode, errors shown): every
    indicator and frame 3:1, every text 4.5:1 in light and dark, from the pixels."""
    found, measures, name = _opened_by(scene_window, action, qtbot)
    if action in ("actionNextTurn", "actionRollInitiative") and not measures:
        pytest.skip(f"{action} opens no dialog of its own at this point of the scene (a message box at most)")
    assert measures, f"{action} showed no dialog"
    assert any(m.kind == "text" for m in measures), name
    assert not found, "\n".join(found)


def test_the_attack_profile_editor_reads_in_both_themes(scene_window: Any, themed: str) -> None:
    """Issue 26 item 3: the attack-profile dialog of the combatant editor (Finesse, Thrown,
    Lethal boxes; its name error shown) in light and dark, from the pixels."""
    from gmtracker.ui.panels.attack_profiles_editor import AttackProfilesEditor

    scene_window.select("ayla-thornwood")
    QCoreApplication.processEvents()
    editor = scene_window.findChild(AttackProfilesEditor)
    assert editor is not None
    editor.add_attack()
    dialog = editor.dialog
    assert dialog is not None
    try:
        QTest.qWaitForWindowExposed(dialog)
        found, measures = tour(dialog, "AttackProfileDialog", themed)
    finally:
        dialog.reject()
    assert any(m.kind == "indicator" for m in measures)
    assert not found, "\n".join(found)


def test_the_old_dark_palette_is_caught(scene_window: Any, themed: str, qapp: Any) -> None:
    """The measurement sees what the issue saw: with the dark palette's inputs drawn by
    plain Fusion (the border a step darker than the window), the target list's boxes and
    the inputs' frames fall far below 3:1 — the test would fail on the old theme."""
    if themed != "dark":
        pytest.skip("the old dark palette")
    from PySide6.QtWidgets import QStyleFactory

    from gmtracker.ui.panels.attack_profiles_editor import AttackProfilesEditor

    qapp.setStyle(QStyleFactory.create("Fusion"))  # Fusion as it draws borders by itself
    qapp.setPalette(dark_palette())
    QCoreApplication.processEvents()
    scene_window.select("ayla-thornwood")
    QCoreApplication.processEvents()
    low = [m for m in measure_window(scene_window) if m.kind != "text" and not m.passes]
    assert low and min(m.ratio for m in low) < 1.2, [str(m) for m in low]
    editor = scene_window.findChild(AttackProfilesEditor)
    editor.add_attack()
    dialog = editor.dialog
    try:
        QTest.qWaitForWindowExposed(dialog)
        boxes = [m for m in measure_window(dialog) if m.kind == "indicator"]
    finally:
        dialog.reject()
    assert boxes and all(m.ratio < 1.5 for m in boxes), [str(m) for m in boxes]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_colours_drawn_on_top_read_on_both_themes(qapp: Any, theme: str) -> None:
    """Issue 26 item 3: the colours the app paints over the palette — outcome words on the
    log's rows, white on each badge, the banner's orange note, the error red — reach 4.5:1
    on the backgrounds they are drawn on (computed; the pixel tests above see them too)."""
    from gmtracker.ui.panels.combatant_table import BADGE_COLOURS
    from gmtracker.ui.widgets.theme import error_colour

    apply_theme(qapp, theme)
    try:
        probe = QWidget()
        palette = probe.palette()
        backgrounds = [palette.color(role) for role in (palette.ColorRole.Base, palette.ColorRole.AlternateBase,
                                                       palette.ColorRole.Window)]
        low: list[str] = []
        for kind in ("critical_success", "success", "failure", "critical_failure"):
            for bg in backgrounds:
                if contrast(outcome_colour(probe, kind), bg) < TEXT_MINIMUM:
                    low.append(f"{kind} on {bg.name()}")
        for bg in backgrounds:
            if contrast(error_colour(probe), bg) < TEXT_MINIMUM:
                low.append(f"error on {bg.name()}")
        for kind, colour in BADGE_COLOURS.items():
            if ratio(QColor(255, 255, 255), colour) < TEXT_MINIMUM:
                low.append(f"white on badge {kind}")
            # A badge is seen on the row: 3:1 against the base it sits on.
            if ratio(colour, palette.color(palette.ColorRole.Base)) < NON_TEXT_MINIMUM and theme == "light":
                low.append(f"badge {kind} on base")
        assert not low, low
        probe.deleteLater()
    finally:
        apply_theme(qapp, "system")


