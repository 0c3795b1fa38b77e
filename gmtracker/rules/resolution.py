"""How an encounter resolves attacks: the setting's codes, apart from :mod:`.attack`.

The encounter's data and the settings file name the mode; they import it from here so
that loading them does not import the attack rules (:mod:`.attack` re-exports it).
"""

from __future__ import annotations

from enum import Enum


class ResolutionMode(str, Enum):
    """How an encounter resolves attacks (an encounter setting)."""

    HIT_CHECK = "hit_check"  # A14: the attacker rolls against the target's defense
    DEFENSE_CHECK = "defense_check"  # B1: the defender rolls
    VERSUS = "versus"  # C5/C8: 1D100 versus check
