"""Exact odds shown as percentages, one bar per outcome.

The rules core computes odds as exact :class:`fractions.Fraction` values; a dialog
hands them here already labelled in the user's language::

    view.set_odds([(self.tr("success"), Fraction(9, 20)), ...])

Each row shows the label, a bar and the percentage (one decimal where it is not a
whole number; "<0.1%" for a possible but very unlikely outcome, so "0%" always means
impossible). The exact fraction is in each row's tooltip. ``highlight(label)`` bolds
the outcome that happened once the dice are rolled.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QProgressBar, QSizePolicy, QWidget

from gmtracker.ui.words.text_format import fill, percent_text

# Bar resolution: tenths of a percent.
_STEPS = 1000


class OddsView(QWidget):
    """A label, a bar and a percentage per outcome; ``set_odds`` replaces them all."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("oddsView")
        self.setAccessibleName(self.tr("Odds"))
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(8)
        self._grid.setVerticalSpacing(2)
        self._grid.setColumnStretch(1, 1)
        self._rows: list[tuple[QLabel, QProgressBar, QLabel]] = []
        self._odds: list[tuple[str, Fraction]] = []
        self._highlight: str | None = None

    # -- the API ---------------------------------------------------------------------
    def set_odds(self, odds: Sequence[tuple[str, Fraction]]) -> None:
        """Show these outcomes in this order (labels already translated)."""
        self._odds = [(label, Fraction(p)) for label, p in odds]
        while len(self._rows) < len(self._odds):
            self._add_row()
        while len(self._rows) > len(self._odds):
            for widget in self._rows.pop():
                self._grid.removeWidget(widget)
                widget.deleteLater()
        for (label, probability), (name, bar, percent) in zip(self._odds, self._rows):
            text = percent_text(probability, self.locale())
            name.setText(label)
            bar.setValue(round(probability * _STEPS))
            bar.setAccessibleName(label)
            bar.setAccessibleDescription(text)
            percent.setText(text)
            exact = fill(self.tr("%1: %2 (exactly %3)"), label, text, f"{probability.numerator}/{probability.denominator}")
            for widget in (name, bar, percent):
                widget.setToolTip(exact)
        self._apply_highlight()

    def odds(self) -> list[tuple[str, Fraction]]:
        """The outcomes shown, exactly as given."""
        return list(self._odds)

    def shown(self) -> list[tuple[str, str]]:
        """What the GM reads: each label with its percentage text."""
        return [(name.text(), percent.text()) for name, _bar, percent in self._rows]

    def highlight(self, label: str | None) -> None:
        """Bold the outcome with this label (None: none), e.g. the degree that was rolled."""
        self._highlight = label
        self._apply_highlight()

    def highlighted(self) -> str | None:
        return self._highlight

    # -- inside ----------------------------------------------------------------------
    def _add_row(self) -> None:
        row = len(self._rows)
        name = QLabel(self)
        name.setObjectName(f"oddsLabel{row}")
        bar = QProgressBar(self)
        bar.setObjectName(f"oddsBar{row}")
        bar.setRange(0, _STEPS)
        bar.setTextVisible(False)
        bar.setMaximumHeight(name.sizeHint().height())
        bar.setMinimumWidth(80)
        bar.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        percent = QLabel(self)
        percent.setObjectName(f"oddsPercent{row}")
        percent.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        percent.setMinimumWidth(percent.fontMetrics().horizontalAdvance(">99.9%") + 4)
        self._grid.addWidget(name, row, 0)
        self._grid.addWidget(bar, row, 1)
        self._grid.addWidget(percent, row, 2)
        self._rows.append((name, bar, percent))

    def _apply_highlight(self) -> None:
        for (label, _p), (name, _bar, percent) in zip(self._odds, self._rows):
            bold = self._highlight is not None and label == self._highlight
            for widget in (name, percent):
                font = widget.font()
                font.setBold(bold)
                widget.setFont(font)
