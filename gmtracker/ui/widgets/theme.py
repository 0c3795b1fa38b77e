"""Light or dark: follow the system's palette, or force one readable in a dim room.

"system" leaves the style and palette the platform gave the app (Qt follows the OS's
light/dark choice by itself where the platform tells it). "light" and "dark" use the
Fusion style with a palette of our own, so they look the same on every platform; the
dark one keeps text and background far apart (contrast well over 7:1) without a glaring
white, for a dim room at the table.

Every control stays visible (issue 26 item 3, WCAG 2.2 1.4.11 and 1.4.3, measured from
the pixels by tests/ui/test_contrast.py). Fusion draws the borders of check boxes, radio
buttons, line edits, spin boxes, combo boxes and item views from one colour only, its
*outline*: the palette's Window darkened by 40 % (qfusionstyle.cpp, ``outline()``:
``pal.window().color().darker(140)``; a check box ``outline.lighter(110)``, a radio button
``window.darker(150)``; only a high-contrast platform makes it ``Text``). A border a few
steps darker than the background around it is at best 2:1 on a light window and 1.0:1 on
a dark one (#1D1F23 on #1B1D21, issue 26) — no choice of palette roles reaches 3:1, since
the border is always a fixed step from Window. So :class:`ReadableFusion` keeps Fusion and
its palette roles for everything and redraws only those borders, in :func:`outline_colour`:
the palette's Text blended into its Window just far enough to stand 3:1 from both Window
and Base (Qt's own high-contrast outline is Text itself), and a keyboard focus in
:func:`focus_colour` (the palette's Highlight, taken towards Text until it reaches 3:1).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QStyleOptionComplex,
    QWidget,
)

THEMES = ("system", "light", "dark")

_ORIGINAL_STYLE = "_gmtracker_original_style"
_ORIGINAL_PALETTE = "_gmtracker_original_palette"


def dark_palette() -> QPalette:
    """A dark palette: soft light text on near-black, a calm blue for selection and links."""
    palette = QPalette()
    colors = {
        QPalette.ColorRole.Window: QColor(37, 39, 44),
        QPalette.ColorRole.WindowText: QColor(228, 228, 228),
        QPalette.ColorRole.Base: QColor(27, 29, 33),
        QPalette.ColorRole.AlternateBase: QColor(44, 47, 53),
        QPalette.ColorRole.ToolTipBase: QColor(50, 53, 60),
        QPalette.ColorRole.ToolTipText: QColor(235, 235, 235),
        QPalette.ColorRole.PlaceholderText: QColor(150, 150, 150),
        QPalette.ColorRole.Text: QColor(228, 228, 228),
        QPalette.ColorRole.Button: QColor(48, 51, 58),
        QPalette.ColorRole.ButtonText: QColor(228, 228, 228),
        QPalette.ColorRole.BrightText: QColor(255, 120, 110),
        QPalette.ColorRole.Light: QColor(70, 74, 82),
        QPalette.ColorRole.Midlight: QColor(58, 62, 70),
        QPalette.ColorRole.Mid: QColor(42, 45, 50),
        QPalette.ColorRole.Dark: QColor(20, 21, 24),
        QPalette.ColorRole.Shadow: QColor(0, 0, 0),
        QPalette.ColorRole.Highlight: QColor(52, 101, 164),
        QPalette.ColorRole.HighlightedText: QColor(255, 255, 255),
        QPalette.ColorRole.Link: QColor(110, 170, 240),
        QPalette.ColorRole.LinkVisited: QColor(170, 140, 230),
    }
    for role, color in colors.items():
        palette.setColor(role, color)
    # Greyed, yet 4.5:1 on Base, AlternateBase and Window: the table greys the defeated
    # combatants' rows with it, and they must still be read (issue 26 item 3).
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(155, 155, 155))
    return palette


def light_palette(style: QStyle) -> QPalette:
    """Fusion's own light palette, its greyed text dark enough to read (4.5:1 on white and
    on the light window: the table greys the defeated combatants' rows with it) and its
    selection deep enough for white text."""
    palette = style.standardPalette()
    # Fusion's selection blue (#308cc6) holds white text at 3.7:1 only: a deeper blue, 5.4:1.
    palette.setColor(QPalette.ColorRole.Highlight, QColor(33, 110, 170))
    # Fusion's placeholder (Text at half alpha) is 4.0:1 on white: a grey that reads, 5.5:1.
    palette.setColor(QPalette.ColorRole.PlaceholderText, QColor(105, 105, 105))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(100, 100, 100))
    return palette


def _linear(channel: int) -> float:
    c = channel / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG 2.2 contrast ratio of two colours (1.0 … 21.0)."""
    def luminance(c: QColor) -> float:
        return 0.2126 * _linear(c.red()) + 0.7152 * _linear(c.green()) + 0.0722 * _linear(c.blue())

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _blend(a: QColor, b: QColor, t: float) -> QColor:
    return QColor(round(a.red() + (b.red() - a.red()) * t), round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t))


