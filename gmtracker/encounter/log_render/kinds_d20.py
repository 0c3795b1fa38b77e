"""Log lines of the d20 and 1D100 kinds: attacks (A14, B1, C8), checks (A2, A5, B11),
damage checks (B3, B4) and 1D100 checks (C5, C7)."""

from __future__ import annotations

from .outcomes import OutcomeKind
from .pieces import Missing, Pieces, get_path, whole_count
from .translating import QT_TRANSLATE_NOOP, ascii_signed, fill

_DEFENSES = {
    "base": QT_TRANSLATE_NOOP("LogLine", "base defense"),
    "physique": QT_TRANSLATE_NOOP("LogLine", "physique defense"),
    "reflex": QT_TRANSLATE_NOOP("LogLine", "reflex defense"),
    "mind": QT_TRANSLATE_NOOP("LogLine", "mind defense"),
}

_DIFFICULTIES = {
    "trivial": QT_TRANSLATE_NOOP("LogLine", "trivial"),
    "easy": QT_TRANSLATE_NOOP("LogLine", "easy"),
    "normal": QT_TRANSLATE_NOOP("LogLine", "normal"),
    "hard": QT_TRANSLATE_NOOP("LogLine", "hard"),
    "very_hard": QT_TRANSLATE_NOOP("LogLine", "very hard"),
}


