"""The check dialog's result panel: the breakdown of a rolled check and what may still change it.

It shows :func:`~gmtracker.ui.dialogs.check_words.check_breakdown_html` of the
result and offers A5's one edit of the d20 — reroll from the dice source, reroll at
the table and type the new dice, or change the kept die to a value — then disables
all three once one was used ("the new value must be accepted"). "Discard roll" goes
back to the setup (a typo in the entered dice is not a reroll). The panel only
signals; the dialog keeps the command.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from gmtracker.rules.checks import CheckResult
from gmtracker.ui.dialogs.check_words import check_breakdown_html


class CheckResultPanel(QGroupBox):
    """The rolled check; signals the GM's A5 edit or a discard."""

    reroll_requested = Signal()
    enter_reroll_requested = Signal()
    change_requested = Signal(int)
    discard_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Result"), parent)
        self.setObjectName("resultBox")
        layout = QVBoxLayout(self)
        self.result_label = QLabel(self)
        self.result_label.setObjectName("resultLabel")
        self.result_label.setAccessibleName(self.tr("Result breakdown"))
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        self.result_label.setWordWrap(True)
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.result_label)
        self.trial_label = QLabel(self)
        self.trial_label.setObjectName("skillTrialLabel")
        self.trial_label.setWordWrap(True)
        layout.addWidget(self.trial_label)
        edits = QHBoxLayout()
        self.reroll_button = self._button(self.tr("Rer&oll"), "rerollButton", self.tr("Reroll"))
        self.enter_reroll_button = self._button(self.tr("E&nter reroll…"), "enterRerollButton",
                                                self.tr("Enter reroll"))
        self.change_button = self._button(self.tr("Change d&ie"), "changeDieButton", self.tr("Change die"))
        self.change_spin = QSpinBox(self)
        self.change_spin.setObjectName("changeDieSpin")
        self.change_spin.setAccessibleName(self.tr("New value of the d20"))
        self.change_spin.setRange(1, 20)
        self.change_spin.setValue(20)
        for widget in (self.reroll_button, self.enter_reroll_button, self.change_spin, self.change_button):
            edits.addWidget(widget)
        edits.addStretch(1)
        layout.addLayout(edits)
        self.die_note = QLabel(self)
        self.die_note.setObjectName("dieEditNote")
        self.die_note.setWordWrap(True)
        layout.addWidget(self.die_note)
        self.discard_button = self._button(self.tr("Dis&card roll"), "discardButton", self.tr("Discard roll"))
        self.discard_button.setToolTip(self.tr("Drop these dice and go back to the setup (e.g. a typo in the "
                                               "entered dice). This is not a reroll."))
        layout.addWidget(self.discard_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        self.reroll_button.clicked.connect(self.reroll_requested)
        self.enter_reroll_button.clicked.connect(self.enter_reroll_requested)
        self.change_button.clicked.connect(lambda: self.change_requested.emit(self.change_spin.value()))
        self.discard_button.clicked.connect(self.discard_requested)
        self.hide()

    def _button(self, text: str, name: str, accessible: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAccessibleName(accessible)
        button.setAutoDefault(False)
        return button

    def show_result(self, result: CheckResult, *, die_edited: bool, entering: bool, trial: str = "") -> None:
        """Show ``result``; A5's edits stay available until one was used (none for a passive check)."""
        self.result_label.setText(check_breakdown_html(result))
        self.trial_label.setText(trial)
        self.trial_label.setVisible(bool(trial))
        has_die = result.kept_index is not None
        can_edit = has_die and not die_edited and not entering
        for widget in (self.reroll_button, self.enter_reroll_button, self.change_button, self.change_spin):
            widget.setEnabled(can_edit)
        if not has_die:
            self.die_note.setText(self.tr("A passive check has no die to reroll or change (A4)."))
        elif die_edited:
            self.die_note.setText(self.tr("The d20 was rerolled or changed: the new value must be accepted (A5)."))
        elif entering:
            self.die_note.setText(self.tr("Type the rerolled d20s above, then use them."))
        else:
            self.die_note.setText(self.tr("One reroll or one change of the d20 per check (A5)."))

    def focus_chain(self) -> list[QWidget]:
        return [self.reroll_button, self.enter_reroll_button, self.change_spin, self.change_button,
                self.discard_button]
