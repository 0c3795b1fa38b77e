"""The dice tray: roll any dice expression and see every die — nothing in the encounter changes.

The GM types ``2d20kl1+5``, ``4d6kh3`` or ``1d100`` (or clicks a die: d4 … d100) and
presses Enter: the tray shows each group's dice, kept ones bold and dropped ones
struck through, and the total; the roll joins the history list (newest first) of
this tray's session — the main window keeps one tray, so the history lasts while the
application runs. An expression the rules refuse shows their
:class:`~gmtracker.rules.errors.DiceExpressionError` message (in the UI language) under the field, and
Roll is disabled until it is fixed. Activating a history line puts its expression
back in the field. Not undoable, nothing to accept: Close (or Esc) just hides it.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gmtracker.rules.dice import DiceExpression, DiceSource, ExpressionRoll, GroupRoll, parse_dice
from gmtracker.rules.errors import RulesError
from gmtracker.ui.dialogs.dialog_parts import chain_tab_order, make_default, named, selectable_error_label
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.text_format import fill, join_clauses, join_words

# The dice a click rolls, one of each.
QUICK_DICE = (4, 6, 8, 10, 12, 20, 100)


class DiceTray(QDialog):
    """An expression field, Roll, the last roll's dice and total, and the session's history."""

    def __init__(self, dice: DiceSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceTray")
        self.setWindowTitle(self.tr("Dice tray"))
        self._dice = dice
        self._history: list[ExpressionRoll] = []
        layout = QVBoxLayout(self)
        field_row = QHBoxLayout()
        caption = QLabel(self.tr("&Dice:"), self)
        self.expression_edit = QLineEdit(self)
        self.expression_edit.setObjectName("expressionEdit")
        self.expression_edit.setAccessibleName(self.tr("Dice expression"))
        self.expression_edit.setPlaceholderText(self.tr("e.g. 2d20kl1+5, 4d6kh3, 1d100"))
        self.expression_edit.setToolTip(self.tr("NdF dice and whole numbers joined by + or −; khK keeps the K "
                                                "highest dice of a group, klK the K lowest."))
        caption.setBuddy(self.expression_edit)
        self.roll_button = QPushButton(self.tr("&Roll"), self)
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setAccessibleName(self.tr("Roll"))
        field_row.addWidget(caption)
        field_row.addWidget(self.expression_edit, 1)
        field_row.addWidget(self.roll_button)
        layout.addLayout(field_row)
        self.error_label = selectable_error_label(self)
        layout.addWidget(self.error_label)
        quick_row = QHBoxLayout()
        self.quick_buttons: list[QPushButton] = []
        for sides in QUICK_DICE:
            button = QPushButton(f"d{sides}", self)
            button.setObjectName(f"quickD{sides}")
            button.setAccessibleName(fill(self.tr("Roll one d%1"), sides))
            button.setToolTip(button.accessibleName())
            button.setAutoDefault(False)
            button.clicked.connect(lambda _checked=False, n=sides: self.roll(f"1d{n}"))
            quick_row.addWidget(button)
            self.quick_buttons.append(button)
        quick_row.addStretch(1)
        layout.addLayout(quick_row)
        # Rich text: the dice and numbers the tray itself formats (roll_html escapes the expression).
        self.result_label = named(QLabel(self), "resultLabel", self.tr("Last roll"))
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result_label.setWordWrap(True)
        self.result_label.setMinimumHeight(self.fontMetrics().height() * 3)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.result_label.setText(escape(self.tr("Type dice and press Enter, or click a die: each die and the "
                                                 "total show here.")))
        self.result_label.setEnabled(False)  # greyed: a hint until the first roll
        layout.addWidget(self.result_label)
        history_caption = QLabel(self.tr("&History:"), self)
        self.history_list = QListWidget(self)
        self.history_list.setObjectName("historyList")
        self.history_list.setAccessibleName(self.tr("Roll history"))
        self.history_list.setToolTip(self.tr("Activate a line to put its expression back in the field."))
        history_caption.setBuddy(self.history_list)
        layout.addWidget(history_caption)
        layout.addWidget(self.history_list, 1)
        bottom = QHBoxLayout()
        self.clear_button = QPushButton(self.tr("C&lear history"), self)
        self.clear_button.setObjectName("clearHistoryButton")
        self.clear_button.setAccessibleName(self.tr("Clear history"))
        self.clear_button.setAutoDefault(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.setObjectName("buttonBox")
        self.close_button = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setObjectName("closeButton")
        self.close_button.setAccessibleName(self.tr("Close"))
        self.close_button.setAutoDefault(False)
        bottom.addWidget(self.clear_button)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)
        self.roll_button.clicked.connect(lambda: self.roll())
        self.expression_edit.textChanged.connect(self._validate)
        self.history_list.itemActivated.connect(self._reuse)
        self.clear_button.clicked.connect(self.clear_history)
        self.buttons.rejected.connect(self.reject)
        make_default(self, self.roll_button)
        chain_tab_order([self.expression_edit, self.roll_button, *self.quick_buttons, self.history_list,
                       self.clear_button, self.close_button])
        self._validate()
        self.resize(max(520, self.sizeHint().width()), self.sizeHint().height())  # a short history until it fills

    # -- the API ---------------------------------------------------------------------
    def roll(self, expression: str | None = None) -> ExpressionRoll | None:
        """Roll ``expression`` (default: the field's); None, and the message shown, if it is refused."""
        if expression is not None:
            self.expression_edit.setText(expression)
        parsed = self._parsed()
        if parsed is None:
            return None
        try:
            rolled = parsed.roll(self._dice)
        except RulesError as error:
            self._show_error(error_text(error))
            return None
        self._history.insert(0, rolled)
        self.result_label.setText(roll_html(rolled))
        self.result_label.setEnabled(True)
        item = QListWidgetItem(self.roll_text(rolled))
        item.setData(Qt.ItemDataRole.UserRole, rolled.expression.text)
        self.history_list.insertItem(0, item)
        self.expression_edit.setFocus()
        self.expression_edit.selectAll()
        return rolled

    def history(self) -> list[ExpressionRoll]:
        """This session's rolls, newest first."""
        return list(self._history)

    def clear_history(self) -> None:
        self._history.clear()
        self.history_list.clear()

    def roll_text(self, rolled: ExpressionRoll) -> str:
        """One history line: ``4d6kh3 → 13: 4d6kh3 6, 4, 3, dropped 1``."""
        parts = []
        for group in rolled.groups:
            kept = [str(n) for n, k in zip(group.naturals, group.kept) if k]
            dropped = [str(n) for n, k in zip(group.naturals, group.kept) if not k]
            # the list separators of the language (、 and ； in Chinese and Japanese, issue 26 item 15)
            shown = [join_words(kept)] + ([fill(self.tr("dropped %1"), join_words(dropped))] if dropped else [])
            #: A dice group and its dice: "4d6kh3 6, 4, 3, dropped 1".
            parts.append(fill(self.tr("%1 %2"), _group_name(group), join_words(shown)))
        if rolled.expression.flat:
            parts.append(f"{rolled.expression.flat:+d}")
        return fill(self.tr("%1 → %2: %3"), rolled.expression.text.strip(), rolled.total, join_clauses(parts))

    # -- inside ----------------------------------------------------------------------
    def _parsed(self) -> DiceExpression | None:
        text = self.expression_edit.text()
        if not text.strip():
            self._show_error("")
            return None
        try:
            parsed = parse_dice(text)
        except RulesError as error:
            self._show_error(error_text(error))
            return None
        self._show_error("")
        return parsed

    def _validate(self) -> None:
        self.roll_button.setEnabled(self._parsed() is not None)

    def _show_error(self, message: str) -> None:
        self.error_label.setText(message)
        self.error_label.setVisible(bool(message))

    def _reuse(self, item: QListWidgetItem) -> None:
        self.expression_edit.setText(item.data(Qt.ItemDataRole.UserRole))
        self.expression_edit.setFocus()


def _group_name(group: GroupRoll) -> str:
    return ("−" if group.group.sign < 0 else "") + str(group.group)


def roll_html(rolled: ExpressionRoll) -> str:
    """The last roll: each group's dice (kept bold, dropped struck through), the flat part, the total."""
    lines = []
    for group in rolled.groups:
        dice = " ".join(f"<b>{n}</b>" if k else f"<s>{n}</s>" for n, k in zip(group.naturals, group.kept))
        lines.append(f"{escape(_group_name(group))}: {dice} = {group.total}")
    if rolled.expression.flat:
        lines.append(f"{rolled.expression.flat:+d}".replace("-", "−"))
    total = f"<span style='font-size:x-large'><b>{rolled.total}</b></span>"
    return "<br>".join([f"{escape(rolled.expression.text.strip())} = {total}", *lines])
