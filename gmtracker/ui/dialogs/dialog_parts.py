"""Parts the action dialogs are built from (check, damage, dice tray, care, rest, 1D100,
conditions and prompts).

* :class:`DiceChoice` — "Roll" or "Enter dice" (and any extra choice, such as "Skip"),
  with the :class:`~gmtracker.ui.widgets.dice_entry.DiceEntry` for the typed naturals.
* Words for the rules' codes (damage states, 1D100 outcomes and priority steps,
  difficulty bands), marked for lupdate and translated when shown.
* :func:`plain_label` (combatant names are never rich text), :func:`named` (objectName
  and accessible name at once), :func:`translated_percent_text` (exact odds for people),
  :func:`combatant_label` (a combatant as a list entry, ``Goblin Lurker (hidden)``),
  :func:`refusal` (why the encounter would refuse a command, without applying it) and
  :func:`working_copy` (an encounter to try commands on).
* Layout: :func:`label_buddies`, :func:`chain_tab_order` (an explicit Tab order over
  widgets made at different times) and :func:`make_default` (which button Enter presses).
* :func:`ok_cancel_buttons` — OK / Cancel of the dialogs that do not roll (the dialogs that
  roll get their buttons from :class:`~gmtracker.ui.dialogs.action_dialog.ActionDialog`).
* :func:`single` — ``commands()`` of a dialog that builds at most one command.
* The inline message line for a refused action or bad input: :func:`error_label` (bold
  red) in the care, rest, 1D100, condition and prompt dialogs, :func:`selectable_error_label`
  (dark red, selectable) in the action dialogs and the dice tray.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ActionError, Combatant, Command, Encounter
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.rules.dice import DiceSource, TypedDice
from gmtracker.rules.errors import RulesError
from gmtracker.rules.percentile import DecidedBy, Difficulty, Outcome
from gmtracker.rules.wound_codes import DamageState
from gmtracker.ui.widgets.dice_entry import DiceEntry
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP, fill, percent_text
from gmtracker.ui.widgets.theme import error_colour
from gmtracker.ui.words.user_text import short

W = TypeVar("W", bound=QWidget)

_CONTEXT = "ActionParts"


STATE_NAMES: dict[DamageState, str] = {
    DamageState.SERIOUSLY_WOUNDED: QT_TRANSLATE_NOOP("ActionParts", "seriously wounded"),
    DamageState.DISABLED: QT_TRANSLATE_NOOP("ActionParts", "disabled"),
    DamageState.UNCONSCIOUS: QT_TRANSLATE_NOOP("ActionParts", "unconscious"),
    DamageState.DEAD: QT_TRANSLATE_NOOP("ActionParts", "dead"),
    DamageState.SERIOUSLY_BRUISED: QT_TRANSLATE_NOOP("ActionParts", "seriously bruised"),
    DamageState.DAZED: QT_TRANSLATE_NOOP("ActionParts", "dazed"),
}

OUTCOME_NAMES: dict[Outcome, str] = {
    Outcome.SUCCESS: QT_TRANSLATE_NOOP("ActionParts", "success"),
    Outcome.FAILURE: QT_TRANSLATE_NOOP("ActionParts", "failure"),
}

#: C7's priority steps, as "decided by …".
DECIDED_BY_NAMES: dict[DecidedBy, str] = {
    DecidedBy.FORCED: QT_TRANSLATE_NOOP("ActionParts", "forced by the GM"),
    DecidedBy.SPECIAL: QT_TRANSLATE_NOOP("ActionParts", "critical / fumble"),
    DecidedBy.VALUES: QT_TRANSLATE_NOOP("ActionParts", "performance values"),
    DecidedBy.ACTIVE_PRIORITY: QT_TRANSLATE_NOOP("ActionParts", "active priority (a tie)"),
    DecidedBy.PLAYER_PRIORITY: QT_TRANSLATE_NOOP("ActionParts", "player priority"),
    DecidedBy.ROLL_OFF: QT_TRANSLATE_NOOP("ActionParts", "roll-off"),
}

#: C4's bands with their target values.
DIFFICULTY_NAMES: dict[Difficulty, str] = {
    Difficulty.TRIVIAL: QT_TRANSLATE_NOOP("ActionParts", "trivial (0–9)"),
    Difficulty.EASY: QT_TRANSLATE_NOOP("ActionParts", "easy (10–29)"),
    Difficulty.NORMAL: QT_TRANSLATE_NOOP("ActionParts", "normal (30–59)"),
    Difficulty.HARD: QT_TRANSLATE_NOOP("ActionParts", "hard (60–89)"),
    Difficulty.VERY_HARD: QT_TRANSLATE_NOOP("ActionParts", "very hard (90–99)"),
}
#: The lowest target value of each band (C4), which choosing the band sets.
DIFFICULTY_FLOOR: dict[Difficulty, int] = {
    Difficulty.TRIVIAL: 0, Difficulty.EASY: 10, Difficulty.NORMAL: 30, Difficulty.HARD: 60, Difficulty.VERY_HARD: 90,
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


def plain_label(text: str = "", parent: QWidget | None = None, *, object_name: str = "",
                wrap: bool = True) -> QLabel:
    """A label that shows its text literally (a combatant named ``<b>`` stays ``<b>``)."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    label.setText(text)
    if object_name:
        label.setObjectName(object_name)
    return label


def label_buddies(form: QFormLayout) -> None:
    """Each row label's mnemonic focuses its field (the first widget of a field that is a layout)."""
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        if label is None or field is None or not isinstance(label.widget(), QLabel):
            continue
        target = field.widget()
        layout = field.layout()
        if target is None and layout is not None:
            for index in range(layout.count()):
                target = layout.itemAt(index).widget()
                if target is not None:
                    break
        if target is not None:
            label.widget().setBuddy(target)  # type: ignore[attr-defined]


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


