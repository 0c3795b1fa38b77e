"""The attack dialog: one attack action against one or many targets (A14–A17, B1–B4, C5–C8).

The GM picks the attacker, the targets, and one of the attacker's attack profiles or an
ad-hoc one; adds modifiers, advantage or disadvantage; and sees, live, what the rules
apply by themselves (the hit penalty, heavy load, realistic mode, each target's size
difference) and the exact odds per target from :meth:`AttackCommand.odds`. The GM may
mark the hit check as outside an attack action (A16: no hit-penalty dice, the counter
is not raised) and type each target's damage reduction on its card (B2). The
encounter's resolution mode decides who rolls: the attacker's hit check, each
defender's defense check, or one 1D100 of the attacker against every target.

An :class:`~gmtracker.ui.dialogs.action_dialog.ActionDialog`: "Roll" takes every die from
the dialog's dice source. "Enter dice" asks for the naturals rolled at the table as
:meth:`AttackCommand.dice_needed` says, boxes added as the dice before them are typed:
the hit or defense dice (penalty dice named apart) first, a confirmation only after a
threat, a damage check only after a hit. Each target's result shows as soon as it is
settled; OK hands back the one :class:`AttackCommand` (one undoable step for every
target) through ``commands()``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import msgspec
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QSizePolicy
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gmtracker.encounter import ActionError, AttackProfile, Combatant, Encounter
from gmtracker.encounter.actions_attack import AttackCommand, AttackRecord, hit_penalty_applies
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.encounter.dice_protocol import DiceCommand
from gmtracker.encounter.patch import Patch
from gmtracker.rules.attack import ResolutionMode
from gmtracker.rules.checks import CheckNote
from gmtracker.rules.dice import DiceSource
from gmtracker.ui.dialogs.action_dialog import ActionDialog, AtTable
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.widgets.column_scroll import card_column
from gmtracker.ui.widgets.target_picker import Aim, TargetMemory, TargetPicker
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.words.user_text import add_name_item

from .attack_card import TargetCard
from .attack_notes import AttackNotes
from .attack_results import AttackResults
from .attack_widgets import GmAdditions, ProfileForm, buddy_label
from .dialog_parts import plain_label

_AD_HOC = "ad-hoc"
# The target memory's kind for attacks (each actor's last targets, issue 26 item 2).
MEMORY_KIND = "attack"


class AttackDialog(ActionDialog):
    """Choose, see the odds, roll or enter the dice, see the result; OK → ``commands()``."""

    def __init__(self, encounter: Encounter, dice: DiceSource, parent: QWidget | None = None, *,
                 attacker: str | None = None, targets: Sequence[str] = (), at_table: AtTable = False,
                 selected: Sequence[str] = (), memory: TargetMemory | None = None) -> None:
        """``targets`` open checked as given; ``selected`` (the table's selection) only those
        likely for the attacker, and when none is, the attacker's last targets in ``memory``."""
        super().__init__(encounter, dice, parent, at_table=at_table)
        # Each attacker's last targets and ad-hoc attack, for the session (issue 26 items 2, 5).
        self.memory = memory if memory is not None else TargetMemory()
        self._targets = tuple(targets)
        self._selected = tuple(selected)
        self.setObjectName("attackDialog")
        self.setWindowTitle(self.tr("Attack"))
        self._cards: dict[str, TargetCard] = {}
        self._reductions: dict[str, int] = {}  # B2, per target: kept while targets are unchecked
        self._notes = AttackNotes(self)
        self._results = AttackResults(self)
        self._build()
        first = attacker or encounter.turn.current or (encounter.combatants[0].id if encounter.combatants else None)
        self.attacker_combo.blockSignals(True)
        self.attacker_combo.setCurrentIndex(max(0, self.attacker_combo.findData(first)))
        self.attacker_combo.blockSignals(False)
        self._attacker_changed(first=True, refresh=False)
        self.start()

    # -- the widgets ------------------------------------------------------------------------
    def _build(self) -> None:
        who = QFormLayout()
        self.attacker_combo = QComboBox(self)
        self._name(self.attacker_combo, "attackAttacker", self.tr("Attacker"))
        for combatant in self.encounter.combatants:
            add_name_item(self.attacker_combo, combatant.name, combatant.id)
        who.addRow(buddy_label(self.tr("Attac&ker:"), self.attacker_combo), self.attacker_combo)
        self.profile_combo = QComboBox(self)
        self._name(self.profile_combo, "attackProfile", self.tr("Attack profile"))
        who.addRow(buddy_label(self.tr("&Attack:"), self.profile_combo), self.profile_combo)
        self.setup_layout.addLayout(who)
        self.profile_form = ProfileForm(self)
        self.setup_layout.addWidget(self.profile_form)
        self.additions = GmAdditions(self)
        self.setup_layout.addWidget(self.additions)

        rules = QGroupBox(self.tr("Resolution and what applies by itself"), self)
        rules_layout = QVBoxLayout(rules)
        self.mode_label = plain_label("", rules)
        self.mode_label.setObjectName("attackMode")
        self.automatic_label = plain_label("", rules)
        self.automatic_label.setObjectName("attackAutomatic")
        # Issue 29 item 4: the resource the attack uses one of (its profile's Spends), with what is left.
        self.spends_label = plain_label("", rules)
        self.spends_label.setObjectName("attackSpends")
        self.spends_label.hide()
        rules_layout.addWidget(self.mode_label)
        rules_layout.addWidget(self.automatic_label)
        rules_layout.addWidget(self.spends_label)
        self.setup_layout.addStretch(1)
        # Under the targets' cards (the columns balance: no empty half beside the long setup). The
        # right column is as wide as the cards need; the wrapped explanations take that width
        # instead of widening the column themselves.
        for label in (self.mode_label, self.automatic_label, self.spends_label):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        # Opponents first, allies asked twice, the defeated last; 1–9 press a line (issue 26 item 2).
        self.target_picker = TargetPicker(self, multiple=True, aim=Aim.HARM, list_name="attackTargets",
                                          accessible=self.tr("Targets"))
        self.targets_list = self.target_picker.list
        self.results_layout.addWidget(buddy_label(self.tr("Target&s (check one or more; 1–9):"),
                                                  self.targets_list))
        self.results_layout.addWidget(self.target_picker)
        self.cards_area, self._cards_layout = card_column(self, "attackTargetCards")
        self.results_layout.addWidget(self.cards_area, 1)
        self.results_layout.addWidget(rules)

        self.attacker_combo.currentIndexChanged.connect(lambda _: self._attacker_changed())
        self.profile_combo.currentIndexChanged.connect(lambda _: self._profile_changed())
        self.profile_form.changed.connect(self.refresh)
        self.additions.changed.connect(self.refresh)
        self.target_picker.changed.connect(self._targets_changed)

    @staticmethod
    def _name(widget: QWidget, name: str, accessible: str) -> None:
        widget.setObjectName(name)
        widget.setAccessibleName(accessible)

    # -- the choices ------------------------------------------------------------------------
    def _attacker(self) -> Combatant | None:
        combatant_id = self.attacker_combo.currentData()
        return self.encounter.combatant(combatant_id) if combatant_id is not None else None

    def _attacker_changed(self, first: bool = False, refresh: bool = True) -> None:
        """A new attacker: its profiles (an ad-hoc one first when it has none or used one
        last, issue 26 item 5) and the targets from its side (item 2): on opening, the table's
        selection or this attacker's last targets; later, the targets checked before (an ally
        of the new attacker among them is named under the list)."""
        attacker = self._attacker()
        attacker_id = attacker.id if attacker is not None else None
        self.profile_combo.blockSignals(True)
        self.profile_combo.clear()
        for index, profile in enumerate(attacker.attacks if attacker else []):
            add_name_item(self.profile_combo, profile.name, index)
        self.profile_combo.addItem(self.tr("Ad-hoc attack…"), _AD_HOC)
        remembered = self.memory.attack_choice(attacker_id) if attacker_id is not None else None
        if attacker is not None and (not attacker.attacks or remembered == _AD_HOC):
            self.profile_combo.setCurrentIndex(self.profile_combo.findData(_AD_HOC))
        elif isinstance(remembered, int) and remembered < self.profile_combo.count() - 1:
            self.profile_combo.setCurrentIndex(remembered)
        self.profile_combo.blockSignals(False)
        self.target_picker.refill(self.encounter, attacker_id, opening=first, given=self._targets,
                                  selected=self._selected, remembered=self.memory.last_targets(MEMORY_KIND, attacker_id))
        self._profile_changed(refresh=False)
        self._targets_changed(refresh=refresh)

    def _profile_changed(self, refresh: bool = True) -> None:
        choice = self.profile_combo.currentData()
        attacker = self._attacker()
        if isinstance(choice, int) and attacker is not None:
            self.profile_form.set_profile(attacker.attacks[choice], editable=False)
        elif choice == _AD_HOC:
            self.profile_form.set_profile(self._ad_hoc_start(attacker), editable=True)
        else:
            self.profile_form.set_profile(AttackProfile(name=""), editable=False)
        if refresh:
            self.refresh()

    def _ad_hoc_start(self, attacker: Combatant | None) -> AttackProfile:
        """The ad-hoc attack offered: the one this attacker used last (this session), else an
        unarmed or plain weapon attack (melee, 1d6, lethal) for one with no profile, else
        the form's values with an empty name (issue 26 item 5)."""
        remembered = self.memory.ad_hoc(attacker.id) if attacker is not None else None
        if remembered is not None:
            return msgspec.structs.replace(remembered, spends="")  # an ad-hoc attack spends no resource
        if attacker is not None and not attacker.attacks:
            #: The ad-hoc attack offered to a combatant with no attack profile: fists or whatever weapon it holds.
            return AttackProfile(name=self.tr("Unarmed/weapon"))
        return msgspec.structs.replace(self.profile_form.profile(), name="", spends="")

    def _checked_targets(self) -> list[str]:
        return self.target_picker.picked()

    def _targets_changed(self, refresh: bool = True) -> None:
        for card in self._cards.values():
            self._cards_layout.removeWidget(card)
            card.setParent(None)  # out of the dialog now, freed later
            card.deleteLater()
        self._cards = {}
        for position, target_id in enumerate(self._checked_targets()):
            card = TargetCard(target_id, self.encounter.combatant(target_id).name, self,
                              reduction=self._reductions.get(target_id, 0))
            card.changed.connect(self._reduction_changed)
            self._cards_layout.insertWidget(position, card)
            self._cards[target_id] = card
        self.fix_tab_order()  # each card's damage reduction follows the targets list, card by card
        if refresh:
            self.refresh()

    def _reduction_changed(self) -> None:
        self._reductions.update({target_id: card.reduction() for target_id, card in self._cards.items()})
        self.refresh()

    def _inputs(self) -> dict[str, Any] | None:
        """The command's inputs from the choices (None: the attacker has no profile chosen)."""
        attacker = self._attacker()
        choice = self.profile_combo.currentData()
        if attacker is None or choice is None:
            return None
        d20 = self.encounter.settings.resolution is not ResolutionMode.VERSUS
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

    # -- the hooks: live odds and what applies by itself -------------------------------------
    def build_commands(self) -> list[DiceCommand]:
        settings = self.encounter.settings
        d20 = settings.resolution is not ResolutionMode.VERSUS
        self.additions.set_d20(d20)
        self.mode_label.setText(self._notes.mode_text(settings.resolution))
        inputs = self._inputs()
        command = AttackCommand(**inputs) if inputs is not None else None
        attacker = self._attacker()
        profile = self.profile_form.profile() if inputs is not None else None
        automatic: list[str] = []
        if attacker is not None and profile is not None:
            automatic = self._notes.automatic_lines(attacker, profile, settings,
                                                    attack_action=self.additions.attack_action(d20=d20),
                                                    off_turn=not hit_penalty_applies(self.encounter, attacker.id),
                                                    notes=self._rules_notes(command))
            automatic += self._notes.state_lines(attacker, self.encounter)
        self.automatic_label.setText("\n".join(automatic))
        for target_id, card in self._cards.items():
            target = self.encounter.combatant(target_id)
            card.set_notes(self._notes.target_notes(attacker, target, profile, settings,
                                                    self._rules_notes(command, target_id))
                           if attacker is not None and profile is not None else [])
            card.set_result([])
        refusal = self._refusal(inputs)
        if refusal is not None or command is None:
            raise ActionError(refusal or "")
        return [command]

    def _rules_notes(self, command: AttackCommand | None, target_id: str | None = None) -> tuple[CheckNote, ...]:
        """What the attack's rules add by themselves (A11, A15, A16, B10), from the command."""
        if command is None:
            return ()
        try:
            notes = command.automatic_notes(self.encounter, target_id)
            if target_id is None:
                return notes
            return (tuple(note for note in notes if note.code in ("size_difference", "condition_defense"))
                    + command.defender_notes(self.encounter, target_id))
        except ActionError:
            return ()

    def show_setup(self, commands: list[DiceCommand]) -> None:
        command = commands[0]
        assert isinstance(command, AttackCommand)
        odds = command.odds(self.encounter)
        for target_id, card in self._cards.items():
            card.set_odds(odds.get(target_id) if odds else None)
        resource = command.spends(self.encounter)
        if resource is not None:
            self.spends_label.setText(fill(self.tr("Uses one of %1: %2 of %3 left"), resource.name, resource.left,
                                           resource.maximum))
        self.spends_label.setVisible(resource is not None)

    def show_setup_error(self) -> None:
        for card in self._cards.values():
            card.set_odds(None)
        self.spends_label.hide()

    def show_dice(self, commands: list[DiceCommand], done: bool) -> None:
        """Each target's result once settled: missed, or hit and damaged (targets resolve
        independently, C8 included, so a target's result alone is the one the attack shows).
        With every die in, the attack is resolved once."""
        command = commands[0]
        assert isinstance(command, AttackCommand)
        if done:
            patch = self.patch_of(command)
            records = {record.target: record for record in _attack_records(patch)}
            for target_id, card in self._cards.items():
                card.set_result(self._results.lines(records[target_id], self._name_of)
                                if target_id in records else [])
            return
        waiting = {need.target for need in command.dice_needed(self.encounter)}
        for target_id, card in self._cards.items():
            if target_id in waiting:
                card.set_result([])
                continue
            try:
                patch = replace(command, targets=(target_id,)).build(self.encounter)
            except ActionError:
                continue
            built = _attack_records(patch)
            card.set_result(self._results.lines(built[-1], self._name_of) if built else [])

    def entry_text(self, needs: tuple[DieNeed, ...]) -> str:
        return self._notes.step_text(needs)

    def setup_widgets(self) -> list[QWidget]:
        return [self.attacker_combo, self.profile_combo, self.profile_form, self.additions, self.target_picker,
                *(card.reduction_spin for card in self._cards.values())]

    def focus_chain(self) -> list[QWidget]:
        return [self.attacker_combo, self.profile_combo, *self.profile_form.focus_chain(),
                *self.additions.focus_chain(), self.targets_list,
                *(card.reduction_spin for card in self._cards.values())]

    def accept(self) -> None:
        """OK: the attack, and what this attacker is remembered by for the session (its
        targets, its choice of attack and an ad-hoc attack's values; issue 26 items 2, 5)."""
        super().accept()
        if self.result() != AttackDialog.DialogCode.Accepted:
            return
        attacker = self._attacker()
        if attacker is None:
            return
        self.memory.remember_targets(MEMORY_KIND, attacker.id, self._checked_targets())
        choice = self.profile_combo.currentData()
        self.memory.remember_attack(attacker.id, choice,
                                    self.profile_form.profile() if choice == _AD_HOC else None)

    def _name_of(self, combatant_id: str) -> str:
        return self.encounter.combatant(combatant_id).name

    def target_cards(self) -> dict[str, TargetCard]:
        """The card of each checked target, by combatant id, in the list's order."""
        return dict(self._cards)


def dialog_for(scope: ActionScope) -> AttackDialog:
    """The attack dialog of the Attack action: whose turn it is (else the selected combatant)
    attacks; the other selected combatants are the targets."""
    attacker = scope.current or scope.acting
    return AttackDialog(scope.encounter, scope.dice, scope.parent, attacker=attacker,
                        selected=scope.others_than(attacker), at_table=scope.at_table,
                        memory=TargetMemory.of(scope.parent))


def _attack_records(patch: Patch) -> list[AttackRecord]:
    """The typed records of an attack's log entries, one per target, in order."""
    return [entry.record for entry in patch.log if entry.kind == AttackCommand.kind]
