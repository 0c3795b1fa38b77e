"""Forecast a fight before it starts (issue 31; RULES.md D5): many simulated fights played with the
encounter's own rules, from its current state, and what they came to.

Every roll of a simulated fight goes through the very commands a GM's clicks run (this module is the
engine path): :class:`~.turns.StartCombat` (D1 initiative and roll-offs), :class:`~.actions_attack.AttackCommand`
(the encounter's attack mode, hit penalties A16, damage checks, wound states B4–B5),
:class:`~.turns.NextTurn` (turn-start duties, conditions' countdowns), and the checks a turn start
asks for (:class:`~.actions_recovery.DyingCheckCommand`, :class:`~.actions_recovery.RecoveryChecksCommand`,
:class:`~.actions_save_ends.SaveEndsCommand`), each rolled from the fight's seeded dice.

**The policy (D5), stated, not hidden.** On its turn each combatant able to act attacks one opponent
with its first attack profile: the most wounded opponent (``weakest``: most wounds, then most bruises,
then the first in turn order) or a random one (``random``); a combatant without an attack only takes
its turn duties. Hidden combatants fight like the rest; nobody flees. The sides are the players' (player
characters and allies) against the enemies; neutrals take no part. A fight ends when a side has nobody
able to act (unconscious, dying or dead: B5), or after :data:`MAX_ROUNDS` rounds (a draw).

Nothing here changes the encounter it is given: each fight plays on a copy.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable
from typing import Literal

import msgspec

from gmtracker.rules.dice import DiceSource, RandomDice
from gmtracker.rules.wound_codes import DamageState

from . import derived
from .actions_attack import AttackCommand
from .actions_recovery import DyingCheckCommand, RecoveryChecksCommand
from .actions_save_ends import SaveEndsCommand
from .command import ActionError
from .encounter import Encounter
from .model import Combatant, EncounterData, Side
from .turns import DyingCheckPrompt, NextTurn, Prompt, RecoveryCheckPrompt, StartCombat, TurnRecord

Policy = Literal["weakest", "random"]
POLICIES: tuple[Policy, ...] = ("weakest", "random")
# D5: a fight still running after this many rounds is a draw.
MAX_ROUNDS = 50
DEFAULT_FIGHTS = 2000
# The teams (D5): the players' side and the enemies'; neutrals take no part.
PLAYERS, ENEMIES = "players", "enemies"
_TEAM = {Side.PC: PLAYERS, Side.ALLY: PLAYERS, Side.ENEMY: ENEMIES}
# 95 % interval (Wilson score) of a side's chance to win.
_Z95 = 1.959963984540054


class FightOutcome(msgspec.Struct, frozen=True):
    """One simulated fight: the winning team (None: a draw), the rounds it took, who ended down
    (unconscious, dying or dead), who dying and who dead, and each combatant's wound count at the end."""

    winner: str | None
    rounds: int
    down: frozenset[str]
    dead: frozenset[str]
    wounds: dict[str, int]
    dying: frozenset[str] = frozenset()


def team_of(c: Combatant) -> str | None:
    return _TEAM.get(c.side)


def able(c: Combatant) -> bool:
    """B5: able to act (not unconscious, dying or dead); out of the fight counts as not there."""
    track = derived.wound_track(c)
    return c.in_combat and not track.dead and not track.dying and DamageState.UNCONSCIOUS not in track.states


def is_down(c: Combatant) -> bool:
    track = derived.wound_track(c)
    return track.dead or track.dying or DamageState.UNCONSCIOUS in track.states


def fighting_teams(encounter: EncounterData) -> dict[str, list[str]]:
    """Each team's combatants in the fight (ids, in turn order)."""
    teams: dict[str, list[str]] = {PLAYERS: [], ENEMIES: []}
    for c in encounter.combatants:
        team = team_of(c)
        if team is not None and c.in_combat:
            teams[team].append(c.id)
    return teams


def _copy(encounter: EncounterData) -> Encounter:
    return msgspec.json.decode(msgspec.json.encode(encounter), type=Encounter)


def _standing(encounter: Encounter) -> dict[str, bool]:
    teams = fighting_teams(encounter)
    return {team: any(able(encounter.combatant(cid)) for cid in ids) for team, ids in teams.items()}


