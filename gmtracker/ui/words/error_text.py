"""Refusals and validation messages in the UI language.

The encounter refuses an action with an :class:`~gmtracker.encounter.ActionError` whose
problems each carry an English template marked for translation (context ``"Refusal"``,
see :mod:`gmtracker.encounter.refusal`) and named arguments. :func:`error_text`
translates the template, turns the arguments that are words (field names, damage
states, what a die is for) into words of the UI language, and fills the ``{name}``
placeholders in one pass, so a combatant named ``{name}`` or ``%1`` keeps its name.

A rules core error (:class:`~gmtracker.rules.errors.RulesError`, such as a mistyped
dice expression) carries its own template and context (``"DiceError"``,
``"RulesError"``) and is translated the same way; a rules guard's English sentence,
which no translation holds, is shown as it is. A storage error (a file that cannot be
loaded or saved) keeps the file's own details (a JSON path, the JSON parser's or the
system's words) and translates the sentence around them. Any other error is shown as it is.
"""

from __future__ import annotations

import errno
import re
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from gmtracker.encounter.refusal import CONTEXT, Clauses, Message, Problem, Word, fill_named, rules_message
from gmtracker.rules.errors import RulesError
from gmtracker.storage.errors import SaveError, StorageFileError
from gmtracker.ui.words.dice_words import purpose_text
from gmtracker.ui.words.log_lines import code_text
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP

# The combatant fields a validation problem can name (anything else is shown as its code).
FIELDS: dict[str, str] = {
    "id": QT_TRANSLATE_NOOP("Refusal", "id"),
    "name": QT_TRANSLATE_NOOP("Refusal", "name"),
    "wounds": QT_TRANSLATE_NOOP("Refusal", "wound count"),
    "bruises": QT_TRANSLATE_NOOP("Refusal", "bruise count"),
    "temp_hp": QT_TRANSLATE_NOOP("Refusal", "temporary hit points"),
    "hit_penalties": QT_TRANSLATE_NOOP("Refusal", "hit penalties"),
    "carried_weight": QT_TRANSLATE_NOOP("Refusal", "carried weight"),
    "speed": QT_TRANSLATE_NOOP("Refusal", "speed"),
    "constitution": QT_TRANSLATE_NOOP("Refusal", "constitution"),
    "hit_dice": QT_TRANSLATE_NOOP("Refusal", "hit dice"),
    "copies": QT_TRANSLATE_NOOP("Refusal", "copies"),
    "initiative": QT_TRANSLATE_NOOP("Refusal", "initiative"),
    "initiative_modifier": QT_TRANSLATE_NOOP("Refusal", "initiative modifier"),
    "proficiency": QT_TRANSLATE_NOOP("Refusal", "proficiency bonus"),
    "base_defense": QT_TRANSLATE_NOOP("Refusal", "base defense"),
    "temp_hp_until": QT_TRANSLATE_NOOP("Refusal", "end of the temporary hit points"),
}

# The fields of an attack profile, in a path such as ``attacks[0].damage``.
ATTACK_FIELDS: dict[str, str] = {
    "name": QT_TRANSLATE_NOOP("Refusal", "name"),
    "damage": QT_TRANSLATE_NOOP("Refusal", "damage"),
    "extra_damage": QT_TRANSLATE_NOOP("Refusal", "extra damage"),
    "threat_low": QT_TRANSLATE_NOOP("Refusal", "threat range"),
    "critical_multiplier": QT_TRANSLATE_NOOP("Refusal", "critical multiplier"),
    "modifier": QT_TRANSLATE_NOOP("Refusal", "modifier"),
    "spends": QT_TRANSLATE_NOOP("Refusal", "spends one of"),
}
# A resource's fields (issue 29 item 4), as "resource 2, name" says them.
RESOURCE_FIELDS: dict[str, str] = {
    "id": QT_TRANSLATE_NOOP("Refusal", "id"),
    "name": QT_TRANSLATE_NOOP("Refusal", "name"),
    "maximum": QT_TRANSLATE_NOOP("Refusal", "maximum"),
    "left": QT_TRANSLATE_NOOP("Refusal", "uses left"),
}

