"""The live encounter: its data, a lookup by id, patches applied and reverted, listeners.

:class:`Encounter` *is* the file's data (:class:`~.model.EncounterData`) plus what only
lives in memory: the listeners told about each change and an index from combatant id
to row. Nothing changes it but :meth:`Encounter.apply` and :meth:`Encounter.revert`
of a :class:`~.patch.Patch` — the one path every command takes, so every change is
undoable and reported.
"""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from .model import Combatant, EncounterData
from .patch import ChangeSet, Patch, changed_fields, merged

Listener = Callable[[ChangeSet], None]
# ``(phase, kind, row)``: phase "before" or "after"; kind "insert", "remove", "reorder"
# or "reset"; the row for inserts and removals (-1 otherwise).
RowListener = Callable[[str, str, int], None]


class UnknownCombatant(KeyError):
    """No combatant has this id (the message names it)."""


class Encounter(EncounterData, dict=True):
    """An encounter being run. Subscribe to hear what each change touched."""

    # -- listeners -----------------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        self.__dict__.setdefault("_listeners", []).append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        listeners: list[Listener] = self.__dict__.get("_listeners", [])
        if listener in listeners:
            listeners.remove(listener)

    def subscribe_rows(self, listener: RowListener) -> None:
        """Hear about each row insert, removal and reorder just before and just after it
        (what a Qt model needs for ``beginInsertRows`` / ``endInsertRows``)."""
        self.__dict__.setdefault("_row_listeners", []).append(listener)

    def unsubscribe_rows(self, listener: RowListener) -> None:
        listeners: list[RowListener] = self.__dict__.get("_row_listeners", [])
        if listener in listeners:
            listeners.remove(listener)

    def _rows(self, phase: str, kind: str, row: int = -1) -> None:
        for listener in list(self.__dict__.get("_row_listeners", [])):
            listener(phase, kind, row)

    def _notify(self, changes: ChangeSet) -> None:
        held: ChangeSet | None = self.__dict__.get("_held")
        if self.__dict__.get("_holding"):
            if held is not None and ((held.log_added and changes.log_removed) or (held.log_removed and changes.log_added)):
                self.__dict__["_held"] = None  # the log went both ways: tell what came first, then go on
                self._deliver(held)
                held = None
            self.__dict__["_held"] = changes if held is None else merged(held, changes)
            return
        self._deliver(changes)

    def _deliver(self, changes: ChangeSet) -> None:
        for listener in list(self.__dict__.get("_listeners", [])):
            listener(changes)

    # -- many steps at once -----------------------------------------------------------
    def hold(self) -> None:
        """Collect what the next changes touch into one change set, told at :meth:`release`
        (undoing 1,000 steps at once then refreshes the views once, not 1,000 times). Row
        inserts and removals are still told as they happen (a Qt model needs each)."""
        self.__dict__["_holding"] = True

    def release(self) -> None:
        """Tell the listeners what everything since :meth:`hold` changed, in one change set."""
        self.__dict__["_holding"] = False
        held: ChangeSet | None = self.__dict__.pop("_held", None)
        if held is not None:
            self._deliver(held)

    @property
    def holding(self) -> bool:
        return bool(self.__dict__.get("_holding"))

    # -- lookup --------------------------------------------------------------------
    def _index(self) -> dict[str, int]:
        index: dict[str, int] | None = self.__dict__.get("_row_index")
        if index is None or len(index) != len(self.combatants):
            index = {c.id: row for row, c in enumerate(self.combatants)}
            self.__dict__["_row_index"] = index
        return index

    def _invalidate(self) -> None:
        self.__dict__.pop("_row_index", None)

    def row_of(self, combatant_id: str) -> int:
        try:
            return self._index()[combatant_id]
        except KeyError:
            raise UnknownCombatant(f"no combatant has the id {combatant_id!r}") from None

    def combatant(self, combatant_id: str) -> Combatant:
        return self.combatants[self.row_of(combatant_id)]

    def has(self, combatant_id: str) -> bool:
        return combatant_id in self._index()

    def ids(self) -> list[str]:
        return [c.id for c in self.combatants]

    # -- changes -------------------------------------------------------------------
    def apply(self, patch: Patch) -> ChangeSet:
        """Set every "after" of ``patch``; tell the listeners what changed."""
        if patch.order_after is not None and any(c.before is None or c.after is None for c in patch.combatants):
            raise ValueError("a patch either reorders the combatants or adds/removes them, not both")
        changes = ChangeSet()
        self._remove_rows([c.id for c in patch.combatants if c.after is None], changes)
        self._replace_rows(patch, changes, after=True)
        self._insert_rows([(c.index, c.after) for c in patch.combatants if c.before is None and c.after is not None],
                          changes)
        if patch.order_after is not None:
            self._reorder(patch.order_after)
            changes.reordered = True
        self._set_header(patch, after=True, changes=changes)
        self.log.extend(patch.log)
        changes.log_added = len(patch.log)
        self._notify(changes)
        return changes

    def revert(self, patch: Patch) -> ChangeSet:
        """Set every "before" of ``patch`` back; tell the listeners what changed."""
        changes = ChangeSet()
        if patch.log:
            del self.log[len(self.log) - len(patch.log):]
            changes.log_removed = len(patch.log)
        self._set_header(patch, after=False, changes=changes)
        if patch.order_before is not None:
            self._reorder(patch.order_before)
            changes.reordered = True
        self._remove_rows([c.id for c in patch.combatants if c.before is None and c.after is not None], changes)
        self._replace_rows(patch, changes, after=False)
        self._insert_rows([(c.index, c.before) for c in patch.combatants if c.after is None and c.before is not None],
                          changes)
        self._notify(changes)
        return changes

    def _remove_rows(self, ids: list[str], changes: ChangeSet) -> None:
        """Remove combatants, bottom row first, bracketing each removal for row listeners."""
        for combatant_id in sorted(ids, key=lambda i: -self.row_of(i)):
            row = self.row_of(combatant_id)
            self._rows("before", "remove", row)
            del self.combatants[row]
            self._invalidate()
            self._rows("after", "remove", row)
            changes.rows.append(("remove", row, combatant_id))

    def _replace_rows(self, patch: Patch, changes: ChangeSet, *, after: bool) -> None:
        """Put the "after" (or "before") version of every changed combatant in its row."""
        for change in patch.combatants:
            if change.before is not None and change.after is not None:
                new, old = (change.after, change.before) if after else (change.before, change.after)
                self.combatants[self.row_of(change.id)] = new
                changes.fields[change.id] = changed_fields(old, new)

    def _insert_rows(self, rows: list[tuple[int | None, Combatant | None]], changes: ChangeSet) -> None:
        """Insert combatants at their rows (top first; no row: at the end)."""
        for index, combatant in sorted(rows, key=lambda r: r[0] if r[0] is not None else len(self.combatants)):
            assert combatant is not None
            row = len(self.combatants) if index is None else min(index, len(self.combatants))
            self._rows("before", "insert", row)
            self.combatants.insert(row, combatant)
            self._invalidate()
            self._rows("after", "insert", row)
            changes.rows.append(("insert", row, combatant.id))

    def _reorder(self, order: list[str]) -> None:
        by_id = {c.id: c for c in self.combatants}
        if set(order) != set(by_id) or len(order) != len(by_id):
            raise ValueError("a new turn order must list every combatant exactly once")
        self._rows("before", "reorder")
        self.combatants[:] = [by_id[i] for i in order]
        self._invalidate()
        self._rows("after", "reorder")

    # The encounter's fields a patch may set whole, each with the ChangeSet flag it raises.
    _HEADER = (("turn", "turn"), ("settings", "settings"), ("name", "header"), ("notes", "header"))

    def _set_header(self, patch: Patch, *, after: bool, changes: ChangeSet) -> None:
        for field, flag in self._HEADER:
            value = getattr(patch, f"{field}_after" if after else f"{field}_before")
            if value is not None:
                setattr(self, field, value)
                setattr(changes, flag, True)

    def replace_all(self, data: EncounterData) -> None:
        """Take over everything from ``data`` (a file was loaded): one reset for views."""
        self._rows("before", "reset")
        for name in EncounterData.__struct_fields__:
            setattr(self, name, getattr(data, name))
        self._invalidate()
        self._rows("after", "reset")
        self._notify(ChangeSet(reset=True))

    def snapshot(self) -> bytes:
        """The encounter as canonical JSON bytes (what a file would hold)."""
        return msgspec.json.encode(self)
