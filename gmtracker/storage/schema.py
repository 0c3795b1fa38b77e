"""The JSON Schema of encounter files (and of campaign files, issue 30), generated from the msgspec types.

``resources/schema/encounter-v2.schema.json`` is this module's output, committed so
that other tools (editors, validators, converters) can check a file without GM Tracker.
It is msgspec's schema of :class:`~gmtracker.encounter.model.EncounterData`, plus what
the loader requires beyond the types: ``format`` and ``version`` present, and wound and
bruise counts not negative. (The other checks — unique ids, the current turn and
condition anchors naming a combatant, dice expressions that parse — are beyond JSON
Schema; :mod:`.validation` makes them.)

``resources/schema/campaign-v1.schema.json`` is the same for a campaign file
(:class:`~gmtracker.encounter.campaign.CampaignData`; each prepared encounter an encounter
file's object). A test fails when a committed file differs from what the types give. Regenerate them,
from the repository root, with::

    .venv/bin/python -m gmtracker.storage.schema
"""

from __future__ import annotations

import json
import sys
from functools import cache
from pathlib import Path
from typing import Any

import msgspec

from gmtracker.encounter.campaign import (
    CAMPAIGN_FORMAT_NAME,
    CAMPAIGN_FORMAT_VERSION,
    CampaignData,
    PreparedEncounter,
)
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
    return _file_schema(msgspec.json.schema(_as_in_files()), "EncounterData", "encounter", FORMAT_NAME,
                        FORMAT_VERSION, "gmtracker/encounter/model.py")


def _file_schema(generated: dict[str, Any], envelope: str, noun: str, format_name: str, version: int,
                 source: str) -> dict[str, Any]:
    """msgspec's schema of a file's type with what the loader requires beyond the types:
    ``format`` and ``version`` present (the version this app writes), and wound and bruise
    counts not negative."""
    definitions: dict[str, Any] = generated["$defs"]
    definitions[envelope]["required"] = ["format", "version"]
    definitions[envelope]["properties"]["version"]["const"] = version
    for count in ("wounds", "bruises"):
        definitions["Combatant"]["properties"][count]["minimum"] = 0
    return {
        "$schema": JSON_SCHEMA_DIALECT,
        "title": f"GM Tracker {noun} file, version {version}",
        "description": f'A JSON object with "format": "{format_name}" and '
                       f'"version": {version}. Generated from the types in '
                       f"{source} by gmtracker.storage.schema: "
                       "do not edit by hand.",
        **generated,
    }


def _twin(struct: type[msgspec.Struct], retyped: dict[str, tuple[Any, Any]]) -> type:
    """``struct`` with the fields ``retyped`` given another type (and default)."""
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


@cache  # one type per struct: two of one name would be told apart by their module in the schema
def _entry_as_in_files() -> type:
    """A log entry with its ``record`` as the JSON object (or null) it is in a file. In memory
    the record stays JSON text (``msgspec.Raw``, issue 16), which msgspec's schema cannot describe."""
    return _twin(LogEntry, {"raw_record": (dict[str, Any] | None, None)})


@cache
def _as_in_files() -> type:
    """:class:`EncounterData` with each log entry's ``record`` as it is in a file; everything
    else is the types' own."""
    entry = _entry_as_in_files()
    return _twin(EncounterData, {"log": (list[entry], msgspec.NODEFAULT)})  # type: ignore[valid-type]


# -- the campaign file (issue 30) -------------------------------------------------------------


def campaign_schema_path() -> Path:
    """Where the current campaign version's schema is kept among the bundled resources."""
    return resources_dir() / "schema" / f"campaign-v{CAMPAIGN_FORMAT_VERSION}.schema.json"


def campaign_schema() -> dict[str, Any]:
    """The JSON Schema of a campaign file of the current version, as a dict (each prepared
    encounter is an encounter file's object)."""
    entry = _entry_as_in_files()
    encounter = _as_in_files()
    prepared = _twin(PreparedEncounter, {"encounter": (encounter, msgspec.NODEFAULT),
                                         "in_progress": (encounter | None, None)})
    campaign = _twin(CampaignData, {"log": (list[entry], msgspec.NODEFAULT),  # type: ignore[valid-type]
                                    "encounters": (list[prepared], msgspec.NODEFAULT)})  # type: ignore[valid-type]
    generated = msgspec.json.schema(campaign)
    generated["$defs"]["EncounterData"]["properties"]["version"]["const"] = FORMAT_VERSION
    return _file_schema(generated, "CampaignData", "campaign", CAMPAIGN_FORMAT_NAME, CAMPAIGN_FORMAT_VERSION,
                        "gmtracker/encounter/campaign.py")


def campaign_schema_text() -> str:
    """The campaign schema file's exact text (as :func:`schema_text`)."""
    return json.dumps(campaign_schema(), indent=2, ensure_ascii=False) + "\n"


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
    if not arguments:  # the resources folder: the campaign file's schema beside it (issue 30)
        campaign_target = campaign_schema_path()
        campaign_target.write_text(campaign_schema_text(), encoding="utf-8", newline="\n")
        print(f"wrote {campaign_target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
