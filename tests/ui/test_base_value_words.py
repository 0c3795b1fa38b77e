"""1D100 base values in the GM's language with the seed's words (issue 26 item 13; C5, seed 002).

The stored names stay codes (``accuracy``, ``evasion``); what the GM reads is the
"BaseValue" translation (命中 / 回避). The .ts files get those words when the translations
are refreshed; these tests stand a translator in for them, so they test the code side:
every place that shows a base value name asks for its word, and a word typed or picked is
stored as the code.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit

from gmtracker.encounter import AttackProfile, Encounter
from gmtracker.encounter.base_values import ACCURACY, EVASION, code_for
from gmtracker.encounter.model import AttackProfile as ModelAttackProfile
from gmtracker.rules.dice import RandomDice
from gmtracker.ui.dialogs.percentile_dialog import PercentileDialog
from gmtracker.ui.panels.attack_profiles_editor import AttackProfileDialog
from gmtracker.ui.panels.percentile_editor import Column, PercentileEditor
from gmtracker.ui.words.base_value_words import base_value_code, base_value_word
from tests.ui.conftest import press_ok
from tests.ui.modal import when_modal

_SEED_WORDS = {"accuracy": "命中", "evasion": "回避"}


class _SeedWords(QTranslator):
    """What the refreshed ja/zh_CN .ts will say for the "BaseValue" context."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        # None is Qt's null string, "not translated here" ("" would translate every text to nothing)
        return _SEED_WORDS.get(source) if context == "BaseValue" else None

    def isEmpty(self) -> bool:  # noqa: N802
        return False


@pytest.fixture
def seed_words(qapp: Any) -> Iterator[None]:
    translator = _SeedWords(qapp)
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def test_codes_are_the_model_defaults_and_words_map_back() -> None:
    """Issue 26 item 13: the profile's defaults are the codes; 命中 / Accuracy / accuracy are all the code."""
    profile = ModelAttackProfile(name="x")
    assert (profile.percentile_base, profile.percentile_target_base) == (ACCURACY, EVASION)
    assert code_for("命中") == code_for(" Accuracy ") == code_for("accuracy") == ACCURACY
    assert code_for("回避") == EVASION
    assert code_for("Stealth") == "Stealth"  # the GM's own names stay as typed
    assert base_value_word("Stealth") == "Stealth"


def test_english_shows_the_english_words(qapp: Any) -> None:
    """Issue 26 item 13: without a translation the code's English word is shown."""
    assert base_value_word(ACCURACY) == "accuracy"


def test_the_percentile_editor_shows_the_seed_words_and_stores_codes(qtbot: Any, seed_words: None) -> None:
    """Issue 26 item 13 (C5): the base value table shows 命中 for accuracy; typing 回避 stores evasion."""
    editor = PercentileEditor()
    qtbot.addWidget(editor)
    editor.show()
    editor.model.set_values({ACCURACY: 50})
    assert editor.model.index(0, Column.NAME).data() == "命中"
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)  # starts editing the new row's name
    editing = editor.view.viewport().findChild(QLineEdit)
    assert editing is not None and editing.isVisible() and editing.text() == "value"
    editing.selectAll()
    commit = QInputMethodEvent()  # what a Japanese input method sends when the GM commits 回避
    commit.setCommitString("回避")
    QApplication.sendEvent(editing, commit)
    assert editing.text() == "回避"
    qtbot.keyClick(editing, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: EVASION in editor.model.values())  # the delegate commits on a queued call
    assert editor.model.values() == {ACCURACY: 50, EVASION: 0}
    assert editor.model.index(1, Column.NAME).data() == "回避"
    # Renaming 回避 to 命中 is a duplicate of accuracy: refused, named in the GM's words
    refused: list[str] = []
    editor.model.refused.connect(refused.append)
    assert not editor.model.setData(editor.model.index(1, Column.NAME), "命中")
    assert refused and "命中" in refused[0] and "accuracy" not in refused[0]


