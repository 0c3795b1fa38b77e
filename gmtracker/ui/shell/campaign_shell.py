"""The campaign's actions in the main window (issue 30): New and Open campaign, a prepared encounter
opened with the party in it, the party added to any encounter (Ctrl+Shift+P), End combat carrying the
party's state back, the party's rest between fights, the prepared encounters moved, copied and
marked done, and saving.

Every change of the campaign is one step of the window's undo stack
(:meth:`~gmtracker.ui.shell.document.Document.run_campaign`), made durable in the campaign's journal
before control returns to the GM; the rules are :mod:`gmtracker.encounter.campaign_actions`'. The
window shows a prepared encounter of the campaign as its document without a file of its own: Save
writes it into the campaign (:func:`~gmtracker.encounter.campaign_actions.save_progress`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from gmtracker.encounter import ActionError, Encounter
from gmtracker.encounter import campaign_actions as rules
from gmtracker.encounter.campaign import CAMPAIGN_SUFFIX, CampaignData
from gmtracker.encounter.model import Side
from gmtracker.encounter.roster import AddCombatant, EditCombatant
from gmtracker.encounter.turns import EndCombat
from gmtracker.storage import SaveError
from gmtracker.storage.errors import CampaignFileError
from gmtracker.ui.dialogs.rest_dialog import RestDialog
from gmtracker.ui.shell.campaign_session import CampaignSession
from gmtracker.ui.words.error_text import advice_text, error_text
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.words.user_text import ask, message_box, warn

if TYPE_CHECKING:
    from gmtracker.ui.panels.campaign_panel import CampaignPanel
    from gmtracker.ui.shell.main_window import MainWindow


def translate(context: str, text: str) -> str:
    """``QCoreApplication.translate`` (lupdate reads ``translate("Campaign", "Campaign", "…")`` calls)."""
    return QCoreApplication.translate(context, text)


def file_filter() -> str:
    return translate("Campaign", "GM Tracker campaigns (*.gmtcampaign.json);;All files (*)")


# -- opening and making ---------------------------------------------------------------------------

def new_campaign(window: MainWindow) -> None:
    """File ▸ New campaign: the player characters of the open encounter become the party, and the
    encounter (without them) its first prepared encounter, opened at once."""
    if not window.maybe_save():
        return
    encounter = window.encounter
    party = rules.as_party([c for c in encounter.combatants if c.side is Side.PC])
    data = CampaignData(name=translate("Campaign", "New campaign"), settings=encounter.settings, clock=encounter.turn.clock,
                        party=party)
    first: str | None = None
    if any(c.side is not Side.PC for c in encounter.combatants):
        data, first = rules.added(data, encounter)
    start(window, CampaignSession(data, None, window.context.paths, window.document, saved=False))
    if first is not None:
        open_prepared(window, first, ask_first=False)
    window.statusBar().showMessage(fill(translate("Campaign", "New campaign: a party of %1. Save it with File ▸ Save campaign."),
                                        len(party)), 8000)


def open_campaign(window: MainWindow) -> None:
    """File ▸ Open campaign: a campaign file, then its first prepared encounter not done."""
    if not window.maybe_save():
        return
    session = window.document.campaign
    start_folder = str(session.path.parent) if session is not None and session.path else ""
    name, _ = QFileDialog.getOpenFileName(window, translate("Campaign", "Open campaign"), start_folder, file_filter())
    if name:
        open_campaign_path(window, Path(name))


def open_campaign_path(window: MainWindow, path: Path) -> bool:
    """Open the campaign at ``path`` (the GM was asked about unsaved work already); a bad file is
    refused with what is wrong and where, and the open encounter and campaign stay."""
    try:
        session = CampaignSession.open(path, window.context.paths, window.document)
    except CampaignFileError as error:
        warn(window, translate("Campaign", "Cannot open campaign"), error_text(error), advice_text(error))
        return False
    start(window, session)
    first = rules.next_prepared(session.data)
    if first is not None:
        open_prepared(window, first, ask_first=False)
    window.remember(path)
    return True


def start(window: MainWindow, session: CampaignSession) -> None:
    """``session`` becomes the window's campaign (the one before it closes, its journal gone)."""
    old = window.document.campaign
    if old is not None:
        old.close()  # kept as an object: steps of the undo stack still name it (they do nothing now)
    window.document.campaign = session
    session.write_journal()
    window.campaign_started()


