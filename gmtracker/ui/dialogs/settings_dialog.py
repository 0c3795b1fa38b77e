"""The settings dialog: every declared setting, and this encounter's own rule settings.

The widgets are made from the declarations in :mod:`gmtracker.storage.settings` — a
check box for a yes/no setting, a spin box for a number, a drop-down for a choice — so a
new setting needs no code here beyond the words for its choices. Four tabs:

* **General**: language, theme, table font size;
* **Player view**: what the players see of each side;
* **New encounters**: the rule settings a new encounter starts with;
* **This encounter**: the open encounter's own rule settings, which override the
  defaults for it and are saved with it. Changing them is one undoable step
  (:class:`~gmtracker.encounter.encounter_settings.ChangeSettings`).

Nonsense (overlapping 1D100 ranges) is refused with a message naming the field, and
the dialog stays open with what the GM typed.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import Command, Encounter
from gmtracker.encounter.encounter_settings import ChangeSettings
from gmtracker.storage.settings import (
    ENCOUNTER_KEYS,
    SETTINGS,
    AppSettings,
    Group,
    Setting,
    encounter_values,
    range_problem,
)
from gmtracker.ui.dialogs.dialog_parts import error_label, ok_cancel_buttons, show_error
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP, fill
from gmtracker.ui.words.setting_words import choice_text

_CONTEXT = "Settings"

_TABS = (
    (Group.GENERAL, QT_TRANSLATE_NOOP("Settings", "General")),
    (Group.PLAYER_VIEW, QT_TRANSLATE_NOOP("Settings", "Player view")),
    (Group.NEW_ENCOUNTERS, QT_TRANSLATE_NOOP("Settings", "New encounters")),
)


# The language selector's objectName (checked from outside: item data system, en, zh_CN, ja).
LANGUAGE_BOX = "languageBox"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def object_name(prefix: str, key: str) -> str:
    """``setting_player_view_pc`` for ``player_view.pc`` (objectNames have no dots)."""
    return f"{prefix}_{key.replace('.', '_')}"


class SettingEditor:
    """The widget for one setting; ``value()`` and ``set_value()`` speak the setting's type."""

    def __init__(self, setting: Setting, prefix: str, parent: QWidget) -> None:
        self.setting = setting
        widget: QWidget
        if setting.kind is bool:
            widget = QCheckBox(_tr(setting.label), parent)
        elif setting.kind is int:
            box = QSpinBox(parent)
            box.setRange(setting.minimum if setting.minimum is not None else -999,
                         setting.maximum if setting.maximum is not None else 999)
            if setting.key == "table_font_size":
                box.setSpecialValueText(QCoreApplication.translate("Settings", "System size"))
                box.setSuffix(QCoreApplication.translate("Settings", " pt"))
            widget = box
        else:
            combo = QComboBox(parent)
            for choice in setting.choices:
                combo.addItem(choice_text(setting, choice), choice)
            widget = combo
        widget.setObjectName(LANGUAGE_BOX if (prefix, setting.key) == ("setting", "language")
                             else object_name(prefix, setting.key))
        widget.setAccessibleName(_tr(setting.label))
        if setting.help:
            widget.setToolTip(_tr(setting.help))
        self.widget = widget

    def value(self) -> Any:
        if isinstance(self.widget, QCheckBox):
            return self.widget.isChecked()
        if isinstance(self.widget, QSpinBox):
            return self.widget.value()
        assert isinstance(self.widget, QComboBox)
        return self.widget.currentData()

    def set_value(self, value: Any) -> None:
        if isinstance(self.widget, QCheckBox):
            self.widget.setChecked(bool(value))
        elif isinstance(self.widget, QSpinBox):
            self.widget.setValue(int(value))
        else:
            assert isinstance(self.widget, QComboBox)
            self.widget.setCurrentIndex(max(0, self.widget.findData(value)))

    def add_to(self, form: QFormLayout) -> None:
        if isinstance(self.widget, QCheckBox):
            form.addRow(self.widget)
        else:
            label = QLabel(_tr(self.setting.label), self.widget.parentWidget())
            label.setBuddy(self.widget)
            form.addRow(label, self.widget)


