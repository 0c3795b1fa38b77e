"""The encounter's clock (B12): light, so the turn banner reads it at start-up without
loading the turn machine."""

from __future__ import annotations

from .encounter import Encounter

# B12: seconds in one round.
SECONDS_PER_ROUND = 6


def elapsed_seconds(encounter: Encounter) -> int:
    """Time passed in the encounter (rounds and rests), in seconds (B12)."""
    return encounter.turn.clock * SECONDS_PER_ROUND
