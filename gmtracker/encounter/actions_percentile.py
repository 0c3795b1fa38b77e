"""Part C's 1D100 checks as one command: a normal check, a versus check, one against many.

* normal (C3): performance = 1D100 + skill and effect modifiers (+ a base value / 10
  when the episode asks, the rules core's ruling) against a target value; success when
  the performance exceeds it; its difficulty band (C4) is recorded.
* versus (C5): the active and the passive combatant each add their own base value
  (``Combatant.percentile[name]`` / 10, truncated) to their 1D100 and modifiers; the
  active side wins ties (C7 active priority).
* one against many (C8): the active side rolls once; each target rolls its own side.
* simultaneous (C7, ``simultaneous=True``): two combatants act at once, neither is the
  active side. Seed 002, プレイヤーキャラクター優先: "「通常判定」、「VS判定」において、何らかの理由に
  よって決着がつかなかった場合は、プレイヤーキャラクターの行動や判定が優先されます。" A versus check
  with an active side is never undecided (能動側優先 settles a tie first), so this is
  where player priority decides: equal values go to the player character (``Side.PC``);
  two PCs or two non-PCs roll 1D100 off (``roll_off``: pairs of naturals, the first
  side's first; a tie rolls again). Logged as ``"percentile_simultaneous"``.

Criticals and fumbles (C6) use the encounter's ``settings.critical_from`` and
``fumble_to``; C7's order applies, with a GM-forced result at the top (per check, or
per target). The naturals are rolled or typed in before the command is built.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from gmtracker.rules.errors import RulesError
from gmtracker.rules.percentile import (
    D100,
    DIFFICULTY_FLOOR,
    Difficulty,
    Modifier,
    Outcome,
    Performance,
    SpecialRanges,
    as_outcome,
    difficulty_band,
    tenth,
)
from gmtracker.rules.percentile_checks import (
    Target,
    VsCheckResult,
    resolve_normal_check,
    resolve_one_against_many,
    resolve_vs_check,
)
from gmtracker.rules.percentile_odds import normal_check_odds, vs_check_odds
from gmtracker.rules.percentile_priority import (
    Contender,
    needs_roll_off,
    resolve_simultaneous,
    roll_off_pending,
)

from .action_support import label_naturals, rules_errors
from .actions_care import is_public
from .command import ActionError, PatchBuilder, record_of
from .dice_needs import DieNeed
from .dice_protocol import DiceCommand
from .encounter import Encounter
from .model import Combatant, Side
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP, purpose_term

@dataclass(frozen=True)
class PercentileSide:
    """One side of a 1D100 check: who, the natural, the base value by name, modifiers.

    ``combatant`` may be None only for the active side of a normal check (a GM's roll
    for nobody in the encounter). ``base`` names one of the combatant's ``percentile``
    base values (its tenth is added, C5); None adds none. ``modifiers`` are skill and
    effect values as ``(source, value)`` pairs. ``forced`` (a target only): the active
    side's result against this target forced by the GM (C7), ``"success"``/``"failure"``.
    ``natural`` None: still to be rolled (:meth:`PercentileCheckCommand.dice_needed`).
    """

    combatant: str | None
    natural: int | None = None
    base: str | None = None
    modifiers: tuple[Modifier, ...] = field(default=())
    forced: Outcome | None = None

    def __post_init__(self) -> None:
        modifiers = tuple(m if isinstance(m, Modifier) else Modifier(str(m[0]), m[1])
                          for m in self.modifiers)
        object.__setattr__(self, "modifiers", modifiers)
        if self.forced is not None:
            object.__setattr__(self, "forced", _outcome(self.forced))


def _outcome(value: Any) -> Outcome:
    try:
        return as_outcome(value)
    except RulesError as error:
        raise ActionError.from_rules(error) from None


class PercentileCheckCommand(DiceCommand):
    """C3/C5/C8: a 1D100 check of ``active`` against a target value or against passive sides.

    Give ``target_value`` (a normal check, C3) or ``passives`` (one: a versus check, C5;
    several: one against many, C8), not both. ``forced`` forces the active side's result
    (C7) for the normal check or for every target without its own ``forced``.

    Logs one ``"percentile_check"`` entry for a normal check, one ``"percentile_vs"``
    entry per target otherwise (so each target's line is public or not on its own; the
    record holds the active performance, that target's, the outcome, what decided it,
    and the rule ids). An entry involving a hidden combatant is not public.
    """

    kind = "percentile_check"

    def __init__(
        self,
        active: PercentileSide,
        *,
        target_value: int | None = None,
        passives: Sequence[PercentileSide] = (),
        forced: Outcome | str | None = None,
        simultaneous: bool = False,
        roll_off: Sequence[tuple[int, int]] = (),
    ) -> None:
        super().__init__()
        self.active = active
        self.passives = tuple(passives)
        self.target_value = target_value
        self.forced = None if forced is None else _outcome(forced)
        self.simultaneous = simultaneous
        self.roll_off = tuple((int(a), int(b)) for a, b in roll_off)
        if simultaneous and (target_value is not None or len(self.passives) != 1):
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "simultaneous actions are a check of two sides (C7)"))
        if (target_value is None) == (not self.passives):
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "a 1D100 check is against a target value (C3) or against other sides (C5), "
                                             "not both"))
        if any(side.combatant is None for side in self.passives):
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "each passive side of a versus check is a combatant (C5)"))
        if self.passives and active.combatant is None:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "the active side of a versus check is a combatant (C5)"))
        keys = [side.combatant for side in self.passives]
        if len(set(keys)) != len(keys) or active.combatant in keys:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "each side of a 1D100 check is a different combatant"))

    @property
    def label(self) -> str:
        return "1D100 check" if self.target_value is not None else "1D100 versus check"

    def sides(self) -> tuple[PercentileSide, ...]:
        """The active side, then the passive sides."""
        return (self.active, *self.passives)

    def dice_needed(self, encounter: Encounter) -> tuple[DieNeed, ...]:
        """C3/C5/C8: a 1D100 for each side whose natural is still missing, the active side first;
        then, for simultaneous actions still tied (C7), the next roll-off pair (staged)."""
        needs = tuple(DieNeed(D100, "percentile_check", side.combatant)
                      for side in self.sides() if side.natural is None)
        if needs or not self.simultaneous:
            return needs
        with rules_errors():
            first, second = _contenders(encounter, self.active, self.passives[0])
            outcome = self.passives[0].forced or self.forced
            if not needs_roll_off(first, second, forced_winner=_forced_winner(self.active, self.passives[0], outcome)):
                return ()
            naturals = {first.key: [a for a, _ in self.roll_off], second.key: [b for _, b in self.roll_off]}
            if not roll_off_pending((first.key, second.key), naturals):
                return ()
        rounds = len(self.roll_off)
        return (DieNeed(D100, "roll_off", first.key, index=rounds, target=second.key),
                DieNeed(D100, "roll_off", second.key, index=rounds, target=first.key))

    def with_dice(self, needs: Sequence[DieNeed], naturals: Sequence[int]) -> PercentileCheckCommand:
        sides = list(self.sides())
        pair: dict[str | None, int] = {}
        for need, value in label_naturals(needs, naturals):
            if need.purpose == "percentile_check":
                row = next((row for row, side in enumerate(sides)
                            if side.combatant == need.combatant and side.natural is None), None)
                if row is None:
                    raise ActionError(QT_TRANSLATE_NOOP("Refusal", "no side of this 1D100 check is waiting for that die"))
                sides[row] = replace(sides[row], natural=value)
            elif need.purpose == "roll_off" and self.simultaneous and need.combatant not in pair and (
                    need.combatant in (self.active.combatant, self.passives[0].combatant)):
                pair[need.combatant] = value
            else:
                raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a 1D100 check takes no {purpose} die"),
                                  purpose=purpose_term(need.purpose))
        roll_off = self.roll_off
        if pair:
            if len(pair) != 2:
                raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a roll-off takes one 1D100 of each side (C7)"))
            roll_off += ((pair[self.active.combatant], pair[self.passives[0].combatant]),)
        return PercentileCheckCommand(sides[0], target_value=self.target_value, passives=sides[1:],
                                      forced=self.forced, simultaneous=self.simultaneous, roll_off=roll_off)

    @staticmethod
    def base_bonus(value: int) -> int:
        """C5 (C1): what a base value adds to the 1D100 — its tenth, truncated (``57`` → 5)."""
        with rules_errors():
            return tenth(value)

    @staticmethod
    def difficulty(target: int) -> Difficulty:
        """C4: the difficulty band of a target value (the ends open)."""
        with rules_errors():
            return difficulty_band(target)

    @staticmethod
    def difficulty_floor(band: Difficulty) -> int:
        """C4: the lowest target value of ``band`` (choosing a band in a dialog sets it)."""
        return DIFFICULTY_FLOOR[band]

    def offset(self, encounter: Encounter, side: PercentileSide | None = None) -> int:
        """C3/C5: what ``side`` (the active side by default) adds to its 1D100 — the tenth of its base
        value (none when it names none or the combatant lacks it) plus its modifiers."""
        chosen = self.active if side is None else side
        base = _base_of(chosen, PatchBuilder(encounter))
        return (self.base_bonus(base) if base is not None else 0) + sum(m.value for m in chosen.modifiers)

    def odds(self, encounter: Encounter) -> dict[Any, Any] | None:
        """C3–C7: the chance of success before the dice — ``{Outcome: Fraction}`` for a normal check,
        ``{target id: {Outcome: Fraction}}`` for a versus check (a GM-forced result is certain);
        None for simultaneous actions."""
        if self.simultaneous:
            return None
        ranges = SpecialRanges(encounter.settings.critical_from, encounter.settings.fumble_to)
        builder = PatchBuilder(encounter)
        active_base = _base_of(self.active, builder)
        active_bonus = sum(m.value for m in self.active.modifiers)
        with rules_errors():
            if self.target_value is not None:
                success = (_forced_odds(self.forced) if self.forced is not None else
                           normal_check_odds(self.target_value, base=active_base, bonus=active_bonus,
                                             specials=ranges))
                return {Outcome.SUCCESS: success, Outcome.FAILURE: 1 - success}
            odds: dict[Any, Any] = {}
            for side in self.passives:
                forced = side.forced or self.forced
                success = (_forced_odds(forced) if forced is not None else
                           vs_check_odds(active_base=active_base, passive_base=_base_of(side, builder),
                                         active_bonus=active_bonus, passive_bonus=sum(m.value for m in side.modifiers),
                                         specials=ranges))
                odds[side.combatant] = {Outcome.SUCCESS: success, Outcome.FAILURE: 1 - success}
            return odds

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        ranges = SpecialRanges(b.settings.critical_from, b.settings.fumble_to)
        actor = b.current(self.active.combatant) if self.active.combatant is not None else None
        active = _performance(self.active, actor, ranges)
        if self.target_value is not None:
            result = resolve_normal_check(active, self.target_value, forced=self.forced)
            record = {"check": "normal", "active": _side_record(self.active), "result": record_of(result)}
            b.log(self.kind, actor=self.active.combatant, record=record, rule_ids=list(result.rule_ids),
                  public=is_public(actor))
            return b.build()
        assert actor is not None
        if self.simultaneous:
            return self._build_simultaneous(b, actor, ranges, active)
        passives = [(b.current(side.combatant or ""), side) for side in self.passives]
        performances = [_performance(side, combatant, ranges) for combatant, side in passives]
        many = None
        if len(passives) == 1:
            results: list[VsCheckResult] = [
                resolve_vs_check(active, performances[0], forced=self.passives[0].forced or self.forced)]
        else:
            many = resolve_one_against_many(active, [
                Target(side.combatant or "", performance, side.forced or self.forced)
                for (_, side), performance in zip(passives, performances)])
            results = [vs_result for _, vs_result in many.results]
        for row, ((combatant, side), vs_result) in enumerate(zip(passives, results)):
            vs_record: dict[str, Any] = {
                "check": "versus" if many is None else "one_against_many",
                "active": _side_record(self.active), "passive": _side_record(side),
                "target": row, "targets": len(passives), "result": record_of(vs_result)}
            rule_ids = vs_result.rule_ids if many is None else many.rule_ids
            b.log("percentile_vs", actor=actor.id, targets=[combatant.id], record=vs_record,
                  rule_ids=list(rule_ids), public=is_public(actor, combatant))
        return b.build()


    def _build_simultaneous(self, b: PatchBuilder, first: Combatant, ranges: SpecialRanges,
                            first_performance: Performance) -> Patch:
        """C7 with no active side: forced > specials > values > player priority > roll-off."""
        side = self.passives[0]
        second = b.current(side.combatant or "")
        second_performance = _performance(side, second, ranges)
        forced = _forced_winner(self.active, side, side.forced or self.forced)
        with rules_errors():
            result = resolve_simultaneous(
                Contender(first.id, first.side is Side.PC, first_performance),
                Contender(second.id, second.side is Side.PC, second_performance),
                forced_winner=forced, rolls=self.roll_off)
        record = {"check": "simultaneous", "active": _side_record(self.active), "passive": _side_record(side),
                  "roll_off": [list(pair) for pair in self.roll_off], "result": record_of(result)}
        b.log("percentile_simultaneous", actor=first.id, targets=[second.id], record=record,
              rule_ids=list(result.rule_ids), public=is_public(first, second))
        return b.build()


def _forced_odds(forced: Outcome) -> Fraction:
    return Fraction(1 if forced is Outcome.SUCCESS else 0)


def _base_of(side: PercentileSide, builder: PatchBuilder) -> int | None:
    """C5: the side's base value by name (None when it names none or the combatant lacks it)."""
    if side.base is None or side.combatant is None:
        return None
    return builder.current(side.combatant).percentile.get(side.base)


