"""The check dialog's setup: who checks, the kind, attribute, proficiency, DC, and the dice (A1–A4, A7).

:class:`CheckSetup` is the two group boxes on the dialog's left, above the modifiers:
"Check" (who, kind, attribute and its bonus, proficiency and its bonus, DC and
whether it is hidden, what it is for, the skill trial of B11 when the encounter
allows it) and "Dice" (advantage, disadvantage, penalty dice, passive).

For a combatant the bonuses are its own (shown, not editable); a GM roll by nobody
types them. The advantage and disadvantage counts start from what the actor's state
imposes — :meth:`CheckSetup.show_automatic` sets them from the check the command
builds with no counts of the GM's own (A10 seriously wounded, A11 heavy load) and
shows the reasons; the GM adds to them but cannot go below them (the command always
applies the state). :meth:`CheckSetup.inputs` gives the command's inputs with only
the GM's own counts, so nothing is counted twice.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit
from PySide6.QtWidgets import QSpinBox, QVBoxLayout, QWidget

from gmtracker.encounter import Encounter
from gmtracker.rules.checks import Attribute, Check, CheckKind, Proficiency
from gmtracker.rules.wound_codes import CountKind
from gmtracker.ui.dialogs.check_words import attribute_word, kind_word, note_text, proficiency_word
from gmtracker.ui.dialogs.dialog_parts import combatant_label
from gmtracker.ui.words.text_format import fill, join_clauses
from gmtracker.ui.words.user_text import add_name_item


class CheckSetup(QWidget):
    """The setup widgets; ``changed`` fires on every edit the GM makes."""

    changed = Signal()

    def __init__(self, encounter: Encounter, actor: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("checkSetup")
        self._encounter = encounter
        self._extra = [0, 0]  # the GM's own advantage and disadvantage
        self._automatic = [0, 0]  # those the actor's state imposes
        self._quiet = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._build_check(actor))
        # Advantage, penalty dice, passive: the dialog places it (beside the odds it changes).
        self.dice_box = self._build_dice()

    # -- building --------------------------------------------------------------------
    def _build_check(self, actor: str | None) -> QGroupBox:
        box = QGroupBox(self.tr("Check"), self)
        box.setObjectName("setupBox")
        form = QFormLayout(box)
        self.actor_combo = QComboBox(box)
        self.actor_combo.addItem(self.tr("GM / nobody"), "")
        for combatant in self._encounter.combatants:
            add_name_item(self.actor_combo, combatant_label(combatant, whole=True), combatant.id)
        self.actor_combo.setCurrentIndex(max(self.actor_combo.findData(actor), 0) if actor else 0)
        self.kind_combo = QComboBox(box)
        for kind in (CheckKind.ATTRIBUTE, CheckKind.PURE, CheckKind.HIT):
            self.kind_combo.addItem(kind_word(kind), kind.value)
        self.attribute_combo = QComboBox(box)
        for attribute in Attribute:
            self.attribute_combo.addItem(attribute_word(attribute), attribute.value)
        self.attribute_bonus = spin_box(box, -30, 30)
        self.proficiency_combo = QComboBox(box)
        for level in Proficiency:
            self.proficiency_combo.addItem(proficiency_word(level), level.value)
        self.proficiency_bonus = spin_box(box, 0, 30)
        self.dc_spin = spin_box(box, 0, 99, 10)
        self.hidden_dc = QCheckBox(self.tr("&Hidden DC"), box)
        self.note_edit = QLineEdit(box)
        self.note_edit.setPlaceholderText(self.tr("e.g. climb the mill wall"))
        self.skill_trial_combo = QComboBox(box)
        self.skill_trial_combo.addItem(self.tr("no"), "")
        self.skill_trial_combo.addItem(self.tr("failure adds the shortfall to the wound count"), CountKind.WOUNDS.value)
        self.skill_trial_combo.addItem(self.tr("failure adds the shortfall to the bruise count"),
                                       CountKind.BRUISES.value)
        rows: list[tuple[str | None, QWidget, str, str]] = [
            (self.tr("&Who:"), self.actor_combo, "actorCombo", self.tr("Who makes the check")),
            (self.tr("&Kind:"), self.kind_combo, "kindCombo", self.tr("Kind of check")),
            (self.tr("A&ttribute:"), self.attribute_combo, "attributeCombo", self.tr("Attribute")),
            (None, self.attribute_bonus, "attributeBonusSpin", self.tr("Attribute bonus")),
            (self.tr("&Proficiency:"), self.proficiency_combo, "proficiencyCombo", self.tr("Proficiency")),
            (None, self.proficiency_bonus, "proficiencyBonusSpin", self.tr("Proficiency bonus")),
            (self.tr("&DC:"), self.dc_spin, "dcSpin", self.tr("DC")),
            (None, self.hidden_dc, "hiddenDcCheck", self.tr("Hidden DC")),
            (self.tr("&For:"), self.note_edit, "noteEdit", self.tr("What the check is for")),
            (self.tr("Skill &trial:"), self.skill_trial_combo, "skillTrialCombo", self.tr("Skill trial (B11)")),
        ]
        beside = {
            self.attribute_combo: (QLabel(self.tr("bonus"), box), self.attribute_bonus),
            self.proficiency_combo: (QLabel(self.tr("bonus"), box), self.proficiency_bonus),
            self.dc_spin: (self.hidden_dc,),
        }
        for label, widget, name, accessible in rows:
            caption = named_row(form, label, widget, name, accessible,
                                row_of(widget, *beside[widget]) if widget in beside else widget)
            if widget is self.skill_trial_combo and caption is not None:
                self._trial_caption = caption
        self.hidden_dc.setToolTip(self.tr("The DC is not announced: the player still sees their own result (A2)."))
        self.skill_trial_combo.setToolTip(self.tr("B11: a failed skill check still gives partial information; "
                                                  "the shortfall (DC − result) is added to a count."))
        trial = self._encounter.settings.skill_trial
        self.skill_trial_combo.setVisible(trial)
        self._trial_caption.setVisible(trial)
        for combo in (self.actor_combo, self.kind_combo, self.attribute_combo, self.proficiency_combo,
                      self.skill_trial_combo):
            combo.currentIndexChanged.connect(self._edited)
        for spin in (self.attribute_bonus, self.proficiency_bonus, self.dc_spin):
            spin.valueChanged.connect(self._edited)
        self.hidden_dc.toggled.connect(self._edited)
        self.note_edit.textChanged.connect(self._edited)
        return box

    def _build_dice(self) -> QGroupBox:
        box = QGroupBox(self.tr("Dice"), self)
        box.setObjectName("diceSetupBox")
        layout = QVBoxLayout(box)
        self.advantage_spin = spin_box(box, 0, 9)
        self.disadvantage_spin = spin_box(box, 0, 9)
        self.penalty_spin = spin_box(box, 0, 5)
        layout.addLayout(spin_row(box, [
            (self.tr("&Advantage:"), self.advantage_spin, "advantageSpin", self.tr("Advantage")),
            (self.tr("Disad&vantage:"), self.disadvantage_spin, "disadvantageSpin", self.tr("Disadvantage")),
            (self.tr("Penalt&y dice:"), self.penalty_spin, "penaltyDiceSpin", self.tr("Penalty dice")),
        ]))
        self.passive_check = QCheckBox(self.tr("Pa&ssive check: 10 + bonuses, no dice (A4)"), box)
        self.passive_check.setObjectName("passiveCheck")
        self.passive_check.setAccessibleName(self.tr("Passive check"))
        layout.addWidget(self.passive_check)
        self.state_label = QLabel(box)
        self.state_label.setObjectName("stateLabel")
        self.state_label.setTextFormat(Qt.TextFormat.PlainText)  # a condition's name as typed (D3)
        self.state_label.setWordWrap(True)
        self.state_label.hide()
        layout.addWidget(self.state_label)
        self.advantage_spin.setToolTip(self.tr("A7: each advantage cancels one disadvantage; each one left "
                                               "rolls a d6, and the highest counts as a situational value."))
        self.penalty_spin.setToolTip(self.tr("A3: each penalty die adds a d20 and the lowest is kept; at most 2."))
        self.advantage_spin.valueChanged.connect(lambda value: self._count_edited(0, value))
        self.disadvantage_spin.valueChanged.connect(lambda value: self._count_edited(1, value))
        self.penalty_spin.valueChanged.connect(self._edited)
        self.passive_check.toggled.connect(self._edited)
        return box

    # -- reading ---------------------------------------------------------------------
    def actor(self) -> str | None:
        return self.actor_combo.currentData() or None

    def kind(self) -> CheckKind:
        return CheckKind(self.kind_combo.currentData())

    def passive(self) -> bool:
        return self.passive_check.isChecked()

    def note(self) -> str:
        return self.note_edit.text().strip()

    def skill_trial(self) -> CountKind | None:
        """B11's count, when the encounter allows skill trials and someone makes the check."""
        code = self.skill_trial_combo.currentData()
        return CountKind(code) if code and self._encounter.settings.skill_trial and self.actor() else None

    def inputs(self, *, counts: bool = True) -> dict[str, Any]:
        """The command's inputs from these widgets: the GM's own counts only (``counts=False``: none)."""
        kind, actor = self.kind(), self.actor()
        has_attribute = kind is not CheckKind.PURE
        inputs: dict[str, Any] = dict(
            actor=actor, check_kind=kind, dc=self.dc_spin.value(), dc_hidden=self.hidden_dc.isChecked(),
            attribute=Attribute(self.attribute_combo.currentData()) if has_attribute else None,
            proficiency=Proficiency(self.proficiency_combo.currentData()) if has_attribute else Proficiency.NONE,
            penalty_dice=self.penalty_spin.value(), passive=self.passive(), note=self.note(),
            skill_trial=self.skill_trial(),
            advantage=self._extra[0] if counts else 0, disadvantage=self._extra[1] if counts else 0,
        )
        if actor is None:
            inputs["attribute_bonus"] = self.attribute_bonus.value() if has_attribute else 0
            inputs["proficiency_bonus"] = self.proficiency_bonus.value()
        return inputs

    def focus_chain(self) -> list[QWidget]:
        """The check's fields (who, what, against what), in reading order."""
        return [self.actor_combo, self.kind_combo, self.attribute_combo, self.attribute_bonus,
                self.proficiency_combo, self.proficiency_bonus, self.dc_spin, self.hidden_dc, self.note_edit,
                self.skill_trial_combo]

    def dice_chain(self) -> list[QWidget]:
        """The dice box's fields, in reading order."""
        return [self.advantage_spin, self.disadvantage_spin, self.penalty_spin, self.passive_check]

    # -- showing ---------------------------------------------------------------------
    def update_fields(self, *, rolled: bool) -> None:
        """Enable what the kind, the actor and the stage allow; show a combatant's own bonuses.

        Once the dice are in, only what the check's edits and its log may still change
        stays editable: what it is for, and the skill trial (the GM picks the count on a
        failure, B11).
        """
        self._quiet = True
        try:
            setup = not rolled
            actor_id = self.actor()
            actor = self._encounter.combatant(actor_id) if actor_id else None
            has_attribute = self.kind() is not CheckKind.PURE
            for widget in (self.actor_combo, self.kind_combo, self.dc_spin, self.hidden_dc, self.passive_check):
                widget.setEnabled(setup)
            self.attribute_combo.setEnabled(setup and has_attribute)
            self.proficiency_combo.setEnabled(setup and has_attribute)
            self.attribute_bonus.setEnabled(setup and has_attribute and actor is None)
            self.proficiency_bonus.setEnabled(setup and has_attribute and actor is None)
            for spin in (self.advantage_spin, self.disadvantage_spin, self.penalty_spin):
                spin.setEnabled(setup and not self.passive())
            self.skill_trial_combo.setEnabled(actor is not None)
            if actor is not None:
                self.attribute_bonus.setValue(actor.attributes.get(Attribute(self.attribute_combo.currentData())))
                self.proficiency_bonus.setValue(actor.proficiency)
        finally:
            self._quiet = False

    def show_automatic(self, automatic: Check) -> None:
        """The counts the actor's state imposes (``automatic``: the check with none of the GM's), and why."""
        self._automatic = [automatic.advantage, automatic.disadvantage]
        self._quiet = True
        try:
            for which, spin in enumerate((self.advantage_spin, self.disadvantage_spin)):
                spin.setMinimum(self._automatic[which])
                spin.setValue(self._automatic[which] + self._extra[which])
        finally:
            self._quiet = False
        lines = []
        if automatic.advantage:
            reasons = join_clauses(note_text(n) for n in automatic.notes if n.code == "condition_advantage")
            lines.append(fill(self.tr("Advantage from the actor's conditions: %n — %1", "",
                                      automatic.advantage), reasons))
        if automatic.disadvantage:
            reasons = join_clauses(note_text(n) for n in automatic.notes
                                   if n.code in ("heavy_load", "half_hp", "condition_disadvantage"))
            lines.append(fill(self.tr("Disadvantage from the actor's state: %n — %1", "",
                                      automatic.disadvantage), reasons))
        dice_notes = [n for n in automatic.notes if n.code == "condition_penalty_dice"]
        if dice_notes:
            lines.append(fill(self.tr("Penalty dice from the actor's conditions: %n — %1", "",
                                      sum(n.value for n in dice_notes)), join_clauses(map(note_text, dice_notes))))
        if automatic.penalty_dice_capped:
            lines.append(note_text("penalty_dice_capped"))
        self.state_label.setText("\n".join(lines))
        self.state_label.setVisible(bool(lines))
        tip = self.tr("At least %n from the actor's state.", "", automatic.disadvantage)
        self.disadvantage_spin.setToolTip(tip if automatic.disadvantage else "")

    # -- reacting --------------------------------------------------------------------
    def _edited(self) -> None:
        if not self._quiet:
            self.changed.emit()

    def _count_edited(self, which: int, value: int) -> None:
        if not self._quiet:
            self._extra[which] = max(0, value - self._automatic[which])
            self.changed.emit()


