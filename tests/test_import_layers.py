"""The layering contracts in pyproject.toml hold: the suite runs lint-imports itself."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path


def test_lint_imports_keeps_every_contract(repo_root: Path) -> None:
    lint_imports = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    assert lint_imports, "lint-imports comes with the test extra: pip install -e '.[test]'"
    finished = subprocess.run(
        [lint_imports, "--no-cache"],
        cwd=repo_root,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert finished.returncode == 0, finished.stdout + finished.stderr
    assert "Contracts: 3 kept, 0 broken." in finished.stdout