def test_the_attack_profile_dialog_offers_words_and_saves_codes(qtbot: Any, seed_words: None) -> None:
    """Issue 26 item 13 (C5): through the real exec(), the 1D100 base boxes read 命中 / 回避 and OK saves the codes."""
    dialog = AttackProfileDialog(AttackProfile(name="Spear", damage="1d8"), [ACCURACY, "Stealth"], [EVASION])
    qtbot.addWidget(dialog)
    seen: dict[str, Any] = {}

    def script(shown: AttackProfileDialog) -> None:
        seen["base"] = shown.percentile_base.currentText()
        seen["target"] = shown.percentile_target_base.currentText()
        seen["items"] = [shown.percentile_base.itemText(i) for i in range(shown.percentile_base.count())]
        press_ok(shown)

    when_modal(AttackProfileDialog, script)
    assert dialog.exec() == QDialog.DialogCode.Accepted
    assert (seen["base"], seen["target"]) == ("命中", "回避")
    assert seen["items"] == ["命中", "Stealth"]
    profile = dialog.profile()
    assert (profile.percentile_base, profile.percentile_target_base) == (ACCURACY, EVASION)


def test_the_percentile_dialog_names_the_bases_in_the_seed_words(qtbot: Any, demo: Encounter,
                                                                 seed_words: None) -> None:
    """Issue 26 item 13 (C5): the versus check's base boxes read 命中 65 (+6) and 回避 35 (+3), data the codes."""
    dialog = PercentileDialog(demo, RandomDice(), actor="ayla-thornwood", targets=["goblin-archer"])
    qtbot.addWidget(dialog)
    seen: dict[str, Any] = {}

    def script(shown: PercentileDialog) -> None:
        row = shown.target_rows()["goblin-archer"]
        seen["active"] = (shown.active_base.currentText(), shown.active_base.currentData())
        seen["target"] = (row.base.currentText(), row.base.currentData())
        shown.reject()

    when_modal(PercentileDialog, script)
    dialog.exec()
    assert seen["active"][1] == ACCURACY and seen["active"][0].startswith("命中 ")
    assert seen["target"][1] == EVASION and seen["target"][0].startswith("回避 ")
    assert "accuracy" not in seen["active"][0] and "evasion" not in seen["target"][0]


def test_base_value_code_reads_the_translated_word(seed_words: None) -> None:
    """Issue 26 item 13: the word the UI shows maps back to its code."""
    assert QCoreApplication.translate("BaseValue", "accuracy") == "命中"
    assert base_value_code("命中") == ACCURACY and base_value_word(EVASION) == "回避"


def test_the_roll_log_and_its_breakdown_name_the_bases_in_the_seed_words(qtbot: Any, demo: Encounter,
                                                                         seed_words: None) -> None:
    """Issue 26 item 13 (C5): a versus check's log line reads (命中 65/10) and (回避 35/10), and the
    Breakdown pane's 1D100 base values are 命中 / 回避, in the real roll log dock."""
    from gmtracker.encounter.actions_percentile import PercentileCheckCommand, PercentileSide
    from gmtracker.ui.panels.roll_log import Column, RollLogDock
    from gmtracker.ui.words.log_lines import breakdown_text
    from tests.ui.conftest import open_dialog

    PercentileCheckCommand(PercentileSide("ayla-thornwood", 50, ACCURACY),
                           passives=[PercentileSide("goblin-archer", 40, EVASION)]).apply(demo)
    dock = open_dialog(qtbot, RollLogDock(demo))
    model = dock.view.model()
    lines = [model.index(row, Column.TEXT).data() for row in range(model.rowCount())]
    line = next(text for text in lines if "65/10" in text)
    assert "命中 65/10" in line and "回避 35/10" in line and "accuracy" not in line, line
    rows = [row.strip() for row in breakdown_text(demo.log[-1]).splitlines()[1:]]  # below the entry's line
    assert "base value: 命中" in rows and "base value: 回避" in rows, rows
    assert not any("accuracy" in row or "evasion" in row for row in rows), rows
