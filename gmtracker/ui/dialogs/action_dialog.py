"""One base for every dialog that rolls dice (issue 13, DESIGN.md "Dialogs that roll share one lifecycle").

:class:`ActionDialog` owns the flow a GM action takes, the same in every dialog:

* **setup** — the GM makes the choices (the subclass's widgets); the odds follow every
  change; a choice the rules refuse is explained on the error line and blocks Roll;
* **entering** — "Enter dice": one empty box per die the commands still need, labelled
  with its name (:class:`~gmtracker.ui.widgets.dice_entry.DiceEntry`). Staged dice (a
  confirmation after a threat, a damage check after a hit) add boxes as the dice before
  them are typed. Enter moves to the next empty box; OK and "Use these dice" stay
  disabled until every die is typed; Enter in the last box, all typed, accepts. "Roll"
  rolls whatever is not typed yet;
* **done** — "Roll" (every die from the document's dice source) or "Use these dice":
  the result is shown; OK accepts, Back returns to the setup (the dice are dropped).

Cancel or Escape closes without changing anything. After OK, :meth:`commands` is the one
result contract (``list[Command]``, not applied; empty before OK or after Cancel) — the
same contract as the dialogs that do not roll (:class:`CommandDialog`), so the main window
runs every dialog one way.

**Dice mode follows the roller** (issue 26 item 1). The dialog is handed a predicate,
``at_table(combatant_id) -> bool`` (the ``dice.<side>`` settings; ``None``: a die of nobody's,
the GM's), and decides per die from who rolls it (:attr:`DieNeed.combatant`), every time the
choices change: as soon as they are valid and a die of the step is the table's, the dialog is
in *entering* with the cursor in the first typed box — at opening or when the target is
picked later — and the choices stay open (a second target adds its boxes). A die of a side the
tracker rolls for is rolled once per need and shown in its box, read-only ("rolled by the
tracker"); it keeps its value until the need itself changes. A later round of staged dice
follows the same rule. "Enter dice…" types every die (the GM's explicit choice), "Roll" rolls
whatever is not typed yet. ``at_table=True`` / ``False`` still means every die / none.

How to subclass (``CheckDialog``, ``DamageDialog`` and ``AttackDialog`` are examples)::

    class HealDialog(ActionDialog):
        def __init__(self, encounter, dice, parent=None, *, at_table=False):
            super().__init__(encounter, dice, parent, at_table=at_table)
            self.setWindowTitle(self.tr("Heal"))
            self.amount = QSpinBox(self)
            self.setup_layout.addWidget(self.amount)    # the choices, left column
            self.amount.valueChanged.connect(self.refresh)
            self.start()                                 # first refresh, size, typed mode

        def build_commands(self) -> list[DiceCommand]:  # unrolled; raise ActionError to refuse
            return [HealCommand(amount=self.amount.value())]

        def odds_rows(self, commands):                   # optional: the odds panel
            return [(self.tr("success"), commands[0].odds(self.encounter)[True])]

        def show_dice(self, commands, done):             # optional: the result so far
            ...

Other hooks: :meth:`show_setup` (what a setup change shows besides the odds panel),
:meth:`final_commands` (edits made after the dice, e.g. a check's reroll),
:meth:`setup_widgets` (what is locked once dice are in), :meth:`focus_chain` (the Tab order of
the choices) and :meth:`actor` (whose side decides who rolls). The base never decides a rule:
odds, dice and refusals come from the commands (:class:`~gmtracker.encounter.dice_protocol.DiceCommand`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any, Protocol

import msgspec.structs
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QDialog, QDialogButtonBox, QGroupBox, QHBoxLayout
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from gmtracker.encounter import ActionError, Command, Encounter
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.encounter.dice_protocol import DiceCommand
from gmtracker.encounter.patch import Patch
from gmtracker.rules.dice import DiceSource
from gmtracker.rules.errors import RulesError
from gmtracker.ui.dialogs.dialog_parts import chain_tab_order, make_default, named, selectable_error_label, show_error
from gmtracker.ui.widgets.column_scroll import CardColumn, ColumnScrollArea
from gmtracker.ui.widgets.dice_entry import DiceEntry
from gmtracker.ui.widgets.odds_view import OddsView
from gmtracker.ui.words.error_text import error_text

SETUP = "setup"
ENTERING = "entering"
DONE = "done"

# More rounds of staged dice than any action has (guards against a command that keeps asking).
_MAX_ROUNDS = 64


# Who rolls a die at the table: a predicate on the die's combatant (None: the GM's die), or one
# answer for every die (``True``: every die is typed; ``False``: the tracker rolls them all).
AtTable = bool | Callable[[str | None], bool]


def _anyone(need: DieNeed) -> DieNeed:
    """A shared die is against nobody in particular: named by who rolls and what for, not by a target."""
    return msgspec.structs.replace(need, target=None)


class CommandDialog(Protocol):
    """What the main window runs: a dialog whose result, after OK, is :meth:`commands`."""

    def exec(self) -> int: ...
    def commands(self) -> Sequence[Command]: ...
    def windowTitle(self) -> str: ...  # noqa: N802 - Qt's name
    def deleteLater(self) -> None: ...  # noqa: N802 - Qt's name


class ActionDialog(QDialog):
    """setup → rolled or entering → done, with one result contract (see the module docstring)."""

    def __init__(self, encounter: Encounter, dice: DiceSource, parent: QWidget | None = None, *,
                 at_table: AtTable = False) -> None:
        super().__init__(parent)
        self.encounter = encounter
        self.dice = dice
        if isinstance(at_table, bool):
            everyone = at_table
            self._at_table: Callable[[str | None], bool] = lambda _combatant_id: everyone
        else:
            self._at_table = at_table
        self._tracker_dice: dict[DieNeed, int] = {}  # the tracker's dice, rolled once per need
        self._auto = False  # entering because a die is the table's (not the GM's "Enter dice")
        self._all_typed = False  # the GM chose "Enter dice": every die is typed
        self._held: tuple[DieNeed, ...] | None = None  # Back: stay in the setup until the dice asked change
        self._started = False
        self._table_rolls: bool | None = None
        self._stage = SETUP
        self._base: list[DiceCommand] = []  # built from the choices, no dice yet
        self._current: list[DiceCommand] = []  # with the dice known so far
        self._patches: dict[int, tuple[Command, Patch]] = {}  # id(command) -> it and its patch, built once
        self._complete = False
        self._accepted: list[Command] = []
        self._refreshing = False
        self._return_to: tuple[list[DiceCommand], list[DiceCommand]] | None = None
        self._build_frame()

    # -- the frame -------------------------------------------------------------------------
    def _build_frame(self) -> None:
        outer = QVBoxLayout(self)
        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        # The subclass's choices go here (left column).
        self.setup_layout = QVBoxLayout()
        columns.addLayout(self.setup_layout, 1)
        # Odds, results and the dice boxes (right column); subclasses add result widgets.
        self.side_layout = QVBoxLayout()
        columns.addLayout(self.side_layout, 1)
        self.odds_box = QGroupBox(self.tr("Odds"), self)
        self.odds_box.setObjectName("oddsBox")
        odds_layout = QVBoxLayout(self.odds_box)
        self.odds_view = OddsView(self.odds_box)
        odds_layout.addWidget(self.odds_view)
        self.odds_summary = QLabel(self.odds_box)
        self.odds_summary.setObjectName("oddsSummary")
        self.odds_summary.hide()
        odds_layout.addWidget(self.odds_summary)
        self.odds_box.hide()
        self.side_layout.addWidget(self.odds_box)
        self.results_layout = QVBoxLayout()
        self.side_layout.addLayout(self.results_layout, 1)
        self.side_layout.addWidget(self._build_entry())
        self.error_label = selectable_error_label(self)
        outer.addWidget(self.error_label)
        outer.addLayout(self._build_buttons())

    def _build_entry(self) -> QGroupBox:
        self.entry_box = QGroupBox(self.tr("Enter dice"), self)
        self.entry_box.setObjectName("diceEntryBox")
        layout = QVBoxLayout(self.entry_box)
        self.step_label = QLabel(self.entry_box)
        self.step_label.setObjectName("diceStep")
        self.step_label.setTextFormat(Qt.TextFormat.PlainText)
        self.step_label.setWordWrap(True)
        self.step_label.hide()
        layout.addWidget(self.step_label)
        # Many targets, many dice: the boxes scroll rather than push the dialog off a 768-pixel screen.
        # Never narrower than the labelled boxes; as tall as all of them while the screen has room.
        self.entry_scroll = CardColumn(self.entry_box)
        self.entry_scroll.setObjectName("diceEntryScroll")
        self.entry_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.entry_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Room to spare goes to the results above, not to an empty band under the boxes.
        self.entry_scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.dice_entry = DiceEntry(self.entry_scroll)
        self.entry_scroll.setWidget(self.dice_entry)
        layout.addWidget(self.entry_scroll)
        self.dice_entry.changed.connect(self._dice_typed)
        self.dice_entry.submitted.connect(self._submitted)
        self.use_dice_button = QPushButton(self.tr("&Use these dice"), self.entry_box)
        self.use_dice_button.setObjectName("useDiceButton")
        self.use_dice_button.setAccessibleName(self.tr("Use these dice"))
        self.use_dice_button.clicked.connect(self._use_dice)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.use_dice_button)
        layout.addLayout(row)
        self.entry_box.hide()
        return self.entry_box

    def _build_buttons(self) -> QHBoxLayout:
        """Roll, Enter dice and Back on the left; OK and Cancel (the platform's order) on the right."""
        row = QHBoxLayout()
        self.roll_button = self._button(self.tr("&Roll"), "rollButton", self.tr("Roll the dice"), self.roll)
        self.enter_dice_button = self._button(self.tr("&Enter dice…"), "enterDiceButton",
                                              self.tr("Enter the dice rolled at the table"), self.enter_dice)
        self.back_button = self._button(self.tr("&Back"), "backButton",
                                        self.tr("Back to the choices, without these dice"), self.back)
        for button in (self.roll_button, self.enter_dice_button, self.back_button):
            row.addWidget(button)
        row.addStretch(1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.setObjectName("buttonBox")
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setObjectName("okButton")
        self.ok_button.setAccessibleName(self.tr("OK"))
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setObjectName("cancelButton")
        self.cancel_button.setAccessibleName(self.tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        row.addWidget(self.buttons)
        return row

    def _button(self, text: str, name: str, accessible: str, slot: Any) -> QPushButton:
        button = named(QPushButton(text, self), name, accessible)
        button.setAutoDefault(False)  # Enter presses the dialog's default button, never the focused one
        button.clicked.connect(slot)
        return button

    def start(self, first: QWidget | None = None) -> None:
        """Call at the end of the subclass's ``__init__``: first refresh, Tab order, natural size,
        and straight to typed dice when a die of the choices is the table's (else the cursor
        in ``first``, when given)."""
        self._started = True
        self.refresh()
        self.fix_tab_order()
        self.fit_contents()
        if self._stage != ENTERING and first is not None:
            first.setFocus()

    # -- who rolls each die (issue 26 item 1) ------------------------------------------------
    def typed_at_table(self, need: DieNeed) -> bool:
        """Whether this die is typed in from the table (its roller's setting, or the GM's
        "Enter dice") rather than rolled by the tracker."""
        return self._all_typed or self._at_table(need.combatant)

    def rolled_value(self, need: DieNeed) -> int | None:
        """The value the tracker rolled for ``need`` (rolled now, once per need), or None
        when the die is typed at the table."""
        if self.typed_at_table(need):
            return None
        if need not in self._tracker_dice:
            self._tracker_dice[need] = self.dice.roll(need.sides)
        return self._tracker_dice[need]

    def _anyone_at_table(self) -> bool:
        """Some die could be the table's (else nothing is rolled ahead, the setup waits for Roll)."""
        if self._table_rolls is None:
            self._table_rolls = (self._at_table(None)
                                 or any(self._at_table(c.id) for c in self.encounter.combatants))
        return self._table_rolls

    def _table_step(self) -> tuple[DieNeed, ...] | None:
        """The dice asked for up to the first one typed at the table (the tracker's before it
        rolled, round by round), or None when every die of the action is the tracker's."""
        if not self._anyone_at_table() or self._all_typed:
            return None  # nothing to roll ahead: the tracker rolls when the GM presses Roll
        values: list[int | None] = []
        for _ in range(_MAX_ROUNDS):
            try:
                _commands, shown, complete = self._resolve(values)
            except (ActionError, RulesError):
                return None
            for need in shown[len(values):]:
                value = self.rolled_value(need)
                if value is None:
                    return tuple(shown)
                values.append(value)
            if complete:
                return None
        return None

    def _follow_roller(self) -> None:
        """Valid choices with a die of the table's: typed-dice mode, the cursor in the first typed box."""
        if (not self._started or self._stage != SETUP or not self._anyone_at_table() or not self._base
                or self.error_label.text() or not self.can_enter_dice() or self._dice_free()):
            return
        step = self._table_step()
        if step is None or step == self._held:
            return
        self._held = None
        self.enter_dice(typed_by_roller=True)

    def _leave_auto(self) -> None:
        """The choices changed so that no die is the table's (or they are refused): back to the setup."""
        self._auto = False
        self._stage = SETUP
        self._current = []
        self._complete = False
        self.entry_box.hide()
        self.dice_entry.set_needs(())
        self.step_label.hide()

    # -- the hooks -------------------------------------------------------------------------
    def build_commands(self) -> list[DiceCommand]:
        """The unrolled command(s) from the choices; raise ActionError to refuse (shown on the error line)."""
        raise NotImplementedError

    def show_setup(self, commands: list[DiceCommand]) -> None:
        """Show what the choices give before any die (default: :meth:`odds_rows` in the odds panel)."""
        rows = self.odds_rows(commands)
        self.odds_box.setVisible(rows is not None)
        if rows is not None:
            self.odds_view.set_odds(rows)
            self.odds_view.highlight(None)

    def odds_rows(self, commands: list[DiceCommand]) -> list[tuple[str, Fraction]] | None:
        """The odds panel's rows, labelled in the user's language (None: no odds panel)."""
        return None

    def show_setup_error(self) -> None:
        """The choices are refused: clear what :meth:`show_setup` showed (default: grey the odds)."""
        self.odds_view.setEnabled(False)

    def show_dice(self, commands: list[DiceCommand], done: bool) -> None:
        """Show the result so far: ``done`` when every die is in (see :meth:`patch_of`)."""

    def final_commands(self, commands: list[DiceCommand]) -> list[Command]:
        """What OK hands back from the commands with all their dice (edits made after the dice go here)."""
        return list(commands)

    def entry_text(self, needs: tuple[DieNeed, ...]) -> str:
        """A line above the dice boxes saying what this step asks for ("" for none)."""
        return ""

    def can_enter_dice(self) -> bool:
        """False when the choices need no dice to type (a passive check, A4)."""
        return True

    def shared_dice(self) -> bool:
        """True: the commands share one set of dice (one d20 for every target of an area effect);
        the first command's dice are asked for and given to each."""
        return False

    def ready_without_dice(self) -> bool:
        """True: when the choices' commands need no die at all, OK takes them straight from the
        setup (Roll and Enter dice have nothing to do). Default False: Roll (or Resolve) first."""
        return False

    def setup_widgets(self) -> list[QWidget]:
        """The choices locked once the dice are in (Back unlocks them)."""
        return []

    def focus_chain(self) -> list[QWidget]:
        """The choices in Tab order (the dice boxes and the buttons follow)."""
        return []

    def result_chain(self) -> list[QWidget]:
        """Widgets of the result in Tab order (after the dice boxes)."""
        return []

    # -- what the base offers subclasses ---------------------------------------------------
    def stage(self) -> str:
        """:data:`SETUP`, :data:`ENTERING` or :data:`DONE`."""
        return self._stage

    def current_commands(self) -> list[DiceCommand]:
        """The commands with the dice known so far (empty in the setup)."""
        return list(self._current)

    def patch_of(self, command: Command) -> Patch:
        """``command``'s patch, built once per command (the dialog shows it; OK hands it on)."""
        known = self._patches.get(id(command))
        if known is not None and known[0] is command:
            return known[1]
        patch = command.build(self.encounter)
        self._patches[id(command)] = (command, patch)  # holding the command keeps its id unique
        return patch

    def show_error(self, message: str) -> None:
        show_error(self.error_label, message)

    def refresh(self) -> None:
        """Recompute what is shown from the choices (setup) or the dice (entering, done).

        Connect every choice's change signal here.
        """
        if self._refreshing:
            return
        self._refreshing = True
        try:
            self.show_error("")
            if self._stage == SETUP:
                self._refresh_setup()
            elif self._stage == ENTERING:
                if self._return_to is None:  # choices still open while typing follow into the dice asked for
                    self._refresh_setup()
                self._apply_typed()
                if self._auto and (not self._base or not self.dice_entry.typed_boxes()):
                    self._leave_auto()
                else:
                    self._show_dice()
            else:
                self._show_dice()
            self._update_buttons()
        finally:
            self._refreshing = False
        self._follow_roller()

    def _refresh_setup(self) -> None:
        try:
            self._base = self.build_commands()
            self.odds_view.setEnabled(True)
            self.show_setup(self._base)
        except (ActionError, RulesError) as error:
            self._base = []
            self.show_error(error_text(error))
            self.show_setup_error()

    def _show_dice(self) -> None:
        try:
            self.show_dice(self._current, self._stage == DONE or self._complete)
        except (ActionError, RulesError) as error:
            self.show_error(error_text(error))

    # -- the stages ------------------------------------------------------------------------
    def roll(self) -> None:
        """Every die not typed yet, from the document's dice source (the same rounds as typed dice)."""
        if self._fresh() is None:
            return
        values = self.dice_entry.values() if self._stage == ENTERING else ()
        try:
            commands, _shown, _complete = self._resolve(values, self.dice)
        except (ActionError, RulesError) as error:
            self.show_error(error_text(error))
            return
        self._finish(commands)

    def enter_dice(self, more: list[DiceCommand] | None = None, *, typed_by_roller: bool = False) -> None:
        """Show the empty boxes for the dice the commands need, the cursor in the first.

        ``more``: once the dice are in, commands that ask for further dice (a check's reroll,
        A5); Back then returns to the result as it was. ``typed_by_roller``: entered because
        a die is the table's (the choices stay open, the tracker's dice are shown rolled);
        else the GM's "Enter dice": every die is typed.
        """
        if self._stage == ENTERING and self._auto and not typed_by_roller:
            self._all_typed = True  # "Enter dice" in typed mode: the tracker's boxes become typed ones too
            self._auto = False
            self._lock(True)
            self.refresh()
            self.dice_entry.focus_first_empty()
            return
        self._auto = typed_by_roller
        self._all_typed = not typed_by_roller
        if more is not None and self._stage == DONE:
            self._return_to = (self._base, self._current)
            self._base = list(more)
            commands: list[DiceCommand] | None = list(more)
        else:
            commands = self._fresh()
        if commands is None:
            return
        self.dice_entry.set_needs((), self.encounter)
        self._lock(not typed_by_roller)
        self._stage = ENTERING
        self._current = commands
        self.entry_box.show()
        self.refresh()
        self.fit_contents()
        QTimer.singleShot(0, self, self.fit_contents)  # once the new boxes' layouts have settled
        if self._complete and not self.dice_entry.needs():  # nothing to roll (a passive check)
            self._finish(self._current)
            return
        if typed_by_roller and self._typing_a_choice():
            return  # the GM is typing in a choice (healing dice "1d8+1"): the cursor stays there
        self.dice_entry.focus_first_empty()

    def _typing_a_choice(self) -> bool:
        """The cursor is in a text or number box of the choices (not a die's box)."""
        focus = QApplication.focusWidget()
        if focus is None or not self.isAncestorOf(focus) or self.dice_entry.isAncestorOf(focus):
            return False
        return isinstance(focus, (QLineEdit, QAbstractSpinBox)) or isinstance(focus.parentWidget(), QAbstractSpinBox)

    def back(self) -> None:
        """Back to the choices; the dice are dropped (typing further dice: back to the result)."""
        if self._return_to is not None:
            self._base, done = self._return_to
            self._return_to = None
            self.dice_entry.set_needs(())
            self._finish(done)
            return
        self._held = self._table_step()  # not straight back into typed dice: until the choices change
        self._auto = False
        self._all_typed = False
        self._stage = SETUP
        self._current = []
        self._patches = {}
        self._complete = False
        self.entry_box.hide()
        self.dice_entry.set_needs(())
        self._lock(False)
        self.refresh()
        self.fit_contents(shrink=True)
        self.roll_button.setFocus()

    def _fresh(self) -> list[DiceCommand] | None:
        if self._stage == SETUP:
            self._refresh_setup()
        if not self._base or self.error_label.text():
            return None
        return list(self._base)

    def _dice_typed(self) -> None:
        """Apply the dice typed so far, round by round; ask for the next round's dice."""
        if self._stage == ENTERING:
            self.refresh()

    def _apply_typed(self) -> None:
        if not self._base:  # the choices are refused now: nothing to type for
            self._complete = False
            return
        before = self.dice_entry.needs()
        for _ in range(_MAX_ROUNDS):  # the tracker's dice of a new round are in at once: on to the next
            values = self.dice_entry.values()
            try:
                commands, shown, complete = self._resolve(values)
            except (ActionError, RulesError) as error:
                self.show_error(error_text(error))
                return
            self._current = commands
            self._complete = complete
            self.dice_entry.set_needs(shown, self.encounter, rolled=self.rolled_value)
            if self.dice_entry.values() == values:
                break
        step = self.entry_text(tuple(shown))
        self.step_label.setText(step)
        self.step_label.setVisible(bool(step))
        if self.dice_entry.needs() != before:
            self.fix_tab_order()
            self._show_first_rows()
            QTimer.singleShot(0, self, self._show_first_rows)  # once the scroll area has its width

    def _show_first_rows(self) -> None:
        """The scroll area of the dice boxes never shows less than its first rows whole (up to 3):
        a caption with its box and badge may take two lines in a narrow column."""
        entry = self.dice_entry
        count = len(entry.boxes())
        layout = entry.layout()
        if not count or layout is None:
            self.entry_scroll.setMinimumHeight(0)
            return
        width = self.entry_scroll.viewport().width()
        whole = (layout.heightForWidth(width) if width > 0 and layout.hasHeightForWidth() else -1)
        whole = whole if whole > 0 else entry.sizeHint().height()
        shown = min(count, 3)
        self.entry_scroll.setMinimumHeight(whole * shown // count + 2 * self.entry_scroll.frameWidth())

    def _resolve(self, values: Sequence[int | None],
                 source: DiceSource | None = None) -> tuple[list[DiceCommand], list[DieNeed], bool]:
        """The commands with ``values`` given round by round (a round's dice are used once all
        are typed; with a ``source``, what is not typed is rolled): the commands, the dice asked
        for so far, and whether no die is missing."""
        commands = list(self._base)
        shown: list[DieNeed] = []
        shared = self.shared_dice()
        for _ in range(_MAX_ROUNDS):
            groups = [command.dice_needed(self.encounter) for command in commands]
            if not any(groups):
                return commands, shown, True
            asked = [_anyone(need) for need in groups[0]] if shared else [n for group in groups for n in group]
            typed = list(values[len(shown):len(shown) + len(asked)])
            shown += asked
            typed += [None] * (len(asked) - len(typed))
            if source is not None:  # a die the tracker rolled already (and showed) keeps its value
                typed = [(self._tracker_dice[need] if need in self._tracker_dice else source.roll(need.sides))
                         if value is None else value for need, value in zip(asked, typed)]
            filled, start = [], 0
            for command, group in zip(commands, groups):
                mine = typed[:len(group)] if shared else typed[start:start + len(group)]
                start += 0 if shared else len(group)
                # A command whose dice of this round are all typed shows its result already.
                ready = bool(group) and None not in mine
                filled.append(command.with_dice(group, [v for v in mine if v is not None]) if ready else command)
            commands = filled
            if None in typed:
                return commands, shown, False
        raise ActionError(self.tr("The action kept asking for dice."))  # pragma: no cover - a bug in a command

    def _use_dice(self) -> None:
        if self._stage == ENTERING and self._complete:
            self._finish(self._current)

    def _submitted(self) -> None:
        """Enter in the last box with every die typed: the action is taken."""
        if self.ok_button.isEnabled():
            self.accept()

    def _finish(self, commands: list[DiceCommand]) -> None:
        self._return_to = None
        self._stage = DONE
        self._current = commands
        self._complete = True
        self.entry_box.hide()
        self._lock(True)
        self.refresh()
        self.fit_contents(shrink=True)
        QTimer.singleShot(0, self, self.fit_contents)  # once the results' layouts have settled
        if self.ok_button.isEnabled():
            self.ok_button.setFocus()

    def fit_contents(self, *, shrink: bool = False) -> None:
        """Size the dialog so that its buttons never move while the GM works in it (issue 26 items 4, 14).

        Before it is shown: the larger of its setup and its typed-dice state (the boxes of the
        choices' dice are put in for the measure and taken out again), within the screen less
        room for a task bar. Once shown it only grows, up and to the left: the corner with OK and
        Cancel stays where it is (:mod:`~gmtracker.ui.dialogs.steady_buttons`), and the scroll
        areas (targets, dice boxes, result cards) take what the screen has no room for.
        ``shrink`` is no longer honoured once shown (a stage that ends leaves the size as it was)."""
        from gmtracker.ui.dialogs.steady_buttons import OPENING_SIZE, grow_to, keep_buttons_in_place

        del shrink
        keep_buttons_in_place(self)
        for column in self.findChildren(ColumnScrollArea):
            column.updateGeometry()  # cards or boxes just added: the layout's cached hint is stale
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the hint of what was just shown or hidden
        hint = self.sizeHint()
        if not self.isVisible() and self._stage == SETUP and self._base and self.can_enter_dice() \
                and self.entry_box.isHidden():
            try:
                groups = [command.dice_needed(self.encounter) for command in self._base]
            except (ActionError, RulesError):
                groups = []
            needs = [_anyone(need) for need in groups[0]] if groups and self.shared_dice() else \
                [need for group in groups for need in group]
            if needs:  # the largest state: the boxes of the first round of dice shown
                self.dice_entry.set_needs(tuple(needs), self.encounter)
                self.entry_box.show()
                if layout is not None:
                    layout.activate()
                hint = hint.expandedTo(self.sizeHint())
                self.entry_box.hide()
                self.dice_entry.set_needs(())
                if layout is not None:
                    layout.activate()
        if not self.isVisible():
            # Its largest state is not known before the dice (result cards, a second round of boxes,
            # a versus check's every target), so it opens as large as a 1366×768 laptop allows
            # (less a task bar; smaller on a smaller screen): it then never needs to grow there,
            # and its scroll areas take the room.
            hint = hint.expandedTo(OPENING_SIZE)
        grow_to(self, hint)

    def _lock(self, locked: bool) -> None:
        for widget in self.setup_widgets():
            widget.setEnabled(not locked)

    def _update_buttons(self) -> None:
        stage = self._stage
        valid = not self.error_label.text()  # shown or not yet: a refusal blocks
        direct = valid and self._dice_free()
        ready = stage == DONE or (stage == ENTERING and self._complete) or direct
        self.roll_button.setEnabled(valid and not direct and stage != DONE and not (stage == ENTERING and self._complete))
        rolled_shown = stage == ENTERING and self._auto and len(self.dice_entry.typed_boxes()) < len(self.dice_entry.boxes())
        self.enter_dice_button.setEnabled(valid and not direct and (stage == SETUP or rolled_shown) and self.can_enter_dice())
        self.back_button.setEnabled(stage != SETUP)
        self.use_dice_button.setEnabled(valid and stage == ENTERING and self._complete)
        self.ok_button.setEnabled(valid and ready)
        default = {SETUP: self.roll_button, ENTERING: self.use_dice_button, DONE: self.ok_button}[stage]
        make_default(self, default if default.isEnabled() else self.ok_button)

    def _dice_free(self) -> bool:
        """In the setup, with :meth:`ready_without_dice`: the commands need no die (OK takes them as they are)."""
        return (self._stage == SETUP and self.ready_without_dice()
                and not any(command.dice_needed(self.encounter) for command in self._base))

    def fix_tab_order(self) -> None:
        """The choices, the dice boxes, the result, then the buttons."""
        chain_tab_order([*self.focus_chain(), *self.dice_entry.boxes(), self.use_dice_button,
                         *self.result_chain(), self.roll_button, self.enter_dice_button, self.back_button,
                         self.ok_button, self.cancel_button])

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._stage == ENTERING:  # opened straight in typed dice: the cursor waits in the first box
            QTimer.singleShot(0, self, self.dice_entry.focus_first_empty)

    # -- the result ------------------------------------------------------------------------
    def accept(self) -> None:
        """OK: every die in, the commands as they will be applied (built once, patch kept)."""
        if not self.ok_button.isEnabled():
            return
        try:
            accepted = self.final_commands(list(self._base) if self._dice_free() else self._current)
            for command in accepted:
                patch = self.patch_of(command)  # a refusal shows here, with the dialog still open
                # One command: applying reuses the patch built for the result shown (resolved once).
                # Several are applied one after the other: each is built afresh on what the one
                # before it changed.
                command.patch = patch if len(accepted) == 1 else None
        except (ActionError, RulesError) as error:
            self.show_error(error_text(error))
            self._update_buttons()
            return
        self._accepted = accepted
        super().accept()

    def reject(self) -> None:
        self._accepted = []
        super().reject()

    def commands(self) -> list[Command]:
        """The accepted commands, not applied (empty before OK or after Cancel)."""
        if self.result() != QDialog.DialogCode.Accepted:
            return []
        return list(self._accepted)
