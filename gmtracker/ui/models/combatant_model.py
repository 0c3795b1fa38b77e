"""The combatants in turn order as a Qt table model, updated row by row.

Columns and headers live here and nowhere else (headers marked with
``QT_TRANSLATE_NOOP``). Everything shown that the rules derive (defenses, load,
penalty dice of the next attack) is computed by :mod:`gmtracker.encounter.derived`
when Qt asks, never stored. The model listens to the encounter's change sets and
emits ``dataChanged`` for the rows that changed, row inserts and removals as they
happened, a layout change when the order moved, and a reset only when a file was
loaded.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from gmtracker.encounter import ChangeSet, Combatant, Encounter, Side, derived
from gmtracker.encounter.log_render.translating import Words
from gmtracker.rules.character import LoadState
from gmtracker.rules.wound_codes import DamageState
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP, fill, qt_translate
from gmtracker.ui.words.user_text import is_short, tooltip

_CONTEXT = "CombatantModel"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


SORT_ROLE = Qt.ItemDataRole.UserRole + 1  # raw comparable values
COMBATANT_ID_ROLE = Qt.ItemDataRole.UserRole + 2  # the combatant's id

_AnyIndex = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    """The table's columns, in display order."""

    TURN = 0
    INITIATIVE = 1
    NAME = 2
    SIDE = 3
    BASE = 4
    PHYSIQUE = 5
    REFLEX = 6
    MIND = 7
    LOAD = 8
    WOUNDS = 9
    STATES = 10
    PENALTY = 11
    NOTES = 12


HEADERS: dict[Column, str] = {
    Column.TURN: QT_TRANSLATE_NOOP("CombatantModel", "Turn"),
    Column.INITIATIVE: QT_TRANSLATE_NOOP("CombatantModel", "Init."),
    Column.NAME: QT_TRANSLATE_NOOP("CombatantModel", "Name"),
    Column.SIDE: QT_TRANSLATE_NOOP("CombatantModel", "Side"),
    Column.BASE: QT_TRANSLATE_NOOP("CombatantModel", "Base"),
    Column.PHYSIQUE: QT_TRANSLATE_NOOP("CombatantModel", "Phys."),
    Column.REFLEX: QT_TRANSLATE_NOOP("CombatantModel", "Refl."),
    Column.MIND: QT_TRANSLATE_NOOP("CombatantModel", "Mind"),
    Column.LOAD: QT_TRANSLATE_NOOP("CombatantModel", "Load"),
    Column.WOUNDS: QT_TRANSLATE_NOOP("CombatantModel", "Wounds"),
    Column.STATES: QT_TRANSLATE_NOOP("CombatantModel", "States and conditions"),
    Column.PENALTY: QT_TRANSLATE_NOOP("CombatantModel", "Hit penalty"),
    Column.NOTES: QT_TRANSLATE_NOOP("CombatantModel", "Notes"),
}

HEADER_TIPS: dict[Column, str] = {
    Column.BASE: QT_TRANSLATE_NOOP("CombatantModel", "Base defense (armour, A17)"),
    Column.PHYSIQUE: QT_TRANSLATE_NOOP("CombatantModel", "Physique defense: 8 + proficiency + strength + size (A17)"),
    Column.REFLEX: QT_TRANSLATE_NOOP("CombatantModel", "Reflex defense: 8 + proficiency + strength + agility (A17)"),
    Column.MIND: QT_TRANSLATE_NOOP("CombatantModel", "Mind defense: 8 + proficiency + spirit + intellect (A17)"),
    Column.LOAD: QT_TRANSLATE_NOOP("CombatantModel", "Load state and carried / capacity in kg (A11)"),
    Column.WOUNDS: QT_TRANSLATE_NOOP("CombatantModel", "Wound count / bruise count (B4)"),
    Column.PENALTY: QT_TRANSLATE_NOOP("CombatantModel", "Penalty dice of the next attack this turn (A16)"),
}

SIDES: dict[Side, str] = {
    Side.PC: QT_TRANSLATE_NOOP("CombatantModel", "PC"),
    Side.ALLY: QT_TRANSLATE_NOOP("CombatantModel", "Ally"),
    Side.ENEMY: QT_TRANSLATE_NOOP("CombatantModel", "Enemy"),
    Side.NEUTRAL: QT_TRANSLATE_NOOP("CombatantModel", "Neutral"),
}

LOADS: dict[LoadState, str] = {
    LoadState.LIGHT: QT_TRANSLATE_NOOP("CombatantModel", "light"),
    LoadState.MEDIUM: QT_TRANSLATE_NOOP("CombatantModel", "medium"),
    LoadState.HEAVY: QT_TRANSLATE_NOOP("CombatantModel", "heavy"),
    LoadState.OVERLOADED: QT_TRANSLATE_NOOP("CombatantModel", "overloaded"),
}

