"""Words for dice: what each die is for (the commands' purpose codes) and a die's label.

The "Enter dice" boxes (:mod:`gmtracker.ui.widgets.dice_entry`), refusals and the roll log
all name a die the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmtracker.encounter import Encounter
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP, fill
from gmtracker.ui.words.user_text import short


#: What each die is for, by the commands' purpose codes.
PURPOSES: dict[str, str] = {
    "hit_check": QT_TRANSLATE_NOOP("DiceEntry", "hit check"),
    "defense_check": QT_TRANSLATE_NOOP("DiceEntry", "defense check"),
    "confirmation": QT_TRANSLATE_NOOP("DiceEntry", "confirmation roll"),
    "advantage_die": QT_TRANSLATE_NOOP("DiceEntry", "advantage / disadvantage die"),
    "damage_check": QT_TRANSLATE_NOOP("DiceEntry", "damage check"),
    "versus_active": QT_TRANSLATE_NOOP("DiceEntry", "active side"),
    "versus_passive": QT_TRANSLATE_NOOP("DiceEntry", "passive side"),
    "check": QT_TRANSLATE_NOOP("DiceEntry", "check"),
    "reroll": QT_TRANSLATE_NOOP("DiceEntry", "reroll"),
    "dying_check": QT_TRANSLATE_NOOP("DiceEntry", "dying check"),
    "recovery_check": QT_TRANSLATE_NOOP("DiceEntry", "recovery check"),
    "healing_recovery_check": QT_TRANSLATE_NOOP("DiceEntry", "recovery check (healing)"),
    "percentile_check": QT_TRANSLATE_NOOP("DiceEntry", "1D100 check"),
    "initiative": QT_TRANSLATE_NOOP("DiceEntry", "initiative"),
    "roll_off": QT_TRANSLATE_NOOP("DiceEntry", "roll-off"),
    "d20": QT_TRANSLATE_NOOP("DiceEntry", "d20"),
    "d6": QT_TRANSLATE_NOOP("DiceEntry", "d6"),
}


def purpose_text(purpose: str) -> str:
    """The translated words for a purpose code (the code itself if unknown)."""
    source = PURPOSES.get(purpose)
    return QCoreApplication.translate("DiceEntry", source) if source else purpose.replace("_", " ")


def need_label(need: DieNeed, encounter: Encounter | None = None) -> str:
    """``hit check — Goblin (d20)``: what the die is for, whose, and which die."""
    parts = [purpose_text(need.purpose)]
    if need.combatant and encounter is not None and encounter.has(need.combatant):
        parts.append(short(encounter.combatant(need.combatant).name))
    elif need.combatant:
        parts.append(short(need.combatant))
    text = " — ".join(parts)
    return fill(QCoreApplication.translate("DiceEntry", "%1 (d%2)"), text, need.sides)
