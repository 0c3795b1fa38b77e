"""The combatant editor's words and parsers: side and size names, the five attributes,
and how the text of a line edit becomes a field's value (or a refusal saying why).

Refusals raise :class:`~gmtracker.ui.panels.editor_fields.FieldError`; hit dice are checked by
the rules core's own parser, so the GM reads its DiceExpressionError message (in the UI language).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmtracker.encounter import Side
from gmtracker.rules.damage import Size
from gmtracker.rules.dice import parse_dice
from gmtracker.rules.errors import RulesError
from gmtracker.ui.panels.editor_fields import FieldError
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP

_CONTEXT = "CombatantEditor"

# lupdate finds literal translate("Context", "text") calls under this name.
translate = QCoreApplication.translate


def translated(source: str) -> str:
    """A source text marked with QT_TRANSLATE_NOOP here, in the user's language."""
    return QCoreApplication.translate(_CONTEXT, source)


SIDES: dict[Side, str] = {
    Side.PC: QT_TRANSLATE_NOOP("CombatantEditor", "player character"),
    Side.ALLY: QT_TRANSLATE_NOOP("CombatantEditor", "ally"),
    Side.ENEMY: QT_TRANSLATE_NOOP("CombatantEditor", "enemy"),
    Side.NEUTRAL: QT_TRANSLATE_NOOP("CombatantEditor", "neutral"),
}
SIZES: dict[Size, str] = {
    Size.FINE: QT_TRANSLATE_NOOP("CombatantEditor", "fine"),
    Size.DIMINUTIVE: QT_TRANSLATE_NOOP("CombatantEditor", "diminutive"),
    Size.TINY: QT_TRANSLATE_NOOP("CombatantEditor", "tiny"),
    Size.SMALL: QT_TRANSLATE_NOOP("CombatantEditor", "small"),
    Size.MEDIUM: QT_TRANSLATE_NOOP("CombatantEditor", "medium"),
    Size.LARGE: QT_TRANSLATE_NOOP("CombatantEditor", "large"),
    Size.HUGE: QT_TRANSLATE_NOOP("CombatantEditor", "huge"),
    Size.GARGANTUAN: QT_TRANSLATE_NOOP("CombatantEditor", "gargantuan"),
    Size.COLOSSAL: QT_TRANSLATE_NOOP("CombatantEditor", "colossal"),
}
# (attribute, label, object name) of A10's five attributes, in the rules' order.
ATTRIBUTES: tuple[tuple[str, str, str], ...] = (
    ("strength", QT_TRANSLATE_NOOP("CombatantEditor", "S&trength"), "editorStrength"),
    ("agility", QT_TRANSLATE_NOOP("CombatantEditor", "&Agility"), "editorAgility"),
    ("size", QT_TRANSLATE_NOOP("CombatantEditor", "Si&ze"), "editorSize"),
    ("spirit", QT_TRANSLATE_NOOP("CombatantEditor", "S&pirit"), "editorSpirit"),
    ("intellect", QT_TRANSLATE_NOOP("CombatantEditor", "&Intellect"), "editorIntellect"),
)


def parse_name(text: str) -> str:
    name = text.strip()
    if not name:
        raise FieldError(translate("CombatantEditor", "A combatant needs a name."))
    return name


def parse_initiative(text: str) -> int | None:
    text = text.strip()
    if text in ("", "—", "-"):
        return None
    try:
        return int(text)
    except ValueError:
        message = translate("CombatantEditor", "Initiative is a whole number; leave it empty for none.")
        raise FieldError(message) from None


def format_initiative(value: int | None) -> str:
    return "" if value is None else str(value)


def parse_hit_dice(text: str) -> str:
    """B3: hit dice like ``4d10``; the rules core's DiceExpressionError says what is wrong."""
    text = text.strip()
    try:
        parse_dice(text)
    except RulesError as error:
        raise FieldError(error_text(error)) from None
    return text
