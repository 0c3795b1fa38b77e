"""The committed JSON Schema is what the types generate, README says how to regenerate it,
and it describes the file the loader accepts."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmtracker.encounter.model import Combatant, EncounterData
from gmtracker.storage import schema

REGENERATE = ".venv/bin/python -m gmtracker.storage.schema"


def test_committed_schema_is_what_the_types_generate(repo_root: Path) -> None:
    committed = repo_root / "resources" / "schema" / "encounter-v2.schema.json"
    assert schema.schema_path() == committed
    assert committed.read_text(encoding="utf-8") == schema.schema_text(), (
        f"the encounter types changed: regenerate the schema with `{REGENERATE}`"
    )


def test_readme_gives_the_one_regenerate_command(repo_root: Path) -> None:
    lines = (repo_root / "README.md").read_text(encoding="utf-8").splitlines()
    assert REGENERATE in lines
    assert REGENERATE in (schema.__doc__ or "")


def test_schema_requires_the_envelope_and_knows_every_field() -> None:
    generated = schema.encounter_schema()
    definitions = generated["$defs"]
    assert generated["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert definitions["EncounterData"]["required"] == ["format", "version"]
    assert definitions["EncounterData"]["properties"]["format"]["enum"] == ["gmtracker-encounter"]
    assert list(definitions["EncounterData"]["properties"]) == list(EncounterData.__struct_fields__)
    combatant = definitions["Combatant"]
    assert set(combatant["properties"]) == set(Combatant.__struct_fields__)
    assert combatant["required"] == ["id", "name"]
    assert combatant["additionalProperties"] is False
    assert combatant["properties"]["wounds"]["minimum"] == 0
    assert sorted(definitions["Side"]["enum"]) == ["ally", "enemy", "neutral", "pc"]


def test_main_writes_the_schema_where_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "out" / "schema.json"
    assert schema.main([str(target)]) == 0
    assert capsys.readouterr().out == f"wrote {target}\n"
    assert target.read_text(encoding="utf-8") == schema.schema_text()
    assert target.read_bytes().endswith(b"}\n") and b"\r\n" not in target.read_bytes()
