"""How a name is cut to one line: the one rule the player snapshot and the UI share."""

from __future__ import annotations

# A name shown on one line is cut after this many characters (about 500 px in a common UI
# font), ending in "…"; the player view, the page on the phones and the dialogs cut alike.
MAX_NAME_CHARS = 64


def short(text: str, limit: int = MAX_NAME_CHARS) -> str:
    """``text`` cut to ``limit`` characters, ending in … when cut (shorter text is unchanged)."""
    if len(text) <= limit:
        return text
    return text[:limit - 1] + "\u2026"


# A bad value a refusal quotes is cut after this many characters (issue 27): a message names
# what is wrong and where, it never echoes a 100,000-character value onto the GM's screen.
MAX_QUOTED_CHARS = 80


def quoted(value: object, limit: int = MAX_QUOTED_CHARS) -> str:
    """``value`` as a refusal quotes it: its text (``repr`` for anything but a str) cut to
    ``limit`` characters ending in … — ``quoted("x" * 100_000)`` is 80 characters long."""
    return short(value if isinstance(value, str) else repr(value), limit)
