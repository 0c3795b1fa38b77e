"""Light or dark: follow the system's palette, or force one readable in a dim room.

"system" leaves the style and palette the platform gave the app (Qt follows the OS's
light/dark choice by itself where the platform tells it). "light" and "dark" use the
Fusion style with a palette of our own, so they look the same on every platform; the
dark one keeps text and background far apart (contrast well over 7:1) without a glaring
white, for a dim room at the table.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory, QWidget

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
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(125, 125, 125))
    return palette


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
    if app.style().name().lower() != "fusion":
        app.setStyle(QStyleFactory.create("Fusion"))
    app.setPalette(dark_palette() if theme == "dark" else app.style().standardPalette())


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
        return "background-color: #4a1f22; color: #f2f2f2; border: 1px solid #ff8a80;"
    return "background-color: #ffebee; color: #1b1b1b; border: 1px solid #c62828;"


# How a roll went (OutcomeKind values) → its colour on a light and on a dark background.
# Each reads at 4.5:1 or more on both themes' base and alternate rows; the criticals are
# also bold, so colour is never the only mark (tests/ui/test_roll_log_outcomes.py).
_OUTCOME_COLOURS: dict[str, tuple[QColor, QColor]] = {
    "critical_success": (QColor(0, 105, 92), QColor(77, 208, 225)),  # teal / cyan
    "success": (QColor(46, 125, 50), QColor(129, 199, 132)),  # green
    "failure": (QColor(183, 28, 28), QColor(255, 138, 128)),  # red
    "critical_failure": (QColor(136, 14, 79), QColor(244, 143, 177)),  # crimson / pink
}


def outcome_colour(widget: QWidget, kind: str) -> QColor:
    """The colour of an outcome word (``"critical_success"``, ``"success"``, ``"failure"``,
    ``"critical_failure"``) on ``widget``'s background, light or dark."""
    light, dark = _OUTCOME_COLOURS[kind]
    return QColor(dark if is_dark(widget) else light)
