"""Holding a turn (issue 29 item 5): Delay leaves the order until it comes back in; Ready holds
the turn for an "act now" later in the round. RULES.md names neither: these are D1's order
bent as the table bends it, and every one of them is one undo step, logged.

* :class:`DelayTurn` — whoever acts delays: it leaves the turn order (its ``holding`` is
  ``delay``) *without* taking its turn, so nothing of its turn's end happens (no condition
  counted at its turn's end, no save, B5's fall), and the next eligible combatant's turn
  starts. While it delays the order passes it by, round after round.
* :class:`ReadyTurn` — whoever acts readies an action: its turn ends (with its end-of-turn
  duties: it used its turn) and it holds ``ready``.
* :class:`ActNow` — at any point of another's turn:

  - a delaying combatant **comes back in now**: it takes its place right after whoever acts,
    whose turn ends, and its own turn starts (D2's duties) — its place from then on;
  - a readied combatant **acts now**: it takes its place right before whoever acts (its
    readied action comes first) and the turn stays where it was; its place from then on.

**Rulings:** a ready lasts this round only: when the readied combatant's own turn comes round
again it lapses (the turn's record says so) and it acts as usual. A delayer that comes back in
the round it delayed does not start its turn again (its turn-start duties — a condition counted,
a dying check — happened already); in a later round they happen as for any turn. Ending or
starting combat clears every hold. Only whoever acts can delay or ready, and not while it acts
with an initiative group (ungroup it first). A held turn comes back right after (delay) or
before (ready) whoever acts and its whole acting group.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .command import ActionError, Command, PatchBuilder
from .encounter import Encounter
from .log_kind import LogKind, Record
from .log_render.translating import fill
from .model import Holding
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP
from .turns import acting_group, pass_turn

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces


def _acting(encounter: Encounter, combatant_id: str, verb: str) -> None:
    turn = encounter.turn
    if not turn.started:
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "start combat first"))
    if turn.current == combatant_id and len(acting_group(encounter, combatant_id)) > 1:
        raise ActionError(QT_TRANSLATE_NOOP(
            "Refusal", "{name} acts with its initiative group: ungroup it first (Group initiative) to delay "
                       "or ready"), name=encounter.combatant(combatant_id).name)
    if turn.current != combatant_id:
        name = encounter.combatant(combatant_id).name
        if verb == "ready":
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "only whoever acts can ready an action, not {name}"),
                              name=name)
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "only whoever acts can delay, not {name}"), name=name)


class HoldRecord(Record, frozen=True):
    """The combatant (the entry's actor) holds its turn: ``hold`` is ``delay`` or ``ready``."""

    hold: Holding


class DelayTurn(Command):
    """Whoever acts delays: it leaves the order until it comes back in (module docstring)."""

    kind = "hold"

    def __init__(self, combatant_id: str) -> None:
        super().__init__()
        self.combatant_id = combatant_id

    def build(self, encounter: Encounter) -> Patch:
        _acting(encounter, self.combatant_id, "delay")
        b = PatchBuilder(encounter)
        c = b.current(self.combatant_id)
        b.update(c.id, holding=Holding.DELAY, held_round=encounter.turn.round)
        b.log(self.kind, actor=c.id, record=HoldRecord(hold=Holding.DELAY), rule_ids=["D1"], public=not c.hidden)
        try:
            pass_turn(b, c.id, exclude=frozenset({c.id}))  # no end of its turn: it did not take it
        except ActionError:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "nobody else can act: {name} cannot delay"),
                              name=c.name) from None
        return b.build()


class ReadyTurn(Command):
    """Whoever acts readies an action: its turn ends and it holds ``ready`` (module docstring)."""

    kind = "hold"

    def __init__(self, combatant_id: str) -> None:
        super().__init__()
        self.combatant_id = combatant_id

    def build(self, encounter: Encounter) -> Patch:
        _acting(encounter, self.combatant_id, "ready")
        b = PatchBuilder(encounter)
        c = b.current(self.combatant_id)
        b.update(c.id, holding=Holding.READY, held_round=encounter.turn.round)
        b.log(self.kind, actor=c.id, record=HoldRecord(hold=Holding.READY), rule_ids=["D1"], public=not c.hidden)
        try:
            pass_turn(b, c.id, ending=c.id, exclude=frozenset({c.id}))
        except ActionError:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "nobody else can act: {name} cannot ready an action"),
                              name=c.name) from None
        return b.build()


class ActNowRecord(Record, frozen=True):
    """A held turn taken now: ``hold`` what was held, during ``during``'s turn (named
    ``during_name`` then); the combatant (the entry's actor) now stands after it (a delay
    coming back in) or before it (a ready acting)."""

    hold: Holding
    during: str
    during_name: str = ""


class ActNow(Command):
    """A delaying combatant comes back in now, or a readied one acts now (module docstring)."""

    kind = "act_now"

    def __init__(self, combatant_id: str) -> None:
        super().__init__()
        self.combatant_id = combatant_id

    def build(self, encounter: Encounter) -> Patch:
        turn = encounter.turn
        if not turn.started:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "start combat first"))
        b = PatchBuilder(encounter)
        c = b.current(self.combatant_id)
        hold = c.holding
        if hold is None:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} is neither delaying nor ready"), name=c.name)
        current = turn.current
        if current is None or current == c.id:  # a ready one made current again by Previous turn
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} acts now already"), name=c.name)
        during = b.current(current)
        run = [cid for cid in acting_group(b, current) if cid != c.id]  # whoever acts, its group with it
        order = [cid for cid in b.ids() if cid != c.id]
        at = order.index(run[-1]) + 1 if hold is Holding.DELAY else order.index(run[0])
        order.insert(at, c.id)
        b.reorder(order)
        b.update(c.id, holding=None, held_round=0)
        b.log(self.kind, actor=c.id, record=ActNowRecord(hold=hold, during=current, during_name=during.name),
              rule_ids=["D1"], public=not c.hidden)
        if hold is Holding.DELAY:
            # whoever acted is done; the one coming back acts — its turn began already if it delayed
            # this very round (turn_holds' ruling: no turn-start duties twice)
            pass_turn(b, current, ending=current, duties=c.held_round != turn.round)
        return b.build()


def _hold_line(p: Pieces, r: HoldRecord) -> str:
    if r.hold is Holding.READY:
        return fill(p.translate("LogLine", "%1 readies an action"), p.actor())
    return fill(p.translate("LogLine", "%1 delays and leaves the order"), p.actor())


def _hold_undo(w: CommandWords) -> str:
    r: HoldRecord = w.record("hold")
    if r.hold is Holding.READY:
        return fill(w.translate("CommandText", "Ready: %1"), w.actor("hold"))
    return fill(w.translate("CommandText", "Delay: %1"), w.actor("hold"))


def _act_now_line(p: Pieces, r: ActNowRecord) -> str:
    during = p.names.get(r.during, r.during_name) or p.name(r.during)
    if r.hold is Holding.READY:
        return fill(p.translate("LogLine", "%1 acts on its readied action, before %2"), p.actor(), during)
    return fill(p.translate("LogLine", "%1 comes back in after %2"), p.actor(), during)


def _act_now_undo(w: CommandWords) -> str:
    return fill(w.translate("CommandText", "Act now: %1"), w.actor("act_now"))


LOG_KINDS = (
    LogKind("hold", HoldRecord, _hold_line, undo=_hold_undo, sample=HoldRecord(hold=Holding.READY)),
    LogKind("act_now", ActNowRecord, _act_now_line, undo=_act_now_undo,
            sample=ActNowRecord(hold=Holding.DELAY, during="gob", during_name="Goblin")),
)
