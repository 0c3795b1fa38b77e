"""The Heal dialog: healing (B7) spent on a count or on a recovery check, and temporary hit points (B3).

Healing dice become a healing bonus by B2 (``1d8+1`` → 4), shown as the GM types.
Use (1) lowers the wound count (1 per 2 points) or the bruise count (5 per point); each
choice is disabled, with the reason beside it, while the count is locked by seriously
wounded / seriously bruised (B5) or is already 0. Use (2) makes the recovery check of a
chosen damage state with the healing bonus (B8, always rolled). The second tab sets
temporary hit points with a duration.

An :class:`~gmtracker.ui.dialogs.action_dialog.ActionDialog`: the recovery check shows
its odds (the command's ``odds()``) and is made by "Roll" or "Enter dice" (one d20);
lowering a count and temporary hit points roll nothing, so OK takes them straight from
the choices. What will change is read from the command's own patch, never worked out
here. ``commands()`` is one :class:`~gmtracker.encounter.actions_care.HealCommand`
(first tab) or :class:`~gmtracker.encounter.actions_care.TempHpCommand` (second tab).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from PySide6.QtWidgets import QButtonGroup, QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLineEdit
from PySide6.QtWidgets import QRadioButton, QSpinBox, QTabWidget, QVBoxLayout, QWidget

from gmtracker.encounter import ActionError, Combatant, Encounter
from gmtracker.encounter.actions_care import CountLock, HealCommand, TempHpCommand
from gmtracker.encounter.dice_protocol import DiceCommand
from gmtracker.rules.damage import DamageBonus
from gmtracker.rules.dice import DiceSource
from gmtracker.rules.wound_codes import CountKind, DamageState
from gmtracker.ui.dialogs.action_dialog import ActionDialog, AtTable
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.widgets.target_picker import Aim, TargetMemory, TargetPicker
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.text_format import fill, join_words, signed
from gmtracker.ui.words.user_text import add_name_item

from .dialog_parts import label_buddies, logged_lines, named, plain_label, select_data, state_name

# The target memory's kind for healing (each healer's last patient, issue 26 item 2).
MEMORY_KIND = "heal"
# Rounds in each duration unit of the temporary hit points (B12).
_UNIT_ROUNDS = (1, 10, 600)


def _number(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{float(value):g}"


class HealDialog(ActionDialog):
    """Heal a combatant (B7) or give it temporary hit points (B3).

    ``target`` and ``healer`` are combatant ids to preselect. After OK, :meth:`commands`
    holds the command to push (not applied).
    """

    def __init__(self, encounter: Encounter, dice: DiceSource, parent: QWidget | None = None, *,
                 target: str | None = None, healer: str | None = None, at_table: AtTable = False,
                 selected: Sequence[str] = (), memory: TargetMemory | None = None,
                 healer_for: Callable[[str | None], str | None] | None = None) -> None:
        """``target`` opens picked as given; else the table's ``selected`` when it is on the
        healer's side, else the healer's last patient in ``memory``, else a likely patient.
        ``healer_for(patient)`` is the default healer of a patient: until the GM picks a healer
        by hand, the healer follows the patient picked in the dialog (issue 27)."""
        super().__init__(encounter, dice, parent, at_table=at_table)
        self._healer_for: Callable[[str | None], str | None] | None = None  # from the first change on
        self._healer_by_hand = False
        self.memory = memory if memory is not None else TargetMemory()
        self.setObjectName("healDialog")
        self.setWindowTitle(self.tr("Heal"))
        self._bonus: DamageBonus | None = None

        who = QFormLayout()
        # One patient, the healer's side first, an opponent asked twice, 1–9 (issue 26 item 2).
        self.target_picker = TargetPicker(self, multiple=False, aim=Aim.HELP, list_name="targetCombo",
                                          accessible=self.tr("Patient"))
        self.target_list = self.target_picker.list
        self.healer_combo = named(QComboBox(self), "healerCombo", self.tr("Healer"))
        self.healer_combo.addItem(self.tr("— nobody —"), None)
        for combatant in encounter.combatants:
            add_name_item(self.healer_combo, combatant.name, combatant.id)
        who.addRow(self.tr("&Patient (1–9):"), self.target_picker)
        who.addRow(self.tr("&Healer:"), self.healer_combo)
        self.status_label = plain_label("", self, object_name="targetStatusLabel")
        who.addRow(self.tr("Now:"), self.status_label)
        label_buddies(who)
        self.setup_layout.addLayout(who)

        self.tabs = named(QTabWidget(self), "healTabs", self.tr("Healing or temporary hit points"))
        self.tabs.addTab(self._healing_tab(), self.tr("Heali&ng"))
        self.tabs.addTab(self._temp_hp_tab(), self.tr("Te&mporary hit points"))
        self.setup_layout.addWidget(self.tabs, 1)

        self.odds_summary.show()
        self.result_label = plain_label("", self, object_name="recoveryResultLabel")
        self.results_layout.addWidget(self.result_label)
        self.results_layout.addStretch(1)

        select_data(self.healer_combo, healer)
        self.target_picker.set_combatants(self.encounter, self.healer(), include_actor=True)
        first = ([target] if target is not None and encounter.has(target) else
                 self.target_picker.prepick(selected, self.memory.last_targets(MEMORY_KIND, self.healer()))
                 or [self._likely_patient() or self.target_picker.ids()[0]])
        self.target_picker.set_picked(first)
        self.target_picker.changed.connect(self._target_changed)
        self.healer_combo.currentIndexChanged.connect(self._healer_changed)
        self.healer_combo.activated.connect(self._healer_picked)
        self.tabs.currentChanged.connect(self.refresh)
        self._target_changed()
        self._healer_for = healer_for  # ``healer`` holds on opening; it follows later picks
        self.start(first=self.healing_edit)

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
        self.count_radio, self.count_box = self._use(tab, self.tr("&Lower a count (use 1)"), "count",
                                                     self.tr("Lower the wound or bruise count"))
        count_layout = QVBoxLayout(self.count_box)
        self.count_group = QButtonGroup(self)
        self.wounds_radio = named(QRadioButton(self.tr("&Wound count (1 per %n point(s))", "",
            HealCommand.POINTS_PER_WOUND), self.count_box), "woundsRadio", self.tr("Lower the wound count"))
        self.wounds_reason = plain_label("", self.count_box, object_name="woundsReasonLabel")
        self.bruises_radio = named(QRadioButton(fill(self.tr("Bru&ise count (%1 per point)"),
            HealCommand.BRUISES_PER_POINT), self.count_box), "bruisesRadio", self.tr("Lower the bruise count"))
        self.bruises_reason = plain_label("", self.count_box, object_name="bruisesReasonLabel")
        for widget in (self.wounds_radio, self.wounds_reason, self.bruises_radio, self.bruises_reason):
            count_layout.addWidget(widget)
        for reason in (self.wounds_reason, self.bruises_reason):
            reason.setIndent(24)
            reason.setMinimumWidth(self.fontMetrics().averageCharWidth() * 44)  # two or three lines, not ten
            reason.setStyleSheet("QLabel { color: palette(placeholder-text); }")
        self.count_group.addButton(self.wounds_radio)
        self.count_group.addButton(self.bruises_radio)
        self.count_preview = plain_label("", self.count_box, object_name="countPreviewLabel", wrap=False)
        count_layout.addWidget(self.count_preview)

        self.recovery_radio, self.recovery_box = self._use(tab, self.tr("Make a re&covery check (use 2)"),
                                                           "recovery",
                                                           self.tr("Make a recovery check with the healing bonus"))
        recovery_layout = QFormLayout(self.recovery_box)
        self.state_combo = named(QComboBox(self.recovery_box), "stateCombo", self.tr("Damage state to recover from"))
        recovery_layout.addRow(self.tr("&State:"), self.state_combo)
        label_buddies(recovery_layout)
        layout.addStretch(1)

        self.healing_edit.textChanged.connect(self.refresh)
        self.use_group.buttonToggled.connect(self.refresh)
        self.count_group.buttonToggled.connect(self.refresh)
        self.state_combo.currentIndexChanged.connect(self.refresh)
        return tab

    def _use(self, tab: QWidget, text: str, name: str, accessible: str) -> tuple[QRadioButton, QGroupBox]:
        """A use of the healing (B7): its radio button, then the box of its own choices."""
        radio = named(QRadioButton(text, tab), f"{name}Radio", accessible)
        self.use_group.addButton(radio)
        box = QGroupBox(tab)
        box.setObjectName(f"{name}Box")
        for widget in (radio, box):
            tab.layout().addWidget(widget)  # type: ignore[union-attr]
        return radio, box

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
        self.until_removed = named(QCheckBox(self.tr("Until remo&ved"), tab), "untilRemovedCheck",
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
        form.addRow(self.tr("Durati&on:"), duration)
        self.temp_preview = plain_label("", tab, object_name="tempHpPreviewLabel", wrap=False)
        form.addRow(self.temp_preview)
        label_buddies(form)
        layout.addLayout(form)
        layout.addStretch(1)
        for signal in (self.temp_spin.valueChanged, self.duration_spin.valueChanged,
                       self.duration_unit.currentIndexChanged, self.until_removed.toggled):
            signal.connect(self.refresh)
        return tab

    def _likely_patient(self) -> str | None:
        """The first living combatant with something to heal, in the picker's order (the
        healer's side first)."""
        for combatant_id in self.target_picker.ids():
            combatant = self.encounter.combatant(combatant_id)
            if not combatant.has_state(DamageState.DEAD) and (combatant.wounds or combatant.bruises
                                                              or combatant.states):
                return combatant.id
        return None

    def _healer_picked(self) -> None:
        """The GM chose the healer: it no longer follows the patient."""
        self._healer_by_hand = True

    def _follow_patient(self, patient: str) -> None:
        """The default healer of the patient now picked, unless the GM chose one by hand. The
        patient lines keep their order (numbers 1–9 do not move under the GM's fingers)."""
        if self._healer_for is None or self._healer_by_hand:
            return
        healer = self._healer_for(patient)
        if healer != self.healer():
            self.healer_combo.blockSignals(True)
            select_data(self.healer_combo, healer)
            self.healer_combo.blockSignals(False)
            self.target_picker.set_actor(healer)

    def _healer_changed(self) -> None:
        """The lines from the new healer's side; the patient stays (named under the list when
        it is an opponent of the healer)."""
        patient = self.target_picker.current()
        self.target_picker.blockSignals(True)
        self.target_picker.set_combatants(self.encounter, self.healer(), [patient] if patient else [],
                                          include_actor=True)
        self.target_picker.blockSignals(False)
        self.refresh()

    def accept(self) -> None:
        """OK: the healing, and the healer's patient remembered for the session (issue 26 item 2)."""
        super().accept()
        if self.result() == HealDialog.DialogCode.Accepted:
            self.memory.remember_targets(MEMORY_KIND, self.healer(), [self.target().id])

    # -- reading the choices ----------------------------------------------------------

    def target(self) -> Combatant:
        return self.encounter.combatant(self.target_picker.current() or self.target_picker.ids()[0])

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

    # -- the hooks ---------------------------------------------------------------------

    def build_commands(self) -> list[DiceCommand]:
        self._show_choices()
        target = self.target()
        if self.is_temp_hp():
            return [TempHpCommand(target.id, self.temp_spin.value(), rounds=self.temp_rounds(), source=self.healer())]
        healing = self.healing_edit.text().strip()
        if not healing:
            raise ActionError(self.tr("Type the healing dice (e.g. 1d8+1)."))
        if self.count_radio.isChecked():
            return [HealCommand(target.id, healing, healer=self.healer(), count=self.count_kind())]
        state = self.state()
        if state is None:
            raise ActionError(self.tr("Choose the damage state whose recovery check the healing pays for."))
        return [HealCommand(target.id, healing, healer=self.healer(), state=state)]

    def ready_without_dice(self) -> bool:
        return True

    def show_setup(self, commands: list[DiceCommand]) -> None:
        super().show_setup(commands)
        command = commands[0]
        self.result_label.setText("")
        if isinstance(command, HealCommand) and command.count is not None:
            self.count_preview.setText(self._count_preview(command))
        elif isinstance(command, TempHpCommand):
            self.temp_preview.setText(self._temp_preview(command))

    def show_setup_error(self) -> None:
        super().show_setup_error()
        self.result_label.setText("")
        self.odds_summary.setText("")

    def odds_rows(self, commands: list[DiceCommand]) -> list[tuple[str, Fraction]] | None:
        """B7/B8: the recovery check's chance to end the state (None for a count or temporary hit points)."""
        command = commands[0]
        if not isinstance(command, HealCommand) or command.state is None:
            return None
        odds = command.odds(self.encounter)
        assert odds is not None
        self.odds_summary.setText(fill(self.tr("d20 %1 against DC %2 (B8)"), signed(command.recovery_bonus(
            self.encounter)), command.dc(self.encounter)))
        return [(fill(self.tr("%1 ends"), state_name(command.state)), odds[True]),
                (self.tr("nothing changes"), odds[False])]

    def show_dice(self, commands: list[DiceCommand], done: bool) -> None:
        self.result_label.setText("\n".join(logged_lines(self.encounter, self.patch_of(commands[0]))) if done else "")

    def setup_widgets(self) -> list[QWidget]:
        return [self.target_picker, self.healer_combo, self.tabs]

    def focus_chain(self) -> list[QWidget]:
        return [self.target_list, self.healer_combo, self.tabs, self.healing_edit, self.count_radio,
                self.wounds_radio, self.bruises_radio, self.recovery_radio, self.state_combo, self.temp_spin,
                self.until_removed, self.duration_spin, self.duration_unit]

    # -- live state --------------------------------------------------------------------

    def _target_changed(self) -> None:
        target = self.target()
        self._follow_patient(target.id)
        parts = [fill(self.tr("wound count %1"), target.wounds), fill(self.tr("bruise count %1"), target.bruises)]
        parts += [state_name(entry.state) for entry in target.states]
        self.status_label.setText(join_words(parts))

        self.state_combo.blockSignals(True)
        previous = self.state_combo.currentData()
        self.state_combo.clear()
        for entry in target.states:
            if entry.state is not DamageState.DEAD and self.state_combo.findData(entry.state.value) < 0:
                self.state_combo.addItem(state_name(entry.state), entry.state.value)
        self.state_combo.setCurrentIndex(max(self.state_combo.findData(previous), 0))
        self.state_combo.blockSignals(False)

        locks = HealCommand.locks(self.encounter, target.id)
        wounds_reason = self._count_reason(CountKind.WOUNDS, locks.get(CountKind.WOUNDS))
        bruises_reason = self._count_reason(CountKind.BRUISES, locks.get(CountKind.BRUISES))
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
            now = fill(self.tr("%n temporary hit point(s), %1 (damage DC %2)", "", target.temp_hp), until,
                       signed(TempHpCommand.dc_bonus(target.temp_hp)))
        else:
            now = self.tr("no temporary hit points")
        self.temp_now_label.setText(now)
        self.refresh()

    def _count_reason(self, kind: CountKind, lock: CountLock | None) -> str:
        """Why this count cannot be lowered now ("" if it can): the command's :meth:`HealCommand.locks`."""
        if kind is CountKind.WOUNDS:
            if lock is CountLock.LOCKED:
                return self.tr("Seriously wounded: the wound count cannot be lowered (B5); "
                               "make a recovery check instead.")
            if lock is CountLock.EMPTY:
                return self.tr("The wound count is already 0.")
        else:
            if lock is CountLock.LOCKED:
                return self.tr("Seriously bruised: the bruise count cannot be lowered (B5); "
                               "make a recovery check instead.")
            if lock is CountLock.EMPTY:
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

    def _show_choices(self) -> None:
        """What the choices say before any command is built: the healing bonus, which box is live."""
        text = self.healing_edit.text().strip()
        self._bonus = None
        if not text:
            self.bonus_label.setText(self.tr("Type the healing dice (B7: they become a fixed bonus by B2)."))
        else:
            try:
                self._bonus = HealCommand.healing_of(text)
            except ActionError as error:
                self.bonus_label.setText(fill(self.tr("Not a dice expression: %1"), error_text(error)))
            else:
                self.bonus_label.setText(self._bonus_text(self._bonus))
        counting = self.count_radio.isChecked()
        self.count_box.setEnabled(counting and self.count_radio.isEnabled())
        self.recovery_box.setEnabled(not counting and self.recovery_radio.isEnabled())
        self.count_preview.setText("")
        self.temp_preview.setText("")
        self.duration_spin.setEnabled(not self.until_removed.isChecked())
        self.duration_unit.setEnabled(not self.until_removed.isChecked())

    def _bonus_text(self, bonus: DamageBonus) -> str:
        parts = [fill(self.tr("%1 → %2"), ("−" if d.sign < 0 else "") + d.group, _number(d.bonus)) for d in bonus.dice]
        if bonus.flat:
            parts.append(signed(bonus.flat))
        return fill(self.tr("%1 (%2; B2, B7)"), bonus.total, join_words(parts))

    def _count_preview(self, command: HealCommand) -> str:
        """B7 use 1, as the command will do it (its :meth:`~HealCommand.outcome_preview`)."""
        result = command.outcome_preview(self.encounter)
        assert result is not None
        used = result.points_used
        template = (self.tr("Wound count %1 → %2 (%n point(s) used, %3 lost)", "", used)
                    if result.count is CountKind.WOUNDS
                    else self.tr("Bruise count %1 → %2 (%n point(s) used, %3 lost)", "", used))
        return fill(template, result.before.count(result.count), result.after.count(result.count), result.points_lost)

    def _temp_preview(self, command: TempHpCommand) -> str:
        """B3: the damage DC before and after, as the command's patch leaves the target."""
        target = self.target()
        if not command.amount:
            return (self.tr("Removes the temporary hit points.") if target.temp_hp
                    else self.tr("Type the temporary hit points."))
        preview = command.outcome_preview(self.encounter)
        lasting = (self.tr("until removed") if preview.until is None else
                   fill(self.tr("until clock round %1"), preview.until))
        text = fill(self.tr("Damage DC %1 → %2 (B3: half the temporary hit points), %3."), preview.damage_dc_before,
                    preview.damage_dc_after, lasting)
        if target.temp_hp:
            text += " " + fill(self.tr("They replace the current %1."), target.temp_hp)
        return text


def dialog_for(scope: ActionScope) -> HealDialog:
    """The heal dialog of the Heal action: the selected combatant (else the acting one)
    is healed; whose turn it is heals when on the healed one's side (issue 26 item 7); each die's
    roller says whether it is typed."""
    return HealDialog(scope.encounter, scope.dice, scope.parent, selected=scope.selected, healer=scope.default_healer(),
                      at_table=scope.at_table, memory=TargetMemory.of(scope.parent), healer_for=scope.healer_for)
