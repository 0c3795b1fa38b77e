"""The fills' CJK spacing (issue 26 item 15) tested in Python, not by wide regular expressions.

:func:`gmtracker.encounter.names.spaced_value` once read its Chinese and Japanese neighbours
through a lookbehind and a lookahead over a character class of 28 000 code points, whose
compilation cost 2–3 ms of start-up per pattern. The reference below is that pattern; the
property says the fills give the same text for any template and any value.
"""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from gmtracker.encounter.log_render.translating import fill
from gmtracker.encounter.names import HAN_KANA, edge, is_han_kana, spaced_placeholder, spaced_value
from gmtracker.encounter.refusal import fill_named
from gmtracker.ui.words.user_text import has_cjk

_REFERENCE = re.compile(rf"(?P<lead>(?<=[{HAN_KANA}]) )?%(?P<key>\d+)(?P<trail> (?=[{HAN_KANA}]))?")
_HAN_KANA_CHAR = re.compile(f"[{HAN_KANA}]")


def _reference_fill(template: str, values: list[str]) -> str:
    def one(match: re.Match[str]) -> str:
        text = values[int(match.group("key")) - 1]
        lead, trail = match.group("lead") or "", match.group("trail") or ""
        if lead and _HAN_KANA_CHAR.match(edge(text)):
            lead = ""
        if trail and _HAN_KANA_CHAR.match(edge(text, last=True)):
            trail = ""
        return lead + text + trail

    return _REFERENCE.sub(one, template)


def _fill(template: str, values: list[str]) -> str:
    pattern = spaced_placeholder(r"%(?P<key>\d+)")
    return pattern.sub(lambda match: spaced_value(match, values[int(match.group("key")) - 1]), template)


_PIECES = st.sampled_from(["%1", "%2", " ", "  ", "的", "回合", "对", "ゴブリン", "。", "（", "a", "Goblin", "：", "-"])
_VALUES = st.sampled_from(["Goblin", "林月", "ゴブリン 2", "", "Ayla 林", "林 Ayla", "３", "\u2068林\u2069"])


@given(st.lists(_PIECES, max_size=12).map("".join), st.lists(_VALUES, min_size=2, max_size=2))
@example("Goblin %1 的", ["林月", ""])  # a Latin word before the space: it stays
@example("的 %1 Goblin", ["林月", ""])  # after: it stays
@example("的 %1 %2 的", ["林月", "林"])  # two values side by side
@settings(max_examples=400)
def test_the_fills_space_chinese_and_japanese_as_the_wide_pattern_did(template: str, values: list[str]) -> None:
    assert _fill(template, values) == _reference_fill(template, values)


def test_a_space_goes_only_between_two_chinese_or_japanese_characters() -> None:
    def bare(text: str) -> str:
        return text.replace("\u2068", "").replace("\u2069", "")  # the isolates around each value

    assert bare(fill("%1 的回合", "林月")) == "林月的回合"
    assert bare(fill("%1 的回合", "Goblin")) == "Goblin 的回合"
    assert bare(fill("对 %1 造成 %2 点", "林月", 3)) == "对林月造成 3 点"
    assert bare(fill_named("对 {name} 造成", {"name": "林月"})) == "对林月造成"


def test_han_kana_and_cjk_characters_are_told_from_the_rest() -> None:
    assert is_han_kana("林") and is_han_kana("ゴ") and is_han_kana("。") and is_han_kana("３")
    assert not is_han_kana("a") and not is_han_kana("한") and not is_han_kana("") and not is_han_kana("林林")
    assert has_cjk("Goblin 한") and has_cjk("ゴブリン") and not has_cjk("Goblin") and not has_cjk("Ünïcode")
