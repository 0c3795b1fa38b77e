"""The roll log's entry column, with the words that say how a roll went in colour.

The model gives each line as plain text and, in :data:`OUTCOME_ROLE`, the spans that name
an outcome with their kind (from the entry's record, never from matching words). This
delegate paints the cell as the style does, then the line itself with a
:class:`QTextLayout` whose formats colour those spans only (criticals also bold). The
line is never parsed as markup: a combatant called ``<b>x</b>`` reads ``<b>x</b>``. On a
selected row the text keeps the selection's colour (always readable) and the outcome
words are underlined instead. A line too long for the column is shown with its totals only
(:data:`COMPACT_ROLE`: "hit check 21 vs base defense 11 → critical hit", the terms of each
roll are in the tooltip and the Breakdown pane), so the outcome and the damage's effects stay
in sight; if even that is too long it is elided at the right, as the other columns are.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRect, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPalette, QTextCharFormat, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from gmtracker.encounter.log_render.outcomes import OutcomeKind, OutcomeSpan
from gmtracker.ui.models.roll_log_model import COMPACT_ROLE, OUTCOME_ROLE
from gmtracker.ui.widgets.theme import outcome_colour

_AnyIndex = QModelIndex | QPersistentModelIndex
_BOLD = frozenset({OutcomeKind.CRITICAL_SUCCESS, OutcomeKind.CRITICAL_FAILURE})


def _utf16(text: str, index: int) -> int:
    """Qt counts a string in UTF-16 units: a name with an emoji shifts every later span."""
    return len(text[:index].encode("utf-16-le")) // 2


class OutcomeDelegate(QStyledItemDelegate):
    """Paints a log line with its outcome words coloured by kind (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

    # -- what is drawn (tests read it too) ------------------------------------------
    def line(self, option: QStyleOptionViewItem, index: _AnyIndex) -> tuple[str, list[OutcomeSpan]]:
        """The text the cell shows (elided to its width) and the outcome spans inside it."""
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        return self._fitted(opt, index, self._text_rect(opt).width())

    def formats(self, option: QStyleOptionViewItem, spans: list[OutcomeSpan], text: str,
                selected: bool = False) -> list[QTextLayout.FormatRange]:
        """The format ranges that colour ``spans`` of ``text`` on ``option``'s widget (UTF-16 positions)."""
        ranges = []
        for span in spans:
            char = QTextCharFormat()
            if not selected:
                char.setForeground(outcome_colour(option.widget, span.kind.value) if option.widget is not None
                                   else option.palette.color(QPalette.ColorRole.Text))
            else:  # the selection's own text colour reads on it; the outcome is underlined instead
                char.setFontUnderline(True)
            if span.kind in _BOLD:
                char.setFontWeight(QFont.Weight.Bold)
            piece = QTextLayout.FormatRange()
            piece.start = _utf16(text, span.start)
            piece.length = _utf16(text, span.start + span.length) - piece.start
            piece.format = char
            ranges.append(piece)
        return ranges

    # -- painting --------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _AnyIndex) -> None:
        spans = index.data(OUTCOME_ROLE)
        if not spans and index.data(COMPACT_ROLE) is None:
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        rect = self._text_rect(opt)
        text, shown_spans = self._fitted(opt, index, rect.width())
        opt.text = ""  # the style draws the background, selection, focus and GM badge; the text is ours
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)

        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        group = (QPalette.ColorGroup.Normal if opt.state & QStyle.StateFlag.State_Active
                 else QPalette.ColorGroup.Inactive)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        layout = QTextLayout(text, opt.font)
        text_option = QTextOption()
        text_option.setWrapMode(QTextOption.WrapMode.NoWrap)
        layout.setTextOption(text_option)
        layout.setFormats(self.formats(opt, shown_spans, text, selected))
        layout.beginLayout()
        line = layout.createLine()
        line.setLineWidth(rect.width())
        layout.endLayout()
        painter.save()
        painter.setClipRect(rect)
        painter.setPen(opt.palette.color(group, role))
        top = rect.top() + (rect.height() - line.height()) / 2
        layout.draw(painter, QPointF(rect.left(), top))
        painter.restore()

    # -- helpers ---------------------------------------------------------------------
    @staticmethod
    def _text_rect(opt: QStyleOptionViewItem) -> QRect:
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, opt.widget)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, opt.widget) + 1
        return rect.adjusted(margin, 0, -margin, 0)

    def _fitted(self, opt: QStyleOptionViewItem, index: _AnyIndex, width: int) -> tuple[str, list[OutcomeSpan]]:
        """The line as the cell shows it: whole if it fits (outcome words in bold included),
        else elided at the right with the spans cut at the ellipsis."""
        text = opt.text
        spans = index.data(OUTCOME_ROLE) or []
        metrics = QFontMetricsF(opt.font)
        bold_font = QFont(opt.font)
        bold_font.setWeight(QFont.Weight.Bold)
        bold = QFontMetricsF(bold_font)

        def bold_extra(text: str, spans: list[OutcomeSpan]) -> float:
            return sum(bold.horizontalAdvance(s.text(text)) - metrics.horizontalAdvance(s.text(text))
                       for s in spans if s.kind in _BOLD)

        extra = bold_extra(text, spans)
        if metrics.horizontalAdvance(text) + extra <= width:
            return text, list(spans)
        compact = index.data(COMPACT_ROLE)
        if compact is not None:  # the totals only: the outcome and effects stay in sight
            text, spans = compact[0], list(compact[1])
            extra = bold_extra(text, spans)
            if metrics.horizontalAdvance(text) + extra <= width:
                return text, spans
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, width - extra))
        kept = len(shown.rstrip("…")) if shown != text else len(text)
        cut = []
        for span in spans:
            end = min(span.start + span.length, kept)
            if end > span.start:
                cut.append(OutcomeSpan(span.start, end - span.start, span.kind))
        return shown, cut
