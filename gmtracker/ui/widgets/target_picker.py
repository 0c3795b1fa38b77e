"""One target picker for every dialog that aims at combatants (issue 26 item 2).

A mis-click in a list of every combatant in initiative order made Goblin 1 critically hit
its ally Wolf 1: the same spot was a different creature for each attacker, allies and the
dead sat among the foes, and nothing was pre-picked. :class:`TargetPicker` is the one list
the attack, damage, heal, 1D100 versus and conditions dialogs use instead:

* **grouped by side** (:func:`target_order`): the actor's opponents first, then bystanders,
  then the actor's own side; for help (heal) the other way round. The defeated (dead, or
  unconscious and not dying: ``derived.is_defeated``, B5) come last, greyed but pickable;
* each line shows its number (1–9), the name (plain text), the side's colour (the table's
  ``SIDE_COLOURS``) and word, and the table's state badges (the same words);
* **a one-key choice**: with the list focused, 1–9 press the n-th line (toggle it in a
  multiple pick, pick it in a single one); Space presses the current line, a click the
  clicked one;
* **a second press for the unlikely target**: pressing an ally of the actor (for help: an
  opponent) only shows an inline warning ("Goblin 1 is on Wolf 1's side") and picks it on
  the second press of the same target — no modal box;
* **pre-picked** by the dialog with :meth:`TargetPicker.prepick`: what the GM selected in
  the table when it is a likely target, else the actor's last targets (:class:`TargetMemory`,
  one per main window, for the session).

Lines are ``QListWidgetItem`` (the combatant id in ``Qt.UserRole``, the check state is the
pick, the text the name); :attr:`TargetPicker.list` keeps the object name the dialog had for
its list. Code may set check states directly (no warning): only the GM's presses are asked
twice. Picking or unpicking emits :attr:`TargetPicker.changed`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeyEvent, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QListWidget, QListWidgetItem
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QVBoxLayout, QWidget

from gmtracker.encounter import AttackProfile, Combatant, Encounter, Side, derived
from gmtracker.ui.models.combatant_model import SIDE_COLOURS, badge_items, side_text
from gmtracker.ui.widgets.theme import error_colour
from gmtracker.ui.words.text_format import fill, join_parts
from gmtracker.ui.words.user_text import is_short, short, tooltip

# The list is this many lines tall whatever it holds: it scrolls, the dialog keeps its size.
VISIBLE_ROWS = 6
# Keys 1–9 press the first nine lines.
NUMBERED = 9
_NUMBER_ROLE = int(Qt.ItemDataRole.UserRole) + 1
_DETAILS_ROLE = int(Qt.ItemDataRole.UserRole) + 2
_DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, NUMBERED + 1)}


class Aim(Enum):
    """What the action does to its target: the likely targets and the unlikely ones."""

    HARM = "harm"  # attack, damage, 1D100 versus, conditions: opponents are likely, allies asked twice
    HELP = "help"  # heal: the actor's own side is likely, opponents asked twice


def _team(side: Side) -> str:
    """Player characters and their allies fight together; enemies; bystanders on their own."""
    return {Side.PC: "party", Side.ALLY: "party", Side.ENEMY: "foes"}.get(side, "neutral")


def is_unlikely(actor: Combatant | None, target: Combatant, aim: Aim) -> bool:
    """True when pressing ``target`` asks for a second press: for harm, one of the actor's
    own side (a bystander acting: another bystander); for help, an opponent (a bystander is
    neither). The actor itself and an action of nobody never ask."""
    if actor is None or actor.id == target.id:
        return False
    same = _team(actor.side) == _team(target.side)
    if aim is Aim.HARM:
        return same
    return not same and "neutral" not in (_team(actor.side), _team(target.side))


def _rank(actor: Combatant | None, target: Combatant, aim: Aim) -> int:
    """0 opponents, 1 bystanders, 2 the actor's own side, 3 the rest of its team (harm);
    help puts the actor's side first and its opponents last. Nobody acting: the sides in
    their usual order."""
    if actor is None:
        return list(Side).index(target.side)
    if target.side == actor.side:
        rank = 2
    elif _team(target.side) == _team(actor.side):
        rank = 3
    elif "neutral" in (_team(target.side), _team(actor.side)):
        rank = 1 if _team(actor.side) != "neutral" else 0
    else:
        rank = 0
    # Help: the actor's own side, the rest of its team, bystanders, then its opponents.
    return {2: 0, 3: 1, 1: 2, 0: 3}[rank] if aim is Aim.HELP else rank


def target_order(encounter: Encounter, actor: str | None, aim: Aim, *,
                 include_actor: bool = False) -> list[Combatant]:
    """The picker's lines: grouped by side as :func:`_rank` says (the table's order within a
    side), the defeated (B5) at the end, grouped the same way."""
    acting = encounter.combatant(actor) if actor is not None and encounter.has(actor) else None
    sides = list(Side)
    lines = [c for c in encounter.combatants if include_actor or acting is None or c.id != acting.id]
    position = {c.id: row for row, c in enumerate(encounter.combatants)}
    return sorted(lines, key=lambda c: (derived.is_defeated(c), _rank(acting, c, aim), sides.index(c.side),
                                        position[c.id]))


class TargetMemory(QObject):
    """What a main window remembers for the session (issue 26 items 2 and 5): each actor's
    last targets, and each combatant's last ad-hoc attack profile."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("targetMemory")
        self._targets: dict[tuple[str, str], tuple[str, ...]] = {}
        self._ad_hoc: dict[str, AttackProfile] = {}
        self._choice: dict[str, object] = {}

    @classmethod
    def of(cls, window: QObject | None) -> TargetMemory:
        """The window's memory, made on first use (a window without one: a fresh one each time)."""
        if window is None:
            return cls()
        found = window.findChild(cls, "targetMemory", Qt.FindChildOption.FindDirectChildrenOnly)
        return found if isinstance(found, cls) else cls(window)

    def last_targets(self, kind: str, actor: str | None) -> tuple[str, ...]:
        return self._targets.get((kind, actor or ""), ())

    def remember_targets(self, kind: str, actor: str | None, targets: Iterable[str]) -> None:
        self._targets[(kind, actor or "")] = tuple(targets)

    def ad_hoc(self, combatant: str) -> AttackProfile | None:
        """The ad-hoc attack ``combatant`` made last (None: none this session)."""
        return self._ad_hoc.get(combatant)

    def attack_choice(self, combatant: str) -> object:
        """What ``combatant`` attacked with last: its profile's index or the dialog's ad-hoc code."""
        return self._choice.get(combatant)

    def remember_attack(self, combatant: str, choice: object, ad_hoc: AttackProfile | None) -> None:
        """``combatant`` attacked with ``choice``; ``ad_hoc``: the values of an ad-hoc attack."""
        self._choice[combatant] = choice
        if ad_hoc is not None:
            self._ad_hoc[combatant] = ad_hoc


