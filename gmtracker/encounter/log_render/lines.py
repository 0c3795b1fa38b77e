"""A roll-log entry as one line, in the language of the translate function it is given.

Every log kind is put into words here and only here: the English ``text`` a log entry
stores (:meth:`~..command.PatchBuilder.log` renders it with :func:`~.translating.english`),
the UI's roll log, tooltip and player view (Qt's translate), the exported log and the
undo history all call this renderer. The line is made from the entry's record (codes and
numbers), its actor and targets: who, against whom, the totals, the degree or outcome,
the damage and its effects.

Names are data: they are put into translated templates with :func:`fill` (one pass, so
a name containing ``%1`` stays literal) and are never markup here. ``for_players``
(:func:`player_line`) leaves out a hidden DC and the degree that would bound it (A2:
the players see the result only); the GM sees both, the DC marked hidden.

Where an entry lacks what its line needs (an entry of an unknown kind, or one written
before its kind had a record, as in old files), the stored ``text`` is the line:
:func:`renders` says whether an entry is rendered or falls back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from gmtracker.encounter.model import LogEntry
from gmtracker.encounter.ranges import QT_INT
from gmtracker.encounter.setting_words import LABELS, value_source
from gmtracker.rules.wound_codes import DamageEffect

from .translating import QT_TRANSLATE_NOOP, Translate, Words, ascii_signed, english, fill, identity, spaced

# Kinds whose text is the GM's own words (nothing to translate).
NOTE_KINDS = frozenset({"log_note"})

_DEFENSES = {
    "base": QT_TRANSLATE_NOOP("LogLine", "base defense"),
    "physique": QT_TRANSLATE_NOOP("LogLine", "physique defense"),
    "reflex": QT_TRANSLATE_NOOP("LogLine", "reflex defense"),
    "mind": QT_TRANSLATE_NOOP("LogLine", "mind defense"),
}
_EDITS = {
    "reroll": QT_TRANSLATE_NOOP("LogLine", "rerolled %1 → %2"),
    "change": QT_TRANSLATE_NOOP("LogLine", "d20 changed %1 → %2"),
    "modifiers": QT_TRANSLATE_NOOP("LogLine", "modifiers changed %1 → %2"),
    "shifts": QT_TRANSLATE_NOOP("LogLine", "degree shifted %1 → %2"),
}
_DECIDED = {
    "forced": QT_TRANSLATE_NOOP("LogLine", "forced by the GM"),
    "special": QT_TRANSLATE_NOOP("LogLine", "critical/fumble"),
    "values": QT_TRANSLATE_NOOP("LogLine", "values"),
    "active_priority": QT_TRANSLATE_NOOP("LogLine", "tie to the active side"),
    "player_priority": QT_TRANSLATE_NOOP("LogLine", "player priority"),
    "roll_off": QT_TRANSLATE_NOOP("LogLine", "roll-off"),
}
_DIFFICULTIES = {
    "trivial": QT_TRANSLATE_NOOP("LogLine", "trivial"),
    "easy": QT_TRANSLATE_NOOP("LogLine", "easy"),
    "normal": QT_TRANSLATE_NOOP("LogLine", "normal"),
    "hard": QT_TRANSLATE_NOOP("LogLine", "hard"),
    "very_hard": QT_TRANSLATE_NOOP("LogLine", "very hard"),
}
_CONDITION_FIELDS = {
    "name": QT_TRANSLATE_NOOP("LogLine", "name"),
    "note": QT_TRANSLATE_NOOP("LogLine", "note"),
    "rounds": QT_TRANSLATE_NOOP("LogLine", "duration"),
    "remaining": QT_TRANSLATE_NOOP("LogLine", "rounds left"),
    "expiry": QT_TRANSLATE_NOOP("LogLine", "when it counts"),
    "anchor": QT_TRANSLATE_NOOP("LogLine", "whose turn counts"),
}
_DEGREES = ("critical_failure", "failure", "success", "critical_success")
# B4 effects in the rules core's canonical order.
_EFFECT_ORDER = tuple(effect.value for effect in DamageEffect)


class _Missing(Exception):
    """The record lacks something the line needs: the English text is shown instead."""


def _count(value: Any) -> int:
    """A record's number for a ``%n`` plural: Qt takes a C ``int``, a file may hold any
    whole number. Beyond that the line falls back to the entry's English text, which
    shows the number as it is (and nothing raises)."""
    count = int(value)
    if count not in QT_INT:
        raise _Missing("a count Qt's plural forms cannot take")
    return count


def _get(record: Mapping[str, Any] | None, *path: str) -> Any:
    value: Any = record
    for key in path:
        if not isinstance(value, Mapping) or key not in value:
            raise _Missing(".".join(path))
        value = value[key]
    return value


class _Line:
    """Renders one entry; ``names`` maps combatant ids to names."""

    def __init__(self, entry: LogEntry, names: Mapping[str, str], for_players: bool, translate: Translate) -> None:
        self.translate = translate
        self.words = Words(translate)
        self.entry = entry
        self.names = names
        self.for_players = for_players
        self.record: Mapping[str, Any] = entry.record or {}

    # -- pieces ----------------------------------------------------------------------
    def name(self, combatant_id: Any) -> str:
        if not isinstance(combatant_id, str):
            raise _Missing("combatant")
        if combatant_id in self.names:
            return self.names[combatant_id]
        if combatant_id == self.entry.actor and self.entry.actor_name:
            return self.entry.actor_name
        raise _Missing(combatant_id)

    def actor(self) -> str:
        return self.name(self.entry.actor)

    def target(self) -> str:
        if not self.entry.targets:
            raise _Missing("target")
        return self.name(self.entry.targets[0])

    def dice(self, naturals: list[int], kept: int, sides: int = 20) -> str:
        if len(naturals) <= 1:
            return fill(self.translate("LogLine", "d%1 %2"), sides, kept)
        return fill(self.translate("LogLine", "d%1 %2 of %3"), sides, kept,
                    self.words.list_of(str(n) for n in naturals))

    def version_roll(self, version: Mapping[str, Any]) -> str:
        """``14 (d20 11 +3)``, ``13 (passive 10 +3)``."""
        total = int(_get(version, "total"))
        d20 = [int(x) for x in version.get("d20") or []]
        kept = version.get("kept_index")
        if not d20 or kept is None:
            return fill(self.translate("LogLine", "%1 (passive 10 %2)"), total, ascii_signed(total - 10))
        natural = d20[int(kept)]
        return fill(self.translate("LogLine", "%1 (%2 %3)"), total, self.dice(d20, natural),
                    ascii_signed(total - natural))

    def degree(self, version: Mapping[str, Any]) -> str:
        degree = _get(version, "steps", "degree")
        return self.words.code_text(_DEGREES[int(degree)])

    def versions(self, check: Mapping[str, Any], against: str | None) -> str:
        """Every version of a d20 check: the first against the DC, then each edit."""
        versions = _get(check, "versions")
        if not versions:
            raise _Missing("versions")
        first = versions[0]
        if against is None:
            parts = [fill(self.translate("LogLine", "%1 → %2"), self.version_roll(first), self.degree(first))]
        else:
            parts = [fill(self.translate("LogLine", "%1 vs %2 → %3"), self.version_roll(first), against,
                          self.degree(first))]
        for version in versions[1:]:
            template = _EDITS.get(str(version.get("edit")))
            if template is None:
                raise _Missing("edit")
            parts.append(fill(self.translate("LogLine", template), self.version_roll(version), self.degree(version)))
        return self.words.clauses(parts)

    def results_only(self, check: Mapping[str, Any]) -> str:
        """A2, hidden DC, for the players: ``13 (d20 9 +4) → 20 (d20 16 +4)``, each version's
        result without its degree; a version that only shifts the degree adds nothing."""
        versions = _get(check, "versions")
        if not versions:
            raise _Missing("versions")
        rolls = [self.version_roll(versions[0])]
        for version in versions[1:]:
            roll = self.version_roll(version)
            if roll != rolls[-1]:
                rolls.append(roll)
        line = rolls[0]
        for roll in rolls[1:]:
            line = fill(self.translate("LogLine", "%1 → %2"), line, roll)
        return line

    def penalty(self, count: int) -> str:
        return self.translate("LogLine", " with %n penalty die(s)", "", count) if count else ""

    def effects(self, effects: Iterable[str]) -> str:
        chosen = set(effects)
        shown = [self.words.code_text(e) for e in _EFFECT_ORDER if e in chosen]
        shown += [self.words.code_text(e) for e in sorted(chosen) if e not in _EFFECT_ORDER]
        return self.words.list_of(shown) if shown else self.words.code_text("no_effect")

    def damage_stage(self, stage: Mapping[str, Any], *, label: bool) -> str:
        """B3/B4: ``damage check ×2 17 (d20 12 +5) vs DC 12 → wound, seriously wounded``."""
        check = _get(stage, "check")
        multiplier = int(_get(check, "damage", "multiplier"))
        parts = []
        if not check.get("lethal", True):
            parts.append(self.translate("LogLine", "(nonlethal)"))
        if multiplier != 1:
            parts.append(fill(self.translate("LogLine", "×%1"), multiplier))
        parts.append(fill(self.translate("LogLine", "%1 (d20 %2 %3) vs DC %4 → %5"), _get(check, "total"),
                          _get(check, "natural"), ascii_signed(int(_get(check, "bonus"))), _get(check, "dc"),
                          self.effects(_get(stage, "effects", "effects"))))
        body = " ".join(parts)
        return fill(self.translate("LogLine", "damage check %1"), body) if label else body

    def performance(self, performance: Mapping[str, Any]) -> str:
        """C5: ``65 (60 +5)``, ``102 (97 critical +5)``."""
        value, natural = int(_get(performance, "value")), int(_get(performance, "natural"))
        rest = ascii_signed(value - natural)
        special = performance.get("special")
        if special == "critical":
            return fill(self.translate("LogLine", "%1 (%2 critical %3)"), value, natural, rest)
        if special == "fumble":
            return fill(self.translate("LogLine", "%1 (%2 fumble %3)"), value, natural, rest)
        return fill(self.translate("LogLine", "%1 (%2 %3)"), value, natural, rest)

    def side(self, who: str, base: Any, performance: Mapping[str, Any]) -> str:
        """C5: ``Ayla: d100 42 +6 (accuracy 60/10) +5 (aim) = 53 [critical]``."""
        parts = [fill(self.translate("LogLine", "d100 %1"), _get(performance, "natural"))]
        if performance.get("base") is not None:
            parts.append(fill(self.translate("LogLine", "%1 (%2 %3/10)"), spaced(int(_get(performance, "base_tenth"))),
                              str(base or ""), performance["base"]))
        for modifier in performance.get("modifiers") or []:
            parts.append(fill(self.translate("LogLine", "%1 (%2)"), spaced(int(_get(modifier, "value"))),
                              str(modifier.get("source", ""))))
        special = performance.get("special")
        total = fill(self.translate("LogLine", "= %1"), _get(performance, "value"))
        if special == "critical":
            total = fill(self.translate("LogLine", "= %1 [critical]"), _get(performance, "value"))
        elif special == "fumble":
            total = fill(self.translate("LogLine", "= %1 [fumble]"), _get(performance, "value"))
        return fill(self.translate("LogLine", "%1: %2"), who, " ".join(parts + [total]))

    def decided(self, code: Any) -> str:
        source = _DECIDED.get(str(code))
        if source is None:
            raise _Missing("decided_by")
        return self.translate("LogLine", source)

    def duration(self, condition: Mapping[str, Any], holder: str) -> str:
        if condition.get("rounds") is None:
            return self.translate("LogLine", "until removed")
        rounds = _count(condition.get("rounds"))
        anchor = condition.get("anchor")
        anchor_name = self.name(anchor) if anchor is not None else holder
        remaining = condition.get("remaining")
        remaining = rounds if remaining is None else remaining
        if condition.get("expiry", "turn_end") == "turn_start":
            template = self.translate("LogLine", "%1 of %n round(s), counted at the start of %2's turn", "", rounds)
        else:
            template = self.translate("LogLine", "%1 of %n round(s), counted at the end of %2's turn", "", rounds)
        return fill(template, remaining, anchor_name)

    def extras(self, realistic: int, other: int) -> str:
        parts = []
        if realistic:
            parts.append(fill(self.translate("LogLine", "%1 (realistic)"), spaced(realistic)))
        if other:
            parts.append(fill(self.translate("LogLine", "%1 (other)"), spaced(other)))
        return "".join(" " + p for p in parts)

    def state(self, code: Any) -> str:
        return self.words.code_text(str(code))

    # -- kinds -----------------------------------------------------------------------
    def add_combatant(self) -> str:
        return fill(self.translate("LogLine", "%1 joins the encounter"), self.actor())

    def duplicate_combatant(self) -> str:
        names = _get(self.record, "names")
        return fill(self.translate("LogLine", "%1 duplicated as %2"), self.actor(),
                    self.words.list_of(str(n) for n in names))

    def remove_combatants(self) -> str:
        names = _get(self.record, "names")
        return fill(self.translate("LogLine", "%1 removed"), self.words.list_of(str(n) for n in names))

    def set_initiative(self) -> str:
        parts = []
        for item in _get(self.record, "initiatives"):
            value = item.get("initiative")
            name = self.names.get(str(item.get("combatant")), str(item.get("name", "")))
            parts.append(fill(self.translate("LogLine", "%1 %2"), name, "—" if value is None else value))
        return fill(self.translate("LogLine", "initiative: %1"), self.words.list_of(parts))

    def start_combat(self) -> str:
        values = {str(e.get("key")): e.get("initiative") for e in _get(self.record, "entries")}
        parts = [fill(self.translate("LogLine", "%1 %2"), self.name(key), values.get(key, "—"))
                 for key in _get(self.record, "keys")]
        return fill(self.translate("LogLine", "combat starts: %1"), self.words.list_of(parts))

    def turn(self) -> str:
        template = (self.translate("LogLine", "round %1: %2's turn is skipped (defeated)") if self.record.get("skipped")
                    else self.translate("LogLine", "round %1: %2's turn"))
        parts = [fill(template, _get(self.record, "round"), self.actor())]
        for prompt in self.record.get("prompts") or []:
            if prompt.get("kind") == "dying_check":
                if prompt.get("automatic_failure"):
                    parts.append(self.translate("LogLine", "dying check (B5) fails: no constitution (B9)"))
                else:
                    parts.append(self.translate("LogLine", "dying check (B5)"))
            else:
                due = _count(prompt["due"])
                template = self.translate("LogLine", "%n recovery check(s) for %1 (B8)", "", due)
                parts.append(fill(template, self.state(_get(prompt, "state"))))
        for expiry in self.record.get("expired") or []:
            holder = self.names.get(str(expiry.get("combatant")), str(expiry.get("combatant_name", "")))
            parts.append(fill(self.translate("LogLine", "%1 ends on %2"), _get(expiry, "name"), holder))
        limit = self.record.get("turn_limit")
        if limit:
            parts.append(turn_limit_line(limit, self.translate))
        return self.words.clauses(parts)

    def previous_turn(self) -> str:
        return fill(self.translate("LogLine", "back to round %1: %2's turn"), self.entry.round, self.actor())

    def delay(self) -> str:
        after = _get(self.record, "after")
        after_name = self.names.get(after, str(self.record.get("after_name", ""))) or self.name(after)
        return fill(self.translate("LogLine", "%1 delays until after %2"), self.actor(), after_name)

    def set_in_combat(self) -> str:
        if _get(self.record, "in_combat"):
            return fill(self.translate("LogLine", "%1 rejoins combat"), self.actor())
        return fill(self.translate("LogLine", "%1 leaves combat"), self.actor())

    def end_combat(self) -> str:
        rounds = _count(_get(self.record, "rounds"))
        return self.translate("LogLine", "combat ends after %n round(s)", "", rounds)

    def change_settings(self) -> str:
        after = _get(self.record, "after")
        changes = []
        for key in LABELS:
            if key not in after:
                continue
            source = value_source(key, after[key])
            value = str(after[key]) if source is None else self.translate("Settings", source)
            changes.append(fill(self.translate("LogLine", "%1: %2"), self.translate("Settings", LABELS[key]), value))
        return fill(self.translate("LogLine", "encounter settings: %1"), self.words.clauses(changes))

    def attack(self) -> str:
        r = self.record
        mode = _get(r, "mode")
        target = self.name(_get(r, "target"))
        if mode == "hit_check":
            check = _get(r, "hit_check")
            version = _get(check, "versions")[-1]
            defense = _get(r, "defense", "name")
            against = fill(self.translate("LogLine", "%1 %2"),
                           self.translate("LogLine", _DEFENSES.get(defense, defense)), _get(check, "dc"))
            hit = fill(self.translate("LogLine", "hit check%1 %2 vs %3 → %4"),
                       self.penalty(max(0, len(_get(version, "d20")) - 1)), self.version_roll(version),
                       against, self.words.code_text(str(_get(r, "outcome"))))
            if _get(check, "degree") == "critical_failure":
                hit = fill(self.translate("LogLine", "%1 (critical failure)"), hit)
        elif mode == "defense_check":
            result = _get(r, "defense_check")
            hit = fill(self.translate("LogLine", "%1's defense check%2 %3"), target,
                       self.penalty(_count(_get(result, "penalty_dice"))), self.defense_roll(_get(result, "roll")))
            if result.get("confirmation") is not None:
                hit = fill(self.translate("LogLine", "%1 → threat; confirmation %2"), hit,
                           self.defense_roll(result["confirmation"]))
            hit = fill(self.translate("LogLine", "%1 → %2"), hit, self.words.code_text(str(_get(r, "outcome"))))
            if _get(result, "roll").get("automatic"):
                hit = fill(self.translate("LogLine", "%1 (natural %2)"), hit, _get(result, "roll", "natural"))
        elif mode == "versus":
            vs = _get(r, "versus")
            hit = fill(self.translate("LogLine", "1D100 %1 vs %2 %3 → %4"), self.performance(_get(vs, "active")),
                       target, self.performance(_get(vs, "passive")), self.words.code_text(str(_get(r, "outcome"))))
            decided = vs.get("decided_by")
            if decided == "special":
                hit = fill(self.translate("LogLine", "%1 (critical/fumble)"), hit)
            elif decided == "active_priority":
                hit = fill(self.translate("LogLine", "%1 (tie: the attacker)"), hit)
        else:
            raise _Missing("mode")
        if r.get("attack_action", True):
            text = fill(self.translate("LogLine", "%1 attacks %2 with %3: %4"), self.name(_get(r, "attacker")), target,
                        _get(r, "attack", "name"), hit)
        else:  # A16: a hit check outside an attack action (e.g. arcana)
            text = fill(self.translate("LogLine", "%1 uses %2 on %3, not an attack action: %4"),
                        self.name(_get(r, "attacker")), _get(r, "attack", "name"), target, hit)
        if r.get("damage") is not None:
            text = self.words.clauses([text, self.damage_stage(r["damage"], label=True)])
        if r.get("b5_falls_at_turn_end") and r.get("target_number", 1) == 1:
            falls = fill(self.translate("LogLine", "disabled: %1 falls unconscious at the end of its turn (B5)"),
                         self.name(_get(r, "attacker")))
            text = self.words.clauses([text, falls])
        return text

    def defense_roll(self, roll: Mapping[str, Any]) -> str:
        """B1: ``14 (d20 11 +3) vs 16``."""
        left, natural = int(_get(roll, "left")), int(_get(roll, "natural"))
        dice = self.dice([int(n) for n in roll.get("naturals") or [natural]], natural)
        return fill(self.translate("LogLine", "%1 (%2 %3) vs %4"), left, dice, ascii_signed(left - natural),
                    _get(roll, "right"))

    def check(self) -> str:
        r = self.record
        check = _get(r, "check")
        first = _get(check, "versions")[0]["check"]
        who = self.name(r.get("actor")) if r.get("actor") is not None else self.translate("LogLine", "GM")
        kind = first.get("kind")
        if kind == "pure":
            what = self.translate("LogLine", "pure roll")
        elif kind == "hit":
            what = self.translate("LogLine", "hit check")
        elif first.get("attribute"):
            what = fill(self.translate("LogLine", "%1 check"), self.words.code_text(str(first["attribute"])))
        else:
            what = self.translate("LogLine", "attribute check")
        if r.get("note"):
            what = fill(self.translate("LogLine", "%1 (%2)"), what, r["note"])
        hidden = bool(first.get("dc_hidden"))
        if hidden and self.for_players:  # A2: the result only (see actions_check's ruling)
            return fill(self.translate("LogLine", "%1: %2 %3"), who, what, self.results_only(check))
        if hidden:
            against = fill(self.translate("LogLine", "DC %1 (hidden)"), _get(check, "dc"))
        else:
            against = fill(self.translate("LogLine", "DC %1"), _get(check, "dc"))
        text = fill(self.translate("LogLine", "%1: %2 %3"), who, what, self.versions(check, against))
        trial = r.get("skill_trial")
        if trial and trial.get("shortfall"):
            if trial.get("count") == "bruises":
                template = self.translate("LogLine", "skill trial: +%1 bruises")
            else:
                template = self.translate("LogLine", "skill trial: +%1 wounds")
            text = self.words.clauses([text, fill(template, trial["shortfall"])])
        return text

    def damage_check(self) -> str:
        r = self.record
        stage = _get(r, "damage_check")
        expression = str(_get(stage, "damage"))
        bonus = int(stage.get("attribute_bonus") or 0)
        if bonus:
            expression += ascii_signed(bonus)
        body = self.damage_stage(stage, label=False)
        target = self.name(_get(r, "target"))
        if r.get("attacker") is not None:
            return fill(self.translate("LogLine", "%1's damage check against %2 (%3): %4"), self.name(r["attacker"]),
                        target, expression, body)
        return fill(self.translate("LogLine", "Damage check against %1 (%2): %3"), target, expression, body)

    def heal(self) -> str:
        r = self.record
        target = self.name(_get(r, "target"))
        healing = _get(r, "healing")
        expression, total = _get(healing, "damage"), _get(healing, "total")
        if r.get("healer") is not None:
            head = fill(self.translate("LogLine", "%1 heals %2 with %3 (healing bonus %4)"), self.name(r["healer"]),
                        target, expression, total)
        else:
            head = fill(self.translate("LogLine", "%1 is healed with %2 (healing bonus %3)"), target, expression, total)
        result = _get(r, "result")
        if _get(r, "use") == "count":
            count = _get(result, "count")
            before, after = _get(result, "before", count), _get(result, "after", count)
            lost = _count(_get(result, "points_lost"))
            if count == "bruises":
                template = self.translate("LogLine", "%1: bruise count %2 → %3, %n point(s) lost", "", lost)
            else:
                template = self.translate("LogLine", "%1: wound count %2 → %3, %n point(s) lost", "", lost)
            return fill(template, head, before, after)
        state = self.state(_get(result, "state"))
        realistic = int(r.get("realistic_modifier") or 0)
        verdict = (fill(self.translate("LogLine", "success: %1 ends"), state) if _get(result, "success")
                   else self.translate("LogLine", "failure"))
        return fill(self.translate("LogLine", "%1: recovery check of %2: d20 %3 %4%5 = %6 vs DC %7, %8"), head, state,
                    _get(result, "die"), spaced(int(_get(result, "bonus"))), self.extras(realistic, 0),
                    _get(result, "total"), _get(result, "dc"), verdict)

    def temp_hp(self) -> str:
        r = self.record
        target = self.name(_get(r, "target"))
        amount = int(_get(r, "after", "temp_hp"))
        before = int(_get(r, "before", "temp_hp"))
        if amount:
            until = _get(r, "after", "until")
            lasting = ""
            if until is not None:
                rounds = _count(_get(r, "rounds"))
                lasting = self.translate("LogLine", " for %n round(s), until clock round %1", "", rounds)
                lasting = fill(lasting, until)
            replacing = fill(self.translate("LogLine", ", replacing %1"), before) if before else ""
            points = _count(amount)
            text = fill(self.translate("LogLine", "%1 has %n temporary hit point(s)%2%3 (damage DC +%4)", "", points),
                        target, lasting, replacing, _get(r, "damage_dc_bonus"))
        else:
            text = fill(self.translate("LogLine", "%1 loses its temporary hit points (%2)"), target, before)
        if r.get("source") is not None:
            text = fill(self.translate("LogLine", "%1: %2"), self.name(r["source"]), text)
        return text

    def dying_check(self) -> str:
        r = self.record
        target = self.name(_get(r, "target"))
        check = _get(r, "check")
        if _get(check, "success"):
            fate = fill(self.translate("LogLine", "%1 survives this round"), target)
        else:
            fate = fill(self.translate("LogLine", "%1 dies"), target)
        if check.get("automatic_failure"):
            return fill(self.translate("LogLine", "%1 is dying and has no constitution: automatic failure (B9), %2"),
                        target, fate)
        extras = self.extras(int(r.get("realistic_modifier") or 0), int(r.get("other_modifier") or 0))
        return fill(self.translate("LogLine", "%1's dying check: d20 %2 %3 (constitution)%4 = %5 vs DC %6, %7"), target,
                    _get(check, "natural"), spaced(int(_get(check, "constitution_modifier"))), extras,
                    _get(check, "total"), _get(check, "dc"), fate)

    def recovery_check(self) -> str:
        r = self.record
        target = self.name(_get(r, "target"))
        check = _get(r, "check")
        state = self.state(_get(check, "state"))
        mode = _get(check, "mode")
        if mode == "take_10":
            how = self.translate("LogLine", "takes 10")
        elif mode == "take_20":
            how = self.translate("LogLine", "takes 20 (20 periods)")
        else:
            how = fill(self.translate("LogLine", "d20 %1"), _get(check, "die"))
        extras = self.extras(int(r.get("realistic_modifier") or 0), int(r.get("other_modifier") or 0))
        verdict = (fill(self.translate("LogLine", "success: %1 ends"), state) if _get(check, "success")
                   else self.translate("LogLine", "failure"))
        return fill(self.translate("LogLine", "%1's recovery check of %2: %3 %4 (constitution)%5 = %6 vs DC %7, %8"),
                    target, state, how, spaced(int(_get(check, "bonus"))), extras, _get(check, "total"),
                    _get(check, "dc"), verdict)

    def advance_time(self) -> str:
        r = self.record
        rounds = int(_get(r, "rounds"))
        resting = len(r.get("resting") or [])
        duration = duration_text(rounds, self.translate)
        if resting:
            text = fill(self.translate("LogLine", "%1 pass, %2 resting: clock %3 → %4"), duration, resting,
                        _get(r, "clock_before"), _get(r, "clock_after"))
        else:
            text = fill(self.translate("LogLine", "%1 pass: clock %2 → %3"), duration, _get(r, "clock_before"),
                        _get(r, "clock_after"))
        return text

    def time_effects(self) -> str:
        r = self.record
        who = self.name(_get(r, "combatant"))
        parts = []
        if r.get("dying_checks_skipped"):
            parts.append(self.translate("LogLine", "dying: no dying checks were made (B5)"))
        checks = _get(r, "checks")
        for state in dict.fromkeys(str(c.get("state")) for c in checks):
            mine = [c for c in checks if c.get("state") == state]
            rolls = []
            for check in mine:
                mode = check.get("mode")
                if mode == "take_10":
                    rolls.append(fill(self.translate("LogLine", "take 10 → %1"), _get(check, "total")))
                elif mode == "take_20":
                    rolls.append(fill(self.translate("LogLine", "take 20 → %1"), _get(check, "total")))
                else:
                    rolls.append(fill(self.translate("LogLine", "d20 %1 → %2"), _get(check, "die"),
                                      _get(check, "total")))
            last = mine[-1]
            verdict = (fill(self.translate("LogLine", "ends at clock %1"), _get(last, "clock")) if _get(last, "success")
                       else self.translate("LogLine", "continues"))
            parts.append(fill(self.translate("LogLine", "%1 (DC %2): %3; %4"), self.state(state), _get(last, "dc"),
                              self.words.list_of(rolls), verdict))
        for key, count, template in (
                ("wound_rest", "wounds", QT_TRANSLATE_NOOP("LogLine", "wound count %1 → %2 by rest")),
                ("bruise_rest", "bruises", QT_TRANSLATE_NOOP("LogLine", "bruise count %1 → %2 by rest"))):
            rest = r.get(key)
            if rest and rest.get(f"{count}_removed"):
                parts.append(fill(self.translate("LogLine", template), _get(rest, "before", count),
                                  _get(rest, "after", count)))
        ended = _count(r.get("temp_hp_ended") or 0)
        if ended:
            parts.append(self.translate("LogLine", "%n temporary hit point(s) end", "", ended))
        elif r.get("temp_hp_lapsed"):
            parts.append(self.translate("LogLine", "temporary hit points end"))
        if not parts:
            return fill(self.translate("LogLine", "%1: nothing changes"), who)
        return fill(self.translate("LogLine", "%1: %2"), who, self.words.clauses(parts))

    def percentile_check(self) -> str:
        r = self.record
        result = _get(r, "result")
        active = _get(r, "active")
        who = (self.name(active.get("combatant")) if active.get("combatant") is not None
               else self.translate("LogLine", "GM"))
        side = self.side(who, active.get("base"), _get(result, "performance"))
        difficulty = _DIFFICULTIES.get(str(_get(result, "difficulty")))
        if difficulty is None:
            raise _Missing("difficulty")
        return fill(self.translate("LogLine", "%1 vs target %2 (%3): %4 (%5)"), side, _get(result, "target"),
                    self.translate("LogLine", difficulty), self.words.code_text(str(_get(result, "outcome"))),
                    self.decided(result.get("decided_by")))

    def percentile_vs(self) -> str:
        r = self.record
        result = _get(r, "result")
        actor = self.name(_get(r, "active", "combatant"))
        passive = self.name(_get(r, "passive", "combatant"))
        active_side = self.side(actor, _get(r, "active").get("base"), _get(result, "active"))
        passive_side = self.side(passive, _get(r, "passive").get("base"), _get(result, "passive"))
        decided = self.decided(result.get("decided_by"))
        if result.get("specials_cancelled"):
            decided = fill(self.translate("LogLine", "%1, specials cancel"), decided)
        if _get(result, "outcome") == "success":
            template = self.translate("LogLine", "%1 vs %2: %3 succeeds, %4 wins (%5)")
            winner = actor
        else:
            template = self.translate("LogLine", "%1 vs %2: %3 fails, %4 wins (%5)")
            winner = passive
        return fill(template, active_side, passive_side, actor, winner, decided)

    def percentile_simultaneous(self) -> str:
        """C7: ``Gob: … = 54 and Ayla: … = 54 act at once: Ayla wins (player priority)``."""
        r = self.record
        result = _get(r, "result")
        first, second = _get(result, "first"), _get(result, "second")
        first_side = self.side(self.name(_get(first, "key")), _get(r, "active").get("base"),
                               _get(first, "performance"))
        second_side = self.side(self.name(_get(second, "key")), _get(r, "passive").get("base"),
                                _get(second, "performance"))
        decided = self.decided(result.get("decided_by"))
        roll_off = result.get("roll_off")
        if roll_off is not None:
            keys = (first["key"], second["key"])
            pairs = []
            for round_ in _get(roll_off, "rounds"):
                rolls = dict((str(key), natural) for key, natural in _get(round_, "rolls"))
                pairs.append(fill(self.translate("LogLine", "%1–%2"), rolls[keys[0]], rolls[keys[1]]))
            decided = fill(self.translate("LogLine", "%1: %2"), decided, self.words.list_of(pairs))
        if result.get("specials_cancelled"):
            decided = fill(self.translate("LogLine", "%1, specials cancel"), decided)
        return fill(self.translate("LogLine", "%1 and %2 act at once: %3 wins (%4)"), first_side, second_side,
                    self.name(_get(result, "winner")), decided)

    def condition_added(self) -> str:
        holder = self.name(_get(self.record, "combatant"))
        condition = _get(self.record, "condition")
        return fill(self.translate("LogLine", "%1: %2 (%3)"), holder, _get(condition, "name"),
                    self.duration(condition, holder))

    def condition_edited(self) -> str:
        holder = self.name(_get(self.record, "combatant"))
        before, after = _get(self.record, "before"), _get(self.record, "after")
        changed = [self.translate("LogLine", _CONDITION_FIELDS[f]) if f in _CONDITION_FIELDS else str(f)
                   for f in _get(self.record, "changed")]
        return fill(self.translate("LogLine", "%1: %2 edited (%3): %4, %5"), holder, _get(before, "name"),
                    self.words.list_of(changed), _get(after, "name"), self.duration(after, holder))

    def condition_removed(self) -> str:
        return fill(self.translate("LogLine", "%1: %2 removed"), self.name(_get(self.record, "combatant")),
                    _get(self.record, "condition", "name"))

    def condition_expired(self) -> str:
        return fill(self.translate("LogLine", "%1: %2 ends"), self.name(_get(self.record, "combatant")),
                    _get(self.record, "condition", "name"))

    def b5_unconscious(self) -> str:
        return fill(self.translate("LogLine", "%1 falls unconscious: a standard action while disabled (B5)"),
                    self.name(_get(self.record, "combatant")))

    def prompt_skipped(self) -> str:
        return fill(self.translate("LogLine", "%1: %2 skipped by the GM"), self.name(_get(self.record, "combatant")),
                    self.words.purpose_text(str(_get(self.record, "kind"))))


def turn_limit_line(limit: Mapping[str, Any], translate: Translate) -> str:
    """B5: ``disabled: one move or one standard action (B5), unconscious at the end of the turn after a
    standard action`` — a turn's limit (the turn record's ``turn_limit``), for the log and the status bar."""
    words = Words(translate)
    states = words.list_of(words.code_text(str(state)) for state in _get(limit, "states"))
    if limit.get("unconscious_after_standard_action"):
        return fill(translate("LogLine", "%1: one move or one standard action (B5), unconscious at the end of "
                              "the turn after a standard action"), states)
    return fill(translate("LogLine", "%1: one move or one standard action (B5)"), states)


def duration_text(rounds: int, translate: Translate) -> str:
    """B12: ``8 h``, ``1 min (10 rounds)``, ``3 round(s)``."""
    hours, rest = divmod(rounds, 600)
    minutes, left = divmod(rest, 10)
    parts = []
    if hours:
        parts.append(fill(translate("LogLine", "%1 h"), hours))
    if minutes:
        parts.append(fill(translate("LogLine", "%1 min"), minutes))
    if left:
        parts.append(translate("LogLine", "%n round(s)", "", left))
    text = " ".join(parts)
    if hours or minutes:
        return fill(translate("LogLine", "%1 (%2 rounds)"), text, rounds)
    return text

# Each kind the engine writes, and the method that renders it.
RENDERERS: dict[str, Callable[[_Line], str]] = {
    "add_combatant": _Line.add_combatant,
    "duplicate_combatant": _Line.duplicate_combatant,
    "remove_combatants": _Line.remove_combatants,
    "set_initiative": _Line.set_initiative,
    "start_combat": _Line.start_combat,
    "turn": _Line.turn,
    "previous_turn": _Line.previous_turn,
    "delay": _Line.delay,
    "set_in_combat": _Line.set_in_combat,
    "end_combat": _Line.end_combat,
    "change_settings": _Line.change_settings,
    "attack": _Line.attack,
    "check": _Line.check,
    "damage_check": _Line.damage_check,
    "heal": _Line.heal,
    "temp_hp": _Line.temp_hp,
    "dying_check": _Line.dying_check,
    "recovery_check": _Line.recovery_check,
    "advance_time": _Line.advance_time,
    "time_effects": _Line.time_effects,
    "percentile_check": _Line.percentile_check,
    "percentile_vs": _Line.percentile_vs,
    "percentile_simultaneous": _Line.percentile_simultaneous,
    "condition_added": _Line.condition_added,
    "condition_edited": _Line.condition_edited,
    "condition_removed": _Line.condition_removed,
    "condition_expired": _Line.condition_expired,
    "prompt_skipped": _Line.prompt_skipped,
    "b5_unconscious": _Line.b5_unconscious,
}


def _render(entry: LogEntry, names: Mapping[str, str], for_players: bool, translate: Translate) -> str | None:
    renderer = RENDERERS.get(entry.kind)
    if renderer is None:
        return None
    try:
        return renderer(_Line(entry, names, for_players, translate))
    except (_Missing, KeyError, IndexError, TypeError, ValueError, OverflowError):
        # OverflowError: a count beyond what Qt's plural forms take (a C int), from a
        # file's record: the entry's own English text shows the number as it is.
        return None


def rendered(entry: LogEntry, names: Mapping[str, str], translate: Translate = english) -> str | None:
    """The entry's line, or None where its record falls short (an unknown kind, an old entry)."""
    return _render(entry, names, False, translate)


