"""Issue 14, the roll log's coloured outcomes, Qt-free: where a line names how a roll went
(A8 degrees, A14/B1 hit outcomes, C6 criticals and fumbles, B5/B8 verdicts) and which
kind it is comes from the entry's record; the spans land on the words; a name cannot
fake or break them."""

from __future__ import annotations

import pytest

from gmtracker.encounter import Encounter, LogEntry
from gmtracker.encounter.log_render import OutcomeKind, entry_line, log_names, outcome_spans
from gmtracker.encounter.log_render.outcomes import MARK_CLOSE, marked, marked_template, unmark
from tests.log_samples import sample_log

CS, S, F, CF = (OutcomeKind.CRITICAL_SUCCESS, OutcomeKind.SUCCESS, OutcomeKind.FAILURE,
                OutcomeKind.CRITICAL_FAILURE)


@pytest.fixture(scope="module")
def samples() -> Encounter:
    return sample_log()


def _names(encounter: Encounter) -> dict[str, str]:
    return log_names(encounter.log, {c.id: c.name for c in encounter.combatants})


def _outcomes(encounter: Encounter, kind: str) -> list[list[tuple[OutcomeKind, str]]]:
    names = _names(encounter)
    found = []
    for entry in encounter.log:
        if entry.kind == kind:
            line = entry_line(entry, names)
            found.append([(span.kind, span.text(line)) for span in outcome_spans(entry, names)])
    return found


def test_A14_attack_outcomes_hit_critical_hit_miss_and_the_critical_failure_mark(samples: Encounter) -> None:
    attacks = _outcomes(samples, "attack")
    assert [(S, "hit")] in attacks
    assert [(CS, "critical hit")] in attacks
    assert [(F, "miss"), (CF, "critical failure")] in attacks  # "→ miss (critical failure)"


def test_C6_versus_attack_colours_the_1d100_critical_and_the_outcome(samples: Encounter) -> None:
    assert [(CS, "critical"), (CS, "critical hit")] in _outcomes(samples, "attack")


def test_A8_check_degrees_each_version_coloured(samples: Encounter) -> None:
    assert [(F, "failure"), (S, "success")] in _outcomes(samples, "check")  # failure; rerolled → success


def test_C6_percentile_criticals_and_fumbles_on_each_side(samples: Encounter) -> None:
    assert [(CS, "critical"), (S, "success")] in _outcomes(samples, "percentile_check")
    assert [(CF, "fumble"), (CS, "critical")] in _outcomes(samples, "percentile_vs")


def test_B5_B8_dying_and_recovery_verdicts(samples: Encounter) -> None:
    assert [(S, "Lin survives this round")] in _outcomes(samples, "dying_check")
    assert [(F, "Skeleton dies")] in _outcomes(samples, "dying_check")
    assert [(S, "success: seriously wounded ends")] in _outcomes(samples, "recovery_check")


def test_lines_without_an_outcome_have_no_spans(samples: Encounter) -> None:
    assert _outcomes(samples, "turn") and all(spans == [] for spans in _outcomes(samples, "turn"))
    assert all(spans == [] for spans in _outcomes(samples, "add_combatant"))


def test_spans_index_the_plain_line_even_after_wide_characters() -> None:
    """Span positions are string indices of the very line shown: a name with an emoji or CJK
    before the outcome moves them, and they still cover the word."""
    encounter = sample_log({"ayla": "🐉 艾拉"})
    names = _names(encounter)
    for entry in encounter.log:
        line = entry_line(entry, names)
        for span in outcome_spans(entry, names):
            assert span.text(line).strip() == span.text(line) != ""
    assert [(S, "hit")] in _outcomes(encounter, "attack")


def test_a_name_that_holds_a_mark_character_gets_no_colours_and_keeps_its_line() -> None:
    """The marks are private-use characters; a GM could still type one. Then the line is the
    plain line, with no spans rather than spans in the wrong place."""
    hostile = "Ayla" + MARK_CLOSE
    encounter = sample_log({"ayla": hostile})
    names = _names(encounter)
    attacks = [entry for entry in encounter.log if entry.kind == "attack" and entry.actor == "ayla"]
    assert attacks
    for entry in attacks:
        assert hostile in entry_line(entry, names)
        assert outcome_spans(entry, names) == []


def test_a_name_that_looks_like_markup_stays_text_and_does_not_move_spans() -> None:
    encounter = sample_log({"ayla": "<b>x</b>"})
    names = _names(encounter)
    entry = next(e for e in encounter.log if e.kind == "attack" and e.actor == "ayla")
    line = entry_line(entry, names)
    assert line.startswith("<b>x</b> attacks")
    assert [span.text(line) for span in outcome_spans(entry, names)] == ["hit"]


def test_an_entry_without_a_record_has_no_spans() -> None:
    """A kind without a record says no outcome (its stored text is never read for one)."""
    entry = LogEntry(round=1, kind="previous_turn", text="Old attack → critical hit", actor="ayla", targets=[])
    assert outcome_spans(entry, {"ayla": "Ayla"}) == []


def test_marked_template_marks_the_templates_first_own_words_in_each_language() -> None:
    def words(template: str, kind: OutcomeKind = CS) -> list[str]:
        found = unmark(marked_template(template, kind))
        assert found is not None
        return [span.text(found[0]) for span in found[1]]

    assert words("%1 (critical failure)") == ["critical failure"]
    assert words("%1（大失敗）") == ["大失敗"]
    assert words("%1 (%2 critical %3)") == ["critical"]
    assert words("%1（%2 暴击 %3）") == ["暴击"]
    assert words("= %1 [critical]") == ["critical"]
    assert words("= %1［クリティカル］") == ["クリティカル"]
    assert words("%1 %2") == []  # nothing of its own: nothing marked


def test_unmark_refuses_marks_that_do_not_pair_up() -> None:
    assert unmark("a" + MARK_CLOSE) is None
    assert unmark(marked("x", S)[:-1]) is None
    assert unmark(marked("x", S)[:-1] + marked("y", F)) is None
    assert unmark("no marks") == ("no marks", [])
