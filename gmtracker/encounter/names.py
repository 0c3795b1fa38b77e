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
