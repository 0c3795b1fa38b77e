"""The application shell: the QApplication, the main window and its actions, the open
document (undo stack, file, journal), the context and the settings service. It composes
the panels and dialogs below it."""
