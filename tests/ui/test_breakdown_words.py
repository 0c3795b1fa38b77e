"""The Breakdown pane in Chinese and Japanese shows no record key and no code (issue 28 item 1).

Every log kind the renderer knows is rendered from a sample record through the public
breakdown function (:func:`gmtracker.encounter.log_render.breakdown.breakdown_rows`) with the
real translators of zh_CN and ja installed (the shipped .qm files, as the app loads them).
A key without a label shows as its own words (``broken by``), a code without words as itself
(``roll_off``): with the translators in, every run of ASCII letters left in a row is one of
those — or a label still waiting for its translation — except what :data:`ALLOWED` and the
patterns below let through. No message is excused as pending: a new label fails here until
the .ts files translate it.

The records come from three places, each with the GM's own words in CJK so that what is left
in ASCII is ours:

* ``tests/log_samples.py``: one entry of every kind the engine writes (and its variants),
  run with :data:`~tests.log_samples.CJK_WORDS`;
* the bundled demo encounter, with every text the GM typed there turned into CJK
  (:func:`cjk_demo`): it holds variants the samples do not (a roll-off tie, a heavy load, a
  half-HP note, a situational modifier dropped, an attack with no effect);
* the three ways D1 breaks an initiative tie (:func:`tie_samples`): the player character
  first, the higher modifier, a roll-off.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QLocale

from gmtracker.encounter import FORMAT_NAME, FORMAT_VERSION, Attributes, Combatant, Encounter, Side
from gmtracker.encounter.log_kind import encode_record, log_kinds
from gmtracker.encounter.log_render.breakdown import breakdown_rows
from gmtracker.encounter.turns import StartCombat
from gmtracker.rules.dice import RandomDice
from gmtracker.storage.encounter_file import decode_encounter
from gmtracker.storage.resources import demo_encounter_path, translations_dir
from gmtracker.ui.words.log_lines import log_names
from gmtracker.ui.words.text_format import qt_translate
from gmtracker.ui.words.translations import install_translators, remove_translators
from tests.log_samples import CJK_WORDS, sample_log

LOCALES = ("zh_CN", "ja")

# -- what may stay ASCII -------------------------------------------------------------------------
# Dice as RULES.md writes them: d20, d6, 1d8+1, 1D100 (a count, d or D, the sides).
DICE = re.compile(r"(?<![A-Za-z0-9])\d*[dD]\d+(?![A-Za-z])")
# Rule ids (A1–A17, B1–B12, C1–C8, D1–D2): the Rules column and "rules A1, A2" in a text.
RULE_ID = re.compile(r"(?<![A-Za-z0-9])[A-D]\d{1,2}(?![A-Za-z0-9])")
#: Words the translations keep in ASCII on purpose, each a row of GLOSSARY.md
#: (tests/ui/test_translation_rules.py GLOSSARY_ROWS holds them as the tests check them):
ALLOWED: dict[str, str] = {
    "GM": "ja writes the game master as GM (glossary row 'gm'; zh_CN: 主持人)",
    "HP": "ja writes temporary hit points 一時的HP (glossary row 'temp_hp')",
    "VS": "ja writes a versus check VS判定 (glossary row 'vs_check')",
}
# Numbers and the GM's own words need no entry: numbers have no letters, and every text the
# GM typed is CJK in these samples (see the module docstring).
ASCII_RUN = re.compile(r"[A-Za-z]+")


def _ascii_runs(text: str) -> list[str]:
    return ASCII_RUN.findall(RULE_ID.sub(" ", DICE.sub(" ", text)))


# -- the samples -----------------------------------------------------------------------------------
_CODE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")
_GM_TEXT = re.compile(r"[A-Z ]")


def _cjk(number: int) -> str:
    """A CJK stand-in for the GM's ``number``-th text: 甲 and one more ideograph per text."""
    return "甲" + chr(0x4E00 + 0x100 + number)


def cjk_demo() -> Encounter:
    """The demo encounter with every text the GM typed in CJK.

    The GM's texts are the file's strings with a capital or a space (names, attack and
    condition names, notes, base values' names, the stored English line of each entry) that
    are neither a rule id nor a dice expression; every occurrence of one becomes the same CJK
    stand-in, so the file stays consistent (a combatant's name in its row and in the records).
    What the app itself writes — codes, ids, numbers — has no capital and no space."""
    data = json.loads(demo_encounter_path().read_bytes())
    texts: dict[str, str] = {}
    converted = gm_texts_in_cjk({key: value for key, value in data.items() if key not in ("format", "version")}, texts)
    converted = {"format": data["format"], "version": data["version"], **converted}
    assert len(texts) > 20  # the demo's names, notes and lines were found
    return decode_encounter(json.dumps(converted, ensure_ascii=False).encode("utf-8"), demo_encounter_path())


def gm_texts_in_cjk(value: Any, texts: dict[str, str]) -> Any:
    """``value`` (JSON values) with each text the GM typed as its CJK stand-in (see :func:`cjk_demo`)."""
    if isinstance(value, dict):
        return {key: gm_texts_in_cjk(item, texts) for key, item in value.items()}
    if isinstance(value, list):
        return [gm_texts_in_cjk(item, texts) for item in value]
    if isinstance(value, str) and _GM_TEXT.search(value) and not RULE_ID.fullmatch(value) and not DICE.fullmatch(value):
        return texts.setdefault(value, _cjk(len(texts)))
    return value


