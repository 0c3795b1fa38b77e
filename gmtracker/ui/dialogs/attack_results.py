"""An attack's result per target, in the user's language, from the roll log's record.

:class:`~gmtracker.encounter.actions_attack.AttackCommand` logs one entry per target
whose ``record`` holds every die and number (codes, not words). :func:`result_lines`
renders one typed record as the lines the attack dialog shows under that target:

* the hit check (A14): ``Hit check: 20 (d20 15 +5) against base defense 13 → hit``;
* or the defense check (B1), with the confirmation of a threat;
* or the 1D100 versus check (C5–C8): the attacker's one performance against this
  target's, and what decided it;
* then, after a hit, the damage check (B3, with the damage reduction of B2) and its effects (B4): the wound or bruise
  count before and after, the states added and those the target already had.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject

from gmtracker.encounter.action_support import DegreeCode
from gmtracker.encounter.actions_attack import (
    AttackRecord,
    DefenseCheckAttackRecord,
    HitCheckAttackRecord,
    VersusAttackRecord,
    defense_roll_bonus,
    performance_bonus,
)
from gmtracker.encounter.actions_damage import DamageStageRecord
from gmtracker.rules.defense import AutomaticResult, DefenseRoll
from gmtracker.rules.percentile import DecidedBy, Performance, Special
from gmtracker.ui.words.text_format import fill, join_parts, join_words, signed

from .attack_widgets import word, words


class AttackResults(QObject):
    """Renders attack records (translated in the context ``AttackResults``)."""

    def lines(self, record: AttackRecord, name_of: Callable[[str], str]) -> list[str]:
        """The lines that tell a GM what an attack did to one target (see the module docstring)."""
        target = name_of(record.target)
        if isinstance(record, VersusAttackRecord):
            lines = self._versus(record, name_of(record.attacker), target)
        elif isinstance(record, DefenseCheckAttackRecord):
            lines = self._defense_check(record, target)
        else:
            lines = self._hit_check(record)
        if record.damage is not None:
            lines += self._damage(record.damage)
        return lines

    def _dice(self, naturals: Sequence[int], kept: int) -> str:
        """``d20 15``, or ``d20 15 of 9, 15`` when several were rolled (A3, B1)."""
        if len(naturals) <= 1:
            return fill(self.tr("d20 %1"), kept)
        return fill(self.tr("d20 %1 of %2"), kept, join_words(str(n) for n in naturals))

    def _hit_check(self, record: HitCheckAttackRecord) -> list[str]:
        check = record.hit_check
        version = check.versions[-1]
        natural = check.natural if check.natural is not None else 0  # an attack's hit check is rolled, never passive
        dice = self._dice(version.d20, natural)
        if version.d6:
            dice += fill(self.tr(", d6 %1"), join_words(str(n) for n in version.d6))
        line = fill(self.tr("Hit check: %1 (%2 %3) against %4 %5 → %6"), check.total, dice,
                    signed(check.bonus), word(record.defense.name.value), check.dc,
                    word(record.outcome.value))
        if check.degree is DegreeCode.CRITICAL_FAILURE:
            line += self.tr(" (critical failure)")
        return [line]

    def _defense_roll(self, roll: DefenseRoll) -> str:
        return fill(self.tr("%1 (%2 %3) against %4"), roll.left, self._dice(roll.naturals, roll.natural),
                    signed(defense_roll_bonus(roll)), roll.right)

    def _defense_check(self, record: DefenseCheckAttackRecord, target: str) -> list[str]:
        check = record.defense_check
        roll = check.roll
        line = fill(self.tr("Defense check by %1: %2"), target, self._defense_roll(roll))
        if roll.automatic is AutomaticResult.NATURAL_20_MISSES:
            line += self.tr(" (natural 20: always misses)")
        elif roll.automatic is AutomaticResult.NATURAL_1_HITS:
            line += self.tr(" (natural 1: always hits)")
        outcome = fill(self.tr(" → %1"), word(record.outcome.value))
        if check.confirmation is None:
            return [line + outcome]
        confirmation = fill(self.tr("Critical threat; confirmation roll: %1"),
                            self._defense_roll(check.confirmation))
        return [line, confirmation + outcome]

    def _performance(self, side: Performance) -> str:
        special = {Special.CRITICAL: self.tr(" critical"), Special.FUMBLE: self.tr(" fumble")}.get(side.special, "")
        return fill(self.tr("%1 (1D100 %2%3 %4)"), side.value, side.natural, special,
                    signed(performance_bonus(side)))

    def _versus(self, record: VersusAttackRecord, attacker: str, target: str) -> list[str]:
        vs = record.versus
        line = fill(self.tr("Versus check: %1 %2 against %3 %4 → %5"), attacker, self._performance(vs.active),
                    target, self._performance(vs.passive), word(record.outcome.value))
        if vs.decided_by is DecidedBy.SPECIAL:
            line += self.tr(" (decided by critical or fumble, C6)")
        elif vs.decided_by is DecidedBy.ACTIVE_PRIORITY:
            line += self.tr(" (a tie: the active side wins, C7)")
        return [line]

    def _damage(self, damage: DamageStageRecord) -> list[str]:
        check = damage.check
        multiplier = check.damage.multiplier if check.damage is not None else 1
        kind = self.tr("Damage check") if check.lethal else self.tr("Damage check (nonlethal)")
        if multiplier != 1:
            kind += fill(self.tr(" ×%1"), multiplier)
        effects = damage.effects
        shown = words(e.value for e in effects.effects) if effects.effects else word("no_effect")
        lines = [fill(self.tr("%1: %2 (d20 %3 %4) against DC %5 → %6"), kind, check.total, check.natural,
                      signed(check.bonus), check.dc, shown)]
        reduction = check.damage.reduction if check.damage is not None else 0
        if reduction:
            lines[0] += fill(self.tr(" (damage reduction %1, B2)"), reduction)
        changes = []
        if effects.wounds_after != effects.wounds_before:
            changes.append(fill(self.tr("Wound count %1 → %2"), effects.wounds_before, effects.wounds_after))
        if effects.bruises_after != effects.bruises_before:
            changes.append(fill(self.tr("Bruise count %1 → %2"), effects.bruises_before, effects.bruises_after))
        if effects.states_added:
            changes.append(fill(self.tr("Now: %1"), words(state.value for state in effects.states_added)))
        if effects.states_kept:
            changes.append(fill(self.tr("Already: %1"), words(state.value for state in effects.states_kept)))
        if changes:
            lines.append(join_parts(changes))
        return lines
