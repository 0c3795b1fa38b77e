"""Answering message boxes in tests that are not about them (plumbing, not the GM's path).

The app shows its boxes with :mod:`gmtracker.ui.user_text` (a ``QMessageBox`` whose
``exec()`` runs modally), so a test that only needs *an* answer replaces ``QMessageBox.exec``
and records what each box said. Tests about the boxes themselves open them for real
(tests/ui/test_hostile_text.py).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox


def answer_boxes(monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton,
                 shown: list[Any] | None = None, *, with_title: bool = False) -> list[Any]:
    """Every box is answered at once: questions with ``answer``, the others with OK.

    Each box's text (or ``(title, text)`` with ``with_title``) is appended to ``shown``.
    """
    seen: list[Any] = [] if shown is None else shown

    def fake_exec(box: QMessageBox) -> int:
        seen.append((box.windowTitle(), box.text()) if with_title else box.text())
        if box.icon() == QMessageBox.Icon.Question:
            return int(answer.value)
        return int(QMessageBox.StandardButton.Ok.value)

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return seen


__all__ = ["answer_boxes"]
