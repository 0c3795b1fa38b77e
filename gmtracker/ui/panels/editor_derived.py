"""The combatant editor's derived values, computed live from a preview combatant.

Defenses (A17), carried weight against capacity and the load state (A11), speed under
that load, footprint (A12), the damage DC now (B3) and the penalty dice of the next
attack (A16). Nothing here is stored: :mod:`gmtracker.encounter.derived` computes it
from whatever the GM is typing, so the numbers move before the edit is committed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QWidget

from gmtracker.encounter import Combatant, derived
from gmtracker.rules.errors import RulesError
from gmtracker.ui.models.combatant_model import load_word
from gmtracker.ui.words.text_format import fill

# lupdate finds literal translate("Context", "text") calls under this name.
translate = QCoreApplication.translate


def number(value: float) -> str:
    """``15`` for whole numbers, ``12.5`` otherwise (weights and speeds)."""
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def defenses_text(c: Combatant) -> str:
    d = derived.defenses(c)
    text = fill(translate("DerivedValues", "base %1 · physique %2 · reflex %3 · mind %4"),
                d["base"], d["physique"], d["reflex"], d["mind"])
    # A narrow dock wraps between the defenses, never inside one ("mind" / "9").
    return " · ".join(part.replace(" ", "\u00a0") for part in text.split(" · "))


def load_text(c: Combatant) -> str:
    """``31 / 15 kg — heavy``: carried weight over capacity, and the load state (A11)."""
    return fill(translate("DerivedValues", "%1 / %2 kg — %3"), number(c.carried_weight),
                number(derived.capacity(c)), load_word(derived.load(c)))


def speed_text(c: Combatant) -> str:
    state = derived.load(c)
    now = number(derived.speed(c))
    if state.pinned:
        return fill(translate("DerivedValues", "%1 (pinned down by the load)"), now)
    if state.halves_speed:
        return fill(translate("DerivedValues", "%1 (halved from %2)"), now, number(c.speed))
    return now


def damage_dc_text(c: Combatant) -> str:
    lethal = derived.damage_dc(c)
    nonlethal = derived.damage_dc(c, lethal=False)
    if lethal == nonlethal:
        return str(lethal)
    return fill(translate("DerivedValues", "%1 (nonlethal %2)"), lethal, nonlethal)


class DerivedPanel(QGroupBox):
    """Read-only labels of the values the rules derive from a combatant."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Derived values"), parent)
        self.setObjectName("editorDerived")
        form = QFormLayout(self)
        form.setContentsMargins(6, 4, 6, 4)
        form.setVerticalSpacing(2)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.defenses = self._row(form, "derivedDefenses", self.tr("Defenses"))
        self.load = self._row(form, "derivedLoad", self.tr("Load"))
        self.speed = self._row(form, "derivedSpeed", self.tr("Speed under load"))
        self.footprint = self._row(form, "derivedFootprint", self.tr("Footprint"))
        self.damage_dc = self._row(form, "derivedDamageDc", self.tr("Damage DC now"))
        self.penalty_dice = self._row(form, "derivedPenaltyDice", self.tr("Next attack"))

    def _row(self, form: QFormLayout, name: str, label: str) -> QLabel:
        value = QLabel(self)
        value.setObjectName(name)
        value.setAccessibleName(label)
        value.setWordWrap(True)
        value.setTextFormat(Qt.TextFormat.PlainText)
        value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                      | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        form.addRow(label, value)
        return value

    def footprint_text(self, c: Combatant) -> str:
        """A12 on both grids: ``1 square / 1 hex``, or less than one cell."""
        square = derived.footprint(c, "square")
        hexes = derived.footprint(c, "hex")
        if square.cells == 0:
            return self.tr("less than one cell")
        if square.open_ended:
            return fill(self.tr("%1+ squares / %2+ hexes (GM adjusts)"), square.cells, hexes.cells)
        return self.tr("%n square(s)", "", square.cells) + " / " + self.tr("%n hex(es)", "", hexes.cells)

    def penalty_dice_text(self, c: Combatant) -> str:
        """A16: penalty dice on the hit check of the next attack action this turn."""
        dice = derived.next_attack_penalty_dice(c)
        if dice == 0:
            return self.tr("no penalty dice")
        return self.tr("%n penalty die(s)", "", dice)

    def show_combatant(self, c: Combatant | None) -> None:
        """Show the values of ``c`` (a dash for a value the rules refuse, and for no combatant)."""
        rows = ((self.defenses, defenses_text), (self.load, load_text), (self.speed, speed_text),
                (self.footprint, self.footprint_text), (self.damage_dc, damage_dc_text),
                (self.penalty_dice, self.penalty_dice_text))
        for label, text in rows:
            if c is None:
                label.setText("—")
                continue
            try:
                label.setText(text(c))
            except (RulesError, ValueError, KeyError):
                label.setText("—")
