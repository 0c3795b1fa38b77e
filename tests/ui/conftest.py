"""Fixtures shared by the UI tests: our translators for one test, removed again after it;
the modal-dialog scripts of a test checked after it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QLocale

from gmtracker.storage.resources import translations_dir
from gmtracker.ui.translations import install_translators, remove_translators
from tests.ui.modal import finish_scripts


@pytest.fixture(autouse=True)
def modal_scripts_checked() -> Iterator[None]:
    """A failed assertion inside a modal dialog's script (tests/ui/modal.py) fails its
    test, and no script outlives the test that set it up."""
    yield
    finish_scripts()


@pytest.fixture
def translated(qapp: Any) -> Iterator[Callable[[str], list[Any]]]:
    """``translated("zh_CN")`` installs the translators for that locale (ours and Qt's) until the test ends."""
    installed: list[Any] = []

    def install(locale_name: str) -> list[Any]:
        translators = install_translators(qapp, QLocale(locale_name), translations_dir())
        assert translators, locale_name
        installed.extend(translators)
        return translators

    yield install
    remove_translators(qapp, installed)


@pytest.fixture
def language(translated: Callable[[str], list[Any]]) -> Callable[[str], list[Any]]:
    """The same as ``translated`` (the name the log-line and undo-text tests use)."""
    return translated
