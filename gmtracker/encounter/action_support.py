"""What the d20 actions share: the naturals given for named dice, and check records.

**Dice.** An attack's dice depend on its dice: the confirmation roll only after a
threat (B1), the damage check only after a hit (B3). Every command that rolls follows
the dice protocol (:mod:`.dice_protocol`): ``dice_needed(encounter)`` names the dice it
*still* needs, ``with_dice(needs, naturals)`` returns a copy holding them, and
:meth:`~.dice_protocol.DiceCommand.roll` asks and adds stage by stage from any
:class:`~gmtracker.rules.dice.DiceSource`. :func:`label_naturals` is the check every
``with_dice`` starts with: one natural per need, each on its die.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from gmtracker.rules.checks import CheckResult
from gmtracker.rules.errors import RulesError

from .command import ActionError, record_of
from .dice_needs import DieNeed
from .refusal import QT_TRANSLATE_NOOP


@contextmanager
def rules_errors() -> Iterator[None]:
    """Turn the rules core's refusal into an :class:`ActionError` (as ``Command.apply`` does)."""
    try:
        yield
    except RulesError as error:
        raise ActionError.from_rules(error) from error


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


def label_naturals(needs: Sequence[DieNeed], naturals: Sequence[int]) -> list[tuple[DieNeed, int]]:
    """Pair needs with naturals, refusing a count that does not match or a natural not on its die."""
    if len(needs) != len(naturals):
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{asked} dice were asked for, {given} given"), asked=len(needs),
                          given=len(naturals))
    for position, (need, natural) in enumerate(zip(needs, naturals), start=1):
        if isinstance(natural, bool) or not isinstance(natural, int) or not 1 <= natural <= need.sides:
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "die {position} is a d{sides}: {value} is not between 1 and {sides}"),
                position=position, sides=need.sides, value=natural)
    return list(zip(needs, naturals))