def declared_samples() -> Encounter:
    """One entry of every declared log kind, its record the declaration's sample (issue 28: a new
    kind is checked by its declaration alone, no list here to extend), the GM's words in CJK."""
    texts: dict[str, str] = {}
    log = []
    for name, kind in sorted(log_kinds().items()):
        record = None if kind.sample is None else gm_texts_in_cjk(json.loads(bytes(encode_record(kind.sample))), texts)
        log.append({"kind": name, "text": "甲乙", "actor": "gob", "actor_name": "哥布林", "targets": ["ayla"],
                    "record": record})
    data = {"format": FORMAT_NAME, "version": FORMAT_VERSION, "name": "样本",
            "combatants": [{"id": cid, "name": CJK_WORDS[cid]} for cid in ("gob", "ayla", "lin", "ogre", "bones")],
            "log": log}
    return decode_encounter(json.dumps(data, ensure_ascii=False).encode("utf-8"), demo_encounter_path())


def tie_samples() -> Encounter:
    """D1's three tie-breaks in one start of combat: 林月 (a player character) before the
    goblin at 12; the wolf (agility 3) before the rat (agility 1) at 10; two bats at 8, whose
    roll-off the dice decide."""
    def one(cid: str, name: str, initiative: int, agility: int, side: Side = Side.ENEMY) -> Combatant:
        return Combatant(id=cid, name=name, side=side, initiative=initiative, attributes=Attributes(agility=agility))

    enc = Encounter(name="平局", combatants=[
        one("lin", "林月", 12, 0, Side.PC), one("gob", "哥布林", 12, 2), one("wolf", "狼", 10, 3),
        one("rat", "鼠", 10, 1), one("bat1", "蝙蝠一", 8, 0), one("bat2", "蝙蝠二", 8, 0)])
    StartCombat().roll(enc, RandomDice(random.Random(5))).apply(enc)
    broken_by = {tie["broken_by"] for tie in (enc.log[0].json_record or {})["ties"]}
    assert broken_by == {"player_character", "modifier", "roll_off"}
    return enc


def record_words(value: Any) -> Iterator[str]:
    """Every key and every code (a snake_case string value) in a record: what must not show."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from record_words(item)
    elif isinstance(value, list):
        for item in value:
            yield from record_words(item)
    elif isinstance(value, str) and _CODE.fullmatch(value):
        yield value


@pytest.fixture(scope="module")
def encounters() -> dict[str, Encounter]:
    return {"samples": sample_log(CJK_WORDS), "demo": cjk_demo(), "ties": tie_samples(), "declared": declared_samples()}


def test_every_declared_kind_is_broken_down_from_its_sample(encounters: dict[str, Encounter]) -> None:
    """Every kind of the table, through its declaration's sample (no list here to extend)."""
    assert {entry.kind for entry in encounters["declared"].log} == set(log_kinds())


@pytest.mark.parametrize("locale_name", LOCALES)
def test_the_breakdown_shows_no_record_key_or_code_in_chinese_and_japanese(
        qapp: Any, locale_name: str, encounters: dict[str, Encounter]) -> None:
    translators = install_translators(qapp, QLocale(locale_name), translations_dir())
    assert translators, locale_name
    try:
        leftovers: dict[tuple[str, str], set[str]] = {}
        keys_and_codes: set[str] = set()
        rows = 0
        for source, encounter in encounters.items():
            names = log_names(encounter.log, {c.id: c.name for c in encounter.combatants})
            for entry in encounter.log:
                keys_and_codes.update(record_words(entry.json_record))
                for row in breakdown_rows(entry, names, translate=qt_translate):
                    rows += 1
                    for cell in (row.label, row.value, row.rules):
                        runs = {run for run in _ascii_runs(cell) if run not in ALLOWED}
                        if runs:
                            leftovers.setdefault((f"{source}: {entry.kind}", cell), set()).update(runs)
        # what each leftover is: a record key or code shown as it is, or other English (a label
        # whose translation is missing: translate it in the .ts files)
        described = {where: sorted(run + (" (a record key or code)" if _is_key_or_code(run, where[1], keys_and_codes)
                                          else "") for run in runs) for where, runs in leftovers.items()}
        assert not described, "\n".join(f"{where[0]}: {where[1]!r}: {', '.join(runs)}"
                                         for where, runs in sorted(described.items()))
        assert rows > 2000  # the walk saw every sample's rows
    finally:
        remove_translators(qapp, translators)


def _is_key_or_code(run: str, cell: str, keys_and_codes: set[str]) -> bool:
    """Whether ``run`` is part of a key or code shown raw (``roll_off``) or as its words (``roll off``)."""
    return any(re.search(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", cell) or
               re.search(rf"(?<![A-Za-z]){re.escape(word.replace('_', ' '))}(?![A-Za-z])", cell)
               for word in keys_and_codes if run in word.split("_"))


def test_the_allowed_words_are_all_used(qapp: Any, encounters: dict[str, Encounter]) -> None:
    """No entry of :data:`ALLOWED` is stale: each shows somewhere in one of the two languages."""
    seen: set[str] = set()
    for locale_name in LOCALES:
        translators = install_translators(qapp, QLocale(locale_name), translations_dir())
        try:
            for encounter in encounters.values():
                names = log_names(encounter.log, {c.id: c.name for c in encounter.combatants})
                for entry in encounter.log:
                    for row in breakdown_rows(entry, names, translate=qt_translate):
                        seen.update(_ascii_runs(row.label + " " + row.value))
        finally:
            remove_translators(qapp, translators)
    assert set(ALLOWED) <= seen
