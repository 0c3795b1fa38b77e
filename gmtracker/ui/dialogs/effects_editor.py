"""The effects of a condition, edited row by row in the Conditions dialog (RULES.md D3).

One row per :class:`~gmtracker.rules.condition_effects.Effect`: what it is (a typed
modifier, advantage, disadvantage, penalty dice, a 1D100 modifier), its value or count,
the modifier's type (A6; status by default, D3) and the checks it applies to (all, hit
checks, one attribute's checks, damage checks, one defense). Each row's tooltip names the
rule it works by. The choices a kind cannot take are not offered (dice only on rolled
checks; a 1D100 modifier on the 1D100 checks).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter.conditions import MOST_EFFECTS
from gmtracker.rules.character import Attribute
from gmtracker.encounter.model import Defense
from gmtracker.rules.condition_effects import AppliesTo, Effect, EffectKind
from gmtracker.rules.modifiers import ModifierType

from gmtracker.ui.words.text_format import fill, signed

from .check_words import word
from .dialog_parts import named

# A scope as the combo's data: "hit", "attribute:strength", "defense:reflex" (a string: Qt compares it).
_Scope = str


def _scope_key(applies_to: AppliesTo, attribute: Attribute | None = None, defense: str | None = None) -> _Scope:
    detail = attribute.value if attribute is not None else defense
    return f"{applies_to.value}:{detail}" if detail else applies_to.value


def _scope_parts(key: _Scope) -> tuple[AppliesTo, Attribute | None, str | None]:
    applies_to, _, detail = key.partition(":")
    scope = AppliesTo(applies_to)
    return (scope, Attribute(detail) if scope is AppliesTo.ATTRIBUTE else None,
            detail if scope is AppliesTo.DEFENSE else None)
_DICE_SCOPES = (AppliesTo.ALL, AppliesTo.HIT, AppliesTo.ATTRIBUTE)
_KIND, _VALUE, _TYPE, _SCOPE = range(4)


class EffectsEditor(QWidget):
    """The rows of a condition's effects; :meth:`effects` reads them, :meth:`set_effects` shows some."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.table = named(QTableWidget(0, 4, self), "effectsTable", self.tr("Effects of the condition"))
        self.table.setHorizontalHeaderLabels([self.tr("Effect"), self.tr("Value"), self.tr("Type"),
                                              self.tr("Applies to")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(_SCOPE, QHeaderView.ResizeMode.Stretch)
        rows = self.table.verticalHeader().defaultSectionSize()
        frame = header.sizeHint().height() + 2 * self.table.frameWidth() + 2
        self.table.setMinimumHeight(rows * 2 + frame)
        self.table.setMaximumHeight(rows * 4 + frame)  # four rows show; more scroll (the list above keeps its room)
        layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.add_button = named(QPushButton(self.tr("Add e&ffect"), self), "addEffectButton",
                                self.tr("Add an effect: a modifier, advantage, disadvantage or penalty dice"))
        self.remove_button = named(QPushButton(self.tr("Remo&ve effect"), self), "removeEffectButton",
                                   self.tr("Remove the effect of the row you are in"))
        self.remove_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the row's widget keeps the focus
        for button in (self.add_button, self.remove_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.add_button.clicked.connect(lambda: self.add_row(Effect(EffectKind.MODIFIER, -2)))
        self.remove_button.clicked.connect(self.remove_row)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self._update_buttons()

    def _kind_text(self, kind: EffectKind) -> str:
        return {
            EffectKind.MODIFIER: self.tr("modifier (A6)"),
            EffectKind.ADVANTAGE: self.tr("advantage (A7)"),
            EffectKind.DISADVANTAGE: self.tr("disadvantage (A7)"),
            EffectKind.PENALTY_DICE: self.tr("penalty dice (A3)"),
            EffectKind.PERCENTILE: self.tr("1D100 modifier (C5)"),
        }[kind]

    def _kind_tip(self, kind: EffectKind) -> str:
        return {
            EffectKind.MODIFIER: self.tr("A6: a typed modifier. Of one type only the highest bonus and the lowest "
                                         "penalty apply (status, environment); potency: the one highest; "
                                         "situational: one; free: all add up. D3: status by default."),
            EffectKind.ADVANTAGE: self.tr("A7: each advantage cancels a disadvantage; each one left rolls a d6 "
                                          "as a situational bonus."),
            EffectKind.DISADVANTAGE: self.tr("A7: each disadvantage cancels an advantage; each one left rolls a "
                                             "d6 as a situational penalty."),
            EffectKind.PENALTY_DICE: self.tr("A3: one more d20 per penalty die, the lowest kept; at most 2 in all."),
            EffectKind.PERCENTILE: self.tr("C3, C5: added to the bearer's performance in its 1D100 checks."),
        }[kind]

    def _scopes(self, kind: EffectKind) -> list[tuple[str, _Scope]]:
        if kind is EffectKind.PERCENTILE:
            return [(self.tr("its 1D100 checks"), _scope_key(AppliesTo.ALL))]
        allowed = kind.scopes
        scopes: list[tuple[str, _Scope]] = [(self.tr("all its checks"), _scope_key(AppliesTo.ALL)),
                                            (self.tr("its hit checks"), _scope_key(AppliesTo.HIT))]
        for attribute in Attribute:
            #: A condition's scope: the bearer's checks of one attribute ("checks of strength").
            scopes.append((fill(self.tr("checks of %1"), word(attribute.value)),
                           _scope_key(AppliesTo.ATTRIBUTE, attribute)))
        if AppliesTo.DAMAGE in allowed:
            scopes.append((self.tr("its damage checks"), _scope_key(AppliesTo.DAMAGE)))
        if AppliesTo.DEFENSE in allowed:
            defense_words = {Defense.BASE: self.tr("base defense"), Defense.PHYSIQUE: self.tr("physique defense"),
                             Defense.REFLEX: self.tr("reflex defense"), Defense.MIND: self.tr("mind defense")}
            for defense in Defense:
                scopes.append((defense_words[defense], _scope_key(AppliesTo.DEFENSE, defense=defense.value)))
        return scopes

    def summary(self, effect: Effect) -> str:
        """One effect in a few words, for the list of conditions ("status −2: its hit checks")."""
        wanted = _scope_key(effect.applies_to, effect.attribute, effect.defense)
        scope = next((text for text, data in self._scopes(effect.kind) if data == wanted), "")
        if effect.kind is EffectKind.MODIFIER:
            #: An effect in the list of conditions: its type and value, then what it applies to ("status −2: its hit checks").
            return fill(self.tr("%1 %2: %3"), word(effect.type.value), signed(effect.value), scope)
        if effect.kind is EffectKind.PERCENTILE:
            return fill(self.tr("1D100 %1"), signed(effect.value))
        words = {EffectKind.ADVANTAGE: self.tr("advantage %1: %2"),
                 EffectKind.DISADVANTAGE: self.tr("disadvantage %1: %2"),
                 EffectKind.PENALTY_DICE: self.tr("penalty dice %1: %2")}
        return fill(words[effect.kind], effect.value, scope)

    # -- rows ---------------------------------------------------------------------------------
    def add_row(self, effect: Effect) -> None:
        """A row showing ``effect`` (the GM's new row, or a condition's own)."""
        if self.table.rowCount() >= MOST_EFFECTS:
            return
        row = self.table.rowCount()
        self.table.insertRow(row)
        kind = QComboBox(self.table)
        kind.setAccessibleName(self.tr("Effect"))
        for each in EffectKind:
            kind.addItem(self._kind_text(each), each.value)
        value = QSpinBox(self.table)
        value.setAccessibleName(self.tr("Value"))
        type_combo = QComboBox(self.table)
        type_combo.setAccessibleName(self.tr("Type"))
        for each_type in ModifierType:
            type_combo.addItem(word(each_type.value), each_type.value)
        scope = QComboBox(self.table)
        scope.setAccessibleName(self.tr("Applies to"))
        for column, widget in ((_KIND, kind), (_VALUE, value), (_TYPE, type_combo), (_SCOPE, scope)):
            self.table.setCellWidget(row, column, widget)
            if column != _SCOPE:  # a cell as wide as its widget's longest choice (long languages)
                width = max(widget.sizeHint().width(), self.table.horizontalHeader().sectionSizeHint(column))
                self.table.setColumnWidth(column, max(self.table.columnWidth(column), width))
        kind.setCurrentIndex(kind.findData(effect.kind.value))
        self._kind_changed(kind, effect)
        kind.currentIndexChanged.connect(lambda _index, combo=kind: self._kind_changed(combo))
        for signal in (value.valueChanged, type_combo.currentIndexChanged, scope.currentIndexChanged):
            signal.connect(lambda *_: self.changed.emit())
        self.table.selectRow(row)
        self._update_buttons()
        self.changed.emit()

    def _row_of(self, widget: QWidget) -> int:
        for row in range(self.table.rowCount()):
            if self.table.cellWidget(row, _KIND) is widget:
                return row
        return -1

    def _kind_changed(self, combo: QComboBox, effect: Effect | None = None) -> None:
        """The value's range, the type and the scopes a kind takes (the row's own ``effect`` kept)."""
        row = self._row_of(combo)
        kind = EffectKind(combo.currentData())
        value: QSpinBox = self.table.cellWidget(row, _VALUE)  # type: ignore[assignment]
        type_combo: QComboBox = self.table.cellWidget(row, _TYPE)  # type: ignore[assignment]
        scope: QComboBox = self.table.cellWidget(row, _SCOPE)  # type: ignore[assignment]
        value.setRange(*kind.value_range)
        defaults = {EffectKind.MODIFIER: -2, EffectKind.PERCENTILE: -10}
        value.setValue(effect.value if effect is not None else defaults.get(kind, 1))
        type_combo.setEnabled(kind is EffectKind.MODIFIER)
        wanted = (effect.type if effect is not None else ModifierType.STATUS).value
        if effect is not None or kind is not EffectKind.MODIFIER:
            type_combo.setCurrentIndex(type_combo.findData(wanted))
        shown: _Scope | None = scope.currentData()
        if effect is not None:
            shown = _scope_key(effect.applies_to, effect.attribute, effect.defense)
        scope.blockSignals(True)
        scope.clear()
        for text, data in self._scopes(kind):
            scope.addItem(text, data)
        scope.setCurrentIndex(max(scope.findData(shown), 0) if shown is not None else 0)
        scope.setEnabled(scope.count() > 1)
        scope.blockSignals(False)
        tip = self._kind_tip(kind)
        for column in range(4):
            widget = self.table.cellWidget(row, column)
            if widget is not None:
                widget.setToolTip(tip)
        self.changed.emit()

    def remove_row(self) -> None:
        """Remove the effect whose row the GM is in (the button takes no focus, so the row's widget
        keeps it), else the selected one; with neither, nothing."""
        row = self._focused_row()
        rows = [row] if row is not None else sorted(
            {index.row() for index in self.table.selectionModel().selectedRows()}, reverse=True)
        for each in rows:
            self.table.removeRow(each)
        self._update_buttons()
        self.changed.emit()

    def _update_buttons(self) -> None:
        self.add_button.setEnabled(self.table.rowCount() < MOST_EFFECTS)
        self.remove_button.setEnabled(self.table.rowCount() > 0)

    def _focused_row(self) -> int | None:
        focused = QApplication.focusWidget()
        if focused is None:
            return None
        for row in range(self.table.rowCount()):
            for column in range(4):
                widget = self.table.cellWidget(row, column)
                if widget is not None and (widget is focused or widget.isAncestorOf(focused)):
                    return row
        return None

    # -- reading and showing ---------------------------------------------------------------------
    def set_effects(self, effects: list[Effect]) -> None:
        self.blockSignals(True)
        try:
            self.table.setRowCount(0)
            for effect in effects:
                self.add_row(effect)
            self.table.clearSelection()
        finally:
            self.blockSignals(False)
        self._update_buttons()

    def effects(self) -> list[Effect]:
        """The rows as effects (a :class:`~gmtracker.rules.errors.RulesError` names what a row cannot be)."""
        made = []
        for row in range(self.table.rowCount()):
            kind: QComboBox = self.table.cellWidget(row, _KIND)  # type: ignore[assignment]
            value: QSpinBox = self.table.cellWidget(row, _VALUE)  # type: ignore[assignment]
            type_combo: QComboBox = self.table.cellWidget(row, _TYPE)  # type: ignore[assignment]
            scope: QComboBox = self.table.cellWidget(row, _SCOPE)  # type: ignore[assignment]
            applies_to, attribute, defense = _scope_parts(scope.currentData())
            effect_kind = EffectKind(kind.currentData())
            made.append(Effect(effect_kind, value.value(),
                               ModifierType(type_combo.currentData()) if effect_kind is EffectKind.MODIFIER
                               else ModifierType.STATUS,
                               applies_to, attribute, defense))  # type: ignore[arg-type]
        return made
