"""The player view (issue 5): what the players see on the second screen, and never more.

A hidden combatant's name or id never reaches the view's model or any of its labels,
whatever the GM does; the turn marker never shows a hidden turn; each side shows what
the options allow; the latest public roll is shown, a private one never; the view
follows undo and file loads and never takes the keyboard from the GM's window.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
import shiboken6
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QToolButton

from gmtracker.encounter import ActionError, Combatant, Condition, Encounter, Side, StateEntry
from gmtracker.encounter.actions_attack import AttackCommand, TargetDice
from gmtracker.encounter.action_support import check_record
from gmtracker.encounter.actions_check import CheckCommand, Reroll, StandaloneCheckRecord
from gmtracker.encounter.roster import AddLogNote, EditCombatant
from gmtracker.encounter.turns import EndCombat, NextTurn, PreviousTurn, StartCombat
from gmtracker.rules.checks import Check, CheckKind, resolve
from gmtracker.rules.dice import RandomDice
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.shell.actions import ACTIONS
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.shell.document import Document
from gmtracker.ui.words.log_lines import entry_line
from gmtracker.ui.shell.main_window import MainWindow
from gmtracker.encounter.player_snapshot import Detail, PlayerViewOptions, player_frame, player_rows
from gmtracker.ui.panels.player_view import MARKER, PLAYER_ID_ROLE, PlayerColumn, PlayerView

LURKER = "goblin-lurker"
LURKER_NAME = "Goblin Lurker"
ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, PLAYER_ID_ROLE)


def check_note(note: str, actor: str | None = None, *, public: bool = True) -> AddLogNote:
    """A check entry for ``note`` (a pure roll of 17 against DC 12), public or not: the player
    page's latest roll when public."""
    record = StandaloneCheckRecord(actor=actor, note=note, check=check_record(resolve(Check(dc=12), (17,))))
    return AddLogNote("check", "", actor=actor, record=record, public=public)


def everything_shown(view: PlayerView) -> list[str]:
    """Every string the view shows or holds: labels, buttons, title, model data in every role."""
    texts = [label.text() for label in view.findChildren(QLabel)]
    texts += [button.text() for button in view.findChildren(QToolButton)]
    texts.append(view.windowTitle())
    model = view.model
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            for role in ROLES:
                value = model.index(row, column).data(role)
                if value is not None:
                    texts.append(str(value))
    return texts


def assert_nothing_hidden(view: PlayerView) -> None:
    encounter = view.encounter
    secrets = [c.name for c in encounter.combatants if c.hidden] + [c.id for c in encounter.combatants if c.hidden]
    shown = everything_shown(view)
    for secret in secrets:
        for text in shown:
            assert secret not in text, f"hidden {secret!r} shown in {text!r}"
    current = encounter.turn.current
    if current is not None and encounter.has(current) and encounter.combatant(current).hidden:
        frame = view.frame()
        assert frame.current != current


def marked(view: PlayerView) -> list[str]:
    model = view.model
    return [model.index(row, PlayerColumn.NAME).data(PLAYER_ID_ROLE) for row in range(model.rowCount())
            if model.index(row, PlayerColumn.MARKER).data() == MARKER]


@pytest.fixture
def document(qapp: Any, tmp_path: Path) -> Iterator[Document]:
    doc = Document(load_encounter(demo_encounter_path()), None, UserPaths.under(tmp_path / "profile"))
    doc.dice = RandomDice(random.Random(5))
    yield doc
    doc.close()


@pytest.fixture
def view(qtbot: Any, document: Document) -> PlayerView:
    pv = PlayerView(document.encounter)
    qtbot.addWidget(pv)
    pv.show()
    return pv


def test_the_window_is_named_and_its_model_is_sound(view: PlayerView, qtmodeltester: Any) -> None:
    assert view.objectName() == "playerView"
    assert view.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
    qtmodeltester.check(view.model)


def test_hidden_combatant_acting_keeps_the_marker_on_the_last_visible_turn(view: PlayerView) -> None:
    encounter = view.encounter
    assert encounter.turn.current == LURKER  # the demo stops at the lurker's turn
    assert marked(view) == ["goblin-archer-2"]
    assert view.round_label.text() == "Round 1"
    assert "Goblin Archer 2" in view.turn_label.text()
    assert_nothing_hidden(view)


def test_leaving_the_hidden_turn_moves_the_marker_on(view: PlayerView, document: Document) -> None:
    document.run(NextTurn())
    assert marked(view) == ["lin-yue"]
    document.undo_stack.undo()
    assert marked(view) == ["goblin-archer-2"]
    assert_nothing_hidden(view)


