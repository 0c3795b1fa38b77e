"""The player view window changes only the rows that changed (issue 27 item 9).

What the window shows after each action a GM takes — next turn, damage, hide, show, rename,
add, remove, duplicate, a new turn order, undo — equals what a window built afresh on the same
encounter shows (every cell, every role the players see), with no reset for a single change
and only the rows that differ repainted; the acting combatant's row is in the viewport after
every next turn at 500 combatants; and a hidden combatant never shows on the way.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QModelIndex, Qt

from gmtracker.encounter import ActionError, Combatant, Command, Condition, Encounter, Side
from gmtracker.encounter.roster import (
    AddCombatant,
    DuplicateCombatant,
    EditCombatant,
    RemoveCombatants,
    SetInitiative,
)
from gmtracker.encounter.player_snapshot import Detail
from gmtracker.encounter.turns import NextTurn, PreviousTurn, StartCombat
from gmtracker.rules.dice import RandomDice
from gmtracker.storage.paths import UserPaths
from gmtracker.ui.panels.player_view import PLAYER_ID_ROLE, PlayerColumn, PlayerView
from gmtracker.ui.shell.document import Document
from tests.large_encounters import large_encounter
from tests.ui.test_player_view import check_note, everything_shown

ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, PLAYER_ID_ROLE,
         Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.FontRole)


def _plain(value: Any) -> Any:
    if hasattr(value, "color"):  # QBrush
        return value.color().name()
    if hasattr(value, "bold"):  # QFont
        return value.bold()
    return value


def shown(view: PlayerView) -> tuple[Any, ...]:
    """Everything the window shows: its labels and every cell of its table in every role."""
    model = view.model
    cells = tuple(tuple(_plain(model.index(row, column).data(role)) for column in range(model.columnCount())
                        for role in ROLES) for row in range(model.rowCount()))
    return (view.round_label.text(), view.turn_label.text(), view.roll_label.text(), cells)


def rebuilt(view: PlayerView) -> tuple[Any, ...]:
    """What a window made afresh on the same encounter, at the same size, shows."""
    fresh = PlayerView(view.encounter, options=view.options())
    try:
        fresh.resize(view.size())
        fresh.show()  # polished, as the window it is compared with
        fresh.refresh()
        return shown(fresh)
    finally:
        fresh.detach()
        fresh.deleteLater()


class Signals:
    """The model's signals during one action: resets, inserted/removed rows, rows given dataChanged."""

    def __init__(self, view: PlayerView) -> None:
        model = view.model
        self.resets = 0
        self.changed: set[int] = set()
        self.inserted = 0
        self.removed = 0
        model.modelReset.connect(self._reset)
        model.dataChanged.connect(self._changed)
        model.rowsInserted.connect(lambda _p, first, last: self._count("inserted", last - first + 1))
        model.rowsRemoved.connect(lambda _p, first, last: self._count("removed", last - first + 1))

    def _reset(self) -> None:
        self.resets += 1

    def _count(self, name: str, rows: int) -> None:
        setattr(self, name, getattr(self, name) + rows)

    def _changed(self, top: QModelIndex, bottom: QModelIndex, _roles: Any = None) -> None:
        self.changed.update(range(top.row(), bottom.row() + 1))


def assert_nothing_hidden(view: PlayerView) -> None:
    """No hidden combatant's row or turn, nor its name in any text (unless a visible one's name
    contains it: that is the visible one's)."""
    encounter = view.encounter
    visible = [c.name for c in encounter.combatants if not c.hidden]
    secrets = [c.name for c in encounter.combatants if c.hidden and not any(c.name in name for name in visible)]
    ids = {view.model.index(r, PlayerColumn.NAME).data(PLAYER_ID_ROLE) for r in range(view.model.rowCount())}
    assert not ids & {c.id for c in encounter.combatants if c.hidden}
    for text in everything_shown(view):
        for secret in secrets:
            assert secret not in text, f"hidden {secret!r} shown in {text!r}"
    frame = view.frame()
    assert frame.current is None or not encounter.combatant(frame.current).hidden


