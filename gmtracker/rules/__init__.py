"""The rule texts of RULES.md as pure functions and immutable values.

No Qt, no I/O, no global random state: functions take the naturals that were
rolled (by a :class:`gmtracker.rules.dice.DiceSource` or typed in by the GM) and
return values and result records that name the rule ids involved.

Modules:

* :mod:`~gmtracker.rules.dice` — dice expressions and injectable dice sources.
* :mod:`~gmtracker.rules.distribution` — exact finite distributions (odds).
* :mod:`~gmtracker.rules.checks` — part A: d20 checks, modifiers, degrees, load,
  defenses, hit checks (the contract facade).
* :mod:`~gmtracker.rules.wounds` — part B: defense checks, damage and wounds.
* :mod:`~gmtracker.rules.percentile` — part C: the 1D100 system.
"""
