"""What a character's numbers give: carry capacity and load, footprint, defenses.

RULES.md A11 (carry capacity and load), A12 (footprint), A13 (proficiency), A17
(defenses).
"""

from __future__ import annotations

from enum import Enum

import msgspec

from .errors import RulesError


class Attribute(str, Enum):
    """The five attributes of A10."""

    STRENGTH = "strength"
    AGILITY = "agility"
    SIZE = "size"
    SPIRIT = "spirit"
    INTELLECT = "intellect"


class LoadState(str, Enum):
    """The four load states of A11, lightest first."""

    LIGHT = "light"
    MEDIUM = "medium"
    HEAVY = "heavy"
    OVERLOADED = "overloaded"

    @property
    def halves_speed(self) -> bool:
        """Medium and worse halve speed (effects are cumulative downward: ruling)."""
        return self is not LoadState.LIGHT

    @property
    def disadvantage(self) -> bool:
        """Heavy and worse: 1 disadvantage on STR/AGI attribute checks and on hit checks."""
        return self in (LoadState.HEAVY, LoadState.OVERLOADED)

    @property
    def pinned(self) -> bool:
        """Overloaded: pinned down by the load, cannot move."""
        return self is LoadState.OVERLOADED


def carry_capacity(strength: int, size: int) -> int:
    """A11: capacity in kg = (strength + 1) × (size + 1), each factor at least 0 (ruling)."""
    return max(strength + 1, 0) * max(size + 1, 0)


def load(weight: float, capacity: float) -> LoadState:
    """A11: the load state of ``weight`` kg against ``capacity`` kg.

    The shared bounds (exactly 1c, 2c, 3c) belong to the lighter state; with
    capacity 0 any weight above 0 is overloaded (rulings).
    """
    if weight < 0:
        raise RulesError(f"carried weight cannot be negative ({weight} kg)")
    if capacity < 0:
        raise RulesError(f"carry capacity cannot be negative ({capacity} kg)")
    if weight <= capacity:
        return LoadState.LIGHT
    if weight <= 2 * capacity:
        return LoadState.MEDIUM
    if weight <= 3 * capacity:
        return LoadState.HEAVY
    return LoadState.OVERLOADED


def load_state(weight: float, capacity: float) -> str:
    """A11 contract: ``"light" | "medium" | "heavy" | "overloaded"``."""
    return load(weight, capacity).value


def speed(base_speed: float, state: LoadState) -> float:
    """A11: speed under a load: halved from medium on, 0 when overloaded."""
    if state.pinned:
        return 0
    return base_speed / 2 if state.halves_speed else base_speed


class Grid(str, Enum):
    SQUARE = "square"
    HEX = "hex"


# A12: (largest size of the band, cells on a square grid, cells on a hex grid).
_FOOTPRINT_BANDS: tuple[tuple[int, int, int], ...] = (
    (1, 0, 0),
    (7, 1, 1),
    (10, 4, 3),
    (13, 9, 7),
    (16, 16, 12),
)


class Footprint(msgspec.Struct, frozen=True):
    """Cells a creature occupies; ``open_ended`` for size +17 and up (GM adjusts)."""

    cells: int
    open_ended: bool = False


def footprint_of(size: int, grid: str | Grid = Grid.SQUARE) -> Footprint:
    """A12: the footprint of a creature of ``size`` on a square or hex grid."""
    try:
        kind = Grid(grid)
    except ValueError:
        raise RulesError(f"unknown grid {grid!r} (expected 'square' or 'hex')") from None
    for top, square, hex_ in _FOOTPRINT_BANDS:
        if size <= top:
            return Footprint(square if kind is Grid.SQUARE else hex_)
    return Footprint(16 if kind is Grid.SQUARE else 12, open_ended=True)


def footprint(size: int, grid: str = "square") -> int:
    """A12 contract: cells occupied, 0 for "less than one cell"."""
    return footprint_of(size, grid).cells


def defenses(*, proficiency: int, strength: int, agility: int, size: int,
             spirit: int, intellect: int, base: int) -> dict[str, int]:
    """A17: the four defenses (reflex uses strength + agility, as the source writes)."""
    return {
        "base": base,
        "physique": 8 + proficiency + strength + size,
        "reflex": 8 + proficiency + strength + agility,
        "mind": 8 + proficiency + spirit + intellect,
    }
