"""The range of every number an encounter holds, defined once.

The loader refuses a file with a number outside its range (naming the JSON path), the
actions refuse to make one (:mod:`.validity`), and the editor's spin boxes take their
limits from here — so a value the GM can type is a value the file may hold, and every
value a file holds fits the widget that shows it. Every range fits in a Qt spin box
(a signed 32-bit integer, :data:`QT_INT`).

Game values have generous but finite limits (an attribute bonus of ±999, a base defense
of ±9,999); time is counted in rounds (:data:`CLOCK`: the encounter clock, when a damage
state began, when temporary hit points end) and may run for years.
"""

from __future__ import annotations

from typing import NamedTuple


class Span(NamedTuple):
    """The smallest and largest value a field may take (both included)."""

    low: int
    high: int

    def __contains__(self, value: object) -> bool:
        return isinstance(value, (int, float)) and self.low <= value <= self.high


class DecimalSpan(NamedTuple):
    """The smallest and largest value of a decimal field (both included)."""

    low: float
    high: float

    def __contains__(self, value: object) -> bool:
        return isinstance(value, (int, float)) and self.low <= value <= self.high


# What a Qt spin box (a C ``int``) can hold: every range below fits in it.
QT_INT = Span(-(2**31), 2**31 - 1)

# -- a combatant ---------------------------------------------------------------------
INITIATIVE = Span(-9999, 9999)
INITIATIVE_MODIFIER = Span(-999, 999)
ATTRIBUTE = Span(-999, 999)  # each of the five attribute bonuses (A10)
PROFICIENCY = Span(-999, 999)
BASE_DEFENSE = Span(-9999, 9999)
CONSTITUTION = Span(0, 9999)  # None: no constitution (B9)
COUNT = Span(0, 9999)  # wounds and bruises
TEMP_HP = Span(0, 9999)
HIT_PENALTIES = Span(0, 999)
CARRIED_WEIGHT = DecimalSpan(0.0, 999_999.0)  # kg
SPEED = DecimalSpan(0.0, 999_999.0)
PERCENTILE_VALUE = Span(0, 999)  # a 1D100 base value (C5)

# -- an attack profile ---------------------------------------------------------------
THREAT_LOW = Span(2, 20)
CRITICAL_MULTIPLIER = Span(1, 10)
ATTACK_MODIFIER = Span(-99, 99)

# -- time --------------------------------------------------------------------------
# Rounds of encounter time (about 190 years at 6 s a round): the clock, a state's
# start, the round temporary hit points end, recovery periods used.
CLOCK = Span(0, 1_000_000_000)
# The round of the combat (0 before it starts, 1 or more during it).
ROUND = Span(0, 1_000_000_000)
# A condition's duration in rounds.
CONDITION_ROUNDS = Span(1, 9999)
DC = Span(0, 99)  # a check's DC as the dialogs take it (a save's, D3)
RESOURCE_MAXIMUM = Span(1, 999)  # a resource's uses (issue 29 item 4)
RESOURCES = Span(0, 20)  # the resources one combatant keeps (the dialog's rows)
CONDITION_EFFECTS = Span(0, 12)  # the effects one condition carries (D3; the dialog's rows)

# -- settings (C6) -------------------------------------------------------------------
CRITICAL_FROM = Span(1, 101)  # 101: no criticals
FUMBLE_TO = Span(0, 100)  # 0: no fumbles

# The whole-number fields of a combatant and their ranges.
COMBATANT_INTS: dict[str, Span] = {
    "initiative": INITIATIVE,
    "initiative_modifier": INITIATIVE_MODIFIER,
    "proficiency": PROFICIENCY,
    "base_defense": BASE_DEFENSE,
    "constitution": CONSTITUTION,
    "wounds": COUNT,
    "bruises": COUNT,
    "temp_hp": TEMP_HP,
    "temp_hp_until": CLOCK,
    "hit_penalties": HIT_PENALTIES,
}
# The decimal fields of a combatant and their ranges.
COMBATANT_DECIMALS: dict[str, DecimalSpan] = {
    "carried_weight": CARRIED_WEIGHT,
    "speed": SPEED,
}
# The whole-number fields of an attack profile and their ranges.
ATTACK_INTS: dict[str, Span] = {
    "threat_low": THREAT_LOW,
    "critical_multiplier": CRITICAL_MULTIPLIER,
    "modifier": ATTACK_MODIFIER,
}
# The whole-number fields of the rest carried over (D2) and their ranges.
REST_INTS: dict[str, Span] = {"until": CLOCK, "wounds": COUNT, "bruises": COUNT,
                              "wound_rounds": Span(0, 599), "bruise_rounds": Span(0, 9), "rested": CLOCK}
# The whole-number fields of a damage state entry and their ranges.
STATE_INTS: dict[str, Span] = {"began": CLOCK, "periods_used": CLOCK}