def renders(entry: LogEntry, names: Mapping[str, str] | None = None) -> bool:
    """Whether :func:`entry_line` renders this entry (False: it shows the English ``text``)."""
    return entry.kind in NOTE_KINDS or _render(entry, names or {}, False, identity) is not None


def entry_line(entry: LogEntry, names: Mapping[str, str] | None = None, *, translate: Translate = english,
               for_players: bool = False) -> str:
    """The entry as one line in ``translate``'s language (its English ``text`` where the record falls short).

    ``names``: combatant names by id (see :func:`log_names` for names of removed
    combatants). ``for_players``: leave out a hidden DC.
    """
    line = _render(entry, names or {}, for_players, translate)
    return entry.text if line is None else line


def player_line(entry: LogEntry, names: Mapping[str, str] | None = None, *,
                translate: Translate = english) -> str | None:
    """The entry's line for the player view, or None when it must not be shown there.

    A hidden DC is left out (A2); a ``check`` entry whose record cannot be rendered is
    never shown, since its English ``text`` may hold a hidden DC (an entry without a
    record, the GM's note, shows its text as written).
    """
    line = _render(entry, names or {}, True, translate)
    if line is None and entry.kind == "check" and entry.record is not None:
        return None
    return entry.text if line is None else line


def log_names(entries: Iterable[LogEntry], current: Mapping[str, str]) -> dict[str, str]:
    """Names by id: the current ones, and for combatants no longer there the name the log last gave them."""
    names: dict[str, str] = {}
    for entry in entries:
        if entry.actor and entry.actor_name:
            names[entry.actor] = entry.actor_name
        record = entry.record or {}
        if entry.kind == "remove_combatants":
            names.update(zip(record.get("combatants") or [], record.get("names") or []))
        elif entry.kind == "duplicate_combatant":
            names.update(zip(record.get("copies") or [], record.get("names") or []))
    names.update(current)
    return names
