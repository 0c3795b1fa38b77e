"""The rule texts of RULES.md as pure functions and immutable values.

No Qt, no I/O, no global random state: functions take the naturals that were
rolled (by a :class:`gmtracker.rules.dice.DiceSource` or typed in by the GM) and
return values and result records that name the rule ids involved.

The contract facades (RULES.md, "Rules core API"):

* :mod:`~gmtracker.rules.checks` — part A, the d20 checks.
* :mod:`~gmtracker.rules.wounds` — part B, defense checks and the wound count.
* :mod:`~gmtracker.rules.percentile` — part C, the 1D100 system.

Behind them:

* :mod:`~gmtracker.rules.dice` — dice expressions and injectable dice sources.
* :mod:`~gmtracker.rules.distribution` — exact finite distributions for odds.
* part A: :mod:`.modifiers` (A6, A7), :mod:`.degrees` (A8), :mod:`.d20` (the check
  value and its result record, A1–A5), :mod:`.character` (A11, A12, A17),
  :mod:`.hits` (A10, A11, A14–A16, B10), :mod:`.odds` (exact odds),
  :mod:`.attack` (an attack's hit in either d20 mode, A14/B1; its
  :class:`~.resolution.ResolutionMode` lives in :mod:`.resolution`).
* part B: :mod:`.defense` (B1), :mod:`.damage` (B2, B3), :mod:`.damage_check`
  (B3, B4), :mod:`.states` (B5, B9–B11), :mod:`.recovery` (B6–B9, B12),
  :mod:`.wound_codes` (the codes the UI translates).
* part C: :mod:`.percentile_checks` (C3, C5–C8), :mod:`.percentile_priority` (C7
  roll-offs), :mod:`.percentile_odds`; and :mod:`.initiative` (D1).
"""
