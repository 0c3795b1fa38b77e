"""One Qt-free renderer for the roll log: every log kind is put into words here.

The engine stores a log entry's English ``text`` with it (rendered here with
:func:`~.translating.english`); the UI renders the same entries again in the user's
language by handing Qt's ``QCoreApplication.translate`` to the same functions. Tests and
files pass :func:`~.translating.identity` or :func:`~.translating.english`.

* :mod:`.translating` — the :class:`~.translating.Translate` protocol, ``identity``,
  ``english``, ``fill``, and the words every kind shares (codes, keys, purposes);
* :mod:`.lines` — an entry as one line (the log, the player view, the stored ``text``), and
  where that line names an outcome (:func:`~.lines.outcome_spans`, kinds in :mod:`.outcomes`);
* :mod:`.breakdown` — an entry in full (the tooltip) and the exported log;
* :mod:`.commands` — a command as the undo history names it (imported on its own: it
  needs :mod:`..command`, which renders its entries with :mod:`.lines`).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .breakdown import breakdown_html, breakdown_lines, breakdown_text, export_line, export_log
    from .lines import NOTE_KINDS, entry_line, log_names, outcome_spans, player_line
    from .outcomes import OutcomeKind, OutcomeSpan
    from .translating import Translate, Words, english, fill, identity

# Each name's module. Importing one of them (the table's words need only .translating)
# does not load the others: the renderers and the breakdown come with the first log line.
_HOMES = {
    "breakdown_html": "breakdown", "breakdown_lines": "breakdown", "breakdown_text": "breakdown",
    "export_line": "breakdown", "export_log": "breakdown",
    "NOTE_KINDS": "lines", "entry_line": "lines", "log_names": "lines", "outcome_spans": "lines",
    "player_line": "lines",
    "OutcomeKind": "outcomes", "OutcomeSpan": "outcomes",
    "Translate": "translating", "Words": "translating", "english": "translating", "fill": "translating",
    "identity": "translating",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
