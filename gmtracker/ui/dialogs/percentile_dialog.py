"""The 1D100 check dialog (part C): a normal check or a versus check against one or many.

* Normal check (C3): the active side's 1D100 + base value / 10 (when the episode asks)
  + modifiers against a target value, chosen directly or by its difficulty band (C4).
* Versus check (C5): each ticked target rolls its own side with its own base value and
  modifier; against several targets the active side rolls once (C8).
* Simultaneous actions (C7, a versus check against one target with no active side):
  equal values go to the player character (プレイヤーキャラクター優先); two PCs or two
  non-PCs roll off, and the roll-off dice are asked for while the sides stay tied.
* The critical and fumble ranges are the encounter's (C6); the GM may force the result
  (C7, per target in a versus check).

An :class:`~gmtracker.ui.dialogs.action_dialog.ActionDialog`: the exact odds of success
are the command's ``odds()`` (the odds panel for a normal check, a column for each
target of a versus check); "Roll" or "Enter dice" gives the 1D100s (the roll-off's
once the sides' are in), and the result is shown as the roll log will show it before OK
applies it. ``commands()`` is one
:class:`~gmtracker.encounter.actions_percentile.PercentileCheckCommand`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ActionError, Combatant, Encounter
from gmtracker.encounter.base_values import ACCURACY, EVASION
from gmtracker.encounter.actions_percentile import PercentileCheckCommand, PercentileSide
from gmtracker.encounter.dice_protocol import DiceCommand
from gmtracker.rules.dice import DiceSource
from gmtracker.rules.errors import RulesError
from gmtracker.rules.percentile import Difficulty, Modifier, Outcome, SpecialRanges
from gmtracker.ui.dialogs.action_dialog import ActionDialog, AtTable
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.widgets.target_picker import Aim, TargetMemory, TargetPicker
from gmtracker.ui.words.text_format import fill, signed
from gmtracker.ui.words.user_text import add_name_item, button_text, is_short, short, tooltip

from .dialog_parts import (
    DIFFICULTY_NAMES,
    OUTCOME_NAMES,
    column_scroll,
    fill_base_values,
    label_buddies,
    logged_lines,
    named,
    plain_label,
    translated_percent_text,
    word,
)

# The modifier's source in the roll log (a code, like the other log sources).
MODIFIER_SOURCE = "modifier"
# The sides' usual base values (C5): codes, shown in the GM's language (issue 26 item 13).
_ACTIVE_BASE_DEFAULT = ACCURACY
_PASSIVE_BASE_DEFAULT = EVASION
# The target memory's kind for versus checks (each active side's last targets, issue 26 item 2).
MEMORY_KIND = "percentile"
# A target's name in the grid is cut shorter than elsewhere (the tooltip has it whole): five columns share the row.
_GRID_NAME_CHARS = 20


@dataclass
class _TargetRow:
    """The widgets of one possible target of a versus check."""

    combatant: str
    check: QCheckBox
    base: QComboBox
    modifier: QSpinBox
    forced: QComboBox
    odds: QLabel


class PercentileDialog(ActionDialog):
    """A 1D100 check of ``actor`` (normal, or versus ``targets``); after OK :meth:`commands`."""

    def __init__(
        self,
        encounter: Encounter,
        dice: DiceSource,
        parent: QWidget | None = None,
        *,
        actor: str | None = None,
        targets: Sequence[str] = (),
        at_table: AtTable = False,
        selected: Sequence[str] = (),
        memory: TargetMemory | None = None,
    ) -> None:
        """``targets`` open ticked as given (a versus check); else the table's ``selected`` when
        they are opponents of the active side (a versus check too), else the active side's last
        targets in ``memory`` are ticked, the kind of check left as it was."""
        super().__init__(encounter, dice, parent, at_table=at_table)
        self.memory = memory if memory is not None else TargetMemory()
        self.setObjectName("percentileDialog")
        self.setWindowTitle(self.tr("1D100 check"))
        self._active_base_touched = False
        self._rows: dict[str, _TargetRow] = {}
        try:
            self._ranges = SpecialRanges(encounter.settings.critical_from, encounter.settings.fumble_to)
        except RulesError:
            self._ranges = SpecialRanges()

        kind = QHBoxLayout()
        self.kind_group = QButtonGroup(self)
        self.normal_radio = named(QRadioButton(self.tr("&Normal check (target value, C3)"), self), "normalRadio",
                                  self.tr("Normal check against a target value"))
        self.versus_radio = named(QRadioButton(self.tr("&Versus check (C5, C8)"), self), "versusRadio",
                                  self.tr("Versus check against other combatants"))
        for radio in (self.normal_radio, self.versus_radio):
            self.kind_group.addButton(radio)
            kind.addWidget(radio)
        kind.addStretch(1)
        self.setup_layout.addLayout(kind)
        self.setup_layout.addWidget(plain_label(self._specials_text(), self, object_name="specialsLabel"))

        active_box = self.active_box = QGroupBox(self.tr("Active side"), self)
        active_box.setObjectName("activeBox")
        active = QFormLayout(active_box)
        self.active_combo = named(QComboBox(active_box), "activeCombo", self.tr("Active combatant"))
        self.active_combo.addItem(self.tr("— nobody (the GM's roll) —"), None)
        for combatant in encounter.combatants:
            add_name_item(self.active_combo, combatant.name, combatant.id)
        self.active_base = named(QComboBox(active_box), "activeBaseCombo", self.tr("Active side's base value"))
        self.active_modifier = named(QSpinBox(active_box), "activeModifierSpin",
                                     #: Skill/effect values added to the 1D100 roll (seed 002), not the seed's 1D100修正値 (the roll).
                                     self.tr("Active side's modifier"))
        self.active_modifier.setRange(-999, 999)
        active.addRow(self.tr("&Who:"), self.active_combo)
        sides = QHBoxLayout()  # base value and modifier side by side: the column stays narrow
        sides.addWidget(self.active_base)
        #: Skill/effect values added to the 1D100 roll (seed 002), not the seed's 1D100修正値 (the roll).
        modifier_label = QLabel(self.tr("&Modifier:"), active_box)
        modifier_label.setBuddy(self.active_modifier)
        sides.addWidget(modifier_label)
        sides.addWidget(self.active_modifier)
        sides.addStretch(1)
        active.addRow(self.tr("B&ase value:"), sides)
        label_buddies(active)
        self.setup_layout.addWidget(active_box)
        # A normal check's box goes under the odds on the right (the columns balance); a versus
        # check's targets under the active side: each target's odds are in its row, so the right
        # column is empty and takes no room until there is a result or a die to type.

        self.normal_box = QGroupBox(self.tr("Normal check"), self)
        self.normal_box.setObjectName("normalBox")
        normal = QFormLayout(self.normal_box)
        normal.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        target_row = QHBoxLayout()
        self.target_spin = named(QSpinBox(self.normal_box), "targetValueSpin", self.tr("Target value"))
        self.target_spin.setRange(-999, 999)
        self.target_spin.setValue(30)
        self.band_combo = named(QComboBox(self.normal_box), "difficultyCombo", self.tr("Difficulty band"))
        for band in Difficulty:
            self.band_combo.addItem(word(DIFFICULTY_NAMES, band), band.value)
        target_row.addWidget(self.target_spin)
        band_label = QLabel(self.tr("&Difficulty (C4):"), self.normal_box)
        band_label.setBuddy(self.band_combo)
        target_row.addWidget(band_label)
        target_row.addWidget(self.band_combo)
        target_row.addStretch(1)
        normal.addRow(self.tr("&Target value:"), target_row)
        self.forced_combo = self._forced_combo(self.normal_box, "forcedCombo", self.tr("Result forced by the GM"))
        normal.addRow(self.tr("&Forced result (C7):"), self.forced_combo)
        label_buddies(normal)
        self.results_layout.addWidget(self.normal_box)

        self.versus_box = QGroupBox(self.tr("Targets (each rolls its own passive side)"), self)
        self.versus_box.setObjectName("versusBox")
        versus = QVBoxLayout(self.versus_box)
        self.simultaneous_check = named(
            QCheckBox(self.tr("&Simultaneous actions: no active side (C7, one target)"), self.versus_box),
            "simultaneousCheck", self.tr("Simultaneous actions"))
        self.simultaneous_check.setToolTip(self.tr(
            "Neither side is active: equal values go to the player character; two player characters "
            "or two others roll 1D100 off."))
        versus.addWidget(self.simultaneous_check)
        # Which targets: grouped by side from the active one's, allies asked twice, 1–9 (issue 26
        # item 2); each ticked one gets its row of base value, modifier and odds below.
        self.target_picker = TargetPicker(self.versus_box, multiple=True, aim=Aim.HARM, list_name="versusTargets",
                                          accessible=self.tr("Targets"))
        picker_label = QLabel(self.tr("Tic&k the targets (1–9):"), self.versus_box)
        picker_label.setBuddy(self.target_picker.list)
        versus.addWidget(picker_label)
        versus.addWidget(self.target_picker)
        self.targets_scroll = column_scroll(self.versus_box, "targetsScroll", self._target_grid(), whole=True)
        versus.addWidget(self.targets_scroll)
        self.setup_layout.addWidget(self.versus_box, 1)
        self.setup_layout.addStretch(1)  # takes the versus box's room while it is hidden

        self.odds_summary.show()
        self.result_label = plain_label("", self, object_name="percentileResultLabel")
        self.result_label.setMinimumWidth(self.fontMetrics().averageCharWidth() * 30)
        self.result_label.hide()
        self.results_layout.addWidget(self.result_label)
        self.results_layout.addStretch(1)

        index = self.active_combo.findData(actor) if actor is not None else -1
        aimed = bool(targets or selected)
        self.active_combo.setCurrentIndex(index if index >= 0 else (1 if aimed and self.active_combo.count() > 1
                                                                    else 0))
        self.target_picker.set_combatants(encounter, self.active_combo.currentData())
        chosen = list(targets) or self.target_picker.prepick(selected, ())
        self.target_picker.set_picked(chosen or self.target_picker.prepick(
            (), self.memory.last_targets(MEMORY_KIND, self.active_combo.currentData())))
        self._sync_rows()
        (self.versus_radio if chosen else self.normal_radio).setChecked(True)
        self._fill_bases(self.active_base, self._active(), self._active_default())
        self._band_from_target()

        self.kind_group.buttonToggled.connect(self._kind_changed)
        self.active_combo.currentIndexChanged.connect(self._active_changed)
        self.target_picker.changed.connect(self._picked_changed)
        self.active_base.activated.connect(self._base_touched)
        self.target_spin.valueChanged.connect(self._target_changed)
        self.band_combo.activated.connect(self._band_chosen)
        for signal in (self.active_base.currentIndexChanged, self.active_modifier.valueChanged,
                       self.forced_combo.currentIndexChanged, self.simultaneous_check.toggled):
            signal.connect(self.refresh)
        self._kind_changed()
        self.start(first=self.active_combo)

    # -- building ------------------------------------------------------------------------

    def _specials_text(self) -> str:
        ranges = self._ranges
        critical = (fill(self.tr("critical on %1–100"), ranges.critical_from) if ranges.critical_from <= 100
                    else self.tr("no criticals"))
        fumble = fill(self.tr("fumble on 1–%1"), ranges.fumble_to) if ranges.fumble_to >= 1 else self.tr("no fumbles")
        return fill(self.tr("%1, %2 (C6, encounter settings)"), critical, fumble)

    def _forced_combo(self, parent: QWidget, object_name: str, accessible: str) -> QComboBox:
        combo = named(QComboBox(parent), object_name, accessible)
        combo.addItem(self.tr("not forced"), None)
        combo.addItem(self.tr("success"), Outcome.SUCCESS.value)
        combo.addItem(self.tr("failure"), Outcome.FAILURE.value)
        return combo

    def _target_grid(self) -> QWidget:
        container = QWidget()
        container.setObjectName("targetGrid")
        grid = self._grid = QGridLayout(container)
        headers = (self.tr("Target"), self.tr("Base value"),
                   #: Skill/effect values added to the 1D100 roll (seed 002), not the seed's 1D100修正値 (the roll).
                   self.tr("Modifier"),
                   self.tr("Forced result"), self.tr("Odds"))
        for column, text in enumerate(headers):
            header = QLabel(text, container)
            header.setStyleSheet("QLabel { font-weight: bold; }")
            grid.addWidget(header, 0, column)
        grid.setColumnStretch(4, 1)
        for line, combatant in enumerate(self.encounter.combatants, start=1):
            cid = combatant.id
            check = named(QCheckBox(button_text(combatant.name, _GRID_NAME_CHARS), container), f"target_{cid}",
                          fill(self.tr("Target: %1"), short(combatant.name)))
            if not is_short(combatant.name, _GRID_NAME_CHARS):
                check.setToolTip(tooltip(combatant.name))
            base = named(QComboBox(container), f"targetBase_{cid}", fill(self.tr("Base value of %1"), combatant.name))
            self._fill_bases(base, combatant, _PASSIVE_BASE_DEFAULT)
            modifier = named(QSpinBox(container), f"targetModifier_{cid}",
                             #: Skill/effect values added to the 1D100 roll (seed 002), not the seed's 1D100修正値 (the roll).
                             fill(self.tr("Modifier of %1"), combatant.name))
            modifier.setRange(-999, 999)
            forced = self._forced_combo(container, f"targetForced_{cid}",
                                        fill(self.tr("Result against %1 forced by the GM"), combatant.name))
            odds = plain_label("", container, object_name=f"odds_{cid}", wrap=False)
            for column, widget in enumerate((check, base, modifier, forced, odds)):
                grid.addWidget(widget, line, column)
            self._rows[cid] = _TargetRow(cid, check, base, modifier, forced, odds)
            # Unticking a row's name drops the target from the picker (and hides its row).
            check.toggled.connect(lambda ticked, cid=cid: self._row_ticked(cid, ticked))
            for signal in (base.currentIndexChanged, modifier.valueChanged, forced.currentIndexChanged):
                signal.connect(self.refresh)
        grid.setRowStretch(len(self.encounter.combatants) + 1, 1)
        return container

    def _fill_bases(self, combo: QComboBox, combatant: Combatant | None, preferred: str | None) -> None:
        """``none`` and the combatant's base values (C5); ``preferred``: a versus side's usual base
        (e.g. accuracy), chosen unless the GM picked the active side's by hand."""
        fill_base_values(combo, combatant, preferred=preferred, keep=self._active_base_touched,
                         none=self.tr("none"), entry=self.tr("%1 %2 (%3)"))

    # -- reading the choices -------------------------------------------------------------

    def is_versus(self) -> bool:
        return self.versus_radio.isChecked()

    def is_simultaneous(self) -> bool:
        """C7: a versus check with no active side."""
        return self.is_versus() and self.simultaneous_check.isChecked()

    def _active(self) -> Combatant | None:
        cid = self.active_combo.currentData()
        return None if cid is None else self.encounter.combatant(cid)

    def _active_default(self) -> str | None:
        return _ACTIVE_BASE_DEFAULT if self.is_versus() else None

    def target_rows(self) -> dict[str, _TargetRow]:
        return dict(self._rows)

    def chosen_targets(self) -> list[str]:
        """The ticked targets in the picker's order (opponents of the active side first)."""
        active = self.active_combo.currentData()
        return [cid for cid in self.target_picker.picked() if cid != active]

    def _side(self, combatant: str | None, base: QComboBox, modifier: QSpinBox,
              forced: QComboBox | None = None) -> PercentileSide:
        value = modifier.value()
        return PercentileSide(combatant, base=base.currentData(),
                              modifiers=(Modifier(MODIFIER_SOURCE, value),) if value else (),
                              forced=None if forced is None else forced.currentData())

    def _active_side(self) -> PercentileSide:
        return self._side(self.active_combo.currentData(), self.active_base, self.active_modifier)

    def _passive_sides(self) -> list[PercentileSide]:
        return [self._side(cid, self._rows[cid].base, self._rows[cid].modifier, self._rows[cid].forced)
                for cid in self.chosen_targets()]

    # -- the hooks -------------------------------------------------------------------------

    def build_commands(self) -> list[DiceCommand]:
        self._show_rows()
        active = self._active_side()
        if self.is_versus():
            passives = self._passive_sides()
            if not passives:
                raise ActionError(self.tr("Tick at least one target for a versus check."))
            if self.is_simultaneous() and len(passives) != 1:
                raise ActionError(self.tr("Simultaneous actions are between two combatants: tick one target."))
            return [PercentileCheckCommand(active, passives=passives, simultaneous=self.is_simultaneous())]
        return [PercentileCheckCommand(active, target_value=self.target_spin.value(),
                                       forced=self.forced_combo.currentData())]

    def odds_rows(self, commands: list[DiceCommand]) -> list[tuple[str, Fraction]] | None:
        """C3–C6: a normal check's odds in the panel; a versus check's per target, in its row."""
        command = commands[0]
        assert isinstance(command, PercentileCheckCommand)
        odds = command.odds(self.encounter)
        self._show_result("")
        if command.target_value is None:
            for side in command.passives:
                row = self._rows[str(side.combatant)]
                chance = (odds or {}).get(side.combatant)
                success = Fraction(chance[Outcome.SUCCESS]) if chance else None
                row.odds.setText(self.tr("forced") if side.forced is not None else
                                 "" if success is None else translated_percent_text(success))
                row.odds.setToolTip("" if success is None else f"{success.numerator}/{success.denominator}")
            return None
        if command.forced is not None:
            self.odds_summary.setText(self.tr("forced by the GM (C7)"))
        else:
            self.odds_summary.setText(fill(self.tr("1D100 %1 must exceed %2"), signed(command.offset(self.encounter)),
                                           command.target_value))
        assert odds is not None
        return [(word(OUTCOME_NAMES, outcome), Fraction(odds[outcome])) for outcome in (Outcome.SUCCESS,
                                                                                       Outcome.FAILURE)]

    def show_setup_error(self) -> None:
        super().show_setup_error()
        self._show_result("")

    def show_dice(self, commands: list[DiceCommand], done: bool) -> None:
        """The check as the roll log will show it, once every 1D100 (and roll-off die) is in."""
        self._show_result("\n".join(logged_lines(self.encounter, self.patch_of(commands[0])))
                                  if done else "")

    def setup_widgets(self) -> list[QWidget]:
        return [self.normal_radio, self.versus_radio, self.active_box, self.normal_box, self.versus_box]

    def focus_chain(self) -> list[QWidget]:
        chain: list[QWidget] = [self.normal_radio, self.versus_radio, self.active_combo, self.active_base,
                                self.active_modifier, self.target_spin, self.band_combo, self.forced_combo,
                                self.simultaneous_check, self.target_picker.list]
        for cid in self._row_order():
            row = self._rows[cid]
            chain += [row.check, row.base, row.modifier, row.forced]
        return chain

    # -- reacting --------------------------------------------------------------------------

    def _show_result(self, text: str) -> None:
        self.result_label.setText(text)
        self.result_label.setVisible(bool(text))  # an empty label would keep an empty column open

    def _base_touched(self) -> None:
        self._active_base_touched = True

    def _kind_changed(self, *_: object) -> None:
        versus = self.is_versus()
        self.normal_box.setVisible(not versus)
        self.versus_box.setVisible(versus)
        self.setup_layout.setStretch(self.setup_layout.count() - 1, 0 if versus else 1)
        nobody = self.active_combo.model().item(0)  # type: ignore[attr-defined]
        nobody.setEnabled(not versus)
        if versus and self.active_combo.currentData() is None and self.active_combo.count() > 1:
            self.active_combo.setCurrentIndex(1)
        if not self._active_base_touched:
            self._fill_bases(self.active_base, self._active(), self._active_default())
        self.odds_box.setVisible(not versus)  # a versus check's odds are in each target's row
        self.refresh()
        self.fit_contents(shrink=True)  # room for every target's row, and no empty odds column

    def _active_changed(self) -> None:
        """A new active side: its base values, and the targets grouped from its side (the
        ticked ones stay; an ally of it among them is named under the list)."""
        self._fill_bases(self.active_base, self._active(), self._active_default())
        picked = self.target_picker.picked()
        self.target_picker.blockSignals(True)
        self.target_picker.set_combatants(self.encounter, self.active_combo.currentData(), picked)
        self.target_picker.blockSignals(False)
        self._sync_rows()
        self.refresh()

    def _row_order(self) -> list[str]:
        """The grid's rows in the picker's order (the active side's own row last: it is hidden)."""
        order = self.target_picker.ids()
        return order + [cid for cid in self._rows if cid not in order]

    def _sync_rows(self) -> None:
        """Each row ticked as in the picker, and the rows in the picker's order."""
        picked = set(self.target_picker.picked())
        for line, cid in enumerate(self._row_order(), start=1):
            row = self._rows[cid]
            row.check.blockSignals(True)
            row.check.setChecked(cid in picked)
            row.check.blockSignals(False)
            for column, widget in enumerate((row.check, row.base, row.modifier, row.forced, row.odds)):
                self._grid.removeWidget(widget)
                self._grid.addWidget(widget, line, column)
        self.fix_tab_order()

    def _picked_changed(self) -> None:
        self._sync_rows()
        self.refresh()

    def _row_ticked(self, combatant_id: str, ticked: bool) -> None:
        """A row's name ticked or unticked (in the grid, or by code): the picker follows."""
        picked = [cid for cid in self.target_picker.picked() if cid != combatant_id]
        self.target_picker.set_picked(picked + [combatant_id] if ticked else picked)

    def accept(self) -> None:
        """OK: the check, and a versus check's targets remembered for the active side (issue 26 item 2)."""
        super().accept()
        if self.result() == PercentileDialog.DialogCode.Accepted and self.is_versus():
            self.memory.remember_targets(MEMORY_KIND, self.active_combo.currentData(), self.chosen_targets())

    def _target_changed(self) -> None:
        self._band_from_target()
        self.refresh()

    def _band_from_target(self) -> None:
        band = PercentileCheckCommand.difficulty(self.target_spin.value())
        self.band_combo.setCurrentIndex(self.band_combo.findData(band.value))

    def _band_chosen(self) -> None:
        """Choosing a band sets the target value to the band's lowest unless it is in the band already."""
        band = Difficulty(self.band_combo.currentData())
        if PercentileCheckCommand.difficulty(self.target_spin.value()) is not band:
            self.target_spin.setValue(PercentileCheckCommand.difficulty_floor(band))

    def _show_rows(self) -> None:
        """A row for each ticked target (the active combatant is none), its choices with it."""
        active = self.active_combo.currentData()
        for cid, row in self._rows.items():
            for widget in (row.check, row.base, row.modifier, row.forced, row.odds):
                widget.setVisible(cid != active and row.check.isChecked())
            for widget in (row.base, row.modifier, row.forced):
                widget.setEnabled(row.check.isChecked())
            row.odds.setText("")


def dialog_for(scope: ActionScope) -> PercentileDialog:
    """The 1D100 dialog of the 1D100 action: whose turn it is (else the selected combatant)
    acts; the other selected combatants are the targets."""
    actor = scope.current or scope.acting
    return PercentileDialog(scope.encounter, scope.dice, scope.parent, actor=actor,
                            selected=scope.others_than(actor), memory=TargetMemory.of(scope.parent),
                            at_table=scope.at_table)
