"""Storage errors as translatable messages: the marked sentence with the file, the place
and the reason as arguments reads, in English, exactly as the error's message."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmtracker.storage.errors import EncounterFileError, LibraryFileError, SaveError


@pytest.mark.parametrize("error", [
    EncounterFileError("fight.json", "file not found"),
    EncounterFileError("fight.json", "expected `int`, got `str`", "$.combatants[3].wounds", 'Goblin {x} %1\n'),
    EncounterFileError("fight.json", "expected `int`, got `str`", "$.combatants[3].wounds"),
    LibraryFileError("wolf.json", "not valid JSON: trailing comma", "line 4, column 17"),
    LibraryFileError("wolf.json", "odd", "somewhere else"),
], ids=["no place", "JSON path and name", "JSON path", "line and column", "other place"])
def test_the_translatable_message_reads_as_the_message_in_english(error: EncounterFileError) -> None:
    message = error.translatable()
    assert str(message) == error.message == str(error)
    assert message.arguments["file"] == str(Path(error.path))
    assert "{file}" in message.template and "fight.json" not in message.template


def test_a_save_error_is_translatable_too() -> None:
    error = SaveError("out/fight.json", "permission denied", 13)
    assert str(error.translatable()) == str(error) == f"{Path('out/fight.json')}: cannot save: permission denied"
