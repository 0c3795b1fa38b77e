"""The 1D100 check dialog (part C): a normal check or a versus check against one or many.

* Normal check (C3): the active side's 1D100 + base value / 10 (when the episode asks)
  + modifiers against a target value, chosen directly or by its difficulty band (C4).
* Versus check (C5): each ticked target rolls its own side with its own base value and
  modifier; against several targets the active side rolls once (C8).
* Simultaneous actions (C7, a versus check against one target with no active side):
  equal values go to the player character (プレイヤーキャラクター優先); two PCs or two
  non-PCs roll off, and the dialog asks for the roll-off dice when they are entered.
* The critical and fumble ranges are the encounter's (C6); the GM may force the result
  (C7, per target in a versus check). The exact odds of success are shown live; with
  "Enter dice" the result is shown too, with the priority step that decided it.

``command()`` is a :class:`~gmtracker.encounter.actions_percentile.PercentileCheckCommand`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ActionError, Combatant, Encounter, Side
from gmtracker.encounter.actions_percentile import PercentileCheckCommand, PercentileSide
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.rules.dice import DiceSource
from gmtracker.rules.errors import RulesError
from gmtracker.rules.percentile import Difficulty, Outcome, Performance, SpecialRanges, difficulty_band, tenth
from gmtracker.rules.percentile_checks import NormalCheckResult, VsCheckResult, resolve_normal_check, resolve_vs_check
from gmtracker.rules.percentile_priority import Contender, SimultaneousResult, resolve_simultaneous
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.words.text_format import fill, signed
from gmtracker.ui.words.user_text import add_name_item, button_text, is_short, short, tooltip

from .dialog_parts import (
    DECIDED_BY_NAMES,
    DIFFICULTY_FLOOR,
    DIFFICULTY_NAMES,
    OUTCOME_NAMES,
    DiceChoice,
    error_label,
    label_buddies,
    named,
    ok_cancel_buttons,
    plain_label,
    build_accepted,
    show_error,
    translated_percent_text,
    word,
)

#: The modifier's source in the roll log (a code, like the other log sources).
MODIFIER_SOURCE = "modifier"
_ACTIVE_BASE_DEFAULT = "accuracy"
_PASSIVE_BASE_DEFAULT = "evasion"


@dataclass
class _TargetRow:
    """The widgets of one possible target of a versus check."""

    combatant: str
    check: QCheckBox
    base: QComboBox
    modifier: QSpinBox
    forced: QComboBox
    odds: QLabel
    result: QLabel


def _pairs(naturals: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """Roll-off naturals as ``(first side's, second side's)`` pairs (an odd last one waits)."""
    return tuple((naturals[i], naturals[i + 1]) for i in range(0, len(naturals) - 1, 2))


class _PlaceholderDice:
    """Dice for the trial build before OK rolls for real: 1, 2, 1, 2… (a roll-off ends at once)."""

    def __init__(self) -> None:
        self._count = 0

    def roll(self, sides: int) -> int:
        self._count += 1
        return min(sides, 2 - self._count % 2)


class PercentileDialog(QDialog):
    """A 1D100 check of ``actor`` (normal, or versus ``targets``); after OK :meth:`command`."""

    def __init__(
        self,
        encounter: Encounter,
        dice: DiceSource,
        parent: QWidget | None = None,
        *,
        actor: str | None = None,
        targets: Sequence[str] = (),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("percentileDialog")
        self.setWindowTitle(self.tr("1D100 check"))
        self._encounter = encounter
        self._dice = dice
        self._command: PercentileCheckCommand | None = None
        self._active_base_touched = False
        self._refreshing = False
        #: Whose dice were rolled into the dialog by the first OK (None: no roll shown).
        self._rolled_needs: tuple[DieNeed, ...] | None = None
        self._rows: dict[str, _TargetRow] = {}
        try:
            self._ranges = SpecialRanges(encounter.settings.critical_from, encounter.settings.fumble_to)
        except RulesError:
            self._ranges = SpecialRanges()

        layout = QVBoxLayout(self)
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
        specials = plain_label(self._specials_text(), self, object_name="specialsLabel", wrap=False)
        kind.addWidget(specials)
        layout.addLayout(kind)

        active_box = QGroupBox(self.tr("Active side"), self)
        active_box.setObjectName("activeBox")
        active = QHBoxLayout(active_box)
        self.active_combo = named(QComboBox(active_box), "activeCombo", self.tr("Active combatant"))
        self.active_combo.addItem(self.tr("— nobody (the GM's roll) —"), None)
        for combatant in encounter.combatants:
            add_name_item(self.active_combo, combatant.name, combatant.id)
        self.active_base = named(QComboBox(active_box), "activeBaseCombo", self.tr("Active side's base value"))
        self.active_modifier = named(QSpinBox(active_box), "activeModifierSpin", self.tr("Active side's modifier"))
        self.active_modifier.setRange(-999, 999)
        for text, widget in ((self.tr("&Who:"), self.active_combo), (self.tr("&Base value:"), self.active_base),
                             (self.tr("&Modifier:"), self.active_modifier)):
            label = QLabel(text, active_box)
            label.setBuddy(widget)
            active.addWidget(label)
            active.addWidget(widget, 1 if widget is self.active_combo else 0)
        layout.addWidget(active_box)

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
        self.normal_odds = plain_label("", self.normal_box, object_name="normalOddsLabel", wrap=False)
        normal.addRow(self.tr("Odds of success:"), self.normal_odds)
        label_buddies(normal)
        layout.addWidget(self.normal_box)

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
        self.targets_scroll = QScrollArea(self.versus_box)
        self.targets_scroll.setObjectName("targetsScroll")
        self.targets_scroll.setWidgetResizable(True)
        self.targets_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.targets_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.targets_scroll.setWidget(self._target_grid(set(targets)))
        versus.addWidget(self.targets_scroll)
        layout.addWidget(self.versus_box, 1)

        dice_box = QGroupBox(self.tr("Dice"), self)
        dice_box.setObjectName("diceBox")
        dice_layout = QVBoxLayout(dice_box)
        self.dice_choice = DiceChoice(encounter, dice_box, name="percentileDice")
        dice_layout.addWidget(self.dice_choice)
        self.rolled_label = plain_label("", dice_box, object_name="percentileRolledLabel")
        dice_layout.addWidget(self.rolled_label)
        self.active_result = plain_label("", dice_box, object_name="activeResultLabel")
        self.normal_result = plain_label("", dice_box, object_name="normalResultLabel")
        dice_layout.addWidget(self.active_result)
        dice_layout.addWidget(self.normal_result)
        layout.addWidget(dice_box)

        layout.addStretch(0)  # takes the versus box's room while it is hidden
        self.error = error_label(self)
        layout.addWidget(self.error)
        self.buttons = ok_cancel_buttons(self, ok_name=self.tr("OK"), cancel_name=self.tr("Cancel"))
        layout.addWidget(self.buttons)

        index = self.active_combo.findData(actor) if actor is not None else -1
        self.active_combo.setCurrentIndex(index if index >= 0 else (1 if targets and self.active_combo.count() > 1
                                                                    else 0))
        (self.versus_radio if targets else self.normal_radio).setChecked(True)
        self._fill_bases(self.active_base, self._active(), self._active_default())
        self._band_from_target()

        self.kind_group.buttonToggled.connect(self._kind_changed)
        self.active_combo.currentIndexChanged.connect(self._active_changed)
        self.active_base.activated.connect(self._base_touched)
        self.active_base.currentIndexChanged.connect(self._refresh)
        self.active_modifier.valueChanged.connect(self._refresh)
        self.target_spin.valueChanged.connect(self._target_changed)
        self.band_combo.activated.connect(self._band_chosen)
        self.forced_combo.currentIndexChanged.connect(self._refresh)
        self.simultaneous_check.toggled.connect(self._refresh)
        self.dice_choice.changed.connect(self._refresh)
        self._kind_changed()
        self.resize(max(self.sizeHint().width(), 1100), min(max(self.sizeHint().height(), 600), 680))
        self.active_combo.setFocus()

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

    def _target_grid(self, chosen: set[str]) -> QWidget:
        container = QWidget()
        container.setObjectName("targetGrid")
        grid = QGridLayout(container)
        headers = (self.tr("Target"), self.tr("Base value"), self.tr("Modifier"), self.tr("Forced result"),
                   self.tr("Odds"), self.tr("Result"))
        for column, text in enumerate(headers):
            header = QLabel(text, container)
            header.setStyleSheet("QLabel { font-weight: bold; }")
            grid.addWidget(header, 0, column)
        grid.setColumnStretch(5, 1)
        for line, combatant in enumerate(self._encounter.combatants, start=1):
            cid = combatant.id
            check = named(QCheckBox(button_text(combatant.name), container), f"target_{cid}",
                          fill(self.tr("Target: %1"), short(combatant.name)))
            if not is_short(combatant.name):
                check.setToolTip(tooltip(combatant.name))
            check.setChecked(cid in chosen)
            base = named(QComboBox(container), f"targetBase_{cid}", fill(self.tr("Base value of %1"), combatant.name))
            self._fill_bases(base, combatant, _PASSIVE_BASE_DEFAULT)
            modifier = named(QSpinBox(container), f"targetModifier_{cid}",
                             fill(self.tr("Modifier of %1"), combatant.name))
            modifier.setRange(-999, 999)
            forced = self._forced_combo(container, f"targetForced_{cid}",
                                        fill(self.tr("Result against %1 forced by the GM"), combatant.name))
            odds = plain_label("", container, object_name=f"odds_{cid}", wrap=False)
            result = plain_label("", container, object_name=f"result_{cid}")
            for column, widget in enumerate((check, base, modifier, forced, odds, result)):
                grid.addWidget(widget, line, column)
            self._rows[cid] = _TargetRow(cid, check, base, modifier, forced, odds, result)
            check.toggled.connect(self._refresh)
            base.currentIndexChanged.connect(self._refresh)
            modifier.valueChanged.connect(self._refresh)
            forced.currentIndexChanged.connect(self._refresh)
        grid.setRowStretch(len(self._encounter.combatants) + 1, 1)
        return container

    def _fill_bases(self, combo: QComboBox, combatant: Combatant | None, preferred: str | None) -> None:
        """``none`` and the combatant's base values (C5: a tenth of each is added).

        ``preferred`` (a versus side's usual base, e.g. accuracy) is chosen when the
        combatant has it; otherwise a versus side's only base value; else ``none``.
        """
        combo.blockSignals(True)
        previous = combo.currentData()
        combo.clear()
        combo.addItem(self.tr("none"), None)
        for name, value in sorted((combatant.percentile if combatant is not None else {}).items()):
            combo.addItem(fill(self.tr("%1 %2 (%3)"), short(name), value, signed(tenth(value))), name)
            if not is_short(name):
                combo.setItemData(combo.count() - 1, tooltip(name), Qt.ItemDataRole.ToolTipRole)
        index = combo.findData(previous if previous is not None and self._active_base_touched else preferred)
        if index < 0 and preferred is not None and combo.count() == 2:
            index = 1  # a versus side with exactly one base value: that one (the GM need not pick it)
        combo.setCurrentIndex(max(index, 0))
        combo.blockSignals(False)

    # -- reading the choices -------------------------------------------------------------

    def is_versus(self) -> bool:
        return self.versus_radio.isChecked()

    def is_simultaneous(self) -> bool:
        """C7: a versus check with no active side."""
        return self.is_versus() and self.simultaneous_check.isChecked()

    def _active(self) -> Combatant | None:
        cid = self.active_combo.currentData()
        return None if cid is None else self._encounter.combatant(cid)

    def _active_default(self) -> str | None:
        return _ACTIVE_BASE_DEFAULT if self.is_versus() else None

    def target_rows(self) -> dict[str, _TargetRow]:
        return dict(self._rows)

    def chosen_targets(self) -> list[str]:
        active = self.active_combo.currentData()
        return [cid for cid, row in self._rows.items() if row.check.isChecked() and cid != active]

    def _side(self, combatant: str | None, base: QComboBox, modifier: QSpinBox,
              forced: QComboBox | None = None) -> PercentileSide:
        value = modifier.value()
        return PercentileSide(combatant, base=base.currentData(),
                              modifiers=((MODIFIER_SOURCE, value),) if value else (),
                              forced=None if forced is None else forced.currentData())

    def _active_side(self) -> PercentileSide:
        return self._side(self.active_combo.currentData(), self.active_base, self.active_modifier)

    def _passive_sides(self) -> list[PercentileSide]:
        return [self._side(cid, self._rows[cid].base, self._rows[cid].modifier, self._rows[cid].forced)
                for cid in self.chosen_targets()]

    def _base_value(self, side: PercentileSide) -> int | None:
        if side.combatant is None or side.base is None:
            return None
        return self._encounter.combatant(side.combatant).percentile.get(side.base)

    # -- reacting --------------------------------------------------------------------------

    def _base_touched(self) -> None:
        self._active_base_touched = True

    def _kind_changed(self, *_: object) -> None:
        versus = self.is_versus()
        self.normal_box.setVisible(not versus)
        self.versus_box.setVisible(versus)
        nobody = self.active_combo.model().item(0)  # type: ignore[attr-defined]
        nobody.setEnabled(not versus)
        if versus and self.active_combo.currentData() is None and self.active_combo.count() > 1:
            self.active_combo.setCurrentIndex(1)
        if not self._active_base_touched:
            self._fill_bases(self.active_base, self._active(), self._active_default())
        self._refresh()

    def _active_changed(self) -> None:
        self._fill_bases(self.active_base, self._active(), self._active_default())
        self._refresh()

    def _target_changed(self) -> None:
        self._band_from_target()
        self._refresh()

    def _band_from_target(self) -> None:
        band = difficulty_band(self.target_spin.value())
        self.band_combo.setCurrentIndex(self.band_combo.findData(band.value))

    def _band_chosen(self) -> None:
        """Choosing a band sets the target value to the band's lowest unless it is in the band already."""
        band = Difficulty(self.band_combo.currentData())
        if difficulty_band(self.target_spin.value()) is not band:
            self.target_spin.setValue(DIFFICULTY_FLOOR[band])

    def _refresh(self) -> None:
        if self._refreshing:  # new dice asked for (a roll-off) re-enter here: once per change is enough
            return
        self._refreshing = True
        try:
            self._refresh_now()
        finally:
            self._refreshing = False

    def _refresh_now(self) -> None:
        show_error(self.error, "")
        if not self.dice_choice.entered():
            self.rolled_label.setText("")
        active = self.active_combo.currentData()
        for cid, row in self._rows.items():
            visible = cid != active
            for widget in (row.check, row.base, row.modifier, row.forced, row.odds, row.result):
                widget.setVisible(visible)
            for widget in (row.base, row.modifier, row.forced):
                widget.setEnabled(row.check.isChecked())
        active_side = self._active_side()
        passives = self._passive_sides() if self.is_versus() else []
        needs = _needs(self._encounter, active_side, passives)
        if self._rolled_needs is not None and tuple(needs) != self._rolled_needs:
            # The GM changed who rolls after the dice were rolled here: those dice are not
            # these sides' (new boxes would apply 1s nobody rolled). Back to rolling.
            self._rolled_needs = None
            self.rolled_label.setText("")
            self.dice_choice.set_mode(DiceChoice.ROLL)
        self.dice_choice.set_needs(needs + self._roll_off_needs(active_side, passives, len(needs)))
        naturals = self.dice_choice.naturals()
        performances = self._performances(active_side, passives, naturals[:1 + len(passives)])
        if self.is_simultaneous() and len(passives) == 1:
            self._refresh_simultaneous(active_side, passives[0], performances, _pairs(naturals[2:]))
        elif self.is_versus():
            self._refresh_versus(active_side, passives, performances)
        else:
            self._refresh_normal(active_side, performances)

    def _roll_off_needs(self, active: PercentileSide, passives: list[PercentileSide],
                        rolled: int) -> tuple[DieNeed, ...]:
        """C7: the roll-off dice simultaneous actions still need, once the sides' dice are entered."""
        naturals = self.dice_choice.naturals()
        if not self.is_simultaneous() or len(passives) != 1 or len(naturals) < rolled or rolled != 2:
            return ()
        sides = (replace(active, natural=naturals[0]), replace(passives[0], natural=naturals[1]))
        typed = _pairs(naturals[2:])
        needs: tuple[DieNeed, ...] = ()
        try:
            for count in range(len(typed) + 1):
                more = _needs(self._encounter, sides[0], sides[1:], simultaneous=True, roll_off=typed[:count])
                if not more:
                    break
                needs += more
        except (ActionError, RulesError):
            return needs
        return needs

    def _performances(self, active: PercentileSide, passives: list[PercentileSide],
                      naturals: tuple[int, ...]) -> list[Performance]:
        if len(naturals) != 1 + len(passives):
            return []
        return [Performance(natural, self._base_value(side), side.modifiers, self._ranges)
                for natural, side in zip(naturals, (active, *passives))]

    def _value_text(self, performance: Performance) -> str:
        """``56``, or ``100 critical`` / ``3 fumble`` (C6)."""
        if performance.special.value == "critical":
            return fill(self.tr("%1 critical"), performance.value)
        if performance.special.value == "fumble":
            return fill(self.tr("%1 fumble"), performance.value)
        return str(performance.value)

    def _performance_text(self, performance: Performance) -> str:
        return fill(self.tr("1D100 %1 %2 = %3"), performance.natural,
                    signed(performance.base_tenth + performance.modifier_total), self._value_text(performance))

    def _refresh_normal(self, active: PercentileSide, performances: list[Performance]) -> None:
        target = self.target_spin.value()
        forced = self.forced_combo.currentData()
        base = self._base_value(active)
        bonus = sum(m.value for m in active.modifiers)
        if forced is not None:
            self.normal_odds.setText(self.tr("forced by the GM (C7)"))
        else:
            odds = _success(PercentileCheckCommand(active, target_value=target).odds(self._encounter))
            self.normal_odds.setToolTip(f"{odds.numerator}/{odds.denominator}")
            offset = (tenth(base) if base is not None else 0) + bonus
            self.normal_odds.setText(fill(self.tr("%1 (1D100 %2 must exceed %3)"), translated_percent_text(odds),
                                          signed(offset), target))
        if not performances:
            self.active_result.setText("")
            self.normal_result.setText("")
            return
        result = resolve_normal_check(performances[0], target, forced=forced)
        self.active_result.setText(fill(self.tr("Performance value: %1"), self._performance_text(result.performance)))
        self.normal_result.setText(self._verdict(result, fill(self.tr("%1 against target %2"),
                                                                self._value_text(result.performance), target)))

    def _refresh_versus(self, active: PercentileSide, passives: list[PercentileSide],
                        performances: list[Performance]) -> None:
        self.normal_result.setText("")
        sides = {side.combatant: side for side in passives}
        for cid, row in self._rows.items():
            side = sides.get(cid)
            if side is None:
                row.odds.setText("")
                row.result.setText("")
                continue
            if side.forced is not None:
                row.odds.setText(self.tr("forced"))
            else:
                versus = PercentileCheckCommand(active, passives=[side]).odds(self._encounter)
                odds: Fraction = _success((versus or {}).get(side.combatant))
                row.odds.setText(translated_percent_text(odds))
                row.odds.setToolTip(f"{odds.numerator}/{odds.denominator}")
            row.result.setText("")
        if not performances:
            self.active_result.setText("")
            return
        active_performance = performances[0]
        self.active_result.setText(fill(self.tr("Active performance value (one roll against every target, C8): %1"),
                                        self._performance_text(active_performance)))
        for side, performance in zip(passives, performances[1:]):
            assert side.combatant is not None
            result = resolve_vs_check(active_performance, performance, forced=side.forced)
            detail = fill(self.tr("%1 against %2"), self._value_text(active_performance),
                          self._value_text(performance))
            if result.specials_cancelled:
                detail = fill(self.tr("%1, specials cancel"), detail)
            row = self._rows[side.combatant]
            row.result.setText(self._verdict(result, detail))
            row.result.setToolTip(fill(self.tr("Passive side: %1"), self._performance_text(performance)))

    def _refresh_simultaneous(self, first: PercentileSide, second: PercentileSide,
                              performances: list[Performance], pairs: tuple[tuple[int, int], ...]) -> None:
        """C7 with no active side: who wins, and the priority level that decided it."""
        self.normal_result.setText("")
        assert second.combatant is not None
        for row in self._rows.values():
            row.odds.setText("")
            row.odds.setToolTip("")
            row.result.setText("")
        row = self._rows[second.combatant]
        if not performances or first.combatant is None:
            self.active_result.setText("")
            return
        combatants = [self._encounter.combatant(side.combatant or "") for side in (first, second)]
        forced = second.forced
        winner = None if forced is None else (first.combatant if forced is Outcome.SUCCESS else second.combatant)
        try:
            result = resolve_simultaneous(
                *(Contender(c.id, c.side is Side.PC, p) for c, p in zip(combatants, performances)),
                forced_winner=winner, rolls=pairs)
        except RulesError:  # the roll-off dice are still to be entered
            result = None
        self.active_result.setText(fill(self.tr("Performance value of the first side (no active side, C7): %1"),
                                        self._performance_text(performances[0])))
        row.result.setToolTip(fill(self.tr("Second side: %1"), self._performance_text(performances[1])))
        if result is not None:
            row.result.setText(self._simultaneous_verdict(result, combatants, performances))

    def _simultaneous_verdict(self, result: SimultaneousResult, combatants: list[Combatant],
                              performances: list[Performance]) -> str:
        """``Sato wins — decided by: player priority (56 against 56)``."""
        detail = fill(self.tr("%1 against %2"), self._value_text(performances[0]), self._value_text(performances[1]))
        if result.specials_cancelled:
            detail = fill(self.tr("%1, specials cancel"), detail)
        if result.roll_off is not None:
            rolls = [fill(self.tr("%1–%2"), *(natural for _, natural in round_.rolls))
                     for round_ in result.roll_off.rounds]
            detail = fill(self.tr("%1; roll-off %2"), detail, ", ".join(rolls))
        winner = next(c for c in combatants if c.id == result.winner)
        return fill(self.tr("%1 wins — decided by: %2 (%3)"), short(winner.name),
                    word(DECIDED_BY_NAMES, result.decided_by), detail)

    def _verdict(self, result: NormalCheckResult | VsCheckResult, detail: str) -> str:
        """``success — decided by: performance values (71 against 48)``."""
        return fill(self.tr("%1 — decided by: %2 (%3)"), word(OUTCOME_NAMES, result.outcome),
                    word(DECIDED_BY_NAMES, result.decided_by), detail)

    # -- the command ------------------------------------------------------------------------

    def _build(self, dice: DiceSource) -> PercentileCheckCommand:
        active = self._active_side()
        if self.is_versus():
            passives = self._passive_sides()
            if not passives:
                raise ActionError(self.tr("Tick at least one target for a versus check."))
            if self.is_simultaneous() and len(passives) != 1:
                raise ActionError(self.tr("Simultaneous actions are between two combatants: tick one target."))
            return PercentileCheckCommand(active, passives=passives, simultaneous=self.is_simultaneous()
                                          ).roll(self._encounter, dice)
        return PercentileCheckCommand(active, target_value=self.target_spin.value(),
                                      forced=self.forced_combo.currentData()).roll(self._encounter, dice)

    def accept(self) -> None:
        """Build the command; a refusal is shown and the dialog stays open.

        With "Roll", the first OK rolls the dice into the dialog and shows the result
        there (the GM sees it before it is logged); the next OK applies it.
        """
        if not self.dice_choice.entered() and self.dice_choice.needs():
            self._roll_into_dialog()
            return
        command, problem = build_accepted(
            self._encounter, lambda: self._build(_PlaceholderDice()),
            lambda: self._build(self.dice_choice.source(self._dice)))
        if command is None:
            show_error(self.error, problem)
            return
        self._command = command
        super().accept()

    def _roll_into_dialog(self) -> None:
        """Roll every die the check needs (a roll-off's too) and show them and the result here."""
        command, problem = build_accepted(self._encounter, lambda: self._build(_PlaceholderDice()),
                                          lambda: self._build(self._dice))
        if command is None:
            show_error(self.error, problem)
            return
        naturals = [command.active.natural, *(side.natural for side in command.passives)]
        naturals += [natural for pair in command.roll_off for natural in pair]
        self.dice_choice.set_mode(DiceChoice.ENTER)
        for _ in range(len(naturals)):  # a roll-off's boxes appear once the dice before them are in
            self.dice_choice.set_naturals(naturals)
            if len(self.dice_choice.needs()) >= len(naturals):
                break
        self.dice_choice.set_naturals(naturals)
        self.rolled_label.setText(self.tr("Rolled: the result is shown below. OK applies it."))
        self._rolled_needs = _needs(self._encounter, self._active_side(),
                                    self._passive_sides() if self.is_versus() else [])

    def command(self) -> PercentileCheckCommand | None:
        """The built command after OK (None before, or after Cancel)."""
        return self._command if self.result() == QDialog.DialogCode.Accepted else None


def _needs(encounter: Encounter, active: PercentileSide, passives: Sequence[PercentileSide],
           **options: Any) -> tuple[DieNeed, ...]:
    """The dice a check of these sides still needs (none while the sides are not a valid check yet)."""
    try:
        command = PercentileCheckCommand(active, passives=passives, target_value=None if passives else 0, **options)
        return command.dice_needed(encounter)
    except ActionError:
        return ()


def _success(odds: Any) -> Fraction:
    """The chance of success in a command's odds (C3–C6)."""
    return Fraction(odds[Outcome.SUCCESS]) if odds else Fraction(0)


def dialog_for(scope: ActionScope) -> PercentileDialog:
    """The 1D100 dialog of the 1D100 action: whose turn it is (else the selected combatant)
    acts; the other selected combatants are the targets."""
    actor = scope.current or scope.acting
    return PercentileDialog(scope.encounter, scope.dice, scope.parent, actor=actor, targets=scope.others_than(actor))
