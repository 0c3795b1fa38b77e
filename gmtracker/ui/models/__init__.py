"""The Qt table models (combatants, roll log) and listening to an encounter safely."""