def _target(encounter: Encounter, attacker: Combatant, policy: Policy, rng: random.Random) -> str | None:
    team = team_of(attacker)
    opponents = [c for c in encounter.combatants
                 if c.in_combat and team_of(c) is not None and team_of(c) != team and able(c)]
    if not opponents:
        return None
    if policy == "random":
        return rng.choice(opponents).id
    return max(opponents, key=lambda c: (c.wounds, c.bruises, -encounter.row_of(c.id))).id


def _prompt_command(prompt: Prompt) -> DyingCheckCommand | RecoveryChecksCommand | SaveEndsCommand:
    if isinstance(prompt, DyingCheckPrompt):
        return DyingCheckCommand(prompt.combatant)
    if isinstance(prompt, RecoveryCheckPrompt):
        return RecoveryChecksCommand(prompt.combatant, prompt.state, max(1, prompt.due))
    return SaveEndsCommand(prompt.combatant, prompt.condition)


def _duties(encounter: Encounter, since: int, dice: DiceSource) -> None:
    """The checks the turns started since log entry ``since`` ask for, rolled and applied (a check
    the rules refuse now, e.g. a combatant healed meanwhile, is passed over)."""
    prompts = [prompt for entry in encounter.log[since:] if entry.kind == "turn" for prompt in entry.record.prompts]
    for prompt in prompts:
        if not encounter.has(prompt.combatant):
            continue
        try:
            _prompt_command(prompt).roll(encounter, dice).apply(encounter)
        except ActionError:
            continue


def engine_fight(encounter: EncounterData, rng: random.Random, policy: Policy = "weakest",
                 max_rounds: int = MAX_ROUNDS, dice: DiceSource | None = None) -> FightOutcome:
    """One fight from ``encounter`` as it is (started or not) through the engine's commands, every
    die from ``rng`` (or from ``dice``; the policy's random choices always from ``rng``)."""
    fight = _copy(encounter)
    dice = dice if dice is not None else RandomDice(rng)
    if not fight.turn.started:
        since = len(fight.log)
        StartCombat().roll(fight, dice).apply(fight)
        _duties(fight, since, dice)
    start_round = fight.turn.round
    winner: str | None = None
    timed_out = False
    turns = 0
    limit = max(1, max_rounds) * max(1, len(fight.combatants)) * 4
    while True:
        standing = _standing(fight)
        if not standing[PLAYERS] or not standing[ENEMIES]:
            winner = PLAYERS if standing[PLAYERS] else ENEMIES if standing[ENEMIES] else None
            break
        if fight.turn.round - start_round >= max_rounds or turns > limit:
            timed_out = True
            break
        current = fight.turn.current
        if current is not None and fight.has(current):
            actor = fight.combatant(current)
            if able(actor) and actor.attacks and team_of(actor) is not None:
                target = _target(fight, actor, policy, rng)
                if target is not None:
                    try:
                        AttackCommand(attacker=current, targets=(target,), attack=0).roll(fight, dice).apply(fight)
                    except ActionError:
                        pass  # an attack the rules refuse now (no resource left): the turn goes on
        since = len(fight.log)
        try:
            NextTurn().apply(fight)
        except ActionError:
            continue  # nobody can act (the last blow, then a fall at the turn's end, B5): both sides are down
        _duties(fight, since, dice)
        turns += 1
    played = max_rounds if timed_out else fight.turn.round - start_round + 1
    return FightOutcome(winner, min(played, max_rounds),
                        frozenset(c.id for c in fight.combatants if team_of(c) is not None and is_down(c)),
                        frozenset(c.id for c in fight.combatants if derived.wound_track(c).dead),
                        {c.id: c.wounds for c in fight.combatants},
                        frozenset(c.id for c in fight.combatants
                                  if team_of(c) is not None and derived.wound_track(c).dying))


class Simulator:
    """Plays fights from one encounter with one policy: by the fast path
    (:mod:`.forecast_fast`, the same fights roll for roll) when it covers the encounter, else
    through the engine's commands. ``engine=True`` always takes the engine path."""

    def __init__(self, encounter: EncounterData, policy: Policy = "weakest", *, engine: bool = False,
                 max_rounds: int = MAX_ROUNDS) -> None:
        from .forecast_fast import FastPlan, fast_path_refusal

        self.encounter = encounter
        self.policy = policy
        self.max_rounds = max_rounds
        self.refusal = "asked for" if engine else fast_path_refusal(encounter)
        self._plan = FastPlan(encounter, policy) if self.refusal is None else None

    @property
    def fast(self) -> bool:
        return self._plan is not None

    def fight(self, rng: random.Random, dice: DiceSource | None = None) -> FightOutcome:
        if self._plan is not None:
            return self._plan.fight(rng, self.max_rounds, dice)
        return engine_fight(self.encounter, rng, self.policy, self.max_rounds, dice)


