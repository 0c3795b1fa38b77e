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
from enum import Enum
from typing import Annotated

import msgspec

from gmtracker.rules.checks import PASSIVE_BASE, CheckResult, Degree
from gmtracker.rules.errors import RulesError

from .command import ActionError
from .dice_needs import DieNeed
from .refusal import QT_TRANSLATE_NOOP


@contextmanager
def rules_errors() -> Iterator[None]:
    """Turn the rules core's refusal into an :class:`ActionError` (as ``Command.apply`` does)."""
    try:
        yield
    except RulesError as error:
        raise ActionError.from_rules(error) from error


class DegreeCode(str, Enum):
    """A8's degree of success as a log record writes it (the rules core's :class:`Degree` is a number)."""

    CRITICAL_FAILURE = "critical_failure"
    FAILURE = "failure"
    SUCCESS = "success"
    CRITICAL_SUCCESS = "critical_success"

    @classmethod
    def of(cls, degree: Degree) -> DegreeCode:
        return cls(degree.name.lower())


class CheckRecord(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A d20 check in a log record (an attack's hit check, a standalone check): every version
    (A2, A5), first first, and the final natural, total, DC, degree and rule ids.

    Each version is the rules core's result without its link to the previous one (that is
    the order of ``versions`` instead); there is always one.
    """

    versions: Annotated[tuple[CheckResult, ...], msgspec.Meta(min_length=1)]
    natural: int | None
    total: int
    dc: int
    degree: DegreeCode
    rule_ids: tuple[str, ...]

    @property
    def bonus(self) -> int:
        """A6: what the final version adds to its kept d20 (a passive check's 10 counts as its die, A4)."""
        return self.total - (PASSIVE_BASE if self.natural is None else self.natural)

    def __post_init__(self) -> None:
        # A record from a file: each version's kept die is one of its d20 (a passive check keeps none, A4)
        for version in self.versions:
            if version.kept_index is not None and not 0 <= version.kept_index < len(version.d20):
                raise ValueError(f"kept_index {version.kept_index} is not one of the version's {len(version.d20)} d20")


def check_record(result: CheckResult) -> CheckRecord:
    """A d20 check's record for the log: every version (A2, A5), first first, and the final values."""
    versions = tuple(msgspec.structs.replace(version, previous=None) for version in result.versions())
    return CheckRecord(versions=versions, natural=result.natural, total=result.total, dc=result.dc,
                       degree=DegreeCode.of(result.degree), rule_ids=tuple(result.rule_ids))


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
