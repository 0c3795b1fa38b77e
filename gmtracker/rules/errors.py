"""Errors raised by the rules core: always ours, always with a message."""

from __future__ import annotations


class RulesError(ValueError):
    """A value the rules cannot accept (the message says which and why)."""


class DiceExpressionError(RulesError):
    """A dice expression that cannot be parsed or is out of bounds."""

    def __init__(self, expression: str, reason: str, position: int | None = None) -> None:
        self.expression = expression
        self.reason = reason
        self.position = position
        where = f" at position {position + 1}" if position is not None else ""
        shown = expression if len(expression) <= 40 else expression[:40] + "…"
        super().__init__(f"dice expression {shown!r}: {reason}{where}")


class DiceSourceError(RulesError):
    """A dice source could not supply a natural (typed dice ran out or are out of range)."""
