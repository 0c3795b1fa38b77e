"""The errors of the storage layer: a file that cannot be used, and a save that failed.

Reading and saving fail differently, so they raise different types:

* :class:`StorageFileError` (a ``ValueError``) — a file GM Tracker cannot use: missing,
  unreadable, not JSON, not UTF-8, too large, or JSON that is not what it should be.
  The message names the file, then *where* in it (a JSON path such as
  ``$.combatants[3].wounds``, or ``line 4, column 17`` for broken JSON), then what is
  wrong. :class:`EncounterFileError` (encounter files) and :class:`LibraryFileError`
  (template files) are its two kinds.
* :class:`SaveError` (an ``OSError``) — writing failed: a folder that is not writable,
  a full disk, or an encounter that cannot be written as a loadable file. The file that
  was there before is left exactly as it was.

Both give their message as a translatable
:class:`~gmtracker.encounter.refusal.Message` too (``translatable()``): the sentence is
marked for translation, the file, the place and the reason are its arguments.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from gmtracker.encounter.names import quoted
from gmtracker.encounter.refusal import QT_TRANSLATE_NOOP, Message

_LINE_COLUMN = re.compile(r"^line (\d+), column (\d+)$")

# The longest reason a refusal gives (issue 27): each value it quotes is already cut to 80
# characters where the reason is made; this bound is the last guard for a reason made
# elsewhere (a migration step's exception, a check's words) that echoes a whole value.
MAX_REASON_CHARS = 600
# A refusal is one line (stderr, a dialog's line): a line break or another control character
# a quoted value brings along is shown escaped, as JSON writes it.
_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def one_line(text: str) -> str:
    """``text`` cut to :data:`MAX_REASON_CHARS` with its control characters escaped (``\\n``,
    ``\\u0008``): a refusal stays one line whatever value it quotes."""
    text = quoted(text, MAX_REASON_CHARS)
    if _CONTROLS.search(text) is None:
        return text
    return _CONTROLS.sub(lambda found: _ESCAPES.get(found.group(), f"\\u{ord(found.group()):04x}"), text)


class StorageFileError(ValueError):
    """A file that cannot be used: ``path``, ``where`` in it (or None), and ``reason``."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        reason: str,
        where: str | None = None,
        name: str | None = None,
    ) -> None:
        self.path = Path(path)
        self.reason = one_line(reason)
        self.where = where if where is None else one_line(where)
        self.name = name  # the combatant (or template) ``where`` is in, when known
        # The system's error number when the system refused (a missing file, no permission):
        # the UI's advice is chosen by it. Set by the reader (json_files.with_errno).
        self.errno: int | None = None
        super().__init__(self.message)

    @property
    def message(self) -> str:
        """One line for the GM: the file, where in it (and whose entry), then what is wrong.

        ``fight.json: $.combatants[3].wounds ("Goblin 2"): expected `int`, got `str```;
        ``fight.json: not valid JSON: trailing comma in object at line 4, column 17``.
        """
        return f"{self.path}: {self.detail}"

    @property
    def detail(self) -> str:
        """The message without the file's name: where in it, then what is wrong."""
        if self.where is None:
            return self.reason
        if self.where.startswith("$"):
            subject = f" ({_quoted(self.name)})" if self.name else ""
            return f"{self.where}{subject}: {self.reason}"
        return f"{self.reason} at {self.where}"

    def translatable(self) -> Message:
        """:attr:`message` as a translatable :class:`~gmtracker.encounter.refusal.Message`.

        The sentence around the details is marked for translation (context ``"Refusal"``);
        the file, the JSON path, the name and the reason (the JSON parser's or the operating
        system's words, or the check that failed) are its arguments, shown as they are.
        ``str()`` of it is :attr:`message`.
        """
        arguments: dict[str, object] = {"file": str(self.path), "reason": self.reason}
        if self.where is None:
            return Message(QT_TRANSLATE_NOOP("Refusal", "{file}: {reason}"), arguments)
        if self.where.startswith("$"):
            arguments["where"] = self.where
            if self.name:
                arguments["name"] = _quoted(self.name)
                return Message(QT_TRANSLATE_NOOP("Refusal", "{file}: {where} ({name}): {reason}"), arguments)
            return Message(QT_TRANSLATE_NOOP("Refusal", "{file}: {where}: {reason}"), arguments)
        place = _LINE_COLUMN.match(self.where)
        if place is not None:
            arguments.update(line=int(place.group(1)), column=int(place.group(2)))
            return Message(QT_TRANSLATE_NOOP("Refusal", "{file}: {reason} at line {line}, column {column}"), arguments)
        arguments["where"] = self.where
        return Message(QT_TRANSLATE_NOOP("Refusal", "{file}: {reason} at {where}"), arguments)


def _quoted(name: str) -> str:
    """A name in double quotes on one line: line breaks and control characters escaped, cut
    as a refusal quotes a value (:func:`~gmtracker.encounter.names.quoted`, 80 characters)."""
    import json  # only for a message: not loaded at start-up

    text = json.dumps(name, ensure_ascii=False)
    return text if len(text) <= 80 else "\"" + quoted(text[1:-1], 78) + "\""


class EncounterFileError(StorageFileError):
    """An encounter file could not be loaded (the message says which, where and why)."""


class CampaignFileError(StorageFileError):
    """A campaign file could not be loaded (the message says which, where and why; issue 30)."""


class LibraryFileError(StorageFileError):
    """A combatant template file could not be read (the message says which, where and why)."""


class SaveError(OSError):
    """A file could not be saved; whatever was there before is unchanged.

    ``errno`` is the operating system's error number when the system refused (None when
    the content itself could not be written, such as a text that is not valid Unicode).
    """

    def __init__(self, path: str | os.PathLike[str], reason: str, errno: int | None = None) -> None:
        reason = one_line(reason)
        if errno is None:
            super().__init__(reason)
        else:
            super().__init__(errno, reason)
        self.path = Path(path)
        self.reason = reason

    @property
    def message(self) -> str:
        """One line for the GM: the file, then why it could not be saved."""
        return f"{self.path}: cannot save: {self.reason}"

    def __str__(self) -> str:
        return self.message

    def translatable(self) -> Message:
        """:attr:`message` as a translatable :class:`~gmtracker.encounter.refusal.Message`
        (the sentence marked, the file and the system's reason as its arguments)."""
        return Message(QT_TRANSLATE_NOOP("Refusal", "{file}: cannot save: {reason}"),
                       {"file": str(self.path), "reason": self.reason})

    @classmethod
    def from_os_error(cls, path: str | os.PathLike[str], error: OSError) -> SaveError:
        """Wrap an OSError, naming the file it concerned when it is not ``path`` itself."""
        reason = (error.strerror or str(error)).strip()
        reason = reason[:1].lower() + reason[1:]
        culprit = error.filename
        if culprit is not None and Path(os.fsdecode(culprit)) != Path(path):
            reason = f"{reason} ({quoted(os.fsdecode(culprit))})"
        return cls(path, reason, error.errno)
