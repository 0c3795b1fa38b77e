"""Quick add: one typed line becomes combatants (``Goblin x4, Wolf x2, Ayla 17, Cara pc``).

A line holds one group or several, separated by commas (``,`` ``，`` ``、``) or semicolons
(``;`` ``；``). A group is a name, then optionally a count (``x4``, ``×4``, ``*4``, or ``4x``
before the name), a side word and an initiative (a whole number at the end)::

    Goblin x4        four goblins from the library: Goblin 1 … Goblin 4
    ゴブリン×2 12    two, both at initiative 12
    Ayla 17          Ayla at initiative 17
    Cara pc          Cara, a player character whose initiative is not known yet
    Bandit x2 ally   two bandits on the player characters' side
    3x Wolf          three wolves
    Goblin x4 group  four goblins with one initiative, acting together (issue 29)

The side words (:data:`SIDE_WORDS`, any of the three languages, any case, full-width
letters too) stand after the name, as a word of their own: ``pc``/``player``, 玩家/玩家角色,
プレイヤー/プレイヤーキャラクター/PC for a player character; ``ally``, 友方, 味方; ``enemy``, 敌方,
敵; ``neutral``, 中立. The group words (:data:`GROUP_WORDS`: ``group``, 一组/组, グループ) make
the copies one initiative group (:mod:`gmtracker.encounter.initiative_groups`); so does a
template whose combatant is in a group (a library entry that defaults to it).

A name that matches a template (the GM's library first, then the starter library; case
does not matter; in a group without an initiative a unique beginning of three characters
or more will do) is copied from it, numbered after the names already in the encounter and
those of the line's earlier groups (:func:`~.library.copies`); a side word changes the
copies' side. Any other name is a new combatant: of the side its word says, else a player
character when an initiative is given (at the table the players say their own), an enemy
otherwise. No Qt here: the UI words the problems (:class:`Problem`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from enum import Enum

import msgspec

from gmtracker.encounter.model import Combatant, Side
from gmtracker.encounter.names import control_character, has_visible
from gmtracker.encounter.ranges import INITIATIVE

from .library import Template, copies

# The most combatants one group adds.
MAX_COUNT = 50

# What separates the groups of a line (ASCII, Chinese and Japanese commas, semicolons).
SEPARATORS = ",，、;；"
_SPLIT = re.compile(f"[{SEPARATORS}]")

# The words that say a group's side, compared after NFKC and casefold ("ＰＣ" is "pc").
# The glossary's "player character" (玩家角色, プレイヤーキャラクター) and the short forms a
# table uses; the sides' names as the UI shows them (友方/敌方, 味方/敵).
SIDE_WORDS: Mapping[str, Side] = {
    "pc": Side.PC, "player": Side.PC, "玩家": Side.PC, "玩家角色": Side.PC,
    "プレイヤー": Side.PC, "プレイヤーキャラクター": Side.PC,
    "ally": Side.ALLY, "友方": Side.ALLY, "盟友": Side.ALLY, "味方": Side.ALLY,
    "enemy": Side.ENEMY, "敌方": Side.ENEMY, "敌人": Side.ENEMY, "敌": Side.ENEMY,
    "敵": Side.ENEMY,
    "neutral": Side.NEUTRAL, "中立": Side.NEUTRAL,
}

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
# Words a side word may stand before: a count or an initiative ("Cara pc 15", "Wolf ally x2").
_NUMBER_WORD = re.compile(rf"^(?:[+-]?\d+|{_TIMES}\d*|\d+{_TIMES}?)$")


class Problem(Enum):
    """Why a line adds nothing."""

    EMPTY = "empty"  # nothing typed but a count or a number (or only invisible characters: U+200B)
    CONTROL = "control"  # a control character in a name (issue 27 item 10: a name is one line)
    TOO_MANY = "too_many"  # more than MAX_COUNT, or none
    INITIATIVE_RANGE = "initiative_range"


class QuickAddError(ValueError):
    """The line cannot be added; ``problem`` says why, ``part`` is the group at fault."""

    def __init__(self, problem: Problem, part: str = "") -> None:
        super().__init__(problem.value)
        self.problem = problem
        self.part = part


# The words that make a group's copies one initiative group (issue 29), compared as the side words.
GROUP_WORDS = frozenset({"group", "组", "一组", "グループ"})


class Request(msgspec.Struct, frozen=True):
    """What a group asks for: a name, how many, at which initiative (None: not given), on
    which side (None: the template's, or the guess of :func:`plan`), and whether its copies
    share one initiative (``grouped``, a group word)."""

    name: str
    count: int = 1
    initiative: int | None = None
    side: Side | None = None
    grouped: bool = False


def _take_group(line: str) -> tuple[str, bool]:
    """``line`` without its group word (any word after the first), and whether it had one."""
    words = line.split(" ")
    kept = words[:1] + [w for w in words[1:] if unicodedata.normalize("NFKC", w).casefold() not in GROUP_WORDS]
    return " ".join(kept), len(kept) != len(words)


class Plan(msgspec.Struct, frozen=True):
    """The combatants a line adds, and per group the template they came from (None: new ones)."""

    combatants: list[Combatant]
    templates: list[Template | None]

    @property
    def template(self) -> Template | None:
        """The first group's template (the only one in a line of one group)."""
        return self.templates[0] if self.templates else None


def side_word(word: str) -> Side | None:
    """The side ``word`` names (:data:`SIDE_WORDS`), or None."""
    return SIDE_WORDS.get(unicodedata.normalize("NFKC", word).casefold())


def _take_side(line: str) -> tuple[str, Side | None]:
    """``line`` without its side word, and the side: the last word that is not a count or a
    number, if it names a side and is not the first word (the name comes first)."""
    words = line.split(" ")
    for index in range(len(words) - 1, 0, -1):
        if _NUMBER_WORD.match(words[index]):
            continue
        side = side_word(words[index])
        if side is None:
            return line, None
        return " ".join(words[:index] + words[index + 1:]), side
    return line, None


def parse(text: str) -> Request:
    """The request of one group ``text`` (spaces around it and around the parts do not matter)."""
    # Line breaks and tabs are spaces here (str.split): a pasted "Goblin\nx4" is "Goblin x4".
    line, grouped = _take_group(" ".join(text.split()))
    line, side = _take_side(line)
    match = _AFTER.match(line) or _BEFORE.match(line)
    count = 1
    if match is not None:
        count = int(match.group("count"))
    else:
        match = _INIT_ONLY.match(line)
    name = (match.group("name") if match is not None else line).strip()
    init_text = match.group("init") if match is not None else None
    if control_character(name) is not None:
        raise QuickAddError(Problem.CONTROL, text.strip())
    if not has_visible(name) or name.lstrip("+-").isdigit() or _COUNT_ONLY.match(name):
        raise QuickAddError(Problem.EMPTY, text.strip())
    if not 1 <= count <= MAX_COUNT:
        raise QuickAddError(Problem.TOO_MANY, text.strip())
    initiative = int(init_text) if init_text is not None else None
    if initiative is not None and not INITIATIVE.low <= initiative <= INITIATIVE.high:
        raise QuickAddError(Problem.INITIATIVE_RANGE, text.strip())
    return Request(name, count, initiative, side, grouped)


def split_line(text: str) -> list[str]:
    """The groups of ``text`` as typed, empty ones included."""
    return _SPLIT.split(text)


def parse_line(text: str) -> list[Request]:
    """The requests of every group of ``text``; empty groups (``a,,b``, a trailing comma) are
    skipped, a line with none is :attr:`Problem.EMPTY`; the first bad group raises."""
    parts = [part for part in split_line(text) if part.strip()]
    if not parts:
        raise QuickAddError(Problem.EMPTY, text.strip())
    return [parse(part) for part in parts]


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
    """The combatants ``text`` (one group or several) adds to an encounter whose names and ids
    are taken; a later group is numbered after the earlier ones (``Goblin x2, Goblin x2``)."""
    names, ids = list(taken_names), list(taken_ids)
    made: list[Combatant] = []
    used: list[Template | None] = []
    for request in parse_line(text):
        # "Ayla 17" is a player character named Ayla, never a template whose name begins so:
        # a beginning stands for a template only in a group without an initiative ("gob x4").
        template = find_template(request.name, templates, beginning_ok=request.initiative is None)
        if template is not None:
            base = template.combatant
            if request.side is not None:
                base = msgspec.structs.replace(base, side=request.side)
        else:
            guess = Side.PC if request.initiative is not None else Side.ENEMY
            base = Combatant(id="", name=request.name, side=request.side or guess)
        grouped = request.grouped or base.initiative_group is not None  # a library entry may default to it
        group = copies(msgspec.structs.replace(base, initiative_group=None), request.count, names, ids)
        if grouped and len(group) > 1:  # one initiative for the copies (issue 29): the first leads
            group = [msgspec.structs.replace(c, initiative_group=group[0].id) for c in group]
        if request.initiative is not None:
            group = [msgspec.structs.replace(c, initiative=request.initiative) for c in group]
        names += [c.name for c in group]
        ids += [c.id for c in group]
        made += group
        used.append(template)
    return Plan(made, used)
