"""The words of the check and damage dialogs, and a d20 check's result breakdown.

The rules core and the commands speak in codes (``Degree.SUCCESS``,
``StackReason.NOT_HIGHEST_BONUS``, ``"heavy_load"``, ``DamageOutcome.DAZED``); this
module turns them into GLOSSARY.md's terms in the user's language (context
``CheckWords``), and :func:`check_breakdown_html` renders a
:class:`~gmtracker.rules.checks.CheckResult` as the dialog shows it: every d20 kept
and dropped, the advantage d6, every bonus and modifier applied or discarded and why,
the total against the DC, the degree step by step (A8) and the earlier versions (A5).
Names and sources typed by people are HTML-escaped.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from gmtracker.rules.checks import (
    Attribute,
    CheckKind,
    CheckNote,
    CheckResult,
    Degree,
    Edit,
    ModifierType,
    Proficiency,
    StackedModifier,
    StackReason,
)
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP, after_label, fill, join_parts, signed

_CONTEXT = "CheckWords"

_WORDS: dict[str, str] = {
    # degrees (A8)
    "critical_success": QT_TRANSLATE_NOOP("CheckWords", "critical success"),
    "success": QT_TRANSLATE_NOOP("CheckWords", "success"),
    "failure": QT_TRANSLATE_NOOP("CheckWords", "failure"),
    "critical_failure": QT_TRANSLATE_NOOP("CheckWords", "critical failure"),
    # kinds (A1)
    "pure": QT_TRANSLATE_NOOP("CheckWords", "pure roll check"),
    "attribute": QT_TRANSLATE_NOOP("CheckWords", "attribute check"),
    "hit": QT_TRANSLATE_NOOP("CheckWords", "hit check"),
    # attributes (A10)
    "strength": QT_TRANSLATE_NOOP("CheckWords", "strength"),
    "agility": QT_TRANSLATE_NOOP("CheckWords", "agility"),
    "size": QT_TRANSLATE_NOOP("CheckWords", "size"),
    "spirit": QT_TRANSLATE_NOOP("CheckWords", "spirit"),
    "intellect": QT_TRANSLATE_NOOP("CheckWords", "intellect"),
    # proficiency (A6, A13)
    "none": QT_TRANSLATE_NOOP("CheckWords", "not trained"),
    "half": QT_TRANSLATE_NOOP("CheckWords", "half proficiency"),
    "full": QT_TRANSLATE_NOOP("CheckWords", "full proficiency"),
    # modifier types (A6)
    "status": QT_TRANSLATE_NOOP("CheckWords", "status"),
    "environment": QT_TRANSLATE_NOOP("CheckWords", "environment"),
    "potency": QT_TRANSLATE_NOOP("CheckWords", "potency"),
    "situational": QT_TRANSLATE_NOOP("CheckWords", "situational"),
    "free": QT_TRANSLATE_NOOP("CheckWords", "free"),
    # automatic modifier sources
    "realistic_mode": QT_TRANSLATE_NOOP("CheckWords", "realistic mode"),
    "advantage": QT_TRANSLATE_NOOP("CheckWords", "advantage die"),
    "disadvantage": QT_TRANSLATE_NOOP("CheckWords", "disadvantage die"),
    # damage outcomes, effects and states (B4, B5)
    "no_effect": QT_TRANSLATE_NOOP("CheckWords", "no effect"),
    "wound": QT_TRANSLATE_NOOP("CheckWords", "wound"),
    "bruise": QT_TRANSLATE_NOOP("CheckWords", "bruise"),
    "seriously_wounded": QT_TRANSLATE_NOOP("CheckWords", "seriously wounded"),
    "seriously_bruised": QT_TRANSLATE_NOOP("CheckWords", "seriously bruised"),
    "disabled": QT_TRANSLATE_NOOP("CheckWords", "disabled"),
    "dazed": QT_TRANSLATE_NOOP("CheckWords", "dazed"),
    "unconscious": QT_TRANSLATE_NOOP("CheckWords", "unconscious"),
    #: A damage state (B5) of the actor: dead (an adjective).
    "dead": QT_TRANSLATE_NOOP("CheckWords", "dead"),
    # counts (B4, B11)
    "wounds": QT_TRANSLATE_NOOP("CheckWords", "wound count"),
    "bruises": QT_TRANSLATE_NOOP("CheckWords", "bruise count"),
}

_REASONS: dict[StackReason, str] = {
    StackReason.FREE: QT_TRANSLATE_NOOP("CheckWords", "applies: free modifiers add up"),
    StackReason.HIGHEST_BONUS: QT_TRANSLATE_NOOP("CheckWords", "applies: the highest bonus of its type"),
    StackReason.LOWEST_PENALTY: QT_TRANSLATE_NOOP("CheckWords", "applies: the lowest penalty of its type"),
    StackReason.HIGHEST_POTENCY: QT_TRANSLATE_NOOP("CheckWords", "applies: the highest potency"),
    StackReason.SITUATIONAL_ONE: QT_TRANSLATE_NOOP("CheckWords", "applies: the one situational value"),
    StackReason.NOT_HIGHEST_BONUS: QT_TRANSLATE_NOOP("CheckWords", "discarded: a higher bonus of this type applies"),
    StackReason.NOT_LOWEST_PENALTY: QT_TRANSLATE_NOOP("CheckWords", "discarded: a lower penalty of this type applies"),
    StackReason.NOT_HIGHEST_POTENCY: QT_TRANSLATE_NOOP("CheckWords", "discarded: a higher potency applies"),
    StackReason.SITUATIONAL_OUTWEIGHED: QT_TRANSLATE_NOOP("CheckWords",
                                                          "discarded: another situational value applies"),
    StackReason.SITUATIONAL_CANCELLED: QT_TRANSLATE_NOOP(
        "CheckWords", "discarded: an equal situational bonus and penalty cancel"),
    StackReason.ZERO: QT_TRANSLATE_NOOP("CheckWords", "no effect: the value is 0"),
}

_NOTES: dict[str, str] = {
    "heavy_load": QT_TRANSLATE_NOOP("CheckWords", "heavy load (A11)"),
    "half_hp": QT_TRANSLATE_NOOP("CheckWords", "seriously wounded: hit points at half or less (A10)"),
    "realistic_mode": QT_TRANSLATE_NOOP("CheckWords", "realistic mode: the wound count as a penalty (B10)"),
    "hit_penalty": QT_TRANSLATE_NOOP("CheckWords", "hit penalty (A16)"),
    "size_difference": QT_TRANSLATE_NOOP("CheckWords", "size difference (A15)"),
    "penalty_dice_capped": QT_TRANSLATE_NOOP("CheckWords", "penalty dice capped at 2 (A3)"),
    "condition_modifier": QT_TRANSLATE_NOOP("CheckWords", "modifier from a condition (D3)"),
    "condition_advantage": QT_TRANSLATE_NOOP("CheckWords", "advantage from a condition (D3, A7)"),
    "condition_disadvantage": QT_TRANSLATE_NOOP("CheckWords", "disadvantage from a condition (D3, A7)"),
    "condition_penalty_dice": QT_TRANSLATE_NOOP("CheckWords", "penalty dice from a condition (D3, A3)"),
    "condition_defense": QT_TRANSLATE_NOOP("CheckWords", "the target's defense, from a condition (D3, A17)"),
}

_VERSIONS: dict[Edit | None, str] = {
    None: QT_TRANSLATE_NOOP("CheckWords", "first roll"),
    Edit.REROLL: QT_TRANSLATE_NOOP("CheckWords", "rerolled"),
    Edit.CHANGE: QT_TRANSLATE_NOOP("CheckWords", "die changed"),
    Edit.MODIFIERS: QT_TRANSLATE_NOOP("CheckWords", "modifiers changed"),
    Edit.SHIFTS: QT_TRANSLATE_NOOP("CheckWords", "degree shifted"),
}


# ``translate("CheckWords", "...")``: lupdate reads the context from each literal call.
translate = QCoreApplication.translate


def marked(source: str) -> str:
    """A text marked with ``QT_TRANSLATE_NOOP`` in this module's context, translated."""
    return QCoreApplication.translate(_CONTEXT, source)


