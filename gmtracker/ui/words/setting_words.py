"""Words for settings: their labels and the choices of choice settings, in the UI language.

Shared by the settings dialog and the roll log (which names a changed encounter setting).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gmtracker.encounter.setting_words import CHOICES as ENCOUNTER_CHOICES, ON_OFF
from gmtracker.storage.settings import BY_KEY, Setting
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP
from gmtracker.ui.words.translations import LANGUAGES

_CONTEXT = "Settings"

# Words for the choices of choice settings (language names are written in their own language).
CHOICE_WORDS: dict[str, dict[str, str]] = {
    "language": {"system": QT_TRANSLATE_NOOP("Settings", "Follow the system")},
    "theme": {
        "system": QT_TRANSLATE_NOOP("Settings", "Follow the system"),
        "light": QT_TRANSLATE_NOOP("Settings", "Light"),
        "dark": QT_TRANSLATE_NOOP("Settings", "Dark (for a dim room)"),
    },
    **ENCOUNTER_CHOICES,  # the encounter's own (the roll log names them too)
    "dice": {
        "app": QT_TRANSLATE_NOOP("Settings", "GM Tracker rolls"),
        "table": QT_TRANSLATE_NOOP("Settings", "We roll at the table (type the dice in)"),
    },
    "player_view": {
        "nothing": QT_TRANSLATE_NOOP("Settings", "Names only"),
        "states": QT_TRANSLATE_NOOP("Settings", "Damage states (seriously wounded, unconscious…)"),
        "counts": QT_TRANSLATE_NOOP("Settings", "Wound counts and states"),
    },
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def setting_label(key: str) -> str:
    """A setting's label in the UI language."""
    return _tr(BY_KEY[key].label)


def choice_text(setting: Setting, value: str) -> str:
    """The words the dialog shows for one choice of a choice setting."""
    if setting.key == "language" and value in LANGUAGES:
        return LANGUAGES[value]
    table = CHOICE_WORDS[setting.key.partition(".")[0]]
    return _tr(table[value])


def value_text(key: str, value: Any) -> str:
    """A setting's value in words: a choice's words, yes/no, or the number."""
    setting = BY_KEY[key]
    if setting.kind is bool:
        return _tr(ON_OFF[bool(value)])
    if setting.kind is str:
        return choice_text(setting, str(value))
    return str(value)
