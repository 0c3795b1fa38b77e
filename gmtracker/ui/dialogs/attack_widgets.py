"""The attack dialog's parts: the rules words it shows, the attack-profile form and a target's card.

* :func:`word` turns the rules' codes (hit outcomes, damage outcomes and effects,
  defenses, attack ranges, attributes, modifier types) into the GLOSSARY's words in the
  user's language.
* :class:`ProfileForm` shows an attack profile read-only, or lets the GM make an ad-hoc
  one (A14, A17, B2: name, melee/ranged/special, finesse/thrown, key attribute, target
  defense, damage, threat range, critical multiplier, extra dice, lethal or not).
* :class:`TargetCard` is one target: its defense, its exact odds (miss / hit / critical
  hit, then the damage check's outcomes), and after the dice the result breakdown.
  Names are shown literally (``Qt.PlainText``): a combatant called ``<b>Boss</b>``
  keeps its angle brackets.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import msgspec
from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from gmtracker.encounter import AttackProfile, Defense
from gmtracker.rules.character import Attribute
from gmtracker.rules.hits import AttackRange
from gmtracker.rules.modifiers import Modifier, ModifierType
from gmtracker.ui.dialogs.dialog_parts import named
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP


_WORDS: dict[str, str] = {
    # hit outcomes (A14, B1, C8)
    "miss": QT_TRANSLATE_NOOP("AttackWords", "miss"),
    "hit": QT_TRANSLATE_NOOP("AttackWords", "hit"),
    "critical_hit": QT_TRANSLATE_NOOP("AttackWords", "critical hit"),
    # damage outcomes and effects (B4)
    "no_effect": QT_TRANSLATE_NOOP("AttackWords", "no effect"),
    "wound": QT_TRANSLATE_NOOP("AttackWords", "wound"),
    "bruise": QT_TRANSLATE_NOOP("AttackWords", "bruise"),
    "seriously_wounded": QT_TRANSLATE_NOOP("AttackWords", "seriously wounded"),
    "seriously_bruised": QT_TRANSLATE_NOOP("AttackWords", "seriously bruised"),
    "disabled": QT_TRANSLATE_NOOP("AttackWords", "disabled"),
    "dazed": QT_TRANSLATE_NOOP("AttackWords", "dazed"),
    "unconscious": QT_TRANSLATE_NOOP("AttackWords", "unconscious"),
    #: A damage outcome in the attack's odds and results: the target is dead (an adjective).
    "dead": QT_TRANSLATE_NOOP("AttackWords", "dead"),
    # defenses (A17)
    "base": QT_TRANSLATE_NOOP("AttackWords", "base defense"),
    "physique": QT_TRANSLATE_NOOP("AttackWords", "physique defense"),
    "reflex": QT_TRANSLATE_NOOP("AttackWords", "reflex defense"),
    "mind": QT_TRANSLATE_NOOP("AttackWords", "mind defense"),
    # attack ranges (A14)
    "melee": QT_TRANSLATE_NOOP("AttackWords", "melee"),
    "ranged": QT_TRANSLATE_NOOP("AttackWords", "ranged"),
    "special": QT_TRANSLATE_NOOP("AttackWords", "special"),
    # attributes (A10)
    "strength": QT_TRANSLATE_NOOP("AttackWords", "strength"),
    "agility": QT_TRANSLATE_NOOP("AttackWords", "agility"),
    "size": QT_TRANSLATE_NOOP("AttackWords", "size"),
    "spirit": QT_TRANSLATE_NOOP("AttackWords", "spirit"),
    "intellect": QT_TRANSLATE_NOOP("AttackWords", "intellect"),
    # modifier types (A6)
    "status": QT_TRANSLATE_NOOP("AttackWords", "status"),
    "environment": QT_TRANSLATE_NOOP("AttackWords", "environment"),
    "potency": QT_TRANSLATE_NOOP("AttackWords", "potency"),
    "situational": QT_TRANSLATE_NOOP("AttackWords", "situational"),
    "free": QT_TRANSLATE_NOOP("AttackWords", "free"),
}


def word(code: str) -> str:
    """The user's word for a rules code (the code with spaces if it has none)."""
    source = _WORDS.get(code)
    return QCoreApplication.translate("AttackWords", source) if source else code.replace("_", " ")


