"""The turn-start prompts: the dying check (B5, B9) and the recovery checks due (B8) of a new turn,
and the saves (D3: save ends) the turn that just ended asks for.

The turn machine does not roll: it lists what the turn that just started asks for in
its log entry (the turn record's ``prompts``). This dialog shows each prompt with its odds and a
"Skip" box. An :class:`~gmtracker.ui.dialogs.action_dialog.ActionDialog`: "Roll" rolls
every die the prompts need, "Enter dice" asks for them by name. A creature without
constitution fails its dying check automatically (B9) and rolls nothing. A recovery
prompt with several checks due is one
:class:`~gmtracker.encounter.actions_recovery.RecoveryChecksCommand`: its d20s are asked
for one after another and stop at the first success (the state has ended).

The conditions that ended as the turn changed (``expired``, the turn records'
``expired``) are announced above the prompts (:func:`expiry_text`; the main
window puts the same line in its status bar).

After OK, :meth:`PromptsDialog.commands` are, in prompt order, the checks
(:class:`~gmtracker.encounter.actions_recovery.DyingCheckCommand`,
:class:`~gmtracker.encounter.actions_recovery.RecoveryChecksCommand`; unapplied, each
built after the ones before it: push them as one macro), then a log note for each prompt
the GM skipped. A prompt that no longer applies (the combatant is gone, or died of the
dying check before it) is neither.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QVBoxLayout, QWidget

from gmtracker.encounter import ActionError, Command, Encounter
from gmtracker.encounter.actions_recovery import DyingCheckCommand, RecoveryChecksCommand
from gmtracker.encounter.actions_save_ends import SaveEndsCommand
from gmtracker.encounter.dice_protocol import DiceCommand
from gmtracker.encounter.patch import Patch
from gmtracker.encounter.roster import AddLogNote
from gmtracker.encounter.turns import ConditionEnded, DyingCheckPrompt, Prompt, RecoveryCheckPrompt, SaveEndsPrompt
from gmtracker.rules.dice import DiceSource
from gmtracker.rules.errors import RulesError
from gmtracker.ui.dialogs.action_dialog import ActionDialog, AtTable
from gmtracker.ui.words.dice_words import purpose_text
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.text_format import fill, join_words, signed
from gmtracker.ui.words.user_text import button_text, short

from .check_words import word

from .dialog_parts import (
    column_scroll,
    cut_long_words,
    combatant_name,
    logged_lines,
    room_for_one_line,
    named,
    plain_label,
    refusal,
    state_name,
    translated_percent_text,
    working_copy,
)


def expiry_text(encounter: Encounter, expired: Sequence[ConditionEnded]) -> str:
    """"Conditions ended: Blessed on Ayla, Stunned on Goblin" ("" when none ended)."""
    if not expired:
        return ""
    parts = []
    for expiry in expired:
        cid = expiry.combatant
        holder = encounter.combatant(cid).name if encounter.has(cid) else expiry.combatant_name
        parts.append(fill(QCoreApplication.translate("PromptsDialog", "%1 on %2"),
                          short(expiry.name), short(holder)))
    return fill(QCoreApplication.translate("PromptsDialog", "Conditions ended: %1"), join_words(parts))


@dataclass
class _PromptRow:
    """One prompt and its widgets."""

    prompt: Prompt
    box: QGroupBox
    skip: QCheckBox
    result: QLabel
    problem: str


class PromptsDialog(ActionDialog):
    """The checks a turn start asks for (module docstring); after OK :meth:`commands`."""

    def __init__(
        self,
        encounter: Encounter,
        dice: DiceSource,
        prompts: Sequence[Prompt],
        parent: QWidget | None = None,
        expired: Sequence[ConditionEnded] = (),
        *,
        at_table: AtTable = False,
    ) -> None:
        super().__init__(encounter, dice, parent, at_table=at_table)
        self.setObjectName("promptsDialog")
        self.setWindowTitle(self.tr("Turn start"))
        self._rows: list[_PromptRow] = []
        self._made: list[int] = []  # the row of each command build_commands made
        self._sequenced: dict[int, tuple[Command, Patch]] = {}  # id(command) -> it and its patch, in order

        turn = encounter.turn
        heading = (fill(self.tr("Round %1: %2's turn begins."), turn.round, combatant_name(encounter, turn.current))
                   if turn.current is not None else self.tr("A turn begins."))
        self.heading = plain_label(heading, self, object_name="headingLabel")
        self.heading.setStyleSheet("QLabel { font-weight: bold; }")
        self.setup_layout.addWidget(self.heading)
        self.expired_label = plain_label(expiry_text(encounter, expired), self, object_name="expiredLabel")
        self.expired_label.setVisible(bool(expired))
        self.setup_layout.addWidget(self.expired_label)

        self.prompts_scroll = column_scroll(self, "promptsScroll")
        container = QWidget()
        container.setObjectName("promptList")
        column = QVBoxLayout(container)
        for number, prompt in enumerate(prompts):
            row = self._prompt_row(container, number, prompt)
            column.addWidget(row.box)
            self._rows.append(row)
        if not self._rows:
            column.addWidget(plain_label(self.tr("Nothing to check at this turn's start."), container))
        column.addStretch(1)
        self.prompts_scroll.setWidget(container)
        # Wide enough that a prompt's sentence takes two or three lines, not six.
        reading = self.fontMetrics().averageCharWidth() * 56
        self.prompts_scroll.setMinimumWidth(max(reading, self.prompts_scroll.minimumSizeHint().width()))
        self.prompts_scroll.setMinimumHeight(min(container.sizeHint().height() + 4, 480))
        self.setup_layout.addWidget(self.prompts_scroll, 1)
        self.start()

    # -- building ---------------------------------------------------------------------------

    def _prompt_row(self, parent: QWidget, number: int, prompt: Prompt) -> _PromptRow:
        name = combatant_name(self.encounter, prompt.combatant)
        box = QGroupBox(parent)
        box.setObjectName(f"prompt{number}Box")
        inner = QVBoxLayout(box)
        detail = plain_label("", box, object_name=f"prompt{number}Detail")
        inner.addWidget(detail)
        if isinstance(prompt, DyingCheckPrompt):
            subject = fill(self.tr("dying check of %1"), name)
            box.setTitle(fill(self.tr("Dying check (B5) — %1"), button_text(name)))
        elif isinstance(prompt, SaveEndsPrompt):
            subject = fill(self.tr("save of %1 against %2"), name, prompt.name)
            box.setTitle(fill(self.tr("Save ends (D3) — %1: %2"), button_text(name), button_text(prompt.name)))
        else:
            shown_state = state_name(prompt.state)
            subject = fill(self.tr("recovery check of %1, %2"), name, shown_state)
            box.setTitle(fill(self.tr("Recovery check (B8) — %1: %2"), button_text(name), shown_state))
        skip = named(QCheckBox(self.tr("S&kip"), box), f"prompt{number}_skip", fill(self.tr("Skip the %1"), subject))
        inner.addWidget(skip)
        result = plain_label("", box, object_name=f"prompt{number}Result")
        result.hide()
        inner.addWidget(result)
        problem = self._problem(prompt)
        if problem:
            detail.setText(cut_long_words(fill(self.tr("No longer applies: %1"), problem)))
            skip.setEnabled(False)
        else:
            detail.setText(self._detail(prompt))
        room_for_one_line(detail)
        skip.toggled.connect(self.refresh)
        return _PromptRow(prompt, box, skip, result, problem)

    @staticmethod
    def _due(prompt: Prompt) -> int:
        """How many checks the prompt asks for (a dying check: one)."""
        return max(1, prompt.due) if isinstance(prompt, RecoveryCheckPrompt) else 1

    def _command(self, prompt: Prompt) -> DyingCheckCommand | RecoveryChecksCommand | SaveEndsCommand:
        """The prompt's check, without its dice."""
        if isinstance(prompt, DyingCheckPrompt):
            return DyingCheckCommand(prompt.combatant)
        if isinstance(prompt, SaveEndsPrompt):
            return SaveEndsCommand(prompt.combatant, prompt.condition)
        return RecoveryChecksCommand(prompt.combatant, prompt.state, self._due(prompt))

    def _problem(self, prompt: Prompt) -> str:
        """Why a prompt cannot be acted on now ("" when it can)."""
        if not self.encounter.has(prompt.combatant):
            return self.tr("the combatant is not in the encounter")
        try:
            command = self._command(prompt)
            trial = command.with_dice(*self._ones(command))
        except ActionError as error:
            return error_text(error)
        return refusal(trial, self.encounter)

    def _ones(self, command: DiceCommand) -> tuple[tuple[Any, ...], list[int]]:
        needs = command.dice_needed(self.encounter)
        return needs, [1] * len(needs)

    def _detail(self, prompt: Prompt) -> str:
        """The check's bonus, DC and odds (the command's ``odds()``, B5/B8/B10)."""
        combatant = self.encounter.combatant(prompt.combatant)
        command = self._command(prompt)
        if isinstance(command, SaveEndsCommand):
            save = command.save(self.encounter)
            #: A save (D3): %1 the attribute, %2 the check's bonus, %3 its DC, %4 the chance it ends the condition.
            return fill(self.tr("At the end of its turn: a %1 check, d20 %2 against DC %3; a success ends it. "
                                "Chance to end it: %4."), word(save.attribute.value),
                        signed(command.bonus(self.encounter)), save.dc,
                        translated_percent_text(command.ending_odds(self.encounter)))
        if isinstance(command, DyingCheckCommand):
            odds = command.odds(self.encounter)[True]
            bonus = command.recovery_bonus(self.encounter)
            if combatant.constitution is None:
                return fill(self.tr("Seriously wounded and unconscious, and without constitution: the dying check "
                                    "fails automatically and %1 dies (B9)."), short(combatant.name))
            return fill(self.tr("Seriously wounded and unconscious: d20 %1 against DC %2; failure: dies. "
                                "Chance to survive: %3."), signed(bonus), command.dc(self.encounter),
                        translated_percent_text(odds))
        preview = command.outcome_preview(self.encounter)
        return fill(self.tr("Checks due: %n. Each is d20 %1 against DC %2 (%3 to end it); "
                            "they stop at the first success.", "", self._due(prompt)),
                    signed(preview.bonus), preview.dc, translated_percent_text(preview.odds[True]))

    # -- reading -------------------------------------------------------------------------------

    def rows(self) -> list[_PromptRow]:
        return list(self._rows)

    # -- the hooks -----------------------------------------------------------------------------

    def build_commands(self) -> list[DiceCommand]:
        commands: list[DiceCommand] = []
        self._made = []
        for number, row in enumerate(self._rows):
            if row.problem or row.skip.isChecked():
                continue
            commands.append(self._command(row.prompt))
            self._made.append(number)
        return commands

    def ready_without_dice(self) -> bool:
        return True

    def show_setup(self, commands: list[DiceCommand]) -> None:
        super().show_setup(commands)
        self._show_lines(commands)

    def show_dice(self, commands: list[DiceCommand], done: bool) -> None:
        self._show_lines(commands)

    def final_commands(self, commands: list[DiceCommand]) -> list[Command]:
        """The checks in prompt order, each built after the ones before it, then a note per skipped prompt."""
        made, _ = self._run(commands)
        self._sequenced = {id(command): (command, patch) for command, patch in made}
        notes: list[Command] = [self._skip_note(row.prompt) for row in self._rows
                                if row.skip.isChecked() and not row.problem]
        return [command for command, _ in made] + notes

    def patch_of(self, command: Command) -> Patch:
        """A check's patch as built after the checks before it (a dying check may end what follows)."""
        known = self._sequenced.get(id(command))
        if known is not None and known[0] is command:
            return known[1]
        return super().patch_of(command)

    def focus_chain(self) -> list[QWidget]:
        return [row.skip for row in self._rows]

    def setup_widgets(self) -> list[QWidget]:
        return [row.skip for row in self._rows]

    # -- the prompts in order ------------------------------------------------------------------

    def _run(self, commands: list[DiceCommand]) -> tuple[list[tuple[Command, Patch]], dict[int, str]]:
        """Make the checks whose dice are in on a working copy, in prompt order: each (unapplied
        copy, patch), and the line each prompt shows."""
        work = working_copy(self.encounter)
        made: list[tuple[Command, Patch]] = []
        lines: dict[int, str] = {}
        for number, command in zip(self._made, commands):
            try:
                if command.dice_needed(work):
                    continue
                patch = command.build(work)
            except (ActionError, RulesError) as error:
                lines[number] = cut_long_words(fill(self.tr("Not made: %1"), error_text(error)))
                continue
            lines[number] = "\n".join(logged_lines(work, patch))
            work.apply(patch)
            unapplied = copy.copy(command)
            unapplied.patch = None
            made.append((unapplied, patch))
        return made, lines

    def _show_lines(self, commands: list[DiceCommand]) -> None:
        try:
            _, lines = self._run(commands)
        except (ActionError, RulesError) as error:
            lines = {}
            self.show_error(error_text(error))
        for number, row in enumerate(self._rows):
            text = self.tr("Skipped.") if row.skip.isChecked() and not row.problem else lines.get(number, "")
            row.result.setText(text)
            row.result.setVisible(bool(text))

    def _skip_note(self, prompt: Prompt) -> Command:
        cid = prompt.combatant
        name = self.encounter.combatant(cid).name if self.encounter.has(cid) else cid
        return AddLogNote("prompt_skipped", fill(self.tr("%1: %2 skipped by the GM"), name,
                                                 purpose_text(prompt.kind)), actor=cid, record=prompt)