# What a border must reach against the colours on either side of it: WCAG's 3:1 with a
# margin, since an anti-aliased line is a little paler than its pen.
BORDER_CONTRAST = 3.4
RADIO_CONTRAST = 4.5


def _towards(start: QColor, goal: QColor, palette: QPalette, minimum: float = BORDER_CONTRAST) -> QColor:
    """``start`` taken towards ``goal`` in small steps until it stands ``minimum`` from the
    backgrounds a control sits on: the palette's Window, Base, and the lighter Button
    Fusion fills a tab's page with (or ``goal`` itself when nothing nearer does)."""
    backgrounds = (palette.color(QPalette.ColorRole.Window), palette.color(QPalette.ColorRole.Base),
                   palette.color(QPalette.ColorRole.Button).lighter(125))
    for step in range(21):
        colour = _blend(start, goal, step / 20)
        if all(contrast(colour, background) >= minimum for background in backgrounds):
            return colour
    return QColor(goal)


def outline_colour(palette: QPalette, minimum: float = BORDER_CONTRAST) -> QColor:
    """The border of an input or an indicator: the palette's Text blended into its Window
    just far enough to stand 3:1 (and a little more) from Window, Base and a tab's page.
    A radio button's thin anti-aliased circle asks for more (``minimum``): no pixel of it
    is drawn in the full colour."""
    return _towards(palette.color(QPalette.ColorRole.Window), palette.color(QPalette.ColorRole.Text), palette,
                    minimum)


def focus_colour(palette: QPalette) -> QColor:
    """The border of the control with the keyboard focus: the palette's Highlight, taken
    towards Text until it stands 3:1 from Window and Base."""
    return _towards(palette.color(QPalette.ColorRole.Highlight), palette.color(QPalette.ColorRole.Text), palette)


PE = QStyle.PrimitiveElement
CC = QStyle.ComplexControl
_STATE = QStyle.StateFlag


class ReadableFusion(QProxyStyle):
    """Fusion, with the borders of indicators and inputs drawn readable (module docstring).

    Each element is drawn by Fusion first; then its border, at the very place Fusion drew
    it, is drawn again in :func:`outline_colour` (:func:`focus_colour` with the focus).
    Nothing else changes: sizes, margins, fills and the palette's roles are Fusion's."""

    def __init__(self) -> None:
        super().__init__(QStyleFactory.create("Fusion"))
        self.setObjectName("ReadableFusion")

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,  # noqa: N802 - Qt's name
                      painter: QPainter, widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element == PE.PE_IndicatorCheckBox:
            keyboard = bool(option.state & _STATE.State_HasFocus and option.state & _STATE.State_KeyboardFocusChange)
            rect = QRectF(option.rect.adjusted(0, 0, -1, -1)).translated(0.5, 0.5)
            if option.state & _STATE.State_Selected:  # an item view's box on a selected row: on Highlight
                self._pen(painter, option.palette.color(QPalette.ColorRole.HighlightedText), lambda p: p.drawRect(rect))
                return
            self._border(painter, option, keyboard, lambda p: p.drawRect(rect))
        elif element == PE.PE_IndicatorRadioButton:
            keyboard = bool(option.state & _STATE.State_HasFocus and option.state & _STATE.State_KeyboardFocusChange)
            r = option.rect
            centre = QPointF(r.center()) + QPointF(1, 1)
            radius = (r.width() + (r.width() + 1) % 2) / 2.0 - 1
            circle = QPainterPath()
            circle.addEllipse(centre, radius, radius)
            self._border(painter, option, keyboard, lambda p: p.drawPath(circle), minimum=RADIO_CONTRAST)
        elif element == PE.PE_FrameLineEdit:
            self._rounded_frame(painter, option)
        elif element == PE.PE_Frame and not (widget is not None and widget.inherits("QComboBoxPrivateContainer")):
            edge = option.rect.adjusted(0, 0, -1, -1)
            self._border(painter, option, False, lambda p: p.drawRect(edge), antialias=False)

    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex,  # noqa: N802 - Qt's name
                           painter: QPainter, widget: QWidget | None = None) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control in (CC.CC_SpinBox, CC.CC_ComboBox) and getattr(option, "frame", True):
            self._rounded_frame(painter, option)

    def _rounded_frame(self, painter: QPainter, option: QStyleOption) -> None:
        rect = QRectF(option.rect.adjusted(0, 0, -1, -1)).translated(0.5, 0.5)
        focus = bool(option.state & _STATE.State_HasFocus)
        self._border(painter, option, focus, lambda p: p.drawRoundedRect(rect, 2, 2))

    @staticmethod
    def _pen(painter: QPainter, colour: QColor, draw: Callable[[QPainter], None]) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(colour, 1))
        painter.setBrush(QColor(0, 0, 0, 0))
        draw(painter)
        painter.restore()

    @staticmethod
    def _border(painter: QPainter, option: QStyleOption, focus: bool, draw: Callable[[QPainter], None], *,
                antialias: bool = True, minimum: float = BORDER_CONTRAST) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, antialias)
        palette = option.palette
        painter.setPen(QPen(focus_colour(palette) if focus else outline_colour(palette, minimum), 1))
        painter.setBrush(QColor(0, 0, 0, 0))
        draw(painter)
        painter.restore()