def roster() -> Encounter:
    names = ["Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir"]
    return Encounter(combatants=[
        Combatant(id=f"c{i}", name=name, side=Side.PC if i % 2 else Side.ENEMY, initiative=20 - i,
                  hidden=(i == 4), conditions=[Condition(id="x", name="Blessed", rounds=3, remaining=3, anchor=f"c{i}")]
                  if i == 1 else [])
        for i, name in enumerate(names)])


@pytest.fixture
def document(qapp: Any, tmp_path: Path) -> Iterator[Document]:
    doc = Document(roster(), None, UserPaths.under(tmp_path / "profile"))
    doc.dice = RandomDice(random.Random(3))
    doc.run(StartCombat())
    doc.run(NextTurn())  # a turn to go back to
    yield doc
    doc.undo_stack.clear()
    doc.close()


@pytest.fixture
def view(qtbot: Any, document: Document) -> PlayerView:
    pv = PlayerView(document.encounter)
    qtbot.addWidget(pv)
    pv.resize(900, 600)
    pv.show()
    qtbot.waitExposed(pv)
    return pv


# (what the GM does, the most rows the model may repaint, rows inserted, rows removed)
ACTIONS: list[tuple[str, Callable[[Document], object], int, int, int]] = [
    ("next turn", lambda d: d.run(NextTurn()), 2, 0, 0),
    ("previous turn", lambda d: d.run(PreviousTurn()), 2, 0, 0),
    ("damage", lambda d: d.run(EditCombatant("c3", {"wounds": 3})), 1, 0, 0),
    ("rename", lambda d: d.run(EditCombatant("c3", {"name": "Dogwood the Tall"})), 1, 0, 0),
    # a hidden combatant renamed after a visible one's condition: the condition would name it now
    ("rename a hidden one", lambda d: d.run(EditCombatant("c4", {"name": "Blessed"})), 1, 0, 0),
    ("hide", lambda d: d.run(EditCombatant("c5", {"hidden": True})), 0, 0, 1),
    ("hide the acting one", lambda d: d.run(EditCombatant("c1", {"hidden": True})), 1, 0, 1),
    ("show", lambda d: d.run(EditCombatant("c4", {"hidden": False})), 0, 1, 0),
    ("add", lambda d: d.run(AddCombatant(Combatant(id="new", name="Gorse", initiative=1))), 0, 1, 0),
    ("remove", lambda d: d.run(RemoveCombatants(["c3"])), 0, 0, 1),
    ("duplicate", lambda d: d.run(DuplicateCombatant("c2")), 0, 1, 0),
    ("public roll", lambda d: d.run(check_note("Cedar rolls 12", "c2")), 0, 0, 0),
    ("side", lambda d: d.run(EditCombatant("c0", {"side": Side.ALLY})), 1, 0, 0),
]


@pytest.mark.parametrize(("name", "act", "most_changed", "inserted", "removed"), ACTIONS, ids=[a[0] for a in ACTIONS])
def test_each_action_shows_what_a_full_rebuild_shows_and_repaints_only_its_rows(
        view: PlayerView, document: Document, name: str, act: Callable[[Document], object],
        most_changed: int, inserted: int, removed: int) -> None:
    before = shown(view)
    signals = Signals(view)
    act(document)
    assert shown(view) == rebuilt(view), name
    assert shown(view) != before, f"{name} changed nothing the players see: the test checks nothing"
    assert signals.resets == 0, f"{name}: a model reset for one change"
    assert (signals.inserted, signals.removed) == (inserted, removed)
    assert len(signals.changed) <= most_changed, f"{name}: rows {sorted(signals.changed)} repainted"
    assert_nothing_hidden(view)
    document.undo_stack.undo()  # and back: the undo is a change like any other
    assert shown(view) == before == rebuilt(view)
    assert_nothing_hidden(view)