def word(code: str) -> str:
    """A rules code in words (the code itself, spaced, if unknown)."""
    source = _WORDS.get(code)
    return marked(source) if source else code.replace("_", " ")


def degree_word(degree: Degree) -> str:
    return word(degree.name.lower())


def kind_word(kind: CheckKind) -> str:
    return word(kind.value)


def attribute_word(attribute: Attribute) -> str:
    return word(attribute.value)


def proficiency_word(level: Proficiency) -> str:
    return word(level.value)


def modifier_type_word(kind: ModifierType) -> str:
    return word(kind.value)


def reason_text(reason: StackReason) -> str:
    return marked(_REASONS[reason])


def note_text(note: CheckNote | str) -> str:
    """An automatic adjustment in words; a condition's (D3) with the condition's name as typed."""
    code = note if isinstance(note, str) else note.code
    source = _NOTES.get(code)
    text = marked(source) if source else code.replace("_", " ")
    if not isinstance(note, str) and note.source:
        #: A condition's adjustment and the condition's name: "advantage from a condition (D3, A7): Blessed".
        return fill(translate("CheckWords", "%1: %2"), text, note.source)
    return text


def source_word(source: str) -> str:
    """A modifier's source: the automatic ones in words, the GM's as typed."""
    return word(source) if source in ("realistic_mode", "advantage", "disadvantage") else source


