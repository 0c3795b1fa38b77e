"""The Heal dialog's counts in Qt's plural form (issue 26 item 8: "1 rounds"; B3, B7).

"(1 per %1 points)", "%3 points used" and "%1 temporary hit points" were composed with a
plain number, so the English UI could only say "1 points". They are ``%n … point(s)`` now;
the English forms come from tests/english_plurals.py, compiled here from the dialog's own
messages so the test does not wait for the next translation refresh.
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator, Qt
from PySide6.QtWidgets import QDialog, QLabel

from gmtracker.ui.dialogs.heal_dialog import HealDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.english_plurals import english_ts
from tests.ui.conftest import tick
from tests.ui.modal import when_modal

ROOT = Path(__file__).resolve().parents[2]
LRELEASE = ROOT / ".venv" / "bin" / "pyside6-lrelease"
MESSAGES = ["&Wound count (1 per %n point(s))", "%n temporary hit point(s), %1 (damage DC %2)",
            "Wound count %1 → %2 (%n point(s) used, %3 lost)", "Bruise count %1 → %2 (%n point(s) used, %3 lost)"]


@pytest.fixture
def english(qapp: Any, tmp_path: Path) -> Iterator[None]:
    """The English plural forms of the Heal dialog's counts, as tests/english_plurals.py writes them."""
    ts = tmp_path / "heal_en.ts"
    ts.write_text(english_ts([("HealDialog", source, "") for source in MESSAGES]), encoding="utf-8")
    subprocess.run([str(LRELEASE), str(ts), "-qm", str(tmp_path / "heal_en.qm")], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "heal_en.qm"))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_every_count_in_the_heal_dialog_says_point_or_points(qtbot: Any, window: MainWindow, english: None) -> None:
    """Issue 26 item 8, B7 and B3 through the real exec(): "(1 per 2 points)", "1 point used" for one
    healing point on 林月's bruises, and 佐藤 健's "6 temporary hit points" — never "1 points"."""
    seen: dict[str, str] = {}

    def heal(dialog: HealDialog) -> None:
        assert dialog.target().id == "lin-yue"
        seen["wounds"] = dialog.wounds_radio.text()
        qtbot.keyClicks(dialog.healing_edit, "1")
        tick(qtbot, dialog.count_radio)
        tick(qtbot, dialog.bruises_radio)
        seen["preview"] = dialog.count_preview.text()
        dialog.target_list.setFocus()
        row = next(row for row in range(dialog.target_list.count())
                   if dialog.target_list.item(row).data(Qt.ItemDataRole.UserRole) == "sato-ken")
        qtbot.mouseClick(dialog.target_list.viewport(), Qt.MouseButton.LeftButton,
                         pos=dialog.target_list.visualItemRect(dialog.target_list.item(row)).center())
        seen["temp"] = dialog.temp_now_label.text()
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)

    window.select("lin-yue")
    waiting = when_modal(HealDialog, heal)
    window.actions_by_name["actionHeal"].trigger()
    waiting.check()
    assert waiting.opened and waiting.opened[0].result() == QDialog.DialogCode.Rejected
    assert seen["wounds"] == "&Wound count (1 per 2 points)"
    assert seen["preview"] == "Bruise count 2 → 0 (1 point used, 0 lost)"
    assert seen["temp"].startswith("6 temporary hit points, until clock round 10"), seen["temp"]
    assert isinstance(waiting.opened[0].temp_now_label, QLabel)