def test_a_hidden_combatant_opening_a_round_shows_the_previous_round_unchanged(qapp: Any) -> None:
    encounter = Encounter(combatants=[
        Combatant(id="h", name="Shade", hidden=True, initiative=20),
        Combatant(id="a", name="Ayla", side=Side.PC, initiative=15),
        Combatant(id="b", name="Bram", side=Side.ALLY, initiative=10),
    ])
    StartCombat().apply(encounter)
    assert encounter.turn.current == "h" and encounter.turn.round == 1
    frame = player_frame(encounter, PlayerViewOptions())
    assert not frame.started and frame.current is None  # as before combat: nothing to infer
    NextTurn().apply(encounter)
    NextTurn().apply(encounter)
    frame = player_frame(encounter, PlayerViewOptions())
    assert frame.started and frame.round == 1 and frame.current == "b"
    NextTurn().apply(encounter)  # round 2 opens with the hidden turn
    assert encounter.turn.current == "h" and encounter.turn.round == 2
    frame = player_frame(encounter, PlayerViewOptions())
    assert (frame.round, frame.current) == (1, "b")  # unchanged since Bram's turn
    NextTurn().apply(encounter)
    frame = player_frame(encounter, PlayerViewOptions())
    assert (frame.round, frame.current) == (2, "a")


def test_hidden_attacked_and_its_log_entries_never_show(view: PlayerView, document: Document) -> None:
    document.run(NextTurn())  # 林月's turn
    try:
        document.run(AttackCommand("lin-yue", (LURKER,), 0,
                                   dice={LURKER: TargetDice(d20=(18,), damage=15)}))
    except ActionError:
        pytest.skip("the demo's 林月 cannot attack the lurker")
    entry = document.encounter.log[-1]
    assert LURKER_NAME in entry.text and not entry.public
    assert_nothing_hidden(view)
    # even a public entry naming the hidden combatant (written before it hid) stays off screen
    document.run(check_note("Goblin Lurker: stealth 25"))
    assert_nothing_hidden(view)
    document.run(check_note("Lurker-free public roll", "lin-yue"))
    assert "(Lurker-free public roll)" in view.roll_label.text()


def test_toggling_hidden_with_undo_never_leaks(view: PlayerView, document: Document) -> None:
    encounter = document.encounter
    document.run(EditCombatant(LURKER, {"hidden": False}))
    assert marked(view) == [LURKER]  # revealed: now it is the lurker's turn for everyone
    assert any(LURKER_NAME in text for text in everything_shown(view))
    document.undo_stack.undo()
    assert encounter.combatant(LURKER).hidden
    assert marked(view) == ["goblin-archer-2"]
    assert_nothing_hidden(view)
    document.run(EditCombatant("ayla-thornwood", {"hidden": True}))
    assert "Ayla Thornwood" not in " ".join(everything_shown(view))
    assert_nothing_hidden(view)
    document.undo_stack.undo()
    document.undo_stack.redo()
    assert_nothing_hidden(view)


def test_a_file_reload_shows_the_new_encounter_and_hides_its_hidden(view: PlayerView, document: Document,
                                                                   tmp_path: Path) -> None:
    data = msgspec.json.decode(document.encounter.snapshot())
    data["combatants"][0]["hidden"] = True  # Ayla hides in the reloaded file
    path = tmp_path / "reloaded.json"
    path.write_bytes(msgspec.json.encode(data))
    document.open(path)
    assert "Ayla Thornwood" not in " ".join(everything_shown(view))
    assert_nothing_hidden(view)
    document.encounter.replace_all(load_encounter(demo_encounter_path()))
    assert "Ayla Thornwood" in " ".join(everything_shown(view))
    assert_nothing_hidden(view)


def test_each_side_shows_what_the_options_allow(view: PlayerView, document: Document) -> None:
    def health(cid: str) -> str:
        model = view.model
        row = next(r for r in range(model.rowCount()) if model.index(r, 0).data(PLAYER_ID_ROLE) == cid)
        return str(model.index(row, PlayerColumn.HEALTH).data())

    defaults = PlayerViewOptions()
    assert dict(defaults.per_side) == {Side.PC: Detail.COUNTS, Side.ALLY: Detail.STATES,
                                       Side.ENEMY: Detail.STATES, Side.NEUTRAL: Detail.NOTHING}
    assert "wounds 1 / bruises 0" in health("ayla-thornwood")  # PC: counts
    assert "seriously wounded" in health("ayla-thornwood")
    assert health("goblin-cutthroat") == "seriously wounded"  # enemy: state words only
    document.run(EditCombatant("old-bram", {"states": [StateEntry(DamageState.DAZED)], "in_combat": True}))
    assert health("old-bram") == ""  # neutral: nothing
    view.set_options(view.options().with_detail(Side.ENEMY, Detail.NOTHING).with_detail(Side.NEUTRAL, Detail.COUNTS))
    assert health("goblin-cutthroat") == ""
    assert "dazed" in health("old-bram") and "wounds 0 / bruises 3" in health("old-bram")
    view.findChild(type(view.options_menu.actions()[0]), "playerDetail_enemy_counts").trigger()
    assert view.options().detail(Side.ENEMY) is Detail.COUNTS
    assert "wounds 1" in health("goblin-cutthroat")
    rows = player_rows(document.encounter, PlayerViewOptions({Side.PC: Detail.STATES}))
    ayla = next(r for r in rows if r.id == "ayla-thornwood")
    assert ayla.wounds is None and ayla.states == (DamageState.SERIOUSLY_WOUNDED,)


