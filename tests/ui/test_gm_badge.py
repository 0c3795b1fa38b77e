"""The roll log's GM badge is legible in every language (issue 26 item 15: 主持人 at 9 px).

The badge was a 24×14 icon with 9 px text, and the view shrank it further into its 16 px
icon square; the Chinese 主持人 was three blots. It is now a pixmap sized from the body
font (CJK at the body size, Latin at four fifths), drawn by the view at its own size.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QPixmap
from PySide6.QtWidgets import QStyleOptionViewItem

from gmtracker.storage import load_encounter
from gmtracker.ui.models.roll_log_model import gm_badge
from gmtracker.ui.panels.roll_log import Column, RollLogDock
from tests.ui.conftest import open_dialog


def _body_px() -> int:
    font = QGuiApplication.font()
    return font.pixelSize() if font.pixelSize() > 0 else round(font.pointSizeF() * 96 / 72)


@pytest.mark.parametrize("language", ["zh_CN", "ja", "en"])
def test_the_gm_badge_in_the_real_log_is_drawn_at_the_body_size(qtbot: Any, translated: Any, demo_path: Path,
                                                                 language: str) -> None:
    """Issue 26 item 15: in the roll log dock, a GM-only row's badge is as tall as the body text
    and the view draws it unshrunk (its decoration size is the badge's own)."""
    if language != "en":
        translated(language)
    encounter = load_encounter(demo_path)
    dock = open_dialog(qtbot, RollLogDock(encounter))
    view = dock.view
    model = view.model()
    label = QCoreApplication.translate("RollLogModel", "GM")
    hidden = next(row for row in range(model.rowCount())
                  if model.index(row, Column.TEXT).data(Qt.ItemDataRole.DecorationRole) is not None)
    index = model.index(hidden, Column.TEXT)
    badge = index.data(Qt.ItemDataRole.DecorationRole)
    assert isinstance(badge, QPixmap)
    size = badge.deviceIndependentSize()
    body_height = QFontMetrics(QGuiApplication.font()).height()
    assert size.height() >= body_height * (1.0 if language == "zh_CN" else 0.8)
    assert size.width() >= QFontMetrics(QGuiApplication.font()).horizontalAdvance(label) * 0.8
    option = QStyleOptionViewItem()
    option.initFrom(view)
    view.itemDelegate().initStyleOption(option, index)  # type: ignore[attr-defined]
    assert option.decorationSize.height() == round(size.height())  # not shrunk into a 16 px icon
    if language == "zh_CN":
        assert label == "主持人"


def test_a_cjk_label_is_drawn_at_the_body_font_size_and_latin_smaller() -> None:
    """Issue 26 item 15: 主持人 at a 16 px body font is 16 px text, never 9; GM is four fifths."""
    body = QFont()
    body.setPixelSize(16)
    cjk = gm_badge("主持人", body).deviceIndependentSize()
    latin = gm_badge("GM", body).deviceIndependentSize()
    big = QFont(body)
    big.setBold(True)
    assert cjk.height() >= QFontMetrics(big).height()
    assert cjk.width() >= QFontMetrics(big).horizontalAdvance("主持人")
    assert latin.height() < cjk.height() and latin.height() >= 12
    assert _body_px() > 0
