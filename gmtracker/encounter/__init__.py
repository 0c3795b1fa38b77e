"""The encounter being run: combatants, turn order, rounds, the roll log and the GM's
actions as command objects (apply/revert).

Pure Python: it may use ``gmtracker.rules`` but never Qt, files or the UI. Empty for now;
the encounter model arrives in a later issue.
"""