def test_latest_public_roll_shown_private_never(view: PlayerView, document: Document) -> None:
    document.run(check_note("perception", "ayla-thornwood"))
    assert view.roll_label.text().endswith("Ayla Thornwood: pure roll (perception) 17 (d20 17 +0) vs DC 12 → success")
    document.run(check_note("secret check", "ayla-thornwood", public=False))
    assert "secret check" not in view.roll_label.text()
    assert view.roll_label.text().endswith("Ayla Thornwood: pure roll (perception) 17 (d20 17 +0) vs DC 12 → success")
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert "(perception)" not in view.roll_label.text()  # follows undo


def test_A2_hidden_DC_player_view_shows_the_result_without_the_DC(view: PlayerView, document: Document) -> None:
    """A2, seed 000 (宣布难度): "主持人有权力隐瞒检定难度，但你仍然可以知道自己的检定结果".

    The player sees their 检定结果 (the total and its dice); neither the DC nor the degree
    (成功度), which with the total would bound the DC, reaches the player view. The GM's
    roll log keeps the DC, marked hidden, and the degree.
    """
    document.run(CheckCommand(actor="ayla-thornwood", check_kind=CheckKind.PURE, dc=19, dc_hidden=True,
                              d20=(9,), note="lock"))
    shown = view.roll_label.text()
    total = document.encounter.log[-1].json_record["check"]["total"]
    assert "Ayla" in shown and f"{total} (d20 9 " in shown  # 检定结果: the total and its die
    assert "19" not in shown and "DC" not in shown
    for degree in ("success", "failure"):
        assert degree not in shown
    gm_line = entry_line(document.encounter.log[-1])
    assert "DC 19 (hidden)" in gm_line and "failure" in gm_line  # the GM's log keeps everything
    # a reroll (A5): the players follow the result from the first roll to the new one, still no degree
    document.run(CheckCommand(actor="ayla-thornwood", check_kind=CheckKind.PURE, dc=12, dc_hidden=True,
                              d20=(4,), edits=(Reroll((17,)),)))
    shown = view.roll_label.text()
    assert "(d20 4 " in shown and "(d20 17 " in shown and "12" not in shown
    assert "success" not in shown and "failure" not in shown
    # a hidden combatant's check with a hidden DC still never shows
    document.run(CheckCommand(actor=LURKER, check_kind=CheckKind.PURE, dc=5, dc_hidden=True, d20=(20,)))
    assert view.roll_label.text() == shown
    assert_nothing_hidden(view)


def test_updates_follow_undo(view: PlayerView, document: Document) -> None:
    document.run(EditCombatant("ayla-thornwood", {"wounds": 3}))
    assert any("wounds 3" in text for text in everything_shown(view))
    document.undo_stack.undo()
    assert not any("wounds 3" in text for text in everything_shown(view))
    document.run(EndCombat())
    assert view.round_label.text() == "Not in combat" and marked(view) == []
    document.undo_stack.undo()
    assert marked(view) == ["goblin-archer-2"]


def test_opened_by_its_action_without_taking_the_gm_keyboard(qtbot: Any, tmp_path: Path) -> None:
    spec = next(s for s in ACTIONS if s.name == "actionPlayerView")
    assert spec.shortcut == "F11"
    window = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")),
                        load_encounter(demo_encounter_path()), None)
    window.persist_layout = False
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    action = window.actions_by_name["actionPlayerView"]
    assert action.shortcut() == QKeySequence("F11")
    action.trigger()
    view = window.findChild(PlayerView, "playerView")
    assert view is not None and view.isVisible()
    assert view.windowHandle().property("_q_showWithoutActivating")  # what xcb, Windows, macOS honour
    # the offscreen test platform activates every shown window; give the keys back to the GM
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    action.trigger()  # opening it again while open does not take the keyboard either
    window.run(NextTurn())
    window.document.undo_stack.undo()
    qtbot.wait(50)
    assert QApplication.activeWindow() is window
    assert not view.isActiveWindow()
    assert_nothing_hidden(view)
    view.toggle_full_screen()
    assert view.isFullScreen()
    view.toggle_full_screen()
    assert not view.isFullScreen()
    window.document.undo_stack.clear()
    window.document.undo_stack.setClean()


