"""Field bindings of the combatant editor: one editor widget for one value of a combatant.

A :class:`Binding` knows how to read its value from a :class:`Combatant`, show it in its
widget without committing, parse what the GM typed (raising :class:`FieldError` with
the reason), and describe the change for :class:`~gmtracker.encounter.roster.EditCombatant`.
It signals ``edited`` on every keystroke (the editor refreshes its live preview) and
``finished`` when the GM is done with an edit (the editor turns it into one command):

* text lines on editingFinished (Enter or leaving the field);
* spin boxes after a short pause in typing or clicking (debounced) or on editingFinished;
* check boxes when toggled, combo boxes when a choice is made;
* the notes when the GM leaves them (or presses Ctrl+Enter).

A binding never emits for values it shows itself, so an undo never bounces back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import msgspec
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from gmtracker.encounter import Combatant
from gmtracker.encounter.names import code_point, control_character, has_visible
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.widgets.theme import invalid_style

# How long a spin box waits after the last change before committing it (ms).
COMMIT_DELAY_MS = 600



class FieldError(ValueError):
    """What the GM typed cannot be this field's value (the message says why)."""


def parse_name(text: str) -> str:
    """The Name field's text as a combatant's name, or FieldError: a name is one line (no line
    break, tab or other control character: pasted text can hold one) and shows a visible
    character (U+200B alone is blank), as the loader requires (issue 27 item 10)."""
    name = text.strip()
    bad = control_character(name)
    if bad is not None:
        #: %1 is the character's code point, e.g. U+000A (a line break)
        raise FieldError(fill(QCoreApplication.translate(
            "CombatantEditor", "A name is one line: it cannot hold a line break or another control "
                               "character (%1). Nothing was changed."), code_point(bad)))
    if not has_visible(name):
        raise FieldError(QCoreApplication.translate("CombatantEditor", "A combatant needs a name."))
    return name


class _NoWheelUnlessFocused(QObject):
    """Scrolling the editor must not change the spin box or combo box under the mouse."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            event.ignore()
            return True
        return False


class Binding(QObject):
    """One widget bound to one combatant value (``field`` names the Combatant field it changes)."""

    edited = Signal()
    finished = Signal()

    def __init__(self, field: str, widget: QWidget, error_label: QLabel) -> None:
        super().__init__(widget)
        self.field = field
        self.widget = widget
        self.error_label = error_label
        self._showing = False
        self._error: str | None = None
        # The GM changed the widget since it was last set from the combatant or committed.
        # Only a dirty binding commits, so tabbing through a field never rewrites its value.
        self.dirty = False
        error_label.hide()

    # -- the value -----------------------------------------------------------------
    def read(self, combatant: Combatant) -> Any:
        return getattr(combatant, self.field)

    def changes(self, combatant: Combatant, value: Any) -> dict[str, Any]:
        """The EditCombatant changes that set this value (just this field)."""
        return {self.field: value}

    def apply(self, combatant: Combatant, value: Any) -> Combatant:
        """The combatant with this value (for the live preview)."""
        return msgspec.structs.replace(combatant, **self.changes(combatant, value))

    def parse(self) -> Any:
        """The widget's value, or FieldError saying why it cannot be one."""
        raise NotImplementedError

    def show(self, value: Any) -> None:
        """Show ``value`` without committing; the text cursor stays where it was."""
        self._showing = True
        try:
            self._set(value)
        finally:
            self._showing = False
        self.dirty = False

    def _set(self, value: Any) -> None:
        raise NotImplementedError

    def cancel_pending(self) -> None:
        """Forget a commit waiting on a timer (an undo replaced the value)."""

    # -- errors --------------------------------------------------------------------
    def error(self) -> str | None:
        return self._error

    def set_error(self, message: str | None) -> None:
        """Mark the field invalid with the reason below it, or clear the mark."""
        if message == self._error:
            return
        self._error = message
        self.widget.setProperty("invalid", message is not None)
        self.widget.setStyleSheet(invalid_style(self.widget) if message else "")
        self.widget.setAccessibleDescription(message or "")
        self.error_label.setText(message or "")
        self.error_label.setVisible(message is not None)

    # -- signals -------------------------------------------------------------------
    def _edited(self, *_: object) -> None:
        if not self._showing:
            self.dirty = True
            self.edited.emit()

    def _finished(self, *_: object) -> None:
        if not self._showing:
            self.finished.emit()


class LineBinding(Binding):
    """A QLineEdit; ``parser`` turns its text into the value (raising FieldError)."""

    def __init__(self, field: str, widget: QLineEdit, error_label: QLabel,
                 parser: Callable[[str], Any] = str, formatter: Callable[[Any], str] = str) -> None:
        super().__init__(field, widget, error_label)
        self.line = widget
        self._parser = parser
        self._formatter = formatter
        widget.textEdited.connect(self._edited)
        widget.editingFinished.connect(self._finished)

    def parse(self) -> Any:
        return self._parser(self.line.text())

    def _set(self, value: Any) -> None:
        text = self._formatter(value)
        if text == self.line.text():
            return
        position = self.line.cursorPosition()
        self.line.setText(text)
        if self.line.hasFocus():
            self.line.setCursorPosition(min(position, len(text)))


