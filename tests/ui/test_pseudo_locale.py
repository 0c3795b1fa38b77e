"""No clipped labels: every window and dialog still fits its text when the text grows.

Each window is built under a stretched pseudo-locale (every one of our strings about 40 %
longer, tests/ui/pseudo_locale.py), under a full-width variant of it (CJK-wide letters),
and under the real Simplified Chinese and Japanese translations. The test machine may lack
CJK glyphs; that is fine, the check is about layouts making room for the text as drawn.
Each is shown at its default size (the main window at 1366x768, a small laptop screen),
also after Roll or Enter dice where a dialog changes, and every tab page is visited.
``find_clipping`` (tests/ui/clipping.py) then lists every label, button, check box, radio
button, group box, tab, combo box, spin box, placeholder, header section or scroll area
whose text does not fit, and every widget pushed out of its window; the test fails with the
whole list. A self-test proves the check fails on each kind of clipping it claims to find.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QLocale, QModelIndex, QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import Combatant, Encounter, StateEntry, TurnState
from gmtracker.rules.dice import RandomDice
from gmtracker.encounter.turns import DyingCheckPrompt, RecoveryCheckPrompt
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import load_encounter
from gmtracker.storage.library import Library
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.settings import AppSettings
from gmtracker.storage.resources import demo_encounter_path, translations_dir
from gmtracker.ui.panels.attack_profiles_editor import AttackProfileDialog
from gmtracker.ui.widgets.column_scroll import ColumnScrollArea
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.dialogs.about_dialog import AboutDialog
from gmtracker.ui.dialogs.attack_dialog import AttackDialog
from gmtracker.ui.dialogs.check_dialog import CheckDialog
from gmtracker.ui.dialogs.conditions_dialog import ConditionsDialog
from gmtracker.ui.dialogs.damage_dialog import DamageDialog
from gmtracker.ui.dialogs.dice_tray import DiceTray
from gmtracker.ui.dialogs.heal_dialog import HealDialog
from gmtracker.ui.dialogs.percentile_dialog import PercentileDialog
from gmtracker.ui.dialogs.prompts_dialog import PromptsDialog
from gmtracker.ui.dialogs.rest_dialog import RestDialog
from gmtracker.ui.panels.editor_dock import CombatantEditor
from gmtracker.ui.dialogs.library_dialog import LibraryDialog
from gmtracker.ui.shell.main_window import MainWindow
from gmtracker.ui.dialogs.settings_dialog import SettingsDialog
from gmtracker.ui.panels.player_view import PlayerView
from gmtracker.ui.words.translations import install_translators, remove_translators
from tests.ui.conftest import open_dialog
from tests.ui.clipping import find_clipping
from tests.ui.pseudo_locale import PseudoTranslator, stretch

LAPTOP = QSize(1366, 768)
# "pseudo": accented and padded (~40 % longer); "wide": every ASCII letter and digit of
# ours in full-width form (as wide as CJK text, or wider); then the real translations.
LOCALES = ("pseudo", "wide", "zh_CN", "ja")


@pytest.fixture(params=LOCALES)
def locale(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:
    """Install the pseudo-locale or a real translation for one test (before any widget is built)."""
    if request.param in ("pseudo", "wide"):
        translators: list[Any] = [PseudoTranslator(wide=request.param == "wide")]
        assert qapp.installTranslator(translators[0])
    else:
        translators = install_translators(qapp, QLocale(request.param), translations_dir())
        assert translators, request.param
    yield request.param
    remove_translators(qapp, translators)


def _demo() -> Encounter:
    return load_encounter(demo_encounter_path())


def _dice() -> RandomDice:
    return RandomDice(random.Random(11))


def _main_window(tmp_path: Path) -> QWidget:
    window = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")), _demo(), None)
    window.persist_layout = False
    window.resize(LAPTOP)
    return window


def _library(tmp_path: Path) -> QWidget:
    encounter = _demo()
    paths = UserPaths.under(tmp_path / "profile")
    library = Library.of(paths)
    library.add(encounter.combatant("goblin-archer"), ["goblin"])
    library.add(encounter.combatant("grukk"), ["ogre"])
    return LibraryDialog(paths, encounter)


def _prompts(tmp_path: Path) -> QWidget:
    encounter = Encounter(turn=TurnState(started=True, round=4, current="orc", clock=30), combatants=[
        Combatant(id="orc", name="Orc", constitution=12, wounds=2,
                  states=[StateEntry(DamageState.SERIOUSLY_WOUNDED), StateEntry(DamageState.UNCONSCIOUS)]),
        Combatant(id="hero", name="Hero", states=[StateEntry(DamageState.DAZED)]),
    ])
    return PromptsDialog(encounter, _dice(), [
        DyingCheckPrompt(combatant="orc", automatic_failure=False),
        RecoveryCheckPrompt(combatant="hero", state=DamageState.DAZED, due=1),
    ])


def _editor(tmp_path: Path) -> QWidget:
    encounter = _demo()
    editor = CombatantEditor(encounter)
    editor.set_combatant("sato-ken")
    editor.resize(400, 700)
    return editor


def _attack_profile(tmp_path: Path) -> QWidget:
    encounter = _demo()
    attack = next(c.attacks[0] for c in encounter.combatants if c.attacks)
    return AttackProfileDialog(attack, [c.name for c in encounter.combatants])


def _attack(_: Path) -> QWidget:
    return AttackDialog(_demo(), _dice(), attacker="sato-ken", targets=["goblin-archer"])


def _check(_: Path) -> QWidget:
    return CheckDialog(_demo(), _dice(), actor="sato-ken")


def _damage(_: Path) -> QWidget:
    return DamageDialog(_demo(), _dice(), targets=["goblin-archer", "grukk"])


def _percentile(_: Path) -> QWidget:
    return PercentileDialog(_demo(), _dice(), actor="sato-ken")


def _heal(_: Path) -> QWidget:
    return HealDialog(_demo(), _dice(), target="ayla-thornwood")


def _tray(_: Path) -> QWidget:
    return DiceTray(_dice())


def _enter_prompt_dice(dialog: Any) -> None:
    dialog.enter_dice_button.click()


def _heal_by_recovery(dialog: Any) -> None:
    dialog.recovery_radio.click()
    dialog.healing_edit.setText("1d8+1")
    dialog.enter_dice_button.click()


def _rest_entering_dice(dialog: Any) -> None:
    dialog.enter_dice_button.click()


def _percentile_versus_entering(dialog: Any) -> None:
    dialog.versus_radio.click()
    dialog.target_rows()["grukk"].check.setChecked(True)
    dialog.enter_dice_button.click()


def _nothing(_: Any) -> None:
    pass


# name: (build the window, then bring it to the state to look at)
WINDOWS: dict[str, tuple[Callable[[Path], QWidget], Callable[[Any], None]]] = {
    "main window": (_main_window, _nothing),
    "main window, undo history": (_main_window, lambda w: w.undo_dock.show()),
    "check": (_check, _nothing),
    "check, rolled": (_check, lambda d: d.roll_button.click()),
    "check, entering dice": (_check, lambda d: d.enter_dice_button.click()),
    "attack": (_attack, _nothing),
    "attack, rolled": (_attack, lambda d: d.roll_button.click()),
    "attack, entering dice": (_attack, lambda d: d.enter_dice_button.click()),
    "damage": (_damage, _nothing),
    "damage, rolled": (_damage, lambda d: d.roll_button.click()),
    "damage, entering dice": (_damage, lambda d: d.enter_dice_button.click()),
    "heal": (_heal, _nothing),
    "heal, recovery check": (_heal, _heal_by_recovery),
    "rest": (lambda _: RestDialog(_demo(), _dice()), _nothing),
    "percentile": (_percentile, _nothing),
    "percentile, versus, entering dice": (_percentile, _percentile_versus_entering),
    "rest, entering dice": (lambda _: RestDialog(_demo(), _dice()), _rest_entering_dice),
    "conditions": (lambda _: ConditionsDialog(_demo(), target="sato-ken"), _nothing),
    "conditions, one selected": (lambda _: ConditionsDialog(_demo(), target="ayla-thornwood"),
                                 lambda d: d.select("blessed")),
    "prompts": (_prompts, _nothing),
    "prompts, entering dice": (_prompts, _enter_prompt_dice),
    "dice tray": (_tray, _nothing),
    "dice tray, rolled": (_tray, lambda t: t.roll("4d6kh3+2")),
    "library": (_library, _nothing),
    "combatant editor": (_editor, _nothing),
    "attack profile": (_attack_profile, _nothing),
    "player view": (lambda _: PlayerView(_demo()), _nothing),
    "settings": (lambda _: SettingsDialog(AppSettings(), _demo()), _nothing),
    "about": (lambda tmp: AboutDialog(UserPaths.under(tmp / "profile")), _nothing),
    "about, notices": (lambda tmp: AboutDialog(UserPaths.under(tmp / "profile")), lambda d: d.tabs.setCurrentIndex(1)),
}


def clipping_on_every_page(qtbot: Any, window: QWidget) -> list[str]:
    """find_clipping on the window as shown, then with each tab page of each tab widget current."""
    found = dict.fromkeys(find_clipping(window, LAPTOP))
    for tabs in window.findChildren(QTabWidget):
        if not tabs.isVisible():
            continue
        start = tabs.currentIndex()
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            settle()
            found.update(dict.fromkeys(find_clipping(window, LAPTOP)))
        tabs.setCurrentIndex(start)
    return list(found)


def show(qtbot: Any, widget: QWidget) -> QWidget:
    """``widget`` open (the shared :func:`open_dialog`) with its layouts settled."""
    open_dialog(qtbot, widget)
    settle()
    return widget


def settle() -> None:
    """Let the layouts finish: a layout request can resize a window, which asks for another."""
    for _ in range(5):
        QCoreApplication.processEvents()


@pytest.mark.parametrize("name", list(WINDOWS))
def test_no_text_is_clipped(qtbot: Any, tmp_path: Path, locale: str, name: str) -> None:
    build, step = WINDOWS[name]
    window = show(qtbot, build(tmp_path))
    try:
        step(window)
        settle()
        offenders = clipping_on_every_page(qtbot, window)
        assert not offenders, f"{name} under {locale}: {len(offenders)} clipped\n" + "\n".join(offenders)
    finally:
        if isinstance(window, MainWindow):
            window.document.undo_stack.setClean()


# -- the pseudo-locale and the check themselves --------------------------------------

def test_the_pseudo_translator_stretches_our_strings_and_keeps_what_qt_reads(qapp: Any) -> None:
    assert stretch("Next turn") == "[Ñéxt tüŕñ ~~~]"
    assert stretch("&Save %1") == "[&Sàvé %1 ~~]"
    assert stretch("<b>%n</b> rounds") == "[<b>%n</b> ŕöüñðs ~~~]"
    assert stretch("Name: ") == "[Ñàmé: ~~] "
    translator = PseudoTranslator()
    qapp.installTranslator(translator)
    try:
        assert QCoreApplication.translate("MainWindow", "&File") == "[&Fîlé ~~]"
        assert QCoreApplication.translate("AttackDialog", "%n round(s)", None, 3).startswith("[3 ŕöüñð")
        assert QCoreApplication.translate("QPlatformTheme", "OK") == "OK"  # Qt's own strings stay
        assert translator.calls == 2
    finally:
        qapp.removeTranslator(translator)


def test_widgets_built_under_the_pseudo_locale_show_stretched_text(qtbot: Any, qapp: Any) -> None:
    translator = PseudoTranslator()
    qapp.installTranslator(translator)
    try:
        dialog = show(qtbot, AttackDialog(_demo(), _dice(), attacker="sato-ken", targets=["goblin-archer"]))
        assert dialog.windowTitle() == stretch("Attack")
        assert translator.calls > 20
    finally:
        qapp.removeTranslator(translator)


class _Headers(QAbstractTableModel):
    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 1

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 2

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return ["A long column title for a narrow column", "B"][section]
        return None


def test_the_check_reports_each_kind_of_clipping(qtbot: Any) -> None:
    """A window with one clipped widget of each kind: each is reported by name and text."""
    dialog = QDialog()
    dialog.setObjectName("selfTest")
    layout = QVBoxLayout(dialog)
    long_text = "A label with far more text than its fixed width"
    fits = QLabel("Fits", dialog)
    fits.setObjectName("fitsLabel")
    label = QLabel(long_text, dialog)
    label.setObjectName("tinyLabel")
    label.setFixedWidth(40)
    button = QPushButton("A button with a long caption", dialog)
    button.setObjectName("tinyButton")
    button.setMaximumWidth(50)
    check = QCheckBox("A check box with a long caption", dialog)
    check.setObjectName("tinyCheck")
    check.setFixedWidth(60)
    combo = QComboBox(dialog)
    combo.setObjectName("tinyCombo")
    combo.addItem("A very long current choice")
    combo.setFixedWidth(60)
    group = QGroupBox("A group box with a long title", dialog)
    group.setObjectName("tinyGroup")
    group.setFixedWidth(50)
    tabs = QTabWidget(dialog)
    tabs.setObjectName("tinyTabs")
    tabs.tabBar().setElideMode(Qt.TextElideMode.ElideRight)
    tabs.tabBar().setUsesScrollButtons(False)
    for title in ("A first long tab title", "A second long tab title"):
        tabs.addTab(QWidget(), title)
    tabs.setFixedWidth(120)
    table = QTableView(dialog)
    table.setObjectName("tinyTable")
    table.setModel(_Headers(table))
    table.setColumnWidth(0, 30)
    spin = QSpinBox(dialog)
    spin.setObjectName("tinySpin")
    spin.setRange(0, 1000)
    spin.setSuffix(" rounds of rest")
    spin.setFixedWidth(50)
    edit = QLineEdit(dialog)
    edit.setObjectName("tinyEdit")
    edit.setPlaceholderText("a hint far wider than the field")
    edit.setFixedWidth(60)
    overflow = QTabWidget(dialog)
    overflow.setObjectName("scrolledTabs")
    overflow.setUsesScrollButtons(True)
    for title in ("General", "Attributes", "Wounds", "Attacks", "1D100"):
        overflow.addTab(QWidget(), title)
    overflow.setFixedWidth(150)
    scroll = QScrollArea(dialog)
    scroll.setObjectName("sidewaysScroll")
    scroll.setWidgetResizable(True)
    wide = QLabel("a line of text that is much wider than the scroll area shows", scroll)
    scroll.setWidget(wide)
    scroll.setFixedWidth(80)
    squat = QLabel("A wrapped explanation that needs several lines at this width, but is one line high.", dialog)
    squat.setObjectName("squatLabel")
    squat.setWordWrap(True)
    squat.setFixedSize(120, 16)
    word = QLabel("Supercalifragilisticexpialidocious", dialog)
    word.setObjectName("longWordLabel")
    word.setWordWrap(True)
    word.setFixedWidth(60)
    for widget in (fits, label, button, check, combo, group, tabs, table, spin, edit, overflow, scroll, squat, word):
        layout.addWidget(widget)
    pushed = QLabel("Out", dialog)
    pushed.setObjectName("pushedOut")
    show(qtbot, dialog)
    pushed.setGeometry(dialog.width() - 5, 0, 40, 20)
    offenders = "\n".join(find_clipping(dialog, QSize(dialog.width(), dialog.height() - 1)))
    for expected in ("QLabel#tinyLabel 'A label with far more", "QPushButton#tinyButton 'A button",
                     "QCheckBox#tinyCheck 'A check box", "QComboBox#tinyCombo current 'A very long",
                     "QGroupBox#tinyGroup 'A group box", "QTabBar#qt_tabwidget_tabbar in QTabWidget#tinyTabs tab 0",
                     "QHeaderView#(unnamed) in QTableView#tinyTable section 0 'A long column",
                     "QLabel#pushedOut at", "QDialog#selfTest is", "QSpinBox#tinySpin",
                     "QLineEdit#tinyEdit placeholder 'a hint", "in QTabWidget#scrolledTabs: the tabs do not fit",
                     "QScrollArea#sidewaysScroll: its contents need", "QLabel#squatLabel 'A wrapped",
                     "QLabel#longWordLabel 'Supercalifragilisticexpialidocious': 60px < longest word"):
        assert expected in offenders, f"{expected!r} not reported in:\n{offenders}"
    assert "fitsLabel" not in offenders
    assert "section 1" not in offenders  # "B" fits its column


def test_a_fitting_window_reports_nothing(qtbot: Any) -> None:
    dialog = QDialog()
    layout = QVBoxLayout(dialog)
    layout.addWidget(QLabel("Name", dialog))
    layout.addWidget(QPushButton("&Save", dialog))
    layout.addWidget(QCheckBox("Hidden", dialog))
    show(qtbot, dialog)
    assert find_clipping(dialog, LAPTOP) == []


def test_a_column_scroll_area_widens_its_window_when_wider_contents_arrive(qtbot: Any) -> None:
    """Cards added after the window is shown (a target checked) still never scroll sideways."""
    dialog = QDialog()
    area = ColumnScrollArea(dialog)
    body = QWidget(area)
    column = QVBoxLayout(body)
    column.addWidget(QLabel("short", body))
    area.setWidget(body)
    QVBoxLayout(dialog).addWidget(area)
    show(qtbot, dialog)
    before = dialog.width()
    wide = QLabel("a card line that is a good deal wider than the window was at first, " * 2, body)
    column.addWidget(wide)
    settle()
    assert area.minimumSizeHint().width() >= wide.sizeHint().width()
    assert dialog.width() > before
    assert body.width() <= area.viewport().width()
    assert find_clipping(dialog) == []
