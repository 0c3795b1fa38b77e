"""Words for the encounter's own rule settings: labels and the choices of choice settings.

One place for them, Qt-free: the app settings (:mod:`gmtracker.storage.settings`) label
the same keys with these words, the settings dialog shows them, and the roll log names a
changed encounter setting with them (:mod:`.log_render`). Marked for pyside6-lupdate in
the ``"Settings"`` context.
"""

from __future__ import annotations

from typing import Any

from .refusal import QT_TRANSLATE_NOOP

# The encounter-level settings in the order the dialog shows them, with their labels.
LABELS: dict[str, str] = {
    "resolution": QT_TRANSLATE_NOOP("Settings", "Attack resolution"),
    "realistic": QT_TRANSLATE_NOOP("Settings", "Realistic mode (B10)"),
    "skill_trial": QT_TRANSLATE_NOOP("Settings", "Skill trial (B11)"),
    "critical_from": QT_TRANSLATE_NOOP("Settings", "1D100 critical from"),
    "fumble_to": QT_TRANSLATE_NOOP("Settings", "1D100 fumble up to"),
    "skip_defeated": QT_TRANSLATE_NOOP("Settings", "Skip defeated combatants' turns"),
    "initiative_formula": QT_TRANSLATE_NOOP("Settings", "Initiative"),
}

# Words for the choices of the encounter's choice settings.
CHOICES: dict[str, dict[str, str]] = {
    "resolution": {
        "hit_check": QT_TRANSLATE_NOOP("Settings", "Hit check: the attacker rolls (A14)"),
        "defense_check": QT_TRANSLATE_NOOP("Settings", "Defense check: the defender rolls (B1)"),
        "versus": QT_TRANSLATE_NOOP("Settings", "1D100 versus check (C5, C8)"),
    },
    "initiative_formula": {
        "d20": QT_TRANSLATE_NOOP("Settings", "d20 + agility (D1)"),
        "percentile": QT_TRANSLATE_NOOP("Settings", "1D100 + base value ÷ 10 (D1)"),
    },
}

# How a yes/no setting's value reads.
ON_OFF: dict[bool, str] = {
    #: A yes/no setting's value: switched on.
    True: QT_TRANSLATE_NOOP("Settings", "on"),
    #: A yes/no setting's value: switched off.
    False: QT_TRANSLATE_NOOP("Settings", "off"),
}


def value_source(key: str, value: Any) -> str | None:
    """The marked source text of an encounter setting's value (None: a number, shown as it is)."""
    if isinstance(value, bool):
        return ON_OFF[value]
    choices = CHOICES.get(key)
    if choices is not None:
        return choices.get(str(value))
    return None
