"""The order of rule ids: RULES.md's, letter then number (A2 < A10 < B1 < C1 < D2).

Every list of rule ids the program makes (a result's ``rule_ids``, a log entry's) is in
this order, without repeats: :func:`sorted_rule_ids` is the one place it is decided.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_ID = re.compile(r"([A-Za-z]*)(\d*)(.*)", re.DOTALL)


def rule_key(rule_id: str) -> tuple[str, int, str]:
    """Where ``rule_id`` sorts: its letters, then its number as a number (``A2`` before ``A10``).

    An id without a number sorts before its letter's numbered ones; anything after the
    number (none of RULES.md's ids has any) breaks ties as text.
    """
    match = _ID.match(rule_id)
    assert match is not None  # every part of the pattern may be empty
    letters, number, rest = match.groups()
    return letters, int(number) if number else -1, rest


def sorted_rule_ids(ids: Iterable[str]) -> list[str]:
    """Rule ids without repeats, in RULES.md order (A1 < A2 < A10 < B1 < C1 < D1)."""
    return sorted(set(ids), key=rule_key)