def test_a_new_turn_order_shows_what_a_full_rebuild_shows(view: PlayerView, document: Document) -> None:
    before = [view.model.index(r, PlayerColumn.NAME).data(PLAYER_ID_ROLE) for r in range(view.model.rowCount())]
    document.run(SetInitiative({"c0": 1, "c5": 30}))
    after = [view.model.index(r, PlayerColumn.NAME).data(PLAYER_ID_ROLE) for r in range(view.model.rowCount())]
    assert after != before and after[0] == "c5"
    assert shown(view) == rebuilt(view)
    assert_nothing_hidden(view)


def test_the_last_roll_follows_rolls_hides_and_undo_as_a_full_rebuild(view: PlayerView, document: Document) -> None:
    document.run(check_note("Cedar rolls 12", "c2"))
    assert "Cedar rolls 12" in view.roll_label.text()
    document.run(NextTurn())  # keeps the roll it showed
    assert "Cedar rolls 12" in view.roll_label.text() and shown(view) == rebuilt(view)
    document.run(check_note("Dogwood rolls 3", "c3", public=False))
    assert "Cedar rolls 12" in view.roll_label.text() and shown(view) == rebuilt(view)
    document.run(EditCombatant("c2", {"hidden": True}))  # the roll names a hidden combatant now
    assert "Cedar" not in view.roll_label.text() and shown(view) == rebuilt(view)
    for _ in range(3):
        document.undo_stack.undo()
        assert shown(view) == rebuilt(view)
    assert "Cedar rolls 12" in view.roll_label.text()
    document.undo_stack.undo()  # the roll itself: popped from the log
    assert "Cedar" not in view.roll_label.text() and shown(view) == rebuilt(view)


def test_a_visibility_choice_shows_what_a_full_rebuild_shows(view: PlayerView, document: Document) -> None:
    document.run(EditCombatant("c3", {"wounds": 2}))
    before = shown(view)
    view.set_options(view.options().with_detail(Side.PC, Detail.NOTHING))
    assert shown(view) != before and shown(view) == rebuilt(view)
    document.run(NextTurn())
    assert shown(view) == rebuilt(view)


def test_the_name_column_fits_a_longer_name_and_the_bold_acting_row(view: PlayerView, document: Document) -> None:
    document.run(EditCombatant("c2", {"name": "Cedar of the Hundred Winters"}))
    while view.frame().current != "c2":
        document.run(NextTurn())
    row = view.acting_row()
    assert row is not None
    index = view.model.index(row, PlayerColumn.NAME)
    needed = view.table.sizeHintForIndex(index).width()
    assert view.table.columnWidth(PlayerColumn.NAME) >= needed


def _visible(view: PlayerView, row: int) -> bool:
    rect = view.table.visualRect(view.model.index(row, PlayerColumn.NAME))
    return view.table.viewport().rect().contains(rect)


def test_the_acting_row_is_in_view_after_every_next_turn_at_500_combatants(qtbot: Any, tmp_path: Path) -> None:
    encounter = large_encounter(500, 200)
    document = Document(encounter, None, UserPaths.under(tmp_path / "profile"))
    view = PlayerView(encounter)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    try:
        rows = view.model.rowCount()
        assert rows == 500
        assert not _visible(view, rows - 1), "every row fits: the test would check nothing"
        seen: set[int] = set()
        for step in range(520):  # a whole round and the wrap back to the top
            document.run(NextTurn())
            row = view.acting_row()
            assert row is not None
            seen.add(row)
            assert _visible(view, row), f"after next turn {step + 1} the acting row {row} is out of view"
        assert max(seen) >= 490 and 0 in seen
        document.undo_stack.undo()
        row = view.acting_row()
        assert row is not None and _visible(view, row)
        assert shown(view) == rebuilt(view)  # conditions ticked, states changed on the way
    finally:
        view.detach()
        document.undo_stack.clear()
        document.close()


