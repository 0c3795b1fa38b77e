"""D1 in files: an old file after ended fights still asks for the stale initiatives (issue 28 item 1).

``tests/data/old-ended-fight.json`` was written by GM Tracker before the encounter counted its
fights (it has neither ``fights_ended`` nor ``initiative_fight``): two fights, Set initiative
for 林月 between them, then after the second a wolf added and the goblin copied. The loader
settles it once (:func:`~gmtracker.storage.migrations.settle_ended_fights`); play never reads
the log for it again.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from gmtracker.encounter.roster import AddCombatant
from gmtracker.encounter.turns import EndCombat, StartCombat, stale_initiatives
from gmtracker.storage import load_encounter, save_encounter
from tests.encounter.fixtures_core import combatant

OLD_FILE = Path(__file__).resolve().parents[1] / "data" / "old-ended-fight.json"


def test_the_old_file_is_from_before_the_count() -> None:
    text = OLD_FILE.read_text(encoding="utf-8")
    assert "fights_ended" not in text and "initiative_fight" not in text
    assert text.count('"kind":"end_combat"') == 2


def test_D1_an_old_file_after_ended_fights_still_asks_for_the_stale_initiatives() -> None:
    before = OLD_FILE.read_bytes()
    encounter = load_encounter(OLD_FILE)
    assert OLD_FILE.read_bytes() == before  # loading (and settling) never writes
    assert encounter.turn.fights_ended == 2
    # 林月's value was set between the fights: the second fight's, so left from it too
    assert stale_initiatives(encounter) == {"ayla", "goblin", "lin", "ogre"}
    assert {c.id: c.initiative_fight for c in encounter.combatants if c.initiative_fight} == {
        "wolf": 2, "goblin-2": 2}


def test_D1_the_settled_state_is_saved_and_reads_back_without_the_log(tmp_path: Path) -> None:
    path = tmp_path / "ford.json"
    shutil.copy(OLD_FILE, path)
    encounter = load_encounter(path)
    AddCombatant(combatant("bear", "Bear", initiative=8)).apply(encounter)  # a newcomer: this fight's
    save_encounter(encounter, path)
    text = path.read_text(encoding="utf-8")
    assert '"fights_ended": 2' in text and text.count('"initiative_fight": 2') == 3
    again = load_encounter(path)
    again.log.clear()  # the state is the encounter's own: no log needed to know it
    assert stale_initiatives(again) == {"ayla", "goblin", "lin", "ogre"}


def test_D1_a_fight_started_after_loading_counts_on_from_the_file() -> None:
    encounter = load_encounter(OLD_FILE)
    StartCombat(typed={c.id: 20 - row for row, c in enumerate(encounter.combatants)}).apply(encounter)
    assert encounter.turn.fights_ended == 2 and encounter.turn.started
    EndCombat().apply(encounter)
    assert encounter.turn.fights_ended == 3
    assert stale_initiatives(encounter) == set(encounter.ids())  # the wolf's and the copy's too now


def test_D1_a_template_made_after_the_fights_keeps_no_fight_number() -> None:
    """The library keeps a combatant as it would start a fight: which fight an initiative
    belongs to is the encounter's (library files stay as they were)."""
    import msgspec

    from gmtracker.storage.library import as_template

    wolf = load_encounter(OLD_FILE).combatant("wolf")
    assert wolf.initiative_fight == 2
    template = as_template(wolf, template_id="wolf")
    assert template.combatant.initiative_fight == 0
    assert b"initiative_fight" not in msgspec.json.encode(template)
