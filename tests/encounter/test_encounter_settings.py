"""ChangeSettings: an encounter's own rule settings (B10, B11, C6, D1) changed as one
undoable step, overriding the app's defaults for that encounter."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmtracker.encounter import ActionError, Encounter
from gmtracker.encounter.encounter_settings import ChangeSettings
from gmtracker.encounter.model import InitiativeFormula
from gmtracker.rules.attack import ResolutionMode
from tests.encounter.fixtures_core import roundtrip, skirmish, snapshot


def test_change_settings_is_undoable_and_logged_for_the_gm_only() -> None:
    encounter = skirmish()
    command = ChangeSettings(resolution="versus", realistic=True, initiative_formula="percentile")
    roundtrip(command, encounter)
    assert encounter.settings.resolution is ResolutionMode.VERSUS
    assert encounter.settings.realistic is True
    assert encounter.settings.initiative_formula is InitiativeFormula.PERCENTILE
    entry = encounter.log[-1]
    assert entry.kind == "change_settings" and entry.public is False
    assert entry.json_record == {"after": {"initiative_formula": "percentile", "realistic": True, "resolution": "versus"},
                            "before": {"initiative_formula": "d20", "realistic": False, "resolution": "hit_check"}}


def test_setting_the_same_values_changes_nothing() -> None:
    encounter = skirmish()
    before = snapshot(encounter)
    ChangeSettings(realistic=False).apply(encounter)
    assert snapshot(encounter) == before


@pytest.mark.parametrize(("changes", "message"), [
    ({"fumble_to": 97}, "1D100 ranges: the fumble range 1..97 overlaps the critical range 96..100"),
    ({"critical_from": 0}, "1D100 ranges: critical_from 0 must be 1..101"),
    ({"resolution": "bogus"}, "settings: Invalid enum value 'bogus'"),
    ({"colour": "red"}, "colour: not an encounter setting"),
])
def test_nonsense_is_refused_and_changes_nothing(changes: dict[str, object], message: str) -> None:
    """C6 ranges must not overlap; unknown settings and values are named."""
    encounter = skirmish()
    before = snapshot(encounter)
    with pytest.raises(ActionError, match=message.replace("(", r"\(").replace(")", r"\)").replace(".", r"\.")):
        ChangeSettings(**changes).apply(encounter)
    assert snapshot(encounter) == before


@given(critical_from=st.integers(1, 101), fumble_to=st.integers(0, 100))
def test_c6_ranges_either_apply_or_are_refused(critical_from: int, fumble_to: int) -> None:
    """Property (C6): a change is accepted exactly when the fumble range ends below the critical range."""
    encounter = Encounter(name="x")
    try:
        ChangeSettings(critical_from=critical_from, fumble_to=fumble_to).apply(encounter)
    except ActionError:
        assert fumble_to >= critical_from
        assert encounter.settings.critical_from == 96
    else:
        assert fumble_to < critical_from
        assert (encounter.settings.critical_from, encounter.settings.fumble_to) == (critical_from, fumble_to)