def test_through_the_main_window_the_acting_row_stays_in_view(qtbot: Any, tmp_path: Path) -> None:
    from gmtracker.ui.shell.context import AppContext
    from gmtracker.ui.shell.main_window import MainWindow

    window = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")), large_encounter(500, 200))
    window.persist_layout = False
    qtbot.addWidget(window)
    window.show()
    window.show_player_view()
    view = window.player_view
    assert view is not None
    qtbot.waitExposed(view)
    try:
        for size in ((1280, 720), (455, 768), (1920, 1080)):
            view.resize(*size)
            for _ in range(12):
                window.run(NextTurn())
                row = view.acting_row()
                assert row is not None and _visible(view, row), (size, row)
        row = view.acting_row()
        view.resize(600, 400)  # smaller rows and fewer of them: the acting one is still in sight
        assert row is not None and _visible(view, row)
        assert not _visible(view, 0) or not _visible(view, view.model.rowCount() - 1)
    finally:
        window.document.undo_stack.setClean()
        view.close()
        window.close()


# -- property: any sequence of actions shows what a full rebuild shows, and nothing hidden ---------

NAMES = ["Alder", "Birch", "Cedar", "Dogwood", "Elm"]
_steps = st.lists(st.one_of(
    st.tuples(st.just("hide"), st.integers(0, 4), st.booleans()),
    st.tuples(st.just("wound"), st.integers(0, 4), st.integers(0, 6)),
    st.tuples(st.just("rename"), st.integers(0, 4), st.sampled_from(["Quince", "A much longer name than before"])),
    st.tuples(st.just("initiative"), st.integers(0, 4), st.integers(1, 30)),
    st.tuples(st.just("add"), st.integers(0, 5), st.booleans()),
    st.tuples(st.just("remove"), st.integers(0, 4), st.just(0)),
    st.tuples(st.just("duplicate"), st.integers(0, 4), st.just(0)),
    st.tuples(st.just("log"), st.integers(0, 4), st.booleans()),
    st.tuples(st.just("next"), st.just(0), st.just(0)),
    st.tuples(st.just("previous"), st.just(0), st.just(0)),
    st.tuples(st.just("undo"), st.just(0), st.just(0)),
    st.tuples(st.just("redo"), st.just(0), st.just(0)),
), max_size=20)


def _command(encounter: Encounter, kind: str, index: int, value: Any, serial: int) -> Command | None:
    ids = [c.id for c in encounter.combatants]
    cid = ids[index % len(ids)] if ids else None
    if kind == "add":
        return AddCombatant(Combatant(id=f"n{serial}", name=f"Newcomer {serial}", hidden=value,
                                      initiative=10), index % (len(ids) + 1))
    if cid is None:
        return None
    return {
        "hide": lambda: EditCombatant(cid, {"hidden": value}),
        "wound": lambda: EditCombatant(cid, {"wounds": value}),
        "rename": lambda: EditCombatant(cid, {"name": value}),
        "initiative": lambda: SetInitiative({cid: value}),
        "remove": lambda: RemoveCombatants([cid]),
        "duplicate": lambda: DuplicateCombatant(cid),
        "log": lambda: check_note(f"{encounter.combatant(cid).name} rolls 12", cid, public=value),
        "next": lambda: NextTurn(),
        "previous": lambda: PreviousTurn(),
    }[kind]()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(hidden=st.lists(st.booleans(), min_size=5, max_size=5), script=_steps)
def test_any_sequence_shows_what_a_full_rebuild_shows(qapp: Any, tmp_path: Path, hidden: list[bool],
                                                      script: list[tuple[str, int, Any]]) -> None:
    encounter = Encounter(combatants=[Combatant(id=f"c{i}", name=name, hidden=hide, initiative=20 - i)
                                      for i, (name, hide) in enumerate(zip(NAMES, hidden, strict=True))])
    document = Document(encounter, None, UserPaths.under(tmp_path / "profile"))
    view = PlayerView(encounter)
    view.resize(800, 500)
    view.show()
    try:
        document.run(StartCombat())
        for serial, (kind, index, value) in enumerate(script):
            try:
                if kind == "undo":
                    document.undo_stack.undo()
                elif kind == "redo":
                    document.undo_stack.redo()
                else:
                    command = _command(encounter, kind, index, value, serial)
                    if command is not None:
                        document.run(command)
            except ActionError:
                pass
            assert shown(view) == rebuilt(view), (kind, index, value)
            assert_nothing_hidden(view)
    finally:
        view.detach()
        view.deleteLater()
        document.undo_stack.clear()
        document.close()
