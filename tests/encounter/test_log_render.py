"""The one log renderer (issue 13), Qt-free: each log kind in words from its record with the
identity translate, the English text the engine stores is the renderer's, a translate applied
to every word (no English leaks into a line), the players never see a hidden DC (A2), and old
entries without a record keep their stored text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gmtracker.encounter import Command, Encounter, LogEntry, encoded_record
from gmtracker.encounter.log_render import breakdown_lines, entry_line, export_log, identity, log_names, player_line
from gmtracker.encounter.first_format import NO_LONGER_WRITTEN
from gmtracker.encounter.log_kind import RecordError, log_kinds
from gmtracker.encounter.log_render.commands import command_kinds
from gmtracker.encounter.log_render.commands import command_text
from gmtracker.encounter.log_render.lines import NOTE_KINDS, duration_text, turn_limit_line
from gmtracker.encounter.log_render.translating import english, english_forms, fill
from gmtracker.encounter.turn_states import TurnLimit
from gmtracker.rules.states import ActionLimit
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import load_encounter
from tests.log_samples import CJK_WORDS, KINDS, sample_log

DATA = Path(__file__).resolve().parents[1] / "data"

#: The first sample line of each kind, with the identity translate (source texts as written).
LINES = {
    "add_combatant": "Ayla joins the encounter",
    "duplicate_combatant": "Goblin duplicated as Goblin 2, Goblin 3",
    "remove_combatants": "Goblin 3 removed",
    "set_initiative": "initiative: Goblin 13, Goblin 2 —",
    "condition_added": "Ayla: Blessed (1 of 1 round(s), counted at the end of Ayla's turn)",
    "log_note": "The bridge is out",
    "start_combat": "combat starts: Ayla 15, Goblin 13, Lin 9, Ogre 5, Skeleton 3, Goblin 2 1",
    "turn": "round 1: Ayla's turn",
    # issue 26 item 8: one term per modifier ("d20 15, strength +2, proficiency +2"), never summed
    "attack": "Ayla attacks Goblin with Sword: hit check 19 (d20 15, strength +2, proficiency +2) vs base defense 10 "
              "→ hit; "
              "damage check 17 (d20 12 +5) vs DC 4 → wound, seriously wounded, disabled",
    "check": "Ayla: agility check (climb) 7 (d20 4, agility +3) vs DC 12 → failure; rerolled 20 (d20 17, agility +3) "
             "→ success",
    "previous_turn": "back to round 1: Ayla's turn",
    "delay": "Ayla delays until after Goblin",
    "set_in_combat": "Ogre leaves combat",
    "damage_check": "Damage check against Ogre (1): 8 (d20 2, damage bonus +1, against a disabled target +5) vs DC 6 "
                    "→ wound",
    "heal": "Ayla heals Goblin 2 with 1d8+1 (healing bonus 4): wound count 2 → 0, 0 point(s) lost",
    "temp_hp": "Lin: Ayla has 6 temporary hit point(s) for 10 round(s), until clock round 10 (damage DC +3)",
    "dying_check": "Lin's dying check: d20 15 + 0 (constitution) = 15 vs DC 10, Lin survives this round",
    "prompt_skipped": "Lin: dying check skipped by the GM",
    "percentile_check": "Ayla: d100 42 + 6 (accuracy 60/10) + 5 (aim) = 53 vs target 55 (normal): failure (values)",
    "percentile_vs": "Ayla: d100 50 + 6 (accuracy 60/10) = 56 vs Goblin: d100 50 + 4 (evasion 40/10) = 54: "
                     "Ayla succeeds, Ayla wins (values)",
    "percentile_simultaneous": "Goblin: d100 50 + 4 (evasion 40/10) = 54 and Ayla: d100 50 + 4 (evasion 40/10) = 54 "
                               "act at once: Ayla wins (player priority)",
    "condition_edited": "Goblin: Prone edited (duration, rounds left, whose turn counts): Prone, 2 of 2 round(s), "
                        "counted at the end of Ayla's turn",
    "condition_removed": "Goblin: Prone removed",
    "condition_expired": "Ayla: Hasted ends",
    "end_combat": "combat ends after 1 round(s)",
    "time_effects": "Lin: dying: no dying checks were made (B5)",
    "advance_time": "1 min (10 rounds) pass, 4 resting: clock 0 → 10",
    "recovery_check": "Lin's recovery check of seriously wounded: d20 20 + 0 (constitution) = 20 vs DC 10, "
                      "success: seriously wounded ends",
    "b5_unconscious": "Hurt falls unconscious: a standard action while disabled (B5)",
    "change_settings": "encounter settings: Attack resolution: 1D100 versus check (C5, C8); Realistic mode (B10): off; "
                       "1D100 critical from: 95",
}


def _names(encounter: Encounter) -> dict[str, str]:
    return log_names(encounter.log, {c.id: c.name for c in encounter.combatants})


@pytest.fixture(scope="module")
def samples() -> Encounter:
    return sample_log()


def test_each_kind_of_the_samples_is_declared_and_has_its_line_here(samples: Encounter) -> None:
    """The lines of the kinds tests/log_samples.py writes (a new kind is tested by its declaration's
    sample in test_log_kinds.py, without a line to add here)."""
    assert set(LINES) == KINDS == {e.kind for e in samples.log}
    assert KINDS <= set(log_kinds()) - NO_LONGER_WRITTEN


@pytest.mark.parametrize("kind", sorted(LINES))
def test_each_kind_is_put_into_words_from_its_record(samples: Encounter, kind: str) -> None:
    entry = next(e for e in samples.log if e.kind == kind)
    assert entry_line(entry, _names(samples), translate=identity) == LINES[kind]


def test_the_stored_text_is_the_renderers_english(samples: Encounter) -> None:
    """PatchBuilder.log writes ``text`` with the renderer: English plural forms, nothing else differs."""
    names = _names(samples)
    for entry in samples.log:
        assert entry.text == entry_line(entry, names, translate=english), entry.kind
    by_kind = {e.kind: e.text for e in reversed(samples.log)}
    assert by_kind["end_combat"] == "combat ends after 1 round"
    assert by_kind["temp_hp"] == ("Lin: Ayla has 6 temporary hit points for 10 rounds, until clock round 10 "
                                  "(damage DC +3)")


def test_english_plural_forms_and_the_identity() -> None:
    assert english("LogLine", "%n round(s)", "", 1) == "1 round"
    assert english("LogLine", "%n round(s)", "", 3) == "3 rounds"
    assert english("LogLine", " with %n penalty die(s)", "", 2) == " with 2 penalty dice"
    assert english_forms("%n penalty die(s) and %n hit point(s)") == ("%n penalty die and %n hit point",
                                                                      "%n penalty dice and %n hit points")
    assert identity("LogLine", "%n round(s)", "", 3) == "3 round(s)"  # what Qt does without a translator
    assert identity("LogLine", "%1 of %2") == english("LogLine", "%1 of %2") == "%1 of %2"
    assert duration_text(4800, english) == "8 h (4800 rounds)" and duration_text(3, english) == "3 rounds"


def test_names_are_filled_in_one_pass_and_stay_literal() -> None:
    encounter = sample_log({"ayla": "%2 <b>Boss</b>", "gob": "%1", "sword": "%3"})
    attack = next(e for e in encounter.log if e.kind == "attack")
    assert entry_line(attack, _names(encounter), translate=identity).startswith("%2 <b>Boss</b> attacks %1 with %3: ")
    assert fill("%1 and %2", "%2", "x") == "%2 and x"


def test_the_count_is_filled_by_the_same_one_pass_fill() -> None:
    """``%n`` (Qt's plural count) goes through :func:`fill` too: a name holding ``%n`` stays itself."""
    assert fill("%1 has %n round(s)", "%n the Nameless", n=3) == "%n the Nameless has 3 round(s)"
    assert fill(english("Log", "%1: %n round(s)", None, 1), "50%n") == "50%n: 1 round"
    assert identity("Log", "%n round(s) of %1", None, 2) == "2 round(s) of %1"
    assert fill("%n left", "x") == "%n left"  # no count given: the placeholder stays


# -- a translate applied to every word ---------------------------------------------------------

_PLACEHOLDER = re.compile(r"(%\d+|%n)")


def _shout(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """A "translation" into capitals: placeholders kept, so any lower-case English left in a
    line came from somewhere that was not translated."""
    shouted = "".join(part if _PLACEHOLDER.fullmatch(part) else part.upper() for part in _PLACEHOLDER.split(source))
    return identity(context, shouted, disambiguation, n)


#: Data typed by the GM that stays as typed: dice expressions (1d8+1).
_DICE = re.compile(r"\b\d*d\d+\b")


def _leaks(text: str) -> list[str]:
    return re.findall(r"[a-z]+", _DICE.sub("", text))


def _commands(words: dict[str, str]) -> tuple[Encounter, list[Command]]:
    encounter = Encounter(name="Samples")
    commands: list[Command] = []

    def run(command: Command) -> None:
        command.apply(encounter)
        commands.append(command)

    sample_log(words, encounter=encounter, runner=run)
    return encounter, commands


def test_a_translate_reaches_every_word_of_every_line() -> None:
    encounter = sample_log(CJK_WORDS)
    names = _names(encounter)
    leaks = {}
    for entry in encounter.log:
        if entry.kind in NOTE_KINDS:
            continue
        for line in (entry_line(entry, names, translate=_shout), player_line(entry, names, translate=_shout) or ""):
            if _leaks(line):
                leaks[entry.kind] = line
    assert leaks == {}
    attack = next(e for e in encounter.log if e.kind == "attack")
    assert "ATTACKS" in entry_line(attack, names, translate=_shout)


def test_a_translate_reaches_the_breakdown_headings_and_the_export() -> None:
    encounter = sample_log(CJK_WORDS)
    names = _names(encounter)
    check = next(e for e in encounter.log if e.kind == "check")
    head = [text for depth, text in breakdown_lines(check, names, translate=_shout) if depth == 0]
    assert head[0] == entry_line(check, names, translate=_shout)
    assert [text for text in head if _leaks(text)] == []
    exported = export_log(encounter.log, "markdown", title="遭遇", translate=_shout)
    assert "| ROUND | TURN / ACTOR | ENTRY | RULES | SEEN BY |" in exported
    assert _leaks(exported.replace(CJK_WORDS["note"], "")) == []


def test_a_translate_reaches_every_undo_text() -> None:
    encounter, commands = _commands(CJK_WORDS)
    texts = {c.kind: command_text(c, encounter, translate=_shout) for c in commands if c.kind in command_kinds()}
    assert len(texts) >= 24
    assert {kind: text for kind, text in texts.items() if _leaks(text)} == {}
    english_texts = [command_text(c, encounter, translate=english) for c in commands]
    assert "Rest: 8 h (4800 rounds)" in english_texts and "Attack: 艾拉 → 哥布林, 食人魔" in english_texts


def test_turn_limit_line_B5() -> None:
    limit = TurnLimit(actions=ActionLimit.MOVE_OR_STANDARD, states=(DamageState.DISABLED,),
                      unconscious_after_standard_action=True)
    assert turn_limit_line(limit, identity) == ("disabled: one move or one standard action (B5), unconscious at "
                                                "the end of the turn after a standard action")
    assert _leaks(turn_limit_line(limit, _shout)) == []


# -- the players' line and old entries -----------------------------------------------------------

def test_A2_a_hidden_dc_never_reaches_the_players(samples: Encounter) -> None:
    hidden = next(e for e in samples.log if e.kind == "check" and "(hidden)" in e.text)
    assert entry_line(hidden, translate=identity) == ("Ayla: pure roll 13 (d20 9, advantage +4) vs DC 15 (hidden) "
                                                      "→ failure")
    assert entry_line(hidden, for_players=True, translate=identity) == "Ayla: pure roll 13 (d20 9, advantage +4)"
    assert player_line(hidden, translate=_shout) == "Ayla: PURE ROLL 13 (D20 9, ADVANTAGE +4)"
    check = log_kinds()["check"]
    with pytest.raises(RecordError):  # a check without its versions is refused (at load): no text in its place
        check.decode(encoded_record({"actor": "ayla", "note": "", "check": {}}))


def test_old_entries_are_put_into_words_in_the_language_of_the_ui() -> None:
    """Issue 28: the version 1 file's entries (a turn_start without a record, a first-format
    attack) have kinds of their own, rendered in the UI's language — not their stored English."""
    old = load_encounter(DATA / "encounter-v1.json")
    assert [e.kind for e in old.log] == ["turn_start", "first_format_attack"]
    lines = [entry_line(entry, _names(old), translate=_shout) for entry in old.log]
    assert lines == ["ROUND 3: Bridge Troll'S TURN", "Bridge Troll ATTACKS 梅: 20 (D20 14, STRENGTH +6) VS 15 → HIT"]
    assert [player_line(entry, _names(old), translate=_shout) for entry in old.log] == lines
    unknown = LogEntry(kind="something_new", text="a new kind of entry")
    with pytest.raises(RecordError):  # never its stored text: the loader refuses such an entry
        entry_line(unknown, translate=_shout)


def test_a_command_can_only_log_a_declared_kind_with_its_record() -> None:
    from gmtracker.encounter.command import PatchBuilder

    builder = PatchBuilder(Encounter())
    with pytest.raises(RecordError, match="no kind of log entry"):
        builder.log("something_new", "as the caller wrote it")
    with pytest.raises(RecordError):  # a declared kind's record is its type, never a fallback
        builder.log("delay", actor=None)
    assert builder.log("log_note", "The bridge is out").text == "The bridge is out"  # the GM's own words


def test_the_package_names_each_come_from_their_module_and_match_the_typed_imports() -> None:
    """log_render resolves its names on first use (issue 16); the names mypy sees (under
    TYPE_CHECKING) and the ones it resolves must be the same list, each the module's object."""
    import ast
    import importlib

    from gmtracker.encounter import log_render

    tree = ast.parse(Path(log_render.__file__).read_text(encoding="utf-8"))
    typed = {alias.name: node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
             and node.level == 1 for alias in node.names}
    assert typed == log_render._HOMES  # noqa: SLF001 - the table this test guards
    for name, home in typed.items():
        module = importlib.import_module(f"gmtracker.encounter.log_render.{home}")
        assert getattr(log_render, name) is getattr(module, name), name
    with pytest.raises(AttributeError):
        log_render.no_such_name  # noqa: B018


def test_a_recovery_check_shows_its_bonus_not_an_arrow_B8() -> None:
    """reviews/translations-2.md, issue 26 item 15: "d20 13 → 14" hid the +1; the line says d20 13 +1 = 14."""
    from gmtracker.encounter.actions_rest import TimedRecoveryCheck, TimeEffectsRecord
    from gmtracker.encounter.log_kind import encode_record
    from gmtracker.rules.wounds import RecoveryMode, RecoverySource
    from gmtracker.rules.wound_codes import DamageState

    def check(state: DamageState, die: int, total: int, success: bool, clock: int) -> TimedRecoveryCheck:
        return TimedRecoveryCheck(state=state, source=RecoverySource.NATURAL, mode=RecoveryMode.ROLL, natural=die,
                                  die=die, bonus=total - die, modifier=0, total=total, dc=10, success=success,
                                  periods_spent=1, rule_ids=("B8",), clock=clock)

    record = TimeEffectsRecord(combatant="lin", resting=False, wound_rest_from=None, wound_rest=None,
                               bruise_rest_from=None, bruise_rest=None, temp_hp_ended=0,
                               checks=(check(DamageState.SERIOUSLY_WOUNDED, 13, 14, True, 600),
                                       check(DamageState.SERIOUSLY_BRUISED, 4, 2, False, 10)))
    entry = LogEntry(kind="time_effects", text="", raw_record=encode_record(record))
    line = entry_line(entry, {"lin": "Lin"})
    assert "d20 13 +1 = 14" in line and "d20 4 -2 = 2" in line
    assert "→ 14" not in line
