"""The PyInstaller spec's own lists, checked without building (issue 25).

The bundle once left out the 37 modules the main window imports by name (now its
:func:`gmtracker.ui.shell.loader.later` stand-ins) and excluded ``sqlite3``: every action did nothing and
nothing was autosaved, while every test passed on the source. Here the spec is executed
with stand-ins for PyInstaller's building blocks, and what it would hand PyInstaller
(its hidden imports, excludes and data files) is compared with every module name the
program can load by name and every module its code imports anywhere, also inside a
function. packaging/test-frozen.sh then runs the built program itself."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path
from typing import Any


ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"


class _Stand:
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args
        self.kwargs = kwargs
        self.binaries: list[tuple[str, str, str]] = []
        self.datas: list[tuple[str, str, str]] = list(kwargs.get("datas", []))
        self.pure: list[Any] = []
        self.scripts: list[Any] = []


def run_spec(workpath: Path) -> dict[str, Any]:
    """Execute packaging/gmtracker.spec with stand-ins; its globals (``a`` is the Analysis).
    The spec writes the bundle's notices into ``workpath`` (packaging/notices.py, for real)."""
    (workpath / "dist" / "gmtracker").mkdir(parents=True, exist_ok=True)
    namespace: dict[str, Any] = {
        "SPECPATH": str(PACKAGING), "workpath": str(workpath), "DISTPATH": str(workpath / "dist"),
        "Analysis": _Stand, "PYZ": _Stand, "EXE": _Stand,
        "COLLECT": _Stand, "BUNDLE": _Stand, "__file__": str(PACKAGING / "gmtracker.spec"),
    }
    code = compile((PACKAGING / "gmtracker.spec").read_text(encoding="utf-8"), "gmtracker.spec", "exec")
    exec(code, namespace)  # noqa: S102 - our own spec, run as PyInstaller runs it
    return namespace


def names_loaded_by_name() -> set[str]:
    """Every module the program imports from a string: the modules behind
    :mod:`gmtracker.encounter.log_render`'s lazily resolved names, and every literal handed to
    ``later(…)`` (the action table's and the main window's stand-ins), ``load(…)`` or
    ``importlib.import_module(…)`` in gmtracker/."""
    from gmtracker.encounter import log_render

    names = {f"{log_render.__name__}.{home}" for home in log_render._HOMES.values()}
    for path in (ROOT / "gmtracker").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            called = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            first = node.args[0]
            if called in ("later", "load", "import_module") and isinstance(first, ast.Constant) \
                    and isinstance(first.value, str) and first.value.startswith("gmtracker."):
                names.add(first.value.partition(":")[0])
    return names


def imported_anywhere() -> set[str]:
    """Every module gmtracker/ imports, at the top of a file or inside a function."""
    found: set[str] = set()
    for path in (ROOT / "gmtracker").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                found.add(node.module)
    return found


def missing(hidden: list[str], wanted: set[str]) -> list[str]:
    return sorted(wanted - set(hidden))


def excluded(excludes: list[str], modules: set[str]) -> list[str]:
    """The modules that an exclude (the module or a package above it) keeps out."""
    return sorted(m for m in modules if any(m == e or m.startswith(e + ".") for e in excludes))


def test_every_module_the_loader_can_name_is_a_hidden_import_of_the_spec(tmp_path: Path) -> None:
    spec = run_spec(tmp_path)
    hidden = spec["a"].kwargs["hiddenimports"]
    wanted = names_loaded_by_name()
    assert len(wanted) >= 25  # the action table and the log renderer name 29 modules
    assert "gmtracker.ui.dialogs.heal_dialog" in wanted and "gmtracker.ui.shell.roster_actions" in wanted
    assert missing(hidden, wanted) == []
    # Every module of the package, so a name added later is in the bundle too.
    files = {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
             for p in (ROOT / "gmtracker").rglob("*.py")}
    assert missing(hidden, files) == []
    assert all(importlib.util.find_spec(name) is not None for name in hidden)


