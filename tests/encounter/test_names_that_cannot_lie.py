"""Issue 27 items 10 and 11: names that cannot lie, records that cannot mislead.

* A name holding U+202E (or a right-to-left letter) is isolated (U+2068 … U+2069) wherever it is
  composed, so the app's own words around it keep their order; a name's own stray isolate cannot
  close ours. Issue 26's CJK spacing looks inside the isolates.
* A name holds no control character (Cc, U+2028/2029) and shows a visible character: the loader
  refuses others with their JSON path.
* A log record its line or Breakdown cannot read is refused with its JSON path in the record.
"""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest

from gmtracker.encounter import Combatant, Encounter
from gmtracker.encounter.log_render.lines import entry_line
from gmtracker.encounter.log_render.translating import fill, identity
from gmtracker.encounter.model import LogEntry, encoded_record
from gmtracker.encounter.names import FSI, PDI, control_character, has_visible, isolated, quoted, short
from gmtracker.encounter.refusal import fill_named
from gmtracker.storage import EncounterFileError, load_encounter, save_encounter
from tests.log_samples import WORDS, sample_log

RLO = "\u202e"


def visual_order_is_safe(line: str, name: str) -> bool:
    """The name's RLO sits inside an isolate that is closed before the template's next word."""
    start = line.index(FSI + name)
    return line[start + len(FSI + name)] == PDI


def test_a_name_with_u202e_is_isolated_in_a_log_line_and_the_words_after_it_stay_ours() -> None:
    name = RLO + "override LTR"
    line = fill("round %1: %2's turn", 1, name)
    assert line == f"round 1: {FSI}{name}{PDI}'s turn"
    assert visual_order_is_safe(line, name)


def test_a_right_to_left_name_is_isolated_and_a_latin_or_cjk_one_is_left_as_it_is() -> None:
    assert fill("%1 attacks %2", "אבג", "Goblin") == f"{FSI}אבג{PDI} attacks Goblin"
    assert fill("%1 attacks %2", "林月", "Goblin 2") == "林月 attacks Goblin 2"
    assert isolated("Ayla") == "Ayla" and isolated("ゴブリン") == "ゴブリン"


def test_a_stray_isolate_in_a_name_cannot_close_ours_and_an_open_one_is_closed() -> None:
    assert isolated("a" + PDI + RLO + "b") == f"{FSI}a{RLO}b{PDI}"  # the stray PDI is dropped
    assert isolated("\u2067abc") == f"{FSI}\u2067abc{PDI}{PDI}"
    line = fill("%1's turn", "x" + PDI + RLO)
    assert line.endswith(PDI + "'s turn") and line.count(FSI) == line.count(PDI)


def test_cjk_spacing_looks_inside_the_isolates() -> None:
    assert fill("%1 的回合", "林月" + RLO) == f"{FSI}林月{RLO}{PDI}的回合"
    assert fill("对 %1", RLO + "林月") == f"对{FSI}{RLO}林月{PDI}"
    assert fill("%1 的回合", RLO + "Goblin") == f"{FSI}{RLO}Goblin{PDI} 的回合"
    assert fill_named("{name} 已死亡", {"name": "林月" + RLO}) == f"{FSI}林月{RLO}{PDI}已死亡"


def test_a_refusal_isolates_the_name_it_quotes() -> None:
    assert fill_named("{name} is dead", {"name": RLO + "dab"}) == f"{FSI}{RLO}dab{PDI} is dead"


def every_override_is_isolated(line: str) -> bool:
    """Each U+202E inside an isolate, and every isolate closed: nothing reaches the app's words."""
    depth = 0
    for char in line:
        if char in "\u2066\u2067\u2068":
            depth += 1
        elif char == PDI:
            depth -= 1
        elif char == RLO and depth == 0:
            return False
        if depth < 0:
            return False
    return depth == 0


def test_every_log_line_of_real_commands_isolates_a_hostile_name() -> None:
    words = {**WORDS, "gob": RLO + "Goblin", "sword": RLO + "Sword", "prone": RLO + "Prone"}
    enc = sample_log(words)
    names = {c.id: c.name for c in enc.combatants}
    lines = [entry_line(e, names) for e in enc.log] + [e.text for e in enc.log]
    assert sum(RLO in line for line in lines) > 10
    assert [line for line in lines if not every_override_is_isolated(line)] == []


def test_quoted_and_short_keep_their_behaviour() -> None:
    assert quoted("x" * 100_000) == "x" * 79 + "…" and short("abc") == "abc"


@pytest.mark.parametrize("name", ["a\nb", "tab\there", "bell\x07", "del\x7f", "c1\x85", "ls\u2028", "ps\u2029"])
def test_control_characters_and_line_separators_are_found(name: str) -> None:
    assert control_character(name) is not None


@pytest.mark.parametrize("name", ["\u200b", " \u2068\u2069 ", "\u3164", "\u0301", "\u2800", "\ufeff", ""])
def test_a_name_of_invisible_characters_is_blank(name: str) -> None:
    assert not has_visible(name)


