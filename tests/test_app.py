"""The command line: main(argv) returns exit statuses, --smoke-test, --version,
--data-dir, and bad files: one line on stderr, and status 2 with --smoke-test or
--self-test; a GM's start opens the demo and says what was refused (issue 25)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from gmtracker import __version__
from gmtracker.app import EXIT_BAD_FILE, main, user_paths
from gmtracker.encounter import FORMAT_NAME, FORMAT_VERSION


def _encounter_file(folder: Path, count: int) -> Path:
    path = folder / "skirmish.json"
    combatants = [{"id": f"bandit-{n}", "name": f"Bandit {n}", "side": "enemy"} for n in range(count)]
    path.write_text(
        json.dumps({"format": FORMAT_NAME, "version": FORMAT_VERSION, "name": "Skirmish",
                    "combatants": combatants}),
        encoding="utf-8",
    )
    return path


def _tree(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def test_smoke_test_on_the_demo_prints_one_line(
    qapp: Any, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["--smoke-test", "--data-dir", str(tmp_path / "profile")]) == 0
    captured = capsys.readouterr()
    assert captured.out == "ok: 12 combatants\n"


def test_smoke_test_on_a_file_counts_its_combatants(
    qapp: Any, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = _encounter_file(tmp_path, 3)
    assert main([str(path), "--smoke-test", "--data-dir", str(tmp_path / "profile")]) == 0
    assert capsys.readouterr().out == "ok: 3 combatants\n"


def test_smoke_test_writes_nothing(qapp: Any, tmp_path: Path) -> None:
    path = _encounter_file(tmp_path, 1)
    before = _tree(tmp_path)
    assert main([str(path), "--smoke-test", "--data-dir", str(tmp_path / "profile")]) == 0
    assert _tree(tmp_path) == before


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"gmtracker {__version__}\n"


def test_help_returns_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "--data-dir" in out and "--smoke-test" in out


def test_unknown_option_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--frobnicate"]) == 2
    assert "unrecognized arguments: --frobnicate" in capsys.readouterr().err


def test_argv_defaults_to_the_command_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "argv", ["gmtracker", "--version"])
    assert main() == 0
    assert capsys.readouterr().out.startswith("gmtracker ")


BAD_FILES = {
    "missing": (None, "file not found"),
    "corrupt": ('{"format": ', "not valid JSON"),
    "not an object": ("[]", "expected a JSON object"),
    "wrong format": ('{"format": "csv", "version": 1}', '"format" is "csv"'),
    "newer version": (
        json.dumps({"format": FORMAT_NAME, "version": 3, "name": "x", "combatants": []}),
        "version 3, but this GM Tracker reads up to version 2: update GM Tracker",
    ),
}


@pytest.mark.parametrize("check", ["--smoke-test", "--self-test"])
@pytest.mark.parametrize(("content", "reason"), BAD_FILES.values(), ids=BAD_FILES.keys())
def test_bad_file_in_a_check_exits_2_with_one_line_naming_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str | None, reason: str, check: str
) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    before = _tree(tmp_path)
    status = main([str(path), check, "--data-dir", str(tmp_path / "profile")])
    captured = capsys.readouterr()
    assert status == EXIT_BAD_FILE == 2
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1
    assert str(path) in lines[0] and reason in lines[0]
    assert lines[0].startswith("gmtracker: error: ")
    assert _tree(tmp_path) == before


@pytest.mark.parametrize(("content", "reason"), BAD_FILES.values(), ids=BAD_FILES.keys())
def test_a_gms_start_with_a_bad_file_opens_the_demo_and_names_the_problem(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
    content: str | None, reason: str
) -> None:
    """Without --smoke-test the window opens (run is stood in for here; the real one is
    tests/e2e/test_startup_refusal.py): the demo, with no path, and the problem to show."""
    from gmtracker.ui.shell import application

    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    calls: list[tuple[Any, ...]] = []

    def fake_run(encounter: Any, path: Path | None, paths: Any, **options: Any) -> int:
        calls.append((encounter, path, options))
        return 0

    monkeypatch.setattr(application, "run", fake_run)
    assert main([str(path), "--data-dir", str(tmp_path / "profile")]) == 0
    (encounter, opened, options), = calls
    assert opened is None  # Save asks where: never over the refused file nor the demo
    assert len(encounter.combatants) == 12  # the demo
    problem_file, problem = options["startup_problem"]
    assert problem_file == path and str(path) in problem and reason in problem
    assert options["smoke_test"] is False
    lines = capsys.readouterr().err.splitlines()
    assert lines == [f"gmtracker: error: {problem}"]


def test_a_good_file_has_no_startup_problem(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from gmtracker.ui.shell import application

    path = _encounter_file(tmp_path, 2)
    calls: list[tuple[Any, ...]] = []
    monkeypatch.setattr(application, "run", lambda *args, **options: calls.append((args, options)) or 0)
    assert main([str(path), "--data-dir", str(tmp_path / "profile")]) == 0
    (args, options), = calls
    assert args[1] == path and options["startup_problem"] is None


def test_a_bad_file_and_a_broken_demo_open_an_empty_encounter(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import gmtracker.app as app_module
    from gmtracker.ui.shell import application

    bad = tmp_path / "bad.json"
    bad.write_text("[]", encoding="utf-8")
    monkeypatch.setattr(app_module, "demo_encounter_path", lambda: tmp_path / "no-demo.json")
    calls: list[tuple[Any, ...]] = []
    monkeypatch.setattr(application, "run", lambda *args, **options: calls.append((args, options)) or 0)
    assert main([str(bad), "--data-dir", str(tmp_path / "profile")]) == 0
    (args, options), = calls
    assert args[0].combatants == [] and args[1] is None
    assert options["startup_problem"][0] == bad
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 2 and lines[0].startswith(f"gmtracker: error: {bad}: ")
    assert "no-demo.json" in lines[1]


def test_data_dir_moves_every_user_path(tmp_path: Path) -> None:
    paths = user_paths(tmp_path / "elsewhere")
    assert all(p.is_relative_to(tmp_path / "elsewhere") for p in paths.all_paths())


def test_without_data_dir_paths_are_the_platforms(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(variable, raising=False)
    paths = user_paths(None)
    assert "gmtracker" in str(paths.settings_file)
    if sys.platform.startswith("linux"):
        assert paths.settings_file.is_relative_to(tmp_path)


def _run_module(args: list[str], home: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    environment = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("XDG_") and key != "PYTHONPATH"
    }
    environment.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "gmtracker", *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=cwd,
        env=environment,
    )


def test_python_m_gmtracker_smoke_test_leaves_home_untouched(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    data_dir = tmp_path / "profile"
    finished = _run_module(["--data-dir", str(data_dir), "--smoke-test"], home, tmp_path)
    assert finished.returncode == 0, finished.stderr
    assert finished.stdout == "ok: 12 combatants\n"
    written = [p for p in home.rglob("*") if "gmtracker" in str(p).lower()]
    assert written == []
    assert not data_dir.exists()


def test_python_m_gmtracker_bad_file_has_no_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("nope", encoding="utf-8")
    finished = _run_module([str(bad), "--smoke-test"], tmp_path, tmp_path)
    assert finished.returncode == 2
    assert "Traceback" not in finished.stderr
    assert finished.stderr.strip().splitlines() == [
        f"gmtracker: error: {bad}: not valid JSON: invalid character at line 1, column 1"
    ]


def test_python_m_gmtracker_version(tmp_path: Path) -> None:
    finished = _run_module(["--version"], tmp_path, tmp_path)
    assert (finished.returncode, finished.stdout) == (0, f"gmtracker {__version__}\n")


def test_smoke_test_without_a_display_uses_offscreen(tmp_path: Path) -> None:
    """Packaging runs ``--smoke-test`` on machines with no screen and no Qt settings."""
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "PYTHONPATH")
    }
    environment["HOME"] = str(tmp_path)
    finished = subprocess.run(
        [sys.executable, "-m", "gmtracker", "--data-dir", str(tmp_path / "p"), "--smoke-test"],
        capture_output=True, text=True, timeout=120, cwd=tmp_path, env=environment,
    )
    if sys.platform.startswith("linux"):
        assert finished.returncode == 0, finished.stderr
        assert finished.stdout == "ok: 12 combatants\n"


_GC_PROBE = """
import gc, sys
if sys.argv[1] == "off":
    gc.disable()
counts = []
gc.callbacks.append(lambda phase, info: counts.append(info["generation"]) if phase == "stop" else None)
import gmtracker.app
print(gc.isenabled(), gc.get_freeze_count() > 1000, len(counts))
"""


@pytest.mark.parametrize("collector", ["on", "off"])
def test_the_start_up_imports_run_without_the_collector_and_leave_it_as_it_was(collector: str) -> None:
    """gmtracker.app reads msgspec, the encounter, the rules and storage with the collector off (60–70
    collections, 6–8 ms of every start with it on), freezes what they made, and gives the collector
    back as it found it (issue 28's start-up)."""
    probe = subprocess.run([sys.executable, "-c", _GC_PROBE, collector], capture_output=True, text=True,
                           check=True, cwd=Path(__file__).resolve().parents[1], timeout=60)
    enabled, frozen, collections = probe.stdout.split()
    assert enabled == str(collector == "on") and frozen == "True"
    assert int(collections) <= 3  # the interpreter's own start-up may collect a little before the import