def apply_theme(app: QApplication, theme: str) -> None:
    """Use ``theme`` ("system", "light" or "dark") for every window of ``app`` from now on."""
    if theme not in THEMES:
        raise ValueError(f"unknown theme {theme!r}")
    if app.property(_ORIGINAL_STYLE) is None:  # remember what the platform gave us, once
        app.setProperty(_ORIGINAL_STYLE, app.style().name())
        app.setProperty(_ORIGINAL_PALETTE, QPalette(app.palette()))
    if theme == "system":
        original = str(app.property(_ORIGINAL_STYLE))
        if app.style().name() != original:
            app.setStyle(QStyleFactory.create(original))
        app.setPalette(app.property(_ORIGINAL_PALETTE))
        return
    if not isinstance(app.style(), ReadableFusion):
        app.setStyle(ReadableFusion())
    app.setPalette(dark_palette() if theme == "dark" else light_palette(app.style()))


def is_dark(widget: QWidget) -> bool:
    """Whether the widget's window background is dark (the dark theme, or a dark system palette)."""
    return widget.palette().color(QPalette.ColorRole.Window).lightness() < 128


def error_colour(widget: QWidget) -> QColor:
    """A red that reads on the widget's background: dark red on light, light red on dark themes."""
    return QColor(255, 138, 128) if is_dark(widget) else QColor(179, 38, 30)


def error_style(widget: QWidget) -> str:
    """A style sheet for an error message label on ``widget``'s background."""
    return f"color: {error_colour(widget).name()};"


def invalid_style(widget: QWidget) -> str:
    """A style sheet marking a field with a refused value, readable in either theme."""
    if is_dark(widget):
        return ("background-color: #4a1f22; color: #f2f2f2; placeholder-text-color: #c8c8c8;"
                " border: 1px solid #ff8a80;")
    # The placeholder too: the palette's grey is 3.2:1 on the pink (issue 26 item 3).
    return "background-color: #ffebee; color: #1b1b1b; placeholder-text-color: #5f5f5f; border: 1px solid #c62828;"


# How a roll went (OutcomeKind values) → its colour on a light and on a dark background.
# Each reads at 4.5:1 or more on both themes' base and alternate rows; the criticals are
# also bold, so colour is never the only mark (tests/ui/test_roll_log_outcomes.py).
_OUTCOME_COLOURS: dict[str, tuple[QColor, QColor]] = {
    "critical_success": (QColor(0, 105, 92), QColor(77, 208, 225)),  # teal / cyan
    "success": (QColor(38, 115, 43), QColor(129, 199, 132)),  # green (5.1:1 on the light window too)
    "failure": (QColor(183, 28, 28), QColor(255, 138, 128)),  # red
    "critical_failure": (QColor(136, 14, 79), QColor(244, 143, 177)),  # crimson / pink
}


def outcome_colour(widget: QWidget, kind: str) -> QColor:
    """The colour of an outcome word (``"critical_success"``, ``"success"``, ``"failure"``,
    ``"critical_failure"``) on ``widget``'s background, light or dark."""
    light, dark = _OUTCOME_COLOURS[kind]
    return QColor(dark if is_dark(widget) else light)
