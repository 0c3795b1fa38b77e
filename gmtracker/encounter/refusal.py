"""Refusals and validation messages the UI can translate, with no Qt here.

A refusal (:class:`~.command.ActionError`) or a validation :class:`Problem` carries a
:class:`Message`: an English *template* with ``{name}`` placeholders and its named
*arguments*. The template is marked for pyside6-lupdate with :func:`QT_TRANSLATE_NOOP`
under the context :data:`CONTEXT` (``"Refusal"``). ``str()`` of a message is the
English text, which logs and tests read; the UI translates the template and fills in the
same arguments (``gmtracker.ui.words.error_text``).

An argument that is itself a word (a field's name, a damage state, what a die is for)
is passed as a :class:`Word`, a code of a kind, so the UI can translate it as well. A
:class:`Message` argument is translated the same way as the message around it, and a
tuple of arguments is a list (``a, b, c``), :class:`Clauses` a list of messages
(``…; …``).

A rules core error (:class:`~gmtracker.rules.errors.RulesError`) carries its own
template, arguments and context (``"DiceError"`` for dice expressions):
:func:`rules_message` turns it into a :class:`Message` with that context.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

import msgspec

from gmtracker.encounter.names import isolated, spaced_placeholder, spaced_value
from gmtracker.rules.errors import RulesError, RulesText

# The translation context of every refusal template.
CONTEXT = "Refusal"

_PLACEHOLDER = re.compile(r"\{(\w+)\}")
# {name} with the template's space around it where it meets Chinese or Japanese (as log_render's fill).
_SPACED_PLACEHOLDER = spaced_placeholder(r"\{(?P<key>\w+)\}")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - lupdate matches this name
    """Mark ``text`` for lupdate (which recognises calls of exactly this name); return it as it is."""
    return text


def fill_named(template: str, values: Mapping[str, str]) -> str:
    """Put ``values`` into a template's ``{name}`` placeholders in one pass.

    One pass matters: a combatant's name may itself contain ``{name}`` or ``%1``, and
    it stays literal. A placeholder with no value stays as it is. A template's space between a
    Chinese or Japanese character and a value whose edge there is Chinese or Japanese too is left
    out ("{name} 已死亡": "Goblin 已死亡", "林月已死亡"). Each value is isolated
    (:func:`~gmtracker.encounter.names.isolated`, issue 27 item 10): a name holding U+202E
    cannot reverse the refusal's own words.
    """
    def value(match: re.Match[str]) -> str:
        key = match.group("key")
        if key not in values:
            return match.group(0)
        # "{name} 已死亡" keeps its space for "Goblin", not for "林月" (issue 26 item 15)
        return spaced_value(match, isolated(values[key]))

    return _SPACED_PLACEHOLDER.sub(value, template)


class Word(msgspec.Struct, frozen=True):
    """A word passed as a code: ``kind`` says which table translates it.

    Kinds: ``"field"`` (a combatant field or a path such as ``attacks[0].damage``),
    ``"state"`` (a damage state code), ``"purpose"`` (what a die is for, as in
    :class:`~.dice_needs.DieNeed`). ``english`` is what ``str()`` shows (the code itself
    if not given).
    """

    kind: str
    code: str
    english: str | None = None

    def __str__(self) -> str:
        return self.code if self.english is None else self.english


def field_term(name: str) -> Word:
    """A combatant field (``"wounds"``, ``"attacks[0].damage"``); in English the code itself."""
    return Word("field", name)


def state_term(code: str) -> Word:
    """A damage state code; in English with spaces (``seriously wounded``)."""
    return Word("state", code, code.replace("_", " "))


def purpose_term(code: str, english: str | None = None) -> Word:
    """What a die is for (a :class:`~.dice_needs.DieNeed` purpose code)."""
    return Word("purpose", code, english)


class Clauses(msgspec.Struct, frozen=True):
    """Messages listed with semicolons (``a, b for round 1; c, d for round 2``)."""

    items: tuple[Message, ...]

    def __str__(self) -> str:
        return "; ".join(str(item) for item in self.items)


def english(value: object) -> str:
    """An argument as the English message shows it (a tuple as ``a, b, c``)."""
    if isinstance(value, tuple):
        return ", ".join(english(item) for item in value)
    return str(value)


class Message(msgspec.Struct, frozen=True):
    """A translatable text: a marked English template and its named arguments.

    An argument is shown as it is (a name, a number) unless it is a :class:`Word`, a
    :class:`Message`, :class:`Clauses`, or a tuple of these (listed with commas).
    """

    template: str
    arguments: Mapping[str, object] = msgspec.field(default_factory=dict)
    # The translation context the template is marked under.
    context: str = CONTEXT

    def __str__(self) -> str:
        return fill_named(self.template, {key: english(value) for key, value in self.arguments.items()})


class Problem(msgspec.Struct, frozen=True):
    """One thing wrong with a value: which ``field`` (None: none in particular) and what."""

    field: str | None
    message: Message

    def __str__(self) -> str:
        return f"{self.field}: {self.message}" if self.field else str(self.message)


def problem(field_name: str | None, template: str, /, **arguments: object) -> Problem:
    """A :class:`Problem` with a marked template (``problem("speed", N_("…"), value=-1)``)."""
    return Problem(field_name, Message(template, arguments))


def rules_message(error: RulesError | RulesText) -> Message:
    """A rules core error's message (or a part of one) as a :class:`Message` in its own
    context; a guard's English sentence becomes a template no translation holds."""
    text = error.text if isinstance(error, RulesError) else error
    arguments = {key: rules_message(value) if isinstance(value, RulesText) else value
                 for key, value in text.arguments.items()}
    return Message(text.template, arguments, text.context)


def joined(problems: Iterable[Problem]) -> str:
    """Problems as one English line, ``field: reason; field: reason``."""
    return "; ".join(str(p) for p in problems)
