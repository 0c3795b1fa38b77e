"""The encounter's data: combatants, settings, the turn, and the roll log.

These are msgspec structs: the same types are the encounter in memory, the file
format (``gmtracker.storage``) and the source of the JSON Schema. Only what the GM
entered or what happened is stored; everything derived from it (defenses, capacity
and load, footprint, damage DC, penalty dice of the next attack) is computed by
:mod:`gmtracker.encounter.derived` from the rules core, never stored.

Enumerated fields use the rules core's codes (``"pc"``, ``"seriously_wounded"``,
``"melee"``…), so a file reads the same words as RULES.md's contract.
"""

from __future__ import annotations

from enum import Enum
from typing import Any, Literal

import msgspec

from gmtracker.rules.resolution import ResolutionMode
from gmtracker.rules.d20 import Proficiency
from gmtracker.rules.character import Attribute
from gmtracker.rules.condition_effects import Effect
from gmtracker.rules.hits import AttackRange, SizeDirection
from gmtracker.rules.damage import Size
from gmtracker.rules.wound_codes import DamageState

FORMAT_NAME: Literal["gmtracker-encounter"] = "gmtracker-encounter"
# The file format version this app writes (and the newest it reads).
FORMAT_VERSION = 2  # 2: typed log records, one type per kind (issue 28)


class Side(str, Enum):
    """Which side a combatant fights on (player characters win ties, C7/D1)."""

    PC = "pc"
    ALLY = "ally"
    ENEMY = "enemy"
    NEUTRAL = "neutral"


class Defense(str, Enum):
    """The defense an attack targets (A17)."""

    BASE = "base"
    PHYSIQUE = "physique"
    REFLEX = "reflex"
    MIND = "mind"


class Expiry(str, Enum):
    """When a condition's round passes: at the start or the end of its anchor's turn."""

    TURN_START = "turn_start"
    TURN_END = "turn_end"


class Holding(str, Enum):
    """A turn held (issue 29 item 5, :mod:`gmtracker.encounter.turn_holds`): out of the order
    until it comes back in (``delay``), or ready to act in a later turn of the round (``ready``)."""

    DELAY = "delay"
    READY = "ready"


class Refill(str, Enum):
    """When a resource fills up again by itself (issue 29 item 4, ruling in
    :mod:`gmtracker.encounter.combatant_resources`): after a minute's rest (B6's bruise period,
    the short rest), after an hour's rest (B6's wound period, the long rest), or only by hand."""

    MINUTE = "minute"
    HOUR = "hour"
    HAND = "hand"


class InitiativeFormula(str, Enum):
    """D1: d20 + agility, or 1D100 + base value / 10."""

    D20 = "d20"
    PERCENTILE = "percentile"


