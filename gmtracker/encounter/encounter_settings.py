"""Changing an encounter's own rule settings (they override the app's defaults for it).

The settings an encounter carries (:class:`~gmtracker.encounter.model.Settings`:
resolution mode, realistic mode B10, skill trial B11, the 1D100 critical and fumble
ranges C6, skip defeated, the initiative formula D1) are saved with it. The GM changes
them with :class:`ChangeSettings`, one undoable step like any other action.
"""

from __future__ import annotations

from typing import Any

import msgspec

from gmtracker.rules.errors import RulesError
from gmtracker.rules.percentile import SpecialRanges

from .command import ActionError, Command, PatchBuilder
from .encounter import Encounter
from .model import Settings
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP


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
            builder.log("change_settings", record={"before": {n: getattr(encounter.settings, n) for n in changed},
                        "after": {n: getattr(settings, n) for n in changed}}, public=False)
        return builder.build()