class SettingsDialog(QDialog):
    """Edit the GM's settings and the open encounter's own rule settings."""

    def __init__(self, settings: AppSettings, encounter: Encounter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self._settings = settings
        self._encounter = encounter
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("settingsTabs")
        self.editors: dict[str, SettingEditor] = {}
        self.encounter_editors: dict[str, SettingEditor] = {}
        for group, title in _TABS:
            page = QWidget(self.tabs)
            page.setObjectName(f"settingsPage_{group.value}")
            form = QFormLayout(page)
            if group is Group.PLAYER_VIEW:
                form.addRow(self._note(self.tr("What the players see of each side on the player view. Hidden "
                                               "combatants never appear."), page))
            if group is Group.NEW_ENCOUNTERS:
                form.addRow(self._note(self.tr("The rule settings a new encounter starts with. An encounter "
                                               "keeps its own (see “This encounter”)."), page))
            for setting in SETTINGS:
                if setting.group is group:
                    editor = SettingEditor(setting, "setting", page)
                    editor.set_value(settings[setting.key])
                    editor.add_to(form)
                    self.editors[setting.key] = editor
            self.tabs.addTab(page, _tr(title))
        page = QWidget(self.tabs)
        page.setObjectName("settingsPage_encounter")
        form = QFormLayout(page)
        form.addRow(self._note(self.tr("This encounter's own rule settings. They override the defaults for "
                                       "new encounters and are saved with the encounter; a change is one "
                                       "undoable step."), page))
        current = encounter_values(encounter.settings)
        for key in ENCOUNTER_KEYS:
            editor = SettingEditor(next(s for s in SETTINGS if s.key == key), "encounter", page)
            editor.set_value(current[key])
            editor.add_to(form)
            self.encounter_editors[key] = editor
        self.tabs.addTab(page, self.tr("This encounter"))
        self.error = error_label(self)
        self.error.setObjectName("settingsError")
        buttons = ok_cancel_buttons(self, ok_name="settingsOk", cancel_name="settingsCancel")
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._result: AppSettings | None = None
        self._commands: list[Command] = []

    @staticmethod
    def _note(text: str, parent: QWidget) -> QLabel:
        label = QLabel(text, parent)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    # -- results ---------------------------------------------------------------------
    def _app_values(self) -> dict[str, Any]:
        return {key: editor.value() for key, editor in self.editors.items()}

    def _encounter_changes(self) -> dict[str, Any]:
        current = encounter_values(self._encounter.settings)
        return {key: editor.value() for key, editor in self.encounter_editors.items()
                if editor.value() != current[key]}

    def app_settings(self) -> AppSettings:
        """The settings as accepted (the ones given when the dialog was not accepted)."""
        return self._result if self._result is not None else self._settings

    def commands(self) -> Iterator[Command]:
        """The change to this encounter's own settings, if any (one undoable step).

        Read when the GM pressed OK, so it is still there after ``exec()`` returns, even
        if the dialog's widgets are gone by then.
        """
        yield from self._commands

    def _problem(self) -> tuple[QWidget, str] | None:
        """What is wrong with the values typed (C6's ranges overlapping), and the widget to fix it in."""
        for editors, where in ((self.editors, self.tr("New encounters")),
                               (self.encounter_editors, self.tr("This encounter"))):
            found = range_problem({key: editors[key].value() for key in ("critical_from", "fumble_to")})
            if found is not None:
                return editors[found[0]].widget, self._range_message(where)
        return None

    def _range_message(self, where: str) -> str:
        return fill(self.tr("%1: the 1D100 fumble range must end below the critical range (C6)."), where)

    def accept(self) -> None:
        problem = self._problem()
        if problem is not None:
            widget, message = problem
            page = widget.parentWidget()
            if page is not None:
                self.tabs.setCurrentWidget(page)
            widget.setFocus()
            show_error(self.error, message)
            return
        self._result = self._settings.replace(**self._app_values())
        changes = self._encounter_changes()
        self._commands = [ChangeSettings(**changes)] if changes else []
        super().accept()
