"""Log lines of the care and time kinds: healing and temporary hit points (B3, B7), dying and
recovery checks (B5, B8), time passing and what it does (B6, B12)."""

from __future__ import annotations

from .outcomes import OutcomeKind
from .pieces import Pieces, duration_text, get_path, whole_count
from .translating import QT_TRANSLATE_NOOP, LogLine, ascii_signed, fill, spaced


class CareKinds(Pieces):
    """The lines of ``heal``, ``temp_hp``, ``dying_check``, ``recovery_check``, ``advance_time``, ``time_effects``."""

    def _verdict(self, success: bool, state: str) -> str:
        """B8: a recovery check's verdict, ``success: seriously wounded ends`` or ``failure`` (the outcome words)."""
        if success:
            return self.outcome_words(fill(self.translate("LogLine", "success: %1 ends"), state), OutcomeKind.SUCCESS)
        return self.outcome_words(self.translate("LogLine", "failure"), OutcomeKind.FAILURE)

    def heal(self) -> str:
        r = self.record
        target = self.name(get_path(r, "target"))
        healing = get_path(r, "healing")
        expression, total = get_path(healing, "damage"), get_path(healing, "total")
        if r.get("healer") is not None:
            head = fill(self.translate("LogLine", "%1 heals %2 with %3 (healing bonus %4)"), self.name(r["healer"]),
                        target, expression, total)
        else:
            head = fill(self.translate("LogLine", "%1 is healed with %2 (healing bonus %3)"), target, expression, total)
        result = get_path(r, "result")
        if get_path(r, "use") == "count":
            count = get_path(result, "count")
            before, after = get_path(result, "before", count), get_path(result, "after", count)
            lost = whole_count(get_path(result, "points_lost"))
            if count == "bruises":
                template = self.plural(LogLine.tr("%1: bruise count %2 → %3, %n point(s) lost", "", lost))
            else:
                template = self.plural(LogLine.tr("%1: wound count %2 → %3, %n point(s) lost", "", lost))
            return fill(template, head, before, after)
        state = self.state(get_path(result, "state"))
        realistic = int(r.get("realistic_modifier") or 0)
        verdict = self._verdict(bool(get_path(result, "success")), state)
        return fill(self.translate("LogLine", "%1: recovery check of %2: d20 %3 %4%5 = %6 vs DC %7, %8"), head, state,
                    get_path(result, "die"), spaced(int(get_path(result, "bonus"))), self.extras(realistic, 0),
                    get_path(result, "total"), get_path(result, "dc"), verdict)

    def temp_hp(self) -> str:
        r = self.record
        target = self.name(get_path(r, "target"))
        amount = int(get_path(r, "after", "temp_hp"))
        before = int(get_path(r, "before", "temp_hp"))
        if amount:
            until = get_path(r, "after", "until")
            lasting = ""
            if until is not None:
                rounds = whole_count(get_path(r, "rounds"))
                lasting = self.plural(LogLine.tr(" for %n round(s), until clock round %1", "", rounds))
                lasting = fill(lasting, until)
            replacing = fill(self.translate("LogLine", ", replacing %1"), before) if before else ""
            points = whole_count(amount)
            text = fill(self.plural(LogLine.tr("%1 has %n temporary hit point(s)%2%3 (damage DC +%4)", "", points)),
                        target, lasting, replacing, get_path(r, "damage_dc_bonus"))
        else:
            text = fill(self.translate("LogLine", "%1 loses its temporary hit points (%2)"), target, before)
        if r.get("source") is not None:
            text = fill(self.translate("LogLine", "%1: %2"), self.name(r["source"]), text)
        return text

    def dying_check(self) -> str:
        r = self.record
        target = self.name(get_path(r, "target"))
        check = get_path(r, "check")
        if get_path(check, "success"):
            fate = self.outcome_words(fill(self.translate("LogLine", "%1 survives this round"), target),
                                      OutcomeKind.SUCCESS)
        else:
            fate = self.outcome_words(fill(self.translate("LogLine", "%1 dies"), target), OutcomeKind.FAILURE)
        if check.get("automatic_failure"):
            return fill(self.translate("LogLine", "%1 is dying and has no constitution: automatic failure (B9), %2"),
                        target, fate)
        extras = self.extras(int(r.get("realistic_modifier") or 0), int(r.get("other_modifier") or 0))
        return fill(self.translate("LogLine", "%1's dying check: d20 %2 %3 (constitution)%4 = %5 vs DC %6, %7"), target,
                    get_path(check, "natural"), spaced(int(get_path(check, "constitution_modifier"))), extras,
                    get_path(check, "total"), get_path(check, "dc"), fate)

    def recovery_check(self) -> str:
        r = self.record
        target = self.name(get_path(r, "target"))
        check = get_path(r, "check")
        state = self.state(get_path(check, "state"))
        mode = get_path(check, "mode")
        if mode == "take_10":
            how = self.translate("LogLine", "takes 10")
        elif mode == "take_20":
            how = self.translate("LogLine", "takes 20 (20 periods)")
        else:
            how = fill(self.translate("LogLine", "d20 %1"), get_path(check, "die"))
        extras = self.extras(int(r.get("realistic_modifier") or 0), int(r.get("other_modifier") or 0))
        verdict = self._verdict(bool(get_path(check, "success")), state)
        return fill(self.translate("LogLine", "%1's recovery check of %2: %3 %4 (constitution)%5 = %6 vs DC %7, %8"),
                    target, state, how, spaced(int(get_path(check, "bonus"))), extras, get_path(check, "total"),
                    get_path(check, "dc"), verdict)

    def advance_time(self) -> str:
        r = self.record
        rounds = int(get_path(r, "rounds"))
        resting = len(r.get("resting") or [])
        duration = duration_text(rounds, self.translate)
        if resting:
            text = fill(self.translate("LogLine", "%1 pass, %2 resting: clock %3 → %4"), duration, resting,
                        get_path(r, "clock_before"), get_path(r, "clock_after"))
        else:
            text = fill(self.translate("LogLine", "%1 pass: clock %2 → %3"), duration, get_path(r, "clock_before"),
                        get_path(r, "clock_after"))
        return text

    def time_effects(self) -> str:
        r = self.record
        who = self.name(get_path(r, "combatant"))
        parts = []
        if r.get("dying_checks_skipped"):
            parts.append(self.translate("LogLine", "dying: no dying checks were made (B5)"))
        checks = get_path(r, "checks")
        for state in dict.fromkeys(str(c.get("state")) for c in checks):
            mine = [c for c in checks if c.get("state") == state]
            rolls = []
            for check in mine:
                mode = check.get("mode")
                if mode == "take_10":
                    rolls.append(fill(self.translate("LogLine", "take 10 → %1"), get_path(check, "total")))
                elif mode == "take_20":
                    rolls.append(fill(self.translate("LogLine", "take 20 → %1"), get_path(check, "total")))
                else:
                    die, total = get_path(check, "die"), get_path(check, "total")
                    bonus = total - die if isinstance(die, int) and isinstance(total, int) else 0
                    # The bonus shown, never hidden in an arrow (B8; reviews/translations-2.md, issue 26 item 15).
                    rolls.append(fill(self.translate("LogLine", "d20 %1 %2 = %3"), die, ascii_signed(bonus), total))
            last = mine[-1]
            verdict = (fill(self.translate("LogLine", "ends at clock %1"), get_path(last, "clock")) if get_path(last, "success")
                       else self.translate("LogLine", "continues"))
            parts.append(fill(self.translate("LogLine", "%1 (DC %2): %3; %4"), self.state(state), get_path(last, "dc"),
                              self.words.list_of(rolls), verdict))
        for key, count, template in (
                ("wound_rest", "wounds", QT_TRANSLATE_NOOP("LogLine", "wound count %1 → %2 by rest")),
                ("bruise_rest", "bruises", QT_TRANSLATE_NOOP("LogLine", "bruise count %1 → %2 by rest"))):
            rest = r.get(key)
            if rest and rest.get(f"{count}_removed"):
                parts.append(fill(self.translate("LogLine", template), get_path(rest, "before", count),
                                  get_path(rest, "after", count)))
        ended = whole_count(r.get("temp_hp_ended") or 0)
        if ended:
            parts.append(self.plural(LogLine.tr("%n temporary hit point(s) end", "", ended)))
        elif r.get("temp_hp_lapsed"):
            parts.append(self.translate("LogLine", "temporary hit points end"))
        if not parts:
            return fill(self.translate("LogLine", "%1: nothing changes"), who)
        return fill(self.translate("LogLine", "%1: %2"), who, self.words.clauses(parts))
