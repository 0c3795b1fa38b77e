"""Every :func:`~gmtracker.ui.shell.loader.later` stand-in names the module the type checker
sees (issue 28 item 3): in ``if TYPE_CHECKING: from a.b import c`` / ``else: c = later("a.b.c")``
both halves must agree, so go-to-definition and mypy follow the name the program imports."""

from __future__ import annotations

import ast
import importlib
import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "gmtracker"


def _is_type_checking(test: ast.expr) -> bool:
    return isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"


def _typed(body: list[ast.stmt]) -> dict[str, str]:
    """Name → module, for the modules a TYPE_CHECKING block imports as modules."""
    out: dict[str, str] = {}
    for node in body:
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                out[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                out[alias.asname or alias.name] = alias.name
    return out


def _is_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:  # "a.b.Class": a is a package, a.b a module, Class not a module
        return False


def unpaired_modules(source: str) -> list[str]:
    """Modules a ``TYPE_CHECKING`` block imports as modules with no ``later()`` stand-in in its
    else branch: used at run time, such a name is a NameError that mypy does not see."""
    missing: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            given = {stmt.targets[0].id for stmt in node.orelse if isinstance(stmt, ast.Assign)
                     and isinstance(stmt.targets[0], ast.Name)}
            missing += [name for name, module in _typed(node.body).items()
                        if _is_module(module) and name not in given]
    return missing


def _calls_later(path: Path) -> bool:
    return any(isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "later"
               for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))))


def stand_ins(source: str) -> tuple[dict[str, tuple[str, str | None]], list[int]]:
    """Name → (module given to later(), module the TYPE_CHECKING half imports under that name),
    and the lines of later() calls outside such an else branch."""
    tree = ast.parse(source)
    pairs: dict[str, tuple[str, str | None]] = {}
    paired_lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            typed = _typed(node.body)
            for stmt in node.orelse:
                if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Call) \
                        and isinstance(stmt.value.func, ast.Name) and stmt.value.func.id == "later":
                    target = stmt.targets[0]
                    argument = stmt.value.args[0]
                    assert isinstance(target, ast.Name) and isinstance(argument, ast.Constant)
                    pairs[target.id] = (str(argument.value), typed.get(target.id))
                    paired_lines.add(stmt.lineno)
    loose = [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
             and node.func.id == "later" and node.lineno not in paired_lines]
    return pairs, loose


FILES = sorted(path for path in ROOT.rglob("*.py") if _calls_later(path) and path.name != "loader.py")


def test_the_window_and_the_action_table_use_stand_ins() -> None:
    names = {path.name for path in FILES}
    assert {"main_window.py", "actions.py"} <= names


@pytest.mark.parametrize("path", FILES, ids=lambda path: str(path.relative_to(ROOT)))
def test_each_stand_in_names_the_module_the_type_checker_sees(path: Path) -> None:
    pairs, loose = stand_ins(path.read_text(encoding="utf-8"))
    assert loose == []  # a stand-in outside "if TYPE_CHECKING: … else:" is untyped
    assert pairs
    assert {name: (given, seen) for name, (given, seen) in pairs.items() if given != seen} == {}
    assert unpaired_modules(path.read_text(encoding="utf-8")) == []
    for module, _ in pairs.values():
        importlib.import_module(module)


def test_the_check_finds_a_stand_in_that_names_another_module() -> None:
    pairs, loose = stand_ins(
        "if TYPE_CHECKING:\n    from gmtracker.ui.dialogs import dice_tray\nelse:\n"
        "    dice_tray = later('gmtracker.ui.dialogs.rest_dialog')\nx = later('gmtracker.net.lan')\n")
    assert pairs == {"dice_tray": ("gmtracker.ui.dialogs.rest_dialog", "gmtracker.ui.dialogs.dice_tray")}
    assert loose == [5]
    assert unpaired_modules("if TYPE_CHECKING:\n    from gmtracker.net import lan\n"
                            "    from gmtracker.net.lan import addresses\nelse:\n    pass\n") == ["lan"]