def words(codes: Iterable[str]) -> str:
    """Codes as a list of words: ``wound, seriously wounded``."""
    return QCoreApplication.translate("AttackWords", ", ").join(word(code) for code in codes)


def buddy_label(text: str, buddy: QWidget) -> QLabel:
    """A form label whose ``&`` shortcut focuses ``buddy``."""
    label = QLabel(text, buddy.parentWidget())
    label.setBuddy(buddy)
    return label


def _spin(parent: QWidget, name: str, accessible: str, low: int, high: int) -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setObjectName(name)
    spin.setAccessibleName(accessible)
    spin.setRange(low, high)
    return spin


def _combo(parent: QWidget, name: str, accessible: str, codes: Iterable[str]) -> QComboBox:
    combo = QComboBox(parent)
    combo.setObjectName(name)
    combo.setAccessibleName(accessible)
    for code in codes:
        combo.addItem(word(code), code)
    return combo


class ProfileForm(QGroupBox):
    """An attack profile: shown read-only for a combatant's own, editable for an ad-hoc one."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("attackProfileForm")
        self.setTitle(self.tr("Attack profile"))
        self._base = AttackProfile(name="")
        self._editable = True
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.name_edit = named(QLineEdit(self), "attackProfileName", self.tr("Attack name"))
        self.name_edit.setPlaceholderText(self.tr("Ad-hoc attack"))
        form.addRow(buddy_label(self.tr("&Name:"), self.name_edit), self.name_edit)
        self.range_combo = _combo(self, "attackRange", self.tr("Hit check kind"), [r.value for r in AttackRange])
        self.finesse_check = named(QCheckBox(self.tr("&Finesse"), self), "attackFinesse", self.tr("Finesse weapon"))
        self.thrown_check = named(QCheckBox(self.tr("T&hrown"), self), "attackThrown", self.tr("Thrown weapon"))
        form.addRow(buddy_label(self.tr("K&ind:"), self.range_combo),
                    self._row(self.range_combo, self.finesse_check, self.thrown_check))
        self.key_combo = _combo(self, "attackKeyAttribute", self.tr("Key attribute"), [a.value for a in Attribute])
        form.addRow(buddy_label(self.tr("Ke&y attribute:"), self.key_combo), self.key_combo)
        self.defense_combo = _combo(self, "attackTargetDefense", self.tr("Target defense"),
                                    [d.value for d in Defense])
        form.addRow(buddy_label(self.tr("Target &defense:"), self.defense_combo), self.defense_combo)
        self.damage_edit = named(QLineEdit(self), "attackDamage", self.tr("Damage"))
        self.damage_edit.setPlaceholderText(self.tr("e.g. 1d8+1"))
        self.extra_edit = named(QLineEdit(self), "attackExtraDamage", self.tr("Extra damage, not multiplied"))
        self.extra_edit.setPlaceholderText(self.tr("extra dice"))
        self.extra_edit.setToolTip(self.tr("Extra damage dice, not multiplied on a critical hit (B2)"))
        form.addRow(buddy_label(self.tr("Da&mage:"), self.damage_edit), self._row(self.damage_edit, self.extra_edit))
        self.threat_spin = named(QSpinBox(self), "attackThreat", self.tr("Threat range starts at"))
        self.threat_spin.setRange(2, 20)
        self._threat_suffix = self.tr("–20")
        self.threat_spin.valueChanged.connect(self._show_threat_range)
        self.multiplier_spin = named(QSpinBox(self), "attackMultiplier", self.tr("Critical multiplier"))
        self.multiplier_spin.setRange(1, 10)
        self.multiplier_spin.setPrefix(self.tr("×"))
        self.lethal_check = named(QCheckBox(self.tr("&Lethal"), self), "attackLethal", self.tr("Lethal damage"))
        form.addRow(buddy_label(self.tr("&Threat:"), self.threat_spin),
                    self._row(self.threat_spin, self.multiplier_spin, self.lethal_check))
        for signal in (self.name_edit.textChanged, self.damage_edit.textChanged, self.extra_edit.textChanged,
                       self.range_combo.currentIndexChanged, self.key_combo.currentIndexChanged,
                       self.defense_combo.currentIndexChanged, self.finesse_check.toggled,
                       self.thrown_check.toggled, self.threat_spin.valueChanged,
                       self.multiplier_spin.valueChanged, self.lethal_check.toggled):
            signal.connect(self._edited)

    def _show_threat_range(self, low: int) -> None:
        """``19–20``; a plain ``20`` for the usual range."""
        self.threat_spin.setSuffix("" if low == 20 else self._threat_suffix)

    def _row(self, *widgets: QWidget) -> QWidget:
        row = QWidget(self)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in widgets:
            layout.addWidget(widget, 1 if isinstance(widget, (QLineEdit, QComboBox)) else 0)
        return row

    def focus_chain(self) -> list[QWidget]:
        """The form's fields in Tab order."""
        return [self.name_edit, self.range_combo, self.finesse_check, self.thrown_check, self.key_combo,
                self.defense_combo, self.damage_edit, self.extra_edit, self.threat_spin, self.multiplier_spin,
                self.lethal_check]

    def set_profile(self, profile: AttackProfile, *, editable: bool) -> None:
        """Show ``profile``; only an ad-hoc one can be edited."""
        self._base = profile
        self._editable = editable
        widgets = self.focus_chain()
        for widget in widgets:
            widget.blockSignals(True)
        self.name_edit.setText(profile.name)
        self.damage_edit.setText(profile.damage)
        self.extra_edit.setText(profile.extra_damage)
        self.range_combo.setCurrentIndex(self.range_combo.findData(profile.range.value))
        key = profile.key_attribute or Attribute.STRENGTH
        self.key_combo.setCurrentIndex(self.key_combo.findData(key.value))
        self.defense_combo.setCurrentIndex(self.defense_combo.findData(profile.target_defense.value))
        self.finesse_check.setChecked(profile.finesse)
        self.thrown_check.setChecked(profile.thrown)
        self.threat_spin.setValue(profile.threat_low)
        self._show_threat_range(profile.threat_low)
        self.multiplier_spin.setValue(profile.critical_multiplier)
        self.lethal_check.setChecked(profile.lethal)
        for widget in widgets:
            widget.blockSignals(False)
        self._enable()

    def _enable(self) -> None:
        kind = AttackRange(self.range_combo.currentData())
        for widget in (self.name_edit, self.damage_edit, self.extra_edit, self.range_combo,
                       self.defense_combo, self.threat_spin, self.multiplier_spin, self.lethal_check):
            widget.setEnabled(self._editable)
        self.finesse_check.setEnabled(self._editable and kind is AttackRange.MELEE)
        self.thrown_check.setEnabled(self._editable and kind is AttackRange.RANGED)
        self.key_combo.setEnabled(self._editable and kind is AttackRange.SPECIAL)

    def _edited(self) -> None:
        self._enable()
        if self._editable:
            self.changed.emit()

    def profile(self) -> AttackProfile:
        """The profile shown: the combatant's own, or the ad-hoc one as edited."""
        if not self._editable:
            return self._base
        kind = AttackRange(self.range_combo.currentData())
        return msgspec.structs.replace(
            self._base,
            spends="",  # an ad-hoc attack spends no resource (a profile's Spends is the profile's own)
            name=self.name_edit.text().strip() or self.tr("Ad-hoc attack"),
            range=kind,
            finesse=kind is AttackRange.MELEE and self.finesse_check.isChecked(),
            thrown=kind is AttackRange.RANGED and self.thrown_check.isChecked(),
            key_attribute=Attribute(self.key_combo.currentData()) if kind is AttackRange.SPECIAL else None,
            target_defense=Defense(self.defense_combo.currentData()),
            damage=self.damage_edit.text().strip(),
            extra_damage=self.extra_edit.text().strip(),
            threat_low=self.threat_spin.value(),
            critical_multiplier=self.multiplier_spin.value(),
            lethal=self.lethal_check.isChecked(),
        )


