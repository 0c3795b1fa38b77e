"""A target's card in the attack dialog: its defense, its exact odds, then what happened.

The odds come from :meth:`~gmtracker.encounter.actions_attack.AttackCommand.odds`:
miss / hit / critical hit, then the damage check's outcomes on a hit and on a critical
hit (B3/B4). Once the dice are in, the result breakdown replaces the damage odds.
The GM types the target's damage reduction on its card (B2: it is subtracted from the
flat part of the damage bonus; the command takes it per target). The name is shown
literally (``Qt.PlainText``).
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from gmtracker.encounter.attack_odds import TargetOdds
from gmtracker.rules.hits import HitOutcome
from gmtracker.rules.wound_codes import DamageOutcome
from gmtracker.ui.words.text_format import fill, join_parts, unbroken

from .attack_widgets import buddy_label, word
from .dialog_parts import plain_label


def percent(p: Fraction) -> str:
    """An exact probability for people: ``35%``, ``37.9%``; ``<0.1%`` when possible but rare,
    so ``0%`` always means impossible (and ``100%`` certain)."""
    locale = QLocale()
    tenths = round(p * 1000)
    if 0 < p < 1 and tenths in (0, 1000):
        number = ("<" if tenths == 0 else ">") + locale.toString(0.1 if tenths == 0 else 99.9, "f", 1)
    elif tenths % 10 == 0:
        number = locale.toString(tenths // 10)
    else:
        number = locale.toString(tenths / 10, "f", 1)
    return fill(QCoreApplication.translate("AttackWords", "%1%"), number)


class TargetCard(QFrame):
    """One target: what it defends with, its damage reduction, the exact odds, and after the dice
    what happened. ``changed`` is emitted when the GM changes the damage reduction."""

    changed = Signal()

    def __init__(self, target_id: str, name: str, parent: QWidget | None = None, *, reduction: int = 0) -> None:
        super().__init__(parent)
        self.target_id = target_id
        self.setObjectName("attackTargetCard")
        self.setAccessibleName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(2)
        self.name_label = plain_label(name, self)
        self.name_label.setObjectName("targetName")
        font = QFont(self.name_label.font())
        font.setBold(True)
        self.name_label.setFont(font)
        self.notes_label = plain_label("", self)
        self.notes_label.setObjectName("targetNotes")
        header = QHBoxLayout()
        header.setSpacing(12)
        header.addWidget(self.name_label)
        header.addWidget(self.notes_label, 1)
        layout.addLayout(header)
        self.reduction_spin = QSpinBox(self)
        self.reduction_spin.setObjectName("reductionSpin")
        self.reduction_spin.setAccessibleName(self.tr("Damage reduction"))
        self.reduction_spin.setToolTip(self.tr("Subtracted from the flat part of the damage bonus (B2)"))
        self.reduction_spin.setRange(0, 99)
        self.reduction_spin.setValue(reduction)
        self.reduction_spin.valueChanged.connect(self.changed)
        reduction_row = QHBoxLayout()
        reduction_row.addWidget(buddy_label(self.tr("Damage reduction:"), self.reduction_spin))
        reduction_row.addWidget(self.reduction_spin)
        reduction_row.addStretch(1)
        layout.addLayout(reduction_row)
        odds = QHBoxLayout()
        odds.setSpacing(18)
        self.odds_labels: dict[HitOutcome, QLabel] = {}
        for outcome, name_ in ((HitOutcome.MISS, "oddsMiss"), (HitOutcome.HIT, "oddsHit"),
                               (HitOutcome.CRITICAL_HIT, "oddsCriticalHit")):
            label = plain_label("", self, wrap=False)
            label.setObjectName(name_)
            odds.addWidget(label)
            self.odds_labels[outcome] = label
        odds.addStretch(1)
        layout.addLayout(odds)
        self.damage_label = plain_label("", self)
        self.damage_label.setObjectName("damageOdds")
        layout.addWidget(self.damage_label)
        self._rule = QFrame(self)
        self._rule.setFrameShape(QFrame.Shape.HLine)
        self._rule.setFrameShadow(QFrame.Shadow.Sunken)
        self._rule.hide()
        layout.addWidget(self._rule)
        self.result_label = plain_label("", self)
        self.result_label.setObjectName("targetResult")
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result_label.hide()
        layout.addWidget(self.result_label)

    def reduction(self) -> int:
        """The damage reduction the GM typed for this target (B2)."""
        return self.reduction_spin.value()

    def set_notes(self, notes: list[str]) -> None:
        # Each note stays on one line ("damage check DC 3"); lines break between notes.
        self.notes_label.setText(join_parts(note.replace(" ", "\u00a0") for note in notes))

    def set_odds(self, odds: TargetOdds | None) -> None:
        """Show the exact odds (None: the attack is refused, nothing to show)."""
        templates = {HitOutcome.MISS: self.tr("Miss %1"), HitOutcome.HIT: self.tr("Hit %1"),
                     HitOutcome.CRITICAL_HIT: self.tr("Critical hit %1")}
        for outcome, label in self.odds_labels.items():
            label.setText(fill(templates[outcome], percent(odds.hit.get(outcome, Fraction(0)))) if odds else "")
        if odds is None:
            self.damage_label.setText("")
            return
        lines = [fill(self.tr("Damage check on a hit: %1"), self._outcomes(odds.damage_on_hit)),
                 fill(self.tr("on a critical hit: %1"), self._outcomes(odds.damage_on_critical))]
        self.damage_label.setText("\n".join(lines))

    def _outcomes(self, odds: dict[DamageOutcome, Fraction]) -> str:
        #: A damage outcome (%1, "unconscious") and its chance (%2, "35%"); reorder if your language puts the number first.
        shown = [unbroken(fill(self.tr("%1 %2"), word(o.value), percent(p)))
                 for o in DamageOutcome if (p := odds.get(o, Fraction(0)))]
        return join_parts(shown) if shown else word(DamageOutcome.NO_EFFECT.value)

    def set_result(self, lines: list[str]) -> None:
        """The breakdown after the dice (empty: none yet)."""
        self.result_label.setText("\n".join(lines))
        self.result_label.setVisible(bool(lines))
        self._rule.setVisible(bool(lines))
        self.damage_label.setVisible(not lines)