#: Row tints by side (light; mixed with the palette's base colour in dark themes).
SIDE_COLOURS: dict[Side, QColor] = {
    Side.PC: QColor(70, 130, 220),
    Side.ALLY: QColor(60, 170, 110),
    Side.ENEMY: QColor(210, 70, 60),
    Side.NEUTRAL: QColor(150, 150, 150),
}

_NUMERIC = {Column.INITIATIVE, Column.BASE, Column.PHYSIQUE, Column.REFLEX, Column.MIND, Column.PENALTY}


def side_text(side: Side) -> str:
    return _tr(SIDES[side])


def state_text(state: DamageState) -> str:
    """A damage state's word: the one table the roll log and refusals use too."""
    return Words(qt_translate).code_text(state.value)


def load_text(c: Combatant) -> str:
    """``heavy 31 / 15 kg``."""
    state = derived.load(c)
    weight = f"{c.carried_weight:g}"
    return fill(QCoreApplication.translate("CombatantModel", "%1 %2 / %3 kg"), _tr(LOADS[state]), weight,
                derived.capacity(c))


def badges(c: Combatant) -> list[str]:
    """Compact badges: damage states, dying, temp HP, conditions with remaining rounds."""
    out = [state_text(entry.state) for entry in c.states]
    track = derived.wound_track(c)
    if track.dying:
        out.insert(0, QCoreApplication.translate("CombatantModel", "dying"))
    if c.temp_hp:
        out.append(fill(QCoreApplication.translate("CombatantModel", "temp HP %1"), c.temp_hp))
    for condition in c.conditions:
        if condition.remaining is not None:
            out.append(fill(QCoreApplication.translate("CombatantModel", "%1 (%2)"), condition.name, condition.remaining))
        else:
            out.append(condition.name)
    return out


def badges_tooltip(c: Combatant) -> str:
    lines = [state_text(entry.state) for entry in c.states]
    for condition in c.conditions:
        line = condition.name
        if condition.remaining is not None:
            remaining = condition.remaining  # lupdate skips a call whose n is an attribute
            line += " — " + QCoreApplication.translate("CombatantModel", "%n round(s) left", "", remaining)
        if condition.note:
            line += " — " + condition.note
        lines.append(line)
    return "\n".join(lines)