_FIELD_AND_REASON = QT_TRANSLATE_NOOP("Refusal", "{field}: {reason}")
_ATTACK_FIELD = QT_TRANSLATE_NOOP("Refusal", "attack {number}, {field}")
_RESOURCE_FIELD = QT_TRANSLATE_NOOP("Refusal", "resource {number}, {field}")
_LIST_SEPARATOR = QT_TRANSLATE_NOOP("Refusal", ", ")
_CLAUSE_SEPARATOR = QT_TRANSLATE_NOOP("Refusal", "; ")

_ATTACK_PATH = re.compile(r"^attacks\[(\d+)\]\.(\w+)$")
_RESOURCE_PATH = re.compile(r"^resources\[(\d+)\]\.(\w+)$")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def error_text(error: BaseException) -> str:
    """What the GM reads for ``error``: one line per problem, in the UI language."""
    problems: tuple[Problem, ...] | None = getattr(error, "problems", None)
    if problems is not None:
        return "\n".join(problem_text(problem) for problem in problems)
    if isinstance(error, (StorageFileError, SaveError)):
        return message_text(error.translatable())
    if isinstance(error, RulesError):
        return message_text(rules_message(error))
    return str(error)


def field_error_text(error: BaseException, field: str) -> str:
    """The refusal as the editor shows it next to ``field``: that field's own problems
    without the field's name (its position already says it), any other with it."""
    problems: tuple[Problem, ...] | None = getattr(error, "problems", None)
    if problems is None:
        return error_text(error)
    return "\n".join(problem_text(problem, with_field=not (problem.field or "").startswith(field))
                     for problem in problems)


def problem_text(problem: Problem, *, with_field: bool = True) -> str:
    """One problem: ``field: reason`` (or only the reason, where the field is already shown)."""
    reason = message_text(problem.message)
    if problem.field is None or not with_field:
        return reason
    return fill_named(_tr(_FIELD_AND_REASON), {"field": field_text(problem.field), "reason": reason})


def message_text(message: Message) -> str:
    """The message's template translated (in its own context), its placeholders filled in one pass."""
    return fill_named(QCoreApplication.translate(message.context, message.template), _arguments(message.arguments))


def field_text(path: str) -> str:
    """A field's name in words: ``wound count``, ``attack 2, damage`` (the code if unknown)."""
    attack = _ATTACK_PATH.match(path)
    if attack is not None:
        field = attack.group(2)
        words = _tr(ATTACK_FIELDS[field]) if field in ATTACK_FIELDS else field
        return fill_named(_tr(_ATTACK_FIELD), {"number": str(int(attack.group(1)) + 1), "field": words})
    resource = _RESOURCE_PATH.match(path)
    if resource is not None:
        field = resource.group(2)
        words = _tr(RESOURCE_FIELDS[field]) if field in RESOURCE_FIELDS else field
        return fill_named(_tr(_RESOURCE_FIELD), {"number": str(int(resource.group(1)) + 1), "field": words})
    return _tr(FIELDS[path]) if path in FIELDS else path


def word_text(word: Word) -> str:
    """A word passed as a code, in the UI language."""
    if word.kind == "field":
        return field_text(word.code)
    if word.kind == "state":
        return code_text(word.code)
    if word.kind == "purpose":
        return purpose_text(word.code)
    return str(word)


def _argument_text(value: object) -> str:
    if isinstance(value, Word):
        return word_text(value)
    if isinstance(value, Message):
        return message_text(value)
    if isinstance(value, Clauses):
        return _tr(_CLAUSE_SEPARATOR).join(message_text(item) for item in value.items)
    if isinstance(value, tuple):
        return _tr(_LIST_SEPARATOR).join(_argument_text(item) for item in value)
    return str(value)


def _arguments(arguments: Mapping[str, object]) -> dict[str, str]:
    return {key: _argument_text(value) for key, value in arguments.items()}


