"""What the GM lets the players see of each side (the player view's settings): light, so the
settings read them at start-up without loading the roll log's renderer."""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from types import MappingProxyType

import msgspec

from .model import Side


class Detail(str, Enum):
    """How much of a combatant's health the players see."""

    NOTHING = "nothing"
    STATES = "states"  # the damage-state words (seriously wounded, unconscious…)
    COUNTS = "counts"  # wound / bruise counts and the states


# What each side shows until the GM changes it (the player-view settings' defaults): the
# players' own characters' counts, the states of allies and enemies, nothing of bystanders.
DEFAULT_DETAILS: Mapping[Side, Detail] = MappingProxyType({
    Side.PC: Detail.COUNTS, Side.ALLY: Detail.STATES, Side.ENEMY: Detail.STATES, Side.NEUTRAL: Detail.NOTHING})


class PlayerViewOptions(msgspec.Struct, frozen=True):
    """What the GM lets the players see, per side (a side not listed shows nothing)."""

    per_side: Mapping[Side, Detail] = msgspec.field(default_factory=lambda: dict(DEFAULT_DETAILS))
    # Between the fights of a campaign (issue 30 item 6): only these combatants are shown (the
    # party, when the GM shares it; empty: nobody), and no roll. None: an encounter as always.
    only: frozenset[str] | None = None

    def __post_init__(self) -> None:
        # frozen all the way down: a read-only copy, so nobody changes it behind the view
        msgspec.structs.force_setattr(self, "per_side", MappingProxyType(dict(self.per_side)))

    def detail(self, side: Side) -> Detail:
        return self.per_side.get(side, Detail.NOTHING)

    def with_detail(self, side: Side, detail: Detail) -> PlayerViewOptions:
        """A copy with ``side`` shown at ``detail``."""
        return PlayerViewOptions({**self.per_side, side: detail}, self.only)

    def showing_only(self, only: frozenset[str] | None) -> PlayerViewOptions:
        """A copy that shows only ``only`` (None: everyone visible, as in a fight)."""
        return PlayerViewOptions(self.per_side, only)

    def shows(self, combatant_id: str) -> bool:
        """Whether the combatant may be shown at all (a hidden one never is, whatever this says)."""
        return self.only is None or combatant_id in self.only

    def __hash__(self) -> int:
        return hash((tuple(sorted((s.value, d.value) for s, d in self.per_side.items())), self.only))

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, PlayerViewOptions) and dict(self.per_side) == dict(other.per_side)
                and self.only == other.only)
