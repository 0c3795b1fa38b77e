"""Quick add: one typed line becomes combatants (``Goblin x4``, ``Ayla 17``).

The line is a name, then optionally a count (``x4``, ``×4``, ``*4``, or ``4x`` before the
name) and an initiative (a whole number at the end)::

    Goblin x4        four goblins from the library: Goblin 1 … Goblin 4
    ゴブリン×2 12    two, both at initiative 12
    Ayla 17          Ayla at initiative 17
    3x Wolf          three wolves

A name that matches a template (the GM's library first, then the starter library; case
does not matter; in a line without an initiative a unique beginning of three characters or
more will do) is copied from it, numbered after
the names already in the encounter (:func:`~.library.copies`). Any other name is a new
combatant: a player character when an initiative is given (at the table the players say
their own), an enemy otherwise. No Qt here: the UI words the problems (:class:`Problem`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from enum import Enum

import msgspec

from gmtracker.encounter.model import Combatant, Side
from gmtracker.encounter.ranges import INITIATIVE

from .library import Template, copies

# The most combatants one line adds.
MAX_COUNT = 50

_TIMES = r"[x×X*＊]"
# After a name, a letter x counts only after a space ("Goblin x4"; "Max 15" is Max at 15);
# × and * may touch the name ("ゴブリン×2").
_COUNT_AFTER = r"(?:\s+[xX]|\s*[×*＊])\s*(?P<count>\d+)"
_AFTER = re.compile(rf"^(?P<name>.+?){_COUNT_AFTER}(?:\s+(?P<init>[+-]?\d+))?$")
_BEFORE = re.compile(rf"^(?P<count>\d+)\s*{_TIMES}\s*(?P<name>.+?)(?:\s+(?P<init>[+-]?\d+))?$")
# A beginning of a template's name stands for it from this many characters on ("gob").
MIN_BEGINNING = 3
_INIT_ONLY = re.compile(r"^(?P<name>.+?)\s+(?P<init>[+-]?\d+)$")
_COUNT_ONLY = re.compile(rf"^{_TIMES}\s*\d+$")


class Problem(Enum):
    """Why a line adds nothing."""

    EMPTY = "empty"  # nothing typed but a count or a number
    TOO_MANY = "too_many"  # more than MAX_COUNT, or none
    INITIATIVE_RANGE = "initiative_range"


class QuickAddError(ValueError):
    """The line cannot be added; ``problem`` says why."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.value)
        self.problem = problem


class Request(msgspec.Struct, frozen=True):
    """What a line asks for: a name, how many, at which initiative (None: not given)."""

    name: str
    count: int = 1
    initiative: int | None = None


class Plan(msgspec.Struct, frozen=True):
    """The combatants a line adds, and the template they came from (None: new ones)."""

    combatants: list[Combatant]
    template: Template | None


def parse(text: str) -> Request:
    """The request in ``text`` (spaces around it and around the parts do not matter)."""
    line = " ".join(text.split())
    match = _AFTER.match(line) or _BEFORE.match(line)
    count = 1
    if match is not None:
        count = int(match.group("count"))
    else:
        match = _INIT_ONLY.match(line)
    name = (match.group("name") if match is not None else line).strip()
    init_text = match.group("init") if match is not None else None
    if not name or name.lstrip("+-").isdigit() or _COUNT_ONLY.match(name):
        raise QuickAddError(Problem.EMPTY)
    if not 1 <= count <= MAX_COUNT:
        raise QuickAddError(Problem.TOO_MANY)
    initiative = int(init_text) if init_text is not None else None
    if initiative is not None and not INITIATIVE.low <= initiative <= INITIATIVE.high:
        raise QuickAddError(Problem.INITIATIVE_RANGE)
    return Request(name, count, initiative)


def find_template(name: str, templates: Sequence[Template], *, beginning_ok: bool = True) -> Template | None:
    """The template called ``name`` (case does not matter), else — with ``beginning_ok`` and
    at least :data:`MIN_BEGINNING` characters — the only one whose name begins with it;
    templates earlier in ``templates`` win (the GM's own before the starter ones)."""
    wanted = name.casefold()
    for template in templates:
        if template.name.casefold() == wanted:
            return template
    if not beginning_ok or len(wanted) < MIN_BEGINNING:
        return None
    beginning = [t for t in templates if t.name.casefold().startswith(wanted)]
    names = {t.name.casefold() for t in beginning}
    if len(names) == 1:
        return beginning[0]
    return None


def plan(text: str, templates: Sequence[Template], taken_names: Iterable[str], taken_ids: Iterable[str]) -> Plan:
    """The combatants ``text`` adds to an encounter whose names and ids are taken."""
    request = parse(text)
    # "Ayla 17" is a player character named Ayla, never a template whose name begins so:
    # a beginning stands for a template only in a line without an initiative ("gob x4").
    template = find_template(request.name, templates, beginning_ok=request.initiative is None)
    if template is not None:
        base = template.combatant
    else:
        side = Side.PC if request.initiative is not None else Side.ENEMY
        base = Combatant(id="", name=request.name, side=side)
    made = copies(base, request.count, list(taken_names), list(taken_ids))
    if request.initiative is not None:
        made = [msgspec.structs.replace(c, initiative=request.initiative) for c in made]
    return Plan(made, template)
