"""The Rest / advance time dialog (B6, B8, B12): how long, who rests, the recovery checks due.

The GM sets a span in rounds, minutes or hours (B12: 10 rounds a minute, 600 an hour)
and ticks who rests (B6). The natural recovery checks that fall due in the span
(:func:`~gmtracker.encounter.actions_rest.recovery_due`) are listed per combatant and
state, each made by rolling, "Take 10" or "Take 20" (resting only, B8) or "Not now" (its
periods stay due), with the command's odds. A summary says what will change for whom.
While someone is dying the encounter refuses to let time pass (B5); the dialog says so
and offers to advance anyway. Rest accumulates across consecutive rests (D2 ruling): the
summary says what rest each resting combatant carries on and how far it will be towards
its next wound / bruise.

An :class:`~gmtracker.ui.dialogs.action_dialog.ActionDialog`: "Roll" rolls the checks
to roll, "Enter dice" asks for their d20s by name, one state's next d20 only while its
checks so far failed (B8: they stop at the first success); with nothing to roll, OK takes
the choices as they are. ``commands()`` is one
:class:`~gmtracker.encounter.actions_rest.AdvanceTimeCommand`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ActionError, Combatant, Encounter
from gmtracker.encounter.actions_recovery import RecoveryPreview
from gmtracker.encounter.actions_rest import AdvanceTimeCommand, DueRecovery, recovery_due
from gmtracker.encounter.clock import SECONDS_PER_ROUND
from gmtracker.encounter.dice_protocol import DiceCommand
from gmtracker.encounter.patch import Patch
from gmtracker.rules.dice import DiceSource
from gmtracker.rules.recovery import ROUNDS_PER_HOUR, ROUNDS_PER_MINUTE
from gmtracker.rules.wound_codes import CountKind, DamageState
from gmtracker.ui.dialogs.action_dialog import ActionDialog, AtTable
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.widgets.theme import error_style
from gmtracker.ui.words.clock_words import clock_text
from gmtracker.ui.words.log_lines import duration_text
from gmtracker.ui.words.text_format import fill, join_clauses, join_words, signed
from gmtracker.ui.words.user_text import is_short, short, tooltip

from .dialog_parts import column_scroll, named, plain_label, state_name, translated_percent_text

# Rounds in each unit of the span (B12).
_UNIT_ROUNDS = (1, ROUNDS_PER_MINUTE, ROUNDS_PER_HOUR)
# The ways a due state's checks are made, in the combo's order (typed or rolled d20s are "roll").
MODES = ("roll", "take10", "take20", "skip")


@dataclass
class _DueRow:
    """The widgets of one combatant's due checks of one state."""

    due: DueRecovery
    mode: QComboBox
    odds: QLabel
    result: QLabel


