"""The 1D100 base values the tracker knows by code (C5; issue 26 item 13).

A combatant's base values (``Combatant.percentile``) are name → value, and an attack
profile names the attacker's and the target's (``percentile_base`` /
``percentile_target_base``). The tracker's own defaults are codes, stored the same in
every language — ``accuracy`` and ``evasion`` — and shown in the GM's language with the
seed's words (seed 002: 命中 / 回避, "命中などの基本能力値", "回避などの基本能力値"). A name the
GM typed that is no code is stored and shown as typed.

Files written before codes existed already hold ``accuracy`` / ``evasion`` (the English
words were the defaults), which are the codes: no migration is needed for them.
"""

from __future__ import annotations

from types import MappingProxyType

from .refusal import QT_TRANSLATE_NOOP

ACCURACY = "accuracy"
EVASION = "evasion"

# The words of each code, translated in the "BaseValue" context.
WORDS = MappingProxyType({
    #: The 1D100 base ability value an attacker rolls with (seed 002: 命中, as in "命中などの基本能力値").
    ACCURACY: QT_TRANSLATE_NOOP("BaseValue", "accuracy"),
    #: The 1D100 base ability value a defender rolls with (seed 002: 回避, as in "回避などの基本能力値").
    EVASION: QT_TRANSLATE_NOOP("BaseValue", "evasion"),
})

# The seeds' own words for each code (the same characters in Chinese and Japanese): a GM who types
# one of them as a base value's name means the code, whatever the UI's language.
SEED_WORDS = MappingProxyType({ACCURACY: ("命中",), EVASION: ("回避",)})


def code_for(name: str, shown: dict[str, str] | None = None) -> str:
    """The stored name for ``name`` as the GM typed it: a code when it is one of its words.

    ``"Accuracy"``, ``"命中"`` or the word ``shown[code]`` the UI shows for a code (its
    translation) all give ``"accuracy"``; any other name is returned stripped, as typed.
    """
    typed = name.strip()
    folded = typed.casefold()
    for code, english in WORDS.items():
        words = {code, english.casefold(), *(w.casefold() for w in SEED_WORDS[code])}
        if shown and code in shown:
            words.add(shown[code].strip().casefold())
        if folded in words:
            return code
    return typed
