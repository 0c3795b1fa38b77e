"""The Rest / advance time dialog (B6, B8, B12): how long, who rests, the recovery checks due.

The GM sets a span in rounds, minutes or hours (B12: 10 rounds a minute, 600 an hour)
and ticks who rests (B6). The natural recovery checks that fall due in the span
(:func:`~gmtracker.encounter.actions_rest.recovery_due`) are listed per combatant and
state, each made by "Roll", "Enter dice", "Take 10" or "Take 20" (resting only, B8) or
"Not now" (its periods stay due). A summary says what will change for whom. While
someone is dying the encounter refuses to let time pass (B5); the dialog says so and
offers to advance anyway. Rest accumulates across consecutive rests (D2 ruling): the
summary says what rest each resting combatant carries on and how far it will be towards
its next wound / bruise.

``command()`` is an :class:`~gmtracker.encounter.actions_rest.AdvanceTimeCommand`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ActionError, Combatant, Encounter
from gmtracker.encounter.actions_care import carried_rest, recovery_bonus
from gmtracker.encounter.actions_rest import AdvanceTimeCommand, DueRecovery, recovery_due
from gmtracker.encounter.derived import wound_track
from gmtracker.encounter.dice_needs import roll_needs, series_needs
from gmtracker.rules.dice import DiceSource
from gmtracker.rules.errors import RulesError
from gmtracker.rules.recovery import RECOVERY_DC, ROUNDS_PER_HOUR, ROUNDS_PER_MINUTE
from gmtracker.rules.wound_codes import DamageState
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.widgets.dice_entry import DiceEntry
from gmtracker.ui.words.dice_words import place_label
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.text_format import fill, join_words, signed
from gmtracker.ui.widgets.theme import error_style
from gmtracker.ui.words.user_text import is_short, short, tooltip

from .dialog_parts import (
    chain_tab_order,
    entry_boxes,
    error_label,
    named,
    ok_cancel_buttons,
    plain_label,
    build_accepted,
    show_error,
    state_name,
    translated_percent_text,
)

#: Rounds in each unit of the span (B12).
_UNIT_ROUNDS = (1, ROUNDS_PER_MINUTE, ROUNDS_PER_HOUR)
#: The ways a due state's checks are made, in the combo's order.
MODES = ("roll", "enter", "take10", "take20", "skip")


@dataclass
class _DueRow:
    """The widgets of one combatant's due checks of one state."""

    due: DueRecovery
    mode: QComboBox
    odds: QLabel
    entry: DiceEntry


