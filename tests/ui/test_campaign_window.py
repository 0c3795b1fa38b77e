"""The campaign in the window (issue 30, RULES.md D4, B6–B12), driven as a GM drives it: the real
actions, the real End combat question and Rest dialog through their ``exec()``, the panel's buttons.

A campaign of the demo (resources/demo/mill-road.gmtcampaign.json, copied to the test's folder) opens
like an encounter: its first prepared encounter not done, the party first in it; End combat carries
the party's state back (one undo step); the party rests on the campaign's clock; the next encounter
opens with the party as the campaign keeps it; Save keeps a fight in progress; the player view shows
the party between fights only if the GM shares it.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from gmtracker.encounter.campaign import CampaignData
from gmtracker.encounter.roster import EditCombatant
from gmtracker.encounter.turns import StartCombat
from gmtracker.storage.campaign_file import load_campaign, save_campaign
from gmtracker.storage.campaign_journal import read_journal
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.dialogs.rest_dialog import RestDialog
from gmtracker.ui.shell import campaign_shell
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.modal import MessageBoxes, when_modal

DEMO_CAMPAIGN = demo_encounter_path().with_name("mill-road.gmtcampaign.json")
AYLA = "ayla-thornwood"


@pytest.fixture
def campaign_file(tmp_path: Path) -> Path:
    target = tmp_path / "Mill road.gmtcampaign.json"
    shutil.copy(DEMO_CAMPAIGN, target)
    return target


@pytest.fixture(autouse=True)
def unsaved_discarded(qapp: Any) -> Iterator[None]:
    """pytest-qt closes the window before the fixtures end: its "Unsaved changes" question about the
    campaign is answered Discard (any other box is the test's own)."""
    def poll() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.windowTitle() == "Unsaved changes":
            box.button(QMessageBox.StandardButton.Discard).click()

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(poll)
    timer.start()
    yield
    timer.stop()


@pytest.fixture
def opened(window: MainWindow, campaign_file: Path) -> MainWindow:
    """The demo window with the campaign opened (File ▸ Open campaign's path)."""
    window.document.undo_stack.setClean()
    assert window.open_path(campaign_file)
    return window


def session(window: MainWindow) -> Any:
    assert window.document.campaign is not None
    return window.document.campaign


def fight_with_wounds(window: MainWindow) -> None:
    """Initiative typed for everyone (D1), round 1, and Ayla takes 2 wounds and 3 bruises."""
    typed = {c.id: 30 - row for row, c in enumerate(window.encounter.combatants)}
    assert window.run(StartCombat(typed=typed))
    assert window.run(EditCombatant(AYLA, {"wounds": 2, "bruises": 3}))


def end_combat(window: MainWindow, button: str) -> list[str]:
    """Combat ▸ End combat, the question answered with ``button`` (its objectName); the buttons it had."""
    seen: list[str] = []

    def answer(box: QMessageBox) -> None:
        seen.extend(b.objectName() for b in box.findChildren(QPushButton) if b.objectName())
        seen.append("default:" + box.defaultButton().objectName())
        box.findChild(QPushButton, button).click()

    script = when_modal(QMessageBox, answer)
    window.actions_by_name["actionEndCombat"].trigger()
    assert script.opened
    return seen


def test_a_campaign_opens_like_an_encounter_its_first_encounter_with_the_party_first(opened: MainWindow) -> None:
    s = session(opened)
    assert s.open_id == "mill"
    ids = [c.id for c in opened.encounter.combatants]
    assert ids[:3] == [m.id for m in s.data.party]
    assert len(ids) > 3  # and the mill's own monsters
    panel = opened.campaign_panel.made
    assert panel is not None and panel.isVisible()
    assert panel.prepared_list.count() == 3
    assert "The Mill Road" in opened.windowTitle()
    journal = read_journal(opened.context.paths.campaign_journal_file)
    assert journal is not None and journal.open == "mill" and journal.saved


def test_end_combat_carries_the_party_back_by_default_as_one_undo_step(opened: MainWindow) -> None:
    """D4: End combat ▸ "Carry the party's state to the campaign" (the default button): the campaign's
    party has the wounds, the encounter is done, and one Ctrl+Z takes back both the carry and the end."""
    fight_with_wounds(opened)
    s = session(opened)
    before = s.data
    count = opened.document.undo_stack.count()
    buttons = end_combat(opened, "carryButton")
    assert "default:carryButton" in buttons and "endOnlyButton" in buttons
    assert not opened.encounter.turn.started
    assert s.data.party[0].wounds == 2 and s.data.party[0].bruises == 3
    assert s.data.encounters[0].done
    assert s.data.log[-1].kind == "party_carried"
    assert opened.document.undo_stack.count() == count + 1
    journal = read_journal(opened.context.paths.campaign_journal_file)
    assert journal is not None and journal.campaign == s.data and not journal.saved
    opened.actions_by_name["actionUndo"].trigger()
    assert s.data is before and opened.encounter.turn.started
    assert read_journal(opened.context.paths.campaign_journal_file).campaign == before  # the undo is durable too
    opened.actions_by_name["actionRedo"].trigger()
    assert s.data.party[0].wounds == 2 and not opened.encounter.turn.started


def test_end_combat_only_leaves_the_campaign_as_it_was(opened: MainWindow) -> None:
    fight_with_wounds(opened)
    before = session(opened).data
    end_combat(opened, "endOnlyButton")
    assert not opened.encounter.turn.started
    assert session(opened).data is before and before.party[0].wounds == 0


def test_rest_eight_hours_heals_the_party_by_the_rules_and_the_next_encounter_has_them_healed(
        opened: MainWindow) -> None:
    """B6: an hour's rest lowers the wound count by one (the bruises go with the minute's rest); 8 hours
    through the real Rest dialog on the campaign's clock, every entry in the campaign's log; then the
    crypt opens with the party as the campaign keeps them."""
    fight_with_wounds(opened)
    end_combat(opened, "carryButton")
    s = session(opened)
    clock = s.data.clock
    logged = len(s.data.log)

    def rest(dialog: RestDialog) -> None:
        assert dialog.windowTitle() == "Rest the party"
        assert [dialog.resting_list.item(r).text() for r in range(dialog.resting_list.count())] == \
            [m.name for m in s.data.party]
        dialog.span_spin.setValue(8)
        dialog.unit_combo.setCurrentIndex(2)  # hours
        dialog.all_rest.setChecked(True)
        if dialog.roll_button.isEnabled():
            dialog.roll_button.click()
        dialog.ok_button.click()

    script = when_modal(RestDialog, rest)
    opened.actions_by_name["actionRestParty"].trigger()
    assert script.opened
    assert s.data.clock == clock + 8 * 600
    ayla = s.data.party[0]
    assert ayla.wounds < 2 and ayla.bruises == 0
    assert len(s.data.log) > logged and any(e.kind == "time_advanced" or e.kind.startswith("time")
                                            for e in s.data.log[logged:])
    panel = opened.campaign_panel.made
    assert panel is not None and panel.log_list.count() == len(s.data.log)
    tips = [panel.log_list.item(row).toolTip() for row in range(panel.log_list.count())]
    assert any("B8" in tip or "B6" in tip for tip in tips)  # every roll with its breakdown
    assert campaign_shell.open_prepared(opened, "crypt")
    assert opened.encounter.combatant(AYLA).wounds == ayla.wounds
    assert opened.encounter.turn.clock >= s.data.clock
    assert s.open_id == "crypt"


def test_ctrl_shift_p_adds_the_party_to_any_encounter_once(opened: MainWindow, boxes: MessageBoxes) -> None:
    opened.actions_by_name["actionNew"].trigger()
    assert opened.encounter.combatants == [] and session(opened).open_id is None
    assert opened.actions_by_name["actionAddParty"].shortcut().toString() == "Ctrl+Shift+P"
    opened.actions_by_name["actionAddParty"].trigger()
    assert [c.id for c in opened.encounter.combatants] == [m.id for m in session(opened).data.party]
    opened.actions_by_name["actionAddParty"].trigger()  # all of them are in: refused, said
    assert boxes.texts[-1] == "the whole party is in this encounter already"
    opened.actions_by_name["actionUndo"].trigger()
    assert opened.encounter.combatants == []


def test_the_panel_moves_copies_marks_and_makes_encounters_each_one_undo_step(opened: MainWindow) -> None:
    panel = opened.campaign_panel.made
    assert panel is not None
    s = session(opened)
    panel.select("crypt")
    panel.up_button.click()
    assert [e.id for e in s.data.encounters] == ["crypt", "mill", "bridge"]
    assert panel.current_id() == "crypt"
    panel.duplicate_button.click()
    assert [e.id for e in s.data.encounters][:2] == ["crypt", panel.current_id()]
    assert s.data.encounters[1].encounter.name.endswith("(copy)")
    panel.done_button.click()
    assert s.data.encounters[1].done
    for _ in range(3):
        opened.actions_by_name["actionUndo"].trigger()
    assert [e.id for e in s.data.encounters] == ["mill", "crypt", "bridge"]
    panel.new_button.click()  # a new prepared encounter, opened with the party in it
    assert len(s.data.encounters) == 4 and s.open_id == s.data.encounters[-1].id
    assert [c.id for c in opened.encounter.combatants] == [m.id for m in s.data.party]


def test_save_keeps_a_fight_in_progress_and_opening_it_again_resumes_it(opened: MainWindow,
                                                                       campaign_file: Path) -> None:
    fight_with_wounds(opened)
    assert opened.isWindowModified()
    opened.actions_by_name["actionSave"].trigger()  # Ctrl+S: into the campaign file
    assert not opened.isWindowModified() and session(opened).saved
    on_disk = load_campaign(campaign_file)
    fight = on_disk.encounters[0].in_progress
    assert fight is not None and fight.turn.started
    assert next(c for c in fight.combatants if c.id == AYLA).wounds == 2
    assert on_disk.party[0].wounds == 0  # not carried: the fight is still on
    assert campaign_shell.open_prepared(opened, "crypt")
    assert campaign_shell.open_prepared(opened, "mill")
    assert opened.encounter.turn.started and opened.encounter.combatant(AYLA).wounds == 2


def test_a_bad_campaign_file_is_refused_and_the_open_encounter_stays(window: MainWindow, tmp_path: Path,
                                                                      boxes: MessageBoxes) -> None:
    bad = tmp_path / "broken.gmtcampaign.json"
    data = msgspec.json.decode(DEMO_CAMPAIGN.read_bytes())
    data["party"][1]["wounds"] = -4
    bad.write_bytes(msgspec.json.encode(data))
    before = window.encounter.snapshot()
    window.document.undo_stack.setClean()
    assert not window.open_path(bad)
    assert boxes.shown[-1].title == "Cannot open campaign"
    assert "party[1].wounds" in boxes.shown[-1].text or "wounds" in boxes.shown[-1].text
    assert window.document.campaign is None and window.encounter.snapshot() == before
    assert bad.read_bytes() == msgspec.json.encode(data)


def test_the_player_view_shows_the_party_between_fights_only_when_shared(opened: MainWindow) -> None:
    """Item 6: between fights the player view shows nobody unless the GM shares the party; in a fight,
    everyone visible as always."""
    view = opened.show_player_view()
    s = session(opened)
    party = {m.id for m in s.data.party}
    assert not s.data.share_between_fights
    assert [row.id for row in view.frame().rows] == []
    opened.actions_by_name["actionShareParty"].trigger()
    assert s.data.share_between_fights and opened.actions_by_name["actionShareParty"].isChecked()
    assert {row.id for row in view.frame().rows} == party
    fight_with_wounds(opened)
    assert {row.id for row in view.frame().rows} > party  # the fight: the monsters too
    view.close()


def test_new_campaign_takes_the_player_characters_as_the_party(window: MainWindow, tmp_path: Path,
                                                               boxes: MessageBoxes) -> None:
    window.document.undo_stack.setClean()
    pcs = [c.id for c in window.encounter.combatants if c.side.value == "pc"]
    window.actions_by_name["actionNewCampaign"].trigger()
    s = session(window)
    assert [m.id for m in s.data.party] == pcs and len(s.data.encounters) == 1
    assert s.open_id == s.data.encounters[0].id
    assert not any(c.id in pcs for c in s.data.encounters[0].encounter.combatants)
    target = tmp_path / "new.gmtcampaign.json"
    s.path = target  # Save campaign as… asks where; the file dialog itself is Qt's
    assert campaign_shell.save_campaign(window)
    assert load_campaign(target) == s.data
    window.document.undo_stack.setClean()


def test_a_language_switch_keeps_the_campaign(opened: MainWindow) -> None:
    s = session(opened)
    new = opened.rebuilt()
    try:
        assert new.document.campaign is s
        panel = new.campaign_panel.made
        assert panel is not None and panel.prepared_list.count() == 3
    finally:
        new.document.undo_stack.setClean()
        campaign_shell.save_campaign(new)
        new.close()


def test_the_campaign_journal_is_gone_after_a_clean_close(window: MainWindow, campaign_file: Path) -> None:
    window.document.undo_stack.setClean()
    assert window.open_path(campaign_file)
    journal = window.context.paths.campaign_journal_file
    assert journal.exists()
    window.close()
    assert not journal.exists()


def test_save_campaign_refuses_a_campaign_that_would_not_load(opened: MainWindow, campaign_file: Path,
                                                              boxes: MessageBoxes) -> None:
    s = session(opened)
    bad: CampaignData = msgspec.structs.replace(s.data, clock=-5)
    s.data = bad
    before = campaign_file.read_bytes()
    assert not campaign_shell.save_campaign(opened)
    assert boxes.shown[-1].title == "Cannot save campaign" and "clock" in boxes.shown[-1].text
    assert campaign_file.read_bytes() == before
    s.data = load_campaign(campaign_file)
    save_campaign(s.data, campaign_file)


# -- what a review found (each once a way to lose work or crash) ------------------------------------

def test_a_party_members_condition_anchored_to_a_monster_is_carried_without_the_anchor(opened: MainWindow) -> None:
    """D4: a Hex a goblin put on Ayla keeps running after the fight, unanchored (the goblin stays
    behind): the campaign saves and its journal reads back."""
    from gmtracker.encounter.conditions import AddCondition
    from gmtracker.encounter.campaign import campaign_problems

    fight_with_wounds(opened)
    goblin = next(c.id for c in opened.encounter.combatants if c.side.value == "enemy")
    assert opened.run(AddCondition(AYLA, "Hexed", rounds=5, anchor=goblin))
    end_combat(opened, "carryButton")
    s = session(opened)
    hexed = s.data.party[0].conditions[-1]
    assert hexed.name == "Hexed" and hexed.anchor is None and hexed.rounds == 5
    assert list(campaign_problems(s.data)) == []
    assert campaign_shell.save_campaign(opened)
    assert read_journal(opened.context.paths.campaign_journal_file).campaign == s.data


def test_undo_after_the_campaign_closed_changes_no_campaign_and_does_not_crash(opened: MainWindow) -> None:
    fight_with_wounds(opened)
    end_combat(opened, "carryButton")
    assert campaign_shell.save_campaign(opened)
    closed = session(opened)
    carried = closed.data
    opened.actions_by_name["actionCloseCampaign"].trigger()
    assert opened.document.campaign is None
    journal = opened.context.paths.campaign_journal_file
    assert not journal.exists()
    opened.actions_by_name["actionUndo"].trigger()  # End combat taken back; the closed campaign untouched
    assert opened.encounter.turn.started
    assert closed.data is carried and not journal.exists()
    opened.actions_by_name["actionRedo"].trigger()
    assert closed.data is carried and not journal.exists()


def test_undo_and_redo_across_a_save_keep_the_fight_in_the_campaign(opened: MainWindow, campaign_file: Path) -> None:
    fight_with_wounds(opened)
    panel = opened.campaign_panel.made
    assert panel is not None
    panel.select("bridge")
    panel.done_button.click()
    opened.actions_by_name["actionSave"].trigger()
    opened.actions_by_name["actionUndo"].trigger()
    opened.actions_by_name["actionRedo"].trigger()
    assert campaign_shell.open_prepared(opened, "crypt")
    assert campaign_shell.open_prepared(opened, "mill")
    assert opened.encounter.turn.started and opened.encounter.combatant(AYLA).wounds == 2


def test_the_party_in_the_prepared_encounter_on_screen_rests_with_the_campaign(opened: MainWindow,
                                                                               boxes: MessageBoxes) -> None:
    """Resting between fights with the next encounter already open: its party members heal too (the
    next carry writes the healed state back, not the old one); during its fight rest is refused."""
    assert opened.run(EditCombatant(AYLA, {"wounds": 2}))
    end = opened.document.undo_stack.count()
    boxes.answer(QMessageBox.StandardButton.Yes)  # carry Ayla's typed wounds before the rest
    campaign_shell.carry_party(opened, done=False)
    assert session(opened).data.party[0].wounds == 2

    def rest(dialog: RestDialog) -> None:
        dialog.span_spin.setValue(8)
        dialog.unit_combo.setCurrentIndex(2)
        if dialog.roll_button.isEnabled():
            dialog.roll_button.click()
        dialog.ok_button.click()

    when_modal(RestDialog, rest)
    opened.actions_by_name["actionRestParty"].trigger()
    assert session(opened).data.party[0].wounds == 0
    assert opened.encounter.combatant(AYLA).wounds == 0  # the one on screen too, in the same undo step
    assert opened.document.undo_stack.count() == end + 2
    fight_with_wounds(opened)
    opened.actions_by_name["actionRestParty"].trigger()
    assert boxes.texts[-1].startswith("The party is in a fight")


def test_leaving_an_encounter_asks_before_a_change_of_the_party_is_dropped(opened: MainWindow,
                                                                            boxes: MessageBoxes) -> None:
    assert opened.run(EditCombatant(AYLA, {"bruises": 4}))
    boxes.answer(QMessageBox.StandardButton.Yes)
    assert campaign_shell.open_prepared(opened, "crypt")
    assert boxes.shown[-1].title == "Carry the party's state?"
    s = session(opened)
    assert s.data.party[0].bruises == 4 and not s.data.encounters[0].done  # carried, not marked done
    assert opened.encounter.combatant(AYLA).bruises == 4
    assert opened.run(EditCombatant(AYLA, {"bruises": 1}))
    boxes.answer(QMessageBox.StandardButton.No)
    assert campaign_shell.open_prepared(opened, "mill")
    assert s.data.party[0].bruises == 4  # dropped, as the GM said
    count = len(boxes.shown)
    assert campaign_shell.open_prepared(opened, "crypt")
    assert len(boxes.shown) == count  # nothing changed: nothing asked


def test_save_as_makes_the_campaigns_encounter_a_file_of_its_own(opened: MainWindow, tmp_path: Path) -> None:
    """File ▸ Save As… through Qt's own file dialog: the encounter is that file from then on, and End
    combat no longer offers to carry into the campaign."""
    from PySide6.QtWidgets import QFileDialog, QLineEdit

    target = tmp_path / "mill-alone.json"

    def choose(dialog: QFileDialog) -> None:
        dialog.setDirectory(str(tmp_path))
        dialog.findChild(QLineEdit, "fileNameEdit").setText(str(target))
        dialog.accept()

    native = QApplication.testAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
    QApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs, True)
    try:
        script = when_modal(QFileDialog, choose)
        opened.actions_by_name["actionSaveAs"].trigger()
    finally:
        QApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs, native)
    assert script.opened and target.exists()
    s = session(opened)
    assert opened.document.path == target and not opened.owns_document() and s.open_id is None
    fight_with_wounds(opened)
    opened.actions_by_name["actionEndCombat"].trigger()  # no question: a file's combat just ends
    assert not opened.encounter.turn.started and s.data.party[0].wounds == 0


def test_between_fights_the_phones_see_nobody_unless_the_party_is_shared(opened: MainWindow) -> None:
    """Item 6 on the phone payload (the same frame as the player view): no row, no roll, no name."""
    import json

    from gmtracker.ui.panels.player_share import player_payload

    options = opened._player_options()
    assert options.only == frozenset()
    payload = json.loads(player_payload(opened.encounter, options))
    text = json.dumps(payload, ensure_ascii=False)
    assert all(c.name not in text for c in opened.encounter.combatants)
    opened.actions_by_name["actionShareParty"].trigger()
    payload = json.dumps(json.loads(player_payload(opened.encounter, opened._player_options())), ensure_ascii=False)
    assert all(m.name in payload for m in session(opened).data.party)
    assert not any(c.name in payload for c in opened.encounter.combatants if c.side.value != "pc")
