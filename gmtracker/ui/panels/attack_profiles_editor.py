"""A combatant's attack profiles: the list, and the dialog that edits one profile.

:class:`AttackProfilesEditor` lists the attacks with Add, Edit, Remove, Up and Down;
each finished change (a dialog accepted, a removal, a move) emits ``changed`` once, so
the combatant editor turns it into one command. :class:`AttackProfileDialog` edits every
field of an :class:`~gmtracker.encounter.AttackProfile` and refuses what the encounter's
own validation refuses (an empty name, a damage expression like ``2d0``), inline, with
OK disabled until it is fixed.
"""

from __future__ import annotations

import msgspec

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import AttackProfile, Combatant, Defense, ranges
from gmtracker.rules.character import Attribute
from gmtracker.rules.d20 import Proficiency
from gmtracker.rules.hits import AttackRange, SizeDirection
from gmtracker.encounter.base_values import ACCURACY, EVASION
from gmtracker.ui.dialogs.steady_buttons import grow_to, keep_buttons_in_place
from gmtracker.ui.words.base_value_words import base_value_code, base_value_word
from gmtracker.ui.words.error_text import problem_text
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP, fill
from gmtracker.ui.widgets.theme import error_style, invalid_style
from gmtracker.ui.words.user_text import add_name_item, is_short, tooltip

_AnyIndex = QModelIndex | QPersistentModelIndex
_CONTEXT = "AttackProfiles"
# Base-value boxes are as wide as this many characters (the longest name would widen the dialog).
NAME_COMBO_CHARS = 16

# lupdate finds literal translate("Context", "text") calls under this name.
translate = QCoreApplication.translate


