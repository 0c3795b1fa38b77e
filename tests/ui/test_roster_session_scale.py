"""A long session on the roster path (issue 27 item 10a): a duplicate or a remove costs the roll
log the same at any length of the log, counted as work, not time.

Before, every change that added or removed a combatant read the whole log again (each
removal's and duplicate's record decoded to find the names it gives) and announced every
log row as changed (the filter proxy then asked every row whether it still passes): the block
of next turn, duplicate and remove cost 1.28× at the 5,000th step what it cost at the 600th
(``tests/benchmarks/bench_session.py --roster``).
"""

from __future__ import annotations

from typing import Any

import pytest

import gmtracker.encounter.model as encounter_model
from gmtracker.encounter.roster import AddCombatant
from gmtracker.ui.models.roll_log_model import Column, RollLogModel
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.modal import MessageBoxes


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> Any:
    """A message box (a refusal) opens for real and is answered, never waited on; none is expected."""
    yield boxes


class _Work:
    """Records decoded and log rows announced as changed, while counting."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, model: RollLogModel) -> None:
        self.decoded = 0
        self.rows_announced = 0
        decode = encounter_model._decode_record

        def counted(raw: Any) -> Any:
            self.decoded += 1
            return decode(raw)

        monkeypatch.setattr(encounter_model, "_decode_record", counted)
        model.dataChanged.connect(self._announced)

    def _announced(self, top: Any, bottom: Any, *_roles: Any) -> None:
        self.rows_announced += bottom.row() - top.row() + 1

    def reset(self) -> None:
        self.decoded = self.rows_announced = 0


def _block(window: MainWindow) -> None:
    """Next turn, duplicate whoever acts, remove the copy (selected as a click does), each by
    the window's own action (its shortcut's path), with the events each one posts."""
    from PySide6.QtWidgets import QApplication

    actions = window.actions_by_name
    window.table.clearSelection()
    actions["actionNextTurn"].trigger()
    QApplication.processEvents()
    before = set(window.encounter.ids())
    actions["actionDuplicate"].trigger()
    QApplication.processEvents()
    (copy,) = set(window.encounter.ids()) - before
    window.select(copy)
    actions["actionRemove"].trigger()
    QApplication.processEvents()
    assert copy not in window.encounter.ids()


def _work_of_a_block(window: MainWindow, work: _Work) -> tuple[int, int]:
    work.reset()
    _block(window)
    return work.decoded, work.rows_announced


def test_duplicate_and_remove_read_only_their_own_entries_at_any_length_of_the_log(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch, prompts_offered: list[Any]) -> None:
    """Issue 27 item 10a: the block's work at 30 blocks and at 150 (five times the log) is the
    same — records decoded and log rows announced — and no old row is announced at all."""
    model = window.roll_log.model
    work = _Work(monkeypatch, model)
    for _ in range(30):
        _block(window)
    early_log = len(window.encounter.log)
    early = _work_of_a_block(window, work)
    for _ in range(120):
        _block(window)
    late_log = len(window.encounter.log)
    late = _work_of_a_block(window, work)
    assert late_log > 4 * early_log
    assert late == early, f"a block's (decoded, rows announced): {early} at {early_log} entries, {late} at {late_log}"
    assert late[1] == 0  # the new entries are inserted rows; nothing older changed
    removed = model.line_names()
    assert all(removed.get(cid) for cid in window.encounter.ids())  # the names still known


def test_an_id_used_again_under_another_name_shows_the_older_rows_again(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch, prompts_offered: list[Any]) -> None:
    """The incremental path keeps the lines right: a removed combatant's id given to a newcomer
    with another name announces the older rows (their lines name that id) and they show the new name."""
    from PySide6.QtWidgets import QApplication

    model = window.roll_log.model
    window.table.clearSelection()
    before = set(window.encounter.ids())
    window.actions_by_name["actionDuplicate"].trigger()
    (copy,) = set(window.encounter.ids()) - before
    copy_name = window.encounter.combatant(copy).name
    window.select(copy)
    window.actions_by_name["actionRemove"].trigger()
    QApplication.processEvents()
    removal_row = model.row_of(len(window.encounter.log) - 1)
    assert copy_name in model.index(removal_row, Column.TEXT).data()
    work = _Work(monkeypatch, model)
    newcomer = window.encounter.combatant(next(iter(before)))
    import msgspec

    assert window.run(AddCombatant(msgspec.structs.replace(newcomer, id=copy, name="Someone Else")))
    QApplication.processEvents()
    assert work.rows_announced >= len(window.encounter.log) - 1  # the older rows shown again
    # the removal's line keeps the name its own record gave (the combatant removed then)
    removal_row = model.row_of(len(window.encounter.log) - 2)
    assert copy_name in model.index(removal_row, Column.TEXT).data()