class SpinBinding(Binding):
    """A QSpinBox or QDoubleSpinBox; commits after a pause or on editingFinished."""

    def __init__(self, field: str, widget: QSpinBox | QDoubleSpinBox, error_label: QLabel,
                 none_at_minimum: bool = False) -> None:
        super().__init__(field, widget, error_label)
        self.spin = widget
        self._none_at_minimum = none_at_minimum
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(COMMIT_DELAY_MS)
        self._timer.timeout.connect(self._finished)
        widget.valueChanged.connect(self._changed)
        widget.editingFinished.connect(self._finish_now)
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        widget.installEventFilter(_NoWheelUnlessFocused(widget))

    def _changed(self, *_: object) -> None:
        if self._showing:
            return
        self.dirty = True
        self.edited.emit()
        self._timer.start()

    def _finish_now(self) -> None:
        self._timer.stop()
        self._finished()

    def pending(self) -> bool:
        return self._timer.isActive()

    def cancel_pending(self) -> None:
        self._timer.stop()

    def parse(self) -> Any:
        value = self.spin.value()
        if self._none_at_minimum and value == self.spin.minimum():
            return None
        if isinstance(self.spin, QDoubleSpinBox):
            return float(value)
        return int(value)

    def _set(self, value: Any) -> None:
        shown = self.spin.minimum() if value is None and self._none_at_minimum else value
        if self.spin.value() != shown:
            position = self.spin.lineEdit().cursorPosition()
            if isinstance(self.spin, QDoubleSpinBox):
                self.spin.setValue(float(shown))
            else:
                self.spin.setValue(int(shown))
            if self.spin.hasFocus():
                self.spin.lineEdit().setCursorPosition(min(position, len(self.spin.lineEdit().text())))


class DecimalSpinBox(QDoubleSpinBox):
    """A QDoubleSpinBox that shows ``15`` and ``12.5`` rather than ``15.00`` and ``12.50``."""

    def textFromValue(self, value: float) -> str:  # noqa: N802
        locale = self.locale()
        text = locale.toString(value, "f", self.decimals())
        if not self.isGroupSeparatorShown():
            text = text.replace(locale.groupSeparator(), "")
        point = locale.decimalPoint()
        if point in text:
            text = text.rstrip("0").rstrip(point)
        return text


class AttributeBinding(SpinBinding):
    """One of the five attributes: ``attributes.<name>`` of the combatant."""

    def __init__(self, attribute: str, widget: QSpinBox, error_label: QLabel) -> None:
        super().__init__("attributes", widget, error_label)
        self.attribute = attribute

    def read(self, combatant: Combatant) -> Any:
        return getattr(combatant.attributes, self.attribute)

    def changes(self, combatant: Combatant, value: Any) -> dict[str, Any]:
        return {"attributes": msgspec.structs.replace(combatant.attributes, **{self.attribute: value})}


class CheckBinding(Binding):
    def __init__(self, field: str, widget: QCheckBox, error_label: QLabel) -> None:
        super().__init__(field, widget, error_label)
        self.check = widget
        widget.toggled.connect(self._toggled)

    def _toggled(self, *_: object) -> None:
        self._edited()
        self._finished()

    def parse(self) -> Any:
        return self.check.isChecked()

    def _set(self, value: Any) -> None:
        self.check.setChecked(bool(value))


class ComboBinding(Binding):
    """A QComboBox whose item data are the values (enum members)."""

    def __init__(self, field: str, widget: QComboBox, error_label: QLabel, values: Sequence[Any]) -> None:
        super().__init__(field, widget, error_label)
        self.combo = widget
        self._values = list(values)
        widget.activated.connect(self._chosen)
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        widget.installEventFilter(_NoWheelUnlessFocused(widget))

    def _chosen(self, *_: object) -> None:
        self._edited()
        self._finished()

    def parse(self) -> Any:
        index = self.combo.currentIndex()
        if not 0 <= index < len(self._values):
            raise FieldError("nothing chosen")
        return self._values[index]

    def _set(self, value: Any) -> None:
        if value in self._values:
            self.combo.setCurrentIndex(self._values.index(value))


class NotesBinding(Binding):
    """The notes: committed when the GM leaves the field or presses Ctrl+Enter."""

    def __init__(self, field: str, widget: QPlainTextEdit, error_label: QLabel) -> None:
        super().__init__(field, widget, error_label)
        self.text = widget
        widget.textChanged.connect(self._edited)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.FocusOut:
            self._finished()
        elif event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
                    event.modifiers() & Qt.KeyboardModifier.ControlModifier):
                self._finished()
                return True
        return False

    def parse(self) -> Any:
        return self.text.toPlainText()

    def _set(self, value: Any) -> None:
        if self.text.toPlainText() == value:
            return
        cursor = self.text.textCursor()
        position = cursor.position()
        self.text.setPlainText(str(value))
        if self.text.hasFocus():
            cursor = self.text.textCursor()
            cursor.setPosition(min(position, len(str(value))))
            self.text.setTextCursor(cursor)


class ValueBinding(Binding):
    """A value edited by a compound widget (attack list, 1D100 table) that says when it changed.

    ``getter`` returns the widget's value, ``setter`` shows one; the widget calls
    :meth:`changed` after each complete edit (one edit, one command).
    """

    def __init__(self, field: str, widget: QWidget, error_label: QLabel,
                 getter: Callable[[], Any], setter: Callable[[Any], None]) -> None:
        super().__init__(field, widget, error_label)
        self._getter = getter
        self._setter = setter

    def changed(self) -> None:
        self._edited()
        self._finished()

    def parse(self) -> Any:
        return self._getter()

    def _set(self, value: Any) -> None:
        if self._getter() != value:
            self._setter(value)