class RestDialog(ActionDialog):
    """Advance the encounter clock, with rest (B6) and natural recovery checks (B8).

    After OK, :meth:`commands` holds the :class:`AdvanceTimeCommand` to push (not applied).
    """

    def __init__(self, encounter: Encounter, dice: DiceSource, parent: QWidget | None = None, *,
                 at_table: AtTable = False) -> None:
        super().__init__(encounter, dice, parent, at_table=at_table)
        self.setObjectName("restDialog")
        self.setWindowTitle(self.tr("Rest / advance time"))
        self._rows: dict[tuple[str, DamageState], _DueRow] = {}
        self._kept: dict[tuple[str, DamageState], str] = {}

        span = QHBoxLayout()
        span_label = QLabel(self.tr("&Advance time by:"), self)
        self.span_spin = named(QSpinBox(self), "spanSpin", self.tr("How much time passes"))
        self.span_spin.setRange(1, 99999)
        self.span_spin.setValue(1)
        span_label.setBuddy(self.span_spin)
        self.unit_combo = named(QComboBox(self), "spanUnitCombo", self.tr("Unit of time"))
        self.unit_combo.addItems([self.tr("rounds"), self.tr("minutes"), self.tr("hours")])
        self.unit_combo.setCurrentIndex(2)
        for widget in (span_label, self.span_spin, self.unit_combo):
            span.addWidget(widget)
        span.addStretch(1)
        self.setup_layout.addLayout(span)
        self.clock_label = plain_label("", self, object_name="clockLabel")
        self.setup_layout.addWidget(self.clock_label)

        rest_box = QGroupBox(self.tr("Who rests (B6)"), self)
        rest_box.setObjectName("restBox")
        rest_layout = QVBoxLayout(rest_box)
        self.all_rest = named(QCheckBox(self.tr("Every&one rests"), rest_box), "allRestCheck",
                              self.tr("Everyone rests"))
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
        self.setup_layout.addWidget(rest_box, 1)

        self.dying_label = plain_label("", self, object_name="dyingLabel")
        self.dying_label.setStyleSheet(f"QLabel {{ {error_style(self)} font-weight: bold; }}")
        self.ignore_dying = named(QCheckBox(self.tr("Advance time an&yway (no dying checks are made)"), self),
                                  "ignoreDyingCheck", self.tr("Advance time although someone is dying"))
        self.setup_layout.addWidget(self.dying_label)
        self.setup_layout.addWidget(self.ignore_dying)
        self._dying = AdvanceTimeCommand(1, ignore_dying=True).dying(encounter)
        dying = [short(encounter.combatant(cid).name) for cid in self._dying]
        self.dying_label.setText(
            fill(self.tr("Dying: %1. A dying creature makes its dying check every round at its own turn (B5), "
                         "so the tracker does not let time pass until that is resolved."), join_words(dying))
            if dying else "")
        self.dying_label.setVisible(bool(dying))
        self.ignore_dying.setVisible(bool(dying))

        self.due_box = QGroupBox(self.tr("Recovery checks due (B8)"), self)
        self.due_box.setObjectName("dueBox")
        due_layout = QVBoxLayout(self.due_box)
        self.due_scroll = column_scroll(self.due_box, "dueScroll")
        due_layout.addWidget(self.due_scroll)
        self.results_layout.addWidget(self.due_box, 1)

        summary_box = QGroupBox(self.tr("What will change"), self)
        summary_box.setObjectName("summaryBox")
        summary_layout = QVBoxLayout(summary_box)
        self.summary = named(QPlainTextEdit(summary_box), "summaryText", self.tr("What will change"))
        self.summary.setReadOnly(True)
        self.summary.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)
        self.summary.setFixedHeight(self.fontMetrics().lineSpacing() * 7)
        summary_layout.addWidget(self.summary)
        self.results_layout.addWidget(summary_box)

        self._sync_all_rest()
        for signal in (self.span_spin.valueChanged, self.unit_combo.currentIndexChanged):
            signal.connect(self._span_changed)
        self.all_rest.toggled.connect(self._all_rest_toggled)
        self.resting_list.itemChanged.connect(self._resting_changed)
        self.ignore_dying.toggled.connect(self.refresh)
        self._span_changed()
        self.start(first=self.span_spin)
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

    def _modes(self) -> dict[str, dict[str, str]]:
        modes: dict[str, dict[str, str]] = {}
        for (combatant_id, state), row in self._rows.items():
            code = MODES[row.mode.currentIndex()]
            if code != "skip":
                modes.setdefault(combatant_id, {})[state.value] = code
        return modes

    # -- the hooks ---------------------------------------------------------------------

    def build_commands(self) -> list[DiceCommand]:
        return [AdvanceTimeCommand(self.rounds(), resting=self.resting(), modes=self._modes(),
                                   ignore_dying=self.ignore_dying.isChecked())]

    def ready_without_dice(self) -> bool:
        return True

    def show_setup(self, commands: list[DiceCommand]) -> None:
        """The odds of each due state (the command's ``odds()``), then what will change."""
        command = commands[0]
        assert isinstance(command, AdvanceTimeCommand)
        previews = command.outcome_preview(self.encounter)
        for key, row in self._rows.items():
            row.odds.setText(self._odds_text(row, MODES[row.mode.currentIndex()], previews.get(key)))
            row.result.setText("")
            row.result.hide()
        preview = AdvanceTimeCommand(self.rounds(), resting=self.resting(), modes=self._modes(), ignore_dying=True)
        self.summary.setPlainText("\n".join(self._summary(preview, preview.build(self.encounter), rolled=False)))
        try:
            self.patch_of(command)
        except ActionError:
            if not self.dying_label.text() or self.ignore_dying.isChecked():
                raise
            # B5: the label above names who is dying (names cut short); the line says what to do.
            raise ActionError(self.tr("Time cannot pass while someone is dying (B5): tick “Advance time anyway” "
                                      "to let it pass without their dying checks.")) from None

    def show_dice(self, commands: list[DiceCommand], done: bool) -> None:
        command = commands[0]
        assert isinstance(command, AdvanceTimeCommand)
        for (combatant_id, state), row in self._rows.items():
            plan = command.recovery.get(combatant_id, {}).get(state)
            naturals = plan if isinstance(plan, tuple) else ()
            row.result.setText(fill(self.tr("d20 %1"), join_words(str(n) for n in naturals)) if naturals else "")
            row.result.setVisible(bool(naturals))
        if done:
            self.summary.setPlainText("\n".join(self._summary(command, self.patch_of(command), rolled=True)))

    def setup_widgets(self) -> list[QWidget]:
        return [self.span_spin, self.unit_combo, self.all_rest, self.resting_list, self.ignore_dying,
                *(row.mode for row in self._rows.values())]

    def focus_chain(self) -> list[QWidget]:
        return [self.span_spin, self.unit_combo, self.all_rest, self.resting_list, self.ignore_dying,
                *(row.mode for row in self._rows.values())]

    def result_chain(self) -> list[QWidget]:
        return [self.summary]

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
        self.refresh()

    def _span_changed(self) -> None:
        """Time changed: list the checks the new span brings (keeping what the GM chose)."""
        for key, row in self._rows.items():
            self._kept[key] = MODES[row.mode.currentIndex()]
        self._rows = {}
        self.clock_label.setText(self._clock_line())
        container = QWidget()
        container.setObjectName("dueChecks")
        grid = QGridLayout(container)
        grid.setColumnStretch(2, 1)
        dues = recovery_due(self.encounter, self.rounds())
        if not dues:
            grid.addWidget(plain_label(self.tr("No recovery checks fall due in this time."), container,
                                       object_name="noDueLabel"), 0, 0, 1, 3)
        for line, due in enumerate(dues):
            combatant = self.encounter.combatant(due.combatant)
            name_label = plain_label(short(combatant.name), container, wrap=False)
            if not is_short(combatant.name):
                name_label.setToolTip(tooltip(combatant.name))
            grid.addWidget(name_label, 2 * line, 0)
            grid.addWidget(plain_label(state_name(due.state), container, wrap=False), 2 * line, 1)
            code = f"{due.combatant}_{due.state.value}"
            subject = fill(self.tr("%1, %2"), short(combatant.name), state_name(due.state))
            mode = named(QComboBox(container), f"mode_{code}",
                         fill(self.tr("How the recovery checks are made: %1"), subject))
            mode.addItems([self.tr("Roll"), self.tr("Take 10"), self.tr("Take 20"), self.tr("Not now")])
            grid.addWidget(mode, 2 * line, 2)
            odds = plain_label("", container, object_name=f"odds_{code}", wrap=False)
            grid.addWidget(odds, 2 * line + 1, 0, 1, 2)
            result = plain_label("", container, object_name=f"result_{code}")
            grid.addWidget(result, 2 * line + 1, 2)
            row = _DueRow(due, mode, odds, result)
            self._rows[(due.combatant, due.state)] = row
            mode.setCurrentIndex(MODES.index(self._kept.get((due.combatant, due.state), "roll")))
            self._enable_modes(row, self.rests(due.combatant))
            mode.currentIndexChanged.connect(self.refresh)
        grid.setRowStretch(2 * len(dues) + 1, 1)
        self.due_scroll.setWidget(container)
        self.fix_tab_order()
        self.refresh()
        # As wide as the rows with their odds, as tall as they are up to a point (then they scroll).
        hint = container.sizeHint()
        self.due_scroll.setMinimumWidth(hint.width() + self.due_scroll.verticalScrollBar().sizeHint().width())
        self.due_scroll.setMinimumHeight(min(hint.height(), self.fontMetrics().lineSpacing() * 14))

    def _enable_modes(self, row: _DueRow, resting: bool) -> None:
        """Take 10 / take 20 only while resting (B8); take 20 only with 20 periods due."""
        model = row.mode.model()
        allowed = {"take10": resting, "take20": resting and row.due.take_20 > 0}
        for code, ok in allowed.items():
            model.item(MODES.index(code)).setEnabled(ok)  # type: ignore[attr-defined]
        if not allowed.get(MODES[row.mode.currentIndex()], True):
            row.mode.setCurrentIndex(MODES.index("roll"))

    def _odds_text(self, row: _DueRow, code: str, preview: RecoveryPreview | None) -> str:
        """B8: the check's bonus against its DC, and the command's odds of ending the state (all from
        the command's :meth:`~AdvanceTimeCommand.outcome_preview`)."""
        if code == "skip" or preview is None:
            return self.tr("not made now: they stay due")
        taken = preview.taken
        if taken is not None:
            template = (self.tr("%1 %2 = %3 against DC %4: ends it") if taken.success
                        else self.tr("%1 %2 = %3 against DC %4: cannot end it"))
            text = fill(template, taken.die, signed(preview.bonus), taken.total, preview.dc)
            if code == "take20":
                text += " " + self.tr("(%n × 20 periods)", "", row.due.take_20)
            return text
        return fill(self.tr("%n × d20 %1 against DC %2, %3 each", "", row.due.checks), signed(preview.bonus),
                    preview.dc, translated_percent_text(preview.odds[True]))

    # -- what will change ---------------------------------------------------------------

    def _summary(self, command: AdvanceTimeCommand, patch: Patch, *, rolled: bool) -> list[str]:
        """One line per combatant that something happens to, in encounter order."""
        after = {change.id: change.after for change in patch.combatants if change.after is not None}
        locks = command.locks(self.encounter, patch)
        lines = []
        for combatant in self.encounter.combatants:
            parts = self._changes(command, combatant, after.get(combatant.id, combatant), locks.get(combatant.id),
                                  rolled)
            if parts:
                lines.append(fill(self.tr("%1: %2"), short(combatant.name), join_clauses(parts)))
        start = self.encounter.turn.clock
        lines.append(fill(self.tr("Time: %1 → %2."), clock_text(start), clock_text(start + self.rounds())))
        return lines

    def _clock_line(self) -> str:
        """The time as the turn banner says it, before and after (B12: a round is 6 s), and how long
        the span is; in combat, that the round under way stays (issue 26 item 8: never the clock's
        count of rounds passed, which is one less than the banner's round)."""
        start = self.encounter.turn.clock
        rounds = self.rounds()
        span = duration_text(rounds, count_rounds=False)
        if rounds < _UNIT_ROUNDS[1]:  # under a minute: the seconds too (B12)
            span = fill(self.tr("%1, %2 s"), span, rounds * SECONDS_PER_ROUND)
        text = fill(self.tr("Time: %1 → %2 (%3 later)"), clock_text(start), clock_text(start + rounds), span)
        turn = self.encounter.turn
        if turn.started:
            text += "\n" + fill(self.tr("The combat stays in round %1."), turn.round)
        return text

    def _changes(self, command: AdvanceTimeCommand, before: Combatant, after: Combatant,
                 locks: frozenset[CountKind] | None, rolled: bool) -> list[str]:
        parts = []
        resting = self.rests(before.id)
        if before.id in self._dying:
            parts.append(self.tr("dying: no dying checks are made (B5)"))
        for (combatant_id, state), row in self._rows.items():
            if combatant_id != before.id:
                continue
            code = MODES[row.mode.currentIndex()]
            if code == "roll" and not rolled:
                parts.append(fill(self.tr("%1: to roll"), state_name(state)))
            elif code == "skip":
                parts.append(fill(self.tr("%1: no check now"), state_name(state)))
        for entry in before.states:
            if not after.has_state(entry.state):
                parts.append(fill(self.tr("%1 ends"), state_name(entry.state)))
        if after.wounds != before.wounds:
            parts.append(fill(self.tr("wound count %1 → %2"), before.wounds, after.wounds))
        elif resting and locks and CountKind.WOUNDS in locks:
            parts.append(self.tr("the wound count cannot fall while seriously wounded (B5)"))
        if after.bruises != before.bruises:
            parts.append(fill(self.tr("bruise count %1 → %2"), before.bruises, after.bruises))
        elif resting and locks and CountKind.BRUISES in locks:
            parts.append(self.tr("the bruise count cannot fall while seriously bruised (B5)"))
        if before.temp_hp and not after.temp_hp:
            parts.append(self.tr("%n temporary hit point(s) end", "", before.temp_hp))  # "1 … point ends" in en
        # Issue 29 item 4: the resources the command's rest refills (a rest never spends one).
        had = {resource.id: resource for resource in before.resources}
        for resource in after.resources:
            old = had.get(resource.id)
            if old is not None and old.left != resource.left:
                parts.append(fill(self.tr("%1 refilled (%2 → %3)"), resource.name, old.left, resource.left))
        if resting:
            parts += self._rest_progress(command, before, after)
        if parts and resting:
            parts.insert(0, self.tr("rests"))
        return parts

    def _rest_progress(self, command: AdvanceTimeCommand, before: Combatant, after: Combatant) -> list[str]:
        """D2 ruling: the rest carried on from the last rest (the command's), and how far towards the
        next wound / bruise (the rest the command's patch leaves)."""
        parts = []
        carried = command.carried_rest(self.encounter, before.id)
        if carried:
            parts.append(fill(self.tr("continues the last rest (%1 of rest carried over)"),
                              duration_text(carried, count_rounds=False)))
        progress = after.rest
        if progress is not None and progress.wound_rounds:
            parts.append(fill(self.tr("%1 of 1 h towards the next wound"),
                              duration_text(progress.wound_rounds, count_rounds=False)))
        if progress is not None and progress.bruise_rounds:
            parts.append(fill(self.tr("%1 of 1 min towards the next bruise"),
                              duration_text(progress.bruise_rounds, count_rounds=False)))
        return parts



def dialog_for(scope: ActionScope) -> RestDialog:
    """The rest dialog of the Rest action (it chooses who rests itself); each recovery check is
    typed when its combatant's side rolls at the table, else rolled and shown (issue 26 item 1)."""
    return RestDialog(scope.encounter, scope.dice, scope.parent, at_table=scope.at_table)
