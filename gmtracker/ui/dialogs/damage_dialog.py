"""The damage dialog (B2–B4, B10): a damage check against one or more targets — a trap, a fall, a spell.

The GM picks the targets, optionally who deals the damage (its realistic-mode
penalty applies, B10, and it is the log's actor), the damage — a dice expression
(``2d6+3``) or a flat bonus (``7``), checked as it is typed with the rules' own
message —, lethal or nonlethal, the critical multiplier, extra dice that are not
multiplied, damage reduction and any other bonus. The damage bonus is shown with
its B2 breakdown; each target gets a card with its damage DC now and the exact odds
of each outcome (:mod:`.damage_card`).

"Roll" rolls one d20 per target (or one for all with "One d20 for all targets");
"Enter dice" asks for them. The inputs stay editable after the dice are in: the
results are recomputed live from the same naturals; a target added later needs its
own die first.

OK builds one :class:`~gmtracker.encounter.actions_damage.DamageCheckCommand` per
target. **``commands()``** returns them all, in the targets' order (the main window
pushes several as one macro); ``command()`` is the one command when there is exactly
one target and raises ``ValueError`` otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ActionError, Encounter, PatchBuilder, derived
from gmtracker.encounter.actions_damage import DamageCheckCommand, DamageSpec, damage_dc_of, resolve_damage
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.rules import wounds
from gmtracker.rules.dice import DiceSource
from gmtracker.rules.errors import RulesError
from gmtracker.ui.widgets.column_scroll import ColumnScrollArea
from gmtracker.ui.dialogs.check_setup import row_of, spin_box
from gmtracker.ui.dialogs.damage_card import DamageTargetCard, bonus_text
from gmtracker.ui.dialogs.dialog_parts import (
    chain_tab_order,
    combatant_label,
    fit_to_screen,
    make_default,
    roll_button_row,
    selectable_error_label,
    show_error,
)
from gmtracker.ui.widgets.dice_entry import DiceEntry
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.user_text import add_name_item, is_short, tooltip

#: The key of the one natural every target shares.
SHARED = "*"


class DamageDialog(QDialog):
    """Damage checks against the chosen targets; ``commands()`` after OK (see the module docstring)."""

    def __init__(self, encounter: Encounter, dice: DiceSource, parent: QWidget | None = None, *,
                 targets: Sequence[str] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("damageDialog")
        self.setWindowTitle(self.tr("Damage check"))
        self._encounter = encounter
        self._dice = dice
        self._naturals: dict[str, int] = {}  # by target id, or SHARED
        self._cards: dict[str, DamageTargetCard] = {}
        self._commands: list[DamageCheckCommand] | None = None
        self._entering = False
        self._build(targets)
        self._refresh()

    # -- the contract ----------------------------------------------------------------
    def commands(self) -> list[DamageCheckCommand]:
        """One damage check per target, in the targets' order, with its d20 (not applied)."""
        if self._commands is None:
            raise RuntimeError("the damage dialog was not accepted")
        return list(self._commands)

    def command(self) -> DamageCheckCommand:
        """The damage check when there is exactly one target (else use :meth:`commands`)."""
        commands = self.commands()
        if len(commands) != 1:
            raise ValueError(f"{len(commands)} damage checks: use commands()")
        return commands[0]

    def current_commands(self) -> list[DamageCheckCommand]:
        """The commands as they stand now (a target without its die yet has ``natural=None``)."""
        return [DamageCheckCommand(natural=self._natural_of(target), **self._inputs(target))
                for target in self.targets()]

    def card(self, target: str) -> DamageTargetCard:
        """The card of a checked target (its DC, odds and result)."""
        return self._cards[target]

    def targets(self) -> list[str]:
        """The checked targets, in the encounter's order."""
        items = (self.target_list.item(row) for row in range(self.target_list.count()))
        return [item.data(Qt.ItemDataRole.UserRole) for item in items if item.checkState() == Qt.CheckState.Checked]

    def accept(self) -> None:
        commands = self.current_commands()
        if not commands or self._error_now():
            return
        try:
            for command in commands:
                command.build(self._encounter)
        except (ActionError, RulesError) as error:
            self._show_error(error_text(error))
            return
        self._commands = commands
        super().accept()

    # -- building --------------------------------------------------------------------
    def _build(self, targets: Sequence[str]) -> None:
        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self._build_form(targets), 1)
        left.addWidget(self._build_entry())
        columns.addLayout(left, 1)
        cards_box = QGroupBox(self.tr("Targets: damage DC now and odds"), self)
        cards_box.setObjectName("cardsBox")
        self.cards_scroll = ColumnScrollArea(cards_box)  # as wide as the odds rows need
        self.cards_scroll.setObjectName("cardsScroll")
        self.cards_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        body = QWidget(self.cards_scroll)
        self._cards_layout = QVBoxLayout(body)
        self._cards_layout.setContentsMargins(0, 0, 0, 0)
        self._cards_layout.addStretch(1)
        self.cards_scroll.setWidget(body)
        self._cards_body = body
        QVBoxLayout(cards_box).addWidget(self.cards_scroll)
        columns.addWidget(cards_box, 1)
        self.error_label = selectable_error_label(self)
        outer = QVBoxLayout(self)
        outer.addLayout(columns, 1)
        outer.addWidget(self.error_label)
        outer.addLayout(self._build_buttons())
        fit_to_screen(self, 1080, 680)

    def _build_form(self, targets: Sequence[str]) -> QGroupBox:
        box = QGroupBox(self.tr("Damage"), self)
        box.setObjectName("damageBox")
        column = QVBoxLayout(box)
        form = QFormLayout()
        column.addLayout(form)
        column.addStretch(1)
        self.target_list = QListWidget(box)
        for combatant in self._encounter.combatants:
            item = QListWidgetItem(combatant_label(combatant), self.target_list)
            if not is_short(combatant.name):
                item.setToolTip(tooltip(combatant.name))
            item.setData(Qt.ItemDataRole.UserRole, combatant.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if combatant.id in targets else Qt.CheckState.Unchecked)
        row_height = self.target_list.sizeHintForRow(0)
        self.target_list.setMinimumHeight(row_height * 5 + 6)
        self.target_list.setMaximumHeight(row_height * 9 + 6)
        self.attacker_combo = QComboBox(box)
        self.attacker_combo.addItem(self.tr("nobody (a trap, a fall)"), "")
        for combatant in self._encounter.combatants:
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
            (self.tr("&Targets:"), self.target_list, "targetList", self.tr("Targets")),
            (self.tr("&Dealt by:"), self.attacker_combo, "attackerCombo", self.tr("Who deals the damage")),
            (self.tr("Da&mage:"), self.damage_edit, "damageEdit", self.tr("Damage expression or flat bonus")),
            (None, self.lethal_radio, "lethalRadio", self.tr("Lethal damage")),
            (None, self.nonlethal_radio, "nonlethalRadio", self.tr("Nonlethal damage")),
            (self.tr("Critical m&ultiplier:"), self.multiplier_spin, "multiplierSpin", self.tr("Critical multiplier")),
            (self.tr("E&xtra, not multiplied:"), self.extra_edit, "extraEdit", self.tr("Extra dice, not multiplied")),
            (self.tr("&Reduction:"), self.reduction_spin, "reductionSpin", self.tr("Damage reduction")),
            (self.tr("&Other bonus:"), self.modifier_spin, "modifierSpin", self.tr("Other bonus on the check")),
            (None, self.shared_check, "sharedRollCheck", self.tr("One d20 for all targets")),
        ]
        for label, widget, name, accessible in fields:
            widget.setObjectName(name)
            widget.setAccessibleName(accessible)
            if label is None:
                continue
            caption = QLabel(label, box)
            caption.setBuddy(widget)
            form.addRow(caption, row_of(widget) if isinstance(widget, QSpinBox) else widget)
            if widget is self.damage_edit:
                form.addRow(None, self.damage_error)
                form.addRow(None, lethal_row)
            if widget is self.modifier_spin:
                form.addRow(None, self.shared_check)
        form.addRow(self.tr("Damage bonus (B2):"), self.bonus_label)
        self.multiplier_spin.setToolTip(self.tr("On a critical hit: (flat + dice bonuses) × multiplier (B2)."))
        self.shared_check.setToolTip(self.tr("An area effect: the same d20 against each target's damage DC."))
        self.target_list.itemChanged.connect(self._refresh)
        self.attacker_combo.currentIndexChanged.connect(self._refresh)
        self.damage_edit.textChanged.connect(self._refresh)
        self.extra_edit.textChanged.connect(self._refresh)
        self.lethal_radio.toggled.connect(self._refresh)
        for spin in (self.multiplier_spin, self.reduction_spin, self.modifier_spin):
            spin.valueChanged.connect(self._refresh)
        self.shared_check.toggled.connect(self._shared_toggled)
        return box

    def _build_entry(self) -> QGroupBox:
        self.entry_box = QGroupBox(self.tr("Enter dice"), self)
        self.entry_box.setObjectName("diceEntryBox")
        layout = QVBoxLayout(self.entry_box)
        # Many targets, many dice: the boxes scroll rather than push the dialog off a 768-pixel screen.
        scroll = QScrollArea(self.entry_box)
        scroll.setObjectName("diceEntryScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.dice_entry = DiceEntry(scroll)
        scroll.setWidget(self.dice_entry)
        scroll.setMaximumHeight(QSpinBox().sizeHint().height() * 7)
        layout.addWidget(scroll)
        buttons = QHBoxLayout()
        self.use_dice_button = QPushButton(self.tr("&Use these dice"), self.entry_box)
        self.use_dice_button.setObjectName("useDiceButton")
        self.use_dice_button.setAccessibleName(self.tr("Use these dice"))
        self.use_dice_button.clicked.connect(self._use_dice)
        self.cancel_entry_button = QPushButton(self.tr("&Back"), self.entry_box)
        self.cancel_entry_button.setObjectName("cancelEntryButton")
        self.cancel_entry_button.setAccessibleName(self.tr("Back without these dice"))
        self.cancel_entry_button.setAutoDefault(False)
        self.cancel_entry_button.clicked.connect(self._cancel_entry)
        buttons.addWidget(self.use_dice_button)
        buttons.addWidget(self.cancel_entry_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.entry_box.hide()
        return self.entry_box

    def _build_buttons(self) -> QHBoxLayout:
        row = roll_button_row(self, roll=(self.tr("&Roll"), self.tr("Roll")),
                              enter_dice=(self.tr("&Enter dice…"), self.tr("Enter dice")),
                              ok_name=self.tr("OK"), cancel_name=self.tr("Cancel"),
                              on_roll=self._roll, on_enter_dice=self._enter_dice)
        self.roll_button, self.enter_dice_button = row.roll, row.enter_dice
        self.buttons, self.ok_button, self.cancel_button = row.box, row.ok, row.cancel
        return row.layout

    # -- what the widgets say --------------------------------------------------------
    def _attacker(self) -> str | None:
        return self.attacker_combo.currentData() or None

    def _inputs(self, target: str) -> dict[str, Any]:
        damage = self.damage_edit.text().strip()
        return dict(target=target, damage=damage, lethal=self.lethal_radio.isChecked(),
                    multiplier=self.multiplier_spin.value(), extra=self.extra_edit.text().strip(),
                    reduction=self.reduction_spin.value(), modifier=self.modifier_spin.value(),
                    attacker=self._attacker())

    def _spec(self) -> DamageSpec:
        inputs = self._inputs("")
        return DamageSpec(inputs["damage"], multiplier=inputs["multiplier"], extra=inputs["extra"],
                          reduction=inputs["reduction"], lethal=inputs["lethal"], modifier=inputs["modifier"])

    def _natural_of(self, target: str) -> int | None:
        return self._naturals.get(SHARED if self.shared_check.isChecked() else target)

    def _missing(self) -> list[str]:
        """The targets (or SHARED) still without their d20."""
        if self.shared_check.isChecked():
            return [SHARED] if self.targets() and SHARED not in self._naturals else []
        return [t for t in self.targets() if t not in self._naturals]

    def _needs(self, keys: Sequence[str]) -> tuple[DieNeed, ...]:
        return tuple(DieNeed(20, "damage_check", self._attacker(), target=None if key == SHARED else key)
                     for key in keys)

    # -- reacting --------------------------------------------------------------------
    def _shared_toggled(self) -> None:
        if self._entering:
            self._hide_entry()
        self._refresh()

    def _refresh(self) -> None:
        self._show_error("")
        spec_error = self._spec_error()
        self.damage_error.setText(spec_error)
        self.damage_error.setVisible(bool(spec_error))
        self.bonus_label.setText("—" if spec_error else bonus_text(self._spec().bonus()))
        self._sync_cards()
        settings = self._encounter.settings
        attacker_id = self._attacker()
        attacker = self._encounter.combatant(attacker_id) if attacker_id else None
        realistic = derived.realistic_penalty(attacker, settings) if attacker is not None else 0
        for target_id, card in self._cards.items():
            target = self._encounter.combatant(target_id)
            lethal = self.lethal_radio.isChecked()
            dc = damage_dc_of(target, lethal=lethal)
            if spec_error:
                card.clear_setup(dc, lethal=lethal)
                card.show_result(None)
                continue
            spec = self._spec()
            command = DamageCheckCommand(**self._inputs(target_id))
            terms = wounds.damage_check_terms(spec.bonus().total, lethal=lethal,
                                              target_states=[s.state.value for s in target.states],
                                              modifier=spec.modifier - realistic)
            try:
                odds = command.odds(self._encounter)
            except ActionError as error:
                self._show_error(error_text(error))
                continue
            card.show_setup(dc, terms, lethal=lethal, odds=odds)
            natural = self._natural_of(target_id)
            card.show_result(None if natural is None else
                             resolve_damage(PatchBuilder(self._encounter), spec, target_id=target_id,
                                            natural=natural, attacker=attacker))
        if not self.targets():
            self._show_error(self.tr("Pick at least one target."))
        if self._entering:
            self._set_entry_needs()
        self._update_buttons()

    def _spec_error(self) -> str:
        """The rules' message for a damage or extra expression they refuse ("" when valid)."""
        try:
            self._spec().bonus()
        except RulesError as error:
            return error_text(error)
        return ""

    def _error_now(self) -> bool:
        return bool(self._spec_error()) or not self.targets() or self.error_label.isVisible()

    def _sync_cards(self) -> None:
        """One card per checked target, in the encounter's order."""
        wanted = self.targets()
        for target_id in list(self._cards):
            if target_id not in wanted:
                card = self._cards.pop(target_id)
                self._cards_layout.removeWidget(card)
                card.deleteLater()
        for number, target_id in enumerate(wanted):
            card = self._cards.get(target_id)
            if card is None:
                card = DamageTargetCard(self._encounter.combatant(target_id), number, self._cards_body)
                self._cards[target_id] = card
            self._cards_layout.insertWidget(number, card)
            card.setObjectName(f"damageCard{number}")

    def _update_buttons(self) -> None:
        invalid = self._error_now()
        missing = self._missing()
        self.roll_button.setEnabled(not invalid and bool(missing))
        self.enter_dice_button.setEnabled(not invalid)
        self.ok_button.setEnabled(not invalid and not missing and not self._entering)
        if self._entering:
            make_default(self, self.use_dice_button)
        elif missing or invalid:
            make_default(self, self.roll_button)
        else:
            make_default(self, self.ok_button)

    def _show_error(self, message: str) -> None:
        show_error(self.error_label, message)

    # -- the dice --------------------------------------------------------------------
    def _roll(self) -> None:
        """Roll the d20 of every target that has none yet."""
        for key in self._missing():
            self._naturals[key] = self._dice.roll(20)
        self._hide_entry()
        self._refresh()
        if self.ok_button.isEnabled():
            self.ok_button.setFocus()

    def _enter_dice(self) -> None:
        """Type every target's d20 (those already in are shown, to correct a typo)."""
        self._entering = True
        self._set_entry_needs()
        self.entry_box.show()
        self._refresh()
        boxes = self._dice_boxes()
        if boxes:
            boxes[0].setFocus()
            boxes[0].selectAll()

    def _entry_keys(self) -> list[str]:
        return [SHARED] if self.shared_check.isChecked() else self.targets()

    def _set_entry_needs(self) -> None:
        needs = self._needs(self._entry_keys())
        if needs != self.dice_entry.needs():
            typed = {need: value for need, value in zip(self.dice_entry.needs(), self.dice_entry.naturals())}
            self.dice_entry.set_needs(needs, self._encounter)
            keys = self._entry_keys()
            self.dice_entry.set_naturals([typed.get(need, self._naturals.get(key, 1))
                                          for need, key in zip(needs, keys)])
            self._fix_tab_order()

    def _use_dice(self) -> None:
        for key, natural in zip(self._entry_keys(), self.dice_entry.naturals()):
            self._naturals[key] = natural
        self._hide_entry()
        self._refresh()
        if self.ok_button.isEnabled():
            self.ok_button.setFocus()

    def _cancel_entry(self) -> None:
        self._hide_entry()
        self._refresh()

    def _hide_entry(self) -> None:
        self._entering = False
        self.entry_box.hide()

    def _dice_boxes(self) -> list[QSpinBox]:
        boxes = [self.dice_entry.findChild(QSpinBox, f"die{i}") for i in range(len(self.dice_entry.needs()))]
        return [box for box in boxes if box is not None]

    def _fix_tab_order(self) -> None:
        chain_tab_order([
            self.target_list, self.attacker_combo, self.damage_edit, self.lethal_radio, self.nonlethal_radio,
            self.multiplier_spin, self.extra_edit, self.reduction_spin, self.modifier_spin, self.shared_check,
            *self._dice_boxes(), self.use_dice_button, self.cancel_entry_button,
            self.roll_button, self.enter_dice_button, self.ok_button, self.cancel_button,
        ])

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        self._fix_tab_order()
        super().showEvent(event)
