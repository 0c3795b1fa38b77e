"""Words for dice: what each die is for (the commands' purpose codes) and a die's label.

The "Enter dice" boxes (:mod:`gmtracker.ui.widgets.dice_entry`), refusals and the roll log
all name a die the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmtracker.encounter import Encounter
from gmtracker.encounter.dice_needs import ADVANTAGE, DISADVANTAGE, MAIN, PENALTY, DieNeed
from gmtracker.encounter.log_render.translating import Words
from gmtracker.ui.words.text_format import fill, qt_translate
from gmtracker.ui.words.user_text import short


def purpose_text(purpose: str) -> str:
    """The translated words for a purpose code (the code itself if unknown): the one table is the
    log renderer's (:data:`gmtracker.encounter.log_render.translating.PURPOSES`)."""
    return Words(qt_translate).purpose_text(purpose)


def _name(combatant_id: str | None, encounter: Encounter | None) -> str:
    if not combatant_id:
        return ""
    if encounter is not None and encounter.has(combatant_id):
        return short(encounter.combatant(combatant_id).name)
    return short(combatant_id)


def _state_word(state: str) -> str:
    return Words(qt_translate).code_text(state)


def need_label(need: DieNeed, encounter: Encounter | None = None) -> str:
    """``Borin's hit check against Goblin, penalty die 1 of 1: d20``: who rolls, what for, its place
    among the dice of that roll, and which die — distinct for every die of one step."""
    place = need.index + 1
    if need.role == ADVANTAGE:
        what = fill(QCoreApplication.translate("DiceEntry", "advantage die %1 of %2"), place, need.of)
    elif need.role == DISADVANTAGE:
        what = fill(QCoreApplication.translate("DiceEntry", "disadvantage die %1 of %2"), place, need.of)
    else:
        what = purpose_text(need.purpose)
        if need.state:
            what = fill(QCoreApplication.translate("DiceEntry", "%1 (%2)"), what, _state_word(need.state))
        if need.role == MAIN and need.of > 1:
            what = fill(QCoreApplication.translate("DiceEntry", "%1 %2 of %3"), what, place, need.of)
        elif need.role == MAIN and need.index:
            what = fill(QCoreApplication.translate("DiceEntry", "%1 %2"), what, place)  # a roll-off's round 2, 3…
    who = _name(need.combatant, encounter)
    text = fill(QCoreApplication.translate("DiceEntry", "%1's %2"), who, what) if who else what
    if need.target and need.target != need.combatant:
        text = fill(QCoreApplication.translate("DiceEntry", "%1 against %2"), text, _name(need.target, encounter))
    if need.role == PENALTY:
        text = fill(QCoreApplication.translate("DiceEntry", "%1, penalty die %2 of %3"), text, place, need.of)
    return fill(QCoreApplication.translate("DiceEntry", "%1: d%2"), text, need.sides)


def place_label(need: DieNeed, encounter: Encounter | None = None) -> str:
    """``check 2 of 60: d20``: only the die's place, for a row that already names who and what."""
    return fill(QCoreApplication.translate("DiceEntry", "check %1 of %2: d%3"), need.index + 1, need.of, need.sides)
