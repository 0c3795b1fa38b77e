"""One target of the damage dialog: its damage DC now, the check's bonus, the odds, the result (B2–B4).

:class:`DamageTargetCard` shows, for one target, the damage DC as it is now with
its breakdown (B3: constitution, hit dice, size, wound or bruise count, temporary
hit points), the damage check's bonus terms (+5 against a disabled or dazed
target, the attacker's realistic-mode penalty), the exact odds of each outcome
(B4, from :meth:`DamageCheckCommand.odds`) and, once the d20 is in, the result: the
die, the total against the DC, the margin, the effects and what they do to the
counts and states. :func:`bonus_text` renders B2's damage bonus for the dialog.
"""

from __future__ import annotations

from fractions import Fraction
from html import escape

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from gmtracker.encounter import Combatant
from gmtracker.encounter.actions_damage import DamageStage
from gmtracker.rules.damage import DamageBonus, DamageDC
from gmtracker.rules.damage_check import BonusCode, BonusTerm
from gmtracker.rules.wound_codes import DamageOutcome
from gmtracker.ui.dialogs.check_words import word
from gmtracker.ui.dialogs.dialog_parts import combatant_label
from gmtracker.ui.widgets.odds_view import OddsView
from gmtracker.ui.words.text_format import fill, join_clauses, join_words, signed
from gmtracker.ui.words.user_text import button_text, is_short, tooltip

# ``translate("DamageCard", "...")``: lupdate reads the context from each literal call.
translate = QCoreApplication.translate


def number_text(value: Fraction | int) -> str:
    """``3``, ``10.5``, ``0.33``: an exact B2 bonus for people to read."""
    value = Fraction(value)
    if value.denominator == 1:
        return QLocale().toString(value.numerator)
    return QLocale().toString(float(value), "f", 2).rstrip("0").rstrip(QLocale().decimalPoint())


def bonus_text(bonus: DamageBonus) -> str:
    """B2: ``(2d6 → 6 + 3) × 2 + 1d6 → 2.5 − 5 = 19`` (rounded down once, at the end)."""
    main = [f"{'−' if g.sign < 0 else ''}{g.count}d{g.sides} → {number_text(abs(g.bonus))}"
            for g in bonus.dice if g.multiplied]
    if bonus.flat or not main:
        main.append(number_text(bonus.flat) if bonus.flat >= 0 or not main else f"−{number_text(-bonus.flat)}")
    text = " + ".join(main).replace("+ −", "− ")
    if bonus.multiplier != 1:
        text = f"({text}) × {bonus.multiplier}"
    extra = [f"{g.count}d{g.sides} → {number_text(abs(g.bonus))}" for g in bonus.dice if not g.multiplied]
    if bonus.extra_flat:
        extra.append(number_text(abs(bonus.extra_flat)))
    if extra:
        text += " + " + fill(translate("DamageCard", "%1 (not multiplied)"), " + ".join(extra))
    if bonus.reduction:
        text += " − " + fill(translate("DamageCard", "reduction %1"), bonus.reduction)
    text += f" = {bonus.total}"
    if bonus.exact != bonus.total:
        text += " " + fill(translate("DamageCard", "(rounded down from %1)"), number_text(bonus.exact))
    return text


def dc_text(dc: DamageDC, *, lethal: bool) -> str:
    """B3: ``(constitution 12 + hit dice 3d8 → 10.5 + size 0) / 2 → 11 − wound count 1 = 10``."""
    con = (fill(translate("DamageCard", "constitution %1"), dc.constitution) if dc.constitution is not None
           else translate("DamageCard", "no constitution: 10 (B9)"))
    text = fill(translate("DamageCard", "(%1 + hit dice %2 → %3 + size %4) / 2 → %5"), con, dc.hit_dice,
                number_text(dc.hit_dice_bonus), signed(dc.size_modifier), dc.base)
    if dc.wounds:
        count = translate("DamageCard", "wound count %1") if lethal else translate("DamageCard", "bruise count %1")
        text += " − " + fill(count, dc.wounds)
    if dc.temp_hp_bonus:
        text += " + " + fill(translate("DamageCard", "temporary hit points %1 / 2"), dc.temp_hp)
    return text + f" = {dc.dc}"