def test_the_check_finds_a_module_left_out(tmp_path: Path) -> None:
    hidden = [name for name in run_spec(tmp_path)["a"].kwargs["hiddenimports"] if name != "gmtracker.ui.dialogs.heal_dialog"]
    assert missing(hidden, names_loaded_by_name()) == ["gmtracker.ui.dialogs.heal_dialog"]
    assert excluded(["sqlite3"], {"sqlite3", "sqlite3.dbapi2", "json"}) == ["sqlite3", "sqlite3.dbapi2"]


def test_nothing_the_program_imports_is_excluded(tmp_path: Path) -> None:
    spec = run_spec(tmp_path)
    excludes = spec["a"].kwargs["excludes"]
    imported = imported_anywhere()
    assert "sqlite3" in imported  # the recovery journal
    assert excluded(excludes, imported) == []
    assert "sqlite3" not in excludes


def test_the_spec_bundles_every_resource_the_program_reads_and_not_the_repository_only_files(tmp_path: Path) -> None:
    datas = run_spec(tmp_path)["a"].kwargs["datas"]
    bundled = {(Path(source).resolve(), destination) for source, destination in datas}
    resources = ROOT / "resources"
    for path in resources.rglob("*"):
        relative = path.relative_to(resources)
        if path.is_dir() or relative.parts[0] in ("screenshots", "licenses") or path.suffix == ".ts":
            assert not any(source == path.resolve() for source, _ in bundled), relative
            continue
        destination = str(Path("gmtracker/resources") / relative.parent).replace("\\", "/")
        assert (path.resolve(), destination) in bundled, relative
    for needed in ("demo/demo.json", "library/starter.json", "translations/gmtracker_ja.qm",
                   "player_page/index.html"):
        assert (resources / needed).resolve() in {source for source, _ in bundled}
    # The notices of this build (PyInstaller's too), not the wheel's committed copy.
    licences = {Path(source).name: Path(source) for source, destination in datas
                if destination == "gmtracker/resources/licenses"}
    assert {"LICENSE.txt", "THIRD-PARTY-NOTICES.txt", "LGPL-3.0.txt", "GPL-3.0.txt", "QT-NOTICE.txt"} <= set(licences)
    assert all(path.is_relative_to(tmp_path) for path in licences.values())
    assert "pyinstaller" in licences["THIRD-PARTY-NOTICES.txt"].read_text(encoding="utf-8").lower()
    if sys.platform != "darwin":  # and at the top of the onedir, beside the program
        assert (tmp_path / "dist" / "gmtracker" / "THIRD-PARTY-NOTICES.txt").read_bytes() == \
            licences["THIRD-PARTY-NOTICES.txt"].read_bytes()
        assert (tmp_path / "dist" / "gmtracker" / "LICENSE.txt").exists()


def test_the_floor_build_stays_bare(tmp_path: Path) -> None:
    import os

    os.environ["GMTRACKER_FLOOR"] = "1"
    try:
        spec = run_spec(tmp_path)
    finally:
        del os.environ["GMTRACKER_FLOOR"]
    assert spec["a"].kwargs["hiddenimports"] == [] and spec["a"].kwargs["datas"] == []


def test_the_built_program_is_tested_on_every_system() -> None:
    """build-linux.sh runs test-frozen.sh on the onedir and the .deb's program (also under
    Xvfb) and lintian on the .deb; the release workflow runs test-frozen.sh after the
    Windows and each macOS build and on the AppImage."""
    build = (PACKAGING / "build-linux.sh").read_text(encoding="utf-8")
    assert "bash packaging/test-frozen.sh dist/gmtracker/gmtracker" in build
    assert 'bash packaging/test-frozen.sh "$SCRATCH/launcher"' in build and "xvfb-run" in build
    assert "lintian --fail-on error" in build and "packaging/lintian-overrides" in build
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "bash packaging/test-frozen.sh dist/gmtracker/gmtracker.exe" in workflow
    assert 'bash packaging/test-frozen.sh "dist/GM Tracker.app/Contents/MacOS/gmtracker"' in workflow
    assert "bash packaging/test-frozen.sh build/appimage-run" in workflow
    assert "macos-14" in workflow and "macos-15-intel" in workflow  # arm64 and x86_64
    assert "pip-licenses" in workflow
    script = (PACKAGING / "test-frozen.sh").read_text(encoding="utf-8")
    assert "--self-test=kill" in script and "self_test recover" in script and "kill -9" in script