def test_conditions_that_would_reveal_a_hidden_turn_are_left_out(qapp: Any) -> None:
    encounter = load_encounter(demo_encounter_path())
    ayla = encounter.combatant("ayla-thornwood")
    conditions = [*ayla.conditions,
                  Condition(id="x1", name="Marked", rounds=3, remaining=3, anchor=LURKER),
                  Condition(id="x2", name="Stalked by Goblin Lurker")]
    EditCombatant("ayla-thornwood", {"conditions": conditions}).apply(encounter)
    row = next(r for r in player_rows(encounter, PlayerViewOptions()) if r.id == "ayla-thornwood")
    assert row.conditions == ("Blessed",)
    assert all(r.id != LURKER for r in player_rows(encounter, PlayerViewOptions({s: Detail.COUNTS for s in Side})))


def test_options_are_frozen(qapp: Any) -> None:
    options = PlayerViewOptions()
    with pytest.raises(AttributeError):
        options.per_side = {}  # type: ignore[misc]
    with pytest.raises(TypeError):
        options.per_side[Side.PC] = Detail.NOTHING  # type: ignore[index]
    changed = options.with_detail(Side.PC, Detail.NOTHING)
    assert changed.detail(Side.PC) is Detail.NOTHING and options.detail(Side.PC) is Detail.COUNTS
    assert changed == PlayerViewOptions({**options.per_side, Side.PC: Detail.NOTHING})


def test_the_view_stops_listening_when_its_window_is_gone(qapp: Any, document: Document) -> None:
    view = PlayerView(document.encounter)
    shiboken6.delete(view)
    document.run(NextTurn())  # no RuntimeError from the deleted window


# -- property: no command sequence ever shows a hidden name ---------------------------------

NAMES = ["Alder", "Birch", "Cedar", "Dogwood", "Elm"]

steps = st.lists(st.one_of(
    st.tuples(st.just("hide"), st.integers(0, len(NAMES) - 1), st.booleans()),
    st.tuples(st.just("side"), st.integers(0, len(NAMES) - 1), st.sampled_from(list(Side))),
    st.tuples(st.just("wound"), st.integers(0, len(NAMES) - 1), st.integers(0, 6)),
    st.tuples(st.just("log"), st.integers(0, len(NAMES) - 1), st.booleans()),
    st.tuples(st.just("start"), st.just(0), st.just(0)),
    st.tuples(st.just("next"), st.just(0), st.just(0)),
    st.tuples(st.just("previous"), st.just(0), st.just(0)),
    st.tuples(st.just("end"), st.just(0), st.just(0)),
    st.tuples(st.just("undo"), st.just(0), st.just(0)),
    st.tuples(st.just("redo"), st.just(0), st.just(0)),
), max_size=25)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(hidden=st.lists(st.booleans(), min_size=len(NAMES), max_size=len(NAMES)), script=steps)
def test_no_command_sequence_shows_a_hidden_name(qapp: Any, tmp_path: Path, hidden: list[bool],
                                                 script: list[tuple[str, Any, Any]]) -> None:
    encounter = Encounter(combatants=[
        Combatant(id=f"c{i}", name=name, hidden=hide, initiative=20 - i)
        for i, (name, hide) in enumerate(zip(NAMES, hidden, strict=True))])
    document = Document(encounter, None, UserPaths.under(tmp_path / "profile"))
    view = PlayerView(encounter)
    try:
        assert_nothing_hidden(view)
        for kind, index, value in script:
            cid = f"c{index}"
            try:
                if kind == "hide":
                    document.run(EditCombatant(cid, {"hidden": value}))
                elif kind == "side":
                    document.run(EditCombatant(cid, {"side": value}))
                elif kind == "wound":
                    document.run(EditCombatant(cid, {"wounds": value}))
                elif kind == "log":
                    document.run(check_note(f"{NAMES[index]} rolls", cid, public=value))
                elif kind == "start":
                    document.run(StartCombat())
                elif kind == "next":
                    document.run(NextTurn())
                elif kind == "previous":
                    document.run(PreviousTurn())
                elif kind == "end":
                    document.run(EndCombat())
                elif kind == "undo":
                    document.undo_stack.undo()
                else:
                    document.undo_stack.redo()
            except ActionError:
                pass
            assert_nothing_hidden(view)
    finally:
        view.detach()
        view.deleteLater()
        document.undo_stack.clear()
        document.close()
