"""The Conditions dialog: a combatant's conditions listed, added, edited and removed.

Each condition shows its name, note, rounds remaining of its duration, whether its
rounds are counted at the start or the end of a turn, whose turn counts them (its
anchor; by default the combatant it is on) and its effects (D3, applied by the commands;
:mod:`.effects_editor`), and whether it is hidden from the players. "Add", "Save changes" and "Remove" act at
once on a working copy, so the list always shows the result; nothing touches the
encounter until OK.

**Which commands:** :meth:`ConditionsDialog.commands` returns *every* change made in
the dialog, in order (:class:`~gmtracker.encounter.conditions.AddCondition`,
:class:`~gmtracker.encounter.conditions.EditCondition`,
:class:`~gmtracker.encounter.conditions.RemoveCondition`, for any combatant chosen
in the dialog), not applied; the main window pushes them as one undo macro. OK also
keeps what is still in the editor: a typed new condition is added, changes to the
selected one are saved (so "type a name, press Enter" adds it).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ActionError, Combatant, Command, Condition, Encounter, Expiry, SaveEnds
from gmtracker.rules.character import Attribute
from gmtracker.encounter.conditions import AddCondition, EditCondition, RemoveCondition
from gmtracker.rules.errors import RulesError
from gmtracker.storage.condition_presets import Preset, PresetStore, bundled_presets
from gmtracker.storage.errors import LibraryFileError, SaveError
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.widgets.target_picker import Aim, TargetMemory, TargetPicker
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.words.user_text import add_name_item, ask, is_short, tooltip

from .check_words import word
from .effects_editor import EffectsEditor
from .dialog_parts import (
    combatant_name,
    error_label,
    label_buddies,
    named,
    ok_cancel_buttons,
    plain_label,
    show_error,
    working_copy,
)


# The target memory's kind for conditions (whose turn it is: the last combatant shown, issue 26 item 2).
MEMORY_KIND = "conditions"
# A listed condition's holder (its combatant's id), beside the condition's id.
_HOLDER = Qt.ItemDataRole.UserRole + 1
# The column naming the holder, shown while several combatants are checked.
_ON_COLUMN = 6


class ConditionsDialog(QDialog):
    """Manage the conditions of ``target`` (or of any combatant chosen in the dialog).

    After OK, :meth:`commands` lists the commands to push as one macro (module docstring).
    """

    def __init__(self, encounter: Encounter, parent: QWidget | None = None, *, target: str | None = None,
                 selected: Sequence[str] = (), memory: TargetMemory | None = None,
                 presets: PresetStore | None = None) -> None:
        """``target`` is shown first as given; else the table's ``selected`` (an ally of whose
        turn it is too: a condition may help), else that combatant's last one in ``memory``,
        else whose turn it is (else the first line). ``presets``: the GM's own (issue 29 item 6),
        offered with the bundled examples; None: the examples only, and none can be saved."""
        super().__init__(parent)
        self.memory = memory if memory is not None else TargetMemory()
        self._actor = encounter.turn.current
        self.setObjectName("conditionsDialog")
        self.setWindowTitle(self.tr("Conditions"))
        self._encounter = encounter
        self._work = working_copy(encounter)
        self._done: list[Command] = []

        layout = QVBoxLayout(self)
        # Whose conditions: grouped from the side of whose turn it is, its allies asked twice,
        # 1–9 press a line (issue 26 item 2); beside the list of their conditions. Several may be
        # checked: Add puts the condition on each (issue 29 item 3), one undo step with the rest.
        self.target_picker = TargetPicker(self, multiple=True, aim=Aim.HARM, list_name="targetCombo",
                                          accessible=self.tr("Combatants whose conditions are shown"))
        self.target_list = self.target_picker.list
        self.target_picker.set_combatants(self._work, self._actor, include_actor=True)
        first = ([target] if target is not None and encounter.has(target) else
                 self.target_picker.prepick(selected, self.memory.last_targets(MEMORY_KIND, self._actor),
                                            trust_selection=True)
                 or [self._actor if self._actor is not None and encounter.has(self._actor)
                     else self.target_picker.ids()[0]])
        self.target_picker.set_picked(first)
        picker_column = QVBoxLayout()
        caption = QLabel(self.tr("&Combatants (1–9):"), self)
        caption.setBuddy(self.target_list)
        picker_column.addWidget(caption)
        picker_column.addWidget(self.target_picker)
        picker_column.addStretch(1)
        top = QHBoxLayout()
        top.addLayout(picker_column)
        layout.addLayout(top, 1)

        self.condition_list = named(QTreeWidget(self), "conditionList", self.tr("Conditions of the combatant"))
        self.condition_list.setRootIsDecorated(False)
        self.condition_list.setUniformRowHeights(True)
        self.condition_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.condition_list.setHeaderLabels([self.tr("Condition"), self.tr("Note"), self.tr("Rounds left"),
                                             self.tr("Counted at"), self.tr("On whose turn"), self.tr("Effects"),
                                             self.tr("On")])
        header = self.condition_list.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)  # the note column takes what is left, not "On whose turn"
        self.condition_list.setMinimumHeight(150)
        top.addWidget(self.condition_list, 1)

        editor = QGroupBox(self.tr("Condition"), self)
        editor.setObjectName("editorBox")
        form = QFormLayout(editor)
        self._presets = presets
        preset_row = QHBoxLayout()
        self.preset_combo = named(QComboBox(editor), "presetCombo",
                                  self.tr("A preset condition: your own, or a bundled example"))
        self.save_preset_button = named(QPushButton(self.tr("Save to m&y presets"), editor), "savePresetButton",
                                        self.tr("Keep the condition in the editor as one of your presets"))
        self.save_preset_button.setAutoDefault(False)
        self.save_preset_button.setEnabled(presets is not None)
        preset_row.addWidget(self.preset_combo, 1)
        preset_row.addWidget(self.save_preset_button)
        form.addRow(self.tr("&Preset:"), preset_row)
        self.name_edit = named(QLineEdit(editor), "nameEdit", self.tr("Condition name"))
        self.name_edit.setPlaceholderText(self.tr("e.g. Blessed"))
        form.addRow(self.tr("&Name:"), self.name_edit)
        self.note_edit = named(QLineEdit(editor), "noteEdit", self.tr("Note"))
        form.addRow(self.tr("N&ote:"), self.note_edit)
        duration = QHBoxLayout()
        self.until_removed = named(QCheckBox(self.tr("Until &removed"), editor), "untilRemovedCheck",
                                   self.tr("The condition lasts until removed"))
        self.rounds_spin = named(QSpinBox(editor), "roundsSpin", self.tr("Duration in rounds"))
        self.rounds_spin.setRange(1, 9999)
        self.rounds_spin.setValue(3)
        self.rounds_spin.setSuffix(self.tr(" rounds"))
        self.remaining_spin = named(QSpinBox(editor), "remainingSpin", self.tr("Rounds remaining"))
        self.remaining_spin.setRange(1, 9999)
        self.remaining_spin.setPrefix(self.tr("remaining: "))
        duration.addWidget(self.until_removed)
        duration.addWidget(self.rounds_spin)
        duration.addWidget(self.remaining_spin)
        duration.addStretch(1)
        form.addRow(self.tr("&Duration:"), duration)
        counted = QHBoxLayout()
        self.expiry_combo = named(QComboBox(editor), "expiryCombo", self.tr("When a round of it passes"))
        self.expiry_combo.addItem(self.tr("at the end of the turn of"), Expiry.TURN_END.value)
        self.expiry_combo.addItem(self.tr("at the start of the turn of"), Expiry.TURN_START.value)
        self.anchor_combo = named(QComboBox(editor), "anchorCombo", self.tr("Whose turn counts the rounds"))
        #: The anchor of a condition: each combatant it is on counts it on its own turns.
        self.anchor_combo.addItem(self.tr("its bearer (each its own)"), "")
        for combatant in encounter.combatants:
            add_name_item(self.anchor_combo, combatant.name, combatant.id)
        counted.addWidget(self.expiry_combo)
        counted.addWidget(self.anchor_combo, 1)
        form.addRow(self.tr("Coun&ted:"), counted)
        save_row = QHBoxLayout()
        self.save_check = named(QCheckBox(self.tr("Ends on a chec&k at the end of each of its bearer's turns:"), editor),
                                "saveEndsCheck", self.tr("Save ends: a check ends the condition"))
        self.save_attribute = named(QComboBox(editor), "saveAttributeCombo", self.tr("The attribute of the check"))
        for attribute in Attribute:
            self.save_attribute.addItem(word(attribute.value), attribute.value)
        self.save_dc = named(QSpinBox(editor), "saveDcSpin", self.tr("The DC of the check"))
        self.save_dc.setRange(0, 99)
        self.save_dc.setValue(10)
        self.save_dc.setPrefix(self.tr("DC "))
        save_row.addWidget(self.save_check)
        save_row.addWidget(self.save_attribute)
        save_row.addWidget(self.save_dc)
        save_row.addStretch(1)
        form.addRow(self.tr("Save ends:"), save_row)
        self.effects_editor = EffectsEditor(editor)
        form.addRow(self.tr("&Effects:"), self.effects_editor)
        self.hidden_check = named(QCheckBox(self.tr("&Hidden from the players"), editor), "hiddenCheck",
                                  self.tr("The players never see this condition, nor a roll line that names it"))
        form.addRow("", self.hidden_check)
        label_buddies(form)
        edit_buttons = QHBoxLayout()
        self.new_button = named(QPushButton(self.tr("Ne&w"), editor), "newButton",
                                self.tr("Clear the editor for a new condition"))
        self.add_button = named(QPushButton(self.tr("&Add"), editor), "addButton", self.tr("Add the condition"))
        self.save_button = named(QPushButton(self.tr("&Save changes"), editor), "saveButton",
                                 self.tr("Save the changes to the selected condition"))
        self.remove_button = named(QPushButton(self.tr("Re&move"), editor), "removeButton",
                                   self.tr("Remove the selected condition"))
        for button in (self.new_button, self.add_button, self.save_button, self.remove_button):
            button.setAutoDefault(False)
            edit_buttons.addWidget(button)
        edit_buttons.addStretch(1)
        form.addRow(edit_buttons)
        layout.addWidget(editor)

        self.pending_label = plain_label("", self, object_name="pendingLabel")
        layout.addWidget(self.pending_label)
        self.error = error_label(self)
        layout.addWidget(self.error)
        self.buttons = ok_cancel_buttons(self, ok_name=self.tr("OK"), cancel_name=self.tr("Cancel"))
        layout.addWidget(self.buttons)

        self.target_picker.changed.connect(self._target_changed)
        self.condition_list.itemSelectionChanged.connect(self._selection_changed)
        self.until_removed.toggled.connect(self._update_editor)
        self.save_check.toggled.connect(self._update_editor)
        self.rounds_spin.valueChanged.connect(self._rounds_changed)
        self.new_button.clicked.connect(self.new_condition)
        self.add_button.clicked.connect(self.add_condition)
        self.save_button.clicked.connect(self.save_condition)
        self.remove_button.clicked.connect(self.remove_condition)
        self.preset_combo.activated.connect(self._preset_chosen)
        self.save_preset_button.clicked.connect(self.save_preset)
        self._fill_presets()
        self._target_changed()
        self.resize(960, 680)
        self.name_edit.setFocus()

    # -- reading -------------------------------------------------------------------------

    def targets(self) -> list[Combatant]:
        """The checked combatants (a new condition goes on each), else the first line's."""
        return [self._work.combatant(cid) for cid in self.target_picker.picked() or self.target_picker.ids()[:1]]

    def target(self) -> Combatant:
        """The combatant of the selected condition, else the first checked one."""
        items = self.condition_list.selectedItems()
        if items:
            holder = items[0].data(0, _HOLDER)
            if holder and self._work.has(holder):
                return self._work.combatant(holder)
        return self.targets()[0]

    def selected(self) -> Condition | None:
        items = self.condition_list.selectedItems()
        if not items:
            return None
        wanted = items[0].data(0, Qt.ItemDataRole.UserRole)
        return next((c for c in self.target().conditions if c.id == wanted), None)

    def select(self, condition_id: str, holder: str | None = None) -> None:
        """Select the condition ``condition_id`` (of ``holder``; else of the first that has it)."""
        for row in range(self.condition_list.topLevelItemCount()):
            item = self.condition_list.topLevelItem(row)
            if (item is not None and item.data(0, Qt.ItemDataRole.UserRole) == condition_id
                    and holder in (None, item.data(0, _HOLDER))):
                self.condition_list.setCurrentItem(item)
                return

    def _save(self) -> SaveEnds | None:
        """D3: the check that ends the condition (None: it ends on none)."""
        if not self.save_check.isChecked():
            return None
        return SaveEnds(Attribute(self.save_attribute.currentData()), self.save_dc.value())

    def _rounds(self) -> int | None:
        return None if self.until_removed.isChecked() else self.rounds_spin.value()

    def _anchor(self, bearer: Combatant | None = None) -> str | None:
        """The anchor to store: None when it is the bearer itself (the default)."""
        anchor: str | None = self.anchor_combo.currentData()
        return None if not anchor or anchor == (bearer or self.target()).id else anchor

    def _anchor_index(self, anchor: str | None, bearer: Combatant) -> int:
        """The anchor combo's line for ``anchor`` ("its bearer" for the bearer itself or none)."""
        return 0 if anchor in (None, bearer.id) else max(self.anchor_combo.findData(anchor), 0)

    # -- showing -------------------------------------------------------------------------

    def _target_changed(self) -> None:
        """Another combatant checked or unchecked: the list follows; a new condition typed in the
        editor stays (type it, then check whom it goes on), an edited one is left."""
        editing = self.selected() is not None
        self._fill_list()
        if editing or not hasattr(self, "save_check"):
            self.new_condition()
        else:
            self._update_editor()

    def _refresh_picker(self) -> None:
        """The lines' badges as the changes made so far leave them; the same ones picked."""
        shown = [c.id for c in self.targets()]
        self.target_picker.blockSignals(True)
        self.target_picker.set_combatants(self._work, self._actor, shown, include_actor=True)
        self.target_picker.blockSignals(False)

    def _fill_list(self, select: str | None = None, holder: str | None = None) -> None:
        self.condition_list.blockSignals(True)
        self.condition_list.clear()
        targets = self.targets()
        self.condition_list.setColumnHidden(_ON_COLUMN, len(targets) < 2)
        for target, condition in [(t, c) for t in targets for c in t.conditions]:
            anchor = condition.anchor or target.id
            if condition.rounds is None:
                left, moment, whose = self.tr("until removed"), "", ""
            else:
                remaining = condition.rounds if condition.remaining is None else condition.remaining
                left = fill(self.tr("%1 of %2"), remaining, condition.rounds)
                moment = (self.tr("start of turn") if condition.expiry is Expiry.TURN_START
                          else self.tr("end of turn"))
                whose = combatant_name(self._work, anchor)
            effects = [self.effects_editor.summary(effect) for effect in condition.effects]
            if condition.save is not None:
                #: A condition that ends on a check (D3): the check's attribute and DC ("save ends: strength DC 12").
                effects.insert(0, fill(self.tr("save ends: %1 DC %2"), word(condition.save.attribute.value),
                                       condition.save.dc))
            if condition.hidden:
                effects.insert(0, self.tr("hidden"))
            #: Between the effects of a condition in its list's Effects column ("status −2: its hit checks; hidden").
            separator = self.tr("; ")
            item = QTreeWidgetItem([condition.name, condition.note, left, moment, whose, separator.join(effects),
                                    target.name])
            item.setData(0, Qt.ItemDataRole.UserRole, condition.id)
            item.setData(0, _HOLDER, target.id)
            item.setToolTip(5, tooltip("\n".join(effects)))
            item.setToolTip(0, tooltip(condition.name) if not is_short(condition.name) else "")
            item.setToolTip(1, tooltip(condition.note))
            self.condition_list.addTopLevelItem(item)
        self.condition_list.blockSignals(False)
        self._fit_columns()
        if select is not None:
            self.select(select, holder)
        self._selection_changed()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._fit_columns()  # the headers' words measured in the font the dialog is shown in

    def _fit_columns(self) -> None:
        """Beside the picker the list is never narrower than its headers and cells (long
        languages); the note column takes what is left (at least a few words). Only grows."""
        tree = self.condition_list
        header = tree.header()
        chars = self.fontMetrics().averageCharWidth()
        # A cell counts up to 32 characters' width: a long name (a condition's, whose turn) scrolls, never widens.
        wanted = sum(max(header.sectionSizeFromContents(column).width(), min(tree.sizeHintForColumn(column), chars * 32),
                         chars * 12 if column == 1 else 0) for column in range(header.count())
                     if not tree.isColumnHidden(column))
        wanted += 2 * tree.frameWidth() + tree.verticalScrollBar().sizeHint().width() + 4
        tree.setMinimumWidth(max(tree.minimumWidth(), wanted))

    def _selection_changed(self) -> None:
        condition = self.selected()
        if condition is not None:
            self._show(condition)
            if condition.rounds is not None:
                self.remaining_spin.setMaximum(condition.rounds)
                self.remaining_spin.setValue(condition.rounds if condition.remaining is None else condition.remaining)
            self.anchor_combo.setCurrentIndex(self._anchor_index(condition.anchor, self.target()))
        self._update_editor()

    def _show(self, condition: Condition) -> None:
        """The editor's fields from ``condition`` (a listed one, or a preset's)."""
        self.name_edit.setText(condition.name)
        self.note_edit.setText(condition.note)
        self.until_removed.setChecked(condition.rounds is None)
        if condition.rounds is not None:
            self.rounds_spin.setValue(condition.rounds)
        self.expiry_combo.setCurrentIndex(self.expiry_combo.findData(condition.expiry.value))
        self.effects_editor.set_effects(condition.effects)
        self.hidden_check.setChecked(condition.hidden)
        self.save_check.setChecked(condition.save is not None)
        if condition.save is not None:
            self.save_attribute.setCurrentIndex(self.save_attribute.findData(condition.save.attribute.value))
            self.save_dc.setValue(condition.save.dc)

    def _rounds_changed(self, rounds: int) -> None:
        self.remaining_spin.setMaximum(rounds)
        condition = self.selected()
        if condition is None or rounds != condition.rounds:
            self.remaining_spin.setValue(rounds)  # a new duration restarts the count
        self._update_editor()

    def _update_editor(self) -> None:
        editing = self.selected() is not None
        lasting = not self.until_removed.isChecked()
        for widget in (self.rounds_spin, self.expiry_combo, self.anchor_combo):
            widget.setEnabled(lasting)
        for widget in (self.save_attribute, self.save_dc):
            widget.setEnabled(self.save_check.isChecked())
        self.remaining_spin.setEnabled(lasting and editing)
        self.remaining_spin.setVisible(editing)
        self.add_button.setEnabled(not editing)
        self.save_button.setEnabled(editing)
        self.remove_button.setEnabled(editing)
        count = len(self._done)
        lines = [self.tr("Changes made, applied when you press OK: %n", "", count)] if count else []
        several = len(self.targets())
        if several > 1 and not editing:
            lines.insert(0, self.tr("Add puts it on each of the %n combatants checked.", "", several))
        self.pending_label.setText("\n".join(lines))

    # -- presets (issue 29 item 6) -----------------------------------------------------------

    def _fill_presets(self, select: str = "") -> None:
        """The combo: none, the GM's presets, then the bundled examples (a file that cannot be
        read is said in the error line; the others are still offered)."""
        self.preset_combo.clear()
        self._preset_list: dict[str, Condition] = {}
        self.preset_combo.addItem(self.tr("(none: type a new one)"), "")
        problems: list[str] = []
        sources: list[tuple[str, Callable[[], list[Preset]]]] = [("example", lambda: bundled_presets(QLocale().name()))]
        if self._presets is not None:
            sources.insert(0, ("own", self._presets.presets))
        for kind, read in sources:
            try:
                found = read()
            except (LibraryFileError, OSError) as error:
                problems.append(error_text(error))
                continue
            for preset in found:
                key = f"{kind}:{preset.id}"
                self._preset_list[key] = preset.condition
                add_name_item(self.preset_combo, preset.name, key)
        self.preset_combo.setCurrentIndex(max(self.preset_combo.findData(select), 0))
        if problems:
            show_error(self.error, "\n".join(problems))

    def _preset_chosen(self, index: int) -> None:
        """The editor filled from the chosen preset, as a new condition (Add puts it on)."""
        condition = self._preset_list.get(self.preset_combo.itemData(index) or "")
        if condition is None:
            return
        self.new_condition()
        self._show(condition)
        self._update_editor()
        self.name_edit.setFocus()

    def save_preset(self) -> bool:
        """Keep the editor's condition among the GM's presets (one of the same name is replaced, after a yes)."""
        if self._presets is None:
            return False
        name = self.name_edit.text().strip()
        if not name:
            show_error(self.error, self.tr("Type the condition's name first."))
            return False
        try:
            condition = Condition(id="preset", name=name, note=self.note_edit.text(), rounds=self._rounds(),
                                  expiry=Expiry(self.expiry_combo.currentData()), effects=self.effects_editor.effects(),
                                  hidden=self.hidden_check.isChecked(), save=self._save())
            existing = [p for p in self._presets.presets() if p.name.casefold() == name.casefold()]
        except (RulesError, LibraryFileError, OSError) as error:
            show_error(self.error, error_text(error))
            return False
        if existing and ask(self, self.tr("Save as preset"),
                            fill(self.tr("Replace your preset %1?"), existing[0].name)) != QMessageBox.StandardButton.Yes:
            return False
        try:
            preset = self._presets.save(condition)
        except (SaveError, LibraryFileError, OSError) as error:
            show_error(self.error, error_text(error))
            return False
        show_error(self.error, "")
        self._fill_presets(select=f"own:{preset.id}")
        self.pending_label.setText(fill(self.tr("Saved as your preset %1."), preset.name))
        return True

    # -- changing --------------------------------------------------------------------------

    def new_condition(self) -> None:
        """Clear the selection and the editor for a new condition on the combatant."""
        self.condition_list.clearSelection()
        self.condition_list.setCurrentItem(None)  # type: ignore[call-overload]  # Qt takes None: no current item
        self.name_edit.clear()
        self.note_edit.clear()
        self.until_removed.setChecked(False)
        self.rounds_spin.setValue(3)
        self.expiry_combo.setCurrentIndex(0)
        self.anchor_combo.setCurrentIndex(0)  # its bearer
        self.effects_editor.set_effects([])
        self.hidden_check.setChecked(False)
        self.save_check.setChecked(False)
        self._update_editor()

    def _do(self, command: Command) -> bool:
        """Try ``command`` on the working copy; keep it, or show why it is refused."""
        try:
            command.apply(self._work)
        except (ActionError, RulesError) as error:
            show_error(self.error, error_text(error))
            return False
        show_error(self.error, "")
        self._done.append(command)
        self._refresh_picker()
        return True

    def _make_and_do(self, make: Callable[[], Command], select: Callable[[Command], str], holder: str) -> bool:
        """Make a command from the editor and try it; the list then selects ``select(command)`` of ``holder``."""
        try:
            command = make()
        except (ActionError, RulesError) as error:
            show_error(self.error, error_text(error))
            return False
        if not self._do(command):
            return False
        self._fill_list(select=select(command), holder=holder)
        return True

    def add_condition(self) -> bool:
        """Put the editor's condition on every checked combatant (issue 29 item 3): all of them, or
        none with the reason shown."""
        try:
            commands = [AddCondition(bearer.id, self.name_edit.text(), self.note_edit.text(), self._rounds(),
                                     self.expiry_combo.currentData(),
                                     self._anchor(bearer) if self._rounds() else None,
                                     effects=self.effects_editor.effects(), hidden=self.hidden_check.isChecked(),
                                     save=self._save())
                        for bearer in self.targets()]
        except (ActionError, RulesError) as error:
            show_error(self.error, error_text(error))
            return False
        done: list[Command] = []
        for command in commands:
            if not self._do(command):
                for applied in reversed(done):  # none of them, as none was asked alone
                    applied.revert(self._work)
                    self._done.remove(applied)
                self._refresh_picker()
                return False
            done.append(command)
        first = commands[0]
        self._fill_list(select=first.condition_id, holder=first.target)
        return True

    def _edits(self, condition: Condition) -> dict[str, object]:
        """The fields the editor changes on ``condition``."""
        target = self.target()
        changes: dict[str, object] = {}
        if self.name_edit.text().strip() != condition.name:
            changes["name"] = self.name_edit.text()
        if self.note_edit.text() != condition.note:
            changes["note"] = self.note_edit.text()
        rounds = self._rounds()
        if rounds != condition.rounds:
            changes["rounds"] = rounds
        elif rounds is not None:
            remaining = condition.rounds if condition.remaining is None else condition.remaining
            if self.remaining_spin.value() != remaining:
                changes["remaining"] = self.remaining_spin.value()
        if rounds is not None:
            if self.expiry_combo.currentData() != condition.expiry.value:
                changes["expiry"] = self.expiry_combo.currentData()
            chosen = self.anchor_combo.currentData() or target.id
            if chosen != (condition.anchor or target.id):
                changes["anchor"] = chosen
        try:
            effects = self.effects_editor.effects()
        except RulesError:
            effects = None  # a row the rules refuse: a change, refused with its reason when saved
        if effects != condition.effects:
            changes["effects"] = effects
        if self.hidden_check.isChecked() != condition.hidden:
            changes["hidden"] = self.hidden_check.isChecked()
        if self._save() != condition.save:
            changes["save"] = self._save()
        return changes

    def save_condition(self) -> bool:
        condition = self.selected()
        if condition is None:
            return False
        changes = self._edits(condition)
        if not changes:
            show_error(self.error, self.tr("Nothing has changed."))
            return False
        if "effects" in changes:
            try:
                changes["effects"] = self.effects_editor.effects()
            except RulesError as error:
                show_error(self.error, error_text(error))
                return False
        holder = self.target().id
        return self._make_and_do(
            lambda: EditCondition(holder, condition.id, **changes),  # type: ignore[arg-type]
            lambda _command: condition.id, holder)

    def remove_condition(self) -> bool:
        condition = self.selected()
        if condition is None:
            return False
        if not self._do(RemoveCondition(self.target().id, condition.id)):
            return False
        self._fill_list()
        self.new_condition()
        return True

    def _editor_is_dirty(self) -> bool:
        condition = self.selected()
        if condition is None:
            return bool(self.name_edit.text().strip())
        return bool(self._edits(condition))

    def accept(self) -> None:
        """Keep what is still in the editor, then close with the changes made."""
        if self._editor_is_dirty():
            saved = self.add_condition() if self.selected() is None else self.save_condition()
            if not saved:
                return
        super().accept()
        self.memory.remember_targets(MEMORY_KIND, self._actor, [c.id for c in self.targets()])

    def commands(self) -> list[Command]:
        """Every change made, in order, unapplied (empty before OK or after Cancel)."""
        if self.result() != QDialog.DialogCode.Accepted:
            return []
        fresh = []
        for command in self._done:
            unapplied = copy.copy(command)
            unapplied.patch = None  # built again on the real encounter
            fresh.append(unapplied)
        return fresh


def dialog_for(scope: ActionScope) -> ConditionsDialog:
    """The conditions dialog of the Conditions action, on the selected (else the acting) combatant,
    with the GM's presets in their own folder (never the library's: its every file is a template file)."""
    context = getattr(scope.parent, "context", None)
    store = PresetStore(context.paths.presets_dir) if context is not None else None
    return ConditionsDialog(scope.encounter, scope.parent, selected=scope.selected,
                            memory=TargetMemory.of(scope.parent), presets=store)
