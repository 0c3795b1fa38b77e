"""The d20 check dialog (A1–A10, A13, B10, B11): set up a check, see its odds, roll, edit, accept.

The GM picks who checks (a combatant, or nobody for a GM roll with typed bonuses),
the kind, the attribute, the DC (hidden or announced), proficiency, typed modifiers
(their stacking shown live, A6), advantage and disadvantage — the counts start from
what the actor's state imposes (A10 seriously wounded, A11 heavy load), with the
reasons shown — penalty dice (A3) and whether the check is passive (A4). The exact
odds of each degree follow every change.

An :class:`~gmtracker.ui.dialogs.action_dialog.ActionDialog`: "Roll" rolls from the
dialog's dice source; "Enter dice" asks for the naturals rolled at the table (the
command's ``dice_needed``, penalty dice named apart). The result then shows every die kept and dropped, every modifier,
the total against the DC and the degree step by step. The check stays editable as
A2 and A5 allow, each change recomputed live and kept as an edit of the command:
one reroll *or* one change of the d20 (A5), the typed modifiers during the check
(A2 step 7) and degree shifts from other sources (A2 step 10, A8). OK builds the
:class:`~gmtracker.encounter.actions_check.CheckCommand`; ``commands()`` returns it.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

from PySide6.QtWidgets import QGroupBox, QVBoxLayout, QWidget

from gmtracker.encounter import Encounter
from gmtracker.encounter.actions_check import ChangeDie, CheckCommand, Reroll, SetModifiers, SetShifts
from gmtracker.encounter.dice_protocol import DiceCommand
from gmtracker.rules.checks import Check, CheckResult, Degree, ModifierType, Stacking
from gmtracker.rules.dice import DiceSource
from gmtracker.rules.wound_codes import CountKind
from gmtracker.ui.dialogs.action_dialog import DONE, ENTERING, ActionDialog, AtTable
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.dialogs.check_result_panel import CheckResultPanel
from gmtracker.ui.dialogs.check_setup import CheckSetup, spin_box, spin_row
from gmtracker.ui.dialogs.check_words import degree_word, modifier_text, reason_text
from gmtracker.ui.dialogs.modifier_editor import ModifierEditor
from gmtracker.ui.words.text_format import fill, percent_text

# Degrees as the odds list them, best first.
DEGREES_SHOWN = (Degree.CRITICAL_SUCCESS, Degree.SUCCESS, Degree.FAILURE, Degree.CRITICAL_FAILURE)


class CheckDialog(ActionDialog):
    """A d20 check from setup to result; ``commands()`` after OK (see the module docstring)."""

    def __init__(self, encounter: Encounter, dice: DiceSource, parent: QWidget | None = None, *,
                 actor: str | None = None, at_table: AtTable = False) -> None:
        super().__init__(encounter, dice, parent, at_table=at_table)
        self.setObjectName("checkDialog")
        self.setWindowTitle(self.tr("Check"))
        self._rolled: CheckCommand | None = None  # holds its dice; edits are added live
        self._die_edit: Reroll | ChangeDie | None = None
        self.setup = CheckSetup(self.encounter, actor, self)
        self.setup.changed.connect(self.refresh)
        self.setup_layout.addWidget(self.setup)
        modifiers_box = QGroupBox(self.tr("Modifiers (A6)"), self)
        modifiers_box.setObjectName("modifiersBox")
        self.modifier_editor = ModifierEditor(modifiers_box)
        self.modifier_editor.changed.connect(self._modifiers_changed)
        QVBoxLayout(modifiers_box).addWidget(self.modifier_editor)
        self.setup_layout.addWidget(modifiers_box)
        self.setup_layout.addStretch(1)
        self.odds_summary.show()
        # Left: what is checked, against what, with which modifiers; right: how it is rolled and
        # the odds that follow, then the result. The columns balance before and after the roll.
        self.results_layout.addWidget(self.setup.dice_box)
        self.results_layout.addWidget(self._build_shifts())
        self.result_panel = CheckResultPanel(self)
        self.result_panel.reroll_requested.connect(self._reroll)
        self.result_panel.enter_reroll_requested.connect(self._enter_reroll)
        self.result_panel.change_requested.connect(self._change_die)
        self.result_panel.discard_requested.connect(self.back)
        self.result_panel.hide()
        self.results_layout.addWidget(self.result_panel)
        self.results_layout.addStretch(1)
        self.start()

    # -- the contract ----------------------------------------------------------------
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

    # -- the hooks -------------------------------------------------------------------
    def build_commands(self) -> list[DiceCommand]:
        self._rolled = None
        self._die_edit = None
        self.setup.update_fields(rolled=False)
        self.roll_button.setText(self.tr("&Resolve") if self.setup.passive() else self.tr("&Roll"))
        self.setup.show_automatic(CheckCommand(**self._inputs(counts=False)).check(self.encounter))
        return [CheckCommand(**self._inputs())]

    def can_enter_dice(self) -> bool:
        return not self.setup.passive()

    def odds_rows(self, commands: list[DiceCommand]) -> list[tuple[str, Fraction]]:
        command = commands[0]
        assert isinstance(command, CheckCommand)
        odds = command.odds(self.encounter)
        success = odds[Degree.SUCCESS] + odds[Degree.CRITICAL_SUCCESS]
        self.odds_summary.setText(fill(self.tr("Success or better: %1"), percent_text(success)))
        self._show_stacking(command.check(self.encounter), None, command.stacking(self.encounter))
        self.result_panel.hide()
        return [(degree_word(d), odds[d]) for d in DEGREES_SHOWN]

    def show_dice(self, commands: list[DiceCommand], done: bool) -> None:
        command = commands[0]
        assert isinstance(command, CheckCommand)
        if done:
            self._rolled = replace(command, edits=())
            reroll = next((edit for edit in command.edits if isinstance(edit, Reroll)), None)  # typed (A5)
            if reroll is not None:
                self._die_edit = reroll
        if self._rolled is None:  # typing the check's own dice
            return
        self.setup.update_fields(rolled=True)
        current = self.current_command()
        assert current is not None
        result = current.result(self.encounter)
        self._show_stacking(result.check, result, result.stacking)
        self.odds_view.highlight(degree_word(result.degree))
        self.result_panel.show_result(result, die_edited=self._die_edit is not None,
                                      entering=self.stage() == ENTERING, trial=self._trial_text(current))
        self.result_panel.show()

    def final_commands(self, commands: list[DiceCommand]) -> list[Any]:
        current = self.current_command()
        return [current] if current is not None else []

    def focus_chain(self) -> list[QWidget]:
        return [*self.setup.focus_chain(), *self.modifier_editor.focus_chain(), *self.setup.dice_chain(),
                self.raise_spin, self.lower_spin]

    def result_chain(self) -> list[QWidget]:
        return self.result_panel.focus_chain()

    # -- what the widgets say --------------------------------------------------------
    def _shifts(self) -> tuple[int, ...]:
        return tuple(s for s in (self.raise_spin.value(), -self.lower_spin.value()) if s)

    def _inputs(self, *, counts: bool = True) -> dict[str, Any]:
        inputs = self.setup.inputs(counts=counts)
        inputs.update(modifiers=self.modifier_editor.modifiers(), shifts=self._shifts())
        return inputs

    def _modifiers_changed(self) -> None:
        self.fix_tab_order()
        self.refresh()

    def _build_shifts(self) -> QGroupBox:
        box = QGroupBox(self.tr("Degree shifts from other sources (A8)"), self)
        box.setObjectName("shiftsBox")
        self.raise_spin = spin_box(box, 0, 3)
        self.lower_spin = spin_box(box, 0, 3)
        QVBoxLayout(box).addLayout(spin_row(box, [
            (self.tr("Lar&gest raise:"), self.raise_spin, "raiseSpin", self.tr("Largest raise of the degree")),
            (self.tr("Largest &lowering:"), self.lower_spin, "lowerSpin", self.tr("Largest lowering of the degree")),
        ]))
        for spin in (self.raise_spin, self.lower_spin):
            spin.valueChanged.connect(self.refresh)
        return box

    def _show_stacking(self, check: Check, result: CheckResult | None, stacking: Stacking) -> None:
        """Each typed modifier's verdict (A6: the command's stacking, before or after the roll), and the
        modifiers the rules added."""
        typed = len(self.modifier_editor.modifiers())
        entries = stacking.entries
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

    def _trial_text(self, command: CheckCommand) -> str:
        """B11: what the command's skill trial adds (its :meth:`~CheckCommand.trial`)."""
        trial = command.trial(self.encounter)
        if trial is None:
            return ""
        if not trial.shortfall:
            return self.tr("Skill trial: nothing is added (B11).")
        text = self.tr("Skill trial: +%1 to the %2 (DC − result, B11).")
        count = self.tr("wound count") if trial.count is CountKind.WOUNDS else self.tr("bruise count")
        return fill(text, trial.shortfall, count)

    # -- A5: one reroll or one change of the d20 -------------------------------------
    def _reroll(self) -> None:
        """A5: reroll every d20 from the dice source."""
        rerolled = self._pending_reroll().roll(self.encounter, self.dice).edits[0]
        assert isinstance(rerolled, Reroll)
        self._die_edit = rerolled
        self.refresh()

    def _enter_reroll(self) -> None:
        """A5: the GM rerolls at the table and types the new d20s."""
        self.enter_dice([self._pending_reroll()])

    def _change_die(self, natural: int) -> None:
        """A5: the kept d20 becomes ``natural``."""
        self._die_edit = ChangeDie(natural)
        self.refresh()

    def _pending_reroll(self) -> CheckCommand:
        assert self._rolled is not None and self.stage() == DONE
        return replace(self._rolled, edits=(Reroll(),))


def dialog_for(scope: ActionScope) -> CheckDialog:
    """The check dialog of the Check action: the selected combatant (else whose turn it is) checks."""
    return CheckDialog(scope.encounter, scope.dice, scope.parent, actor=scope.acting, at_table=scope.at_table)
