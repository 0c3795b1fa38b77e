"""Changing an encounter's own rule settings (they override the app's defaults for it).

The settings an encounter carries (:class:`~gmtracker.encounter.model.Settings`:
resolution mode, realistic mode B10, skill trial B11, the 1D100 critical and fumble
ranges C6, skip defeated, the initiative formula D1) are saved with it. The GM changes
them with :class:`ChangeSettings`, one undoable step like any other action.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Any

import msgspec
from msgspec import UNSET, UnsetType

from gmtracker.rules.errors import RulesError
from gmtracker.rules.percentile import SpecialRanges
from gmtracker.rules.resolution import ResolutionMode

from .command import ActionError, Command, PatchBuilder
from .encounter import Encounter
from .log_kind import LogKind, Record
from .log_render.translating import fill
from .model import InitiativeFormula, Settings
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP
from .setting_words import LABELS, value_source

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces


class ChangeSettings(Command):
    """Replace some of the encounter's rule settings (``changes`` maps field names to values)."""

    kind = "change_settings"

    def __init__(self, **changes: Any) -> None:
        super().__init__()
        self.changes = changes

    @property
    def label(self) -> str:
        return "settings: " + ", ".join(sorted(self.changes))

    def build(self, encounter: Encounter) -> Patch:
        unknown = sorted(set(self.changes) - set(Settings.__struct_fields__))
        if unknown:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{setting}: not an encounter setting"), setting=unknown[0])
        try:
            settings = msgspec.convert(
                {**msgspec.to_builtins(encounter.settings), **msgspec.to_builtins(self.changes)}, Settings)
        except msgspec.ValidationError as error:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "settings: {reason}"), reason=str(error)) from None
        try:
            SpecialRanges(settings.critical_from, settings.fumble_to)
        except RulesError as error:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "1D100 ranges: {reason}"), reason=str(error)) from None
        builder = PatchBuilder(encounter)
        builder.set_settings(settings)
        changed = [name for name in Settings.__struct_fields__
                   if getattr(settings, name) != getattr(encounter.settings, name)]
        if changed:
            builder.log("change_settings", record=ChangeSettingsRecord(
                before=SettingValues(**{n: getattr(encounter.settings, n) for n in changed}),
                after=SettingValues(**{n: getattr(settings, n) for n in changed})), public=False)
        return builder.build()


class SettingValues(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Some of an encounter's rule settings (:class:`~.model.Settings`' fields): those a change
    touched; the others are UNSET (and left out of the record)."""

    resolution: ResolutionMode | UnsetType = UNSET
    realistic: bool | UnsetType = UNSET
    skill_trial: bool | UnsetType = UNSET
    critical_from: int | UnsetType = UNSET
    fumble_to: int | UnsetType = UNSET
    skip_defeated: bool | UnsetType = UNSET
    initiative_formula: InitiativeFormula | UnsetType = UNSET


class ChangeSettingsRecord(Record, frozen=True):
    """The encounter settings a change touched: their values ``before`` and ``after`` it."""

    before: SettingValues
    after: SettingValues


def _change_settings_line(p: Pieces, r: ChangeSettingsRecord) -> str:
    """``encounter settings: Realistic mode (B10): on; 1D100 critical from: 95``, in the dialog's order."""
    changes = []
    for key, label in LABELS.items():
        value = getattr(r.after, key)
        if value is UNSET:
            continue
        code = value.value if isinstance(value, Enum) else value
        source = value_source(key, code)
        shown = str(code) if source is None else p.translate("Settings", source)
        changes.append(fill(p.translate("LogLine", "%1: %2"), p.translate("Settings", label), shown))
    return fill(p.translate("LogLine", "encounter settings: %1"), p.words.clauses(changes))


def _change_settings_undo(w: CommandWords) -> str:
    return w.translate("CommandText", "Change the encounter's settings")


LOG_KINDS = (
    LogKind("change_settings", ChangeSettingsRecord, _change_settings_line, undo=_change_settings_undo,
            sample=ChangeSettingsRecord(
                before=SettingValues(resolution=ResolutionMode.HIT_CHECK, realistic=True, critical_from=96),
                after=SettingValues(resolution=ResolutionMode.VERSUS, realistic=False, critical_from=95))),
)