def _contenders(encounter: Encounter, first: PercentileSide, second: PercentileSide) -> tuple[Contender, Contender]:
    """The two sides of simultaneous actions as C7 contenders (their performances when rolled)."""
    ranges = SpecialRanges(encounter.settings.critical_from, encounter.settings.fumble_to)
    contenders = []
    builder = PatchBuilder(encounter)
    for side in (first, second):
        combatant = builder.current(side.combatant or "")
        contenders.append(Contender(combatant.id, combatant.side is Side.PC, _performance(side, combatant, ranges)))
    return contenders[0], contenders[1]


def _forced_winner(first: PercentileSide, second: PercentileSide, forced: Outcome | None) -> str | None:
    """C7: the first side's result forced by the GM, as the forced winner."""
    if forced is None:
        return None
    return first.combatant if forced is Outcome.SUCCESS else second.combatant


def _performance(side: PercentileSide, combatant: Combatant | None, ranges: SpecialRanges) -> Performance:
    if side.natural is None:
        raise ActionError(
            QT_TRANSLATE_NOOP("Refusal", "a 1D100 check needs every natural before it is made (roll or enter them)"))
    base = None
    if side.base is not None:
        if combatant is None:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a base value belongs to a combatant"))
        if side.base not in combatant.percentile:
            if combatant.percentile:
                raise ActionError(
                    QT_TRANSLATE_NOOP("Refusal", "{name} has no base value {base} (known: {known})"),
                    name=combatant.name,
                                  base=repr(side.base), known=tuple(sorted(combatant.percentile)))
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "{name} has no base value {base} (known: none)"),
                name=combatant.name,
                              base=repr(side.base))
        base = combatant.percentile[side.base]
    return Performance(side.natural, base, side.modifiers, ranges)


def _side_record(side: PercentileSide) -> dict[str, Any]:
    return {"combatant": side.combatant, "base": side.base,
            "forced": None if side.forced is None else side.forced.value}