def _swatch(colour: QColor, size: int) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setPen(colour.darker(140))
    painter.setBrush(colour)
    painter.drawRoundedRect(0, 0, size - 1, size - 1, 2, 2)
    painter.end()
    return QIcon(pixmap)


class _LineDelegate(QStyledItemDelegate):
    """Draws a line as ``3  Goblin 1   Enemy · ser. wnd``: the number, the item's own text (the
    name, plain), then its side and badges; the item's text stays the name alone."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802 - Qt's name
        super().initStyleOption(option, index)
        number = index.data(_NUMBER_ROLE)
        details = index.data(_DETAILS_ROLE)
        text = option.text
        if details:
            text = fill(QCoreApplication.translate("TargetPicker", "%1   %2"), text, details)
        option.text = fill(QCoreApplication.translate("TargetPicker", "%1  %2"),
                           number if number else "\u2007", text)


class TargetList(QListWidget):
    """The lines; a click, Space or a number key is a press (:meth:`TargetPicker.press`)."""

    def __init__(self, picker: TargetPicker) -> None:
        super().__init__(picker)
        self._picker = picker

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        number = _DIGITS.get(Qt.Key(event.key()))
        if number is not None and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            if number <= self.count():
                self.setCurrentRow(number - 1)
                self._picker.press(self.item(number - 1).data(Qt.ItemDataRole.UserRole))
            event.accept()
            return
        if event.key() == Qt.Key.Key_Space and self.currentItem() is not None:
            self._picker.press(self.currentItem().data(Qt.ItemDataRole.UserRole))
            event.accept()
            return
        super().keyPressEvent(event)


@dataclass(frozen=True)
class _Line:
    combatant: Combatant
    unlikely: bool
    defeated: bool


class TargetPicker(QWidget):
    """The list and its warning line (see the module docstring). ``multiple``: check one or
    more; else exactly one is picked (a radio-like check)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, multiple: bool = True, aim: Aim = Aim.HARM,
                 list_name: str = "targetList", accessible: str = "") -> None:
        super().__init__(parent)
        self.setObjectName(list_name + "Picker")
        self.multiple = multiple
        self.aim = aim
        self._encounter: Encounter | None = None
        self._actor: Combatant | None = None
        self._lines: dict[str, _Line] = {}
        self._pending: str | None = None
        self._filling = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.list = TargetList(self)
        self.list.setObjectName(list_name)
        self.list.setAccessibleName(accessible)
        self.list.setItemDelegate(_LineDelegate(self.list))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setUniformItemSizes(True)
        layout.addWidget(self.list)
        self.setFocusProxy(self.list)  # a form label's mnemonic on the picker focuses its list
        self.warning = QLabel(self)
        self.warning.setObjectName(list_name + "Warning")
        self.warning.setTextFormat(Qt.TextFormat.PlainText)
        self.warning.setWordWrap(True)
        palette = self.warning.palette()
        palette.setColor(QPalette.ColorRole.WindowText, error_colour(self))
        self.warning.setPalette(palette)
        # Two lines kept for the warning whether shown or not: nothing below it moves.
        self.warning.setFixedHeight(self.fontMetrics().lineSpacing() * 2 + 2)
        layout.addWidget(self.warning)
        self.list.itemClicked.connect(lambda item: self.press(item.data(Qt.ItemDataRole.UserRole)))
        self.list.itemChanged.connect(self._item_changed)
        self._fix_height()

    def _fix_height(self) -> None:
        """As tall as :data:`VISIBLE_ROWS` lines, before and after it is filled."""
        measured = self.list.sizeHintForRow(0) if self.list.count() else -1
        row = measured if measured > 0 else self.fontMetrics().height() + 2
        self.list.setFixedHeight(row * VISIBLE_ROWS + 2 * self.list.frameWidth())
        chars = self.fontMetrics().averageCharWidth()
        widest = self.list.sizeHintForColumn(0) + 2 * self.list.frameWidth()
        widest += self.list.verticalScrollBar().sizeHint().width() + 4
        # Only ever wider (a new actor's lines may be shorter): the dialog keeps its size.
        self.list.setMinimumWidth(max(self.list.minimumWidth(), chars * 24, min(widest, chars * 48)))

    # -- filling ----------------------------------------------------------------------------
    def set_combatants(self, encounter: Encounter, actor: str | None, picked: Iterable[str] = (), *,
                       include_actor: bool = False) -> None:
        """The lines for ``actor`` (None: nobody acts; no warnings), with ``picked`` checked."""
        self._encounter = encounter
        self._actor = encounter.combatant(actor) if actor is not None and encounter.has(actor) else None
        self._pending = None
        wanted = set(picked)
        if not self.multiple:
            wanted = set(list(w for w in picked if w in {c.id for c in encounter.combatants})[:1])
        self._filling = True
        self.list.clear()
        self._lines = {}
        icon_size = max(8, self.fontMetrics().height() * 2 // 3)
        greyed = QApplication.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        for number, combatant in enumerate(target_order(encounter, actor, self.aim, include_actor=include_actor),
                                           start=1):
            line = _Line(combatant, is_unlikely(self._actor, combatant, self.aim), derived.is_defeated(combatant))
            self._lines[combatant.id] = line
            item = QListWidgetItem(self._name(combatant), self.list)
            item.setData(Qt.ItemDataRole.UserRole, combatant.id)
            item.setData(_NUMBER_ROLE, str(number) if number <= NUMBERED else "")
            details = [side_text(combatant.side), *(badge.text for badge in badge_items(combatant))]
            item.setData(_DETAILS_ROLE, join_parts(details))
            item.setIcon(_swatch(SIDE_COLOURS[combatant.side], icon_size))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)  # checked by a press only
            item.setCheckState(Qt.CheckState.Checked if combatant.id in wanted else Qt.CheckState.Unchecked)
            if line.defeated:
                item.setForeground(greyed)
            tip = [combatant.name] if not is_short(combatant.name) else []
            tip += [badge.tip for badge in badge_items(combatant)]
            item.setToolTip(tooltip("\n".join(tip)) if tip else "")
            item.setData(Qt.ItemDataRole.AccessibleTextRole,
                         fill(QCoreApplication.translate("TargetPicker", "%1, %2"), combatant.name, join_parts(details)))
        self._filling = False
        self._fix_height()
        self._show_first_picked()
        self._update_warning()
        self.changed.emit()

    def set_actor(self, actor: str | None) -> None:
        """Another actor for the same lines (their order and numbers stay where the GM sees
        them): which lines a press warns about, and the line under the list, follow it."""
        encounter = self._encounter
        if encounter is None:
            return
        self._actor = encounter.combatant(actor) if actor is not None and encounter.has(actor) else None
        self._lines = {cid: _Line(line.combatant, is_unlikely(self._actor, line.combatant, self.aim), line.defeated)
                       for cid, line in self._lines.items()}
        self._pending = None
        self._update_warning()

    @staticmethod
    def _name(combatant: Combatant) -> str:
        name = short(combatant.name)
        if combatant.hidden:
            return fill(QCoreApplication.translate("DialogSupport", "%1 (hidden)"), name)
        return name

    def refill(self, encounter: Encounter, actor: str | None, *, opening: bool, given: Sequence[str],
               selected: Sequence[str], remembered: Sequence[str], include_actor: bool = False) -> None:
        """The lines for a new ``actor``, without a ``changed`` signal (the dialog refreshes):
        on ``opening``, the ``given`` targets, else :meth:`prepick` of the table's ``selected`` and
        the actor's ``remembered`` last ones; later, the GM's own checks stay (an ally of the new
        actor among them is named under the list)."""
        before = [] if opening else self.picked()
        self.blockSignals(True)
        self.set_combatants(encounter, actor, include_actor=include_actor)
        if opening and given:
            picked = list(given)
        elif opening:
            picked = self.prepick(selected, remembered)
        else:
            picked = before
        self.set_picked(picked)
        self.blockSignals(False)

    def prepick(self, selected: Sequence[str], remembered: Sequence[str], *,
                trust_selection: bool = False) -> list[str]:
        """What opens checked: the table's selection when it holds a likely target (the GM
        just chose it), else the actor's last targets still likely; the likely ones only, never
        the actor itself (the table's selection is often whose turn it is). ``trust_selection``:
        a selected ally counts too (an action that may help or harm, such as a condition)."""
        actor = self._actor.id if self._actor is not None else None
        for candidates, trusted in ((selected, trust_selection), (remembered, False)):
            likely = [cid for cid in candidates
                      if cid in self._lines and (trusted or not self._lines[cid].unlikely) and cid != actor]
            if likely:
                return likely if self.multiple else likely[:1]
        return []

    # -- reading ----------------------------------------------------------------------------
    def picked(self) -> list[str]:
        """The checked combatants, in the list's order."""
        return [item.data(Qt.ItemDataRole.UserRole) for item in self._items()
                if item.checkState() == Qt.CheckState.Checked]

    def current(self) -> str | None:
        """The one picked (single pick), else None."""
        picked = self.picked()
        return picked[0] if picked else None

    def ids(self) -> list[str]:
        """Every line's combatant, in the list's order."""
        return [item.data(Qt.ItemDataRole.UserRole) for item in self._items()]

    def is_unlikely(self, combatant_id: str) -> bool:
        line = self._lines.get(combatant_id)
        return line is not None and line.unlikely

    def pending(self) -> str | None:
        """The unlikely target pressed once, waiting for its second press."""
        return self._pending

    def _items(self) -> list[QListWidgetItem]:
        return [self.list.item(row) for row in range(self.list.count())]

    def _item(self, combatant_id: str) -> QListWidgetItem | None:
        return next((item for item in self._items() if item.data(Qt.ItemDataRole.UserRole) == combatant_id), None)

    # -- changing ---------------------------------------------------------------------------
    def set_picked(self, ids: Iterable[str]) -> None:
        """Check exactly ``ids`` (code's choice: no warning)."""
        wanted = set(ids)
        self._filling = True
        for item in self._items():
            item.setCheckState(Qt.CheckState.Checked if item.data(Qt.ItemDataRole.UserRole) in wanted
                               else Qt.CheckState.Unchecked)
        self._filling = False
        self._pending = None
        self._show_first_picked()
        self._update_warning()
        self.changed.emit()

    def _show_first_picked(self) -> None:
        """The first picked line is the current one and in sight (else the first line):
        Space presses what the GM sees, and a pre-pick below the fold is not missed."""
        picked = self.picked()
        item = self._item(picked[0]) if picked else self.list.item(0)
        if item is not None:
            self.list.setCurrentItem(item)
            self.list.scrollToItem(item)

    def press(self, combatant_id: str) -> bool:
        """The GM pressed this line (click, Space or its number): toggle it (multiple) or pick
        it (single); an unlikely target not picked yet is only warned about on the first
        press. True when the press changed the pick."""
        item = self._item(combatant_id)
        if item is None:
            return False
        checked = item.checkState() == Qt.CheckState.Checked
        if self.multiple and checked:
            self._pending = None
            item.setCheckState(Qt.CheckState.Unchecked)
            self._update_warning()
            return True
        if checked:  # a single pick pressed again: it stays picked
            return False
        if self.is_unlikely(combatant_id) and self._pending != combatant_id:
            self._pending = combatant_id
            self._update_warning()
            return False
        self._pending = None
        item.setCheckState(Qt.CheckState.Checked)
        self._update_warning()
        return True

    def _update_warning(self) -> None:
        """The line under the list: the unlikely target waiting for its second press, else an
        unlikely one picked (still named, so a new actor's ally stays in sight), else nothing."""
        if self._pending is not None and self._pending in self._lines:
            self.warning.setText(self._warning_text(self._lines[self._pending].combatant, pending=True))
            return
        picked = [cid for cid in self.picked() if self.is_unlikely(cid)]
        self.warning.setText(self._warning_text(self._lines[picked[0]].combatant, pending=False) if picked else "")

    def _warning_text(self, target: Combatant, *, pending: bool) -> str:
        actor = self._actor
        assert actor is not None
        if self.aim is Aim.HARM and pending:
            #: The target picker: the GM pressed an ally of whoever acts (%1 the actor, %2 the target); pressing it again picks it.
            said = QCoreApplication.translate("TargetPicker", "%1 is on %2's side. Press it again to pick it anyway.")
        elif self.aim is Aim.HARM:
            #: The target picker: an ally of whoever acts is picked (%1 the actor, %2 the target).
            said = QCoreApplication.translate("TargetPicker", "%1 is on %2's side.")
        elif pending:
            #: The target picker of Heal: the GM pressed an opponent of the healer (%1 the healer, %2 the target); pressing it again picks it.
            said = QCoreApplication.translate("TargetPicker", "%1 is not on %2's side. Press it again to pick it anyway.")
        else:
            #: The target picker of Heal: an opponent of the healer is picked (%1 the healer, %2 the target).
            said = QCoreApplication.translate("TargetPicker", "%1 is not on %2's side.")
        return fill(said, short(actor.name), short(target.name))  # a long name never widens the dialog

    def _item_changed(self, item: QListWidgetItem) -> None:
        if self._filling:
            return
        if not self.multiple and item.checkState() == Qt.CheckState.Checked:
            self._filling = True
            for other in self._items():
                if other is not item:
                    other.setCheckState(Qt.CheckState.Unchecked)
            self._filling = False
        if item.data(Qt.ItemDataRole.UserRole) != self._pending:
            self._update_warning()
        self.changed.emit()

    def focus_widget(self) -> QWidget:
        """The widget that takes the focus (for the dialog's Tab order)."""
        return self.list
