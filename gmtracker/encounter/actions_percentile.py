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
from enum import Enum
from fractions import Fraction
from typing import TYPE_CHECKING, Any

import msgspec

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
    NormalCheckResult,
    Target,
    VsCheckResult,
    resolve_normal_check,
    resolve_one_against_many,
    resolve_vs_check,
)
from gmtracker.rules.condition_effects import percentile_modifiers
from gmtracker.rules.percentile_odds import normal_check_odds, vs_check_odds
from gmtracker.rules.percentile_priority import (
    Contender,
    SimultaneousResult,
    needs_roll_off,
    resolve_simultaneous,
    roll_off_pending,
)

from . import derived
from .action_support import label_naturals, rules_errors
from .actions_care import is_public
from .command import ActionError, PatchBuilder
from .dice_needs import DieNeed
from .dice_protocol import DiceCommand
from .encounter import Encounter
from .log_kind import LogKind, Record
from .log_render.translating import fill
from .model import Combatant, Side
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP, purpose_term

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces

class PercentileSide(msgspec.Struct, frozen=True):
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
    modifiers: tuple[Modifier, ...] = ()
    forced: Outcome | None = None

    def __post_init__(self) -> None:
        modifiers = tuple(m if isinstance(m, Modifier) else Modifier(str(m[0]), m[1])
                          for m in self.modifiers)
        msgspec.structs.force_setattr(self, "modifiers", modifiers)
        if self.forced is not None:
            msgspec.structs.force_setattr(self, "forced", _outcome(self.forced))


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
                sides[row] = msgspec.structs.replace(sides[row], natural=value)
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
        return (self.base_bonus(base) if base is not None else 0) + sum(
            m.value for m in _all_modifiers(chosen, PatchBuilder(encounter)))

    def odds(self, encounter: Encounter) -> dict[Any, Any] | None:
        """C3–C7: the chance of success before the dice — ``{Outcome: Fraction}`` for a normal check,
        ``{target id: {Outcome: Fraction}}`` for a versus check (a GM-forced result is certain);
        None for simultaneous actions."""
        if self.simultaneous:
            return None
        ranges = SpecialRanges(encounter.settings.critical_from, encounter.settings.fumble_to)
        builder = PatchBuilder(encounter)
        active_base = _base_of(self.active, builder)
        active_bonus = sum(m.value for m in _all_modifiers(self.active, builder))
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
                                         active_bonus=active_bonus, passive_bonus=sum(m.value for m in _all_modifiers(side, builder)),
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
            record = PercentileCheckRecord(check=PercentileCheckType.NORMAL, active=_side_record(self.active),
                                           result=result)
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
            vs_record = PercentileVsRecord(
                check=PercentileCheckType.VERSUS if many is None else PercentileCheckType.ONE_AGAINST_MANY,
                active=_side_record(self.active), passive=_side_record(side), target=row, targets=len(passives),
                result=vs_result)
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
        record = PercentileSimultaneousRecord(check=PercentileCheckType.SIMULTANEOUS, active=_side_record(self.active),
                                              passive=_side_record(side), roll_off=self.roll_off, result=result)
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
    return Performance(side.natural, base, side.modifiers + _condition_modifiers(combatant), ranges)


def _condition_modifiers(combatant: Combatant | None) -> tuple[Modifier, ...]:
    """D3: the 1D100 modifiers of the combatant's conditions, each named by its condition (C3, C5)."""
    if combatant is None or not combatant.conditions:
        return ()
    return tuple(Modifier(source, value) for source, value in percentile_modifiers(derived.condition_effects(combatant)))


def _all_modifiers(side: PercentileSide, builder: PatchBuilder) -> tuple[Modifier, ...]:
    """The side's own modifiers and its combatant's conditions' (D3)."""
    combatant = builder.current(side.combatant) if side.combatant is not None else None
    return side.modifiers + _condition_modifiers(combatant)


