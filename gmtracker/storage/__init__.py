"""Everything that touches the disk: encounter files, user paths, bundled resources and,
later, autosave, the combatant library and settings.

No Qt here (import-linter enforces it); the UI turns these values into widgets.
"""
