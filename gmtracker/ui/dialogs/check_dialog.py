"""The d20 check dialog (A1–A10, A13, B10, B11): set up a check, see its odds, roll, edit, accept.

The GM picks who checks (a combatant, or nobody for a GM roll with typed bonuses),
the kind, the attribute, the DC (hidden or announced), proficiency, typed modifiers
(their stacking shown live, A6), advantage and disadvantage — the counts start from
what the actor's state imposes (A10 seriously wounded, A11 heavy load), with the
reasons shown — penalty dice (A3) and whether the check is passive (A4). The exact
odds of each degree follow every change.

"Roll" rolls from the dialog's dice source; "Enter dice" asks for the naturals
rolled at the table (:class:`~gmtracker.ui.widgets.dice_entry.DiceEntry` with the command's
``dice_needed``). The result then shows every die kept and dropped, every modifier,
the total against the DC and the degree step by step. The check stays editable as
A2 and A5 allow, each change recomputed live and kept as an edit of the command:
one reroll *or* one change of the d20 (A5), the typed modifiers during the check
(A2 step 7) and degree shifts from other sources (A2 step 10, A8). OK builds the
:class:`~gmtracker.encounter.actions_check.CheckCommand`; ``command()`` returns it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ActionError, Encounter
from gmtracker.encounter.actions_check import ChangeDie, CheckCommand, Reroll, SetModifiers, SetShifts
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.rules.checks import Check, CheckResult, Degree, ModifierType, stack
from gmtracker.rules.dice import DiceSource
from gmtracker.rules.errors import RulesError
from gmtracker.rules.wound_codes import CountKind
from gmtracker.ui.dialogs.check_result_panel import CheckResultPanel
from gmtracker.ui.dialogs.check_setup import CheckSetup, spin_box
from gmtracker.ui.dialogs.check_words import degree_word, modifier_text, reason_text
from gmtracker.ui.dialogs.dialog_parts import (
    chain_tab_order,
    fit_to_screen,
    make_default,
    roll_button_row,
    selectable_error_label,
    show_error,
)
from gmtracker.ui.dialogs.modifier_editor import ModifierEditor
from gmtracker.ui.widgets.dice_entry import DiceEntry
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.widgets.odds_view import OddsView
from gmtracker.ui.words.text_format import fill, percent_text

#: Degrees as the odds list them, best first.
DEGREES_SHOWN = (Degree.CRITICAL_SUCCESS, Degree.SUCCESS, Degree.FAILURE, Degree.CRITICAL_FAILURE)


class CheckDialog(QDialog):
    """A d20 check from setup to result; ``command()`` after OK (see the module docstring)."""

    def __init__(self, encounter: Encounter, dice: DiceSource, parent: QWidget | None = None, *,
                 actor: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("checkDialog")
        self.setWindowTitle(self.tr("Check"))
        self._encounter = encounter
        self._dice = dice
        self._rolled: CheckCommand | None = None  # holds its dice; edits are added live
        self._die_edit: Reroll | ChangeDie | None = None
        self._entry_for: str | None = None  # "check" or "reroll" while the dice entry shows
        self._command: CheckCommand | None = None
        self._updating = False
        self._build(actor)
        self._refresh()

    # -- the contract ----------------------------------------------------------------
    def command(self) -> CheckCommand:
        """The accepted check with its dice and edits (not applied)."""
        if self._command is None:
            raise RuntimeError("the check dialog was not accepted")
        return self._command

    def current_command(self) -> CheckCommand | None:
        """The command as it stands now, once the dice are in (None before)."""
        if self._rolled is None:
            return None
        edits: list[Any] = [self._die_edit] if self._die_edit is not None else []
        modifiers = self.modifier_editor.modifiers()
        if modifiers != self._rolled.modifiers:
            edits.append(SetModifiers(modifiers))
        if self._shifts() != self._rolled.shifts:
            edits.append(SetShifts(self._shifts()))
        return replace(self._rolled, edits=tuple(edits), note=self.setup.note(), skill_trial=self.setup.skill_trial())

    def accept(self) -> None:
        command = self.current_command()
        if command is None:
            return
        try:
            if command.dice_needed(self._encounter):
                raise ActionError(self.tr("Some dice are still missing."))
            command.build(self._encounter)
        except (ActionError, RulesError) as error:
            self._show_error(error_text(error))
            return
        self._command = command
        super().accept()

    # -- building the widgets --------------------------------------------------------
    def _build(self, actor: str | None) -> None:
        columns = QHBoxLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        columns.addLayout(left, 11)
        columns.addLayout(right, 9)
        self.setup = CheckSetup(self._encounter, actor, self)
        self.setup.changed.connect(self._refresh)
        left.addWidget(self.setup)
        modifiers_box = QGroupBox(self.tr("Modifiers (A6)"), self)
        modifiers_box.setObjectName("modifiersBox")
        self.modifier_editor = ModifierEditor(modifiers_box)
        self.modifier_editor.changed.connect(self._modifiers_changed)
        QVBoxLayout(modifiers_box).addWidget(self.modifier_editor)
        left.addWidget(modifiers_box, 1)
        right.addWidget(self._build_odds())
        right.addWidget(self._build_shifts())
        right.addWidget(self._build_entry())
        self.result_panel = CheckResultPanel(self)
        self.result_panel.reroll_requested.connect(self._reroll)
        self.result_panel.enter_reroll_requested.connect(self._enter_reroll)
        self.result_panel.change_requested.connect(self._change_die)
        self.result_panel.discard_requested.connect(self._discard)
        right.addWidget(self.result_panel)
        right.addStretch(1)
        self.error_label = selectable_error_label(self)
        outer = QVBoxLayout(self)
        outer.addLayout(columns, 1)
        outer.addWidget(self.error_label)
        outer.addLayout(self._build_buttons())
        fit_to_screen(self, 1180, 700)

    def _build_buttons(self) -> QHBoxLayout:
        """Roll and Enter dice on the left; OK and Cancel (the platform's order) on the right."""
        row = roll_button_row(self, roll=(self.tr("&Roll"), self.tr("Roll")),
                              enter_dice=(self.tr("&Enter dice…"), self.tr("Enter dice")),
                              ok_name=self.tr("OK"), cancel_name=self.tr("Cancel"),
                              on_roll=self._roll, on_enter_dice=self._enter_dice)
        self.roll_button, self.enter_dice_button = row.roll, row.enter_dice
        self.buttons, self.ok_button, self.cancel_button = row.box, row.ok, row.cancel
        return row.layout

    def _build_odds(self) -> QGroupBox:
        box = QGroupBox(self.tr("Odds"), self)
        box.setObjectName("oddsBox")
        layout = QVBoxLayout(box)
        self.odds_view = OddsView(box)
        layout.addWidget(self.odds_view)
        self.odds_summary = QLabel(box)
        self.odds_summary.setObjectName("oddsSummary")
        layout.addWidget(self.odds_summary)
        return box

    def _build_shifts(self) -> QGroupBox:
        box = QGroupBox(self.tr("Degree shifts from other sources (A8)"), self)
        box.setObjectName("shiftsBox")
        row = QHBoxLayout(box)
        self.raise_spin = spin_box(box, 0, 3)
        self.lower_spin = spin_box(box, 0, 3)
        for text, spin, name, accessible in (
            (self.tr("Largest &raise:"), self.raise_spin, "raiseSpin", self.tr("Largest raise of the degree")),
            (self.tr("Largest &lowering:"), self.lower_spin, "lowerSpin", self.tr("Largest lowering of the degree")),
        ):
            label = QLabel(text, box)
            label.setBuddy(spin)
            spin.setObjectName(name)
            spin.setAccessibleName(accessible)
            spin.valueChanged.connect(self._refresh)
            row.addWidget(label)
            row.addWidget(spin)
            row.addSpacing(8)
        row.addStretch(1)
        return box

    def _build_entry(self) -> QGroupBox:
        self.entry_box = QGroupBox(self.tr("Enter dice"), self)
        self.entry_box.setObjectName("diceEntryBox")
        layout = QVBoxLayout(self.entry_box)
        self.dice_entry = DiceEntry(self.entry_box)
        layout.addWidget(self.dice_entry)
        self.use_dice_button = QPushButton(self.tr("&Use these dice"), self.entry_box)
        self.use_dice_button.setObjectName("useDiceButton")
        self.use_dice_button.setAccessibleName(self.tr("Use these dice"))
        self.use_dice_button.clicked.connect(self._use_dice)
        self.cancel_entry_button = QPushButton(self.tr("&Back"), self.entry_box)
        self.cancel_entry_button.setObjectName("cancelEntryButton")
        self.cancel_entry_button.setAccessibleName(self.tr("Back without these dice"))
        self.cancel_entry_button.setAutoDefault(False)
        self.cancel_entry_button.clicked.connect(self._cancel_entry)
        buttons = QHBoxLayout()
        buttons.addWidget(self.use_dice_button)
        buttons.addWidget(self.cancel_entry_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.entry_box.hide()
        return self.entry_box

    # -- what the widgets say --------------------------------------------------------
    def _shifts(self) -> tuple[int, ...]:
        return tuple(s for s in (self.raise_spin.value(), -self.lower_spin.value()) if s)

    def _inputs(self, *, counts: bool = True) -> dict[str, Any]:
        inputs = self.setup.inputs(counts=counts)
        inputs.update(modifiers=self.modifier_editor.modifiers(), shifts=self._shifts())
        return inputs

    def _setup_command(self) -> CheckCommand:
        return CheckCommand(**self._inputs())

    # -- reacting --------------------------------------------------------------------
    def _modifiers_changed(self) -> None:
        self._fix_tab_order()
        self._refresh()

    def _refresh(self) -> None:
        """Recompute everything shown from the widgets (and the dice, once rolled)."""
        if self._updating:
            return
        self._updating = True
        try:
            self._show_error("")
            self.setup.update_fields(rolled=self._rolled is not None)
            passive = self.setup.passive()
            self.roll_button.setText(self.tr("&Resolve") if passive else self.tr("&Roll"))
            if self._rolled is None:
                self._refresh_setup()
            else:
                self._refresh_result()
            self._update_buttons()
        finally:
            self._updating = False

    def _refresh_setup(self) -> None:
        try:
            automatic = CheckCommand(**self._inputs(counts=False)).check(self._encounter)
        except (ActionError, RulesError) as error:
            self._show_error(error_text(error))
            self.odds_view.setEnabled(False)
            return
        self.setup.show_automatic(automatic)
        command = self._setup_command()
        try:
            check = command.check(self._encounter)
            odds = command.odds(self._encounter)
        except (ActionError, RulesError) as error:
            self._show_error(error_text(error))
            self.odds_view.setEnabled(False)
            return
        self.odds_view.setEnabled(True)
        self.odds_view.set_odds([(degree_word(d), odds[d]) for d in DEGREES_SHOWN])
        self.odds_view.highlight(None)
        success = odds[Degree.SUCCESS] + odds[Degree.CRITICAL_SUCCESS]
        self.odds_summary.setText(fill(self.tr("Success or better: %1"), percent_text(success)))
        self._show_stacking(check, None)
        if self._entry_for == "check":
            self._set_entry_needs(command.dice_needed(self._encounter))
        self.result_panel.hide()

    def _refresh_result(self) -> None:
        command = self.current_command()
        assert command is not None
        try:
            result = command.result(self._encounter)
        except (ActionError, RulesError) as error:
            self._show_error(error_text(error))
            return
        self._show_stacking(result.check, result)
        self.odds_view.highlight(degree_word(result.degree))
        self.result_panel.show_result(result, die_edited=self._die_edit is not None,
                                      entering=self._entry_for == "reroll",
                                      trial=self._trial_text(command, result))
        self.result_panel.show()

    def _show_stacking(self, check: Check, result: CheckResult | None) -> None:
        """Each typed modifier's verdict (A6), and the modifiers the rules added."""
        typed = len(self.modifier_editor.modifiers())
        entries = result.stacking.entries if result is not None else stack(check.modifiers).entries
        verdicts: list[tuple[bool | None, str]] = []
        for entry in entries[:typed]:
            if result is None and check.d6_count and entry.modifier.type is ModifierType.SITUATIONAL:
                text = (self.tr("decided by the roll: competes with the advantage die (A7)") if check.net_advantage > 0
                        else self.tr("decided by the roll: competes with the disadvantage die (A7)"))
                verdicts.append((None, text))
            else:
                verdicts.append((entry.applied, reason_text(entry.reason)))
        self.modifier_editor.set_verdicts(verdicts)
        self.modifier_editor.set_automatic(
            [fill(self.tr("%1 — %2"), modifier_text(e), reason_text(e.reason))
             for e in entries[typed:]])

    def _trial_text(self, command: CheckCommand, result: CheckResult) -> str:
        if command.skill_trial is None:
            return ""
        if result.degree > Degree.FAILURE or result.total >= result.dc:
            return self.tr("Skill trial: nothing is added (B11).")
        text = self.tr("Skill trial: +%1 to the %2 (DC − result, B11).")
        count = self.tr("wound count") if command.skill_trial is CountKind.WOUNDS else self.tr("bruise count")
        return fill(text, result.dc - result.total, count)

    def _update_buttons(self) -> None:
        rolled = self._rolled is not None
        ready = not self.error_label.isVisible() or rolled
        self.roll_button.setEnabled(not rolled and ready)
        self.enter_dice_button.setEnabled(not rolled and ready and not self.setup.passive())
        self.ok_button.setEnabled(rolled and self._entry_for is None and not self.error_label.isVisible())
        if self._entry_for is not None:
            make_default(self, self.use_dice_button)
        elif rolled:
            make_default(self, self.ok_button)
        else:
            make_default(self, self.roll_button)

    def _show_error(self, message: str) -> None:
        show_error(self.error_label, message)

    # -- the dice --------------------------------------------------------------------
    def _roll(self) -> None:
        try:
            command = CheckCommand(**self._inputs()).roll(self._encounter, self._dice)
        except (ActionError, RulesError) as error:
            self._show_error(error_text(error))
            return
        self._set_rolled(command)

    def _enter_dice(self) -> None:
        command = self._setup_command()
        try:
            needs = command.dice_needed(self._encounter)
        except ActionError as error:
            self._show_error(error_text(error))
            return
        if not needs:
            self._set_rolled(command)
            return
        self._entry_for = "check"
        self._set_entry_needs(needs)
        self.entry_box.setTitle(self.tr("Enter dice"))
        self.entry_box.show()
        self._refresh()
        self._focus_first_die()

    def _reroll(self) -> None:
        """A5: reroll every d20 from the dice source."""
        pending = self._pending_reroll()
        try:
            needs = pending.dice_needed(self._encounter)
            filled = pending.with_dice(needs, tuple(self._dice.roll(n.sides) for n in needs))
        except (ActionError, RulesError) as error:
            self._show_error(error_text(error))
            return
        self._die_edit = filled.edits[0]
        self._refresh()

    def _enter_reroll(self) -> None:
        """A5: the GM rerolls at the table and types the new d20s."""
        self._entry_for = "reroll"
        self._set_entry_needs(self._pending_reroll().dice_needed(self._encounter))
        self.entry_box.setTitle(self.tr("Enter the reroll"))
        self.entry_box.show()
        self._refresh()
        self._focus_first_die()

    def _change_die(self, natural: int) -> None:
        """A5: the kept d20 becomes ``natural``."""
        self._die_edit = ChangeDie(natural)
        self._refresh()

    def _pending_reroll(self) -> CheckCommand:
        assert self._rolled is not None
        return replace(self._rolled, edits=(Reroll(),))

    def _use_dice(self) -> None:
        needs, naturals = self.dice_entry.needs(), self.dice_entry.naturals()
        try:
            if self._entry_for == "reroll":
                self._die_edit = self._pending_reroll().with_dice(needs, naturals).edits[0]
                self._hide_entry()
                self._refresh()
            else:
                command = self._setup_command()
                self._set_rolled(command.with_dice(command.dice_needed(self._encounter), naturals))
        except (ActionError, RulesError) as error:
            self._show_error(error_text(error))

    def _set_rolled(self, command: CheckCommand) -> None:
        self._rolled = replace(command, edits=())
        self._die_edit = None
        self._hide_entry()
        self._refresh()
        if self.ok_button.isEnabled():
            self.ok_button.setFocus()

    def _discard(self) -> None:
        """Back to the setup: the dice are dropped (a typo in the entered dice, a wrong setup)."""
        self._rolled = None
        self._die_edit = None
        self._hide_entry()
        self._refresh()
        self.roll_button.setFocus()

    def _cancel_entry(self) -> None:
        self._hide_entry()
        self._refresh()
        (self.ok_button if self._rolled is not None else self.roll_button).setFocus()

    def _hide_entry(self) -> None:
        self._entry_for = None
        self.entry_box.hide()

    def _set_entry_needs(self, needs: tuple[DieNeed, ...]) -> None:
        if needs == self.dice_entry.needs():
            return
        previous = dict(zip(self.dice_entry.needs(), self.dice_entry.naturals()))
        self.dice_entry.set_needs(needs, self._encounter)
        self.dice_entry.set_naturals([previous.get(need, 1) for need in needs])
        self._fix_tab_order()

    def _focus_first_die(self) -> None:
        boxes = self._dice_boxes()
        if boxes:
            boxes[0].setFocus()
            boxes[0].selectAll()

    def _dice_boxes(self) -> list[QSpinBox]:
        boxes = [self.dice_entry.findChild(QSpinBox, f"die{i}") for i in range(len(self.dice_entry.needs()))]
        return [box for box in boxes if box is not None]

    def _fix_tab_order(self) -> None:
        chain: list[QWidget] = [
            *self.setup.focus_chain(), *self.modifier_editor.focus_chain(), self.raise_spin, self.lower_spin,
            *self._dice_boxes(), self.use_dice_button, self.cancel_entry_button, *self.result_panel.focus_chain(),
            self.roll_button, self.enter_dice_button, self.ok_button, self.cancel_button,
        ]
        chain_tab_order(chain)

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        self._fix_tab_order()
        super().showEvent(event)

