"""Parts the dialogs are built from (the action dialogs, conditions, library and settings).

* Words for the rules' codes (damage states, 1D100 outcomes and priority steps,
  difficulty bands), marked for lupdate and translated when shown.
* :func:`plain_label` (combatant names are never rich text), :func:`named` (objectName
  and accessible name at once), :func:`select_data` (choose a combo entry by its data),
  :func:`translated_percent_text` (exact odds for people), :func:`fill_base_values` (a
  1D100 side's base values in a combo), :func:`combatant_label` (a
  combatant as a list entry, ``Goblin Lurker (hidden)``), :func:`refusal` (why the
  encounter would refuse a command, without applying it), :func:`working_copy` (an
  encounter to try commands on) and :func:`logged_lines` (what a patch will log, as the
  roll log shows it).
* Layout: :func:`column_scroll` (a frameless area scrolling up and down), :func:`label_buddies`,
  :func:`chain_tab_order` (an explicit Tab order over
  widgets made at different times) and :func:`make_default` (which button Enter presses).
* :func:`ok_cancel_buttons` — OK / Cancel of the dialogs that do not roll.
* The inline message line for a refused action or bad input: :func:`error_label` (bold
  red) in the conditions and settings dialogs, :func:`selectable_error_label` (dark red,
  selectable) in the action dialogs and the dice tray.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QWidget,
)

from gmtracker.encounter import ActionError, Combatant, Command, Encounter
from gmtracker.encounter.actions_percentile import PercentileCheckCommand
from gmtracker.encounter.patch import Patch
from gmtracker.rules.errors import RulesError
from gmtracker.rules.percentile import DecidedBy, Difficulty, Outcome
from gmtracker.rules.wound_codes import DamageState
from gmtracker.ui.widgets.column_scroll import CardColumn, ColumnScrollArea
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.log_lines import entry_line
from gmtracker.ui.words.base_value_words import base_value_word
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP, fill, percent_text, signed
from gmtracker.ui.widgets.labels import plain_label
from gmtracker.ui.widgets.theme import error_colour
from gmtracker.ui.words.user_text import MAX_NAME_CHARS, is_short, short, tooltip

W = TypeVar("W", bound=QWidget)

_CONTEXT = "ActionParts"


STATE_NAMES: dict[DamageState, str] = {
    DamageState.SERIOUSLY_WOUNDED: QT_TRANSLATE_NOOP("ActionParts", "seriously wounded"),
    DamageState.DISABLED: QT_TRANSLATE_NOOP("ActionParts", "disabled"),
    DamageState.UNCONSCIOUS: QT_TRANSLATE_NOOP("ActionParts", "unconscious"),
    #: A damage state (B5) a result leads to: the combatant is dead (an adjective, after a name).
    DamageState.DEAD: QT_TRANSLATE_NOOP("ActionParts", "dead"),
    DamageState.SERIOUSLY_BRUISED: QT_TRANSLATE_NOOP("ActionParts", "seriously bruised"),
    DamageState.DAZED: QT_TRANSLATE_NOOP("ActionParts", "dazed"),
}

OUTCOME_NAMES: dict[Outcome, str] = {
    Outcome.SUCCESS: QT_TRANSLATE_NOOP("ActionParts", "success"),
    Outcome.FAILURE: QT_TRANSLATE_NOOP("ActionParts", "failure"),
}

# C7's priority steps, as "decided by …".
DECIDED_BY_NAMES: dict[DecidedBy, str] = {
    DecidedBy.FORCED: QT_TRANSLATE_NOOP("ActionParts", "forced by the GM"),
    DecidedBy.SPECIAL: QT_TRANSLATE_NOOP("ActionParts", "critical / fumble"),
    DecidedBy.VALUES: QT_TRANSLATE_NOOP("ActionParts", "performance values"),
    DecidedBy.ACTIVE_PRIORITY: QT_TRANSLATE_NOOP("ActionParts", "active priority (a tie)"),
    DecidedBy.PLAYER_PRIORITY: QT_TRANSLATE_NOOP("ActionParts", "player priority"),
    DecidedBy.ROLL_OFF: QT_TRANSLATE_NOOP("ActionParts", "roll-off"),
}

# C4's bands with their target values.
DIFFICULTY_NAMES: dict[Difficulty, str] = {
    Difficulty.TRIVIAL: QT_TRANSLATE_NOOP("ActionParts", "trivial (0–9)"),
    Difficulty.EASY: QT_TRANSLATE_NOOP("ActionParts", "easy (10–29)"),
    Difficulty.NORMAL: QT_TRANSLATE_NOOP("ActionParts", "normal (30–59)"),
    Difficulty.HARD: QT_TRANSLATE_NOOP("ActionParts", "hard (60–89)"),
    Difficulty.VERY_HARD: QT_TRANSLATE_NOOP("ActionParts", "very hard (90–99)"),
}


def word(table: Mapping[Any, str], code: object) -> str:
    """The translated word for a code from one of the tables above."""
    return QCoreApplication.translate(_CONTEXT, table[code])


def state_name(state: DamageState | str) -> str:
    return QCoreApplication.translate(_CONTEXT, STATE_NAMES[DamageState(state)])


def translated_percent_text(probability: Fraction) -> str:
    """:func:`~gmtracker.ui.words.text_format.percent_text` with the percent sign placed as the translation says."""
    return percent_text(probability, template=QCoreApplication.translate("ActionParts", "%1%"))


def named(widget: W, object_name: str, accessible_name: str) -> W:
    """Give ``widget`` its objectName and accessible name (tests and screen readers find it)."""
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible_name)
    return widget


def select_data(combo: QComboBox, data: object) -> None:
    """Choose the entry of ``combo`` whose data is ``data`` (nothing changes when none is)."""
    index = combo.findData(data)
    if index >= 0:
        combo.setCurrentIndex(index)


def fill_base_values(combo: QComboBox, combatant: Combatant | None, *, preferred: str | None, keep: bool,
                     none: str, entry: str) -> None:
    """``none`` and ``combatant``'s 1D100 base values (C5: a tenth of each is added), each as the
    translated ``entry`` (``%1 %2 (%3)``: ``accuracy 60 (+6)``), the value's name as its data.

    The entry chosen: the GM's own choice (``keep``) when the combatant has it; else ``preferred``
    (the side's usual base value) when it has that; else, for a side with a usual base value, its
    only one (the GM need not pick it); else ``none``. No signal is sent while it fills."""
    combo.blockSignals(True)
    previous = combo.currentData()
    combo.clear()
    combo.addItem(none, None)
    for name, value in sorted((combatant.percentile if combatant is not None else {}).items()):
        shown = base_value_word(name)
        combo.addItem(fill(entry, short(shown), value, signed(PercentileCheckCommand.base_bonus(value))), name)
        if not is_short(shown):
            combo.setItemData(combo.count() - 1, tooltip(shown), Qt.ItemDataRole.ToolTipRole)
    index = combo.findData(previous) if keep and previous is not None else -1
    if index < 0 and preferred is not None:
        index = combo.findData(preferred)
        if index < 0 and combo.count() == 2:
            index = 1
    combo.setCurrentIndex(max(index, 0))
    combo.blockSignals(False)


def logged_lines(encounter: Encounter, patch: Patch) -> list[str]:
    """What ``patch`` will log, each entry as the roll log will show it (in the user's language)."""
    names = {combatant.id: short(combatant.name) for combatant in encounter.combatants}  # a long name: cut
    return [cut_long_words(entry_line(entry, names)) for entry in patch.log]


def column_scroll(parent: QWidget, object_name: str, body: QWidget | None = None, *,
                  whole: bool = False) -> QScrollArea:
    """A frameless area that scrolls ``body`` up and down only, never taking the focus itself
    (``whole``: as tall as all of ``body`` while the screen has room, a :class:`CardColumn`)."""
    # Never narrower than what it holds (long names, long languages).
    area = CardColumn(parent) if whole else ColumnScrollArea(parent)
    area.setObjectName(object_name)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    if body is not None:
        area.setWidget(body)
    return area


def cut_long_words(text: str) -> str:
    """``text`` with every unbreakable run longer than a name may show cut short (a message that
    quotes a 10,000-character name would otherwise make its label wider than any screen)."""
    return re.sub(r"\S{%d,}" % (MAX_NAME_CHARS + 1), lambda match: short(match.group(0)), text)


def room_for_one_line(label: QLabel, *, chars: int = 80) -> None:
    """Let a wrapped ``label`` take the width of its longest line, up to ``chars`` average
    characters: a sentence a dialog has room for stays on one line, instead of wrapping in a
    narrow column (in Chinese and Japanese, a wrap may fall inside a word: "死↵亡")."""
    metrics = label.fontMetrics()
    widest = max((metrics.horizontalAdvance(line) for line in label.text().splitlines()), default=0)
    label.setMinimumWidth(min(widest + 2, metrics.averageCharWidth() * chars))


def label_buddies(form: QFormLayout) -> None:
    """Each row label's mnemonic focuses its field (the first widget of a field that is a layout)."""
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        caption = label.widget() if label is not None else None
        if field is None or not isinstance(caption, QLabel):
            continue
        target = field.widget()
        layout = field.layout()
        if target is None and layout is not None:
            items = (layout.itemAt(index) for index in range(layout.count()))
            target = next((item.widget() for item in items if item is not None and item.widget() is not None), None)
        if target is not None:
            caption.setBuddy(target)


def chain_tab_order(widgets: Sequence[QWidget | None]) -> None:
    """Tab goes through ``widgets`` in this order (widgets made later, such as dice boxes, join in place).

    ``None`` entries are skipped; hidden or disabled widgets are skipped by Qt.
    """
    present = [widget for widget in widgets if widget is not None]
    for first, second in zip(present, present[1:]):
        QWidget.setTabOrder(first, second)


def make_default(dialog: QDialog, button: QPushButton) -> None:
    """Make ``button`` the one Enter presses; no other push button of the dialog is default."""
    for other in dialog.findChildren(QPushButton):
        if other is not button and other.isDefault():
            other.setDefault(False)
    button.setDefault(True)


def ok_cancel_buttons(dialog: QDialog, *, ok_name: str, cancel_name: str) -> QDialogButtonBox:
    """OK (the default button; accepts) and Cancel (rejects) in the platform's order.

    The accessible names come translated from the dialog (its own ``tr`` context).
    """
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
    buttons.setObjectName("buttons")
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    named(ok, "okButton", ok_name)
    ok.setDefault(True)
    named(buttons.button(QDialogButtonBox.StandardButton.Cancel), "cancelButton", cancel_name)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def error_label(parent: QWidget) -> QLabel:
    """The inline place where a refused action says why (the dialog stays open)."""
    label = plain_label("", parent, object_name="errorLabel")
    label.setStyleSheet(f"QLabel {{ color: {error_colour(parent).name()}; font-weight: bold; }}")
    label.hide()
    return label


def selectable_error_label(parent: QWidget) -> QLabel:
    """A word-wrapped, plain-text, dark-red message line the GM can select (hidden while empty)."""
    label = QLabel(parent)
    label.setObjectName("errorLabel")
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, error_colour(parent))
    label.setPalette(palette)
    label.hide()
    return label


def show_error(label: QLabel, text: str) -> None:
    label.setText(text)
    label.setVisible(bool(text))


def refusal(command: Command, encounter: Encounter) -> str:
    """Why the encounter refuses ``command`` as it is now ("" if it would be applied).

    Builds the patch without applying it (building never changes the encounter) and
    leaves the command unbuilt, so applying it later computes the patch afresh.
    """
    try:
        command.build(encounter)
    except (ActionError, RulesError) as error:
        return error_text(error)
    return ""


def working_copy(encounter: Encounter) -> Encounter:
    """An encounter with the same combatants, turn and settings to try commands on (no log)."""
    return Encounter(name=encounter.name, settings=encounter.settings, turn=encounter.turn,
                     combatants=list(encounter.combatants))


def combatant_label(combatant: Combatant, *, whole: bool = False) -> str:
    """The combatant's name, marked when the players cannot see it.

    A long name is shortened (:func:`~gmtracker.ui.words.user_text.short`) unless ``whole``.
    """
    name = combatant.name if whole else short(combatant.name)
    if combatant.hidden:
        return fill(QCoreApplication.translate("DialogSupport", "%1 (hidden)"), name)
    return name


def combatant_name(encounter: Encounter, combatant_id: str | None) -> str:
    """The name as the GM typed it (the id if the combatant is gone), shortened if long."""
    if combatant_id is None:
        return ""
    return short(encounter.combatant(combatant_id).name if encounter.has(combatant_id) else combatant_id)
