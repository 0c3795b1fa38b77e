"""The one rule-id order (issue 28 item 6): RULES.md's, letter then number (A2 < A10 < B1)."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmtracker.rules.rule_order import rule_key, sorted_rule_ids
from tests.rules.test_rule_coverage import RULE_IDS, RULES_MD

# Every id RULES.md defines, in the order it defines them (parts A–C, then the rulings D1–D5).
DOCUMENT_ORDER = [*RULE_IDS, *(f"D{i}" for i in range(1, 6))]

rule_ids = st.builds(lambda letter, number: f"{letter}{number}",
                     st.sampled_from("ABCD"), st.integers(min_value=0, max_value=999))


def test_RULES_md_order_is_the_order_its_ids_are_written_in() -> None:
    shuffled = list(DOCUMENT_ORDER)
    random.Random(28).shuffle(shuffled)
    assert sorted_rule_ids(shuffled) == DOCUMENT_ORDER


def test_RULES_md_headings_come_out_in_their_own_order() -> None:
    if not RULES_MD.exists():
        pytest.skip(f"{RULES_MD} is not beside this checkout")
    ids = re.findall(r"^\*\*([A-D]\d+)\b", RULES_MD.read_text(encoding="utf-8"), flags=re.MULTILINE)
    assert sorted_rule_ids(reversed(ids)) == ids


def test_the_number_counts_as_a_number_not_as_text() -> None:
    assert sorted_rule_ids(["B1", "A10", "A2", "C1", "A10", "B12", "B2"]) == ["A2", "A10", "B1", "B2", "B12", "C1"]


@given(st.lists(rule_ids, max_size=30))
def test_sorted_ids_are_letter_then_number_without_repeats(ids: list[str]) -> None:
    result = sorted_rule_ids(ids)
    assert set(result) == set(ids) and len(result) == len(set(ids))
    pairs = [(r[0], int(r[1:])) for r in result]
    assert pairs == sorted(pairs)


@given(rule_ids, rule_ids)
def test_two_ids_compare_by_letter_then_by_number(a: str, b: str) -> None:
    assert (rule_key(a) < rule_key(b)) == ((a[0], int(a[1:])) < (b[0], int(b[1:])))


@given(st.lists(st.text(max_size=6), max_size=10))
def test_any_text_sorts_without_an_error(ids: list[str]) -> None:
    assert sorted(sorted_rule_ids(ids)) == sorted(set(ids))