def open_prepared(window: MainWindow, prepared_id: str, *, ask_first: bool = True) -> bool:
    """The prepared encounter in the window, the party put in as it is now (or its fight resumed)."""
    session = window.document.campaign
    if session is None:
        return False
    if ask_first and not window.maybe_save_encounter():
        return False
    try:
        encounter = rules.open_prepared(session.data, prepared_id)
    except ActionError as error:
        warn(window, translate("Campaign", "Not possible"), error_text(error))
        return False
    window.document.replace(encounter, None)
    session.set_open(prepared_id)
    return True


def close_campaign(window: MainWindow) -> None:
    """Campaign ▸ Close: the campaign's panel goes; the encounter open stays, as an untitled one."""
    session = window.document.campaign
    if session is None or not window.maybe_save():
        return
    session.close()
    window.document.campaign = None  # the session object stays: steps of the undo stack name it
    window.campaign_started()


# -- the party --------------------------------------------------------------------------------

def add_party(window: MainWindow) -> None:
    """Ctrl+Shift+P: the campaign's party into the open encounter, as they are now (one undo step)."""
    session = window.document.campaign
    if session is None:
        warn(window, translate("Campaign", "Not possible"),
             translate("Campaign", "No campaign is open: open one (File ▸ Open campaign) to add its party."))
        return
    try:
        members = rules.party_to_add(session.data, window.encounter)
    except ActionError as error:
        warn(window, translate("Campaign", "Not possible"), error_text(error))
        return
    window.run_all([AddCombatant(member) for member in members], lambda: translate("Campaign", "Add the party"))


def end_combat(window: MainWindow) -> None:
    """End combat; in a prepared encounter of the campaign, with the party's state carried back to the
    campaign (the default) — both one undo step."""
    session = window.document.campaign
    if session is None or session.open_id is None or not _party_here(window, session):
        window.run(EndCombat())
        return
    box = message_box(window, QMessageBox.Icon.Question, translate("Campaign", "End combat"),
                      translate("Campaign", "End the combat and carry the party's state (wounds, bruises, conditions, "
                                "resources, rest) to the campaign?"),
                      QMessageBox.StandardButton.Cancel)
    box.setObjectName("endCombatBox")
    carry = box.addButton(translate("Campaign", "&Carry the party's state to the campaign"), QMessageBox.ButtonRole.AcceptRole)
    carry.setObjectName("carryButton")
    only = box.addButton(translate("Campaign", "&End combat only"), QMessageBox.ButtonRole.DestructiveRole)
    only.setObjectName("endOnlyButton")
    box.setDefaultButton(carry)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    clicked = box.clickedButton()
    if clicked is only:
        window.run(EndCombat())
    elif clicked is carry:
        carry_party(window, end=True)


def carry_party(window: MainWindow, *, end: bool = False, done: bool = True) -> bool:
    """The party's state written back to the campaign (with End combat first when ``end``): one step;
    the encounter then marked done unless ``done`` is False."""
    session = window.document.campaign
    if session is None or session.open_id is None:
        warn(window, translate("Campaign", "Not possible"),
             translate("Campaign", "The encounter shown is not one of the campaign's: open it from the campaign's panel."))
        return False
    commands = [EndCombat()] if end and window.encounter.turn.started else []
    try:
        # the encounter as it will be after End combat: carried from a copy, the real one unchanged
        after_end = msgspec.json.decode(msgspec.json.encode(window.encounter), type=Encounter)
        for command in [EndCombat()] if commands else []:
            command.apply(after_end)
        after = rules.carry_party(session.data, after_end, session.open_id, done=done)
        name = window.encounter.name
        window.document.run_campaign(after, lambda: fill(translate("Campaign", "Carry the party back from %1"), name), commands)
    except ActionError as error:
        warn(window, translate("Campaign", "Not possible"), error_text(error))
        return False
    window.statusBar().showMessage(translate("Campaign", "The party's state is in the campaign."), 6000)
    return True


def _party_here(window: MainWindow, session: CampaignSession) -> bool:
    return any(window.encounter.has(member.id) for member in session.data.party)


