"""The GM's settings: each declared once, stored as JSON under the user config folder.

Every setting is one :class:`Setting` in :data:`SETTINGS` — its key, default, type
(a bool, an int in a range, or one of fixed choices), a translatable label and the group
the settings dialog shows it in (DESIGN.md, *Settings*; Electrum's ``ConfigVar``). The
file (``UserPaths.settings_file``) looks like::

    {"format": "gmtracker-settings", "version": 1,
     "settings": {"language": "ja", "table_font_size": 12}}

Only values that differ from their default are written, so a later default reaches
users who never changed it. Reading is forgiving per value and strict per file:

* a missing file means every default;
* a file that is not a settings file (not JSON, another format, too large) raises
  :class:`SettingsFileError` — the caller reports it, uses the defaults and leaves the
  file alone until the GM saves settings again (then the old file is kept as ``.bak``);
* one bad value (wrong type, out of range, unknown choice) is reported by
  :func:`load_settings` with its key and replaced by the default; the others still count;
* a key this version does not know is kept and written back unchanged, so settings
  from a newer GM Tracker survive a round trip through an older one — except the keys
  of settings that were removed (:data:`RETIRED_KEYS`), which are dropped silently.

The rule settings (resolution mode, realistic mode, …) here are the *defaults for new
encounters*: an encounter carries its own :class:`~gmtracker.encounter.model.Settings`,
which override them for that encounter (:meth:`AppSettings.encounter_defaults`).

No Qt here: labels are marked with :func:`QT_TRANSLATE_NOOP` for pyside6-lupdate (which
matches the name) and translated by the UI with the same context, ``"Settings"``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from enum import Enum
from pathlib import Path
from types import MappingProxyType
from typing import Any

import msgspec

from gmtracker.encounter.model import InitiativeFormula, Settings, Side
from gmtracker.encounter.names import quoted, shown
from gmtracker.encounter.player_options import DEFAULT_DETAILS
from gmtracker.encounter.setting_words import LABELS as ENCOUNTER_LABELS
from gmtracker.rules.resolution import ResolutionMode

from .atomic import write_atomically
from .errors import SaveError, StorageFileError
from .json_files import encoding_problem, read_file, without_bom

SETTINGS_FORMAT = "gmtracker-settings"
SETTINGS_VERSION = 1
# A settings file is a few hundred bytes; anything near this is not one.
MAX_SETTINGS_FILE_BYTES = 1024 * 1024
_KIND = "a settings file"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - lupdate matches this name
    """Mark ``text`` for lupdate; the UI translates it with the same context."""
    return text


class SettingsFileError(StorageFileError):
    """The settings file could not be used (the message says which file, where and why)."""


class Group(str, Enum):
    """Where the settings dialog shows a setting."""

    GENERAL = "general"
    NEW_ENCOUNTERS = "new_encounters"
    PLAYER_VIEW = "player_view"


# The detail the player view shows of a side (same codes as the UI's ``Detail``).
PLAYER_DETAILS = ("nothing", "states", "counts")


class Setting(msgspec.Struct, frozen=True):
    """One setting: its key in the file, default, type, translatable label and group.

    ``choices`` (for a choice setting) are the allowed values in the order the dialog
    offers them; ``minimum``/``maximum`` bound an int setting.
    """

    key: str
    default: Any
    label: str
    group: Group
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""

    @property
    def kind(self) -> type:
        """``bool``, ``int`` or ``str`` (a choice)."""
        return type(self.default)

    def problem(self, value: Any) -> str | None:
        """Why ``value`` is not allowed for this setting (None when it is)."""
        kind = self.kind
        if kind is bool:
            return None if isinstance(value, bool) else f"expected true or false, got {shown(value)}"
        if kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                return f"expected a whole number, got {shown(value)}"
            if self.minimum is not None and value < self.minimum:
                return f"{quoted(str(value))} is below the smallest allowed value, {self.minimum}"
            if self.maximum is not None and value > self.maximum:
                return f"{quoted(str(value))} is above the largest allowed value, {self.maximum}"
            return None
        if not isinstance(value, str) or value not in self.choices:
            return f"expected one of {', '.join(json.dumps(c) for c in self.choices)}, got {shown(value)}"
        return None


def _choices(enum: type[Enum]) -> tuple[str, ...]:
    return tuple(member.value for member in enum)


# Who rolls a side's dice: GM Tracker, or the people at the table (typed in with "Enter dice").
DICE_CHOICES = ("app", "table")


def _dice(side: Side, label: str) -> Setting:
    return Setting(f"dice.{side.value}", "app", label, Group.GENERAL, DICE_CHOICES,
                   help=QT_TRANSLATE_NOOP("Settings", "At the table: the dialogs open with empty boxes for your dice"))


def _player_detail(side: Side, label: str) -> Setting:
    """What the players see of ``side`` (the default is the player snapshot's, one place)."""
    return Setting(f"player_view.{side.value}", DEFAULT_DETAILS[side].value, label, Group.PLAYER_VIEW, PLAYER_DETAILS)


# Every setting, in the order the settings dialog shows them.
SETTINGS: tuple[Setting, ...] = (
    Setting("language", "system", QT_TRANSLATE_NOOP("Settings", "Language"), Group.GENERAL,
            ("system", "en", "zh_CN", "ja")),
    Setting("theme", "system", QT_TRANSLATE_NOOP("Settings", "Theme"), Group.GENERAL,
            ("system", "light", "dark")),
    Setting("table_font_size", 0, QT_TRANSLATE_NOOP("Settings", "Table font size"), Group.GENERAL,
            minimum=0, maximum=40,
            help=QT_TRANSLATE_NOOP("Settings", "Points; 0 uses the system's size")),
    Setting("turn_timer", False, QT_TRANSLATE_NOOP("Settings", "Turn timer in the banner"), Group.GENERAL,
            help=QT_TRANSLATE_NOOP("Settings", "The real time the acting combatant has taken since its turn began")),
    Setting("resolution", ResolutionMode.HIT_CHECK.value,
            ENCOUNTER_LABELS["resolution"], Group.NEW_ENCOUNTERS, _choices(ResolutionMode)),
    Setting("realistic", False, ENCOUNTER_LABELS["realistic"], Group.NEW_ENCOUNTERS),
    Setting("skill_trial", False, ENCOUNTER_LABELS["skill_trial"], Group.NEW_ENCOUNTERS),
    Setting("critical_from", 96, ENCOUNTER_LABELS["critical_from"], Group.NEW_ENCOUNTERS,
            minimum=1, maximum=101, help=QT_TRANSLATE_NOOP("Settings", "101: no criticals (C6)")),
    Setting("fumble_to", 5, ENCOUNTER_LABELS["fumble_to"], Group.NEW_ENCOUNTERS,
            minimum=0, maximum=100, help=QT_TRANSLATE_NOOP("Settings", "0: no fumbles (C6)")),
    Setting("skip_defeated", True, ENCOUNTER_LABELS["skip_defeated"], Group.NEW_ENCOUNTERS),
    Setting("initiative_formula", InitiativeFormula.D20.value,
            ENCOUNTER_LABELS["initiative_formula"], Group.NEW_ENCOUNTERS, _choices(InitiativeFormula)),
    _player_detail(Side.PC, QT_TRANSLATE_NOOP("Settings", "Player characters")),
    _player_detail(Side.ALLY, QT_TRANSLATE_NOOP("Settings", "Allies")),
    _player_detail(Side.ENEMY, QT_TRANSLATE_NOOP("Settings", "Enemies")),
    _player_detail(Side.NEUTRAL, QT_TRANSLATE_NOOP("Settings", "Neutral")),
    _dice(Side.PC, QT_TRANSLATE_NOOP("Settings", "Dice of player characters")),
    _dice(Side.ALLY, QT_TRANSLATE_NOOP("Settings", "Dice of allies")),
    _dice(Side.ENEMY, QT_TRANSLATE_NOOP("Settings", "Dice of enemies")),
    _dice(Side.NEUTRAL, QT_TRANSLATE_NOOP("Settings", "Dice of neutral combatants")),
)

BY_KEY: Mapping[str, Setting] = MappingProxyType({s.key: s for s in SETTINGS})

# Keys of settings that no longer exist: read without a word and not written back.
# ``autosave_seconds`` (the delay before the recovery file was written) went when every
# step started being written at once.
RETIRED_KEYS = frozenset({"autosave_seconds"})

# The encounter-level settings and the app settings that are their defaults.
ENCOUNTER_KEYS: tuple[str, ...] = (
    "resolution", "realistic", "skill_trial", "critical_from", "fumble_to", "skip_defeated", "initiative_formula",
)


def range_problem(values: Mapping[str, Any], given: Iterable[str] = ("fumble_to",)) -> tuple[str, str] | None:
    """C6 between two settings (key, reason): the fumble range must end below the critical one.

    The key named is one of ``given`` (the ones the file or the caller set), fumble_to first.
    """
    if values["fumble_to"] >= values["critical_from"]:
        key = "fumble_to" if "fumble_to" in given or "critical_from" not in given else "critical_from"
        return key, (f"the fumble range (up to {values['fumble_to']}) must end below "
                             f"the critical range (from {values['critical_from']})")
    return None


class AppSettings(msgspec.Struct, frozen=True):
    """Every setting's value (defaults filled in), plus keys this version does not know."""

    values: Mapping[str, Any] = msgspec.field(default_factory=lambda: {s.key: s.default for s in SETTINGS})
    unknown: Mapping[str, Any] = msgspec.field(default_factory=dict)

    def __post_init__(self) -> None:
        complete = {s.key: s.default for s in SETTINGS}
        for key, value in self.values.items():
            setting = BY_KEY.get(key)
            if setting is None:
                raise KeyError(f"unknown setting {key!r}")
            problem = setting.problem(value)
            if problem is not None:
                raise ValueError(f"{key}: {problem}")
            complete[key] = value
        cross = range_problem(complete)
        if cross is not None:
            raise ValueError(f"{cross[0]}: {cross[1]}")
        msgspec.structs.force_setattr(self, "values", MappingProxyType(complete))
        msgspec.structs.force_setattr(self, "unknown", MappingProxyType(dict(self.unknown)))

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def replace(self, **changes: Any) -> AppSettings:
        """A copy with ``changes``; ValueError (naming the key) for a value not allowed."""
        return AppSettings({**self.values, **changes}, self.unknown)

    def changed_keys(self, other: AppSettings) -> frozenset[str]:
        """The keys whose values differ between ``self`` and ``other``."""
        return frozenset(k for k in self.values if self.values[k] != other.values[k])

    def encounter_defaults(self) -> Settings:
        """The rule settings a new encounter starts with."""
        v = self.values
        return Settings(
            resolution=ResolutionMode(v["resolution"]), realistic=v["realistic"], skill_trial=v["skill_trial"],
            critical_from=v["critical_from"], fumble_to=v["fumble_to"], skip_defeated=v["skip_defeated"],
            initiative_formula=InitiativeFormula(v["initiative_formula"]),
        )

    def player_details(self) -> dict[Side, str]:
        """What the player view shows of each side: ``"nothing"``, ``"states"`` or ``"counts"``."""
        return {side: self.values[f"player_view.{side.value}"] for side in Side}

    def rolls_at_table(self, side: Side | None) -> bool:
        """True when this side's dice are rolled at the table and typed in (``dice.<side>``);
        a roll of nobody's (the GM's) is typed when every side rolls at the table."""
        sides = list(Side) if side is None else [side]
        return all(self.values[f"dice.{s.value}"] == "table" for s in sides)

    def non_defaults(self) -> Iterator[tuple[str, Any]]:
        for setting in SETTINGS:
            if self.values[setting.key] != setting.default:
                yield setting.key, self.values[setting.key]


def encounter_values(settings: Settings) -> dict[str, Any]:
    """An encounter's rule settings as setting values (the keys of :data:`ENCOUNTER_KEYS`)."""
    return {
        "resolution": settings.resolution.value, "realistic": settings.realistic,
        "skill_trial": settings.skill_trial, "critical_from": settings.critical_from,
        "fumble_to": settings.fumble_to, "skip_defeated": settings.skip_defeated,
        "initiative_formula": settings.initiative_formula.value,
    }


class LoadedSettings(msgspec.Struct, frozen=True):
    """What :func:`load_settings` found: the settings, and each value it had to drop (key, reason)."""

    settings: AppSettings
    problems: tuple[tuple[str, str], ...] = ()


def load_settings(path: Path) -> LoadedSettings:
    """Read the settings file at ``path``; a missing file gives every default.

    Raises :class:`SettingsFileError` for a file that is not a settings file at all.
    A bad value is reported in ``problems`` (as ``$.settings.KEY``, reason) and replaced
    by its default.
    """
    if not path.exists() and not path.is_symlink():
        return LoadedSettings(AppSettings())
    data = without_bom(read_file(path, MAX_SETTINGS_FILE_BYTES, SettingsFileError, kind=_KIND))
    encoding = encoding_problem(data)
    if encoding is not None:  # UTF-16 or UTF-32 named as such, a binary file as one (issue 27)
        raise SettingsFileError(path, *encoding)
    try:
        document = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise SettingsFileError(path, "is not UTF-8 text, so not a settings file") from None
    except json.JSONDecodeError as failure:
        raise SettingsFileError(path, f"not valid JSON: {failure.msg.lower()}",
                                f"line {failure.lineno}, column {failure.colno}") from None
    except (ValueError, RecursionError) as failure:  # a number too long to convert, nesting too deep
        raise SettingsFileError(path, f"not a settings file: {quoted(str(failure))}") from None
    if not isinstance(document, dict):
        raise SettingsFileError(path, "expected a JSON object", "$")
    if document.get("format") != SETTINGS_FORMAT:
        raise SettingsFileError(path, f"expected \"{SETTINGS_FORMAT}\", got {shown(document.get('format'))}",
                                "$.format")
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SettingsFileError(path, f"expected a version number, got {shown(version)}", "$.version")
    if version > SETTINGS_VERSION:
        raise SettingsFileError(path, f"was written by a newer GM Tracker (settings version {quoted(str(version))}; "
                                      f"this one reads up to {SETTINGS_VERSION})", "$.version")
    stored = document.get("settings", {})
    if not isinstance(stored, dict):
        raise SettingsFileError(path, "expected a JSON object", "$.settings")
    values: dict[str, Any] = {}
    unknown: dict[str, Any] = {}
    problems: list[tuple[str, str]] = []
    for key, value in stored.items():
        setting = BY_KEY.get(key)
        if setting is None:
            if key not in RETIRED_KEYS:
                unknown[key] = value
            continue
        problem = setting.problem(value)
        if problem is None:
            values[key] = value
        else:
            problems.append((f"$.settings.{key}", problem))
    complete = {**{s.key: s.default for s in SETTINGS}, **values}
    cross = range_problem(complete, values)
    if cross is not None:
        problems.append((f"$.settings.{cross[0]}", cross[1]))
        for key in ("fumble_to", "critical_from"):
            values.pop(key, None)
    return LoadedSettings(AppSettings(values, unknown), tuple(problems))


def save_settings(settings: AppSettings, path: Path) -> None:
    """Write ``settings`` atomically (the previous file is kept as ``.bak``); SaveError on failure."""
    document = {
        "format": SETTINGS_FORMAT,
        "version": SETTINGS_VERSION,
        "settings": {**dict(settings.unknown), **dict(settings.non_defaults())},
    }
    data = (json.dumps(document, ensure_ascii=False, indent=2, sort_keys=True) + "\n").encode("utf-8")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, data, keep_backup=True)
    except OSError as error:
        raise SaveError.from_os_error(path, error) from None
