"""Writes resources/translations/gmtracker_en.ts: the English plural forms.

The source strings are English with ``(s)`` plurals ("%n penalty die(s)"), which read
badly in English itself. This file gives each such message with ``%n`` its two English
forms ("%n penalty die" / "%n penalty dice"), so the English UI says "1 round",
"3 rounds". Every other English string needs no translation. The messages come from the
complete Chinese ``.ts`` (pyside6-lupdate keeps it in step with the sources).

Run from the repository root (the README's translation refresh command does), then
compile with pyside6-lrelease::

    python -m tests.english_plurals
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from gmtracker.encounter.log_render.translating import english_forms

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "translations" / "gmtracker_zh_CN.ts"
TARGET = ROOT / "resources" / "translations" / "gmtracker_en.ts"

_PLURAL = re.compile(r"\b(\w+)\((s|es)\)")
#: The same rule the engine writes a log entry's English text with (one rule for both).
forms = english_forms


def plural_messages(ts: Path = SOURCE) -> list[tuple[str, str, str]]:
    """(context, source, comment) of every message with ``%n`` and a ``(s)`` plural."""
    found = []
    for context in ET.parse(ts).getroot().findall("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            source = message.findtext("source") or ""
            if "%n" in source and _PLURAL.search(source):
                found.append((name, source, message.findtext("comment") or ""))
    return found


def english_ts(messages: list[tuple[str, str, str]]) -> str:
    """The .ts text: one numerus message per plural, singular and plural forms filled in."""
    root = ET.Element("TS", version="2.1", language="en", sourcelanguage="en")
    contexts: dict[str, ET.Element] = {}
    for name, source, comment in sorted(messages):
        if name not in contexts:
            contexts[name] = ET.SubElement(root, "context")
            ET.SubElement(contexts[name], "name").text = name
        message = ET.SubElement(contexts[name], "message", numerus="yes")
        ET.SubElement(message, "source").text = source
        if comment:
            ET.SubElement(message, "comment").text = comment
        translation = ET.SubElement(message, "translation")
        for form in forms(source):
            ET.SubElement(translation, "numerusform").text = form
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + ET.tostring(root, encoding="unicode") + "\n"


def main() -> int:
    TARGET.write_text(english_ts(plural_messages()), encoding="utf-8")
    print(f"{TARGET.relative_to(ROOT)}: {len(plural_messages())} plural messages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
