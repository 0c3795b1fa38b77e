"""Validators shared by the table's cell editors and the dialogs."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QIntValidator, QValidator


class OptionalIntValidator(QIntValidator):
    """A whole number in range, or nothing (an initiative not rolled)."""

    def validate(self, text: str, pos: int) -> Any:
        if not text.strip():
            return QValidator.State.Acceptable, text, pos
        return super().validate(text, pos)
