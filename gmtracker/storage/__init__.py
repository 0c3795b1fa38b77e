"""Everything that touches the disk: encounter files (schema, load, save, migrations),
the recovery journal, the combatant library, user paths and bundled resources.

No Qt here (import-linter enforces it); the UI turns these values into widgets.

* :func:`load_encounter` / :func:`save_encounter` — encounter files
  (:mod:`.encounter_file`); every load failure is an :class:`EncounterFileError`
  (a ``ValueError``), every save failure a :class:`SaveError` (an ``OSError``).
* :mod:`.journal` — the recovery journal: every step of the open encounter and its undo
  history, one SQLite transaction each; :mod:`.journal_mirror` — which undo-stack entries
  it holds and what each step writes; :mod:`.autosave` — reading it back after a crash.
* :mod:`.library` — combatant templates reused across encounters; :mod:`.starter` — the
  bundled starter templates (read-only, in English, 简体中文 and 日本語).
* :mod:`.migrations`, :mod:`.validation`, :mod:`.schema` — upgrading old files, the
  checks types cannot express, and the JSON Schema generated from the types.
"""

from .encounter_file import load_encounter, save_encounter
from .errors import EncounterFileError, LibraryFileError, SaveError, StorageFileError

__all__ = [
    "EncounterFileError",
    "LibraryFileError",
    "SaveError",
    "StorageFileError",
    "load_encounter",
    "save_encounter",
]
