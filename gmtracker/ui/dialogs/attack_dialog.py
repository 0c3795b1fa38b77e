"""The attack dialog: one attack action against one or many targets (A14–A17, B1–B4, C5–C8).

The GM picks the attacker, the targets, and one of the attacker's attack profiles or an
ad-hoc one; adds modifiers, advantage or disadvantage; and sees, live, what the rules
apply by themselves (the hit penalty, heavy load, realistic mode, each target's size
difference) and the exact odds per target from :meth:`AttackCommand.odds`. The GM may
mark the hit check as outside an attack action (A16: no hit-penalty dice, the counter
is not raised) and type each target's damage reduction on its card (B2). The
encounter's resolution mode decides who rolls: the attacker's hit check, each
defender's defense check, or one 1D100 of the attacker against every target.

"Roll" takes every die from the dialog's dice source. "Enter dice" asks for the
naturals rolled at the table step by step, as :meth:`AttackCommand.dice_needed`
says: the hit or defense dice first, a confirmation only after a threat, a damage
check only after a hit. The result per target is shown in the dialog; OK hands back
the one :class:`AttackCommand` (one undoable step for every target) through
:meth:`AttackDialog.command`. The dialog keeps the contract of :mod:`gmtracker.ui.dialogs`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import msgspec
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ActionError, AttackProfile, Combatant, Encounter
from gmtracker.encounter.actions_attack import AttackCommand, hit_penalty_applies
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.rules.attack import ResolutionMode
from gmtracker.rules.checks import CheckNote
from gmtracker.rules.dice import DiceSource
from gmtracker.ui.widgets.dice_entry import DiceEntry
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.widgets.theme import error_style
from gmtracker.ui.words.user_text import add_name_item, is_short, short, tooltip

from .attack_card import TargetCard
from .attack_notes import AttackNotes
from .attack_results import AttackResults
from .attack_widgets import GmAdditions, ProfileForm, buddy_label, plain_label

_AD_HOC = "ad-hoc"


class AttackDialog(QDialog):
    """Choose, see the odds, roll or enter the dice, see the result; OK → :meth:`command`."""

    def __init__(self, encounter: Encounter, dice: DiceSource, parent: QWidget | None = None, *,
                 attacker: str | None = None, targets: Sequence[str] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("attackDialog")
        self.setWindowTitle(self.tr("Attack"))
        self._encounter = encounter
        self._dice = dice
        self._entering: AttackCommand | None = None  # dice being entered step by step
        self._done: AttackCommand | None = None  # every die in: what OK hands back
        self._needs: tuple[DieNeed, ...] = ()
        self._cards: dict[str, TargetCard] = {}
        self._reductions: dict[str, int] = {}  # B2, per target: kept while targets are unchecked
        self._error = ""
        self._notes = AttackNotes(self)
        self._results = AttackResults(self)
        self._build()
        first = attacker or encounter.turn.current or (encounter.combatants[0].id if encounter.combatants else None)
        self.attacker_combo.setCurrentIndex(max(0, self.attacker_combo.findData(first)))
        self._attacker_changed(preselect=list(targets))
        self.resize(1060, 680)

    # -- the widgets ------------------------------------------------------------------------
    def _build(self) -> None:
        root = QVBoxLayout(self)
        columns = QHBoxLayout()
        root.addLayout(columns, 1)
        left = QVBoxLayout()
        columns.addLayout(left, 0)
        right = QVBoxLayout()
        columns.addLayout(right, 1)

        who = QFormLayout()
        self.attacker_combo = QComboBox(self)
        self._name(self.attacker_combo, "attackAttacker", self.tr("Attacker"))
        for combatant in self._encounter.combatants:
            add_name_item(self.attacker_combo, combatant.name, combatant.id)
        who.addRow(buddy_label(self.tr("Attac&ker:"), self.attacker_combo), self.attacker_combo)
        self.profile_combo = QComboBox(self)
        self._name(self.profile_combo, "attackProfile", self.tr("Attack profile"))
        who.addRow(buddy_label(self.tr("&Attack:"), self.profile_combo), self.profile_combo)
        left.addLayout(who)
        self.profile_form = ProfileForm(self)
        left.addWidget(self.profile_form)

        self.additions = GmAdditions(self)
        left.addWidget(self.additions)

        rules = QGroupBox(self.tr("Resolution and what applies by itself"), self)
        rules_layout = QVBoxLayout(rules)
        self.mode_label = plain_label("", rules)
        self.mode_label.setObjectName("attackMode")
        self.automatic_label = plain_label("", rules)
        self.automatic_label.setObjectName("attackAutomatic")
        rules_layout.addWidget(self.mode_label)
        rules_layout.addWidget(self.automatic_label)
        left.addWidget(rules)
        left.addStretch(1)
        # The left column is as wide as its forms need (longer in some languages); the
        # wrapped explanations take that width instead of widening the column themselves.
        rules.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        self.targets_list = QListWidget(self)
        self._name(self.targets_list, "attackTargets", self.tr("Targets"))
        self.targets_list.setMaximumHeight(120)
        right.addWidget(buddy_label(self.tr("Target&s (check one or more):"), self.targets_list))
        right.addWidget(self.targets_list)
        self.cards_area = QScrollArea(self)
        self.cards_area.setObjectName("attackTargetCards")
        self.cards_area.setWidgetResizable(True)
        holder = QWidget(self.cards_area)
        self._cards_layout = QVBoxLayout(holder)
        self._cards_layout.setContentsMargins(0, 0, 0, 0)
        self._cards_layout.addStretch(1)
        self.cards_area.setWidget(holder)
        right.addWidget(self.cards_area, 1)

        self.dice_panel = QGroupBox(self.tr("Enter dice"), self)
        self.dice_panel.setObjectName("attackDicePanel")
        panel = QVBoxLayout(self.dice_panel)
        self.step_label = plain_label("", self.dice_panel)
        self.step_label.setObjectName("attackDiceStep")
        self.dice_entry = DiceEntry(self.dice_panel)
        self.dice_entry.setMaximumWidth(520)
        self.use_dice_button = QPushButton(self.tr("&Use these dice"), self.dice_panel)
        self._name(self.use_dice_button, "attackUseDiceButton", self.tr("Use these dice"))
        panel.addWidget(self.step_label)
        panel.addWidget(self.dice_entry)
        panel.addWidget(self.use_dice_button, 0, Qt.AlignmentFlag.AlignRight)
        self.dice_panel.hide()
        right.addWidget(self.dice_panel)
        self.error_label = plain_label("", self)
        self.error_label.setObjectName("attackError")
        self.error_label.setStyleSheet(error_style(self))
        right.addWidget(self.error_label)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.setObjectName("attackButtons")
        self.roll_button = self.buttons.addButton(self.tr("&Roll"), QDialogButtonBox.ButtonRole.ActionRole)
        self._name(self.roll_button, "attackRollButton", self.tr("Roll every die"))
        self.enter_button = self.buttons.addButton(self.tr("&Enter dice"), QDialogButtonBox.ButtonRole.ActionRole)
        self._name(self.enter_button, "attackEnterDiceButton", self.tr("Enter the dice rolled at the table"))
        self.back_button = self.buttons.addButton(self.tr("&Back to choices"), QDialogButtonBox.ButtonRole.ResetRole)
        self._name(self.back_button, "attackBackButton", self.tr("Forget the dice and change the choices"))
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self._name(self.ok_button, "attackOkButton", self.tr("OK: take this attack"))
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self._name(self.cancel_button, "attackCancelButton", self.tr("Cancel"))
        root.addWidget(self.buttons)

        order = [self.attacker_combo, self.profile_combo, *self.profile_form.focus_chain(),
                 *self.additions.focus_chain(), self.targets_list,
                 self.use_dice_button, self.roll_button, self.enter_button, self.back_button, self.ok_button,
                 self.cancel_button]
        for first, second in zip(order, order[1:]):
            QWidget.setTabOrder(first, second)

        self.attacker_combo.currentIndexChanged.connect(lambda _: self._attacker_changed())
        self.profile_combo.currentIndexChanged.connect(lambda _: self._profile_changed())
        self.profile_form.changed.connect(self._refresh)
        self.additions.changed.connect(self._refresh)
        self.targets_list.itemChanged.connect(lambda _: self._targets_changed())
        self.roll_button.clicked.connect(self._roll)
        self.enter_button.clicked.connect(self._enter_dice)
        self.use_dice_button.clicked.connect(self._use_dice)
        self.back_button.clicked.connect(self._back)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    @staticmethod
    def _name(widget: QWidget, name: str, accessible: str) -> None:
        widget.setObjectName(name)
        widget.setAccessibleName(accessible)

    # -- the choices ------------------------------------------------------------------------
    def _attacker(self) -> Combatant | None:
        combatant_id = self.attacker_combo.currentData()
        return self._encounter.combatant(combatant_id) if combatant_id is not None else None

    def _attacker_changed(self, preselect: list[str] | None = None) -> None:
        attacker = self._attacker()
        checked = preselect if preselect is not None else self._checked_targets()
        self.profile_combo.blockSignals(True)
        self.profile_combo.clear()
        if attacker is not None and not attacker.attacks:
            self.profile_combo.addItem(self.tr("No attack profile"), None)
        for index, profile in enumerate(attacker.attacks if attacker else []):
            add_name_item(self.profile_combo, profile.name, index)
        self.profile_combo.addItem(self.tr("Ad-hoc attack…"), _AD_HOC)
        self.profile_combo.blockSignals(False)
        self.targets_list.blockSignals(True)
        self.targets_list.clear()
        for combatant in self._encounter.combatants:
            if attacker is not None and combatant.id == attacker.id:
                continue
            item = QListWidgetItem(short(combatant.name), self.targets_list)
            if not is_short(combatant.name):
                item.setToolTip(tooltip(combatant.name))
            item.setData(Qt.ItemDataRole.UserRole, combatant.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if combatant.id in checked else Qt.CheckState.Unchecked)
        self.targets_list.blockSignals(False)
        self._profile_changed(refresh=False)
        self._targets_changed()

    def _profile_changed(self, refresh: bool = True) -> None:
        choice = self.profile_combo.currentData()
        attacker = self._attacker()
        if isinstance(choice, int) and attacker is not None:
            self.profile_form.set_profile(attacker.attacks[choice], editable=False)
        elif choice == _AD_HOC:
            shown = self.profile_form.profile()
            self.profile_form.set_profile(msgspec.structs.replace(shown, name=""), editable=True)
        else:
            self.profile_form.set_profile(AttackProfile(name=""), editable=False)
        if refresh:
            self._refresh()

    def _checked_targets(self) -> list[str]:
        items = (self.targets_list.item(row) for row in range(self.targets_list.count()))
        return [item.data(Qt.ItemDataRole.UserRole) for item in items if item.checkState() == Qt.CheckState.Checked]

    def _targets_changed(self) -> None:
        for card in self._cards.values():
            self._cards_layout.removeWidget(card)
            card.setParent(None)  # out of the dialog now, freed later
            card.deleteLater()
        self._cards = {}
        for position, target_id in enumerate(self._checked_targets()):
            card = TargetCard(target_id, self._encounter.combatant(target_id).name, self,
                              reduction=self._reductions.get(target_id, 0))
            card.changed.connect(self._reduction_changed)
            self._cards_layout.insertWidget(position, card)
            self._cards[target_id] = card
        # Each card's damage reduction comes after the targets list in Tab order, card by card.
        chain = [self.targets_list, *(card.reduction_spin for card in self._cards.values()), self.use_dice_button]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)
        self._refresh()

    def _reduction_changed(self) -> None:
        self._reductions.update({target_id: card.reduction() for target_id, card in self._cards.items()})
        self._refresh()

    def _inputs(self) -> dict[str, Any] | None:
        """The command's inputs from the choices (None: the attacker has no profile chosen)."""
        attacker = self._attacker()
        choice = self.profile_combo.currentData()
        if attacker is None or choice is None:
            return None
        d20 = self._encounter.settings.resolution is not ResolutionMode.VERSUS
        return {
            "attacker": attacker.id,
            "targets": tuple(self._checked_targets()),
            "attack": self.profile_form.profile() if choice == _AD_HOC else choice,
            **self.additions.inputs(d20=d20),
            "reduction": {target_id: card.reduction() for target_id, card in self._cards.items()
                          if card.reduction()},
        }

    def _refusal(self, inputs: dict[str, Any] | None) -> str | None:
        attacker = self._attacker()
        if attacker is None:
            return self.tr("There is no combatant to attack with.")
        if inputs is None:
            return fill(self.tr("%1 has no attack profile: choose an ad-hoc attack."), attacker.name)
        if not inputs["targets"]:
            return self.tr("Check at least one target.")
        return None

    # -- live odds and what applies by itself -----------------------------------------------
    def _refresh(self) -> None:
        if self._entering is not None or self._done is not None:
            return
        mode = self._encounter.settings.resolution
        self.mode_label.setText(self._notes.mode_text(mode))
        inputs = self._inputs()
        refusal = self._refusal(inputs)
        odds = None
        if refusal is None and inputs is not None:
            try:
                odds = AttackCommand(**inputs).odds(self._encounter)
            except ActionError as error:
                refusal = fill(self.tr("The attack is refused: %1"), error_text(error))
        attacker = self._attacker()
        profile = self.profile_form.profile() if inputs is not None else None
        settings = self._encounter.settings
        automatic: list[str] = []
        if attacker is not None and profile is not None:
            d20 = settings.resolution is not ResolutionMode.VERSUS
            automatic = self._notes.automatic_lines(attacker, profile, settings,
                                                    attack_action=self.additions.attack_action(d20=d20),
                                                    off_turn=not hit_penalty_applies(self._encounter, attacker.id),
                                                    notes=self._rules_notes(inputs))
            automatic += self._notes.state_lines(attacker, self._encounter)
        self.automatic_label.setText("\n".join(automatic))
        for target_id, card in self._cards.items():
            card.set_odds(odds.get(target_id) if odds else None)
            target = self._encounter.combatant(target_id)
            card.set_notes(self._notes.target_notes(attacker, target, profile, settings,
                                                    self._rules_notes(inputs, target_id))
                           if attacker is not None and profile is not None else [])
        self._show_error(refusal)
        self._set_stage()

    def _rules_notes(self, inputs: dict[str, Any] | None, target_id: str | None = None) -> tuple[CheckNote, ...]:
        """What the attack's rules add by themselves (A11, A15, A16, B10), from the command."""
        if inputs is None:
            return ()
        try:
            command = AttackCommand(**inputs)
            notes = command.automatic_notes(self._encounter, target_id)
            if target_id is None:
                return notes
            return (tuple(note for note in notes if note.code == "size_difference")
                    + command.defender_notes(self._encounter, target_id))
        except ActionError:
            return ()

    def _show_error(self, message: str | None) -> None:
        self._error = message or ""
        self.error_label.setText(self._error)
        self.error_label.setVisible(bool(self._error))

    # -- the dice -----------------------------------------------------------------------------
    def _stage(self) -> str:
        return "done" if self._done is not None else "entering" if self._entering is not None else "choosing"

    def _set_stage(self) -> None:
        stage = self._stage()
        valid = stage != "choosing" or not self._error
        choosing = stage == "choosing"
        for widget in (self.attacker_combo, self.profile_combo, self.profile_form, self.additions,
                       self.targets_list):
            widget.setEnabled(choosing)
        for card in self._cards.values():
            card.reduction_spin.setEnabled(choosing)
        self.additions.set_d20(self._encounter.settings.resolution is not ResolutionMode.VERSUS)
        self.roll_button.setEnabled(valid and stage != "done")
        self.enter_button.setEnabled(valid and choosing)
        self.back_button.setEnabled(not choosing)
        self.ok_button.setEnabled(stage == "done")
        self.dice_panel.setVisible(stage == "entering")
        default = {"choosing": self.roll_button, "entering": self.use_dice_button, "done": self.ok_button}[stage]
        for button in (self.roll_button, self.enter_button, self.back_button, self.use_dice_button,
                       self.ok_button, self.cancel_button):
            button.setDefault(button is default)

    def _new_command(self) -> AttackCommand | None:
        inputs = self._inputs()
        if self._refusal(inputs) is not None or inputs is None:
            return None
        return AttackCommand(**inputs)

    def _roll(self) -> None:
        """Roll whatever is still missing (all of it, or what was not typed in)."""
        command = self._entering or self._new_command()
        if command is None:
            return
        try:
            command = command.roll(self._encounter, self._dice)
        except ActionError as error:
            self._show_error(fill(self.tr("The attack is refused: %1"), error_text(error)))
            return
        self._finish(command)

    def _enter_dice(self) -> None:
        command = self._new_command()
        if command is not None:
            self._entering = command
            self._ask()

    def _ask(self) -> None:
        if self._entering is None:  # "Back to choices" or "Roll" came first
            return
        try:
            needs = self._entering.dice_needed(self._encounter)
        except ActionError as error:
            self._show_error(fill(self.tr("The attack is refused: %1"), error_text(error)))
            return
        if not needs:
            self._finish(self._entering)
            return
        self._needs = needs
        self._set_stage()
        self._show_settled(self._entering, needs)
        self.step_label.setText(self._notes.step_text(needs))
        self.dice_entry.set_needs(needs, self._encounter)
        self.dice_entry.setFocus()
        first = self.dice_entry.findChild(QSpinBox, "die0")
        if first is not None:
            first.setFocus()
            first.selectAll()

    def _use_dice(self) -> None:
        if self._entering is None or not self._needs:
            return
        try:
            self._entering = self._entering.with_dice(self._needs, self.dice_entry.naturals())
        except ActionError as error:
            self._show_error(fill(self.tr("The attack is refused: %1"), error_text(error)))
            return
        self._needs = ()  # used: a second Enter before the next step is shown does nothing
        # The next step replaces the dice boxes; Enter in one of them brought us here, so
        # they are replaced once that key event is over, not from inside it.
        QTimer.singleShot(0, self, self._ask)

    def _show_settled(self, command: AttackCommand, needs: tuple[DieNeed, ...]) -> None:
        """Targets need no more dice once missed, or hit and damaged: show those results already.

        Targets are resolved independently (C8 included: one attacker roll against each),
        so a target's result alone is the one the whole attack will show.
        """
        waiting = {need.target for need in needs}
        for target_id, card in self._cards.items():
            if target_id in waiting:
                continue
            try:
                patch = replace(command, targets=(target_id,)).build(self._encounter)
            except ActionError:
                continue
            record = patch.log[-1].record if patch.log else None
            card.set_result(self._results.lines(record, self._name_of) if record else [])

    def _finish(self, command: AttackCommand) -> None:
        try:
            patch = command.build(self._encounter)
        except ActionError as error:
            self._show_error(fill(self.tr("The attack is refused: %1"), error_text(error)))
            return
        records = {entry.record["target"]: entry.record for entry in patch.log if entry.record}
        for target_id, card in self._cards.items():
            card.set_result(self._results.lines(records[target_id], self._name_of) if target_id in records else [])
        self._entering = None
        self._done = command
        self._show_error(None)
        self._set_stage()
        self.ok_button.setFocus()

    def _name_of(self, combatant_id: str) -> str:
        return self._encounter.combatant(combatant_id).name

    def _back(self) -> None:
        self._entering = None
        self._done = None
        for card in self._cards.values():
            card.set_result([])
        self._refresh()

    # -- the contract ---------------------------------------------------------------------------
    def accept(self) -> None:
        if self._done is not None:
            super().accept()

    def target_cards(self) -> dict[str, TargetCard]:
        """The card of each checked target, by combatant id, in the list's order."""
        return dict(self._cards)

    def command(self) -> AttackCommand:
        """The attack with every die it uses (not applied: the caller pushes it onto the undo stack)."""
        if self._done is None:
            raise ActionError("the attack has not been rolled yet")
        return self._done

