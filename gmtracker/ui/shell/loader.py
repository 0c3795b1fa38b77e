"""The one place the main window imports what it needs only after its first paint.

Start-up paints the combatant table first (issue 7, tests/ui/test_startup_imports.py):
the docks, the actions, the dialogs, the encounter's turn and roster commands and the
texts of log lines come later, each when first used. Instead of an import inside every
method that needs one, the window names what it needs as a target, and :func:`load`
imports it on the first call (Python keeps it imported after that).

A target is ``"package.module"`` (the module) or ``"package.module:name"`` (a name in
it; ``name.attribute`` goes deeper), as in an entry point. The action table
(:mod:`gmtracker.ui.shell.actions`) names its handlers and dialog factories this way,
and a test loads every one of them.
"""

from __future__ import annotations

import importlib
from typing import Any


def load(target: str) -> Any:
    """The module or the object ``target`` names, imported now if it was not yet.

    Raises ImportError (no such module) or AttributeError (no such name in it): a
    misspelled target fails where it is used, and the test of the action table finds it.
    """
    module_name, _, attribute_path = target.partition(":")
    found: Any = importlib.import_module(module_name)
    for attribute in filter(None, attribute_path.split(".")):
        found = getattr(found, attribute)
    return found


def is_target(text: str) -> bool:
    """Whether ``text`` names an importable object (``"module:name"``), not a window method."""
    module_name, colon, name = text.partition(":")
    return bool(colon and module_name and name)