def term_text(term: BonusTerm) -> str:
    names = {
        BonusCode.DAMAGE_BONUS: translate("DamageCard", "damage bonus"),
        BonusCode.VS_DISABLED: translate("DamageCard", "target disabled (B3)"),
        BonusCode.VS_DAZED: translate("DamageCard", "target dazed (B3)"),
        BonusCode.OTHER: translate("DamageCard", "other"),
        BonusCode.CONDITIONS: translate("DamageCard", "the attacker's conditions (D3)"),
    }
    return f"{signed(term.value)} {names[term.code]}"


class DamageTargetCard(QGroupBox):
    """One target: DC now, bonus terms, odds of each outcome, and the result once rolled."""

    def __init__(self, target: Combatant, number: int, parent: QWidget | None = None) -> None:
        super().__init__(button_text(combatant_label(target)), parent)
        if not is_short(target.name):
            self.setToolTip(tooltip(target.name))
        self.target_id = target.id
        self.setObjectName(f"damageCard{number}")
        self.setAccessibleName(combatant_label(target))
        layout = QVBoxLayout(self)
        self.dc_label = self._label("damageDcLabel")
        self.dc_detail = self._label("damageDcDetail")
        self.terms_label = self._label("damageTermsLabel")
        self.odds_view = OddsView(self)
        self.odds_view.setObjectName("damageOdds")
        self.result_label = self._label("damageResultLabel")
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        self.result_label.setAccessibleName(translate("DamageCard", "Result"))
        for widget in (self.dc_label, self.dc_detail, self.terms_label, self.odds_view, self.result_label):
            layout.addWidget(widget)
        font = self.dc_detail.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        self.dc_detail.setFont(font)
        self.result_label.hide()

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    def show_setup(self, dc: DamageDC, terms: tuple[BonusTerm, ...], *, lethal: bool,
                   odds: dict[DamageOutcome, Fraction]) -> None:
        """The target as it is now, and the odds of each outcome of this damage check."""
        self.dc_label.setText(fill(translate("DamageCard", "Damage DC now: %1"), dc.dc))
        self.dc_detail.setText(dc_text(dc, lethal=lethal))
        total = sum(t.value for t in terms)
        shown = " ".join(term_text(t) for t in terms) if len(terms) > 1 else ""
        line = fill(translate("DamageCard", "Check: d20 %1"), signed(total))
        self.terms_label.setText(line + (f" ({shown})" if shown else ""))
        self.odds_view.set_odds([(word(outcome.value), p) for outcome, p in odds.items()])

    def clear_setup(self, dc: DamageDC, *, lethal: bool) -> None:
        """The target's DC only: the damage is not valid, so there are no odds."""
        self.dc_label.setText(fill(translate("DamageCard", "Damage DC now: %1"), dc.dc))
        self.dc_detail.setText(dc_text(dc, lethal=lethal))
        self.terms_label.clear()
        self.odds_view.set_odds([])

    def show_result(self, stage: DamageStage | None) -> None:
        """The rolled check (None: not rolled yet, or the damage is not valid)."""
        if stage is None:
            self.result_label.hide()
            self.odds_view.highlight(None)
            return
        check, applied = stage.check, stage.applied
        lines = [fill(escape(translate("DamageCard", "d20 %1 %2 = %3 vs DC %4 (margin %5)")),
                      f"<b>{check.natural}</b>", signed(check.bonus), f"<b>{check.total}</b>", check.dc,
                      signed(check.margin))]
        effects = join_words(word(e.value) for e in applied.effects)
        lines.append("→ <b>" + escape(effects if effects else word("no_effect")) + "</b>")
        changes = []
        if applied.wounds_after != applied.wounds_before:
            changes.append(fill(translate("DamageCard", "wound count %1 → %2"), applied.wounds_before,
                                applied.wounds_after))
        if applied.bruises_after != applied.bruises_before:
            changes.append(fill(translate("DamageCard", "bruise count %1 → %2"), applied.bruises_before,
                                applied.bruises_after))
        if applied.states_added:
            added = join_words(word(state.value) for state in applied.states_added)
            changes.append(fill(translate("DamageCard", "now %1"), added))
        if applied.states_kept:
            kept = join_words(word(state.value) for state in applied.states_kept)
            changes.append(fill(translate("DamageCard", "already %1"), kept))
        if changes:
            lines.append(escape(join_clauses(changes)))
        self.result_label.setText("<br>".join(lines))
        self.result_label.show()
        self.odds_view.highlight(word(check.outcome.value))
