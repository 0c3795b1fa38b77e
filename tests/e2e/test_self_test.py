"""The program's self-test (``--self-test``, :mod:`gmtracker.ui.shell.self_test`) on the
source, in a subprocess with its real event loop: the same check packaging/test-frozen.sh
runs on the built program (issue 25). It must pass here, and it must fail the way the
bundle failed when a module imported by name, or ``sqlite3``, is missing."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gmtracker.ui.shell.actions import ACTIONS

TIMEOUT = 240


def _environment() -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def _self_test(tmp_path: Path, *arguments: str, blocked: str = "") -> subprocess.CompletedProcess[str]:
    """``python -m gmtracker --self-test …``; ``blocked``: a module made unimportable, as
    a bundle that left it out."""
    prelude = ""
    if blocked:
        prelude = (
            "import importlib.abc, sys\n"
            "class Block(importlib.abc.MetaPathFinder):\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            f"        if name == {blocked!r}: raise ModuleNotFoundError(f'No module named {{name!r}}', name=name)\n"
            "sys.meta_path.insert(0, Block())\n"
        )
    code = prelude + "import sys\nfrom gmtracker.app import main\nsys.exit(main(sys.argv[1:]))\n"
    return subprocess.run([sys.executable, "-c", code, "--data-dir", str(tmp_path / "data"), *arguments],
                          env=_environment(), capture_output=True, text=True, timeout=TIMEOUT, check=False)


def test_the_self_test_passes_on_the_source_and_checks_every_action(tmp_path: Path) -> None:
    result = _self_test(tmp_path, "--self-test", "--self-test-report", str(tmp_path / "report.txt"))
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert not [line for line in lines if line.startswith("FAIL")]
    for spec in ACTIONS:
        assert any(line.startswith(f"ok: {spec.name}: ") for line in lines), spec.name
    assert any("to the journal" in line for line in lines)
    assert any("answered 200 on loopback" in line for line in lines)
    assert lines[-1].startswith("self-test actions passed: ")
    # The report file says the same (a windowed Windows program has no console).
    assert (tmp_path / "report.txt").read_text(encoding="utf-8").splitlines() == lines
    assert "Traceback" not in result.stderr


def test_a_dialog_module_left_out_of_the_bundle_fails_its_action(tmp_path: Path) -> None:
    result = _self_test(tmp_path, "--self-test", blocked="gmtracker.ui.dialogs.heal_dialog")
    assert result.returncode == 1
    failed = [line for line in result.stdout.splitlines() if line.startswith("FAIL")]
    assert failed and failed[0].startswith("FAIL: actionHeal: ")
    assert "gmtracker.ui.dialogs.heal_dialog" in result.stdout
    assert any(line.startswith("ok: actionDamage: ") for line in result.stdout.splitlines())


def test_a_bundle_without_sqlite3_fails_the_journal_check(tmp_path: Path) -> None:
    result = _self_test(tmp_path, "--self-test", blocked="sqlite3")
    assert result.returncode == 1
    assert any(line.startswith("FAIL: actionQuickAdd: ") for line in result.stdout.splitlines()), result.stdout


def test_kill_and_recover_phases_need_a_data_dir() -> None:
    result = subprocess.run([sys.executable, "-m", "gmtracker", "--self-test=kill"], env=_environment(),
                            capture_output=True, text=True, timeout=TIMEOUT, check=False)
    assert result.returncode == 2
    assert "needs --data-dir" in result.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_quick_added_combatant_survives_kill_minus_nine(tmp_path: Path) -> None:
    data = tmp_path / "data"
    out = tmp_path / "kill.txt"
    with open(out, "w", encoding="utf-8") as handle:
        child = subprocess.Popen([sys.executable, "-m", "gmtracker", "--self-test=kill", "--data-dir", str(data)],
                                 env=_environment(), stdout=handle, stderr=subprocess.STDOUT, text=True)
    deadline = time.monotonic() + TIMEOUT
    while "ready: kill me" not in out.read_text(encoding="utf-8"):
        assert child.poll() is None, out.read_text(encoding="utf-8")
        assert time.monotonic() < deadline
        time.sleep(0.05)
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    recovered = _self_test(tmp_path, "--self-test=recover")
    assert recovered.returncode == 0, recovered.stdout + recovered.stderr
    assert "ok: recovery after kill -9: the restart offered the journal" in recovered.stdout
    # Without the kill there is nothing to offer, and the check says so.
    again = _self_test(tmp_path, "--self-test=recover")
    assert again.returncode == 1
    assert "did not offer to restore" in again.stdout
