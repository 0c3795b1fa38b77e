"""Initiative, asked for in one dialog (objectName ``initiativeDialog``; D1).

At **Start combat** it lists every combatant in combat: first those whose dice are rolled at
the table (Settings ▸ "Dice of player characters" and the other sides' settings), each with an
empty box for the value its player rolled (Tab or Enter goes on to the next box), then everyone
else, rolled here and shown with the die ("d20 14 +2"; ⟳ rolls again; a value typed over it
counts as typed; a value set before the fight is kept and can be rolled too). Every row says its place
in the order the values give, and a tie only a roll-off breaks says so (the roll-off is
rolled when combat starts and logged). Values left from a fight that ended are not kept:
the players are asked again and the others rolled again. Start stays disabled while a box is empty; Enter in
the last empty box starts. ``commands()`` is one :class:`StartCombat` with the typed values,
the naturals rolled and the roll-offs.

Mid-combat, **Roll initiative** does the same for the newcomers (those in combat without an
initiative); ``commands()`` is one :class:`SetInitiative`, which places them in the order.
A die rolled here is logged with its natural either way.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import Combatant, Command, Encounter, Side, ranges
from gmtracker.encounter.roster import SetInitiative
from gmtracker.encounter.turns import (
    StartCombat,
    group_leaders,
    initiative_die,
    initiative_modifier,
    initiative_places,
    rolled_initiative,
    stale_initiatives,
)
from gmtracker.rules.dice import DiceSource
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.dialogs.dialog_parts import error_label, named, ok_cancel_buttons, plain_label, show_error
from gmtracker.ui.models.combatant_model import side_text
from gmtracker.ui.widgets.validators import OptionalIntValidator
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.words.user_text import short


@dataclass
class _Row:
    """One combatant's line: its value box, the die it was rolled with, its place."""

    combatant_id: str
    edit: QLineEdit
    detail: QLabel
    place: QLabel
    roll: QToolButton
    natural: int | None = None  # rolled here (None: typed, or kept from before)
    kept: bool = False  # the value set before the fight, untouched