def rest_party(window: MainWindow) -> bool:
    """Campaign ▸ Rest the party: the Rest dialog on the party and the campaign's clock (B6–B12), its
    entries in the campaign's log; one undo step."""
    session = window.document.campaign
    if session is None:
        return False
    data = session.data
    if not data.party:
        warn(window, translate("Campaign", "Not possible"), translate("Campaign", "The campaign has no party yet."))
        return False
    here = [member.id for member in data.party if window.encounter.has(member.id)] if owns_document(window) else []
    if here and window.encounter.turn.started:
        warn(window, translate("Campaign", "Not possible"),
             translate("Campaign", "The party is in a fight: end it (End combat carries their state back) before "
                                   "they rest."))
        return False
    stand_in = rules.party_encounter(data)
    dialog = RestDialog(stand_in, window.document.dice, window, at_table=window.at_table)
    dialog.setWindowTitle(translate("Campaign", "Rest the party"))
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        commands = list(dialog.commands())
    finally:
        dialog.deleteLater()
    if not commands:
        return False
    try:
        after = rules.rest_party(data, commands[0])  # type: ignore[arg-type]  # the dialog's AdvanceTimeCommand
        # the party in the prepared encounter on screen rests too: it is the campaign's party
        rested = [_as_rested(window, member) for member in after.party if member.id in here]
        window.document.run_campaign(after, lambda: translate("Campaign", "Rest the party"),
                                     [edit for edit in rested if edit is not None])
    except ActionError as error:
        warn(window, translate("Campaign", "Not possible"), error_text(error))
        return False
    return True


def _as_rested(window: MainWindow, member: Any) -> EditCombatant | None:
    """The edit that makes ``member`` in the open encounter what the rest made it (None: the same)."""
    current = window.encounter.combatant(member.id)
    changes = {field: getattr(member, field) for field in member.__struct_fields__
               if field not in ("id", "initiative", "initiative_fight", "in_combat")
               and getattr(member, field) != getattr(current, field)}
    return EditCombatant(member.id, changes) if changes else None


# -- the prepared encounters ------------------------------------------------------------------

def step(window: MainWindow, after: CampaignData, text: str) -> bool:
    """A campaign step of the panel's (moved, copied, marked done, added) as one undo step."""
    try:
        window.document.run_campaign(after, text)
    except ActionError as error:
        warn(window, translate("Campaign", "Not possible"), error_text(error))
        return False
    return True


def connect_panel(window: MainWindow, panel: CampaignPanel) -> None:
    """The panel's requests run as the campaign's actions on ``window`` (each keeps the selection)."""
    def then_select(prepared_id: str | None) -> None:
        if prepared_id is not None:
            panel.select(prepared_id)

    def moved_one(prepared_id: str, offset: int) -> None:
        if move(window, prepared_id, offset):
            then_select(prepared_id)

    def marked(prepared_id: str, done: bool) -> None:
        if mark_done(window, prepared_id, done):
            then_select(prepared_id)

    panel.openRequested.connect(lambda prepared_id: open_prepared(window, prepared_id))
    panel.moveRequested.connect(moved_one)
    panel.duplicateRequested.connect(lambda prepared_id: then_select(duplicate(window, prepared_id)))
    panel.doneRequested.connect(marked)
    panel.newRequested.connect(lambda: new_prepared(window))
    panel.restRequested.connect(lambda: rest_party(window))


def move(window: MainWindow, prepared_id: str, offset: int) -> bool:
    session = window.document.campaign
    assert session is not None
    try:
        after = rules.moved(session.data, prepared_id, offset)
    except ActionError as error:
        warn(window, translate("Campaign", "Not possible"), error_text(error))
        return False
    return step(window, after, translate("Campaign", "Move a prepared encounter"))


def duplicate(window: MainWindow, prepared_id: str) -> str | None:
    session = window.document.campaign
    assert session is not None
    _, found = rules.prepared(session.data, prepared_id)
    name = fill(translate("Campaign", "%1 (copy)"), found.encounter.name or found.id)
    try:
        after, copy_id = rules.duplicated(session.data, prepared_id, name)
    except ActionError as error:
        warn(window, translate("Campaign", "Not possible"), error_text(error))
        return None
    return copy_id if step(window, after, translate("Campaign", "Duplicate a prepared encounter")) else None


def mark_done(window: MainWindow, prepared_id: str, done: bool) -> bool:
    session = window.document.campaign
    assert session is not None
    after = rules.marked_done(session.data, prepared_id, done)
    return step(window, after, translate("Campaign", "Mark an encounter done") if done else translate("Campaign", "Mark an encounter not done"))


def new_prepared(window: MainWindow) -> bool:
    """Campaign ▸ New prepared encounter: an empty one, last, opened at once with the party in it."""
    session = window.document.campaign
    if session is None:
        warn(window, translate("Campaign", "Not possible"),
             translate("Campaign", "No campaign is open: File ▸ New campaign makes one from this encounter's player characters."))
        return False
    if not window.maybe_save_encounter():
        return False
    number = len(session.data.encounters) + 1
    empty = Encounter(name=fill(translate("Campaign", "Encounter %1"), number), settings=session.data.settings)
    try:
        after, new = rules.added(session.data, empty)
    except ActionError as error:
        warn(window, translate("Campaign", "Not possible"), error_text(error))
        return False
    if not step(window, after, translate("Campaign", "New prepared encounter")):
        return False
    return open_prepared(window, new, ask_first=False)