def _translated(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


RANGES: dict[AttackRange, str] = {
    AttackRange.MELEE: QT_TRANSLATE_NOOP("AttackProfiles", "melee"),
    AttackRange.RANGED: QT_TRANSLATE_NOOP("AttackProfiles", "ranged"),
    AttackRange.SPECIAL: QT_TRANSLATE_NOOP("AttackProfiles", "special"),
}
ATTRIBUTES: dict[Attribute | None, str] = {
    None: QT_TRANSLATE_NOOP("AttackProfiles", "by range (A14)"),
    Attribute.STRENGTH: QT_TRANSLATE_NOOP("AttackProfiles", "strength"),
    Attribute.AGILITY: QT_TRANSLATE_NOOP("AttackProfiles", "agility"),
    Attribute.SIZE: QT_TRANSLATE_NOOP("AttackProfiles", "size"),
    Attribute.SPIRIT: QT_TRANSLATE_NOOP("AttackProfiles", "spirit"),
    Attribute.INTELLECT: QT_TRANSLATE_NOOP("AttackProfiles", "intellect"),
}
PROFICIENCIES: dict[Proficiency, str] = {
    Proficiency.NONE: QT_TRANSLATE_NOOP("AttackProfiles", "none"),
    Proficiency.HALF: QT_TRANSLATE_NOOP("AttackProfiles", "half"),
    Proficiency.FULL: QT_TRANSLATE_NOOP("AttackProfiles", "full"),
}
DEFENSES: dict[Defense, str] = {
    Defense.BASE: QT_TRANSLATE_NOOP("AttackProfiles", "base"),
    Defense.PHYSIQUE: QT_TRANSLATE_NOOP("AttackProfiles", "physique"),
    Defense.REFLEX: QT_TRANSLATE_NOOP("AttackProfiles", "reflex"),
    Defense.MIND: QT_TRANSLATE_NOOP("AttackProfiles", "mind"),
}
SIZE_DIRECTIONS: dict[SizeDirection, str] = {
    SizeDirection.NONE: QT_TRANSLATE_NOOP("AttackProfiles", "no size difference"),
    SizeDirection.BIGGER: QT_TRANSLATE_NOOP("AttackProfiles", "favours the bigger"),
    SizeDirection.SMALLER: QT_TRANSLATE_NOOP("AttackProfiles", "favours the smaller"),
}


def summary(attack: AttackProfile) -> str:
    """``Longbow — ranged, 1d8 vs reflex, threat 19–20 ×2``."""
    threat = "20" if attack.threat_low >= 20 else f"{attack.threat_low}–20"
    return fill(translate("AttackProfiles", "%1 — %2, %3 vs %4, threat %5 ×%6"), attack.name,
                _translated(RANGES[attack.range]), attack.damage, _translated(DEFENSES[attack.target_defense]),
                threat, attack.critical_multiplier)


def attack_problems(attack: AttackProfile) -> dict[str, str]:
    """What the encounter's validation refuses in this profile, by field name."""
    from gmtracker.encounter.roster import validate_combatant  # on the first check (start-up)

    # Spends names one of the combatant's resources, which the dialog alone offers (the probe has none).
    probe = Combatant(id="probe", name="probe", attacks=[msgspec.structs.replace(attack, spends="")])
    problems: dict[str, str] = {}
    for problem in validate_combatant(probe):
        if problem.field is not None and problem.field.startswith("attacks[0]."):
            problems.setdefault(problem.field.removeprefix("attacks[0]."), problem_text(problem, with_field=False))
    return problems


class AttackListModel(QAbstractListModel):
    """The attack profiles of one combatant, one row each."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._attacks: list[AttackProfile] = []

    def attacks(self) -> list[AttackProfile]:
        return list(self._attacks)

    def set_attacks(self, attacks: Sequence[AttackProfile]) -> None:
        self.beginResetModel()
        self._attacks = list(attacks)
        self.endResetModel()

    def rowCount(self, parent: _AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._attacks)

    def data(self, index: _AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._attacks):
            return None
        attack = self._attacks[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return summary(attack)
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(summary(attack))
        return None

    def put(self, row: int | None, attack: AttackProfile) -> int:
        """Replace the profile at ``row``, or append it (``None``); return its row."""
        if row is None or not 0 <= row < len(self._attacks):
            row = len(self._attacks)
            self.beginInsertRows(QModelIndex(), row, row)
            self._attacks.append(attack)
            self.endInsertRows()
        else:
            self._attacks[row] = attack
            self.dataChanged.emit(self.index(row), self.index(row))
        return row

    def remove(self, row: int) -> None:
        if 0 <= row < len(self._attacks):
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._attacks[row]
            self.endRemoveRows()

    def move(self, row: int, offset: int) -> int:
        """Move a profile up (-1) or down (+1); return where it ended up."""
        target = row + offset
        if not (0 <= row < len(self._attacks) and 0 <= target < len(self._attacks)):
            return row
        destination = target + 1 if offset > 0 else target
        self.beginMoveRows(QModelIndex(), row, row, QModelIndex(), destination)
        self._attacks.insert(target, self._attacks.pop(row))
        self.endMoveRows()
        return target


def _combo(parent: QWidget, name: str, accessible: str, labels: dict[Any, str]) -> QComboBox:
    combo = QComboBox(parent)
    combo.setObjectName(name)
    combo.setAccessibleName(accessible)
    for value, label in labels.items():
        combo.addItem(_translated(label), value)
    return combo


def _fit_placeholder(edit: QLineEdit) -> None:
    """The hint of what to type stays readable in any language: the field is at least that wide."""
    metrics = edit.fontMetrics()
    frame = edit.sizeHint().width() - 17 * metrics.horizontalAdvance("x")  # Qt's hint: 17 x's + frame
    edit.setMinimumWidth(metrics.horizontalAdvance(edit.placeholderText()) + frame)


class AttackProfileDialog(QDialog):
    """Every field of one attack profile; ``profile()`` is the edited profile."""

    def __init__(self, attack: AttackProfile | None, base_names: Sequence[str] = (),
                 target_base_names: Sequence[str] = (), parent: QWidget | None = None, *,
                 resources: Sequence[tuple[str, str]] = ()) -> None:
        """``resources``: the combatant's resources (id, name) an attack may spend one of (issue 29 item 4)."""
        super().__init__(parent)
        self.setObjectName("attackProfileDialog")
        self.setWindowTitle(self.tr("Attack profile") if attack else self.tr("New attack profile"))
        start = attack or AttackProfile(name="")
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.name = QLineEdit(start.name, self)
        self._field(self.name, "attackName", self.tr("Name"))
        self.name.setPlaceholderText(self.tr("e.g. Longsword"))
        self.range = _combo(self, "attackRange", self.tr("Hit check"), RANGES)
        self.finesse = QCheckBox(self.tr("&Finesse (agility instead of strength)"), self)
        self._field(self.finesse, "attackFinesse", self.tr("Finesse"))
        self.thrown = QCheckBox(self.tr("&Thrown (strength instead of agility)"), self)
        self._field(self.thrown, "attackThrown", self.tr("Thrown"))
        self.key_attribute = _combo(self, "attackKeyAttribute", self.tr("Key attribute"), ATTRIBUTES)
        self.proficiency = _combo(self, "attackProficiency", self.tr("Proficiency"), PROFICIENCIES)
        self.target_defense = _combo(self, "attackTargetDefense", self.tr("Target defense"), DEFENSES)
        self.damage = QLineEdit(start.damage, self)
        self._field(self.damage, "attackDamage", self.tr("Damage"))
        self.extra_damage = QLineEdit(start.extra_damage, self)
        self._field(self.extra_damage, "attackExtraDamage", self.tr("Extra damage"))
        self.extra_damage.setPlaceholderText(self.tr("not multiplied on a critical hit"))
        _fit_placeholder(self.extra_damage)
        self.threat_low = QSpinBox(self)
        self.threat_low.setRange(*ranges.THREAT_LOW)
        self._field(self.threat_low, "attackThreatLow", self.tr("Threat range from"))
        self.threat_low.setSuffix(self.tr("–20"))
        self.critical_multiplier = QSpinBox(self)
        self.critical_multiplier.setRange(*ranges.CRITICAL_MULTIPLIER)
        self.critical_multiplier.setPrefix("×")
        self._field(self.critical_multiplier, "attackCriticalMultiplier", self.tr("Critical multiplier"))
        self.lethal = QCheckBox(self.tr("&Lethal damage"), self)
        self._field(self.lethal, "attackLethal", self.tr("Lethal"))
        self.size_direction = _combo(self, "attackSizeDirection", self.tr("Size difference"), SIZE_DIRECTIONS)
        self.modifier = QSpinBox(self)
        self.modifier.setRange(*ranges.ATTACK_MODIFIER)
        self._field(self.modifier, "attackModifier", self.tr("Weapon modifier"))
        self.percentile_base = self._names_combo("attackPercentileBase", self.tr("1D100 base value"),
                                                 base_names, start.percentile_base)
        self.percentile_target_base = self._names_combo(
            "attackPercentileTargetBase", self.tr("Target's 1D100 base value"), target_base_names,
            start.percentile_target_base)
        # Issue 29 item 4: each attack with it uses one of a resource of the combatant.
        self.spends = QComboBox(self)
        self._field(self.spends, "attackSpends", self.tr("Spends one of"))
        self.spends.addItem(self.tr("nothing"), "")
        for resource_id, name in resources:
            add_name_item(self.spends, name, resource_id)
        if start.spends and self.spends.findData(start.spends) < 0:
            self.spends.addItem(start.spends, start.spends)  # kept as it was (the combatant's check says why)
        self.spends.setToolTip(self.tr("Each attack with it uses one; none left, no attack. The combatant's "
                                       "resources: Combatants ▸ Resources… (Ctrl+Shift+U)"))

        self.errors: dict[str, QLabel] = {}
        rows: list[tuple[str, QWidget, str | None]] = [
            (self.tr("&Name"), self.name, "name"),
            (self.tr("&Hit check"), self.range, None),
            ("", self.finesse, None),
            ("", self.thrown, None),
            (self.tr("&Key attribute"), self.key_attribute, None),
            (self.tr("&Proficiency"), self.proficiency, None),
            (self.tr("Target &defense"), self.target_defense, None),
            (self.tr("Da&mage"), self.damage, "damage"),
            (self.tr("E&xtra damage"), self.extra_damage, "extra_damage"),
            (self.tr("Th&reat range"), self.threat_low, None),
            (self.tr("&Critical ×"), self.critical_multiplier, None),
            ("", self.lethal, None),
            (self.tr("&Size difference"), self.size_direction, None),
            (self.tr("&Weapon modifier"), self.modifier, None),
            (self.tr("1D100 &base value"), self.percentile_base, None),
            (self.tr("Tar&get's base value"), self.percentile_target_base, None),
            (self.tr("Sp&ends one of"), self.spends, None),
        ]
        for label, widget, field in rows:
            if label:
                form.addRow(label, widget)
            else:
                form.addRow(widget)
            if field:
                error = QLabel(self)
                error.setObjectName(widget.objectName() + "Error")
                error.setStyleSheet(error_style(self))
                error.setWordWrap(True)
                error.setTextFormat(Qt.TextFormat.PlainText)
                error.hide()
                form.addRow("", error)
                self.errors[field] = error

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.setObjectName("attackProfileButtons")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

        self._select(self.range, start.range)
        self.finesse.setChecked(start.finesse)
        self.thrown.setChecked(start.thrown)
        self._select(self.key_attribute, start.key_attribute)
        self._select(self.proficiency, start.proficiency)
        self._select(self.target_defense, start.target_defense)
        self.threat_low.setValue(start.threat_low)
        self.critical_multiplier.setValue(start.critical_multiplier)
        self.lethal.setChecked(start.lethal)
        self._select(self.size_direction, start.size_direction)
        self.modifier.setValue(start.modifier)
        self._select(self.spends, start.spends)
        for line in (self.name, self.damage, self.extra_damage):
            line.textChanged.connect(self._validate)
        self.spends.currentIndexChanged.connect(self._validate)
        self._validate()
        self.name.setFocus()
        # At least 460 wide, more if a language needs it. Not setMinimumWidth: an explicit
        # minimum would stop the layout from keeping the window as wide as its fields.
        hint = self.sizeHint()
        self.resize(max(460, hint.width()), hint.height())
        # A reason shown or cleared never moves OK: the dialog only grows, up and to the left (issue 26 item 4;
        # it shrank when the name's error cleared, and the GM's OK click landed on Cancel).
        keep_buttons_in_place(self)

    def _field(self, widget: QWidget, name: str, accessible: str) -> None:
        widget.setObjectName(name)
        widget.setAccessibleName(accessible)

    def _names_combo(self, name: str, accessible: str, names: Sequence[str], current: str) -> QComboBox:
        combo = QComboBox(self)
        combo.setEditable(True)
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self._field(combo, name, accessible)
        # The GM types here, so items keep their whole text (what is picked is saved);
        # the box is sized for a usual name, not the longest one.
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(NAME_COMBO_CHARS)
        # Codes (accuracy, evasion) are shown as their words in the GM's language and read back as
        # codes (issue 26 item 13); a name the GM typed stays as typed.
        for item in dict.fromkeys([*names, current]):
            shown = base_value_word(item)
            combo.addItem(shown, item)
            if not is_short(shown):
                combo.setItemData(combo.count() - 1, tooltip(shown), Qt.ItemDataRole.ToolTipRole)
        combo.setCurrentText(base_value_word(current))
        return combo

    @staticmethod
    def _select(combo: QComboBox, value: Any) -> None:
        index = combo.findData(value)
        combo.setCurrentIndex(max(index, 0))

    def profile(self) -> AttackProfile:
        """The profile as the dialog shows it now."""
        return AttackProfile(
            name=self.name.text().strip(),
            range=self.range.currentData(),
            finesse=self.finesse.isChecked(),
            thrown=self.thrown.isChecked(),
            key_attribute=self.key_attribute.currentData(),
            proficiency=self.proficiency.currentData(),
            target_defense=self.target_defense.currentData(),
            damage=self.damage.text().strip(),
            threat_low=self.threat_low.value(),
            critical_multiplier=self.critical_multiplier.value(),
            extra_damage=self.extra_damage.text().strip(),
            lethal=self.lethal.isChecked(),
            size_direction=self.size_direction.currentData(),
            modifier=self.modifier.value(),
            percentile_base=base_value_code(self.percentile_base.currentText()) or ACCURACY,
            percentile_target_base=base_value_code(self.percentile_target_base.currentText()) or EVASION,
            spends=self.spends.currentData() or "",
        )

    def problems(self) -> dict[str, str]:
        return attack_problems(self.profile())

    def _validate(self, *_: object) -> None:
        problems = self.problems()
        widgets = {"name": self.name, "damage": self.damage, "extra_damage": self.extra_damage}
        grew = False
        for field, label in self.errors.items():
            message = problems.get(field)
            grew = grew or (message is not None and label.isHidden())
            label.setText(message or "")
            label.setVisible(message is not None)
            widgets[field].setStyleSheet(invalid_style(widgets[field]) if message else "")
            widgets[field].setAccessibleDescription(message or "")
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problems)
        if grew and self.isVisible():
            grow_to(self, self.sizeHint())  # room for the wrapped reason, never clipped, never smaller

    def accept(self) -> None:
        if self.problems():  # Enter in a field while something is refused: stay open
            self._validate()
            return
        super().accept()


