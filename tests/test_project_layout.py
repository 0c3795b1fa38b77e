"""The repository keeps the agreed shape, README's test command is the one CI runs,
benchmark scripts stay out of the test run, and every module says what it is for."""

from __future__ import annotations

import ast
import os
import re
from pathlib import Path

README_INSTALL_AND_RUN = (
    "python3 -m venv .venv && .venv/bin/python -m pip install -q . && .venv/bin/gmtracker"
)
README_TEST = (
    "python3 -m venv .venv && .venv/bin/python -m pip install -q -e '.[test]' && "
    ".venv/bin/lint-imports && .venv/bin/mypy && .venv/bin/python -m pytest --cov=gmtracker.rules "
    "--cov-report=term-missing --cov-fail-under=100"
)
# Build and cache leftovers that .gitignore keeps out of the repository.
IGNORED = re.compile(r"^(\..*|build|dist|htmlcov|.*\.egg-info)$")


def test_top_level_is_exactly_the_agreed_entries(repo_root: Path) -> None:
    visible = {p.name for p in repo_root.iterdir() if not IGNORED.match(p.name)}
    assert visible == {"pyproject.toml", "README.md", "LICENSE", "gmtracker", "resources", "tests",
                       "packaging", "docs"}
    assert (repo_root / "docs" / "adding-an-action.md").is_file()  # issue 28 item 7
    assert (repo_root / ".ci" / "run").is_file()
    assert (repo_root / ".gitignore").is_file()
    assert (repo_root / "tests" / "benchmarks" / "README.md").is_file()
    assert (repo_root / "packaging" / "README.md").is_file()


def test_readme_gives_the_two_commands(repo_root: Path) -> None:
    lines = (repo_root / "README.md").read_text(encoding="utf-8").splitlines()
    assert README_INSTALL_AND_RUN in lines
    assert README_TEST in lines


def test_ci_runs_the_readme_test_command_verbatim(repo_root: Path) -> None:
    script = repo_root / ".ci" / "run"
    text = script.read_text(encoding="utf-8")
    assert text.startswith("#!/usr/bin/env bash\n")
    assert "set -euo pipefail" in text
    assert README_TEST in text.splitlines()
    if os.name == "posix":
        assert os.access(script, os.X_OK)


def test_benchmark_scripts_are_not_named_like_tests(repo_root: Path) -> None:
    scripts = list((repo_root / "tests" / "benchmarks").glob("*.py"))
    assert not [s.name for s in scripts if re.match(r"(test_.*|.*_test)\.py$", s.name)]
    pyproject = (repo_root / "pyproject.toml").read_text(encoding="utf-8")
    assert 'python_files = ["test_*.py"]' in pyproject
    assert '"benchmarks"]' in pyproject  # in norecursedirs


def test_every_module_has_a_docstring(repo_root: Path) -> None:
    missing = [
        str(path.relative_to(repo_root))
        for folder in ("gmtracker", "tests")
        for path in (repo_root / folder).rglob("*.py")
        if ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) is None
    ]
    assert missing == []


def test_the_guide_to_adding_an_action_names_files_that_exist(repo_root: Path) -> None:
    """docs/adding-an-action.md walks through Grapple: every file it names is there."""
    text = (repo_root / "docs" / "adding-an-action.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`((?:gmtracker|tests)/[\w/]+\.py)`", text))
    assert {"gmtracker/encounter/actions_grapple.py", "gmtracker/ui/dialogs/grapple_dialog.py",
            "gmtracker/ui/shell/actions.py"} <= named
    assert [name for name in sorted(named) if not (repo_root / name).is_file()] == []