class Attributes(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """The five attribute bonuses of A10."""

    strength: int = 0
    agility: int = 0
    size: int = 0
    spirit: int = 0
    intellect: int = 0

    def get(self, attribute: Attribute) -> int:
        return int(getattr(self, attribute.value))

    def as_mapping(self) -> dict[Attribute, int]:
        return {attribute: self.get(attribute) for attribute in Attribute}


class AttackProfile(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """One attack a combatant can make (A14–A16, B1–B4, C5)."""

    name: str
    range: AttackRange = AttackRange.MELEE
    finesse: bool = False
    thrown: bool = False
    key_attribute: Attribute | None = None
    proficiency: Proficiency = Proficiency.FULL
    target_defense: Defense = Defense.BASE
    damage: str = "1d6"
    threat_low: int = 20
    critical_multiplier: int = 2
    extra_damage: str = ""  # dice that are not multiplied on a critical hit (B2)
    lethal: bool = True
    size_direction: SizeDirection = SizeDirection.NONE
    modifier: int = 0  # a free modifier of the weapon (e.g. a +1 sword)
    percentile_base: str = "accuracy"  # C5: the attacker's base value for a VS attack
    percentile_target_base: str = "evasion"  # C5: the target's base value it opposes
    # The id of one of its combatant's resources that each attack with it spends one of (issue 29
    # item 4: arrows, a wand's charges); "": none.
    spends: str = ""


class StateEntry(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """A damage state (B5) with the encounter round it began and the recovery periods used (B8)."""

    state: DamageState
    began: int = 0
    periods_used: int = 0


class RestProgress(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """D2 ruling: the rest a combatant carries towards its next wound / bruise (B6).

    ``until``: the clock round its last rest reached; ``wounds`` / ``bruises``: the counts
    it left; ``wound_rounds`` (under an hour) / ``bruise_rounds`` (under a minute): the
    rest spent towards the next one. A rest starting at ``until`` with the counts
    unchanged carries it on; time without rest or a changed count starts it again.
    """

    until: int = 0
    wounds: int = 0
    bruises: int = 0
    wound_rounds: int = 0
    bruise_rounds: int = 0
    # The rounds of rest in a row up to ``until`` (D2: consecutive rests are one rest), for the
    # resources that refill after a minute's or an hour's rest (issue 29 item 4).
    rested: int = 0


class SaveEnds(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """D3: the check that ends a condition, made at the end of each of its bearer's turns: an
    attribute check (A10) against ``dc``; a success ends the condition."""

    attribute: Attribute
    dc: int


class Condition(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """A condition: a name, a note, its effects, and an optional duration in rounds.

    The duration counts down each time the ``anchor`` combatant's turn starts or ends
    (``expiry``); at zero the condition ends. No duration: until removed. ``effects`` are
    what it does to its bearer's checks and defenses (D3, :mod:`gmtracker.rules.condition_effects`),
    applied by the commands themselves. ``hidden``: the GM's alone (never on the player view,
    its log lines GM-only). ``save``: it also ends on a check at the end of each of its bearer's
    turns (save ends, D3; :mod:`gmtracker.encounter.actions_save_ends`).
    """

    id: str
    name: str
    note: str = ""
    rounds: int | None = None
    remaining: int | None = None
    expiry: Expiry = Expiry.TURN_END
    anchor: str | None = None
    effects: list[Effect] = msgspec.field(default_factory=list)
    hidden: bool = False
    save: SaveEnds | None = None


class Resource(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """A counter of limited uses (issue 29 item 4): a spell's uses, a wand's charges, arrows.

    ``left`` of ``maximum`` (0 ≤ left ≤ maximum); spent one at a time from the table or by an
    attack whose profile ``spends`` it; filled up again by hand or by rest (``refill``,
    :mod:`gmtracker.encounter.combatant_resources`)."""

    id: str
    name: str
    maximum: int
    left: int
    refill: Refill = Refill.HOUR


class Combatant(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """One combatant, with everything the rules need and nothing derived."""

    id: str
    name: str
    side: Side = Side.ENEMY
    hidden: bool = False
    initiative: int | None = None
    initiative_modifier: int = 0
    # D1: the number of fights that had ended (the turn's ``fights_ended``) when its initiative
    # was given by adding it, copying it or Set initiative. Lower than ``fights_ended``: the
    # initiative is left from a fight that has ended, and the next fight asks for it again.
    initiative_fight: int = 0
    attributes: Attributes = msgspec.field(default_factory=Attributes)
    proficiency: int = 0
    base_defense: int = 10
    carried_weight: float = 0.0
    speed: float = 6.0
    constitution: int | None = 10
    hit_dice: str = "1d8"
    size_category: Size = Size.MEDIUM
    auto_stabilize: bool = False
    wounds: int = 0
    bruises: int = 0
    states: list[StateEntry] = msgspec.field(default_factory=list)
    temp_hp: int = 0
    temp_hp_until: int | None = None  # the encounter clock round at which temporary HP end
    hit_penalties: int = 0  # A16: penalties taken this turn
    # B5: it took a standard action (an attack) in its own turn while disabled: it falls unconscious as
    # that turn ends (turn_states.end_turn), unless it is no longer disabled then. Cleared as the turn ends.
    falls_at_turn_end: bool = False
    percentile: dict[str, int] = msgspec.field(default_factory=dict)  # C5 base values by name
    notes: str = ""
    attacks: list[AttackProfile] = msgspec.field(default_factory=list)
    conditions: list[Condition] = msgspec.field(default_factory=list)
    in_combat: bool = True  # False: removed from combat, skipped by the turn order
    rest: RestProgress | None = None  # D2: rest carried over from its last rest (B6)
    holding: Holding | None = None  # its turn held: delaying (out of the order) or ready (issue 29)
    held_round: int = 0  # the round its hold began (a delayer back in that round starts no turn again)
    # Group initiative (issue 29): the combatants sharing it roll once (their leader's die, D1) and
    # act together, each still its own row. The value is the group's key (its leader's id when made).
    initiative_group: str | None = None
    resources: list[Resource] = msgspec.field(default_factory=list)  # limited uses (issue 29 item 4)

    def has_state(self, state: DamageState) -> bool:
        return any(entry.state == state for entry in self.states)


class Settings(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """Encounter-level rule settings (RULES.md B10, B11, C6; D1)."""

    resolution: ResolutionMode = ResolutionMode.HIT_CHECK
    realistic: bool = False
    skill_trial: bool = False
    critical_from: int = 96
    fumble_to: int = 5
    skip_defeated: bool = True
    initiative_formula: InitiativeFormula = InitiativeFormula.D20


class TurnState(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """Where the combat is: started or not, the round, whose turn, and the clock.

    ``clock`` counts every round that has passed in the encounter, including time
    advanced by rests, so recovery periods (B8) and durations run on it (B12: 6 s a round).
    """

    started: bool = False
    round: int = 0
    current: str | None = None
    clock: int = 0
    fights_ended: int = 0  # D1: End combat counts them (see Combatant.initiative_fight)


# An entry without a record (the file's "record" left out, or null).
NO_RECORD = msgspec.Raw(b"null")
_decode_record = msgspec.json.decode


class LogEntry(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """One line of the roll log: when, who, what the rules said, and a plain-text rendering.

    ``text`` is the English line :mod:`.log_render` wrote when the entry was made, kept for
    other tools reading the file and for the player page's check that an entry names no hidden
    combatant. Every line shown is rendered again from the record in the user's language, never
    from this text — except the GM's own note (``log_note``), whose line it is.

    ``kind`` names a declared log kind (:mod:`.log_kind`) and ``record`` is of that kind's
    type (every die, modifier and step; :attr:`record` decodes it, :attr:`json_record` shows
    the JSON the file holds); ``public`` is False for what the players must not see (a hidden combatant's
    roll). A check with a hidden DC is public: the players see its result, not its DC
    (A2; the record's ``dc_hidden``; entries written before that ruling stay GM-only).
    """

    kind: str
    text: str
    round: int = 0
    turn: str | None = None
    actor: str | None = None
    actor_name: str = ""
    targets: list[str] = msgspec.field(default_factory=list)
    # The record is kept as its JSON text (the file's "record") and decoded when read: a long
    # session holds thousands of records, and decoded they take about four times the memory
    # of their JSON and give the garbage collector hundreds of thousands of objects to walk
    # (issue 16). Make one with encoded_record.
    raw_record: msgspec.Raw = msgspec.field(default=NO_RECORD, name="record")
    rule_ids: list[str] = msgspec.field(default_factory=list)
    public: bool = True

    @property
    def record(self) -> Any:
        """The typed record of this entry's kind (:mod:`.log_kind`; a new one at each read:
        read it once); None for a kind without one. :class:`~.log_kind.RecordError` when the
        record does not fit its kind (the loader refuses such a file)."""
        from .log_kind import decode_record  # the table imports the commands: not with the model

        return decode_record(self.kind, self.raw_record)

    @property
    def json_record(self) -> dict[str, Any] | None:
        """The record as the file's JSON values (a new dict at each read); None without one.
        For the migrations and the tests of the file format: the app reads :attr:`record`."""
        if self.raw_record is NO_RECORD:
            return None
        value = _decode_record(self.raw_record)
        return value if isinstance(value, dict) else None


def encoded_record(value: dict[str, Any] | None) -> msgspec.Raw:
    """A record for :attr:`LogEntry.raw_record`: ``value``'s JSON, keys sorted (the same
    bytes for the same record). TypeError for what JSON cannot hold."""
    if value is None:
        return NO_RECORD
    return msgspec.Raw(msgspec.json.encode(value, order="sorted"))


class EncounterData(msgspec.Struct, omit_defaults=False, forbid_unknown_fields=True):
    """Everything an encounter file holds (``format``, ``version``, then the rest)."""

    format: Literal["gmtracker-encounter"] = FORMAT_NAME
    version: int = FORMAT_VERSION
    name: str = ""
    notes: str = ""
    settings: Settings = msgspec.field(default_factory=Settings)
    turn: TurnState = msgspec.field(default_factory=TurnState)
    combatants: list[Combatant] = msgspec.field(default_factory=list)
    log: list[LogEntry] = msgspec.field(default_factory=list)
