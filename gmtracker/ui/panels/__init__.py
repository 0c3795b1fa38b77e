"""Docks and windows beside the table: the combatant editor, the roll log, the player view."""