def simulate_fight(encounter: EncounterData, rng: random.Random, policy: Policy = "weakest",
                   max_rounds: int = MAX_ROUNDS) -> FightOutcome:
    """One fight from ``encounter`` as it is (started or not), every die from ``rng``."""
    return Simulator(encounter, policy, max_rounds=max_rounds).fight(rng)


class SideOdds(msgspec.Struct, frozen=True):
    """A team's chance to win, with its 95 % interval."""

    win: float
    low: float
    high: float


class CombatantOdds(msgspec.Struct, frozen=True):
    """A combatant's chance to end the fight down (unconscious, dying or dead), dying, dead, and its
    mean wound count at the end."""

    name: str
    side: str
    down: float
    dead: float
    wounds: float
    dying: float = 0.0


class RoundStats(msgspec.Struct, frozen=True):
    mean: float
    p50: int
    p90: int


class Forecast(msgspec.Struct, frozen=True):
    """What ``fights`` simulated fights came to (the command line prints it as JSON)."""

    fights: int
    seed: int
    policy: str
    sides: dict[str, SideOdds]
    draws: float
    combatants: dict[str, CombatantOdds]
    rounds: RoundStats


def wilson(successes: int, total: int, z: float = _Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % by default)."""
    if total == 0:
        return 0.0, 1.0
    p = successes / total
    denominator = 1 + z * z / total
    centre = (p + z * z / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denominator
    low = 0.0 if successes == 0 else max(0.0, centre - half)  # exactly 0, not rounding's 1e-19
    high = 1.0 if successes == total else min(1.0, centre + half)
    return low, high


def fight_seeds(seed: int, fights: int) -> list[int]:
    """Each fight's own seed, from the forecast's: the same seed gives the same fights, in any order
    or split across processes."""
    master = random.Random(seed)
    return [master.getrandbits(63) for _ in range(fights)]


def summarize(encounter: EncounterData, outcomes: Iterable[FightOutcome], seed: int, policy: Policy) -> Forecast:
    """The forecast of ``outcomes`` (fights played from ``encounter``)."""
    played = list(outcomes)
    total = len(played)
    wins = {PLAYERS: 0, ENEMIES: 0}
    for outcome in played:
        if outcome.winner is not None:
            wins[outcome.winner] += 1
    sides = {}
    for team, won in wins.items():
        low, high = wilson(won, total)
        sides[team] = SideOdds(won / total if total else 0.0, low, high)
    draws = sum(1 for o in played if o.winner is None) / total if total else 0.0
    combatants = {}
    for c in encounter.combatants:
        if team_of(c) is None or not c.in_combat:
            continue
        down = sum(1 for o in played if c.id in o.down)
        dead = sum(1 for o in played if c.id in o.dead)
        dying = sum(1 for o in played if c.id in o.dying)
        wounds = sum(o.wounds.get(c.id, 0) for o in played)
        combatants[c.id] = CombatantOdds(c.name, c.side.value, down / total if total else 0.0,
                                         dead / total if total else 0.0, wounds / total if total else 0.0,
                                         dying / total if total else 0.0)
    rounds = sorted(o.rounds for o in played) or [0]
    stats = RoundStats(sum(rounds) / len(rounds), rounds[(len(rounds) - 1) // 2],
                       rounds[min(len(rounds) - 1, math.ceil(0.9 * len(rounds)) - 1)])
    return Forecast(total, seed, policy, sides, draws, combatants, stats)


def forecast(encounter: EncounterData, fights: int = DEFAULT_FIGHTS, seed: int = 0, policy: Policy = "weakest",
             progress: Callable[[int], None] | None = None) -> Forecast:
    """``fights`` simulated fights from ``encounter`` (one process; the UI spreads them over a pool)."""
    simulator = Simulator(encounter, policy)
    outcomes = []
    for number, fight_seed in enumerate(fight_seeds(seed, fights), 1):
        outcomes.append(simulator.fight(random.Random(fight_seed)))
        if progress is not None:
            progress(number)
    return summarize(encounter, outcomes, seed, policy)