@pytest.mark.parametrize("name", ["Ayla", "林月", RLO + "x", "👍\u200d", "a\u200b"])
def test_a_name_with_a_visible_character_is_not_blank(name: str) -> None:
    assert has_visible(name) and control_character(name) is None


def _file(tmp_path: Path, change: object) -> Path:
    enc = sample_log()
    path = tmp_path / "enc.json"
    save_encounter(enc, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)  # type: ignore[operator]
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.mark.parametrize(("value", "reason"), [
    ("Gob\nlin", "line break or another control character (U+000A)"),
    ("Gob\u2028lin", "(U+2028)"),
    ("\u200b", "a combatant needs a name"),
    (" \u2068 ", "a combatant needs a name"),
])
def test_the_loader_refuses_a_name_with_its_json_path(tmp_path: Path, value: str, reason: str) -> None:
    def change(data: dict) -> None:
        data["combatants"][3]["name"] = value

    with pytest.raises(EncounterFileError) as refused:
        load_encounter(_file(tmp_path, change))
    assert "$.combatants[3].name" in str(refused.value) and reason in str(refused.value)


def test_the_loader_refuses_a_condition_and_an_attack_name_with_a_newline(tmp_path: Path) -> None:
    def change(data: dict) -> None:
        row = next(i for i, c in enumerate(data["combatants"]) if c.get("attacks"))
        data["combatants"][row]["attacks"][0]["name"] = "Sword\nof lies"
        data["_row"] = row

    path = _file(tmp_path, change)
    data = json.loads(path.read_text(encoding="utf-8"))
    row = data.pop("_row")
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(EncounterFileError) as refused:
        load_encounter(path)
    assert f"$.combatants[{row}].attacks[0].name" in str(refused.value)


def _log_index(data: dict, kind: str) -> int:
    return next(i for i, e in enumerate(data["log"]) if e["kind"] == kind and e.get("record"))


@pytest.mark.parametrize(("kind", "mutate", "where"), [
    # a list where the record's object was: the Breakdown read it as a record
    ("attack", lambda r: r.__setitem__("versions", [[1, 2]]) if "versions" in r else r.__setitem__("hit_check", 5),
     ".record."),
    ("turn", lambda r: r.__setitem__("prompts", [7]), ".record.prompts"),
    ("start_combat", lambda r: r.__setitem__("entries", 3), ".record.entries"),
])
def test_a_record_that_does_not_fit_its_kind_is_refused_with_its_json_path(
        tmp_path: Path, kind: str, mutate: object, where: str) -> None:
    found: list[int] = []

    def change(data: dict) -> None:
        index = _log_index(data, kind)
        found.append(index)
        data["log"][index]["text"] = ""  # no words of its own: the line must come from the record
        mutate(data["log"][index]["record"])  # type: ignore[operator]

    path = _file(tmp_path, change)
    with pytest.raises(EncounterFileError) as refused:
        load_encounter(path)
    message = str(refused.value)
    assert f"$.log[{found[0]}]{where}" in message, message
    assert "the log cannot read this" in message


def test_a_first_format_attack_is_migrated_into_its_own_type_and_line() -> None:
    """Issue 28: the version 1 file's attack record (``roll``, ``total``, ``dc``, ``hit``) is
    decoded into its own type and put into words from it, never shown as its stored text."""
    from gmtracker.encounter.first_format import FirstFormatAttack

    enc = load_encounter(Path(__file__).parents[1] / "data" / "encounter-v1.json")
    attack = next(e for e in enc.log if e.kind == "first_format_attack")
    record = attack.record
    assert isinstance(record, FirstFormatAttack) and record.modifiers[1].why == "no cover on the bridge"
    names = {c.id: c.name for c in enc.combatants}
    line = entry_line(attack, names, translate=identity)
    assert line == "Bridge Troll attacks 梅: 20 (d20 14, strength +6) vs 15 → hit" and line != attack.text


def test_a_record_that_does_not_fit_is_never_shown_through_its_stored_text() -> None:
    """Issue 28: no fallback to stored English: reading such an entry raises (the loader refuses it)."""
    from gmtracker.encounter.log_kind import RecordError

    for entry in (LogEntry(kind="a_kind_from_a_later_version", text="x", raw_record=encoded_record({"nothing": 1})),
                  LogEntry(kind="attack", text="Ayla hits", raw_record=encoded_record({"nothing": 1}))):
        with pytest.raises(RecordError):
            entry_line(entry)


def test_a_valid_sample_log_loads_whole(tmp_path: Path) -> None:
    enc = sample_log()
    path = tmp_path / "ok.json"
    save_encounter(enc, path)
    assert len(load_encounter(path).log) == len(enc.log)


def test_a_name_is_stored_as_typed_and_isolated_only_in_composed_text(tmp_path: Path) -> None:
    enc = Encounter()
    enc.combatants.append(Combatant(id="x", name=RLO + "Lurker"))
    path = tmp_path / "rlo.json"
    save_encounter(enc, path)
    assert msgspec.json.decode(path.read_bytes())["combatants"][0]["name"] == RLO + "Lurker"
    assert load_encounter(path).combatants[0].name == RLO + "Lurker"
