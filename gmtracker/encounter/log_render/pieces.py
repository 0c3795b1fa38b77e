"""The pieces of a log line that several kinds share, with the translate function they are given.

:class:`Pieces` is what each kind's line (declared beside its command, :mod:`..log_kind`) is
given with the typed record: names by id, a d20 roll and its versions (A2, A5), degrees,
damage effects (B4), a defense roll (B1), a 1D100 performance and side (C5), a condition's
duration, the care lines' extra modifiers. Rendered with ``marking``, the outcome words carry the marks of
:mod:`.outcomes` (the UI colours them); the kinds' lines use :meth:`Pieces.outcome` and
its siblings for every word that says how a roll went.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from gmtracker.encounter.base_values import WORDS as BASE_VALUE_WORDS
from gmtracker.encounter.model import Condition, Expiry, LogEntry
from gmtracker.rules.d20 import Edit, proficiency_applied
from gmtracker.rules.damage_check import BonusCode
from gmtracker.rules.percentile import DecidedBy, Special
from gmtracker.rules.wound_codes import DamageEffect, DamageState

from .outcomes import CODE_KINDS, OutcomeKind, marked, marked_template
from .translating import QT_TRANSLATE_NOOP, LogLine, Plural, Translate, Words, ascii_signed, fill, spaced

if TYPE_CHECKING:
    from gmtracker.encounter.action_support import CheckRecord
    from gmtracker.encounter.actions_damage import DamageStageRecord
    from gmtracker.encounter.turn_states import TurnLimit
    from gmtracker.rules.d20 import CheckResult
    from gmtracker.rules.damage_check import DamageCheck
    from gmtracker.rules.defense import DefenseRoll
    from gmtracker.rules.percentile import Performance

_EDITS: dict[Edit, str] = {
    Edit.REROLL: QT_TRANSLATE_NOOP("LogLine", "rerolled %1 → %2"),
    Edit.CHANGE: QT_TRANSLATE_NOOP("LogLine", "d20 changed %1 → %2"),
    Edit.MODIFIERS: QT_TRANSLATE_NOOP("LogLine", "modifiers changed %1 → %2"),
    Edit.SHIFTS: QT_TRANSLATE_NOOP("LogLine", "degree shifted %1 → %2"),
}
_DECIDED: dict[DecidedBy, str] = {
    DecidedBy.FORCED: QT_TRANSLATE_NOOP("LogLine", "forced by the GM"),
    DecidedBy.SPECIAL: QT_TRANSLATE_NOOP("LogLine", "critical/fumble"),
    DecidedBy.VALUES: QT_TRANSLATE_NOOP("LogLine", "values"),
    DecidedBy.ACTIVE_PRIORITY: QT_TRANSLATE_NOOP("LogLine", "tie to the active side"),
    DecidedBy.PLAYER_PRIORITY: QT_TRANSLATE_NOOP("LogLine", "player priority"),
    DecidedBy.ROLL_OFF: QT_TRANSLATE_NOOP("LogLine", "roll-off"),
}
# A8's degrees by the rules core's number (Degree), as outcome codes.
_DEGREES = ("critical_failure", "failure", "success", "critical_success")
# Modifier sources the engine writes as codes (any other source is the GM's words).
CODED_SOURCES = frozenset({"realistic_mode", "hit_penalty", "healing", "natural"})


class Pieces:
    """What the lines of several kinds share: names, dice, check versions, damage, 1D100 sides,
    durations. ``names`` maps combatant ids to names."""

    def __init__(self, entry: LogEntry, names: Mapping[str, str], for_players: bool, translate: Translate,
                 marking: bool = False, compact: bool = False) -> None:
        self.translate = translate
        self.marking = marking
        self.compact = compact  # totals only, no terms: for a log cell too narrow for the whole line
        self.words = Words(translate)
        self.entry = entry
        self.names = names
        self.for_players = for_players

    def plural(self, message: Plural) -> str:
        """A ``LogLine.tr("%n …", "", n)`` message in the renderer's language."""
        return self.translate(*message)

    # -- outcome words (marked for the UI's colours when ``marking``) ------------------
    def outcome(self, code: str) -> str:
        """A rules outcome code in words (``critical_hit`` → "critical hit"), marked with its kind."""
        text = self.words.code_text(code)
        kind = CODE_KINDS.get(code)
        return marked(text, kind) if self.marking and kind is not None else text

    def outcome_words(self, text: str, kind: OutcomeKind) -> str:
        """A whole clause that says the outcome (``success: seriously wounded ends``), marked."""
        return marked(text, kind) if self.marking else text

    def outcome_template(self, template: str, kind: OutcomeKind) -> str:
        """A translated template whose own words are the outcome (``%1 (critical failure)``), marked."""
        return marked_template(template, kind) if self.marking else template

    # -- pieces ----------------------------------------------------------------------
    def name(self, combatant_id: Any) -> str:
        """A combatant's name: the names given, the entry's own actor name, else the id itself
        (a combatant the log never named: its id is all there is to show)."""
        if not isinstance(combatant_id, str):
            raise TypeError(f"a combatant id is a string, not {combatant_id!r}")
        if combatant_id in self.names:
            return self.names[combatant_id]
        if combatant_id == self.entry.actor and self.entry.actor_name:
            return self.entry.actor_name
        return combatant_id

    def actor(self) -> str:
        return self.name(self.entry.actor)

    def target(self) -> str:
        return self.name(self.entry.targets[0]) if self.entry.targets else "—"

    def dice(self, naturals: list[int], kept: int, sides: int = 20) -> str:
        if len(naturals) <= 1:
            return fill(self.translate("LogLine", "d%1 %2"), sides, kept)
        return fill(self.translate("LogLine", "d%1 %2 of %3"), sides, kept,
                    self.words.list_of(str(n) for n in naturals))

    def version_roll(self, version: CheckResult) -> str:
        """``19 (d20 15, strength +2, proficiency +2)``, ``13 (passive 10 +3)``: one term per
        modifier, never two summed into one number (issue 26 item 8)."""
        total, natural = version.total, version.natural
        if self.compact:
            return str(total)
        if natural is None:
            return fill(self.translate("LogLine", "%1 (passive 10 %2)"), total, ascii_signed(total - 10))
        d20 = list(version.d20)
        terms = self.terms(version, total - natural)
        if not terms:  # no named term (a pure roll, a GM's typed bonus): "11 (d20 11 +0)"
            return fill(self.translate("LogLine", "%1 (%2 %3)"), total, self.dice(d20, natural),
                        ascii_signed(total - natural))
        return fill(self.translate("LogLine", "%1 (%2)"), total, self.words.list_of([self.dice(d20, natural), *terms]))

    def terms(self, version: CheckResult, bonus: int) -> list[str]:
        """A d20 version's terms after the die: the attribute, the proficiency (A13), each modifier
        stacking applied (A6), the advantage d6 (A7), as ``strength +2``; what the record cannot
        account for is one more term, so the terms always add up to the total."""
        check = version.check
        terms: list[tuple[str, int]] = []
        if check.attribute_bonus:
            label = (self.words.code_text(check.attribute.value) if check.attribute is not None
                     else self.words.key_label("attribute_bonus"))
            terms.append((label, check.attribute_bonus))
        proficiency = proficiency_applied(check.proficiency, check.proficiency_bonus)
        if proficiency:
            terms.append((self.words.key_label("proficiency"), proficiency))
        for entry in version.stacking.entries:
            value = entry.modifier.value
            if not entry.applied or not value:
                continue
            source = entry.modifier.source
            if source in ("advantage", "disadvantage"):
                label = self.words.key_label(source)
            elif source in CODED_SOURCES:  # a source the rules core names (realistic mode, B10)
                label = self.words.code_text(source)
            else:
                label = source or self.words.code_text(entry.modifier.type.value)
            terms.append((label, value))
        rest = bonus - sum(value for _, value in terms)
        if rest and terms:
            terms.append((self.words.code_text("other"), rest))
        #: A term of a roll: its name and its signed value ("strength +2", "Blessed +1").
        return [fill(self.translate("LogLine", "%1 %2"), label, ascii_signed(value)) for label, value in terms]

    def degree(self, version: CheckResult) -> str:
        return self.outcome(_DEGREES[version.steps.degree])

    def versions(self, check: CheckRecord, against: str | None) -> str:
        """Every version of a d20 check: the first against the DC, then each edit."""
        first = check.versions[0]
        if against is None:
            parts = [fill(self.translate("LogLine", "%1 → %2"), self.version_roll(first), self.degree(first))]
        else:
            parts = [fill(self.translate("LogLine", "%1 vs %2 → %3"), self.version_roll(first), against,
                          self.degree(first))]
        for version in check.versions[1:]:
            # a later version always says its edit (A2, A5); one that does not is shown as its result
            template = _EDITS[version.edit] if version.edit is not None else "%1 → %2"
            parts.append(fill(self.translate("LogLine", template), self.version_roll(version), self.degree(version)))
        return self.words.clauses(parts)

    def results_only(self, check: CheckRecord) -> str:
        """A2, hidden DC, for the players: ``13 (d20 9 +4) → 20 (d20 16 +4)``, each version's
        result without its degree; a version that only shifts the degree adds nothing."""
        rolls = [self.version_roll(check.versions[0])]
        for version in check.versions[1:]:
            roll = self.version_roll(version)
            if roll != rolls[-1]:
                rolls.append(roll)
        line = rolls[0]
        for roll in rolls[1:]:
            line = fill(self.translate("LogLine", "%1 → %2"), line, roll)
        return line

    def penalty(self, count: int) -> str:
        return self.plural(LogLine.tr(" with %n penalty die(s)", "", count)) if count else ""

    def effects(self, effects: Iterable[DamageEffect]) -> str:
        """B4's effects in the rules core's order (``wound, seriously wounded``), or "no effect"."""
        chosen = set(effects)
        shown = [self.words.code_text(effect.value) for effect in DamageEffect if effect in chosen]
        return self.words.list_of(shown) if shown else self.words.code_text("no_effect")

    def damage_stage(self, stage: DamageStageRecord, *, label: bool, critical: bool = False) -> str:
        """B3/B4: ``damage check (critical ×2) 17 (d20 12, damage bonus +5) vs DC 12 → wound, seriously
        wounded``: the multiplier named before the total (issue 26 item 15), one term per bonus."""
        check = stage.check
        multiplier = check.damage.multiplier if check.damage is not None else 1
        parts = []
        if not check.lethal:
            parts.append(self.translate("LogLine", "(nonlethal)"))
        if multiplier != 1 and critical:
            parts.append(fill(self.translate("LogLine", "(critical ×%1)"), multiplier))
        elif multiplier != 1:
            parts.append(fill(self.translate("LogLine", "(damage ×%1)"), multiplier))
        die = fill(self.translate("LogLine", "d20 %1"), check.natural)
        terms = self.damage_terms(check, check.bonus, stage.realistic_penalty)
        if self.compact:
            roll = str(check.total)
        elif len(terms) == 1 and terms[0][:1] in "+-":
            roll = fill(self.translate("LogLine", "%1 (%2 %3)"), check.total, die, terms[0])
        else:
            roll = fill(self.translate("LogLine", "%1 (%2)"), check.total, self.words.list_of([die, *terms]))
        parts.append(fill(self.translate("LogLine", "%1 vs %2 → %3"), roll,
                          fill(self.translate("LogLine", "DC %1"), check.dc), self.effects(stage.effects.effects)))
        body = " ".join(parts)
        return fill(self.translate("LogLine", "damage check %1"), body) if label else body

    def damage_terms(self, check: DamageCheck, bonus: int, realistic: int = 0) -> list[str]:
        """B3: the damage check's terms (the damage bonus, against a disabled target…, B10's realistic
        penalty), each with its value."""
        terms: list[tuple[str, int]] = []
        for term in check.terms:
            code = term.code.value
            if term.code is BonusCode.OTHER and realistic and term.value == -abs(realistic):
                code = "realistic_mode"  # B10: the realistic penalty is recorded as another term
            if term.value:
                terms.append((self.words.code_text(code), term.value))
        rest = bonus - sum(value for _, value in terms)
        if rest:
            terms.append((self.words.code_text("other"), rest))
        if len(terms) == 1 and terms[0][0] == self.words.code_text("damage_bonus"):
            # B3's own term (d20 + damage bonus) alone: "d20 12 +5", as the rules write it
            return [ascii_signed(terms[0][1])]
        return [fill(self.translate("LogLine", "%1 %2"), label, ascii_signed(value)) for label, value in terms]

    def performance(self, performance: Performance) -> str:
        """C5: ``65 (60 +5)``, ``102 (97 critical +5)``."""
        value, natural = performance.value, performance.natural
        rest = ascii_signed(value - natural)
        if performance.special is Special.CRITICAL:
            return fill(self.outcome_template(self.translate("LogLine", "%1 (%2 critical %3)"),
                                              OutcomeKind.CRITICAL_SUCCESS), value, natural, rest)
        if performance.special is Special.FUMBLE:
            return fill(self.outcome_template(self.translate("LogLine", "%1 (%2 fumble %3)"),
                                              OutcomeKind.CRITICAL_FAILURE), value, natural, rest)
        return fill(self.translate("LogLine", "%1 (%2 %3)"), value, natural, rest)

    def base_value(self, name: str | None) -> str:
        """A 1D100 base value's name: a code (accuracy, evasion) in the GM's words, else as typed (issue 26 item 13)."""
        text = name or ""
        english = BASE_VALUE_WORDS.get(text)
        return text if english is None else self.translate("BaseValue", english)

    def side(self, who: str, base: str | None, performance: Performance) -> str:
        """C5: ``Ayla: d100 42 +6 (accuracy 60/10) +5 (aim) = 53 [critical]``."""
        parts = [fill(self.translate("LogLine", "d100 %1"), performance.natural)]
        if performance.base is not None:
            parts.append(fill(self.translate("LogLine", "%1 (%2 %3/10)"), spaced(performance.base_tenth),
                              self.base_value(base), performance.base))
        for modifier in performance.modifiers:
            parts.append(fill(self.translate("LogLine", "%1 (%2)"), spaced(modifier.value), modifier.source))
        total = fill(self.translate("LogLine", "= %1"), performance.value)
        if performance.special is Special.CRITICAL:
            total = fill(self.outcome_template(self.translate("LogLine", "= %1 [critical]"),
                                               OutcomeKind.CRITICAL_SUCCESS), performance.value)
        elif performance.special is Special.FUMBLE:
            total = fill(self.outcome_template(self.translate("LogLine", "= %1 [fumble]"),
                                               OutcomeKind.CRITICAL_FAILURE), performance.value)
        return fill(self.translate("LogLine", "%1: %2"), who, " ".join(parts + [total]))

    def decided(self, code: DecidedBy) -> str:
        """C7: what decided a 1D100 check (``critical/fumble``, ``player priority``…)."""
        return self.translate("LogLine", _DECIDED[code])

    def duration(self, condition: Condition, holder: str) -> str:
        """A condition's duration: ``2 of 3 rounds, counted at the end of Ayla's turn``, or ``until removed``
        (``holder``: the name of the combatant it is on, whose turns count it without an anchor)."""
        text = self._rounds_text(condition, holder)
        if condition.save is not None:
            #: A condition's duration, then the check that ends it sooner (D3): "until removed; save ends: strength DC 12".
            text = fill(self.translate("LogLine", "%1; save ends: %2 DC %3"), text,
                        self.words.code_text(condition.save.attribute.value), condition.save.dc)
        return text

    def _rounds_text(self, condition: Condition, holder: str) -> str:
        if condition.rounds is None:
            return self.translate("LogLine", "until removed")
        rounds = condition.rounds
        anchor_name = self.name(condition.anchor) if condition.anchor is not None else holder
        remaining = rounds if condition.remaining is None else condition.remaining
        if condition.expiry is Expiry.TURN_START:
            template = self.plural(LogLine.tr("%1 of %n round(s), counted at the start of %2's turn", "", rounds))
        else:
            template = self.plural(LogLine.tr("%1 of %n round(s), counted at the end of %2's turn", "", rounds))
        return fill(template, remaining, anchor_name)

    def extras(self, realistic: int, other: int) -> str:
        """The care lines' modifiers after the bonus: `` - 2 (realistic) + 1 (other)`` (B10; "" for none)."""
        parts = []
        if realistic:
            parts.append(fill(self.translate("LogLine", "%1 (realistic)"), spaced(realistic)))
        if other:
            parts.append(fill(self.translate("LogLine", "%1 (other)"), spaced(other)))
        return "".join(" " + p for p in parts)

    def state(self, code: DamageState | str) -> str:
        """A damage state (B5) in words, from the rules' code or its value."""
        return self.words.code_text(code.value if isinstance(code, DamageState) else code)

    # -- kinds -----------------------------------------------------------------------

    def defense_roll(self, roll: DefenseRoll) -> str:
        """B1: ``14 (d20 11, defense +3) vs 16``; with the attacker's penalty dice the defender's
        d20 are several, the highest kept (said by the attack line)."""
        dice = self.dice(list(roll.naturals) or [roll.natural], roll.natural)
        return fill(self.translate("LogLine", "%1 (%2 %3) vs %4"), roll.left, dice,
                    ascii_signed(roll.left - roll.natural), roll.right)


