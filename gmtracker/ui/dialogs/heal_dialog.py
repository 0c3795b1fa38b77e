"""The Heal dialog: healing (B7) spent on a count or on a recovery check, and temporary hit points (B3).

Healing dice become a healing bonus by B2 (``1d8+1`` → 4), shown as the GM types.
Use (1) lowers the wound count (1 per 2 points) or the bruise count (5 per point); each
choice is disabled, with the reason beside it, while the count is locked by seriously
wounded / seriously bruised (B5) or is already 0. Use (2) makes the recovery check of a
chosen damage state with the healing bonus (B8, always rolled), with its odds and
"Roll" / "Enter dice". The second tab sets temporary hit points with a duration.

``command()`` is a :class:`~gmtracker.encounter.actions_care.HealCommand` (first tab) or a
:class:`~gmtracker.encounter.actions_care.TempHpCommand` (second tab).
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ActionError, Combatant, Command, Encounter
from gmtracker.encounter.actions_care import HealCommand, TempHpCommand, recovery_bonus
from gmtracker.encounter.derived import damage_dc, wound_track
from gmtracker.rules.damage import DamageBonus
from gmtracker.rules.dice import DiceSource, TypedDice
from gmtracker.rules.errors import RulesError
from gmtracker.rules.recovery import (
    BRUISES_PER_HEALING_POINT,
    HEALING_POINTS_PER_WOUND,
    RECOVERY_DC,
    RecoverySource,
    healing_bonus,
    heal_count,
)
from gmtracker.rules.wound_codes import CountKind, DamageState
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.text_format import fill, join_words, signed
from gmtracker.ui.words.user_text import add_name_item

from .dialog_parts import (
    DiceChoice,
    error_label,
    label_buddies,
    named,
    ok_cancel_buttons,
    plain_label,
    build_accepted,
    show_error,
    state_name,
    translated_percent_text,
)

#: Rounds in each duration unit of the temporary hit points (B12).
_UNIT_ROUNDS = (1, 10, 600)


def _number(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{float(value):g}"


class HealDialog(QDialog):
    """Heal a combatant (B7) or give it temporary hit points (B3).

    ``target`` and ``healer`` are combatant ids to preselect. After OK, :meth:`command`
    is the command to push (not applied).
    """

    def __init__(
        self,
        encounter: Encounter,
        dice: DiceSource,
        parent: QWidget | None = None,
        *,
        target: str | None = None,
        healer: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("healDialog")
        self.setWindowTitle(self.tr("Heal"))
        self._encounter = encounter
        self._dice = dice
        self._command: Command | None = None
        self._bonus: DamageBonus | None = None

        layout = QVBoxLayout(self)
        who = QFormLayout()
        self.target_combo = named(QComboBox(self), "targetCombo", self.tr("Patient"))
        self.healer_combo = named(QComboBox(self), "healerCombo", self.tr("Healer"))
        self.healer_combo.addItem(self.tr("— nobody —"), None)
        for combatant in encounter.combatants:
            add_name_item(self.target_combo, combatant.name, combatant.id)
            add_name_item(self.healer_combo, combatant.name, combatant.id)
        who.addRow(self.tr("&Patient:"), self.target_combo)
        who.addRow(self.tr("&Healer:"), self.healer_combo)
        self.status_label = plain_label("", self, object_name="targetStatusLabel")
        who.addRow(self.tr("Now:"), self.status_label)
        label_buddies(who)
        layout.addLayout(who)

        self.tabs = named(QTabWidget(self), "healTabs", self.tr("Healing or temporary hit points"))
        self.tabs.addTab(self._healing_tab(), self.tr("&Healing"))
        self.tabs.addTab(self._temp_hp_tab(), self.tr("&Temporary hit points"))
        layout.addWidget(self.tabs)

        self.error = error_label(self)
        layout.addWidget(self.error)
        self.buttons = ok_cancel_buttons(self, ok_name=self.tr("OK"), cancel_name=self.tr("Cancel"))
        layout.addWidget(self.buttons)

        self._select(self.target_combo, target if target is not None else self._likely_patient())
        self._select(self.healer_combo, healer)
        self.target_combo.currentIndexChanged.connect(self._target_changed)
        self.healer_combo.currentIndexChanged.connect(self._refresh)
        self.tabs.currentChanged.connect(self._refresh)
        self._target_changed()
        self.healing_edit.setFocus()

    # -- building the widgets ----------------------------------------------------------

    def _healing_tab(self) -> QWidget:
        tab = QWidget(self)
        tab.setObjectName("healingTab")
        layout = QVBoxLayout(tab)
        form = QFormLayout()
        self.healing_edit = named(QLineEdit(tab), "healingEdit", self.tr("Healing dice"))
        self.healing_edit.setPlaceholderText(self.tr("e.g. 1d8+1"))
        form.addRow(self.tr("Healing &dice:"), self.healing_edit)
        self.bonus_label = plain_label("", tab, object_name="healingBonusLabel", wrap=False)
        form.addRow(self.tr("Healing bonus:"), self.bonus_label)
        label_buddies(form)
        layout.addLayout(form)

        self.use_group = QButtonGroup(self)
        self.count_radio = named(QRadioButton(self.tr("&Lower a count (use 1)"), tab), "countRadio",
                                 self.tr("Lower the wound or bruise count"))
        self.use_group.addButton(self.count_radio)

        layout.addWidget(self.count_radio)
        count_box = QGroupBox(tab)
        count_box.setObjectName("countBox")
        count_layout = QVBoxLayout(count_box)
        self.count_group = QButtonGroup(self)
        self.wounds_radio = named(QRadioButton(fill(self.tr("&Wound count (1 per %1 points)"),
            HEALING_POINTS_PER_WOUND), count_box), "woundsRadio", self.tr("Lower the wound count"))
        self.wounds_reason = plain_label("", count_box, object_name="woundsReasonLabel", wrap=False)
        self.bruises_radio = named(QRadioButton(fill(self.tr("&Bruise count (%1 per point)"),
            BRUISES_PER_HEALING_POINT), count_box), "bruisesRadio", self.tr("Lower the bruise count"))
        self.bruises_reason = plain_label("", count_box, object_name="bruisesReasonLabel", wrap=False)
        for widget in (self.wounds_radio, self.wounds_reason, self.bruises_radio, self.bruises_reason):
            count_layout.addWidget(widget)
        for reason in (self.wounds_reason, self.bruises_reason):
            reason.setIndent(24)
            reason.setStyleSheet("QLabel { color: palette(placeholder-text); }")
        self.count_group.addButton(self.wounds_radio)
        self.count_group.addButton(self.bruises_radio)
        self.count_preview = plain_label("", count_box, object_name="countPreviewLabel", wrap=False)
        count_layout.addWidget(self.count_preview)
        self.count_box = count_box
        layout.addWidget(count_box)

        self.recovery_radio = named(QRadioButton(self.tr("Make a &recovery check (use 2)"), tab), "recoveryRadio",
                                    self.tr("Make a recovery check with the healing bonus"))
        self.use_group.addButton(self.recovery_radio)
        layout.addWidget(self.recovery_radio)
        recovery_box = QGroupBox(tab)
        recovery_box.setObjectName("recoveryBox")
        recovery_layout = QFormLayout(recovery_box)
        self.state_combo = named(QComboBox(recovery_box), "stateCombo", self.tr("Damage state to recover from"))
        recovery_layout.addRow(self.tr("&State:"), self.state_combo)
        self.odds_label = plain_label("", recovery_box, object_name="recoveryOddsLabel", wrap=False)
        recovery_layout.addRow(self.tr("Odds:"), self.odds_label)
        self.dice_choice = DiceChoice(self._encounter, recovery_box, name="healDice",
                                      subject=self.tr("recovery check"))
        recovery_layout.addRow(self.tr("Dice:"), self.dice_choice)
        self.result_label = plain_label("", recovery_box, object_name="recoveryResultLabel", wrap=False)
        recovery_layout.addRow(self.result_label)
        label_buddies(recovery_layout)
        self.recovery_box = recovery_box
        layout.addWidget(recovery_box)
        layout.addStretch(1)

        self.healing_edit.textChanged.connect(self._refresh)
        self.use_group.buttonToggled.connect(self._refresh)
        self.count_group.buttonToggled.connect(self._refresh)
        self.state_combo.currentIndexChanged.connect(self._refresh)
        self.dice_choice.changed.connect(self._refresh)
        return tab

    def _temp_hp_tab(self) -> QWidget:
        tab = QWidget(self)
        tab.setObjectName("tempHpTab")
        layout = QVBoxLayout(tab)
        form = QFormLayout()
        self.temp_now_label = plain_label("", tab, object_name="tempHpNowLabel", wrap=False)
        form.addRow(self.tr("Current:"), self.temp_now_label)
        self.temp_spin = named(QSpinBox(tab), "tempHpSpin", self.tr("Temporary hit points"))
        self.temp_spin.setRange(0, 9999)
        self.temp_spin.setSpecialValueText(self.tr("0 (remove them)"))
        form.addRow(self.tr("&Temporary hit points:"), self.temp_spin)
        self.until_removed = named(QCheckBox(self.tr("Until &removed"), tab), "untilRemovedCheck",
                                   self.tr("The temporary hit points last until removed"))
        form.addRow(self.tr("Lasting:"), self.until_removed)
        duration = QHBoxLayout()
        self.duration_spin = named(QSpinBox(tab), "durationSpin", self.tr("Duration"))
        self.duration_spin.setRange(1, 9999)
        self.duration_spin.setValue(1)
        self.duration_unit = named(QComboBox(tab), "durationUnitCombo", self.tr("Duration unit"))
        self.duration_unit.addItems([self.tr("rounds"), self.tr("minutes"), self.tr("hours")])
        self.duration_unit.setCurrentIndex(1)
        duration.addWidget(self.duration_spin)
        duration.addWidget(self.duration_unit)
        duration.addStretch(1)
        form.addRow(self.tr("D&uration:"), duration)
        self.temp_preview = plain_label("", tab, object_name="tempHpPreviewLabel", wrap=False)
        form.addRow(self.temp_preview)
        label_buddies(form)
        layout.addLayout(form)
        layout.addStretch(1)
        for signal in (self.temp_spin.valueChanged, self.duration_spin.valueChanged,
                       self.duration_unit.currentIndexChanged, self.until_removed.toggled):
            signal.connect(self._refresh)
        return tab

    @staticmethod
    def _select(combo: QComboBox, combatant_id: str | None) -> None:
        index = combo.findData(combatant_id)
        if index >= 0:
            combo.setCurrentIndex(index)

    def _likely_patient(self) -> str | None:
        """The first living combatant with something to heal."""
        for combatant in self._encounter.combatants:
            if not combatant.has_state(DamageState.DEAD) and (combatant.wounds or combatant.bruises
                                                              or combatant.states):
                return combatant.id
        return None

    # -- reading the choices ----------------------------------------------------------

    def target(self) -> Combatant:
        return self._encounter.combatant(self.target_combo.currentData())

    def healer(self) -> str | None:
        healer: str | None = self.healer_combo.currentData()
        return healer

    def is_temp_hp(self) -> bool:
        return self.tabs.currentIndex() == 1

    def count_kind(self) -> CountKind:
        return CountKind.BRUISES if self.bruises_radio.isChecked() else CountKind.WOUNDS

    def state(self) -> DamageState | None:
        data = self.state_combo.currentData()
        return None if data is None else DamageState(data)

    def temp_rounds(self) -> int | None:
        if self.until_removed.isChecked():
            return None
        return self.duration_spin.value() * _UNIT_ROUNDS[self.duration_unit.currentIndex()]

    # -- live state --------------------------------------------------------------------

    def _target_changed(self) -> None:
        target = self.target()
        parts = [fill(self.tr("wound count %1"), target.wounds),
                 fill(self.tr("bruise count %1"), target.bruises)]
        parts += [state_name(entry.state) for entry in target.states]
        self.status_label.setText(join_words(parts))

        self.state_combo.blockSignals(True)
        previous = self.state_combo.currentData()
        self.state_combo.clear()
        for entry in target.states:
            if entry.state is not DamageState.DEAD and self.state_combo.findData(entry.state.value) < 0:
                self.state_combo.addItem(state_name(entry.state), entry.state.value)
        index = self.state_combo.findData(previous)
        self.state_combo.setCurrentIndex(max(index, 0))
        self.state_combo.blockSignals(False)

        wounds_reason = self._count_reason(CountKind.WOUNDS, target)
        bruises_reason = self._count_reason(CountKind.BRUISES, target)
        for radio, label, reason in ((self.wounds_radio, self.wounds_reason, wounds_reason),
                                     (self.bruises_radio, self.bruises_reason, bruises_reason)):
            radio.setEnabled(not reason)
            label.setText(reason)
            label.setVisible(bool(reason))
        self.recovery_radio.setEnabled(self.state_combo.count() > 0)
        self.count_radio.setEnabled(not (wounds_reason and bruises_reason))
        self._choose_defaults()

        if target.temp_hp:
            until = (fill(self.tr("until clock round %1"), target.temp_hp_until)
                     if target.temp_hp_until is not None else self.tr("until removed"))
            now = fill(self.tr("%1 temporary hit points, %2 (damage DC %3)"), target.temp_hp, until,
                       signed(target.temp_hp // 2))
        else:
            now = self.tr("no temporary hit points")
        self.temp_now_label.setText(now)
        self._refresh()

    def _count_reason(self, kind: CountKind, target: Combatant) -> str:
        """Why this count cannot be lowered now ("" if it can)."""
        track = wound_track(target)
        if kind is CountKind.WOUNDS:
            if track.wounds_locked:
                return self.tr("Seriously wounded: the wound count cannot be lowered (B5); "
                               "make a recovery check instead.")
            if not track.wounds:
                return self.tr("The wound count is already 0.")
        else:
            if track.bruises_locked:
                return self.tr("Seriously bruised: the bruise count cannot be lowered (B5); "
                               "make a recovery check instead.")
            if not track.bruises:
                return self.tr("The bruise count is already 0.")
        return ""

    def _choose_defaults(self) -> None:
        """Keep every checked choice an enabled one (a new patient may forbid the old one)."""
        for group, choices in ((self.count_group, (self.wounds_radio, self.bruises_radio)),
                               (self.use_group, (self.count_radio, self.recovery_radio))):
            chosen = group.checkedButton()
            if chosen is None or not chosen.isEnabled():
                enabled = [radio for radio in choices if radio.isEnabled()]
                (enabled[0] if enabled else choices[0]).setChecked(True)

    def _refresh(self) -> None:
        show_error(self.error, "")
        target = self.target()
        text = self.healing_edit.text().strip()
        self._bonus = None
        if not text:
            self.bonus_label.setText(self.tr("Type the healing dice (B7: they become a fixed bonus by B2)."))
        else:
            try:
                self._bonus = healing_bonus(text)
            except RulesError as error:
                self.bonus_label.setText(fill(self.tr("Not a dice expression: %1"), error_text(error)))
            else:
                self.bonus_label.setText(self._bonus_text(self._bonus))
        counting = self.count_radio.isChecked()
        self.count_box.setEnabled(counting and self.count_radio.isEnabled())
        self.recovery_box.setEnabled(not counting and self.recovery_radio.isEnabled())
        self.count_preview.setText(self._count_preview(target) if counting else "")
        state = self.state()
        self.dice_choice.set_needs(HealCommand(target.id, "0", state=state).dice_needed(self._encounter)
                                   if state is not None and not counting else ())
        self.odds_label.setText(self._odds_text(target, state))
        self.result_label.setText(self._result_text(target, state) if not counting else "")
        self.temp_preview.setText(self._temp_preview(target))
        self.duration_spin.setEnabled(not self.until_removed.isChecked())
        self.duration_unit.setEnabled(not self.until_removed.isChecked())

    def _bonus_text(self, bonus: DamageBonus) -> str:
        parts = [fill(self.tr("%1 → %2"), ("−" if d.sign < 0 else "") + d.group, _number(d.bonus)) for d in bonus.dice]
        if bonus.flat:
            parts.append(signed(bonus.flat))
        return fill(self.tr("%1 (%2; B2, B7)"), bonus.total, ", ".join(parts))

    def _count_preview(self, target: Combatant) -> str:
        if self._bonus is None or not self.count_radio.isEnabled():
            return ""
        kind = self.count_kind()
        try:
            result = heal_count(wound_track(target), self._bonus, count=kind)
        except RulesError:
            return ""
        template = (self.tr("Wound count %1 → %2 (%3 points used, %4 lost)") if kind is CountKind.WOUNDS
                    else self.tr("Bruise count %1 → %2 (%3 points used, %4 lost)"))
        return fill(template, result.before.count(kind), result.after.count(kind), result.points_used,
                    result.points_lost)

    def _recovery_bonus(self, target: Combatant) -> int | None:
        if self._bonus is None:
            return None
        return recovery_bonus(target, self._encounter.settings, source=RecoverySource.HEALING,
                              healing=self._bonus.total)

    def _odds_text(self, target: Combatant, state: DamageState | None) -> str:
        bonus = self._recovery_bonus(target)
        if state is None:
            return self.tr("No damage state to recover from.")
        if bonus is None:
            return self.tr("Type the healing dice first.")
        command = HealCommand(target.id, self.healing_edit.text().strip(), state=state)
        odds = command.odds(self._encounter)[True]  # type: ignore[index]
        self.odds_label.setToolTip(f"{odds.numerator}/{odds.denominator}")
        return fill(self.tr("d20 %1 against DC %2: %3 chance to end %4 (B8)"), signed(bonus), RECOVERY_DC[state],
                    translated_percent_text(odds), state_name(state))

    def _result_text(self, target: Combatant, state: DamageState | None) -> str:
        if state is None or self._bonus is None or not self.dice_choice.entered():
            return ""
        naturals = self.dice_choice.naturals()
        if not naturals:
            return ""
        try:
            check = HealCommand(target.id, self.healing_edit.text().strip(), state=state,
                                natural=naturals[0]).recovery_result(self._encounter)
        except ActionError:
            return ""
        if check is None:
            return ""
        verdict = (fill(self.tr("success: %1 ends"), state_name(state)) if check.success
                   else self.tr("failure: nothing changes"))
        return fill(self.tr("d20 %1 %2 = %3 against DC %4 — %5"), check.die, signed(check.bonus + check.modifier),
                    check.total, check.dc, verdict)

    def _temp_preview(self, target: Combatant) -> str:
        amount = self.temp_spin.value()
        if not amount:
            return (self.tr("Removes the temporary hit points.") if target.temp_hp
                    else self.tr("Type the temporary hit points."))
        rounds = self.temp_rounds()
        dc_now = damage_dc(target)
        dc_after = dc_now - target.temp_hp // 2 + amount // 2
        lasting = (self.tr("until removed") if rounds is None else
                   fill(self.tr("until clock round %1"), self._encounter.turn.clock + rounds))
        text = fill(self.tr("Damage DC %1 → %2 (B3: half the temporary hit points), %3."), dc_now, dc_after, lasting)
        if target.temp_hp:
            text += " " + fill(self.tr("They replace the current %1."), target.temp_hp)
        return text

    # -- the command ----------------------------------------------------------------------

    def _build(self, dice: DiceSource) -> Command:
        target = self.target()
        if self.is_temp_hp():
            return TempHpCommand(target.id, self.temp_spin.value(), rounds=self.temp_rounds(), source=self.healer())
        healing = self.healing_edit.text().strip()
        if not healing:
            raise ActionError(self.tr("Type the healing dice (e.g. 1d8+1)."))
        if self.count_radio.isChecked():
            return HealCommand(target.id, healing, healer=self.healer(), count=self.count_kind())
        state = self.state()
        if state is None:
            raise ActionError(self.tr("Choose the damage state whose recovery check the healing pays for."))
        return HealCommand(target.id, healing, healer=self.healer(), state=state).roll(self._encounter, dice)

    def accept(self) -> None:
        """Build the command (rolling if asked); a refusal is shown and the dialog stays open."""
        needs = () if self.is_temp_hp() or self.count_radio.isChecked() else self.dice_choice.needs()
        command, problem = build_accepted(self._encounter, lambda: self._build(TypedDice([1] * len(needs))),
                                          lambda: self._build(self.dice_choice.source(self._dice)))
        if command is None:
            show_error(self.error, problem)
            return
        self._command = command
        super().accept()

    def command(self) -> Command | None:
        """The built command after OK (None before, or after Cancel)."""
        return self._command if self.result() == QDialog.DialogCode.Accepted else None

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        hint.setWidth(max(hint.width(), 560))
        return hint


def dialog_for(scope: ActionScope) -> HealDialog:
    """The heal dialog of the Heal action: the selected combatant (else the acting one)
    is healed; whose turn it is heals."""
    return HealDialog(scope.encounter, scope.dice, scope.parent, target=scope.acting, healer=scope.current)
