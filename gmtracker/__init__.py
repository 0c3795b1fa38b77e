"""GM Tracker: a table-side combat tracker for game masters.

Layers (dependencies point downward only, enforced by import-linter):
``ui`` → ``storage`` → ``encounter`` → ``rules``.
"""

__version__ = "0.1.0"