class GmAdditions(QGroupBox):
    """What the GM adds to the hit check: one typed modifier (A6), advantage and disadvantage (A7),
    and whether the hit check is outside an attack action (A16: an arcana-style hit check
    takes no hit-penalty dice and does not raise the counter).

    In 1D100 versus mode only the modifier's value counts (it adds to the attacker's
    performance, C5); the type, the d6 of advantage and the hit penalty are d20 rules
    and are disabled.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("attackGmAdditions")
        self.setTitle(self.tr("Added by the GM"))
        form = QFormLayout(self)
        self.modifier_spin = _spin(self, "attackModifier", self.tr("Modifier"), -50, 50)
        order = [ModifierType.FREE, ModifierType.STATUS, ModifierType.ENVIRONMENT, ModifierType.POTENCY,
                 ModifierType.SITUATIONAL]
        self.modifier_type = _combo(self, "attackModifierType", self.tr("Modifier type"), [t.value for t in order])
        row = QHBoxLayout()
        row.addWidget(self.modifier_spin)
        row.addWidget(self.modifier_type, 1)
        form.addRow(buddy_label(self.tr("M&odifier:"), self.modifier_spin), row)
        self.advantage_spin = _spin(self, "attackAdvantage", self.tr("Advantage"), 0, 9)
        self.disadvantage_spin = _spin(self, "attackDisadvantage", self.tr("Disadvantage"), 0, 9)
        row = QHBoxLayout()
        row.addWidget(self.advantage_spin)
        row.addWidget(buddy_label(self.tr("Disadvanta&ge:"), self.disadvantage_spin))
        row.addWidget(self.disadvantage_spin)
        row.addStretch(1)
        form.addRow(buddy_label(self.tr("Ad&vantage:"), self.advantage_spin), row)
        self.not_attack_check = named(QCheckBox(self.tr("Not an attack a&ction (no hit penalty, A16)"), self), "notAttackCheck", self.tr("Not an attack action"))
        self.not_attack_check.setToolTip(self.tr(
            "A hit check outside an attack action (e.g. arcana) takes no hit-penalty dice and does not count "
            "as an attack this turn (A16)"))
        form.addRow(self.not_attack_check)
        for spin in (self.modifier_spin, self.advantage_spin, self.disadvantage_spin):
            spin.valueChanged.connect(self.changed)
        self.modifier_type.currentIndexChanged.connect(self.changed)
        self.not_attack_check.toggled.connect(self.changed)

    def focus_chain(self) -> list[QWidget]:
        return [self.modifier_spin, self.modifier_type, self.advantage_spin, self.disadvantage_spin,
                self.not_attack_check]

    def set_d20(self, d20: bool) -> None:
        """Enable what only the d20 rules use (modifier types, advantage, disadvantage, hit penalty)."""
        for widget in (self.modifier_type, self.advantage_spin, self.disadvantage_spin, self.not_attack_check):
            widget.setEnabled(d20)

    def attack_action(self, *, d20: bool) -> bool:
        """False: the hit check is outside an attack action (A16 does not apply)."""
        return not (d20 and self.not_attack_check.isChecked())

    def inputs(self, *, d20: bool) -> dict[str, Any]:
        """``modifiers``, ``advantage``, ``disadvantage`` and ``attack_action`` for :class:`AttackCommand`."""
        value = self.modifier_spin.value()
        kind = ModifierType(self.modifier_type.currentData()) if d20 else ModifierType.FREE
        return {"modifiers": (Modifier(kind, value, "gm"),) if value else (),
                "advantage": self.advantage_spin.value() if d20 else 0,
                "disadvantage": self.disadvantage_spin.value() if d20 else 0,
                "attack_action": self.attack_action(d20=d20)}
