"""Shared test set-up: Qt runs offscreen, and a few paths every test package needs.

QT_QPA_PLATFORM is set before anything imports Qt, so tests never need a display.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

REPO_ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository's top folder (where pyproject.toml is)."""
    return REPO_ROOT


@pytest.fixture(scope="session")
def demo_path() -> Path:
    """The demo encounter in the repository's resources/ folder."""
    return REPO_ROOT / "resources" / "demo" / "demo.json"