class CombatantModel(QAbstractTableModel):
    """The encounter's combatants, one row each, in turn order."""

    def __init__(self, encounter: Encounter, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.encounter = encounter
        self._current = encounter.turn.current
        self._moving: list[tuple[int, int, str]] = []
        encounter.subscribe_rows(self._on_rows)
        encounter.subscribe(self.apply_changes)

    # -- shape -----------------------------------------------------------------------
    def rowCount(self, parent: _AnyIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.encounter.combatants)

    def columnCount(self, parent: _AnyIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation is not Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        column = Column(section)
        if role == Qt.ItemDataRole.DisplayRole:
            return _tr(HEADERS[column])
        if role == Qt.ItemDataRole.ToolTipRole and column in HEADER_TIPS:
            return _tr(HEADER_TIPS[column])
        return None

    def combatant_at(self, row: int) -> Combatant:
        return self.encounter.combatants[row]

    # -- data ------------------------------------------------------------------------
    def data(self, index: _AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.encounter.combatants):
            return None
        c = self.encounter.combatants[index.row()]
        column = Column(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(c, column)
        if role == SORT_ROLE:
            return self._sort(c, column)
        if role == COMBATANT_ID_ROLE:
            return c.id
        if role == Qt.ItemDataRole.ToolTipRole:
            text = self._tooltip(c, column)
            return tooltip(text) if text else None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in _NUMERIC:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._background(c)
        if role == Qt.ItemDataRole.ForegroundRole and derived.is_defeated(c):
            return QBrush(QApplication.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        if role == Qt.ItemDataRole.FontRole:
            return self._font(c)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._display(c, column) or None
        return None

    def _display(self, c: Combatant, column: Column) -> str:
        if column is Column.TURN:
            return "▶" if c.id == self.encounter.turn.current and self.encounter.turn.started else ""
        if column is Column.INITIATIVE:
            return "" if c.initiative is None else str(c.initiative)
        if column is Column.NAME:
            name = c.name
            if c.hidden:
                name = fill(QCoreApplication.translate("CombatantModel", "%1 (hidden)"), name)
            if not c.in_combat:
                name = fill(QCoreApplication.translate("CombatantModel", "%1 (out of combat)"), name)
            return name
        if column is Column.SIDE:
            return side_text(c.side)
        if column in (Column.BASE, Column.PHYSIQUE, Column.REFLEX, Column.MIND):
            return str(derived.defenses(c)[column.name.lower()])
        if column is Column.LOAD:
            return load_text(c)
        if column is Column.WOUNDS:
            return f"{c.wounds} / {c.bruises}"
        if column is Column.STATES:
            return " · ".join(badges(c))
        if column is Column.PENALTY:
            dice = derived.next_attack_penalty_dice(c)
            return "" if not dice else QCoreApplication.translate("CombatantModel", "%n penalty die(s)", "", dice)
        return c.notes.replace("\n", " ")

    def _sort(self, c: Combatant, column: Column) -> Any:
        if column is Column.INITIATIVE:
            return float("-inf") if c.initiative is None else float(c.initiative)
        if column is Column.NAME:
            return c.name.casefold()
        if column is Column.SIDE:
            return list(Side).index(c.side)
        if column in (Column.BASE, Column.PHYSIQUE, Column.REFLEX, Column.MIND):
            return derived.defenses(c)[column.name.lower()]
        if column is Column.LOAD:
            return list(LoadState).index(derived.load(c))
        if column is Column.WOUNDS:
            return (c.wounds, c.bruises)
        if column is Column.PENALTY:
            return c.hit_penalties
        if column is Column.TURN:
            return self.encounter.row_of(c.id)
        return self._display(c, column).casefold()

    def _tooltip(self, c: Combatant, column: Column) -> str | None:
        """The tooltip as plain text (escaped by :meth:`data`)."""
        if column is Column.NAME:
            return None if is_short(c.name) else c.name
        if column is Column.STATES:
            return badges_tooltip(c) or None
        if column is Column.NOTES:
            return c.notes or None
        if column is Column.LOAD:
            return fill(QCoreApplication.translate("CombatantModel", "speed %1"), f"{derived.speed(c):g}")
        if column is Column.WOUNDS:
            return fill(QCoreApplication.translate("CombatantModel", "damage DC now: %1 (lethal), %2 (nonlethal)"),
                        derived.damage_dc(c), derived.damage_dc(c, lethal=False))
        return None

    def _background(self, c: Combatant) -> QBrush:
        base = QApplication.palette().color(QPalette.ColorRole.Base)
        tint = SIDE_COLOURS[c.side]
        weight = 0.22 if c.id == self.encounter.turn.current and self.encounter.turn.started else 0.10
        mixed = QColor(
            round(base.red() * (1 - weight) + tint.red() * weight),
            round(base.green() * (1 - weight) + tint.green() * weight),
            round(base.blue() * (1 - weight) + tint.blue() * weight),
        )
        return QBrush(mixed)

    def _font(self, c: Combatant) -> QFont | None:
        current = c.id == self.encounter.turn.current and self.encounter.turn.started
        if not (current or c.hidden or derived.is_dead(c)):
            return None
        font = QFont()
        font.setBold(current)
        font.setItalic(c.hidden)
        font.setStrikeOut(derived.is_dead(c))
        return font

    # -- change sets -----------------------------------------------------------------
    def _on_rows(self, phase: str, kind: str, row: int) -> None:
        """Bracket each structural change of the encounter with Qt's begin/end signals."""
        root = QModelIndex()
        if kind == "insert":
            if phase == "before":
                self.beginInsertRows(root, row, row)
            else:
                self.endInsertRows()
        elif kind == "remove":
            if phase == "before":
                self.beginRemoveRows(root, row, row)
            else:
                self.endRemoveRows()
        elif kind == "reorder":
            if phase == "before":
                self.layoutAboutToBeChanged.emit()
                self._moving = [(i.row(), i.column(), self.encounter.combatants[i.row()].id)
                                for i in self.persistentIndexList()]
            else:
                old = [self.index(r, c) for r, c, _cid in self._moving]
                new = [self.index(self.encounter.row_of(cid), c) for _r, c, cid in self._moving]
                self.changePersistentIndexList(old, new)
                self._moving = []
                self.layoutChanged.emit()
        elif phase == "before":
            self.beginResetModel()
        else:
            self._current = self.encounter.turn.current
            self.endResetModel()

    def apply_changes(self, changes: ChangeSet) -> None:
        """After a change: ``dataChanged`` for the rows whose fields or turn marker changed."""
        if changes.reset:
            return
        last = len(Column) - 1
        for cid in changes.fields:
            if self.encounter.has(cid):
                row = self.encounter.row_of(cid)
                self.dataChanged.emit(self.index(row, 0), self.index(row, last))
        if changes.turn:
            for turn_id in {self._current, self.encounter.turn.current}:
                if turn_id is not None and self.encounter.has(turn_id):
                    row = self.encounter.row_of(turn_id)
                    self.dataChanged.emit(self.index(row, 0), self.index(row, last))
            self._current = self.encounter.turn.current

    def detach(self) -> None:
        """Stop listening to the encounter (the model is being thrown away)."""
        self.encounter.unsubscribe(self.apply_changes)
        self.encounter.unsubscribe_rows(self._on_rows)
