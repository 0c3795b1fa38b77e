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

from enum import Enum, IntEnum
from collections.abc import Callable
from typing import Any

import msgspec
from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from gmtracker.encounter import ChangeSet, Combatant, Encounter, Side, derived
from gmtracker.encounter.model import Holding, Refill, Resource
from gmtracker.encounter.command import Command
from gmtracker.encounter.log_render.translating import Words
from gmtracker.rules.character import LoadState
from gmtracker.rules.wound_codes import DamageState
from gmtracker.ui.words.user_text import has_cjk
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP, fill, join_parts, qt_translate
from gmtracker.ui.words.user_text import is_short, tooltip

_CONTEXT = "CombatantModel"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


SORT_ROLE = Qt.ItemDataRole.UserRole + 1  # raw comparable values
COMBATANT_ID_ROLE = Qt.ItemDataRole.UserRole + 2  # the combatant's id
BADGES_ROLE = Qt.ItemDataRole.UserRole + 3  # the States cell as a list of Badge

_AnyIndex = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    """The table's columns, in display order."""

    TURN = 0
    INITIATIVE = 1
    NAME = 2
    WOUNDS = 3
    BRUISES = 4
    STATES = 5
    PENALTY = 6
    DEFENSES = 7
    LOAD = 8
    SIDE = 9
    BASE = 10
    PHYSIQUE = 11
    REFLEX = 12
    MIND = 13
    NOTES = 14


# Shown only when the GM picks them (View ▸ Columns): the compact Defenses column has them all.
HIDDEN_BY_DEFAULT = (Column.BASE, Column.PHYSIQUE, Column.REFLEX, Column.MIND)
# Edited in the table itself (double-click or F2), each edit one undoable step: the field
# each column edits.
EDITED_FIELDS: dict[Column, str] = {Column.INITIATIVE: "initiative", Column.WOUNDS: "wounds",
                                    Column.BRUISES: "bruises", Column.PENALTY: "hit_penalties"}
EDITABLE = frozenset(EDITED_FIELDS)


HEADERS: dict[Column, str] = {
    Column.TURN: QT_TRANSLATE_NOOP("CombatantModel", "Turn"),
    Column.INITIATIVE: QT_TRANSLATE_NOOP("CombatantModel", "Init."),
    Column.NAME: QT_TRANSLATE_NOOP("CombatantModel", "Name"),
    Column.SIDE: QT_TRANSLATE_NOOP("CombatantModel", "Side"),
    Column.DEFENSES: QT_TRANSLATE_NOOP("CombatantModel", "Defenses"),
    Column.BASE: QT_TRANSLATE_NOOP("CombatantModel", "Base"),
    Column.PHYSIQUE: QT_TRANSLATE_NOOP("CombatantModel", "Phys."),
    Column.REFLEX: QT_TRANSLATE_NOOP("CombatantModel", "Refl."),
    Column.MIND: QT_TRANSLATE_NOOP("CombatantModel", "Mind"),
    Column.LOAD: QT_TRANSLATE_NOOP("CombatantModel", "Load"),
    Column.WOUNDS: QT_TRANSLATE_NOOP("CombatantModel", "Wounds"),
    Column.BRUISES: QT_TRANSLATE_NOOP("CombatantModel", "Bruises"),
    Column.STATES: QT_TRANSLATE_NOOP("CombatantModel", "States"),
    Column.PENALTY: QT_TRANSLATE_NOOP("CombatantModel", "Hit penalty"),
    Column.NOTES: QT_TRANSLATE_NOOP("CombatantModel", "Notes"),
}

