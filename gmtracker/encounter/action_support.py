"""What the d20 actions share: dice asked for step by step, rule-id order, check records.

**Dice.** An attack's dice depend on its dice: the confirmation roll only after a
threat (B1), the damage check only after a hit (B3). So a d20 action says which dice
it *still* needs given the naturals it already holds — ``missing_dice(encounter)``,
a tuple of :class:`~.dice_needs.DieNeed` in the order it uses them — and
``with_naturals(needs, naturals)`` returns a copy that holds them too. A dialog that
offers "Enter dice" asks, lets the GM type, adds them, and asks again until nothing
is missing; :func:`roll_all` does the same from any
:class:`~gmtracker.rules.dice.DiceSource` (a seeded :class:`RandomDice` or the
GM's :class:`TypedDice`), which is what each command's ``roll`` classmethod calls.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any, Protocol, TypeVar

from gmtracker.rules.checks import CheckResult
from gmtracker.rules.dice import DiceSource
from gmtracker.rules.errors import RulesError

from .command import ActionError, record_of
from .dice_needs import DieNeed, roll_needs
from .encounter import Encounter
from .refusal import QT_TRANSLATE_NOOP

#: Rounds of asking before :func:`roll_all` gives up (an attack needs at most three).
_MAX_STEPS = 8


class NeedsDice(Protocol):
    def missing_dice(self, encounter: Encounter) -> tuple[DieNeed, ...]: ...  # pragma: no cover

    def with_naturals(self: Any, needs: tuple[DieNeed, ...], naturals: tuple[int, ...]) -> Any: ...  # pragma: no cover


N = TypeVar("N", bound=NeedsDice)


def roll_all(command: N, encounter: Encounter, dice: DiceSource) -> N:
    """``command`` with every die it needs rolled from ``dice``, step by step."""
    for _ in range(_MAX_STEPS):
        needs = command.missing_dice(encounter)
        if not needs:
            return command
        try:
            naturals = roll_needs(dice, needs)
        except RulesError as error:
            raise ActionError.from_rules(error) from error
        command = command.with_naturals(needs, naturals)
    raise ActionError(  # pragma: no cover - a bug in a command
        QT_TRANSLATE_NOOP("Refusal", "the action kept asking for dice"))


@contextmanager
def rules_errors() -> Iterator[None]:
    """Turn the rules core's refusal into an :class:`ActionError` (as ``Command.apply`` does)."""
    try:
        yield
    except RulesError as error:
        raise ActionError.from_rules(error) from error


def sorted_rule_ids(ids: Iterable[str]) -> list[str]:
    """Rule ids without repeats in RULES.md order (A1 < A2 < A10 < B1 < C1)."""
    return sorted(set(ids), key=lambda r: (r[0], int(r[1:]) if r[1:].isdigit() else 0))


def check_record(result: CheckResult) -> dict[str, Any]:
    """A d20 check's record for the log: every version (A2, A5), first first, and the final values.

    Each version is the rules core's record without its link to the previous one
    (that is the list order instead).
    """
    versions = []
    for version in result.versions():
        record = record_of(version)
        record.pop("previous", None)
        versions.append(record)
    return {
        "versions": versions,
        "natural": result.natural,
        "total": result.total,
        "dc": result.dc,
        "degree": result.degree.name.lower(),
        "rule_ids": list(result.rule_ids),
    }


def label_naturals(needs: tuple[DieNeed, ...], naturals: tuple[int, ...]) -> list[tuple[DieNeed, int]]:
    """Pair needs with naturals, refusing a count that does not match."""
    if len(needs) != len(naturals):
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{asked} dice were asked for, {given} given"), asked=len(needs),
                          given=len(naturals))
    return list(zip(needs, naturals))