def entry_boxes(entry: DiceEntry) -> list[QSpinBox]:
    """The spin boxes of a dice entry, in order."""
    boxes = []
    for number in range(len(entry.needs())):
        box = entry.findChild(QSpinBox, f"die{number}")
        if box is not None:
            boxes.append(box)
    return boxes


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


C = TypeVar("C", bound=Command)


def build_accepted(encounter: Encounter, trial: Callable[[], Command],
                   real: Callable[[], C]) -> tuple[C | None, str]:
    """The command an OK builds, or why not: ``(command, "")`` or ``(None, reason)``.

    ``trial`` builds it with placeholder dice first, so a refused action never uses up
    the real dice; only then does ``real`` roll (or take the typed dice) and build it.
    """
    try:
        problem = refusal(trial(), encounter)
        if problem:
            return None, problem
        command = real()
        problem = refusal(command, encounter)
    except (ActionError, RulesError) as error:
        return None, error_text(error)
    return (None, problem) if problem else (command, "")


def single(command: Command | None) -> list[Command]:
    """The one result contract (``commands()``) of a dialog that builds at most one command."""
    return [command] if command is not None else []


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


class DiceChoice(QWidget):
    """"Roll" or "Enter dice" (or an extra choice), and the boxes for typed naturals.

    ``name`` prefixes the objectNames (``<name>Roll``, ``<name>Enter``, ``<name>Entry``,
    ``<name>_<code>``); ``subject`` ends the accessible names (``Roll — dying check of
    Grukk``) so several choices in one dialog stay distinguishable.
    """

    changed = Signal()

    ROLL = "roll"
    ENTER = "enter"

    def __init__(
        self,
        encounter: Encounter | None,
        parent: QWidget | None = None,
        *,
        name: str = "dice",
        subject: str = "",
        extra: Sequence[tuple[str, str]] = (),
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"{name}Choice")
        self._encounter = encounter
        self._needs: tuple[DieNeed, ...] = ()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self._group = QButtonGroup(self)
        self._radios: dict[str, QRadioButton] = {}
        choices = [(self.ROLL, self.tr("Roll"), self.tr("Roll the dice")),
                   (self.ENTER, self.tr("Enter dice"), self.tr("Enter the dice rolled at the table"))]
        choices += [(code, text, text) for code, text in extra]
        for code, text, accessible in choices:
            radio = QRadioButton(text, self)
            object_name = {self.ROLL: f"{name}Roll", self.ENTER: f"{name}Enter"}.get(code, f"{name}_{code}")
            named(radio, object_name, fill(self.tr("%1 — %2"), accessible, subject) if subject else accessible)
            self._group.addButton(radio)
            self._radios[code] = radio
            row.addWidget(radio)
        row.addStretch(1)
        layout.addLayout(row)
        self._radios[self.ROLL].setChecked(True)
        self.hint = plain_label(self.tr("The dice are rolled when you press OK."), self,
                                object_name=f"{name}Hint")
        layout.addWidget(self.hint)
        self.entry = DiceEntry(self)
        self.entry.setObjectName(f"{name}Entry")
        entry_layout = self.entry.layout()
        if isinstance(entry_layout, QFormLayout):
            entry_layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        layout.addWidget(self.entry)
        self._group.buttonToggled.connect(self._toggled)
        self.entry.changed.connect(self.changed)
        self._update()

    def radio(self, code: str) -> QRadioButton:
        return self._radios[code]

    def mode(self) -> str:
        for code, radio in self._radios.items():
            if radio.isChecked():
                return code
        return self.ROLL

    def set_mode(self, code: str) -> None:
        self._radios[code].setChecked(True)

    def entered(self) -> bool:
        return self.mode() == self.ENTER

    def needs(self) -> tuple[DieNeed, ...]:
        return self._needs

    def set_needs(self, needs: Sequence[DieNeed]) -> None:
        """Ask for these dice; naturals typed for a die still asked for are kept."""
        needs = tuple(needs)
        if needs == self._needs:
            return
        kept = dict(zip(self._needs, self.entry.values()))
        focus = self.window().focusWidget() if self.window() is not None else None
        self._needs = needs
        self.entry.set_needs(needs, self._encounter)
        radios = [radio for radio in self._radios.values()]
        chain_tab_order([radios[-1], *entry_boxes(self.entry)])
        self.entry.set_naturals([kept.get(need) or 1 for need in needs])  # until this dialog is an ActionDialog
        if focus is not None and focus is not self and not self.entry.isAncestorOf(focus):
            focus.setFocus()
        self._update()
        self.changed.emit()

    def naturals(self) -> tuple[int, ...]:
        """The typed naturals (empty unless "Enter dice" is chosen)."""
        return self.entry.naturals() if self.entered() else ()

    def set_naturals(self, naturals: Sequence[int]) -> None:
        self.entry.set_naturals(naturals)

    def source(self, dice: DiceSource) -> DiceSource:
        """Where the dice come from: ``dice`` for "Roll", the typed naturals for "Enter dice"."""
        return TypedDice(self.entry.naturals()) if self.entered() else dice

    def _toggled(self, button: QAbstractButton, checked: bool) -> None:
        if checked:
            self._update()
            self.changed.emit()

    def _update(self) -> None:
        mode = self.mode()
        self.hint.setVisible(mode == self.ROLL and bool(self._needs))
        self.entry.setVisible(mode == self.ENTER and bool(self._needs))