def spin_box(parent: QWidget, low: int, high: int, value: int = 0) -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setRange(low, high)
    spin.setValue(value)
    return spin


def spin_row(box: QWidget, spins: list[tuple[str, QSpinBox, str, str]]) -> QHBoxLayout:
    """Spin boxes side by side, each after its caption (whose mnemonic focuses it) and named
    (text, spin box, objectName, accessible name)."""
    row = QHBoxLayout()
    for text, spin, name, accessible in spins:
        label = QLabel(text, box)
        label.setBuddy(spin)
        spin.setObjectName(name)
        spin.setAccessibleName(accessible)
        row.addWidget(label)
        row.addWidget(spin)
        row.addSpacing(8)
    row.addStretch(1)
    return row


def named_row(form: QFormLayout, label: str | None, widget: QWidget, name: str, accessible: str,
              field: QWidget) -> QLabel | None:
    """Name ``widget`` (objectName, accessible name); with a ``label``, add a form row whose caption's
    mnemonic focuses it, showing ``field`` (the widget, or a row holding it). Returns the caption."""
    widget.setObjectName(name)
    widget.setAccessibleName(accessible)
    if label is None:
        return None
    caption = QLabel(label, form.parentWidget())
    caption.setBuddy(widget)
    form.addRow(caption, field)
    return caption


def row_of(*widgets: QWidget) -> QWidget:
    """Widgets side by side in one form cell."""
    row = QWidget(widgets[0].parentWidget())
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget)
    layout.addStretch(1)
    return row