# -- what to do next: advice chosen by the system's error number (issue 27 item 12) ----------
# "Free some space" only where space is what is missing; each other refusal of the system has
# its own plain words. Saving and opening differ: a missing folder on save, a moved file on open.
_SAVE_ADVICE: dict[int, str] = {
    errno.ENOSPC: QT_TRANSLATE_NOOP("Refusal", "The disk is full. Free some space on it, or choose another folder with Save As."),
    errno.EDQUOT: QT_TRANSLATE_NOOP("Refusal", "Your share of that disk is used up. Free some space in it, or choose another folder with Save As."),
    errno.EACCES: QT_TRANSLATE_NOOP("Refusal", "You may not write in that folder. Check its permissions, or choose another folder with Save As."),
    errno.EPERM: QT_TRANSLATE_NOOP("Refusal", "The system does not allow changing that file. Check whether it is locked, or choose another folder with Save As."),
    errno.EROFS: QT_TRANSLATE_NOOP("Refusal", "That disk can only be read (a locked card, a disc, a read-only share). Choose another folder with Save As."),
    errno.ENOENT: QT_TRANSLATE_NOOP("Refusal", "The folder is not there any more: it was moved or deleted. Choose another folder with Save As."),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("Refusal", "Part of that path is a file, not a folder. Choose another folder with Save As."),
    errno.EISDIR: QT_TRANSLATE_NOOP("Refusal", "A folder has that name. Choose another name with Save As."),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("Refusal", "The name is too long for that disk. Choose a shorter name with Save As."),
    errno.EFBIG: QT_TRANSLATE_NOOP("Refusal", "The file is too large for that disk. Choose another disk with Save As."),
    errno.EIO: QT_TRANSLATE_NOOP("Refusal", "The disk reported a fault. Check the disk or its cable, and choose another disk with Save As."),
    errno.EBUSY: QT_TRANSLATE_NOOP("Refusal", "Another program is using that file. Close it and save again, or choose another name with Save As."),
    errno.ETXTBSY: QT_TRANSLATE_NOOP("Refusal", "Another program is using that file. Close it and save again, or choose another name with Save As."),
    errno.EMFILE: QT_TRANSLATE_NOOP("Refusal", "Too many files are open. Close some programs and save again."),
    errno.ENFILE: QT_TRANSLATE_NOOP("Refusal", "Too many files are open. Close some programs and save again."),
}
_SAVE_OTHER = QT_TRANSLATE_NOOP("Refusal", "The system refused to write the file. Choose another folder with Save As.")
_OPEN_ADVICE: dict[int, str] = {
    errno.ENOENT: QT_TRANSLATE_NOOP("Refusal", "The file is not there any more: it was moved or deleted. Open it from where it is now."),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("Refusal", "Part of that path is a file, not a folder: the file was moved. Open it from where it is now."),
    errno.EACCES: QT_TRANSLATE_NOOP("Refusal", "You may not read that file. Check its permissions, or ask its owner for a copy."),
    errno.EPERM: QT_TRANSLATE_NOOP("Refusal", "You may not read that file. Check its permissions, or ask its owner for a copy."),
    errno.EISDIR: QT_TRANSLATE_NOOP("Refusal", "That is a folder. Open the encounter file inside it."),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("Refusal", "The name is too long for the system. Rename the file or move it to a shorter path."),
    errno.EIO: QT_TRANSLATE_NOOP("Refusal", "The disk reported a fault. Check the disk or its cable; a copy elsewhere may still open."),
    errno.ELOOP: QT_TRANSLATE_NOOP("Refusal", "The link loops back on itself. Open the real file instead."),
    errno.EMFILE: QT_TRANSLATE_NOOP("Refusal", "Too many files are open. Close some programs and open it again."),
    errno.ENFILE: QT_TRANSLATE_NOOP("Refusal", "Too many files are open. Close some programs and open it again."),
}
_OPEN_OTHER = QT_TRANSLATE_NOOP("Refusal", "The system refused to read the file. Check the disk, or open a copy of the file.")


def advice_text(error: BaseException) -> str:
    """What the GM can do about a refusal of the system, in the UI language — chosen by its
    error number, so "free some space" comes only with a full disk (ENOSPC, EDQUOT), and a
    missing file, a missing permission or a read-only disk each get their own words. Empty
    when the system did not refuse (a file's content, or an encounter that cannot be written)."""
    number: int | None = getattr(error, "errno", None)
    if number is None:
        return ""
    if isinstance(error, SaveError) or not isinstance(error, StorageFileError):
        return _tr(_SAVE_ADVICE.get(number, _SAVE_OTHER))
    return _tr(_OPEN_ADVICE.get(number, _OPEN_OTHER))
