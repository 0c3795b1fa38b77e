"""What the attack dialog explains in words: the resolution mode, what the rules apply by
themselves, each target's defense, and which dice a step of "Enter dice" asks for.

The rules apply these without the GM asking, and the dialog says so with the rule id
(read from the hit check's own notes, :meth:`~gmtracker.encounter.actions_attack.AttackCommand.automatic_notes`):
the hit penalty (A16: the attacker's counter gives the penalty dice; the attack adds
one), heavy load (A11: one disadvantage), realistic mode (B10: the wound count as a
penalty, the attacker's on its hit and damage checks, a defender's on its defense
check), the size difference (A15, per target), and a disabled attacker's fall into
unconsciousness at the end of its turn (B5). The numbers come from the command
(:meth:`~gmtracker.encounter.actions_attack.AttackCommand.target_defense`, ``target_damage_dc``,
the notes), the same the command uses.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QObject

from gmtracker.encounter import AttackProfile, Combatant, Encounter, Settings
from gmtracker.encounter.actions_attack import AttackCommand
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.encounter.turn_states import turn_limit
from gmtracker.rules.attack import ResolutionMode
from gmtracker.rules.checks import CheckNote
from gmtracker.ui.words.base_value_words import base_value_word
from gmtracker.ui.words.text_format import fill, signed

from .attack_widgets import word


class AttackNotes(QObject):
    """The explanations, translated in the context ``AttackNotes``."""

    def mode_text(self, mode: ResolutionMode) -> str:
        """Who rolls in the encounter's resolution mode."""
        if mode is ResolutionMode.DEFENSE_CHECK:
            return self.tr("Defense check: each defender rolls d20 + (defense − 10) against 11 + the attack "
                           "bonus (B1).")
        if mode is ResolutionMode.VERSUS:
            return self.tr("1D100 versus check: the attacker rolls once against every target; each target "
                           "rolls its own (C5, C8).")
        return self.tr("Hit check: the attacker rolls d20 against each target's defense (A14).")

    def automatic_lines(self, attacker: Combatant, profile: AttackProfile, settings: Settings, *,
                        attack_action: bool = True, off_turn: bool = False,
                        notes: Sequence[CheckNote] = ()) -> list[str]:
        """What applies to the attacker's side by itself, with the rule ids.

        ``notes``: the hit check's own record of it (:meth:`AttackCommand.automatic_notes
        <gmtracker.encounter.actions_attack.AttackCommand.automatic_notes>`): the penalty dice,
        heavy load and realistic mode are read from there, never derived here.
        ``attack_action=False``: a hit check outside an attack action, which the hit
        penalty ignores (A16). ``off_turn``: it is another combatant's turn, so no hit
        penalty either (A16).
        """
        if settings.resolution is ResolutionMode.VERSUS:
            base = attacker.percentile.get(profile.percentile_base)
            return [fill(self.tr("The attacker's %1: %2. No hit penalty, load or realistic mode in 1D100 "
                                 "versus checks."), base_value_word(profile.percentile_base),
                         "—" if base is None else base)]
        noted = {note.code: note.value for note in notes}
        taken = attacker.hit_penalties
        dice = noted.get("hit_penalty", 0)
        if not attack_action:
            line = self.tr("Hit penalty (A16): none, not an attack action (hit penalties this turn: %1, "
                           "unchanged)")
        elif off_turn:
            line = self.tr("Hit penalty (A16): none, not the attacker's own turn (an attack outside it takes "
                           "no penalty dice and adds none; hit penalties of its turn: %1)")
        elif dice:
            line = self.tr("Hit penalty (A16): penalty dice: %n (hit penalties this turn: %1; after this "
                           "attack: %2)", "", dice)
        else:
            line = self.tr("Hit penalty (A16): none, the first attack this turn (after this attack: %2)")
        lines = [fill(line, taken, taken + 1) if attack_action else fill(line, taken)]
        if "heavy_load" in noted:
            lines.append(self.tr("Heavy load (A11): 1 disadvantage on the hit check"))
        if noted.get("realistic_mode"):
            lines.append(fill(self.tr("Realistic mode (B10): %1 on the hit check and the damage check"),
                              signed(noted["realistic_mode"])))
        templates = {  # D3: the attacker's conditions, each by its name (%1) with its value (%2)
            "condition_modifier": self.tr("Condition %1 (D3): %2 on the hit check (A6 stacks it)"),
            "condition_advantage": self.tr("Condition %1 (D3, A7): advantage %2"),
            "condition_disadvantage": self.tr("Condition %1 (D3, A7): disadvantage %2"),
            "condition_penalty_dice": self.tr("Condition %1 (D3, A3): penalty dice %2"),
        }
        for note in notes:
            if note.rule_id == "D3" and note.code in templates:
                value = signed(note.value) if note.code == "condition_modifier" else str(note.value)
                lines.append(fill(templates[note.code], note.source, value))
        return lines

    def state_lines(self, attacker: Combatant, encounter: Encounter) -> list[str]:
        """B5: a disabled attacker in its own turn falls unconscious when the turn ends (the attack
        is its standard action); a dazed one may take only this action."""
        limit = turn_limit(attacker)
        if limit is None:
            return []
        own_turn = encounter.turn.started and encounter.turn.current == attacker.id
        if limit.unconscious_after_standard_action and own_turn:
            return [fill(self.tr("Disabled (B5): this attack is its standard action; %1 falls unconscious at "
                                 "the end of its turn"), attacker.name)]
        return [self.tr("Disabled or dazed (B5): one move or one standard action per turn")]

    def target_notes(self, attacker: Combatant, target: Combatant, profile: AttackProfile,
                     settings: Settings, notes: Sequence[CheckNote] = ()) -> list[str]:
        """What the target defends with, what applies to it by itself, and its damage DC now (B3).

        ``notes``: the size difference of the hit check against this target (A15) and the
        defender's own realistic-mode penalty (B10), as the attack's rules record them.
        """
        mode = settings.resolution
        if mode is ResolutionMode.VERSUS:
            base = target.percentile.get(profile.percentile_target_base)
            #: A name and its value: a 1D100 base value ("Stealth 45") or a defense ("reflex defense 14").
            notes_shown = [fill(self.tr("%1 %2"), base_value_word(profile.percentile_target_base),
                                "—" if base is None else base)]
        else:
            notes_shown = [fill(self.tr("%1 %2"), word(profile.target_defense.value),
                                AttackCommand.target_defense(target, profile.target_defense))]
            for note in notes:
                if note.code == "size_difference":
                    notes_shown.append(fill(self.tr("size difference %1 (A15)"), signed(note.value)))
            for note in notes:
                if note.code == "condition_defense":
                    #: A condition on the target's defense: its name and the modifier (the defense shown includes it).
                    notes_shown.append(fill(self.tr("%1 %2 on its defense (D3)"), note.source, signed(note.value)))
            for note in notes:
                if note.code == "realistic_mode" and mode is ResolutionMode.DEFENSE_CHECK:
                    notes_shown.append(fill(self.tr("realistic mode %1 on its defense check (B10)"),
                                            signed(note.value)))
        notes_shown.append(fill(self.tr("damage check DC %1"),
                                AttackCommand.target_damage_dc(target, lethal=profile.lethal)))
        return notes_shown

    def step_text(self, needs: Iterable[DieNeed]) -> str:
        """Which rolls this step of "Enter dice" asks for (the dice boxes say whose)."""
        purposes = {need.purpose for need in needs}
        lines = []
        if "hit_check" in purposes:
            lines.append(self.tr("The attacker's hit check against each target."))
        if "defense_check" in purposes:
            lines.append(self.tr("Each defender's defense check."))
        if "advantage_die" in purposes:
            lines.append(self.tr("The attacker's advantage or disadvantage d6."))
        if purposes & {"versus_active", "versus_passive"}:
            lines.append(self.tr("The attacker's 1D100 once, then each target's own."))
        if "confirmation" in purposes:
            lines.append(self.tr("A critical threat: the defender rolls the defense check again to confirm."))
        if "damage_check" in purposes:
            lines.append(self.tr("A hit: the damage check of each target hit."))
        return "\n".join(lines)
