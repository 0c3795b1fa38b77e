"""The one way the main window and its action table import what the first paint does not
need, typed (issue 28 item 3).

Start-up paints the combatant table first (issue 7, tests/ui/test_startup_imports.py):
the docks, the actions, the dialogs, the encounter's turn and roster commands and the
texts of log lines come later, each when first used. A module needed later is named twice
at the top of the module that uses it::

    if TYPE_CHECKING:
        from gmtracker.ui.dialogs import dice_tray
    else:
        dice_tray = later("gmtracker.ui.dialogs.dice_tray")

The type checker and go-to-definition see the real module; at run time :func:`later` gives
a stand-in that imports the module on its first attribute access (Python keeps it imported
after that). ``tests/ui/test_later_imports.py`` checks that each pair names the same module
and that the module imports; the frozen program's spec lists every ``gmtracker`` module, and
``tests/test_frozen_modules.py`` reads these names too.

:class:`Made` holds a window or panel made on its first use, typed, instead of an attribute
that appears later (``getattr(self, "_tray", None)``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class _Later:
    """A module imported on its first attribute access (see the module docstring)."""

    __slots__ = ("_module", "_name")

    def __init__(self, name: str) -> None:
        self._name = name
        self._module: ModuleType | None = None

    def __getattr__(self, attribute: str) -> Any:
        if self._module is None:
            self._module = importlib.import_module(self._name)
        return getattr(self._module, attribute)

    def __repr__(self) -> str:
        return f"later({self._name!r})"


def later(name: str) -> Any:
    """The module ``name``, imported when one of its attributes is first read.

    A misspelled module fails where it is used, and tests/ui/test_later_imports.py imports
    every one named in gmtracker/."""
    return _Later(name)


def later_name(stand_in: object) -> str:
    """The module a :func:`later` stand-in names (for the tests)."""
    if not isinstance(stand_in, _Later):
        raise TypeError(f"{stand_in!r} is not a later() stand-in")
    return stand_in._name  # noqa: SLF001 - the stand-in's own name, read by its own module


class Made(Generic[T]):
    """A window or panel made by ``make`` the first time :meth:`get` is called, then kept."""

    __slots__ = ("_make", "_made")

    def __init__(self, make: Callable[[], T]) -> None:
        self._make = make
        self._made: T | None = None

    def get(self) -> T:
        """The thing, made now if it was not yet."""
        if self._made is None:
            self._made = self._make()
        return self._made

    @property
    def made(self) -> T | None:
        """The thing if it was made, else None (nothing is made by asking)."""
        return self._made

    def keep(self, thing: T) -> None:
        """Hold ``thing`` as if it was made here (a window handing its panel to the next one)."""
        self._made = thing