def _side_record(side: PercentileSide) -> SideRecord:
    return SideRecord(combatant=side.combatant, base=side.base, forced=side.forced)


class PercentileCheckType(str, Enum):
    """Which 1D100 check a record is of: normal (C3), versus (C5), one against many (C8),
    simultaneous actions (C7)."""

    NORMAL = "normal"
    VERSUS = "versus"
    ONE_AGAINST_MANY = "one_against_many"
    SIMULTANEOUS = "simultaneous"


class SideRecord(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One side of a 1D100 check as the GM chose it: who (None: the GM's roll for nobody), the base
    value by name (C5; None: none), and the result the GM forced for it (C7; None: not forced)."""

    combatant: str | None
    base: str | None
    forced: Outcome | None


class PercentileCheckRecord(Record, frozen=True):
    """A normal 1D100 check (C3, C4, C6, C7): the active side and the rules core's result."""

    check: PercentileCheckType
    active: SideRecord
    result: NormalCheckResult


class PercentileVsRecord(Record, frozen=True):
    """A versus check (C5) or one target of one against many (C8): the sides, the target's row
    (``target``, from 0) of ``targets``, and the rules core's result."""

    check: PercentileCheckType
    active: SideRecord
    passive: SideRecord
    target: int
    targets: int
    result: VsCheckResult


class PercentileSimultaneousRecord(Record, frozen=True):
    """Simultaneous actions (C7): the two sides, the roll-off pairs given (the first side's first),
    and the rules core's result."""

    check: PercentileCheckType
    active: SideRecord
    passive: SideRecord
    roll_off: tuple[tuple[int, int], ...]
    result: SimultaneousResult


_DIFFICULTIES = {
    Difficulty.TRIVIAL: QT_TRANSLATE_NOOP("LogLine", "trivial"),
    Difficulty.EASY: QT_TRANSLATE_NOOP("LogLine", "easy"),
    Difficulty.NORMAL: QT_TRANSLATE_NOOP("LogLine", "normal"),
    Difficulty.HARD: QT_TRANSLATE_NOOP("LogLine", "hard"),
    Difficulty.VERY_HARD: QT_TRANSLATE_NOOP("LogLine", "very hard"),
}


def _percentile_check_line(p: Pieces, r: PercentileCheckRecord) -> str:
    """``Ayla: d100 42 +6 (accuracy 60/10) = 48 vs target 50 (normal): failure (values)`` (C3–C7)."""
    result = r.result
    who = p.name(r.active.combatant) if r.active.combatant is not None else p.translate("LogLine", "GM")
    side = p.side(who, r.active.base, result.performance)
    return fill(p.translate("LogLine", "%1 vs target %2 (%3): %4 (%5)"), side, result.target,
                p.translate("LogLine", _DIFFICULTIES[result.difficulty]), p.outcome(result.outcome.value),
                p.decided(result.decided_by))


def _percentile_vs_line(p: Pieces, r: PercentileVsRecord) -> str:
    """``Ayla: … = 53 vs Gob: … = 40: Ayla succeeds, Ayla wins (values)`` (C5, C8)."""
    result = r.result
    actor, passive = p.name(r.active.combatant), p.name(r.passive.combatant)
    active_side = p.side(actor, r.active.base, result.active)
    passive_side = p.side(passive, r.passive.base, result.passive)
    decided = p.decided(result.decided_by)
    if result.specials_cancelled:
        decided = fill(p.translate("LogLine", "%1, specials cancel"), decided)
    if result.outcome is Outcome.SUCCESS:
        template = p.translate("LogLine", "%1 vs %2: %3 succeeds, %4 wins (%5)")
        winner = actor
    else:
        template = p.translate("LogLine", "%1 vs %2: %3 fails, %4 wins (%5)")
        winner = passive
    return fill(template, active_side, passive_side, actor, winner, decided)


def _percentile_simultaneous_line(p: Pieces, r: PercentileSimultaneousRecord) -> str:
    """C7: ``Gob: … = 54 and Ayla: … = 54 act at once: Ayla wins (player priority)``."""
    result = r.result
    first, second = result.first, result.second
    first_side = _contender_side(p, first, r.active.base)
    second_side = _contender_side(p, second, r.passive.base)
    decided = p.decided(result.decided_by)
    if result.roll_off is not None:
        pairs = []
        for round_ in result.roll_off.rounds:
            rolls = dict(round_.rolls)
            pairs.append(fill(p.translate("LogLine", "%1–%2"), rolls.get(first.key, "—"),
                              rolls.get(second.key, "—")))
        decided = fill(p.translate("LogLine", "%1: %2"), decided, p.words.list_of(pairs))
    if result.specials_cancelled:
        decided = fill(p.translate("LogLine", "%1, specials cancel"), decided)
    return fill(p.translate("LogLine", "%1 and %2 act at once: %3 wins (%4)"), first_side, second_side,
                p.name(result.winner), decided)


def _contender_side(p: Pieces, contender: Contender, base: str | None) -> str:
    """One side of simultaneous actions: its 1D100 (C5), or its name alone where the record has none."""
    name = p.name(contender.key)
    return name if contender.performance is None else p.side(name, base, contender.performance)


def _percentile_check_undo(w: CommandWords) -> str:
    """The command's words: a normal check, a versus check (each target) or simultaneous actions."""
    entry = w.entry("percentile_simultaneous")
    if entry is not None:  # C7: no active side
        return fill(w.translate("CommandText", "1D100 simultaneous actions: %1 and %2"),
                    w.actor("percentile_simultaneous"), w.name(entry.targets[0]) if entry.targets else "—")
    if w.entry("percentile_vs") is not None:
        targets = [w.name(t) for e in w.log if e.kind == "percentile_vs" for t in e.targets]
        return fill(w.translate("CommandText", "1D100 versus check: %1 → %2"), w.actor("percentile_vs"),
                    w.words.list_of(targets))
    return fill(w.translate("CommandText", "1D100 check: %1"), w.actor("percentile_check"))


_SAMPLE_SPECIALS = SpecialRanges(critical_from=96, fumble_to=5)


def _sample_performance(natural: int, base: int | None, *modifiers: Modifier) -> Performance:
    return Performance(natural, base, modifiers, _SAMPLE_SPECIALS)


LOG_KINDS = (
    LogKind("percentile_check", PercentileCheckRecord, _percentile_check_line, undo=_percentile_check_undo, roll=True,
            sample=PercentileCheckRecord(
                check=PercentileCheckType.NORMAL, active=SideRecord(combatant="ayla", base="accuracy", forced=None),
                result=resolve_normal_check(_sample_performance(42, 60, Modifier("Aim", 5)), 50))),
    LogKind("percentile_vs", PercentileVsRecord, _percentile_vs_line, roll=True,
            sample=PercentileVsRecord(
                check=PercentileCheckType.VERSUS, active=SideRecord(combatant="ayla", base="accuracy", forced=None),
                passive=SideRecord(combatant="gob", base="evasion", forced=None), target=0, targets=1,
                result=resolve_vs_check(_sample_performance(42, 60), _sample_performance(30, 40)))),
    LogKind("percentile_simultaneous", PercentileSimultaneousRecord, _percentile_simultaneous_line, roll=True,
            sample=PercentileSimultaneousRecord(
                check=PercentileCheckType.SIMULTANEOUS, active=SideRecord(combatant="gob", base=None, forced=None),
                passive=SideRecord(combatant="ogre", base=None, forced=None), roll_off=((40, 40), (70, 20)),
                result=resolve_simultaneous(Contender("gob", False, _sample_performance(50, None)),
                                            Contender("ogre", False, _sample_performance(50, None)),
                                            rolls=((40, 40), (70, 20))))),
)
