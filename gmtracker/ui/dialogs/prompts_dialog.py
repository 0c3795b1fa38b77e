"""The turn-start prompts: the dying check (B5, B9) and the recovery checks due (B8) of a new turn.

The turn machine does not roll: it lists what the turn that just started asks for in
its log entry (``record["prompts"]``). This dialog shows each prompt with its odds and
"Roll", "Enter dice" or "Skip". A creature without constitution fails its dying check
automatically (B9) and rolls nothing: its prompt offers "Apply" or "Skip". A recovery
prompt with several checks due makes them one after another and stops at the first
success (the state has ended).

The conditions that ended as the turn changed (``expired``, the turn entries'
``record["expired"]``) are announced above the prompts (:func:`expiry_text`; the main
window puts the same line in its status bar).

After OK, :meth:`PromptsDialog.commands` are the commands for the prompts not skipped
(:class:`~gmtracker.encounter.actions_recovery.DyingCheckCommand`,
:class:`~gmtracker.encounter.actions_recovery.RecoveryCheckCommand`; unapplied, in
order: push them as one macro) and :meth:`PromptsDialog.skipped` the prompts the GM
skipped (the main window logs a skip). A prompt that no longer applies (the combatant
is gone, or died of the dying check before it) is neither.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ActionError, Command, Encounter
from gmtracker.encounter.actions_care import recovery_bonus
from gmtracker.encounter.actions_recovery import DyingCheckCommand, RecoveryCheckCommand, RecoveryChecksCommand
from gmtracker.encounter.dice_needs import series_needs
from gmtracker.rules.dice import DiceSource, TypedDice
from gmtracker.rules.errors import RulesError
from gmtracker.rules.recovery import RECOVERY_DC
from gmtracker.rules.states import DYING_CHECK_DC
from gmtracker.rules.wound_codes import DamageState
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.text_format import fill, join_words, signed
from gmtracker.ui.words.user_text import button_text, short

from .dialog_parts import (
    DiceChoice,
    combatant_name,
    error_label,
    ok_cancel_buttons,
    plain_label,
    refusal,
    show_error,
    state_name,
    translated_percent_text,
    working_copy,
)

SKIP = "skip"


def expiry_text(encounter: Encounter, expired: Sequence[dict[str, Any]]) -> str:
    """"Conditions ended: Blessed on Ayla, Stunned on Goblin" ("" when none ended)."""
    if not expired:
        return ""
    parts = []
    for expiry in expired:
        cid = str(expiry.get("combatant", ""))
        holder = encounter.combatant(cid).name if encounter.has(cid) else str(expiry.get("combatant_name", ""))
        parts.append(fill(QCoreApplication.translate("PromptsDialog", "%1 on %2"),
                          short(str(expiry.get("name", ""))), short(holder)))
    return fill(QCoreApplication.translate("PromptsDialog", "Conditions ended: %1"), join_words(parts))


@dataclass
class _PromptRow:
    """One prompt and its widgets."""

    prompt: dict[str, Any]
    box: QGroupBox
    choice: DiceChoice
    result: QLabel
    problem: str


class PromptsDialog(QDialog):
    """The checks a turn start asks for (module docstring); after OK :meth:`commands` and :meth:`skipped`."""

    def __init__(
        self,
        encounter: Encounter,
        dice: DiceSource,
        prompts: Sequence[dict[str, Any]],
        parent: QWidget | None = None,
        expired: Sequence[dict[str, Any]] = (),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("promptsDialog")
        self.setWindowTitle(self.tr("Turn start"))
        self._encounter = encounter
        self._dice = dice
        self._rows: list[_PromptRow] = []
        self._commands: list[Command] = []
        self._skipped: list[dict[str, Any]] = []

        layout = QVBoxLayout(self)
        turn = encounter.turn
        heading = (fill(self.tr("Round %1: %2's turn begins."), turn.round, combatant_name(encounter, turn.current))
                   if turn.current is not None else self.tr("A turn begins."))
        self.heading = plain_label(heading, self, object_name="headingLabel")
        self.heading.setStyleSheet("QLabel { font-weight: bold; }")
        layout.addWidget(self.heading)
        self.expired_label = plain_label(expiry_text(encounter, expired), self, object_name="expiredLabel")
        self.expired_label.setVisible(bool(expired))
        layout.addWidget(self.expired_label)

        scroll = QScrollArea(self)
        scroll.setObjectName("promptsScroll")
        scroll.setWidgetResizable(True)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        container = QWidget()
        container.setObjectName("promptList")
        column = QVBoxLayout(container)
        for number, prompt in enumerate(prompts):
            row = self._prompt_row(container, number, dict(prompt))
            column.addWidget(row.box)
            self._rows.append(row)
        if not self._rows:
            column.addWidget(plain_label(self.tr("Nothing to check at this turn's start."), container))
        column.addStretch(1)
        scroll.setWidget(container)
        layout.addWidget(scroll, 1)

        self.error = error_label(self)
        layout.addWidget(self.error)
        self.buttons = ok_cancel_buttons(self, ok_name=self.tr("OK"), cancel_name=self.tr("Cancel"))
        layout.addWidget(self.buttons)
        self._refresh()
        self.resize(680, min(container.sizeHint().height() + 140, 700))
        first = next((row.choice for row in self._rows if row.choice.isEnabled()), None)
        if first is not None:
            first.radio(first.mode()).setFocus()
        else:
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setFocus()

    # -- building ---------------------------------------------------------------------------

    def _prompt_row(self, parent: QWidget, number: int, prompt: dict[str, Any]) -> _PromptRow:
        cid = str(prompt.get("combatant", ""))
        name = combatant_name(self._encounter, cid)
        box = QGroupBox(parent)
        box.setObjectName(f"prompt{number}Box")
        inner = QVBoxLayout(box)
        detail = plain_label("", box, object_name=f"prompt{number}Detail")
        inner.addWidget(detail)
        if prompt.get("kind") == "dying_check":
            subject = fill(self.tr("dying check of %1"), name)
            box.setTitle(fill(self.tr("Dying check (B5) — %1"), button_text(name)))
        else:
            state = str(prompt.get("state", ""))
            shown_state = state_name(state) if state in {s.value for s in DamageState} else state
            subject = fill(self.tr("recovery check of %1, %2"), name, shown_state)
            box.setTitle(fill(self.tr("Recovery check (B8) — %1: %2"), button_text(name), shown_state))
        choice = DiceChoice(self._encounter, box, name=f"prompt{number}", subject=subject,
                            extra=[(SKIP, self.tr("Skip"))])
        inner.addWidget(choice)
        result = plain_label("", box, object_name=f"prompt{number}Result")
        inner.addWidget(result)
        problem = self._problem(prompt)
        row = _PromptRow(prompt, box, choice, result, problem)
        if problem:
            detail.setText(fill(self.tr("No longer applies: %1"), problem))
            choice.setEnabled(False)
        else:
            detail.setText(self._detail(prompt))
            needs = (DyingCheckCommand(cid).dice_needed(self._encounter) if prompt["kind"] == "dying_check"
                     else series_needs(20, "recovery_check", cid, self._due(prompt), state=prompt["state"]))
            choice.set_needs(needs)
            if not needs:  # B9: nothing to roll; the GM applies the automatic failure or skips it
                choice.radio(DiceChoice.ROLL).setText(self.tr("Apply"))
                choice.radio(DiceChoice.ENTER).hide()
        choice.changed.connect(self._refresh)
        return row

    @staticmethod
    def _due(prompt: dict[str, Any]) -> int:
        return max(1, int(prompt.get("due", 1)))

    def _problem(self, prompt: dict[str, Any]) -> str:
        """Why a prompt cannot be acted on now ("" when it can)."""
        cid = prompt.get("combatant")
        if not isinstance(cid, str) or not self._encounter.has(cid):
            return self.tr("the combatant is not in the encounter")
        try:
            if prompt.get("kind") == "dying_check":
                trial: Command = DyingCheckCommand(cid, None if self._encounter.combatant(cid).constitution is None
                                                   else 1)
            elif prompt.get("kind") == "recovery_check":
                trial = RecoveryCheckCommand(cid, prompt.get("state", ""), 1)
            else:
                return self.tr("unknown prompt")
        except ActionError as error:
            return error_text(error)
        return refusal(trial, self._encounter)

    def _detail(self, prompt: dict[str, Any]) -> str:
        combatant = self._encounter.combatant(prompt["combatant"])
        bonus = recovery_bonus(combatant, self._encounter.settings)  # B5/B8: constitution + realistic (B10)
        if prompt["kind"] == "dying_check":
            if combatant.constitution is None:
                return fill(self.tr("Seriously wounded and unconscious, and without constitution: the dying check "
                                    "fails automatically and %1 dies (B9)."), short(combatant.name))
            odds = DyingCheckCommand(combatant.id).odds(self._encounter)[True]
            return fill(self.tr("Seriously wounded and unconscious: d20 %1 against DC %2; failure: dies. "
                                "Chance to survive: %3."), signed(bonus), DYING_CHECK_DC, translated_percent_text(odds))
        state = DamageState(prompt["state"])
        assert combatant.constitution is not None  # no natural recovery without it (B9): never prompted
        success = RecoveryCheckCommand(combatant.id, state).odds(self._encounter)[True]
        return fill(self.tr("Checks due: %n. Each is d20 %1 against DC %2 (%3 to end it); "
                            "they stop at the first success.", "", self._due(prompt)),
                    signed(bonus), RECOVERY_DC[state], translated_percent_text(success))

    # -- reading -------------------------------------------------------------------------------

    def rows(self) -> list[_PromptRow]:
        return list(self._rows)

    def _simulate(self, dice: DiceSource | None) -> tuple[list[Command], list[dict[str, Any]], dict[int, str]]:
        """Run the prompts on a working copy in order: the commands, the skipped, and a line per prompt.

        With ``dice`` None, prompts set to "Roll" are left out (their dice are unknown).
        """
        work = working_copy(self._encounter)
        commands: list[Command] = []
        skipped: list[dict[str, Any]] = []
        lines: dict[int, str] = {}
        for number, row in enumerate(self._rows):
            mode = row.choice.mode()
            if row.problem:
                continue
            if mode == SKIP:
                skipped.append(row.prompt)
                lines[number] = self.tr("Skipped.")
                continue
            if mode == DiceChoice.ROLL and dice is None and row.choice.needs():
                lines[number] = ""
                continue
            source = TypedDice(row.choice.entry.naturals()) if mode == DiceChoice.ENTER else dice
            assert source is not None or not row.choice.needs()
            made, line = self._run(work, row.prompt, source if source is not None else TypedDice(()))
            commands.extend(made)
            lines[number] = line
        return commands, skipped, lines

    def _run(self, work: Encounter, prompt: dict[str, Any], source: DiceSource) -> tuple[list[Command], str]:
        cid = prompt["combatant"]
        name = work.combatant(cid).name
        if prompt["kind"] == "dying_check":
            command: Command = DyingCheckCommand(cid).roll(work, source)
            problem = refusal(command, work)
            if problem:
                return [], fill(self.tr("Not made: %1"), problem)
            command.apply(work)
            natural = command.natural  # type: ignore[attr-defined]
            dead = work.combatant(cid).has_state(DamageState.DEAD)
            verdict = fill(self.tr("%1 dies.") if dead else self.tr("%1 survives this round."), name)
            return [command], (verdict if natural is None else fill(self.tr("d20 %1: %2"), natural, verdict))
        state = DamageState(prompt["state"])
        series = RecoveryChecksCommand(cid, state, self._due(prompt)).roll(work, source)
        if not series.naturals or refusal(series, work):
            return [], self.tr("Not made.")
        series.apply(work)
        ended = not work.combatant(cid).has_state(state)
        verdict = (fill(self.tr("%1 ends."), state_name(state)) if ended
                   else fill(self.tr("%1 continues."), state_name(state)))
        return [series], fill(self.tr("d20 %1: %2"), ", ".join(str(n) for n in series.naturals), verdict)

    def _refresh(self) -> None:
        show_error(self.error, "")
        try:
            _, _, lines = self._simulate(None)
        except (ActionError, RulesError) as error:
            lines = {}
            show_error(self.error, error_text(error))
        for number, row in enumerate(self._rows):
            text = lines.get(number, "")
            row.result.setText(text)
            row.result.setVisible(bool(text))

    # -- the commands -------------------------------------------------------------------------

    def accept(self) -> None:
        """Make the checks (rolling those set to "Roll"); a refusal is shown and the dialog stays open."""
        try:
            commands, skipped, _ = self._simulate(self._dice)
        except (ActionError, RulesError) as error:
            show_error(self.error, error_text(error))
            return
        fresh = []
        for command in commands:
            unapplied = copy.copy(command)
            unapplied.patch = None  # built again on the real encounter
            fresh.append(unapplied)
        self._commands, self._skipped = fresh, skipped
        super().accept()

    def commands(self) -> list[Command]:
        """The checks to push (one macro), in prompt order; empty before OK or after Cancel."""
        return list(self._commands) if self.result() == QDialog.DialogCode.Accepted else []

    def skipped(self) -> list[dict[str, Any]]:
        """The prompts the GM skipped (empty before OK or after Cancel)."""
        return list(self._skipped) if self.result() == QDialog.DialogCode.Accepted else []
