"""The JSON Schema of encounter files, generated from the msgspec types.

``resources/schema/encounter-v2.schema.json`` is this module's output, committed so
that other tools (editors, validators, converters) can check a file without GM Tracker.
It is msgspec's schema of :class:`~gmtracker.encounter.model.EncounterData`, plus what
the loader requires beyond the types: ``format`` and ``version`` present, and wound and
bruise counts not negative. (The other checks — unique ids, the current turn and
condition anchors naming a combatant, dice expressions that parse — are beyond JSON
Schema; :mod:`.validation` makes them.)

A test fails when the committed file differs from what the types give. Regenerate it,
from the repository root, with::

    .venv/bin/python -m gmtracker.storage.schema
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import msgspec

from gmtracker.encounter.model import FORMAT_NAME, FORMAT_VERSION, EncounterData, LogEntry

from .resources import resources_dir

JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"


def schema_file_name(version: int = FORMAT_VERSION) -> str:
    """``encounter-v1.schema.json``: one file per format version, old ones kept."""
    return f"encounter-v{version}.schema.json"


def schema_path() -> Path:
    """Where the current version's schema is kept among the bundled resources."""
    return resources_dir() / "schema" / schema_file_name()


def encounter_schema() -> dict[str, Any]:
    """The JSON Schema of an encounter file of the current version, as a dict."""
    generated = msgspec.json.schema(_as_in_files())
    definitions: dict[str, Any] = generated["$defs"]
    envelope = definitions["EncounterData"]
    envelope["required"] = ["format", "version"]
    envelope["properties"]["version"]["const"] = FORMAT_VERSION
    for count in ("wounds", "bruises"):
        definitions["Combatant"]["properties"][count]["minimum"] = 0
    return {
        "$schema": JSON_SCHEMA_DIALECT,
        "title": f"GM Tracker encounter file, version {FORMAT_VERSION}",
        "description": f'A JSON object with "format": "{FORMAT_NAME}" and '
                       f'"version": {FORMAT_VERSION}. Generated from the types in '
                       "gmtracker/encounter/model.py by gmtracker.storage.schema: "
                       "do not edit by hand.",
        **generated,
    }


def _as_in_files() -> type:
    """:class:`EncounterData` with each log entry's ``record`` as the JSON object (or null) it
    is in a file. In memory the record stays JSON text (``msgspec.Raw``, issue 16), which
    msgspec's schema cannot describe; everything else is the types' own."""

    def twin(struct: type[msgspec.Struct], retyped: dict[str, tuple[Any, Any]]) -> type:
        fields: list[tuple[str, Any] | tuple[str, Any, Any]] = []
        for field in msgspec.structs.fields(struct):
            kind, default = retyped.get(field.name, (field.type, field.default))
            if default is msgspec.NODEFAULT and field.default_factory is not msgspec.NODEFAULT:
                default = msgspec.field(default_factory=field.default_factory, name=field.encode_name)
            elif default is not msgspec.NODEFAULT:
                default = msgspec.field(default=default, name=field.encode_name)
            fields.append((field.name, kind, default) if default is not msgspec.NODEFAULT else (field.name, kind))
        config = struct.__struct_config__
        made = msgspec.defstruct(struct.__name__, fields, omit_defaults=config.omit_defaults,
                                 forbid_unknown_fields=config.forbid_unknown_fields)
        made.__doc__ = struct.__doc__
        return made

    entry = twin(LogEntry, {"raw_record": (dict[str, Any] | None, None)})
    return twin(EncounterData, {"log": (list[entry], msgspec.NODEFAULT)})  # type: ignore[valid-type]


def schema_text() -> str:
    """The schema file's exact text: two-space indented UTF-8 JSON ending in a newline."""
    return json.dumps(encounter_schema(), indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write the schema to ``argv[0]`` (default: the resources folder); print where."""
    arguments = sys.argv[1:] if argv is None else argv
    target = Path(arguments[0]) if arguments else schema_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(schema_text(), encoding="utf-8", newline="\n")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
