"""Errors raised by the rules core: always ours, always with a message.

A rules error's message is also a :class:`RulesText`: an English *template* with
``{name}`` placeholders, its named *arguments* and the translation *context* it is
marked under (:func:`QT_TRANSLATE_NOOP`, a Qt-free marker pyside6-lupdate recognises by
its name). ``str()`` is the English sentence; the UI translates the template and fills in
the same arguments. Dice expressions use the context :data:`DICE_CONTEXT`
(``"DiceError"``); the few other sentences a GM can cause from the UI use
:data:`RULES_CONTEXT` (``"RulesError"``). Every other rules error (a programming guard)
is an English sentence with no arguments, which no translation holds: the UI shows it
as it is.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import msgspec

# The translation context of dice-expression messages.
DICE_CONTEXT = "DiceError"
# The translation context of the other rules messages a GM can cause.
RULES_CONTEXT = "RulesError"

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - lupdate matches this name
    """Mark ``text`` for lupdate (which recognises calls of exactly this name); return it as it is."""
    return text


def fill_named(template: str, values: Mapping[str, str]) -> str:
    """Put ``values`` into the template's ``{name}`` placeholders in one pass (a value
    that itself holds ``{x}`` stays literal; a placeholder with no value stays as it is)."""
    return _PLACEHOLDER.sub(lambda match: values.get(match.group(1), match.group(0)), template)


class RulesText(msgspec.Struct, frozen=True):
    """A sentence the UI can translate: a marked template, its arguments, its context.

    An argument is a number, a text, or itself a :class:`RulesText` (translated too).
    """

    context: str
    template: str
    arguments: Mapping[str, object] = msgspec.field(default_factory=dict)

    def __str__(self) -> str:
        return fill_named(self.template, {key: str(value) for key, value in self.arguments.items()})


class RulesError(ValueError):
    """A value the rules cannot accept (the message says which and why).

    ``RulesError(QT_TRANSLATE_NOOP("RulesError", "… {value} …"), value=3)``: a marked
    template and its named arguments; ``RulesError("an English sentence")``: a guard the
    GM never sees, left untranslated. :attr:`text` holds the message as a :class:`RulesText`.
    """

    # The context the templates of this class are marked under.
    context = RULES_CONTEXT

    def __init__(self, message: str | RulesText, /, **arguments: object) -> None:
        self.text = message if isinstance(message, RulesText) else RulesText(self.context, message, arguments)
        super().__init__(str(self.text))


class DiceExpressionError(RulesError):
    """A dice expression that cannot be parsed or is out of bounds.

    ``reason`` is a template marked under :data:`DICE_CONTEXT` with its own named
    ``arguments`` (``DiceExpressionError(text, N_("cannot keep {keep} of {count} dice"),
    start, keep=5, count=4)``); :attr:`reason` is that reason in English.
    """

    context = DICE_CONTEXT

    def __init__(self, expression: str, reason: str, position: int | None = None, /,
                 **arguments: object) -> None:
        self.expression = expression
        self.position = position
        why = RulesText(DICE_CONTEXT, reason, arguments)
        self.reason = str(why)
        shown = expression if len(expression) <= 40 else expression[:40] + "…"
        if position is None:
            #: {expression}: the expression as typed, in quotes; {reason}: what is wrong with it.
            text = RulesText(DICE_CONTEXT, QT_TRANSLATE_NOOP("DiceError", "dice expression {expression}: {reason}"),
                             {"expression": repr(shown), "reason": why})
        else:
            #: {position}: the offending character's place, counted from 1.
            text = RulesText(DICE_CONTEXT, QT_TRANSLATE_NOOP(
                "DiceError", "dice expression {expression}: {reason} at position {position}"),
                {"expression": repr(shown), "reason": why, "position": position + 1})
        super().__init__(text)


class DiceSourceError(RulesError):
    """A dice source could not supply a natural (typed dice ran out or are out of range)."""