class AttackProfilesEditor(QWidget):
    """The attack list with Add, Edit, Remove, Up, Down; ``changed`` after each finished change."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = AttackListModel(self)
        self._base_names: list[str] = []
        self._target_base_names: list[str] = []
        self._resources: list[tuple[str, str]] = []
        self.dialog: AttackProfileDialog | None = None
        self.view = QListView(self)
        self.view.setObjectName("editorAttacks")
        self.view.setAccessibleName(self.tr("Attack profiles"))
        self.view.setModel(self.model)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setMinimumHeight(90)
        self.view.activated.connect(lambda index: self.edit_attack(index.row()))
        self.add_button = self._button("editorAddAttack", self.tr("&Add…"), self.tr("Add an attack profile"),
                                       self.add_attack)
        self.edit_button = self._button("editorEditAttack", self.tr("Ed&it…"),
                                        self.tr("Edit the selected attack profile"), self._edit_current)
        self.remove_button = self._button("editorRemoveAttack", self.tr("Rem&ove"),
                                          self.tr("Remove the selected attack profile"), self._remove_current)
        self.up_button = self._button("editorMoveAttackUp", self.tr("&Up"),
                                      self.tr("Move the selected attack profile up"), lambda: self._move(-1))
        self.down_button = self._button("editorMoveAttackDown", self.tr("&Down"),
                                        self.tr("Move the selected attack profile down"), lambda: self._move(1))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        buttons = QGridLayout()
        buttons.addWidget(self.add_button, 0, 0)
        buttons.addWidget(self.edit_button, 0, 1)
        buttons.addWidget(self.remove_button, 0, 2)
        buttons.addWidget(self.up_button, 1, 0)
        buttons.addWidget(self.down_button, 1, 1)
        layout.addLayout(buttons)
        self.view.selectionModel().currentChanged.connect(self._update_buttons)
        self.model.modelReset.connect(self._update_buttons)
        self._update_buttons()

    def _button(self, name: str, text: str, accessible: str, slot: Any) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAccessibleName(accessible)
        button.setToolTip(accessible)
        button.clicked.connect(slot)
        return button

    def set_attacks(self, attacks: Sequence[AttackProfile]) -> None:
        self.model.set_attacks(attacks)

    def attacks(self) -> list[AttackProfile]:
        return self.model.attacks()

    def set_resources(self, resources: Sequence[tuple[str, str]]) -> None:
        """The combatant's resources (id, name) its attacks may spend (issue 29 item 4)."""
        self._resources = list(resources)

    def set_base_names(self, own: Sequence[str], targets: Sequence[str]) -> None:
        """The 1D100 base value names offered in the dialog (the combatant's, everyone's)."""
        self._base_names = list(own)
        self._target_base_names = list(targets)

    def _update_buttons(self, *_: object) -> None:
        row = self.view.currentIndex().row() if self.view.currentIndex().isValid() else -1
        count = self.model.rowCount()
        self.edit_button.setEnabled(row >= 0)
        self.remove_button.setEnabled(row >= 0)
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < count - 1)

    # -- the dialog ----------------------------------------------------------------
    def add_attack(self) -> None:
        self._open_dialog(None)

    def edit_attack(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            self._open_dialog(row)

    def _edit_current(self) -> None:
        self.edit_attack(self.view.currentIndex().row())

    def _open_dialog(self, row: int | None) -> None:
        attack = self.model.attacks()[row] if row is not None else None
        dialog = AttackProfileDialog(attack, self._base_names, self._target_base_names, self,
                                     resources=self._resources)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._dialog_accepted(row, dialog.profile()))
        dialog.finished.connect(self._dialog_closed)
        self.dialog = dialog
        dialog.open()

    def _dialog_closed(self, *_: object) -> None:
        self.dialog = None

    def _dialog_accepted(self, row: int | None, attack: AttackProfile) -> None:
        current = self.model.attacks()
        if row is not None and row < len(current) and current[row] == attack:
            return  # OK without a change: no command
        new_row = self.model.put(row, attack)
        self.view.setCurrentIndex(self.model.index(new_row))
        self.changed.emit()

    # -- list edits ----------------------------------------------------------------
    def _remove_current(self) -> None:
        row = self.view.currentIndex().row()
        if 0 <= row < self.model.rowCount():
            self.model.remove(row)
            self.changed.emit()

    def _move(self, offset: int) -> None:
        row = self.view.currentIndex().row()
        moved = self.model.move(row, offset)
        if moved != row:
            self.view.setCurrentIndex(self.model.index(moved))
            self._update_buttons()
            self.changed.emit()