HEADER_TIPS: dict[Column, str] = {
    Column.INITIATIVE: QT_TRANSLATE_NOOP("CombatantModel", "Initiative (D1); double-click to change it"),
    Column.DEFENSES: QT_TRANSLATE_NOOP("CombatantModel", "Base · physique · reflex · mind defense (A17)"),
    Column.BASE: QT_TRANSLATE_NOOP("CombatantModel", "Base defense (armour, A17)"),
    Column.PHYSIQUE: QT_TRANSLATE_NOOP("CombatantModel", "Physique defense: 8 + proficiency + strength + size (A17)"),
    Column.REFLEX: QT_TRANSLATE_NOOP("CombatantModel", "Reflex defense: 8 + proficiency + strength + agility (A17)"),
    Column.MIND: QT_TRANSLATE_NOOP("CombatantModel", "Mind defense: 8 + proficiency + spirit + intellect (A17)"),
    Column.LOAD: QT_TRANSLATE_NOOP("CombatantModel", "Load state and carried / capacity in kg (A11)"),
    Column.WOUNDS: QT_TRANSLATE_NOOP("CombatantModel", "Wound count (B4); double-click to change it"),
    Column.BRUISES: QT_TRANSLATE_NOOP("CombatantModel", "Bruise count (B4); double-click to change it"),
    Column.STATES: QT_TRANSLATE_NOOP("CombatantModel", "Damage states (B5), conditions with the rounds left, and "
                                                       "resources with the uses left (double-click: use one)"),
    Column.PENALTY: QT_TRANSLATE_NOOP(
        "CombatantModel", "Penalty dice of the next attack this turn (A16); double-click to change the hit penalties taken"),
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

def load_word(state: LoadState) -> str:
    """A load state (A11) in the GM's language: the table's Load column and the editor's derived
    values say it with the same words."""
    return _tr(LOADS[state])


# Row tints by side (light; mixed with the palette's base colour in dark themes).
SIDE_COLOURS: dict[Side, QColor] = {
    Side.PC: QColor(70, 130, 220),
    Side.ALLY: QColor(60, 170, 110),
    Side.ENEMY: QColor(210, 70, 60),
    Side.NEUTRAL: QColor(150, 150, 150),
}

_NUMERIC = {Column.INITIATIVE, Column.BASE, Column.PHYSIQUE, Column.REFLEX, Column.MIND, Column.PENALTY}
_COLUMNS = tuple(Column)  # by index: no enum lookup per cell
_COLUMN_COUNT = len(_COLUMNS)  # columnCount is asked twice for every index a paint makes
# The roles data() answers, as plain ints (compared for every role of every cell).
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_EDIT = int(Qt.ItemDataRole.EditRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)
# Roles Qt's delegate asks of every cell and the table never fills.
_UNUSED_ROLES = frozenset(int(role) for role in (
    Qt.ItemDataRole.DecorationRole, Qt.ItemDataRole.CheckStateRole, Qt.ItemDataRole.SizeHintRole,
    Qt.ItemDataRole.StatusTipRole, Qt.ItemDataRole.WhatsThisRole))
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
# A cell's flags (what QAbstractTableModel gives a valid index), and an editable one's.
_CELL_FLAGS = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
_EDITABLE_FLAGS = _CELL_FLAGS | Qt.ItemFlag.ItemIsEditable


def side_text(side: Side) -> str:
    return _tr(SIDES[side])


def state_text(state: DamageState) -> str:
    """A damage state's word: the one table the roll log and refusals use too."""
    return Words(qt_translate).code_text(state.value)


def load_text(c: Combatant) -> str:
    """``heavy 31 / 15 kg``."""
    state = derived.load(c)
    weight = f"{c.carried_weight:g}"
    return fill(QCoreApplication.translate("CombatantModel", "%1 %2 / %3 kg"), load_word(state), weight,
                derived.capacity(c))


def compact_load_text(c: Combatant) -> str:
    """``heavy 31/15``: the table's cell (A11); :func:`load_text` is its tooltip."""
    weight = f"{c.carried_weight:g}"
    return fill(QCoreApplication.translate("CombatantModel", "%1 %2/%3"), load_word(derived.load(c)), weight,
                derived.capacity(c))


def defenses_text(c: Combatant) -> str:
    """``13 · 10 · 12 · 9``: base, physique, reflex and mind defense (A17)."""
    values = derived.defenses(c)
    return join_parts(str(values[key]) for key in ("base", "physique", "reflex", "mind"))


def defenses_tooltip(c: Combatant) -> str:
    values = derived.defenses(c)
    return fill(QCoreApplication.translate("CombatantModel", "base %1 · physique %2 · reflex %3 · mind %4"),
                values["base"], values["physique"], values["reflex"], values["mind"])


class BadgeKind(Enum):
    """What a badge in the States cell stands for; the table colours each kind its own way."""

    DYING = "dying"
    DEAD = "dead"
    UNCONSCIOUS = "unconscious"
    DISABLED = "disabled"  # disabled or dazed: the B5 turn limits
    WOUNDED = "wounded"  # seriously wounded or seriously bruised
    TEMP_HP = "temp_hp"
    CONDITION = "condition"
    RESOURCE = "resource"  # uses left of a maximum (issue 29 item 4)


class Badge(msgspec.Struct, frozen=True):
    """One small badge: its short text (plain text), its full words for the tooltip, its kind."""

    text: str
    tip: str
    kind: BadgeKind


# The short word on a damage state's badge (B5); the full word is in its tooltip.
SHORT_STATES: dict[DamageState, str] = {
    #: A badge in the table's narrow States column: seriously wounded (B5), abbreviated; keep it as short. The full word is in the tooltip.
    DamageState.SERIOUSLY_WOUNDED: QT_TRANSLATE_NOOP("StateBadge", "ser. wnd"),
    #: A badge in the States column: the damage state disabled (B5); keep it short.
    DamageState.DISABLED: QT_TRANSLATE_NOOP("StateBadge", "disabled"),
    #: A badge in the States column: unconscious (B5), abbreviated; keep it as short.
    DamageState.UNCONSCIOUS: QT_TRANSLATE_NOOP("StateBadge", "uncon."),
    #: A badge in the States column: the combatant is dead (B5), an adjective; keep it short.
    DamageState.DEAD: QT_TRANSLATE_NOOP("StateBadge", "dead"),
    #: A badge in the States column: seriously bruised (B5), abbreviated; keep it as short.
    DamageState.SERIOUSLY_BRUISED: QT_TRANSLATE_NOOP("StateBadge", "ser. brs"),
    #: A badge in the States column: the damage state dazed (B5); keep it short.
    DamageState.DAZED: QT_TRANSLATE_NOOP("StateBadge", "dazed"),
}
_STATE_KINDS: dict[DamageState, BadgeKind] = {
    DamageState.SERIOUSLY_WOUNDED: BadgeKind.WOUNDED,
    DamageState.DISABLED: BadgeKind.DISABLED,
    DamageState.UNCONSCIOUS: BadgeKind.UNCONSCIOUS,
    DamageState.DEAD: BadgeKind.DEAD,
    DamageState.SERIOUSLY_BRUISED: BadgeKind.WOUNDED,
    DamageState.DAZED: BadgeKind.DISABLED,
}
# A condition's name on its badge is cut to this many characters (the tooltip has it whole).
BADGE_NAME_CHARS = 10


# The damage states by severity, the worst first (B5): a cell too narrow for every badge
# elides the mildest, never "dead" or "unconscious" (issue 26 item 6). Dying comes between
# dead and unconscious (see badge_items).
SEVERITY: tuple[DamageState, ...] = (
    DamageState.DEAD, DamageState.UNCONSCIOUS, DamageState.DISABLED, DamageState.SERIOUSLY_WOUNDED,
    DamageState.DAZED, DamageState.SERIOUSLY_BRUISED,
)


def badge_items(c: Combatant) -> list[Badge]:
    """The States cell as badges, the worst first: dead, dying, unconscious, disabled,
    seriously wounded, dazed, seriously bruised (B5, :data:`SEVERITY`), then temporary hit
    points and each condition with the rounds it has left."""
    out: list[Badge] = []
    states = {entry.state for entry in c.states}
    order = list(SEVERITY) + [state for state in DamageState if state not in SEVERITY]
    ranked = sorted(states, key=order.index)
    dying = derived.wound_track(c).dying
    for state in ranked:
        if dying and state is not DamageState.DEAD:
            out.append(_dying_badge())
            dying = False
        out.append(Badge(QCoreApplication.translate("StateBadge", SHORT_STATES[state]), state_text(state),
                         _STATE_KINDS[state]))
    if dying:
        out.append(_dying_badge())
    if c.temp_hp:
        #: A badge in the States column: %1 temporary hit points (B3), abbreviated; keep it as short.
        out.append(Badge(fill(QCoreApplication.translate("StateBadge", "+%1 temp"), c.temp_hp),
                         fill(QCoreApplication.translate("CombatantModel", "temp HP %1"), c.temp_hp), BadgeKind.TEMP_HP))
    for condition in c.conditions:
        name = condition.name if len(condition.name) <= BADGE_NAME_CHARS else condition.name[:BADGE_NAME_CHARS - 1] + "…"
        tip = condition.name
        if condition.remaining is not None:
            remaining = condition.remaining  # lupdate skips a call whose n is an attribute
            name = fill(QCoreApplication.translate("CombatantModel", "%1 (%2)"), name, remaining)
            tip += " — " + CombatantModel.tr("%n round(s) left", "", remaining)  # type: ignore[arg-type]  # a class's tr (its name is the context): PySide6 takes it, its stub does not
        out.append(Badge(name, tip, BadgeKind.CONDITION))
    for resource in c.resources:
        out.append(Badge(resource_badge_text(resource), resource_tip(resource), BadgeKind.RESOURCE))
    return out


# When a resource refills, for its tooltip (issue 29 item 4).
REFILL_WORDS: dict[Refill, str] = {
    Refill.MINUTE: QT_TRANSLATE_NOOP("CombatantModel", "refills after a minute's rest"),
    Refill.HOUR: QT_TRANSLATE_NOOP("CombatantModel", "refills after an hour's rest"),
    Refill.HAND: QT_TRANSLATE_NOOP("CombatantModel", "refilled by hand only"),
}


def resource_badge_text(resource: Resource) -> str:
    """A resource's badge: its name (cut as a condition's) and its uses left of its maximum."""
    name = resource.name if len(resource.name) <= BADGE_NAME_CHARS else resource.name[:BADGE_NAME_CHARS - 1] + "…"
    #: A badge in the States column: a resource's name %1 and its uses left %2 of its maximum %3; keep it short.
    return fill(QCoreApplication.translate("StateBadge", "%1 %2/%3"), name, resource.left, resource.maximum)


def resource_tip(resource: Resource) -> str:
    """A resource's full words: its name, uses left of its maximum, when it refills."""
    return fill(QCoreApplication.translate("CombatantModel", "%1: %2 of %3 left (%4)"), resource.name, resource.left,
                resource.maximum, QCoreApplication.translate("CombatantModel", REFILL_WORDS[resource.refill]))


def badges_tooltip(c: Combatant) -> str:
    """The States cell's tooltip: each badge's full words, one a line (a condition with its
    rounds left and its note)."""
    items = badge_items(c)
    notes = [condition.note for condition in c.conditions]
    conditions = [b for b in items if b.kind is BadgeKind.CONDITION]
    lines = [b.tip for b in items if b.kind not in (BadgeKind.CONDITION, BadgeKind.RESOURCE)]
    for badge, note in zip(conditions, notes):
        lines.append(badge.tip + (" — " + note if note else ""))
    lines.extend(b.tip for b in items if b.kind is BadgeKind.RESOURCE)
    return "\n".join(lines)


def _dying_badge() -> Badge:
    dying = QCoreApplication.translate("CombatantModel", "dying")
    #: A badge in the States column: the combatant is dying (B5); keep it short.
    return Badge(QCoreApplication.translate("StateBadge", "dying"), dying, BadgeKind.DYING)


def penalty_text(c: Combatant) -> str:
    """The Hit penalty cell: the number of penalty dice of the next attack (A16), "" for
    none; short, so the column fits at 1366 px in every language and size (issue 26 item 6).
    The words are in its tooltip (:func:`penalty_tooltip`)."""
    dice = derived.next_attack_penalty_dice(c)
    return str(dice) if dice else ""


def penalty_tooltip(c: Combatant) -> str:
    """The penalty dice of the next attack in words, and the hit penalties taken this turn."""
    dice = derived.next_attack_penalty_dice(c)
    taken = c.hit_penalties
    lines = [CombatantModel.tr("%n penalty die(s)", "", dice)] if dice else []  # type: ignore[arg-type]  # a class's tr (its name is the context): PySide6 takes it, its stub does not
    lines.append(CombatantModel.tr("%n hit penalty(s) taken this turn", "", taken))  # type: ignore[arg-type]  # as above
    return "\n".join(lines)


class _RowLook(msgspec.Struct, frozen=True):
    """How a row is drawn, for the version of the combatant and the turn it was made for."""

    combatant: Combatant
    current: bool
    background: QBrush
    font: QFont | None
    foreground: QBrush | None


class CombatantModel(QAbstractTableModel):
    """The encounter's combatants, one row each, in turn order."""

    def __init__(self, encounter: Encounter, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.encounter = encounter
        self._current = encounter.turn.current
        self._acting: tuple[str, ...] = ()
        self._acting = self._acting_ids()
        self._moving: list[tuple[int, int, str]] = []
        self._looks: dict[str, _RowLook] = {}
        # Runs an edit made in the table as an undoable step; True if it was applied.
        self.runner: Callable[[Command], bool] | None = None
        encounter.subscribe_rows(self._on_rows)
        encounter.subscribe(self.apply_changes)

    # -- shape -----------------------------------------------------------------------
    def rowCount(self, parent: _AnyIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.encounter.combatants)

    def columnCount(self, parent: _AnyIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else _COLUMN_COUNT

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
        # Called for every role of every cell at each paint: roles as plain ints, the column
        # from a tuple, and the roles the table never fills answered first (issue 16).
        if role in _UNUSED_ROLES or not index.isValid():
            return None
        row = index.row()
        combatants = self.encounter.combatants
        if not 0 <= row < len(combatants):
            return None
        c = combatants[row]
        column = _COLUMNS[index.column()]
        if role == _DISPLAY:
            return self._display(c, column)
        if role == _BACKGROUND:
            return self._look(c).background
        if role == _FONT:
            return self._look(c).font
        if role == _ALIGNMENT:
            return _RIGHT if column in _NUMERIC else None
        if role == _FOREGROUND:
            return self._look(c).foreground
        if role == SORT_ROLE:
            return self._sort(c, column)
        if role == COMBATANT_ID_ROLE:
            return c.id
        if role == BADGES_ROLE:
            return badge_items(c) if column is Column.STATES else None
        if role == _EDIT:
            return self._edit_value(c, column)
        if role == _TOOLTIP:
            text = self._tooltip(c, column)
            return tooltip(text) if text else None
        if role == _ACCESSIBLE:
            return self._display(c, column) or None
        return None

    def _display(self, c: Combatant, column: Column) -> str:
        if column is Column.TURN:
            return "▶" if self._is_current(c) else ""
        if column is Column.INITIATIVE:
            return "" if c.initiative is None else str(c.initiative)
        if column is Column.NAME:
            name = c.name
            if c.hidden:
                name = fill(QCoreApplication.translate("CombatantModel", "%1 (hidden)"), name)
            if not c.in_combat:
                name = fill(QCoreApplication.translate("CombatantModel", "%1 (out of combat)"), name)
            if c.holding is Holding.DELAY:
                #: A combatant that delays (issue 29): out of the turn order until Act now.
                name = fill(QCoreApplication.translate("CombatantModel", "%1 (delaying)"), name)
            elif c.holding is Holding.READY:
                #: A combatant holding a readied action (issue 29) for Act now.
                name = fill(QCoreApplication.translate("CombatantModel", "%1 (ready)"), name)
            return name
        if column is Column.SIDE:
            return side_text(c.side)
        if column in (Column.BASE, Column.PHYSIQUE, Column.REFLEX, Column.MIND):
            return str(derived.defenses(c)[column.name.lower()])
        if column is Column.DEFENSES:
            return defenses_text(c)
        if column is Column.LOAD:
            return compact_load_text(c)
        if column is Column.WOUNDS:
            return str(c.wounds)
        if column is Column.BRUISES:
            return str(c.bruises)
        if column is Column.STATES:
            return join_parts(badge.tip for badge in badge_items(c))  # the badges' full words
        if column is Column.PENALTY:
            return penalty_text(c)
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
        if column is Column.BRUISES:
            return (c.bruises, c.wounds)
        if column is Column.DEFENSES:
            return derived.defenses(c)["base"]
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
            return load_text(c) + "\n" + fill(QCoreApplication.translate("CombatantModel", "speed %1"),
                                              f"{derived.speed(c):g}")
        if column is Column.DEFENSES:
            return defenses_tooltip(c)
        if column is Column.PENALTY:
            return penalty_tooltip(c)
        if column in (Column.WOUNDS, Column.BRUISES):
            return fill(QCoreApplication.translate("CombatantModel", "damage DC now: %1 (lethal), %2 (nonlethal)"),
                        derived.damage_dc(c), derived.damage_dc(c, lethal=False))
        return None

    # -- inline editing --------------------------------------------------------------
    def flags(self, index: _AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _EDITABLE_FLAGS if index.column() in EDITABLE else _CELL_FLAGS

    def _edit_value(self, c: Combatant, column: Column) -> int | None:
        field = EDITED_FIELDS.get(column)
        value: int | None = getattr(c, field) if field is not None else None
        return value

    def setData(self, index: _AnyIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        """An edit in the table becomes one undoable command, run through :attr:`runner`
        (the window's, which explains a refusal): ``SetInitiative`` for the initiative (the
        order follows it in combat, D1), ``EditCombatant`` for the counts (B4, A16)."""
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or index.column() not in EDITABLE:
            return False
        if self.runner is None or not 0 <= index.row() < len(self.encounter.combatants):
            return False
        from gmtracker.encounter.roster import EditCombatant, SetInitiative  # the first edit (start-up)

        c = self.encounter.combatants[index.row()]
        column = Column(index.column())
        if value == self._edit_value(c, column):
            return False
        if column is Column.INITIATIVE:
            if value is not None and not isinstance(value, int):
                return False
            return self.runner(SetInitiative({c.id: value}))
        if not isinstance(value, int):
            return False
        return self.runner(EditCombatant(c.id, {EDITED_FIELDS[column]: value}))

    def forget_looks(self) -> None:
        """Make each row's look again when next asked: the palette changed (the table tells)."""
        self._looks.clear()

    def _look(self, c: Combatant) -> _RowLook:
        """The row's background, font and text colour: the same for every cell of the row, so
        made once per version of the combatant (an edit makes a new one) and of whose turn it
        is, not once a cell at every paint (issue 16)."""
        current = self._is_current(c)
        look = self._looks.get(c.id)
        if look is None or look.combatant is not c or look.current != current:
            foreground = QBrush(QApplication.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)) \
                if derived.is_defeated(c) else None
            look = _RowLook(c, current, self._background(c), self._font(c), foreground)
            self._looks[c.id] = look
        return look

    def _background(self, c: Combatant) -> QBrush:
        base = QApplication.palette().color(QPalette.ColorRole.Base)
        tint = SIDE_COLOURS[c.side]
        weight = 0.22 if self._is_current(c) else 0.10
        mixed = QColor(
            round(base.red() * (1 - weight) + tint.red() * weight),
            round(base.green() * (1 - weight) + tint.green() * weight),
            round(base.blue() * (1 - weight) + tint.blue() * weight),
        )
        return QBrush(mixed)

    def _is_current(self, c: Combatant) -> bool:
        """Whose turn it is, and the members of its initiative group acting with it (issue 29)."""
        return self.encounter.turn.started and (c.id == self.encounter.turn.current or c.id in self._acting)

    def _acting_ids(self) -> tuple[str, ...]:
        turn = self.encounter.turn
        if not turn.started or turn.current is None or not self.encounter.has(turn.current):
            return ()
        return tuple(derived.acting_run(self.encounter.ids(), self.encounter.combatant, turn.current))

    def _font(self, c: Combatant) -> QFont | None:
        """Bold: whose turn it is; italic: hidden; struck through: dead only (an unconscious
        combatant is dimmed and has its badge, not struck: it may still be saved, B6).

        Italics only when the row's name, as shown with its hidden mark, is Latin text: CJK fonts
        have no italic and Qt slants the glyphs instead ("Goblin Lurker（隐藏）", issue 26 item 15),
        as the roll log does; such a row is upright and its hidden mark's word（隐藏）says it."""
        current = self._is_current(c)
        if not (current or c.hidden or derived.is_dead(c)):
            return None
        font = QFont()
        font.setBold(current)
        font.setItalic(c.hidden and not has_cjk(self._display(c, Column.NAME)))
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
            self._acting = self._acting_ids()
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
        if changes.turn or (changes.fields and self._acting_ids() != self._acting):
            # whose turn it is, and its initiative group acting with it (issue 29; a group made
            # or undone mid-turn changes the marked rows too)
            acting = set(self._acting) | ({self._current} if self._current else set())
            self._current = self.encounter.turn.current
            self._acting = self._acting_ids()
            for turn_id in acting | set(self._acting):
                if self.encounter.has(turn_id):
                    row = self.encounter.row_of(turn_id)
                    self.dataChanged.emit(self.index(row, 0), self.index(row, last))

    def detach(self) -> None:
        """Stop listening to the encounter (the model is being thrown away)."""
        self.encounter.unsubscribe(self.apply_changes)
        self.encounter.unsubscribe_rows(self._on_rows)


class CombatantSortProxy(QSortFilterProxyModel):
    """The table's sorting proxy. Sorted by the Turn column, oldest turn first, it keeps the
    model's own order (which is the turn order) without sorting: the default order costs
    nothing, however many combatants (two sorts of 1,000 rows through Python calls took
    0.4 s when a file opened)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if column == Column.TURN and order == Qt.SortOrder.AscendingOrder:
            column = -1  # the model's order: the turn order
        super().sort(column, order)

