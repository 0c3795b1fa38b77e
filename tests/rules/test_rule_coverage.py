"""Every rule id of RULES.md parts A–C is named by at least one test of the rules core.

The ids are listed here so the check works from a bare clone; when the shared
RULES.md sits beside the checkout (as for developers and CI) the list is also
compared with it, so a rule added there cannot go untested unnoticed.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

RULE_IDS = (
    [f"A{i}" for i in range(1, 18)]
    + [f"B{i}" for i in range(1, 13)]
    + [f"C{i}" for i in range(1, 9)]
)

TESTS = Path(__file__).parent
RULES_MD = Path(__file__).resolve().parents[3] / "shared" / "RULES.md"


def _tested_ids() -> set[str]:
    text = "\n".join(p.read_text(encoding="utf-8") for p in TESTS.glob("test_*.py") if p.name != Path(__file__).name)
    return set(re.findall(r"(?<![A-Za-z0-9])([ABC]\d{1,2})(?![0-9])", text))


@pytest.mark.parametrize("rule_id", RULE_IDS)
def test_every_rule_id_is_named_by_a_test(rule_id: str) -> None:
    assert rule_id in _tested_ids(), f"no test in tests/rules names rule {rule_id}"


def test_rule_list_matches_rules_md() -> None:
    if not RULES_MD.exists():
        pytest.skip(f"{RULES_MD} is not beside this checkout")
    ids = re.findall(r"^\*\*([ABC]\d+)\b", RULES_MD.read_text(encoding="utf-8"), flags=re.MULTILINE)
    assert ids == RULE_IDS
