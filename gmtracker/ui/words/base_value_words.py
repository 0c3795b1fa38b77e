"""1D100 base value names in the GM's language (issue 26 item 13).

The tracker's codes (:mod:`gmtracker.encounter.base_values`: ``accuracy``, ``evasion``) are
shown with their translated words (命中 / 回避 in Chinese and Japanese, the seed's); a name
the GM typed is shown as typed. What the GM types is stored back as the code when it is
one of the code's words, so a Japanese GM typing 命中 gives the value the attack profiles'
default uses.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmtracker.encounter.base_values import WORDS, code_for

CONTEXT = "BaseValue"


def base_value_word(name: str) -> str:
    """What the GM reads for a stored base value name: a code's word, else the name itself."""
    english = WORDS.get(name)
    return name if english is None else QCoreApplication.translate(CONTEXT, english)


def base_value_code(text: str) -> str:
    """The name to store for what the GM typed or picked (a code when it is a code's word)."""
    return code_for(text, {code: base_value_word(code) for code in WORDS})
