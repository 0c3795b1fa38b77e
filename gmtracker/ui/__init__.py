"""Everything Qt: the main window, table models, dialogs and the application object.

Only this package (and ``gmtracker.app``, which starts it) imports PySide6.
"""
