"""One ``shown()`` (issue 28 item 6): how the loader and the checks quote a value from a file."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from gmtracker.encounter import names, validity
from gmtracker.encounter.names import MAX_QUOTED_CHARS, shown
from gmtracker.storage import encounter_file, json_files, settings


def test_one_definition_is_used_by_the_checks_the_loader_and_the_settings() -> None:
    assert validity.shown is json_files.shown is encounter_file.shown is settings.shown is names.shown


def test_a_value_is_shown_as_JSON_writes_it() -> None:
    assert shown("goblin") == '"goblin"'
    assert shown(2) == "2" and shown(None) == "null" and shown(True) == "true"
    assert shown(["a", 1]) == '["a",1]'
    assert shown("ゴブリン") == '"ゴブリン"'  # not escaped: the GM reads it


def test_a_value_JSON_cannot_write_is_shown_by_repr() -> None:
    assert shown({1j}) == repr({1j})


@given(st.text(max_size=300), st.integers(min_value=2, max_value=120))
def test_a_long_value_is_cut_to_the_limit_with_an_ellipsis(text: str, limit: int) -> None:
    written = json.dumps(text, ensure_ascii=False)
    out = shown(text, limit)
    assert out == (written if len(written) <= limit else written[:limit - 1] + "…")
    assert len(shown(text)) <= MAX_QUOTED_CHARS