def modifier_text(entry: StackedModifier) -> str:
    """``status +2 (bless)``: type, value and source, plain text."""
    modifier = entry.modifier
    #: A modifier's type (%1, "situational") and its signed value (%2, "+2").
    text = fill(translate("CheckWords", "%1 %2"), modifier_type_word(modifier.type), signed(modifier.value))
    if modifier.source:
        text = fill(translate("CheckWords", "%1 (%2)"), text, source_word(modifier.source))
    return text


def _dice_html(values: tuple[int, ...], kept: set[int]) -> str:
    return " ".join(f"<b>{v}</b>" if i in kept else f"<s>{v}</s>" for i, v in enumerate(values))


def check_breakdown_html(result: CheckResult, *, attribute_bonus_shown: bool = True) -> str:
    """The result of a check for the dialog (rich text): dice, bonuses, total vs DC, degree."""
    check = result.check
    lines: list[str] = []
    # dice (A3, A4)
    if result.kept_index is None:
        lines.append(escape(translate("CheckWords", "Passive check: 10 instead of a d20 (A4)")))
    else:
        dice = _dice_html(result.d20, {result.kept_index})
        if len(result.d20) > 1:
            kept = translate("CheckWords", "d20: %1 — the lowest is kept (penalty dice, A3)")
            lines.append(fill(escape(kept), dice))
        else:
            lines.append(fill(escape(translate("CheckWords", "d20: %1")), dice))
    stacked = result.stacking.entries
    dice_entries = stacked[len(check.modifiers):]
    if dice_entries:
        applied = {i for i, entry in enumerate(dice_entries) if entry.applied}
        label = (translate("CheckWords", "advantage d6") if check.net_advantage > 0
                 else translate("CheckWords", "disadvantage d6"))
        line = fill(escape(translate("CheckWords", "%1: %2")), escape(label),
                    _dice_html(tuple(abs(e.modifier.value) for e in dice_entries), applied))
        if applied:
            line += " → " + escape(signed(dice_entries[min(applied)].modifier.value))
        else:
            line += " — " + escape(reason_text(dice_entries[0].reason))
        lines.append(line)
    # bonuses (A6, A10, A13)
    if check.attribute is not None and attribute_bonus_shown:
        lines.append(escape(fill(translate("CheckWords", "%1: %2"), attribute_word(check.attribute),
                                 signed(check.attribute_bonus))))
    elif check.attribute_bonus:
        lines.append(escape(fill(translate("CheckWords", "attribute: %1"), signed(check.attribute_bonus))))
    if check.proficiency is not Proficiency.NONE:
        lines.append(escape(fill(translate("CheckWords", "%1: %2"), proficiency_word(check.proficiency),
                                 signed(check.proficiency_value))))
    for entry in stacked[:len(check.modifiers)]:
        text = escape(modifier_text(entry))
        if entry.applied:
            lines.append(text)
        else:
            lines.append(f"<s>{text}</s> — " + escape(reason_text(entry.reason)))
    # total and degree (A8)
    dc = translate("CheckWords", "DC %1 (hidden)") if check.dc_hidden else translate("CheckWords", "DC %1")
    lines.append(fill(escape(translate("CheckWords", "Total %1 vs %2")), f"<b>{result.total}</b>",
                      escape(fill(dc, check.dc))))
    lines.append(degree_steps_html(result))
    versions = result.versions()
    if len(versions) > 1:
        earlier = [
            escape(fill(translate("CheckWords", "%1: %2 → %3"), marked(_VERSIONS[v.edit]), v.total,
                        degree_word(v.degree)))
            for v in versions
        ]
        lines.append(after_label(escape(translate("CheckWords", "Versions:")), join_parts(earlier)))
    return "<br>".join(lines)


def degree_steps_html(result: CheckResult) -> str:
    """``success → natural 20: critical success → other sources: …`` with the final degree bold."""
    steps = result.steps
    final = "<b>" + escape(degree_word(steps.degree)) + "</b>"
    if not steps.natural_shift and not steps.raise_by and not steps.lower_by:
        return after_label(escape(translate("CheckWords", "Degree:")), final)
    parts = [escape(fill(translate("CheckWords", "result vs DC: %1"), degree_word(steps.base)))]
    if steps.natural_shift:
        text = (translate("CheckWords", "natural 20: %1") if steps.natural_shift > 0
                else translate("CheckWords", "natural 1: %1"))
        parts.append(escape(fill(text, degree_word(steps.after_natural))))
    if steps.raise_by or steps.lower_by:
        shifts = " ".join(signed(s) for s in (steps.raise_by, steps.lower_by) if s)
        parts.append(escape(fill(translate("CheckWords", "other sources %1: %2"), shifts, degree_word(steps.degree))))
    return after_label(escape(translate("CheckWords", "Degree:")), " → ".join(parts) + " ⇒ " + final)
