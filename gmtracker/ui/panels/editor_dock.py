"""The combatant editor dock: every field of the selected combatant, and what the rules
derive from it, live.

The editor never changes the encounter. Each finished edit of a field becomes one
:class:`~gmtracker.encounter.roster.EditCombatant` with just that field, emitted as
``commandReady`` for the main window to push onto the undo stack. Before emitting, the
editor builds the command's patch once without applying it — the same validation the
command runs — so a refused value (hit dice ``2d0``, an empty name) is shown in red
beside the field with the reason, and nothing is emitted or half-applied.

The editor listens to the encounter: when the shown combatant changes (an undo, a
damage check, a file load) it refreshes only the values that changed, leaving the field
the GM is typing in and its cursor alone. The derived values are computed from a
preview combatant made of whatever the fields hold now, so they move as the GM types.

The Attributes and Wounds forms are built the first time they are shown
(:class:`_ScrolledPageOnShow`), right before Qt shows them, and take their place in the
window's Tab order as if built at once (issue 16: about 8 ms of what follows the first
paint, when only General is in view).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ActionError, ChangeSet, Combatant, Encounter, StateEntry, ranges
from gmtracker.rules.errors import RulesError
from gmtracker.rules.wound_codes import DamageState
from gmtracker.ui.panels.attack_profiles_editor import AttackProfilesEditor
from gmtracker.ui.panels.editor_derived import DerivedPanel
from gmtracker.ui.panels.editor_fields import (
    AttributeBinding,
    Binding,
    CheckBinding,
    ComboBinding,
    DecimalSpinBox,
    FieldError,
    LineBinding,
    NotesBinding,
    SpinBinding,
    ValueBinding,
    parse_name,
)
from gmtracker.ui.panels.editor_values import (
    ATTRIBUTES,
    SIDES,
    SIZES,
    format_initiative,
    parse_hit_dice,
    parse_initiative,
    translated,
)
from gmtracker.ui.models.encounter_listener import EncounterListener
from gmtracker.ui.words.error_text import field_error_text
from gmtracker.ui.panels.percentile_editor import PercentileEditor
from gmtracker.ui.words.log_lines import code_text
from gmtracker.ui.widgets.labels import plain_label as text_label
from gmtracker.ui.widgets.theme import error_style
from gmtracker.ui.words.user_text import plain_label, short


_BLANK = Combatant(id="", name="")
_Scrolled = TypeVar("_Scrolled", bound=QScrollArea)


def _tab_focus(widget: QWidget) -> bool:
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)


def place_in_tab_order(holder: QWidget) -> None:
    """Move the focusable widgets inside ``holder``, made after the rest of the window
    (they went to the end of its Tab order), to right after ``holder``: where they would
    be had they been made with it, whichever pages were built before."""
    inside: list[QWidget] = []
    widget = _next(holder)
    while widget is not holder:
        if holder.isAncestorOf(widget) and _tab_focus(widget):
            inside.append(widget)
        widget = _next(widget)
    policy = holder.focusPolicy()
    holder.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # setTabOrder ignores a widget that takes no focus
    try:
        anchor = holder
        for widget in inside:
            QWidget.setTabOrder(anchor, widget)
            anchor = widget
    finally:
        holder.setFocusPolicy(policy)


def _next(widget: QWidget) -> QWidget:
    following = widget.nextInFocusChain()
    assert following is not None  # the focus chain is a ring
    return following


class _ScrolledPageOnShow(QScrollArea):
    """A scrolled tab page whose content, ``build()``, is made the first time Qt shows it.

    Made in ``setVisible``, before the page is shown (not in its show event): the new
    widgets are shown with the page, and when the focus was on the page left (Ctrl+Tab from
    a field), Qt finds the new page's first field to move it to. Only a scrolled page is
    built so: it asks the dock for no room before it is built, so the window's minimum size
    and the docks' split do not depend on which tabs the GM has opened.
    """

    def __init__(self, build: Callable[[], QWidget]) -> None:
        super().__init__()
        self._build: Callable[[], QWidget] | None = build

    def build(self) -> None:
        """Make the content now (once)."""
        build, self._build = self._build, None
        if build is not None:
            self.setWidget(build())
            place_in_tab_order(self)

    def setVisible(self, visible: bool) -> None:  # noqa: N802 - Qt's name
        if visible:
            self.build()
        super().setVisible(visible)


class CombatantEditor(QDockWidget):
    """Edit the selected combatant; every finished edit is one ``EditCombatant`` in ``commandReady``."""

    # An :class:`~gmtracker.encounter.roster.EditCombatant` for the main window to push.
    commandReady = Signal(object)

    def __init__(self, encounter: Encounter, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Combatant"), parent)
        self.setObjectName("combatantEditor")
        self._encounter = encounter
        self._combatant_id: str | None = None
        self._shown: Combatant | None = None  # the combatant as the fields were last set from it
        self.bindings: list[Binding] = []  # of the pages built so far
        self._fields: dict[str, QWidget] = {}
        self.state_boxes: dict[DamageState, QCheckBox] = {}

        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        self.title = text_label(parent=body, object_name="editorTitle", bold=True)
        layout.addWidget(self.title)
        self.hint = QLabel(self.tr("Select a combatant in the table to edit it here."), body)
        self.hint.setObjectName("editorHint")
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.tabs = QTabWidget(body)
        self.tabs.setObjectName("editorTabs")
        self.tabs.setAccessibleName(self.tr("Combatant fields"))
        self.tabs.setDocumentMode(True)
        # Every tab title in view: the dock is as wide as the titles need (no arrows hiding
        # "1D100" behind the edge, in English at the default width or in a longer language).
        self.tabs.setUsesScrollButtons(False)
        general = self._scrolled(QScrollArea())
        general.setWidget(self._build_general())
        self.tabs.addTab(general, self.tr("General"))
        # The two other forms are built when first shown (see the module's docstring).
        self._pages_on_show = [
            self._scrolled(_ScrolledPageOnShow(lambda: self._page_built(self._build_attributes))),
            self._scrolled(_ScrolledPageOnShow(lambda: self._page_built(self._build_wounds))),
        ]
        self.tabs.addTab(self._pages_on_show[0], self.tr("Attributes"))
        self.tabs.addTab(self._pages_on_show[1], self.tr("Wounds"))
        # Built now: their lists' minimum size is the dock's (built later, they would grow
        # the window's minimum size and move the docks' split the first time they are shown).
        self.tabs.addTab(self._build_attacks(), self.tr("Attacks"))
        self.tabs.addTab(self._build_percentile(), self.tr("1D100"))
        layout.addWidget(self.tabs, 1)
        self.derived = DerivedPanel(body)
        layout.addWidget(self.derived)
        layout.addStretch(0)
        self.setWidget(body)

        self._listener = EncounterListener(self, self._on_changes)
        self._listener.attach(encounter)
        self.set_combatant(None)

    # -- building ------------------------------------------------------------------
    @staticmethod
    def _scrolled(area: _Scrolled) -> _Scrolled:
        # No Tab stop of its own: Tab and Ctrl+Tab go to the page's first field (the area
        # scrolls to the field that has the focus).
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return area

    @staticmethod
    def _form(page: QWidget) -> QFormLayout:
        form = QFormLayout(page)
        form.setContentsMargins(4, 6, 4, 6)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return form

    def _row(self, form: QFormLayout, label: str, widget: QWidget, name: str, accessible: str) -> QLabel:
        """Add ``widget`` with its label and, under it, the line that says why a value is refused."""
        widget.setObjectName(name)
        widget.setAccessibleName(accessible)
        cell = QWidget(widget.parentWidget())
        column = QVBoxLayout(cell)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        widget.setParent(cell)
        column.addWidget(widget)
        error = QLabel(cell)
        error.setObjectName(name + "Error")
        error.setTextFormat(Qt.TextFormat.PlainText)
        error.setWordWrap(True)
        error.setStyleSheet(error_style(self))
        column.addWidget(error)  # hidden until there is something to say: takes no room
        if label:
            caption = QLabel(label, widget.parentWidget())
            caption.setBuddy(widget)
            form.addRow(caption, cell)
        else:
            form.addRow(cell)
        self._fields[name] = widget
        return error

    def _bind(self, binding: Binding) -> Binding:
        self.bindings.append(binding)
        binding.edited.connect(lambda b=binding: self._edited(b))
        binding.finished.connect(lambda b=binding: self.commit(b))
        return binding

    def _page_built(self, build: Callable[[], QWidget]) -> QWidget:
        """``build()`` a page after start-up: its fields show what the others show."""
        first = len(self.bindings)
        page = build()
        shown = self._shown or _BLANK
        for binding in self.bindings[first:]:
            binding.show(binding.read(shown))
        self._show_states(self._shown)
        self._offer_base_names()
        return page

    def build_all_pages(self) -> None:
        """Build every page not shown yet (as if the GM had looked at each tab)."""
        for page in self._pages_on_show:
            page.build()

    @property
    def fields(self) -> dict[str, QWidget]:
        """Every field's widget by objectName (the pages not shown yet are built first)."""
        self.build_all_pages()
        return self._fields

    def _line(self, form: QFormLayout, page: QWidget, field: str, label: str, name: str, accessible: str,
              parser: Callable[[str], Any] = str, formatter: Callable[[Any], str] = str) -> QLineEdit:
        line = QLineEdit(page)
        error = self._row(form, label, line, name, accessible)
        self._bind(LineBinding(field, line, error, parser, formatter))
        return line

    def _spin(self, form: QFormLayout, page: QWidget, field: str, label: str, name: str, accessible: str) -> QSpinBox:
        """A spin box for a whole-number field, holding exactly the field's range (:mod:`~gmtracker.encounter.ranges`)."""
        spin = QSpinBox(page)
        spin.setRange(*ranges.COMBATANT_INTS[field])
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        error = self._row(form, label, spin, name, accessible)
        self._bind(SpinBinding(field, spin, error))
        return spin

    def _decimal(self, form: QFormLayout, page: QWidget, field: str, label: str, name: str, accessible: str,
                 suffix: str = "") -> DecimalSpinBox:
        spin = DecimalSpinBox(page)
        spin.setRange(*ranges.COMBATANT_DECIMALS[field])
        spin.setDecimals(2)
        spin.setSuffix(suffix)
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        error = self._row(form, label, spin, name, accessible)
        self._bind(SpinBinding(field, spin, error))
        return spin

    def _check(self, form: QFormLayout, page: QWidget, field: str, text: str, name: str, accessible: str) -> None:
        check = QCheckBox(text, page)
        error = self._row(form, "", check, name, accessible)
        self._bind(CheckBinding(field, check, error))

    def _choice(self, form: QFormLayout, page: QWidget, field: str, label: str, name: str, accessible: str,
                labels: dict[Any, str]) -> None:
        combo = QComboBox(page)
        for source in labels.values():
            combo.addItem(translated(source))
        error = self._row(form, label, combo, name, accessible)
        self._bind(ComboBinding(field, combo, error, list(labels)))

    def _build_general(self) -> QWidget:
        page = QWidget()
        form = self._form(page)
        self._line(form, page, "name", self.tr("&Name"), "editorName", self.tr("Name"), parse_name)
        self._choice(form, page, "side", self.tr("&Side"), "editorSide", self.tr("Side"), SIDES)
        self._check(form, page, "hidden", self.tr("&Hidden from the players"), "editorHidden",
                    self.tr("Hidden from the players"))
        initiative = self._line(form, page, "initiative", self.tr("&Initiative"), "editorInitiative",
                                self.tr("Initiative"), parse_initiative, format_initiative)
        initiative.setPlaceholderText(self.tr("not rolled"))
        self._spin(form, page, "initiative_modifier", self.tr("Initiative mo&difier"), "editorInitiativeModifier",
                   self.tr("Initiative modifier"))
        notes = QPlainTextEdit(page)
        notes.setTabChangesFocus(True)
        notes.setMinimumHeight(60)
        notes.setPlaceholderText(self.tr("Saved when you leave the field"))
        error = self._row(form, self.tr("N&otes"), notes, "editorNotes", self.tr("Notes"))
        self._bind(NotesBinding("notes", notes, error))
        return page

    def _build_attributes(self) -> QWidget:
        page = QWidget()
        form = self._form(page)
        for attribute, label, name in ATTRIBUTES:
            spin = QSpinBox(page)
            spin.setRange(*ranges.ATTRIBUTE)
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
            error = self._row(form, translated(label), spin, name, translated(label).replace("&", ""))
            self._bind(AttributeBinding(attribute, spin, error))
        self._spin(form, page, "proficiency", self.tr("Pr&oficiency bonus"), "editorProficiency",
                   self.tr("Proficiency bonus"))
        self._spin(form, page, "base_defense", self.tr("Base defe&nse"), "editorBaseDefense",
                   self.tr("Base defense (armour)"))
        self._decimal(form, page, "carried_weight", self.tr("Carried wei&ght"), "editorCarriedWeight",
                      self.tr("Carried weight in kg"), self.tr(" kg"))
        self._decimal(form, page, "speed", self.tr("Spee&d"), "editorSpeed", self.tr("Speed"))
        return page

    def _build_wounds(self) -> QWidget:
        page = QWidget()
        form = self._form(page)
        constitution = QSpinBox(page)
        # one below the range is "none" (B9)
        constitution.setRange(ranges.CONSTITUTION.low - 1, ranges.CONSTITUTION.high)
        constitution.setSpecialValueText(self.tr("none"))
        constitution.setAlignment(Qt.AlignmentFlag.AlignRight)
        constitution.setToolTip(self.tr("Below 0 means none: undead and constructs (B9)"))
        error = self._row(form, self.tr("Cons&titution"), constitution, "editorConstitution",
                          self.tr("Constitution (none for undead and constructs)"))
        self._bind(SpinBinding("constitution", constitution, error, none_at_minimum=True))
        hit_dice = self._line(form, page, "hit_dice", self.tr("Hit d&ice"), "editorHitDice", self.tr("Hit dice"),
                              parse_hit_dice)
        hit_dice.setPlaceholderText(self.tr("e.g. 4d10"))
        self._choice(form, page, "size_category", self.tr("Si&ze category"), "editorSizeCategory",
                     self.tr("Size category"), SIZES)
        self._check(form, page, "auto_stabilize", self.tr("&Auto-stabilize"), "editorAutoStabilize",
                    self.tr("Auto-stabilize"))
        self._spin(form, page, "wounds", self.tr("W&ounds"), "editorWounds", self.tr("Wound count"))
        self._spin(form, page, "bruises", self.tr("Br&uises"), "editorBruises", self.tr("Bruise count"))
        self._spin(form, page, "temp_hp", self.tr("Temporary &HP"), "editorTempHp",
                   self.tr("Temporary hit points"))
        self._spin(form, page, "hit_penalties", self.tr("Hit &penalties taken"), "editorHitPenalties",
                   self.tr("Hit penalties taken this turn"))
        self.states = QWidget(page)
        self.states.setObjectName("editorStates")
        self.states.setAccessibleName(self.tr("Damage states"))
        grid = QGridLayout(self.states)
        grid.setContentsMargins(0, 0, 0, 0)
        for number, state in enumerate(DamageState):
            box = QCheckBox(code_text(state.value), self.states)
            box.setObjectName(f"editorState_{state.value}")
            box.setAccessibleName(code_text(state.value))
            box.toggled.connect(lambda checked, st=state: self._toggle_state(st, checked))
            grid.addWidget(box, number // 2, number % 2)
            self.state_boxes[state] = box
        form.addRow(self.tr("States"), self.states)
        return page

    def _toggle_state(self, state: DamageState, checked: bool) -> None:
        """A damage state set or cleared by hand (B5): one undoable step; a new one begins now."""
        current = self._current()
        if current is None or current.has_state(state) == checked:
            return
        from gmtracker.encounter.roster import EditCombatant  # the roster's commands: on the first edit

        if checked:
            states = [*current.states, StateEntry(state, began=self._encounter.turn.clock)]
        else:
            states = [entry for entry in current.states if entry.state != state]
        self.commandReady.emit(EditCombatant(current.id, {"states": states}))

    def _build_attacks(self) -> QWidget:
        self.attacks = AttackProfilesEditor()
        self.attacks.setObjectName("editorAttackProfiles")
        error = QLabel(self.attacks)
        error.setObjectName("editorAttacksError")
        error.setStyleSheet(error_style(self))
        error.setWordWrap(True)
        own_layout = self.attacks.layout()
        assert own_layout is not None  # the widget builds its layout in __init__
        own_layout.addWidget(error)
        binding = ValueBinding("attacks", self.attacks.view, error, self.attacks.attacks, self.attacks.set_attacks)
        self.attacks.changed.connect(binding.changed)
        self._fields["editorAttacks"] = self.attacks.view
        self._bind(binding)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(4, 6, 4, 6)
        layout.addWidget(self.attacks)
        return page

    def _build_percentile(self) -> QWidget:
        self.percentile = PercentileEditor()
        error = QLabel(self.percentile)
        error.setObjectName("editorPercentileError")
        error.setStyleSheet(error_style(self))
        error.setWordWrap(True)
        own_layout = self.percentile.layout()
        assert own_layout is not None  # the widget builds its layout in __init__
        own_layout.addWidget(error)
        model = self.percentile.model
        binding = ValueBinding("percentile", self.percentile.view, error, model.values, model.set_values)
        model.changed.connect(binding.changed)
        model.refused.connect(binding.set_error)
        self._fields["editorPercentile"] = self.percentile.view
        self._bind(binding)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(4, 6, 4, 6)
        hint = QLabel(self.tr("Base ability values for 1D100 versus checks (C5)."), page)
        hint.setWordWrap(True)
        layout.addWidget(hint)
        layout.addWidget(self.percentile)
        return page

    # -- public API ----------------------------------------------------------------
    def combatant_id(self) -> str | None:
        return self._combatant_id

    def set_encounter(self, encounter: Encounter) -> None:
        """Edit combatants of another encounter (a file was loaded)."""
        for binding in self.bindings:
            binding.cancel_pending()
        self._encounter = encounter
        self._listener.attach(encounter)
        keep = self._combatant_id if self._combatant_id and encounter.has(self._combatant_id) else None
        self._combatant_id = None
        self.set_combatant(keep)

    def set_combatant(self, combatant_id: str | None) -> None:
        """Show this combatant (None: nothing to edit). Pending edits of the previous one are committed."""
        if combatant_id is not None and combatant_id == self._combatant_id:
            return
        self.flush()
        self._combatant_id = combatant_id if combatant_id and self._encounter.has(combatant_id) else None
        self._shown = None
        for binding in self.bindings:
            binding.cancel_pending()
            binding.set_error(None)
        self._show_editing(self._combatant_id is not None)
        self._refresh()

    def flush(self) -> None:
        """Commit whatever the GM changed and has not committed yet (before switching)."""
        if self._current() is None:
            return
        for binding in self.bindings:
            binding.cancel_pending()
            self.commit(binding)

    def preview(self) -> Combatant | None:
        """The combatant as the fields show it now (values that do not parse are left as stored)."""
        combatant = self._current()
        if combatant is None:
            return None
        for binding in self.bindings:
            try:
                combatant = binding.apply(combatant, binding.parse())
            except (FieldError, TypeError, ValueError):
                continue
        return combatant

    def commit(self, binding: Binding) -> bool:
        """Turn the binding's value into one EditCombatant (True if one was emitted)."""
        from gmtracker.encounter.roster import EditCombatant  # on the first edit (start-up)

        combatant = self._current()
        if combatant is None or not binding.dirty:
            return False
        try:
            value = binding.parse()
        except FieldError as error:
            binding.set_error(str(error))
            return False
        if value == binding.read(combatant):
            binding.dirty = False
            binding.set_error(None)
            return False
        changes = binding.changes(combatant, value)
        try:
            # The command's own validation, without applying anything.
            EditCombatant(combatant.id, changes).build(self._encounter)
        except (ActionError, RulesError) as error:
            binding.set_error(field_error_text(error, binding.field))
            return False
        binding.dirty = False
        binding.set_error(None)
        self.commandReady.emit(EditCombatant(combatant.id, changes))
        return True

    # -- showing -------------------------------------------------------------------
    def _current(self) -> Combatant | None:
        if self._combatant_id is None or not self._encounter.has(self._combatant_id):
            return None
        return self._encounter.combatant(self._combatant_id)

    def _on_changes(self, changes: ChangeSet) -> None:
        if self._combatant_id is None:
            return
        if not self._encounter.has(self._combatant_id):
            self._combatant_id = None
            self._shown = None
            self._show_editing(False)
            self._refresh()
            return
        if changes.reset:
            self._shown = None
        if changes.reset or self._combatant_id in changes.fields:
            self._refresh()
        if changes.rows or changes.reset or any("percentile" in f or "resources" in f for f in changes.fields.values()):
            self._offer_base_names()

    def _refresh(self) -> None:
        """Set the fields whose values changed since they were last set (all of them after a switch)."""
        current = self._current()
        shown = current or _BLANK
        for binding in self.bindings:
            value = binding.read(shown)
            if self._shown is None or binding.read(self._shown) != value:
                binding.cancel_pending()
                binding.show(value)
                binding.set_error(None)
        self._shown = current
        if current is None:
            self.title.setText(self.tr("No combatant selected"))
            self.hint.show()
        else:
            plain_label(self.title, short(current.name), full=current.name)
            self.hint.hide()
        self._show_states(current)
        self._offer_base_names()
        self.derived.show_combatant(self.preview())

    def _show_states(self, current: Combatant | None) -> None:
        for state, box in self.state_boxes.items():
            box.blockSignals(True)
            box.setChecked(current is not None and current.has_state(state))
            box.blockSignals(False)

    def _show_editing(self, editing: bool) -> None:
        """The fields and derived values only while there is a combatant to edit."""
        self.tabs.setEnabled(editing)
        self.tabs.setVisible(editing)
        self.derived.setVisible(editing)

    def _offer_base_names(self) -> None:
        """The names the attack profile dialog offers: 1D100 base values, and the combatant's resources."""
        current = self._current()
        own = list(current.percentile) if current else []
        everyone = list(dict.fromkeys(name for c in self._encounter.combatants for name in c.percentile))
        self.attacks.set_base_names(own, everyone)
        self.attacks.set_resources([(r.id, r.name) for r in current.resources] if current else [])

    def _edited(self, binding: Binding) -> None:
        """Live: the derived values follow what is typed; a fixed value loses its red mark."""
        if binding.error() is not None:
            try:
                binding.parse()
            except FieldError:
                pass
            else:
                binding.set_error(None)
        self.derived.show_combatant(self.preview())