class RestDialog(QDialog):
    """Advance the encounter clock, with rest (B6) and natural recovery checks (B8).

    After OK, :meth:`command` is the :class:`AdvanceTimeCommand` to push (not applied).
    """

    def __init__(self, encounter: Encounter, dice: DiceSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("restDialog")
        self.setWindowTitle(self.tr("Rest / advance time"))
        self._encounter = encounter
        self._dice = dice
        self._command: AdvanceTimeCommand | None = None
        self._rows: dict[tuple[str, DamageState], _DueRow] = {}
        self._kept: dict[tuple[str, DamageState], tuple[str, tuple[int, ...]]] = {}

        layout = QVBoxLayout(self)
        span = QHBoxLayout()
        span_label = QLabel(self.tr("&Advance time by:"), self)
        self.span_spin = named(QSpinBox(self), "spanSpin", self.tr("How much time passes"))
        self.span_spin.setRange(1, 99999)
        self.span_spin.setValue(1)
        span_label.setBuddy(self.span_spin)
        self.unit_combo = named(QComboBox(self), "spanUnitCombo", self.tr("Unit of time"))
        self.unit_combo.addItems([self.tr("rounds"), self.tr("minutes"), self.tr("hours")])
        self.unit_combo.setCurrentIndex(2)
        self.clock_label = plain_label("", self, object_name="clockLabel", wrap=False)
        for widget in (span_label, self.span_spin, self.unit_combo):
            span.addWidget(widget)
        span.addSpacing(16)
        span.addWidget(self.clock_label, 1)
        layout.addLayout(span)

        columns = QHBoxLayout()
        rest_box = QGroupBox(self.tr("Who rests (B6)"), self)
        rest_box.setObjectName("restBox")
        rest_layout = QVBoxLayout(rest_box)
        self.all_rest = named(QCheckBox(self.tr("&Everyone rests"), rest_box), "allRestCheck",
                              self.tr("Everyone rests"))
        self.all_rest.setTristate(False)
        rest_layout.addWidget(self.all_rest)
        self.resting_list = named(QListWidget(rest_box), "restingList", self.tr("Combatants who rest"))
        for combatant in encounter.combatants:
            item = QListWidgetItem(short(combatant.name), self.resting_list)
            if not is_short(combatant.name):
                item.setToolTip(tooltip(combatant.name))
            item.setData(Qt.ItemDataRole.UserRole, combatant.id)
            if combatant.has_state(DamageState.DEAD):
                item.setFlags(Qt.ItemFlag.ItemIsSelectable)  # not enabled, not checkable
                item.setCheckState(Qt.CheckState.Unchecked)
                item.setToolTip(self.tr("The dead neither rest nor recover."))
            else:
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable
                              | Qt.ItemFlag.ItemIsSelectable)
                item.setCheckState(Qt.CheckState.Checked)
        rest_layout.addWidget(self.resting_list)
        rest_box.setMaximumWidth(260)
        columns.addWidget(rest_box)

        due_box = QGroupBox(self.tr("Recovery checks due (B8)"), self)
        due_box.setObjectName("dueBox")
        due_layout = QVBoxLayout(due_box)
        self.due_scroll = QScrollArea(due_box)
        self.due_scroll.setObjectName("dueScroll")
        self.due_scroll.setWidgetResizable(True)
        self.due_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.due_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.due_scroll.setMinimumWidth(560)
        due_layout.addWidget(self.due_scroll)
        columns.addWidget(due_box, 1)
        layout.addLayout(columns, 1)

        self.dying_label = plain_label("", self, object_name="dyingLabel")
        self.dying_label.setStyleSheet(f"QLabel {{ {error_style(self)} font-weight: bold; }}")
        self.ignore_dying = named(QCheckBox(self.tr("Advance time &anyway (no dying checks are made)"), self),
                                  "ignoreDyingCheck", self.tr("Advance time although someone is dying"))
        layout.addWidget(self.dying_label)
        layout.addWidget(self.ignore_dying)

        summary_box = QGroupBox(self.tr("What will change"), self)
        summary_box.setObjectName("summaryBox")
        summary_layout = QVBoxLayout(summary_box)
        self.summary = named(QPlainTextEdit(summary_box), "summaryText", self.tr("What will change"))
        self.summary.setReadOnly(True)
        self.summary.setMaximumHeight(130)
        summary_layout.addWidget(self.summary)
        layout.addWidget(summary_box)

        self.error = error_label(self)
        layout.addWidget(self.error)
        self.buttons = ok_cancel_buttons(self, ok_name=self.tr("OK"), cancel_name=self.tr("Cancel"))
        layout.addWidget(self.buttons)

        dying = [short(c.name) for c in encounter.combatants if wound_track(c).dying]
        self.dying_label.setText(
            fill(self.tr("Dying: %1. A dying creature makes its dying check every round at its own turn (B5), "
                         "so the tracker does not let time pass until that is resolved."), join_words(dying))
            if dying else "")
        self.dying_label.setVisible(bool(dying))
        self.ignore_dying.setVisible(bool(dying))

        self._sync_all_rest()
        self.span_spin.valueChanged.connect(self._span_changed)
        self.unit_combo.currentIndexChanged.connect(self._span_changed)
        self.all_rest.toggled.connect(self._all_rest_toggled)
        self.resting_list.itemChanged.connect(self._resting_changed)
        self.ignore_dying.toggled.connect(self._refresh)
        self._span_changed()
        self.resize(1080, 640)
        self.span_spin.setFocus()
        self.span_spin.selectAll()

    # -- choices ------------------------------------------------------------------------

    def rounds(self) -> int:
        return self.span_spin.value() * _UNIT_ROUNDS[self.unit_combo.currentIndex()]

    def resting_ids(self) -> list[str]:
        return [item.data(Qt.ItemDataRole.UserRole) for item in self._items()
                if item.checkState() == Qt.CheckState.Checked]

    def resting(self) -> bool | list[str]:
        """``True`` when every living combatant rests, ``False`` when none does, else the ids."""
        chosen = self.resting_ids()
        living = [item for item in self._items() if item.flags() & Qt.ItemFlag.ItemIsEnabled]
        if not chosen:
            return False
        return True if len(chosen) == len(living) else chosen

    def rests(self, combatant_id: str) -> bool:
        return combatant_id in self.resting_ids()

    def due_rows(self) -> dict[tuple[str, DamageState], _DueRow]:
        """The due checks shown, by (combatant id, state)."""
        return dict(self._rows)

    def set_resting(self, combatant_id: str, resting: bool) -> None:
        for item in self._items():
            if item.data(Qt.ItemDataRole.UserRole) == combatant_id:
                item.setCheckState(Qt.CheckState.Checked if resting else Qt.CheckState.Unchecked)

    def _items(self) -> list[QListWidgetItem]:
        return [self.resting_list.item(row) for row in range(self.resting_list.count())]

    # -- reacting -----------------------------------------------------------------------

    def _all_rest_toggled(self, checked: bool) -> None:
        self.resting_list.blockSignals(True)
        for item in self._items():
            if item.flags() & Qt.ItemFlag.ItemIsEnabled:
                item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        self.resting_list.blockSignals(False)
        self._resting_changed()

    def _sync_all_rest(self) -> None:
        self.all_rest.blockSignals(True)
        self.all_rest.setChecked(self.resting() is True)
        self.all_rest.blockSignals(False)

    def _resting_changed(self, *_: Any) -> None:
        self._sync_all_rest()
        for (combatant_id, _state), row in self._rows.items():
            self._enable_modes(row, self.rests(combatant_id))
        self._refresh()

    def _span_changed(self) -> None:
        """Time changed: list the checks the new span brings (keeping what the GM chose)."""
        for key, row in self._rows.items():
            self._kept[key] = (MODES[row.mode.currentIndex()], row.entry.naturals())
        self._rows = {}
        container = QWidget()
        container.setObjectName("dueChecks")
        grid = QGridLayout(container)
        grid.setColumnStretch(3, 1)
        dues = recovery_due(self._encounter, self.rounds())
        line = 0
        if not dues:
            grid.addWidget(plain_label(self.tr("No recovery checks fall due in this time."), container,
                                       object_name="noDueLabel"), 0, 0, 1, 4)
        for due in dues:
            combatant = self._encounter.combatant(due.combatant)
            name_label = plain_label(short(combatant.name), container, wrap=False)
            if not is_short(combatant.name):
                name_label.setToolTip(tooltip(combatant.name))
            grid.addWidget(name_label, line, 0)
            grid.addWidget(plain_label(state_name(due.state), container, wrap=False), line, 1)
            odds = plain_label("", container, object_name=f"odds_{due.combatant}_{due.state.value}")
            grid.addWidget(odds, line, 3)
            key = f"{due.combatant}_{due.state.value}"
            subject = fill(self.tr("%1, %2"), short(combatant.name), state_name(due.state))
            mode = named(QComboBox(container), f"mode_{key}",
                         fill(self.tr("How the recovery checks are made: %1"), subject))
            mode.addItems([self.tr("Roll"), self.tr("Enter dice"), self.tr("Take 10"), self.tr("Take 20"),
                           self.tr("Not now")])
            grid.addWidget(mode, line, 2)
            entry = DiceEntry(container)
            entry.setObjectName(f"dice_{key}")
            entry.set_needs(series_needs(20, "recovery_check", due.combatant, due.checks, state=due.state.value),
                            self._encounter, place_label)
            grid.addWidget(entry, line + 1, 2, 1, 2)
            row = _DueRow(due, mode, odds, entry)
            self._rows[(due.combatant, due.state)] = row
            kept_mode, kept_naturals = self._kept.get((due.combatant, due.state), ("roll", ()))
            mode.setCurrentIndex(MODES.index(kept_mode))
            entry.set_naturals(kept_naturals)
            self._enable_modes(row, self.rests(due.combatant))
            mode.currentIndexChanged.connect(self._refresh)
            entry.changed.connect(self._refresh)
            line += 2
        grid.setRowStretch(line, 1)
        self.due_scroll.setWidget(container)
        due_widgets: list[QWidget] = []
        for row in self._rows.values():
            due_widgets += [row.mode, *entry_boxes(row.entry)]
        chain_tab_order([self.resting_list, *due_widgets, self.ignore_dying, self.summary,
                         self.buttons.button(QDialogButtonBox.StandardButton.Ok),
                         self.buttons.button(QDialogButtonBox.StandardButton.Cancel)])
        self._refresh()

    def _enable_modes(self, row: _DueRow, resting: bool) -> None:
        """Take 10 / take 20 only while resting (B8); take 20 only with 20 periods due."""
        model = row.mode.model()
        allowed = {"take10": resting, "take20": resting and row.due.take_20 > 0}
        for code, ok in allowed.items():
            model.item(MODES.index(code)).setEnabled(ok)  # type: ignore[attr-defined]
        if not allowed.get(MODES[row.mode.currentIndex()], True):
            row.mode.setCurrentIndex(MODES.index("roll"))

    def _refresh(self) -> None:
        show_error(self.error, "")
        start = self._encounter.turn.clock
        self.clock_label.setText(fill(self.tr("Clock: round %1 → round %2 (%3 later)"), start,
                                      start + self.rounds(), self._duration(self.rounds())))
        for row in self._rows.values():
            code = MODES[row.mode.currentIndex()]
            row.entry.setVisible(code == "enter")
            row.odds.setText(self._odds_text(row, code))
        self.summary.setPlainText("\n".join(self._summary()))

    def _duration(self, rounds: int) -> str:
        hours, rest = divmod(rounds, ROUNDS_PER_HOUR)
        minutes, left = divmod(rest, ROUNDS_PER_MINUTE)
        parts = []
        if hours:
            parts.append(self.tr("%n h", "", hours))
        if minutes:
            parts.append(self.tr("%n min", "", minutes))
        if left:
            parts.append(self.tr("%n round(s)", "", left))
        return " ".join(parts)

    def _bonus(self, combatant: Combatant) -> int:
        assert combatant.constitution is not None  # recovery_due lists none without it (B9)
        return recovery_bonus(combatant, self._encounter.settings)

    def _odds_text(self, row: _DueRow, code: str) -> str:
        due = row.due
        combatant = self._encounter.combatant(due.combatant)
        bonus = self._bonus(combatant)
        dc = RECOVERY_DC[due.state]
        if code in ("take10", "take20"):
            die = 10 if code == "take10" else 20
            taken = AdvanceTimeCommand(max(1, self.rounds()), modes={due.combatant: {due.state: code}})
            ends = taken.odds(self._encounter)[(due.combatant, due.state)][True] == 1  # B8
            template = (self.tr("%1 %2 = %3 against DC %4: ends it") if ends
                        else self.tr("%1 %2 = %3 against DC %4: cannot end it"))
            text = fill(template, die, signed(bonus), die + bonus, dc)
            if code == "take20":
                text += " " + self.tr("(%n × 20 periods)", "", due.take_20)
            return text
        if code == "skip":
            return self.tr("not made now: they stay due")
        odds = translated_percent_text(
            AdvanceTimeCommand(max(1, self.rounds())).odds(self._encounter)[(due.combatant, due.state)][True])
        return fill(self.tr("%n × d20 %1 against DC %2, %3 each", "", due.checks), signed(bonus), dc, odds)

    # -- the command and its preview ------------------------------------------------------

    def _plans(self, dice: DiceSource | None) -> dict[str, dict[str, Any]]:
        """The recovery plans; rolled states get dice from ``dice`` (left out when None)."""
        plans: dict[str, dict[str, Any]] = {}
        for (combatant_id, state), row in self._rows.items():
            code = MODES[row.mode.currentIndex()]
            plan: Any
            if code == "skip" or (code == "roll" and dice is None):
                continue
            if code == "roll":
                assert dice is not None
                plan = list(roll_needs(dice, row.entry.needs()))
            elif code == "enter":
                plan = list(row.entry.naturals())
            else:
                plan = code
            plans.setdefault(combatant_id, {})[state.value] = plan
        return plans

    def _make(self, plans: Mapping[str, Mapping[str, Any]], *, ignore_dying: bool) -> AdvanceTimeCommand:
        return AdvanceTimeCommand(self.rounds(), resting=self.resting(), recovery=plans, ignore_dying=ignore_dying)

    def _summary(self) -> list[str]:
        """One line per combatant that something happens to, in encounter order."""
        try:
            preview = self._make(self._plans(None), ignore_dying=True)
            patch = preview.build(self._encounter)
        except (ActionError, RulesError) as error:
            return [error_text(error)]
        after = {change.id: change.after for change in patch.combatants if change.after is not None}
        lines = []
        for combatant in self._encounter.combatants:
            parts = self._changes(combatant, after.get(combatant.id, combatant))
            if parts:
                lines.append(fill(self.tr("%1: %2"), short(combatant.name), "; ".join(parts)))
        start = self._encounter.turn.clock
        lines.append(fill(self.tr("The clock moves from round %1 to round %2."), start, start + self.rounds()))
        return lines

    def _changes(self, before: Combatant, after: Combatant) -> list[str]:
        parts = []
        resting = self.rests(before.id)
        if wound_track(before).dying:
            parts.append(self.tr("dying: no dying checks are made (B5)"))
        for (combatant_id, state), row in self._rows.items():
            if combatant_id != before.id:
                continue
            code = MODES[row.mode.currentIndex()]
            if code == "roll":
                parts.append(fill(self.tr("%1: rolled on OK"), state_name(state)))
            elif code == "skip":
                parts.append(fill(self.tr("%1: no check now"), state_name(state)))
        for entry in before.states:
            if not after.has_state(entry.state):
                parts.append(fill(self.tr("%1 ends"), state_name(entry.state)))
        if after.wounds != before.wounds:
            parts.append(fill(self.tr("wound count %1 → %2"), before.wounds, after.wounds))
        elif resting and before.wounds and wound_track(after).wounds_locked:
            parts.append(self.tr("the wound count cannot fall while seriously wounded (B5)"))
        if after.bruises != before.bruises:
            parts.append(fill(self.tr("bruise count %1 → %2"), before.bruises, after.bruises))
        elif resting and before.bruises and wound_track(after).bruises_locked:
            parts.append(self.tr("the bruise count cannot fall while seriously bruised (B5)"))
        if before.temp_hp and not after.temp_hp:
            parts.append(fill(self.tr("%1 temporary hit points end"), before.temp_hp))
        if resting:
            parts += self._rest_progress(before, after)
        if parts and resting:
            parts.insert(0, self.tr("rests"))
        return parts

    def _rest_progress(self, before: Combatant, after: Combatant) -> list[str]:
        """D2 ruling: the rest carried on from the last rest, and how far towards the next wound / bruise."""
        parts = []
        carried_wounds, carried_bruises = carried_rest(before, self._encounter.turn.clock)
        if carried_wounds or carried_bruises:
            carried = carried_wounds if carried_wounds else carried_bruises
            parts.append(fill(self.tr("continues the last rest (%1 of rest carried over)"), self._duration(carried)))
        progress = after.rest
        if progress is not None and progress.wound_rounds:
            parts.append(fill(self.tr("%1 of 1 h towards the next wound"),
                              self._duration(progress.wound_rounds)))
        if progress is not None and progress.bruise_rounds:
            parts.append(fill(self.tr("%1 of 1 min towards the next bruise"),
                              self._duration(progress.bruise_rounds)))
        return parts

    def accept(self) -> None:
        """Roll what is to be rolled and build the command; a refusal is shown inline."""
        ignore = self.ignore_dying.isChecked()
        trial = {cid: {state: ([1] * len(plan) if isinstance(plan, list) else plan)
                       for state, plan in plans.items()}
                 for cid, plans in self._plans(_Ones()).items()}
        command, problem = build_accepted(self._encounter, lambda: self._make(trial, ignore_dying=ignore),
                                          lambda: self._make(self._plans(self._dice), ignore_dying=ignore))
        if command is None:
            show_error(self.error, problem)
            return
        self._command = command
        super().accept()

    def command(self) -> AdvanceTimeCommand | None:
        """The built command after OK (None before, or after Cancel)."""
        return self._command if self.result() == QDialog.DialogCode.Accepted else None



class _Ones:
    """A dice source of ones: tries the command's shape without spending the real dice."""

    def roll(self, sides: int) -> int:
        return 1


def dialog_for(scope: ActionScope) -> RestDialog:
    """The rest dialog of the Rest action (it chooses who rests itself)."""
    return RestDialog(scope.encounter, scope.dice, scope.parent)
