"""Issue 14, the roll log's outcome words in colour: the model gives each line's outcome
spans (kinds from the record, so they land on the words in en, zh_CN and ja), the delegate
colours only those words (criticals bold, readable on the light and the dark theme), and a
name that looks like markup is painted as the characters typed."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QModelIndex, QPoint, Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem, QTableView, QWidget

from gmtracker.encounter import Encounter
from gmtracker.encounter.log_render import OutcomeKind
from gmtracker.encounter.roster import EditCombatant
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.models.roll_log_model import COMPACT_ROLE
from gmtracker.ui.panels.roll_log import OUTCOME_ROLE, Column, OutcomeDelegate, RollLogDock, RollLogModel
from gmtracker.ui.widgets.theme import dark_palette, outcome_colour
from tests.log_samples import attack
from tests.ui.conftest import open_dialog

CS, S, F, CF = (OutcomeKind.CRITICAL_SUCCESS, OutcomeKind.SUCCESS, OutcomeKind.FAILURE,
                OutcomeKind.CRITICAL_FAILURE)
HOSTILE = "<b>x</b>"


@pytest.fixture
def encounter() -> Encounter:
    return load_encounter(demo_encounter_path())


@pytest.fixture
def dock(qtbot: Any, encounter: Encounter) -> RollLogDock:
    widget = RollLogDock(encounter)
    widget.resize(1500, 260)
    return open_dialog(qtbot, widget)


def word(source: str) -> str:
    return QCoreApplication.translate("RollLogText", source)


def outcomes(model: RollLogModel, kind: str) -> list[list[tuple[OutcomeKind, str]]]:
    """Per entry of ``kind``: its outcome spans as (kind, the words they cover)."""
    found = []
    for row, entry in enumerate(model.entries()):
        if entry.kind == kind:
            index = model.index(row, Column.TEXT)
            line = index.data()
            found.append([(span.kind, span.text(line)) for span in index.data(OUTCOME_ROLE)])
    return found


def cell_option(view: QTableView, index: QModelIndex) -> QStyleOptionViewItem:
    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.widget = view
    option.rect = view.visualRect(index)
    option.font = view.font()
    option.textElideMode = view.textElideMode()
    return option


# -- the model: which words, which kind, in each language -------------------------------------
@pytest.mark.parametrize("language", [None, "zh_CN", "ja"])
def test_the_demo_attacks_outcome_spans_cover_the_outcome_words_in_each_language(
        translated: Any, encounter: Encounter, language: str | None) -> None:
    if language is not None:
        translated(language)
    model = RollLogModel(encounter)
    attacks = outcomes(model, "attack")
    assert attacks == [
        [(CS, word("critical hit"))],  # Ayla's longbow
        [(S, word("hit"))],
        [(F, word("miss"))],  # the dog's bite
        [(S, word("hit"))],
        [(CS, word("critical hit"))],
        [(F, word("miss")), (CF, word("critical failure"))],  # "→ miss (critical failure)"
    ]
    assert outcomes(model, "check") == [[(F, word("failure"))]]
    assert all(spans == [] for spans in outcomes(model, "turn"))
    if language is not None:  # the words really are translated (no English left to match)
        assert word("critical hit") != "critical hit"


def test_other_columns_have_no_spans_and_a_retranslation_renews_them(
        translated: Any, encounter: Encounter) -> None:
    model = RollLogModel(encounter)
    row = next(r for r, e in enumerate(model.entries()) if e.kind == "attack")
    assert model.index(row, Column.ACTOR).data(OUTCOME_ROLE) == []
    english = model.index(row, Column.TEXT).data(OUTCOME_ROLE)
    translated("ja")
    model.retranslate()
    line = model.index(row, Column.TEXT).data()
    spans = model.index(row, Column.TEXT).data(OUTCOME_ROLE)
    assert [s.kind for s in spans] == [s.kind for s in english]
    assert spans[0].text(line) == word("critical hit") != "critical hit"
    assert spans != english  # the Japanese line puts the word elsewhere


# -- the delegate: only the outcome words coloured -------------------------------------------
def test_the_delegate_colours_only_the_outcome_words_criticals_in_bold(dock: RollLogDock) -> None:
    view = dock.view
    delegate = view.itemDelegateForColumn(Column.TEXT)
    assert isinstance(delegate, OutcomeDelegate)
    row = next(r for r, e in enumerate(dock.visible_entries()) if e.kind == "attack")
    index = dock.proxy.index(row, Column.TEXT)
    option = cell_option(view, index)
    text, spans = delegate.line(option, index)
    compact = index.data(COMPACT_ROLE)
    assert text in (index.data(), compact[0] if compact else None)  # whole, or totals only (issue 26 item 8)
    ranges = delegate.formats(option, spans, text)
    assert [(r.start, r.length) for r in ranges] == [(s.start, s.length) for s in spans]
    (critical,) = ranges
    assert text[critical.start:critical.start + critical.length] == "critical hit"
    assert critical.format.foreground().color() == outcome_colour(view, "critical_success")
    assert critical.format.fontWeight() == QFont.Weight.Bold
    plain_hit = dock.visible_entries().index(next(e for e in dock.visible_entries()
                                                  if e.kind == "attack" and "→ hit;" in e.text))
    hit_index = dock.proxy.index(plain_hit, Column.TEXT)
    (hit,) = delegate.formats(option, *reversed(delegate.line(cell_option(view, hit_index), hit_index)))
    assert hit.format.foreground().color() == outcome_colour(view, "success")
    assert hit.format.fontWeight() != QFont.Weight.Bold
    # a selected row keeps the selection's text colour; the outcome is underlined instead
    (selected,) = delegate.formats(option, spans, text, selected=True)
    assert selected.format.fontUnderline() and selected.format.fontWeight() == QFont.Weight.Bold
    assert selected.format.foreground().style() == Qt.BrushStyle.NoBrush


def test_outcome_colours_are_painted_on_the_outcome_words(qtbot: Any, dock: RollLogDock) -> None:
    """The pixels of the cell: the outcome colour appears over the outcome word and nowhere
    before it on that row (the name and the numbers stay the text colour)."""
    view = dock.view
    view.clearSelection()
    view.setCurrentIndex(QModelIndex())
    qtbot.waitUntil(lambda: view.isVisible())
    row = next(r for r, e in enumerate(dock.visible_entries()) if e.kind == "attack" and "critical hit" in e.text)
    index = dock.proxy.index(row, Column.TEXT)
    view.scrollTo(index)
    qtbot.wait(20)
    image = view.viewport().grab().toImage()
    option = cell_option(view, index)
    text, (span,) = view.itemDelegateForColumn(Column.TEXT).line(option, index)
    style = view.style()
    left = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view).left()
    metrics = view.fontMetrics()
    start = left + metrics.horizontalAdvance(text[:span.start])
    end = start + metrics.horizontalAdvance(span.text(text)) + 8  # bold is a little wider
    rect = view.visualRect(index)
    wanted = outcome_colour(view, "critical_success")

    def near(x: int, y: int) -> bool:
        pixel = QColor(image.pixel(QPoint(x, y)))
        return (abs(pixel.red() - wanted.red()) + abs(pixel.green() - wanted.green())
                + abs(pixel.blue() - wanted.blue())) < 60

    over_word = sum(near(x, y) for x in range(start, end) for y in range(rect.top(), rect.bottom()))
    before = sum(near(x, y) for x in range(rect.left(), start - 2) for y in range(rect.top(), rect.bottom()))
    assert over_word > 10
    assert before == 0


def test_a_name_that_looks_like_markup_is_painted_as_typed(qtbot: Any, dock: RollLogDock,
                                                         encounter: Encounter) -> None:
    EditCombatant("goblin-lurker", {"name": HOSTILE}).apply(encounter)
    attack(encounter, [20, 20, 20, 15, 10], "goblin-lurker", "ayla-thornwood").apply(encounter)
    view = dock.view
    index = dock.proxy.index(dock.proxy.rowCount() - 1, Column.TEXT)
    text, spans = view.itemDelegateForColumn(Column.TEXT).line(cell_option(view, index), index)
    assert text.startswith(HOSTILE + " attacks Ayla Thornwood")
    assert spans and all(span.start > len(HOSTILE) for span in spans)
    assert [span.text(text) for span in spans][0] in ("hit", "critical hit", "miss")
    qtbot.wait(10)
    view.viewport().grab()  # painting it raises nothing


# -- colours readable on both themes -----------------------------------------------------------
def _luminance(color: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(color.red()) + 0.7152 * channel(color.green()) + 0.0722 * channel(color.blue())


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_outcome_colours_read_at_4_5_to_1_on_rows_and_alternate_rows(qapp: QApplication, theme: str) -> None:
    widget = QWidget()
    palette = dark_palette() if theme == "dark" else QApplication.style().standardPalette()
    widget.setPalette(palette)
    colours = {kind.value: outcome_colour(widget, kind.value) for kind in OutcomeKind}
    assert len({c.name() for c in colours.values()}) == 4  # four distinct colours
    for kind, colour in colours.items():
        for role in (QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase):
            assert contrast(colour, palette.color(role)) >= 4.5, (theme, kind, role)