class InitiativeDialog(QDialog):
    """Every initiative before the fight (or the newcomers' during it), typed or rolled."""

    def __init__(self, encounter: Encounter, dice: DiceSource, parent: QWidget | None = None, *,
                 at_table: ActionScope | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("initiativeDialog")
        self._encounter = encounter
        self._dice = dice
        self.starting = not encounter.turn.started
        self.setWindowTitle(self.tr("Initiative") if self.starting else self.tr("Roll initiative"))
        formula = encounter.settings.initiative_formula
        self._die = initiative_die(formula)
        leaders = group_leaders(encounter.combatants)  # a group rolls once: its leader's row (issue 29)
        people = [c for c in encounter.combatants if c.in_combat and (self.starting or c.initiative is None)
                  and (not self.starting or leaders.get(c.id) == c.id)]
        typed_here = {c.id for c in people if _typed_here(c, at_table)}
        people.sort(key=lambda c: c.id not in typed_here)  # the table's values first (stable: table order)
        stale = stale_initiatives(encounter)  # left from a fight that ended: asked again
        if not self.starting:
            intro = self.tr("Initiative for those who joined the fight: type it, or roll it with ⟳.")
        elif not typed_here:
            intro = self.tr("Every initiative is rolled here: ⟳ rolls again, and a value typed over a roll "
                            "replaces it. Ties show who rolls off.")
        elif all(c.side is Side.PC for c in people if c.id in typed_here):
            intro = self.tr("Type each player's initiative (Tab or Enter: the next one). The others are rolled "
                            "here: ⟳ rolls again. Ties show who rolls off.")
        else:  # another side rolls at the table too (its dice setting)
            intro = self.tr("Type each initiative rolled at the table in its empty box (Tab or Enter: the next "
                            "one). The others are rolled here: ⟳ rolls again. Ties show who rolls off.")
        self.hint = error_label(self)
        ok = self.tr("Start combat") if self.starting else self.tr("Set initiative")
        self.buttons = ok_cancel_buttons(self, ok_name=ok, cancel_name=self.tr("Cancel"))
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(ok)
        self.rows: list[_Row] = []
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(intro, self))
        grid_host = QWidget(self)
        grid = QGridLayout(grid_host)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        #: Column header: the combatant's place in the turn order (1, 2, 3…), not a location.
        for column, header in enumerate((self.tr("Place"), self.tr("Combatant"), self.tr("Side"),
                                         self.tr("Initiative"), "", self.tr("Roll"))):
            label = QLabel(header, grid_host)
            label.setStyleSheet("font-weight: bold;")
            grid.addWidget(label, 0, column)
        for number, c in enumerate(people, start=1):
            edit = named(QLineEdit(grid_host), f"initiative_{c.id}",
                         fill(self.tr("Initiative of %1"), short(c.name)))
            edit.setValidator(OptionalIntValidator(ranges.INITIATIVE.low, ranges.INITIATIVE.high, edit))
            edit.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            edit.setMaximumWidth(edit.fontMetrics().horizontalAdvance("-99999") + 16)
            roll = named(QToolButton(grid_host), f"initiativeRoll_{c.id}", fill(self.tr("Roll %1's initiative"), short(c.name)))
            roll.setText("⟳")
            roll.setToolTip(fill(self.tr("Roll d%1 + %2 (D1)"), self._die, initiative_modifier(c, formula)))
            row = _Row(c.id, edit, plain_label("", grid_host, object_name=f"initiativeDetail_{c.id}", wrap=False),
                       plain_label("", grid_host, object_name=f"initiativePlace_{c.id}", wrap=False), roll)
            self.rows.append(row)
            grid.addWidget(row.place, number, 0)
            grid.addWidget(plain_label(short(c.name), grid_host, wrap=False), number, 1)
            grid.addWidget(plain_label(side_text(c.side), grid_host, wrap=False), number, 2)
            grid.addWidget(edit, number, 3)
            grid.addWidget(row.detail, number, 4)
            grid.addWidget(roll, number, 5)
            if c.initiative is not None and self.starting and c.id not in stale:
                edit.setText(str(c.initiative))
                row.kept = True
                row.detail.setText(self.tr("set before"))
            elif c.id not in typed_here:
                self._roll(row)
            edit.textEdited.connect(lambda _text, r=row: self._typed(r))
            edit.returnPressed.connect(lambda r=row: self._next(r))
            roll.clicked.connect(lambda _checked=False, r=row: self._roll(r))
        grid.setColumnStretch(4, 1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(grid_host)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.hint)
        layout.addWidget(self.buttons)
        # tab goes down the boxes; the roll buttons are a click away
        for row in self.rows:
            row.roll.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        for first, second in zip(self.rows, self.rows[1:]):
            QWidget.setTabOrder(first.edit, second.edit)
        self._refresh()
        grid_host.adjustSize()
        scroll.setMinimumWidth(grid_host.sizeHint().width() + 24)
        scroll.setMinimumHeight(min(grid_host.sizeHint().height() + 8, 460))
        first_empty = next((row for row in self.rows if not row.edit.text()), self.rows[0] if self.rows else None)
        if first_empty is not None:
            first_empty.edit.setFocus()

    # -- values ------------------------------------------------------------------------
    def _roll(self, row: _Row) -> None:
        c = self._encounter.combatant(row.combatant_id)
        formula = self._encounter.settings.initiative_formula
        natural = self._dice.roll(self._die)
        row.natural = natural
        row.kept = False
        modifier = initiative_modifier(c, formula)
        row.edit.setText(str(rolled_initiative(c, natural, formula)))
        row.detail.setText(fill(self.tr("d%1 %2 %3"), self._die, natural, f"{modifier:+d}"))
        self._refresh()

    def _typed(self, row: _Row) -> None:
        row.natural = None
        row.kept = False
        row.detail.setText("")
        self._refresh()

    def _next(self, row: _Row) -> None:
        """Enter: on to the next empty box; with none left, start (or set)."""
        after = self.rows[self.rows.index(row) + 1:] + self.rows[:self.rows.index(row)]
        empty = next((other for other in after if not other.edit.text().strip()), None)
        if empty is not None:
            empty.edit.setFocus()
            empty.edit.selectAll()
        elif self.ok_button.isEnabled():
            self.accept()

    def values(self) -> dict[str, int]:
        """The initiatives filled in so far, by combatant id."""
        out: dict[str, int] = {}
        for row in self.rows:
            text = row.edit.text().strip()
            if text and row.edit.hasAcceptableInput():
                out[row.combatant_id] = int(text)
        return out

    def _refresh(self) -> None:
        values = self.values()
        places = initiative_places(self._encounter, values) if self.starting else {}
        for row in self.rows:
            place = places.get(row.combatant_id)
            if place is None:
                row.place.setText("—" if row.combatant_id not in values else "")
            elif place[1]:
                row.place.setText(fill(self.tr("%1 (roll-off)"), place[0]))
            else:
                row.place.setText(str(place[0]))
        missing = [row for row in self.rows if row.combatant_id not in values]
        if missing:
            name = short(self._encounter.combatant(missing[0].combatant_id).name)
            count = len(missing)
            show_error(self.hint, fill(self.tr(
                "%n initiative(s) still to fill in, first %1's.", "", count), name))
        else:
            show_error(self.hint, "")
        self.ok_button.setEnabled(not missing and bool(self.rows))

    def accept(self) -> None:
        if self.ok_button.isEnabled():
            super().accept()

    def commands(self) -> list[Command]:
        """After OK: the start of combat (or the newcomers' initiatives); nothing after Cancel."""
        if self.result() != QDialog.DialogCode.Accepted:
            return []
        values = self.values()
        rolled = {row.combatant_id: row.natural for row in self.rows if row.natural is not None}
        if not self.starting:
            return [SetInitiative(values, rolled={cid: n for cid, n in rolled.items() if n is not None})]
        typed = {row.combatant_id: values[row.combatant_id] for row in self.rows
                 if row.natural is None and not row.kept}
        naturals = {cid: n for cid, n in rolled.items() if n is not None}
        return [StartCombat(naturals, typed=typed).roll(self._encounter, self._dice)]


def _typed_here(combatant: Combatant, at_table: ActionScope | None) -> bool:
    """Whether ``combatant``'s box waits for a value rolled at the table: its side's dice setting
    (``dice.<side>``: the player characters' too, whose dice GM Tracker rolls unless the setting
    says the table rolls them); a dialog made without a scope types the player characters'."""
    return at_table.at_table(combatant.id) if at_table is not None else combatant.side is Side.PC


def dialog_for(scope: ActionScope) -> InitiativeDialog:
    """Start combat's and Roll initiative's dialog."""
    return InitiativeDialog(scope.encounter, scope.dice, scope.parent, at_table=scope)
