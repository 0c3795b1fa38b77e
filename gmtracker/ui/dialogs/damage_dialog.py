"""The damage dialog (B2–B4, B10): a damage check against one or more targets — a trap, a fall, a spell.

The GM picks the targets, optionally who deals the damage (its realistic-mode
penalty applies, B10, and it is the log's actor), the damage — a dice expression
(``2d6+3``) or a flat bonus (``7``), checked as it is typed with the rules' own
message —, lethal or nonlethal, the critical multiplier, extra dice that are not
multiplied, damage reduction and any other bonus. The damage bonus is shown with
its B2 breakdown; each target gets a card with its damage DC now and the exact odds
of each outcome (:mod:`.damage_card`).

An :class:`~gmtracker.ui.dialogs.action_dialog.ActionDialog`: "Roll" rolls one d20 per
target (or one for all with "One d20 for all targets"); "Enter dice" asks for them, one
box per target. OK hands back one
:class:`~gmtracker.encounter.actions_damage.DamageCheckCommand` per target through
``commands()``, in the targets' order (the main window pushes several as one macro).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QButtonGroup, QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel
from PySide6.QtWidgets import QLineEdit, QRadioButton, QSpinBox, QVBoxLayout
from PySide6.QtWidgets import QWidget

from gmtracker.encounter import ActionError, Encounter, PatchBuilder
from gmtracker.encounter.actions_damage import DamageCheckCommand, DamageSpec, damage_dc_of, resolve_damage
from gmtracker.encounter.dice_protocol import DiceCommand
from gmtracker.rules.dice import DiceSource
from gmtracker.rules.errors import RulesError
from gmtracker.ui.dialogs.action_dialog import ActionDialog, AtTable
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.dialogs.check_setup import named_row, row_of, spin_box
from gmtracker.ui.dialogs.damage_card import DamageTargetCard, bonus_text
from gmtracker.ui.dialogs.dialog_parts import combatant_label, selectable_error_label
from gmtracker.ui.widgets.column_scroll import card_column
from gmtracker.ui.widgets.target_picker import Aim, TargetMemory, TargetPicker
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.user_text import add_name_item


# The target memory's kind for damage checks (each dealer's last targets, issue 26 item 2).
MEMORY_KIND = "damage"


class DamageDialog(ActionDialog):
    """Damage checks against the chosen targets; ``commands()`` after OK (see the module docstring)."""

    def __init__(self, encounter: Encounter, dice: DiceSource, parent: QWidget | None = None, *,
                 targets: Sequence[str] = (), at_table: AtTable = False, selected: Sequence[str] = (),
                 memory: TargetMemory | None = None, dealer: str | None = None,
                 dealer_for: Callable[[Sequence[str]], str | None] | None = None) -> None:
        """``targets`` open checked as given; ``selected`` (the table's selection) only those
        likely for who deals the damage, and when none is, that dealer's last targets.
        ``dealer``: "Dealt by" on opening (None: nobody). ``dealer_for(targets)``: the default
        dealer of those targets; until the GM picks one by hand, "Dealt by" follows the targets
        checked in the dialog (issue 27)."""
        super().__init__(encounter, dice, parent, at_table=at_table)
        self._dealer = dealer
        self._dealer_for = dealer_for
        self._dealer_by_hand = False
        self.memory = memory if memory is not None else TargetMemory()
        self._selected = tuple(selected)
        self.setObjectName("damageDialog")
        self.setWindowTitle(self.tr("Damage check"))
        self._cards: dict[str, DamageTargetCard] = {}
        self.setup_layout.addWidget(self._build_form(targets))
        self.setup_layout.addStretch(1)
        self.results_layout.addWidget(self._build_cards(), 1)  # a card per target: several fill the column
        self.start()

    # -- the contract ----------------------------------------------------------------
    def card(self, target: str) -> DamageTargetCard:
        """The card of a checked target (its DC, odds and result)."""
        return self._cards[target]

    def targets(self) -> list[str]:
        """The checked targets, in the list's order (opponents of the dealer first)."""
        return self.target_picker.picked()

    # -- building --------------------------------------------------------------------
    def _build_cards(self) -> QGroupBox:
        cards_box = QGroupBox(self.tr("Targets: damage DC now and odds"), self)
        cards_box.setObjectName("cardsBox")
        self.cards_scroll, self._cards_layout = card_column(cards_box, "cardsScroll")  # as wide as the odds rows
        self._cards_body = self.cards_scroll.widget()
        QVBoxLayout(cards_box).addWidget(self.cards_scroll)
        return cards_box

    def _build_form(self, targets: Sequence[str]) -> QGroupBox:
        box = self.damage_box = QGroupBox(self.tr("Damage"), self)
        box.setObjectName("damageBox")
        column = QVBoxLayout(box)
        form = QFormLayout()
        column.addLayout(form)
        # Grouped by side from the dealer's, allies asked twice, 1–9 press a line (issue 26 item 2);
        # a fixed height (it scrolls) and never narrower than its lines up to 48 characters.
        self.target_picker = TargetPicker(box, multiple=True, aim=Aim.HARM, list_name="targetList",
                                          accessible=self.tr("Targets"))
        self.target_list = self.target_picker.list
        self.attacker_combo = QComboBox(box)
        self.attacker_combo.addItem(self.tr("nobody (a trap, a fall)"), "")
        for combatant in self.encounter.combatants:
            add_name_item(self.attacker_combo, combatant_label(combatant, whole=True), combatant.id)
        self.damage_edit = QLineEdit("1d6", box)
        self.damage_edit.setPlaceholderText(self.tr("e.g. 2d6+3, or a flat bonus such as 7"))
        self.lethal_radio = QRadioButton(self.tr("&lethal"), box)
        self.nonlethal_radio = QRadioButton(self.tr("&nonlethal"), box)
        self.lethal_radio.setChecked(True)
        self._lethal_group = QButtonGroup(self)
        self._lethal_group.addButton(self.lethal_radio)
        self._lethal_group.addButton(self.nonlethal_radio)
        lethal_row = QWidget(box)
        row = QHBoxLayout(lethal_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.lethal_radio)
        row.addWidget(self.nonlethal_radio)
        row.addStretch(1)
        self.multiplier_spin = spin_box(box, 1, 6, 1)
        self.multiplier_spin.setPrefix("×")
        self.extra_edit = QLineEdit(box)
        self.extra_edit.setPlaceholderText(self.tr("e.g. 2d6 (optional)"))
        self.reduction_spin = spin_box(box, 0, 99)
        self.modifier_spin = spin_box(box, -50, 50)
        self.shared_check = QCheckBox(self.tr("One d20 for &all targets"), box)
        self.bonus_label = QLabel(box)
        self.bonus_label.setObjectName("bonusLabel")
        self.bonus_label.setWordWrap(True)
        self.bonus_label.setTextFormat(Qt.TextFormat.PlainText)
        self.damage_error = selectable_error_label(box)
        self.damage_error.setObjectName("damageError")
        fields: list[tuple[str | None, QWidget, str, str]] = [
            (self.tr("&Targets (1–9):"), self.target_list, "targetList", self.tr("Targets")),
            (self.tr("&Dealt by:"), self.attacker_combo, "attackerCombo", self.tr("Who deals the damage")),
            (self.tr("Da&mage:"), self.damage_edit, "damageEdit", self.tr("Damage expression or flat bonus")),
            (None, self.lethal_radio, "lethalRadio", self.tr("Lethal damage")),
            (None, self.nonlethal_radio, "nonlethalRadio", self.tr("Nonlethal damage")),
            (self.tr("Critical multi&plier:"), self.multiplier_spin, "multiplierSpin", self.tr("Critical multiplier")),
            (self.tr("E&xtra, not multiplied:"), self.extra_edit, "extraEdit", self.tr("Extra dice, not multiplied")),
            (self.tr("Redu&ction:"), self.reduction_spin, "reductionSpin", self.tr("Damage reduction")),
            (self.tr("&Other bonus:"), self.modifier_spin, "modifierSpin", self.tr("Other bonus on the check")),
            (None, self.shared_check, "sharedRollCheck", self.tr("One d20 for all targets")),
        ]
        for label, widget, name, accessible in fields:
            field = self.target_picker if widget is self.target_list else widget
            named_row(form, label, widget, name, accessible, row_of(widget) if isinstance(widget, QSpinBox) else field)
            if widget is self.damage_edit:
                form.addRow("", self.damage_error)
                form.addRow("", lethal_row)
            if widget is self.modifier_spin:
                form.addRow("", self.shared_check)
        form.addRow(self.tr("Damage bonus (B2):"), self.bonus_label)
        self.multiplier_spin.setToolTip(self.tr("On a critical hit: (flat + dice bonuses) × multiplier (B2)."))
        self.shared_check.setToolTip(self.tr("An area effect: the same d20 against each target's damage DC."))
        self.attacker_combo.setCurrentIndex(max(0, self.attacker_combo.findData(self._dealer or "")))
        self._fill_targets(targets, first=True)
        self.target_picker.changed.connect(self._follow_targets)
        self.target_picker.changed.connect(self.refresh)
        self.attacker_combo.currentIndexChanged.connect(lambda _: self._fill_targets())
        self.attacker_combo.activated.connect(self._dealer_picked)
        self.damage_edit.textChanged.connect(self.refresh)
        self.extra_edit.textChanged.connect(self.refresh)
        self.lethal_radio.toggled.connect(self.refresh)
        for spin in (self.multiplier_spin, self.reduction_spin, self.modifier_spin):
            spin.valueChanged.connect(self.refresh)
        self.shared_check.toggled.connect(self.refresh)
        return box

    def _dealer_picked(self) -> None:
        """The GM chose who deals the damage: it no longer follows the targets."""
        self._dealer_by_hand = True

    def _follow_targets(self) -> None:
        """The default dealer of the targets now checked, unless the GM chose one by hand; the
        lines keep their order (numbers 1–9 do not move under the GM's fingers)."""
        if self._dealer_for is None or self._dealer_by_hand:
            return
        dealer = self._dealer_for(self.targets())
        if dealer != self._attacker():
            self.attacker_combo.blockSignals(True)
            self.attacker_combo.setCurrentIndex(max(0, self.attacker_combo.findData(dealer or "")))
            self.attacker_combo.blockSignals(False)
            self.target_picker.set_actor(dealer)

    def _fill_targets(self, targets: Sequence[str] = (), *, first: bool = False) -> None:
        """The lines from the dealer's side (nobody: the sides in order, no warnings). On opening,
        ``targets``, else the selection or the dealer's last targets; later the targets checked
        before (an ally of the new dealer among them is named under the list)."""
        dealer = self._attacker()
        self.target_picker.refill(self.encounter, dealer, opening=first, given=targets, selected=self._selected,
                                  remembered=self.memory.last_targets(MEMORY_KIND, dealer), include_actor=True)
        if not first:
            self.refresh()

    def accept(self) -> None:
        """OK: the checks, and the dealer's targets remembered for the session (issue 26 item 2)."""
        super().accept()
        if self.result() == DamageDialog.DialogCode.Accepted:
            self.memory.remember_targets(MEMORY_KIND, self._attacker(), self.targets())

    # -- the hooks -------------------------------------------------------------------
    def build_commands(self) -> list[DiceCommand]:
        spec_error = self._spec_error()
        self.damage_error.setText(spec_error)
        self.damage_error.setVisible(bool(spec_error))
        self.bonus_label.setText("—" if spec_error else bonus_text(self._spec().bonus()))
        self._sync_cards()
        if spec_error:
            raise ActionError(spec_error)
        if not self.targets():
            raise ActionError(self.tr("Pick at least one target."))
        return [DamageCheckCommand(**self._inputs(target)) for target in self.targets()]

    def show_setup(self, commands: list[DiceCommand]) -> None:
        """Each target's damage DC now, the B2 terms and the odds of each outcome."""
        lethal = self.lethal_radio.isChecked()
        for command in commands:
            assert isinstance(command, DamageCheckCommand)
            target = self.encounter.combatant(command.target)
            terms = command.terms(self.encounter)  # the command's terms: the dialog derives no rule
            card = self._cards[command.target]
            card.show_setup(damage_dc_of(target, lethal=lethal), terms, lethal=lethal,
                            odds=command.odds(self.encounter))
            card.show_result(None)

    def show_setup_error(self) -> None:
        lethal = self.lethal_radio.isChecked()
        for target_id, card in self._cards.items():
            card.clear_setup(damage_dc_of(self.encounter.combatant(target_id), lethal=lethal), lethal=lethal)
            card.show_result(None)

    def show_dice(self, commands: list[DiceCommand], done: bool) -> None:
        """Each target's result as soon as its d20 is in."""
        attacker_id = self._attacker()
        for command in commands:
            assert isinstance(command, DamageCheckCommand)
            card = self._cards[command.target]
            if command.natural is None:
                card.show_result(None)
                continue
            builder = PatchBuilder(self.encounter)
            attacker = builder.current(attacker_id) if attacker_id else None
            card.show_result(resolve_damage(builder, command.spec, target_id=command.target,
                                            natural=command.natural, attacker=attacker))

    def shared_dice(self) -> bool:
        return self.shared_check.isChecked()

    def setup_widgets(self) -> list[QWidget]:
        return [self.damage_box]

    def focus_chain(self) -> list[QWidget]:
        return [self.target_list, self.attacker_combo, self.damage_edit, self.lethal_radio, self.nonlethal_radio,
                self.multiplier_spin, self.extra_edit, self.reduction_spin, self.modifier_spin, self.shared_check]

    # -- what the widgets say --------------------------------------------------------
    def _attacker(self) -> str | None:
        return self.attacker_combo.currentData() or None

    def _inputs(self, target: str) -> dict[str, Any]:
        return dict(target=target, damage=self.damage_edit.text().strip(), lethal=self.lethal_radio.isChecked(),
                    multiplier=self.multiplier_spin.value(), extra=self.extra_edit.text().strip(),
                    reduction=self.reduction_spin.value(), modifier=self.modifier_spin.value(),
                    attacker=self._attacker())

    def _spec(self) -> DamageSpec:
        return DamageSpec(self.damage_edit.text().strip(), multiplier=self.multiplier_spin.value(),
                          extra=self.extra_edit.text().strip(), reduction=self.reduction_spin.value(),
                          lethal=self.lethal_radio.isChecked(), modifier=self.modifier_spin.value())

    def _spec_error(self) -> str:
        """The rules' message for a damage or extra expression they refuse ("" when valid)."""
        try:
            self._spec().bonus()
        except RulesError as error:
            return error_text(error)
        return ""

    def _sync_cards(self) -> None:
        """One card per checked target, in the encounter's order."""
        wanted = self.targets()
        for target_id in list(self._cards):
            if target_id not in wanted:
                gone = self._cards.pop(target_id)
                self._cards_layout.removeWidget(gone)
                gone.deleteLater()
        for number, target_id in enumerate(wanted):
            card = self._cards.get(target_id)
            if card is None:
                card = DamageTargetCard(self.encounter.combatant(target_id), number, self._cards_body)
                self._cards[target_id] = card
            self._cards_layout.insertWidget(number, card)
            card.setObjectName(f"damageCard{number}")


def dialog_for(scope: ActionScope) -> DamageDialog:
    """The damage dialog of the Damage action: the selected combatants take it; whose turn it
    is deals it when it is their opponent (issue 26 item 7); each die's roller says whether it
    is typed."""
    return DamageDialog(scope.encounter, scope.dice, scope.parent, selected=list(scope.selected),
                        memory=TargetMemory.of(scope.parent), dealer=scope.default_dealer(),
                        at_table=scope.at_table, dealer_for=scope.dealer_for)