# -- saving -------------------------------------------------------------------------------------

def owns_document(window: MainWindow) -> bool:
    """The window shows a prepared encounter of the campaign (saved into the campaign, not a file)."""
    session = window.document.campaign
    return session is not None and session.open_id is not None and window.document.path is None


def data_to_save(window: MainWindow) -> CampaignData:
    """The campaign as Save writes it: with the encounter open from it kept in it — a fight running
    as it stands, the party in it (``in_progress``); else as prepared, without the party. The same
    object when that changes nothing (so an unchanged campaign stays saved)."""
    session = window.document.campaign
    assert session is not None
    if not owns_document(window):
        return session.data
    assert session.open_id is not None
    if window.encounter.turn.started:
        kept = rules.save_progress(session.data, window.encounter, session.open_id)
    else:
        kept = rules.keep_prepared(session.data, window.encounter, session.open_id)
    return session.data if kept == session.data else kept


def keep_in_campaign(window: MainWindow) -> bool:
    """Before another encounter is shown: the campaign's encounter on screen kept in the campaign as it
    stands; a change of the party made outside a fight (a wound typed, a condition put on) is asked
    about first — carried to the campaign, or dropped. False: the GM cancelled."""
    session = window.document.campaign
    assert session is not None and session.open_id is not None
    if not window.encounter.turn.started and rules.party_changed(session.data, window.encounter):
        answer = ask(window, translate("Campaign", "Carry the party's state?"),
                     translate("Campaign", "The party's state in this encounter differs from the campaign's. Carry it "
                                           "to the campaign before leaving?"),
                     QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
                     | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes)
        if answer == QMessageBox.StandardButton.Cancel:
            return False
        if answer == QMessageBox.StandardButton.Yes and not carry_party(window, done=False):
            return False
    kept = data_to_save(window)
    if kept is not session.data:
        session.set_data(kept)
    return True


def save_campaign(window: MainWindow, *, choose: bool = False) -> bool:
    """Save the campaign (the fight open from it kept in it); Save As when it has no file yet."""
    session = window.document.campaign
    if session is None:
        return False
    target = session.path
    if target is None or choose:
        start = session.path or window.untitled_path(session.name or translate("Campaign", "Campaign"),
                                                     CAMPAIGN_SUFFIX)
        chosen, _ = QFileDialog.getSaveFileName(window, translate("Campaign", "Save campaign"), str(start),
                                                file_filter())
        if not chosen:
            return False
        target = Path(chosen)
        if not target.name.lower().endswith(CAMPAIGN_SUFFIX):
            target = target.with_name(target.name.removesuffix(".json") + CAMPAIGN_SUFFIX)
    elif session.disk_change() is not None:
        answer = ask(window, translate("Campaign", "File changed on disk"),
                     fill(translate("Campaign", "The campaign file %1 was changed or deleted by another program after GM Tracker "
                                    "opened or saved it. Overwrite it?"), str(target)),
                     QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                     QMessageBox.StandardButton.Cancel)
        if answer != QMessageBox.StandardButton.Yes:
            return False
    try:
        session.save(data_to_save(window), target)
    except (SaveError, OSError, ActionError) as error:
        warn(window, translate("Campaign", "Cannot save campaign"), error_text(error),
             translate("Campaign", "The campaign stays open with all its changes."))
        return False
    if owns_document(window):
        window.document.undo_stack.setClean()
    window.remember(target)
    return True


# -- the player view --------------------------------------------------------------------------

def toggle_share(window: MainWindow) -> bool:
    """Campaign ▸ Show the party to the players between fights (off by default): one undo step."""
    session = window.document.campaign
    if session is None:
        return False
    share = not session.data.share_between_fights
    after = msgspec.structs.replace(session.data, share_between_fights=share)
    return step(window, after, translate("Campaign", "Show the party between fights") if share
                else translate("Campaign", "Hide the party between fights"))


def player_only(window: MainWindow) -> frozenset[str] | None:
    """Whom the player view may show (:attr:`PlayerViewOptions.only`): during a fight (or without a
    campaign) everyone visible (None); between the campaign's fights the party if the GM shares it,
    else nobody (issue 30 item 6)."""
    session = window.document.campaign
    if session is None or window.encounter.turn.started:
        return None
    if not session.data.share_between_fights:
        return frozenset()
    return frozenset(member.id for member in session.data.party)
