"""The translate function the renderer is given, and the words every log kind shares.

The renderer never imports Qt: it is handed a :class:`Translate`, called exactly as
``QCoreApplication.translate(context, source, disambiguation, n)``. The UI passes Qt's;
the engine (the English ``text`` a log entry stores), files and tests pass
:func:`english` or :func:`identity`. Every source text is written as a literal
``translate("Context", "text")`` call or marked with :func:`QT_TRANSLATE_NOOP`, so
pyside6-lupdate finds it (it parses both forms, also as ``self.translate(…)``).

A message with ``%n`` is written ``LogLine.tr("%n round(s)", "", n)`` and handed to the
translate function (``self.plural(…)`` in the renderer, ``translate(*…)`` elsewhere):
pyside6-lupdate marks a message plural (numerus) only in a ``tr(text, disambiguation, n)``
call; in ``translate(context, text, disambiguation, n)`` it reads ``n`` as PyQt4's
*encoding* argument and leaves the message singular. ``LogLine.tr`` names the context as
``QObject.tr`` does on a class, and returns a :class:`Plural` (no Qt here).

:class:`Words` holds one translate function and the code tables shared by the log line,
the breakdown and the undo history: degrees, outcomes, damage effects and states (one
place for "seriously wounded"), record keys, stacking reasons, and what a die is for.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import NamedTuple, Protocol

from gmtracker.encounter.names import HAN_KANA, isolated, spaced_placeholder, spaced_value
from gmtracker.encounter.refusal import QT_TRANSLATE_NOOP

from .record_words import MORE_CODES, MORE_KEYS

__all__ = ["HAN_KANA", "QT_TRANSLATE_NOOP", "LogLine", "Plural", "Translate", "Words", "english", "english_forms", "fill",
           "identity"]


class Translate(Protocol):
    """``translate(context, source, disambiguation=None, n=-1)`` as Qt's ``QCoreApplication.translate``."""

    def __call__(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str: ...


class Plural(NamedTuple):
    """A message with ``%n`` and its count, as a translate function takes them: ``translate(*plural)``."""

    context: str
    source: str
    disambiguation: str
    n: int


class LogLine:
    """The roll log's context for its plural messages: ``LogLine.tr("%n round(s)", "", n)``,
    the one call form pyside6-lupdate marks plural (see the module's docstring)."""

    @staticmethod
    def tr(source: str, disambiguation: str, n: int) -> Plural:
        return Plural("LogLine", source, disambiguation, n)


def identity(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The source text as it is, ``%n`` replaced by ``n`` (what Qt does with no translator)."""
    return fill(source, n=n) if n >= 0 else source


_IRREGULAR = {"die(s)": ("die", "dice")}
_PLURAL = re.compile(r"\b(\w+)\((s|es)\)")


def english_forms(source: str) -> tuple[str, str]:
    """The singular and plural English forms of a source text with ``word(s)`` plurals."""
    singular, plural = source, source
    for written, (one, many) in _IRREGULAR.items():
        singular, plural = singular.replace(written, one), plural.replace(written, many)
    return _PLURAL.sub(r"\1", singular), _PLURAL.sub(r"\1\2", plural)


def english(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The source text with English plural forms for ``%n`` (``1 round``, ``3 rounds``), as
    ``gmtracker_en.qm`` gives them in the English UI: the words a log entry's ``text`` stores."""
    if n < 0:
        return source
    one, many = english_forms(source)
    return fill(one if n == 1 else many, n=n)


_PLACEHOLDER = re.compile(r"%(\d+|n)")
# %1, %2… and %n with the template's space around them where it meets Chinese or Japanese.
_SPACED_PLACEHOLDER = spaced_placeholder(r"%(?P<key>\d+|n)")


def fill(template: str, *values: object, n: int | None = None) -> str:
    """Put ``values`` into a translated template's ``%1``, ``%2``… (and ``n`` into ``%n``) in one pass.

    One pass matters: a name typed by the GM may itself contain ``%2`` or ``%n`` and stays
    literal. A placeholder with no value stays as it is. The one fill of the project: the
    UI's :func:`gmtracker.ui.words.text_format.fill` is this function.

    Chinese and Japanese set no space between words (issue 26 item 15: "林月 的回合"). A
    translation spaces a placeholder off ("%1 的回合") for a Latin name or a number
    ("Goblin 的回合", "第 1 轮"); the space between the template's Chinese or Japanese
    character and a value whose edge there is Chinese or Japanese too is left out:
    "林月的回合", "对基础防御". Spaces inside a value (a name "佐藤 健") are never touched.

    Every value is :func:`~gmtracker.encounter.names.isolated` (issue 27 item 10): a name with
    a right-to-left letter or U+202E is put between U+2068 and U+2069, so it cannot reverse the
    template's words ("nrut s'…"); the CJK spacing looks at the value's own edge, inside them.
    """
    def value(match: re.Match[str]) -> str:
        key = match.group("key")
        if key == "n":
            if n is None:
                return match.group(0)
            return spaced_value(match, str(n))
        number = int(key)
        if not 1 <= number <= len(values):
            return match.group(0)
        return spaced_value(match, isolated(str(values[number - 1])))

    return _SPACED_PLACEHOLDER.sub(value, template)


def ascii_signed(value: int) -> str:
    """``+3``, ``-2``, ``+0`` with an ASCII minus (the log's own style, unlike the dialogs' true minus)."""
    return f"{value:+d}"


def spaced(value: int) -> str:
    """``+ 3``, ``- 2``: the care and 1D100 lines' style."""
    return f"+ {value}" if value >= 0 else f"- {-value}"


def round_text(round_number: int) -> str:
    """The round column: the number, or a dash before combat starts (round 0)."""
    return str(round_number) if round_number > 0 else "—"


# Labels for a record's keys (any other key is shown as its words).
KEYS: dict[str, str] = {
    "actor": QT_TRANSLATE_NOOP("RollLogText", "actor"),
    "advantage": QT_TRANSLATE_NOOP("RollLogText", "advantage"),
    "after": QT_TRANSLATE_NOOP("RollLogText", "after"),
    "attack": QT_TRANSLATE_NOOP("RollLogText", "attack"),
    "attacker": QT_TRANSLATE_NOOP("RollLogText", "attacker"),
    "attribute": QT_TRANSLATE_NOOP("RollLogText", "attribute"),
    "attribute_bonus": QT_TRANSLATE_NOOP("RollLogText", "attribute bonus"),
    "before": QT_TRANSLATE_NOOP("RollLogText", "before"),
    "bonus": QT_TRANSLATE_NOOP("RollLogText", "bonus"),
    "bruises": QT_TRANSLATE_NOOP("RollLogText", "bruise count"),
    "check": QT_TRANSLATE_NOOP("RollLogText", "check"),
    "combatant": QT_TRANSLATE_NOOP("RollLogText", "combatant"),
    "constitution": QT_TRANSLATE_NOOP("RollLogText", "constitution"),
    "damage": QT_TRANSLATE_NOOP("RollLogText", "damage"),
    "dc": QT_TRANSLATE_NOOP("RollLogText", "DC"),
    "dc_breakdown": QT_TRANSLATE_NOOP("RollLogText", "damage DC"),
    "dc_hidden": QT_TRANSLATE_NOOP("RollLogText", "hidden DC"),
    "defense": QT_TRANSLATE_NOOP("RollLogText", "defense"),
    "degree": QT_TRANSLATE_NOOP("RollLogText", "degree of success"),
    "disadvantage": QT_TRANSLATE_NOOP("RollLogText", "disadvantage"),
    "effects": QT_TRANSLATE_NOOP("RollLogText", "effects"),
    "healing": QT_TRANSLATE_NOOP("RollLogText", "healing"),
    "hit_check": QT_TRANSLATE_NOOP("RollLogText", "hit check"),
    "hit_dice": QT_TRANSLATE_NOOP("RollLogText", "hit dice"),
    "hit_penalty": QT_TRANSLATE_NOOP("RollLogText", "hit penalty"),
    "initiative": QT_TRANSLATE_NOOP("RollLogText", "initiative"),
    "margin": QT_TRANSLATE_NOOP("RollLogText", "margin"),
    "modifier": QT_TRANSLATE_NOOP("RollLogText", "modifier"),
    "modifiers": QT_TRANSLATE_NOOP("RollLogText", "modifiers"),
    "natural": QT_TRANSLATE_NOOP("RollLogText", "natural"),
    "notes": QT_TRANSLATE_NOOP("RollLogText", "notes"),
    "outcome": QT_TRANSLATE_NOOP("RollLogText", "outcome"),
    "passive": QT_TRANSLATE_NOOP("RollLogText", "passive check"),
    "penalty_dice": QT_TRANSLATE_NOOP("RollLogText", "penalty dice"),
    "proficiency": QT_TRANSLATE_NOOP("RollLogText", "proficiency"),
    "proficiency_bonus": QT_TRANSLATE_NOOP("RollLogText", "proficiency bonus"),
    "result": QT_TRANSLATE_NOOP("RollLogText", "result"),
    "round": QT_TRANSLATE_NOOP("RollLogText", "round"),
    "size": QT_TRANSLATE_NOOP("RollLogText", "size"),
    "size_modifier": QT_TRANSLATE_NOOP("RollLogText", "size modifier"),
    "source": QT_TRANSLATE_NOOP("RollLogText", "source"),
    "steps": QT_TRANSLATE_NOOP("RollLogText", "degree steps"),
    "target": QT_TRANSLATE_NOOP("RollLogText", "target"),
    "temp_hp": QT_TRANSLATE_NOOP("RollLogText", "temporary hit points"),
    "total": QT_TRANSLATE_NOOP("RollLogText", "total"),
    "versions": QT_TRANSLATE_NOOP("RollLogText", "versions"),
    "wounds": QT_TRANSLATE_NOOP("RollLogText", "wound count"),
}

# Words for the codes the rules core records (any other code is shown as its words).
CODES: dict[str, str] = {
    # A8 degrees and A14 outcomes
    "critical_failure": QT_TRANSLATE_NOOP("RollLogText", "critical failure"),
    "failure": QT_TRANSLATE_NOOP("RollLogText", "failure"),
    "success": QT_TRANSLATE_NOOP("RollLogText", "success"),
    "critical_success": QT_TRANSLATE_NOOP("RollLogText", "critical success"),
    "miss": QT_TRANSLATE_NOOP("RollLogText", "miss"),
    "hit": QT_TRANSLATE_NOOP("RollLogText", "hit"),
    "critical_hit": QT_TRANSLATE_NOOP("RollLogText", "critical hit"),
    # B4 effects and B5 states
    "no_effect": QT_TRANSLATE_NOOP("RollLogText", "no effect"),
    "wound": QT_TRANSLATE_NOOP("RollLogText", "wound"),
    "bruise": QT_TRANSLATE_NOOP("RollLogText", "bruise"),
    "seriously_wounded": QT_TRANSLATE_NOOP("RollLogText", "seriously wounded"),
    "disabled": QT_TRANSLATE_NOOP("RollLogText", "disabled"),
    "unconscious": QT_TRANSLATE_NOOP("RollLogText", "unconscious"),
    #: A damage state (B5) in the roll log: the combatant is dead (an adjective).
    "dead": QT_TRANSLATE_NOOP("RollLogText", "dead"),
    "seriously_bruised": QT_TRANSLATE_NOOP("RollLogText", "seriously bruised"),
    "dazed": QT_TRANSLATE_NOOP("RollLogText", "dazed"),
    # A10 attributes
    "strength": QT_TRANSLATE_NOOP("RollLogText", "strength"),
    "agility": QT_TRANSLATE_NOOP("RollLogText", "agility"),
    "spirit": QT_TRANSLATE_NOOP("RollLogText", "spirit"),
    "intellect": QT_TRANSLATE_NOOP("RollLogText", "intellect"),
    # A6 modifier types
    "status": QT_TRANSLATE_NOOP("RollLogText", "status"),
    "environment": QT_TRANSLATE_NOOP("RollLogText", "environment"),
    "potency": QT_TRANSLATE_NOOP("RollLogText", "potency"),
    "situational": QT_TRANSLATE_NOOP("RollLogText", "situational"),
    "free": QT_TRANSLATE_NOOP("RollLogText", "free"),
    # A17 defenses
    "physique": QT_TRANSLATE_NOOP("RollLogText", "physique"),
    "reflex": QT_TRANSLATE_NOOP("RollLogText", "reflex"),
    "mind": QT_TRANSLATE_NOOP("RollLogText", "mind"),
    # A11 load notes, A10 half hit points, A16
    "heavy_load": QT_TRANSLATE_NOOP("RollLogText", "heavy load"),
    "half_hp": QT_TRANSLATE_NOOP("RollLogText", "hit points at half or less"),
    "roll_off": QT_TRANSLATE_NOOP("RollLogText", "roll-off"),
    # D3: what a condition adds to a check (the note's source names the condition)
    "condition_modifier": QT_TRANSLATE_NOOP("RollLogText", "modifier from a condition"),
    "conditions": QT_TRANSLATE_NOOP("RollLogText", "conditions"),  # B3's term: the attacker's conditions (D3)
    "condition_advantage": QT_TRANSLATE_NOOP("RollLogText", "advantage from a condition"),
    "condition_disadvantage": QT_TRANSLATE_NOOP("RollLogText", "disadvantage from a condition"),
    "condition_penalty_dice": QT_TRANSLATE_NOOP("RollLogText", "penalty dice from a condition"),
    "condition_defense": QT_TRANSLATE_NOOP("RollLogText", "the target's defense, from a condition"),
}

# A6: why stacking applied or discarded a modifier (StackReason codes).
REASONS: dict[str, str] = {
    "free": QT_TRANSLATE_NOOP("RollLogText", "free modifiers all apply"),
    "highest_bonus": QT_TRANSLATE_NOOP("RollLogText", "the highest bonus of its type"),
    "lowest_penalty": QT_TRANSLATE_NOOP("RollLogText", "the lowest penalty of its type"),
    "highest_potency": QT_TRANSLATE_NOOP("RollLogText", "the single highest potency"),
    "situational_one": QT_TRANSLATE_NOOP("RollLogText", "the one situational value that applies"),
    "not_highest_bonus": QT_TRANSLATE_NOOP("RollLogText", "a higher bonus of its type applies"),
    "not_lowest_penalty": QT_TRANSLATE_NOOP("RollLogText", "a lower penalty of its type applies"),
    "not_highest_potency": QT_TRANSLATE_NOOP("RollLogText", "a higher potency applies"),
    "situational_outweighed": QT_TRANSLATE_NOOP("RollLogText", "another situational value applies instead"),
    "situational_cancelled": QT_TRANSLATE_NOOP("RollLogText", "an equal bonus and penalty cancel out"),
    "zero": QT_TRANSLATE_NOOP("RollLogText", "a value of 0 changes nothing"),
}

# What each die is for, by the commands' purpose codes (:class:`~..dice_needs.DieNeed`).
PURPOSES: dict[str, str] = {
    "hit_check": QT_TRANSLATE_NOOP("DiceEntry", "hit check"),
    "defense_check": QT_TRANSLATE_NOOP("DiceEntry", "defense check"),
    "confirmation": QT_TRANSLATE_NOOP("DiceEntry", "confirmation roll"),
    "advantage_die": QT_TRANSLATE_NOOP("DiceEntry", "advantage / disadvantage die"),
    "damage_check": QT_TRANSLATE_NOOP("DiceEntry", "damage check"),
    "versus_active": QT_TRANSLATE_NOOP("DiceEntry", "active side"),
    "versus_passive": QT_TRANSLATE_NOOP("DiceEntry", "passive side"),
    "check": QT_TRANSLATE_NOOP("DiceEntry", "check"),
    "reroll": QT_TRANSLATE_NOOP("DiceEntry", "reroll"),
    "dying_check": QT_TRANSLATE_NOOP("DiceEntry", "dying check"),
    "recovery_check": QT_TRANSLATE_NOOP("DiceEntry", "recovery check"),
    "save_ends": QT_TRANSLATE_NOOP("DiceEntry", "save (save ends)"),
    "healing_recovery_check": QT_TRANSLATE_NOOP("DiceEntry", "recovery check (healing)"),
    "percentile_check": QT_TRANSLATE_NOOP("DiceEntry", "1D100 check"),
    "initiative": QT_TRANSLATE_NOOP("DiceEntry", "initiative"),
    "roll_off": QT_TRANSLATE_NOOP("DiceEntry", "roll-off"),
    "d20": QT_TRANSLATE_NOOP("DiceEntry", "d20"),
    "d6": QT_TRANSLATE_NOOP("DiceEntry", "d6"),
}


def _declared_purpose(purpose: str) -> str | None:
    """A die's purpose that a log kind declares (``LogKind.purposes``: a new action's own dice)."""
    from gmtracker.encounter.log_kind import log_kinds  # the table imports the commands: on first use

    return next((kind.purposes[purpose] for kind in log_kinds().values() if purpose in kind.purposes), None)


class Words:
    """One translate function and the shared words: codes, keys, reasons, purposes, lists."""

    def __init__(self, translate: Translate) -> None:
        self.translate = translate

    def code_text(self, code: str) -> str:
        """A rules code in words (``seriously_wounded`` → "seriously wounded"; unknown: its words)."""
        source = CODES.get(code) or MORE_CODES.get(code)
        return self.translate("RollLogText", source) if source else code.replace("_", " ")

    def key_label(self, key: str) -> str:
        """A record key's label (unknown: its words)."""
        source = KEYS.get(key) or MORE_KEYS.get(key)
        return self.translate("RollLogText", source) if source else key.replace("_", " ")

    def reason_text(self, code: str) -> str:
        """A6: why stacking kept or dropped a modifier."""
        source = REASONS.get(code)
        return self.translate("RollLogText", source) if source else code.replace("_", " ")

    def purpose_text(self, purpose: str) -> str:
        """What a die is for (a purpose code; unknown: its words)."""
        source = PURPOSES.get(purpose) or _declared_purpose(purpose)
        return self.translate("DiceEntry", source) if source else purpose.replace("_", " ")

    def list_of(self, items: Iterable[str]) -> str:
        """Items joined with the language's list separator (``, ``; ``、``)."""
        return self.translate("LogLine", ", ").join(items)

    def clauses(self, items: Iterable[str]) -> str:
        """Clauses joined with the language's clause separator (``; ``; ``；``)."""
        return self.translate("LogLine", "; ").join(items)