class D20Kinds(Pieces):
    """The lines of ``attack``, ``check``, ``damage_check`` and the ``percentile_*`` kinds."""

    def attack(self) -> str:
        r = self.record
        mode = get_path(r, "mode")
        target = self.name(get_path(r, "target"))
        if mode == "hit_check":
            check = get_path(r, "hit_check")
            version = get_path(check, "versions")[-1]
            defense = get_path(r, "defense", "name")
            #: A name and its value: a defense and its value ("reflex defense 14"), a combatant and an initiative or base value.
            against = fill(self.translate("LogLine", "%1 %2"),
                           self.translate("LogLine", _DEFENSES.get(defense, defense)), get_path(check, "dc"))
            hit = fill(self.translate("LogLine", "hit check%1 %2 vs %3 → %4"),
                       self.penalty(max(0, len(get_path(version, "d20")) - 1)), self.version_roll(version),
                       against, self.outcome(str(get_path(r, "outcome"))))
            if get_path(check, "degree") == "critical_failure":
                hit = fill(self.outcome_template(self.translate("LogLine", "%1 (critical failure)"),
                                                 OutcomeKind.CRITICAL_FAILURE), hit)
        elif mode == "defense_check":
            result = get_path(r, "defense_check")
            # B1: the attacker's penalty dice are extra d20 the defender rolls, the highest kept —
            # never the defender's own penalty (issue 26 item 15).
            hit = fill(self.translate("LogLine", "%1's defense check%2 %3"), target, "",
                       self.defense_roll(get_path(result, "roll")))
            penalty = whole_count(get_path(result, "penalty_dice"))
            if penalty and not self.compact:
                #: B1: the attacker's penalty dice (A3, A16) are extra d20 the defender rolls, keeping the highest.
                hit = fill(self.translate("LogLine", "%1 (for %2's penalty dice, %3 rolls %4 more d20 and keeps "
                                                     "the highest)"),
                           hit, self.name(get_path(r, "attacker")), target, penalty)
            if result.get("confirmation") is not None:
                hit = fill(self.translate("LogLine", "%1 → threat; confirmation %2"), hit,
                           self.defense_roll(result["confirmation"]))
            hit = fill(self.translate("LogLine", "%1 → %2"), hit, self.outcome(str(get_path(r, "outcome"))))
            if get_path(result, "roll").get("automatic"):
                hit = fill(self.translate("LogLine", "%1 (natural %2)"), hit, get_path(result, "roll", "natural"))
        elif mode == "versus":
            vs = get_path(r, "versus")
            hit = fill(self.translate("LogLine", "1D100 %1 vs %2 %3 → %4"), self.performance(get_path(vs, "active")),
                       target, self.performance(get_path(vs, "passive")), self.outcome(str(get_path(r, "outcome"))))
            decided = vs.get("decided_by")
            if decided == "special":
                hit = fill(self.translate("LogLine", "%1 (critical/fumble)"), hit)
            elif decided == "active_priority":
                hit = fill(self.translate("LogLine", "%1 (tie: the attacker)"), hit)
        else:
            raise Missing("mode")
        if r.get("attack_action", True):
            text = fill(self.translate("LogLine", "%1 attacks %2 with %3: %4"), self.name(get_path(r, "attacker")), target,
                        get_path(r, "attack", "name"), hit)
        else:  # A16: a hit check outside an attack action (e.g. arcana)
            text = fill(self.translate("LogLine", "%1 uses %2 on %3, not an attack action: %4"),
                        self.name(get_path(r, "attacker")), get_path(r, "attack", "name"), target, hit)
        if r.get("damage") is not None:
            critical = get_path(r, "outcome") == "critical_hit"
            text = self.words.clauses([text, self.damage_stage(r["damage"], label=True, critical=critical)])
        if r.get("b5_falls_at_turn_end") and r.get("target_number", 1) == 1:
            falls = fill(self.translate("LogLine", "disabled: %1 falls unconscious at the end of its turn (B5)"),
                         self.name(get_path(r, "attacker")))
            text = self.words.clauses([text, falls])
        return text

    def check(self) -> str:
        r = self.record
        check = get_path(r, "check")
        first = get_path(check, "versions")[0]["check"]
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
            against = fill(self.translate("LogLine", "DC %1 (hidden)"), get_path(check, "dc"))
        else:
            against = fill(self.translate("LogLine", "DC %1"), get_path(check, "dc"))
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
        stage = get_path(r, "damage_check")
        expression = str(get_path(stage, "damage"))
        bonus = int(stage.get("attribute_bonus") or 0)
        if bonus:
            expression += ascii_signed(bonus)
        body = self.damage_stage(stage, label=False)
        target = self.name(get_path(r, "target"))
        if r.get("attacker") is not None:
            return fill(self.translate("LogLine", "%1's damage check against %2 (%3): %4"), self.name(r["attacker"]),
                        target, expression, body)
        return fill(self.translate("LogLine", "Damage check against %1 (%2): %3"), target, expression, body)

    def percentile_check(self) -> str:
        r = self.record
        result = get_path(r, "result")
        active = get_path(r, "active")
        who = (self.name(active.get("combatant")) if active.get("combatant") is not None
               else self.translate("LogLine", "GM"))
        side = self.side(who, active.get("base"), get_path(result, "performance"))
        difficulty = _DIFFICULTIES.get(str(get_path(result, "difficulty")))
        if difficulty is None:
            raise Missing("difficulty")
        return fill(self.translate("LogLine", "%1 vs target %2 (%3): %4 (%5)"), side, get_path(result, "target"),
                    self.translate("LogLine", difficulty), self.outcome(str(get_path(result, "outcome"))),
                    self.decided(result.get("decided_by")))

    def percentile_vs(self) -> str:
        r = self.record
        result = get_path(r, "result")
        actor = self.name(get_path(r, "active", "combatant"))
        passive = self.name(get_path(r, "passive", "combatant"))
        active_side = self.side(actor, get_path(r, "active").get("base"), get_path(result, "active"))
        passive_side = self.side(passive, get_path(r, "passive").get("base"), get_path(result, "passive"))
        decided = self.decided(result.get("decided_by"))
        if result.get("specials_cancelled"):
            decided = fill(self.translate("LogLine", "%1, specials cancel"), decided)
        if get_path(result, "outcome") == "success":
            template = self.translate("LogLine", "%1 vs %2: %3 succeeds, %4 wins (%5)")
            winner = actor
        else:
            template = self.translate("LogLine", "%1 vs %2: %3 fails, %4 wins (%5)")
            winner = passive
        return fill(template, active_side, passive_side, actor, winner, decided)

    def percentile_simultaneous(self) -> str:
        """C7: ``Gob: … = 54 and Ayla: … = 54 act at once: Ayla wins (player priority)``."""
        r = self.record
        result = get_path(r, "result")
        first, second = get_path(result, "first"), get_path(result, "second")
        first_side = self.side(self.name(get_path(first, "key")), get_path(r, "active").get("base"),
                               get_path(first, "performance"))
        second_side = self.side(self.name(get_path(second, "key")), get_path(r, "passive").get("base"),
                                get_path(second, "performance"))
        decided = self.decided(result.get("decided_by"))
        roll_off = result.get("roll_off")
        if roll_off is not None:
            keys = (first["key"], second["key"])
            pairs = []
            for round_ in get_path(roll_off, "rounds"):
                rolls = dict((str(key), natural) for key, natural in get_path(round_, "rolls"))
                pairs.append(fill(self.translate("LogLine", "%1–%2"), rolls[keys[0]], rolls[keys[1]]))
            decided = fill(self.translate("LogLine", "%1: %2"), decided, self.words.list_of(pairs))
        if result.get("specials_cancelled"):
            decided = fill(self.translate("LogLine", "%1, specials cancel"), decided)
        return fill(self.translate("LogLine", "%1 and %2 act at once: %3 wins (%4)"), first_side, second_side,
                    self.name(get_path(result, "winner")), decided)
