"""The dice protocol every command that rolls follows (issue 13, DESIGN.md "How a GM's click flows").

A dice command is made from the GM's inputs *without* its dice, then:

* :meth:`DiceCommand.dice_needed` — the dice it still needs, in the order it uses them, each a
  named :class:`~gmtracker.encounter.dice_needs.DieNeed` (who rolls, what for, which die);
  staged dice (a threat's confirmation, a hit's damage check, a roll-off still tied) appear
  once the dice before them are known, so ask again after each :meth:`with_dice`;
* :meth:`DiceCommand.with_dice` — a copy holding the given naturals (typed in from the
  table, or rolled);
* :meth:`DiceCommand.roll` — every die it needs rolled from a
  :class:`~gmtracker.rules.dice.DiceSource`, stage by stage (the same path for random and
  typed dice);
* :meth:`DiceCommand.odds` — the chance of each outcome before any die is rolled (``None``
  when the action has no odds to show).

A command holds its naturals, so redo never re-rolls. The UI never decides a rule: what a
dialog shows (odds, bonuses, which dice) comes from here.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import Any, TypeVar

from gmtracker.rules.dice import DiceSource
from gmtracker.rules.errors import RulesError

from .command import ActionError, Command
from .dice_needs import DieNeed, roll_needs
from .refusal import QT_TRANSLATE_NOOP

D = TypeVar("D", bound="DiceCommand")

# More stages than any action has (a day's rest asks a state's recovery checks one at a
# time: 14,400 one-minute periods in 24 hours): a guard against a command that keeps asking.
MAX_STAGES = 20_000


class DiceCommand(Command):
    """A :class:`~gmtracker.encounter.command.Command` whose outcome depends on dice."""

    @abstractmethod
    def dice_needed(self, encounter: Any) -> tuple[DieNeed, ...]:
        """The dice this command still needs given the naturals it holds (empty: ready to apply)."""

    @abstractmethod
    def with_dice(self: D, needs: Sequence[DieNeed], naturals: Sequence[int]) -> D:
        """A copy holding ``naturals``, one per need of ``needs`` (as :meth:`dice_needed` gave them).

        Raises :class:`~gmtracker.encounter.command.ActionError` when the counts differ or a
        natural is not on its die.
        """

    def odds(self, encounter: Any) -> Any:
        """The chance of each outcome (a mapping of outcome → Fraction, or per target), or None."""
        return None

    def roll(self: D, encounter: Any, source: DiceSource) -> D:
        """This command with every die it needs rolled from ``source``, stage by stage."""
        command = self
        previous: tuple[DieNeed, ...] | None = None
        for _ in range(MAX_STAGES):
            needs = tuple(command.dice_needed(encounter))
            if not needs:
                return command
            if needs == previous:  # pragma: no cover - a bug in a command: the dice were not taken
                break
            try:
                naturals = roll_needs(source, needs)
            except RulesError as error:
                raise ActionError.from_rules(error) from error
            command = command.with_dice(needs, naturals)
            previous = needs
        raise ActionError(  # pragma: no cover - a bug in a command
            QT_TRANSLATE_NOOP("Refusal", "the action kept asking for dice"))
