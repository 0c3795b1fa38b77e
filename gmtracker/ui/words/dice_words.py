"""Words for dice: what each die is for (the commands' purpose codes) and a die's label.

The "Enter dice" boxes (:mod:`gmtracker.ui.widgets.dice_entry`), refusals and the roll log
all name a die the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmtracker.encounter import Encounter
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.encounter.log_render.translating import Words
from gmtracker.ui.words.text_format import fill, qt_translate
from gmtracker.ui.words.user_text import short


def purpose_text(purpose: str) -> str:
    """The translated words for a purpose code (the code itself if unknown): the one table is the
    log renderer's (:data:`gmtracker.encounter.log_render.translating.PURPOSES`)."""
    return Words(qt_translate).purpose_text(purpose)


def need_label(need: DieNeed, encounter: Encounter | None = None) -> str:
    """``hit check — Goblin (d20)``: what the die is for, whose, and which die."""
    parts = [purpose_text(need.purpose)]
    if need.combatant and encounter is not None and encounter.has(need.combatant):
        parts.append(short(encounter.combatant(need.combatant).name))
    elif need.combatant:
        parts.append(short(need.combatant))
    text = " — ".join(parts)
    return fill(QCoreApplication.translate("DiceEntry", "%1 (d%2)"), text, need.sides)