def turn_limit_line(limit: TurnLimit, translate: Translate) -> str:
    """B5: ``disabled: one move or one standard action (B5), unconscious at the end of the turn after a
    standard action`` — a turn's limit (the turn record's ``turn_limit``), for the log and the status bar."""
    words = Words(translate)
    states = words.list_of(words.code_text(state.value) for state in limit.states)
    if limit.unconscious_after_standard_action:
        return fill(translate("LogLine", "%1: one move or one standard action (B5), unconscious at the end of "
                              "the turn after a standard action"), states)
    return fill(translate("LogLine", "%1: one move or one standard action (B5)"), states)


def duration_text(rounds: int, translate: Translate, *, count_rounds: bool = True) -> str:
    """B12: ``8 h (4800 rounds)``, ``1 min (10 rounds)``, ``3 round(s)``; without ``count_rounds``
    ``8 h``, ``1 min`` (the one wording of a duration, for the log and the dialogs alike)."""
    hours, rest = divmod(rounds, 600)
    minutes, left = divmod(rest, 10)
    parts = []
    if hours:
        parts.append(fill(translate("LogLine", "%1 h"), hours))
    if minutes:
        parts.append(fill(translate("LogLine", "%1 min"), minutes))
    if left:
        parts.append(translate(*LogLine.tr("%n round(s)", "", left)))
    text = " ".join(parts)
    if count_rounds and (hours or minutes):
        return fill(translate("LogLine", "%1 (%2 rounds)"), text, rounds)
    return text
