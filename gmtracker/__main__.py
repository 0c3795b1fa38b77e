"""``python -m gmtracker``: the same as the ``gmtracker`` command."""

from __future__ import annotations

from gmtracker.app import main

if __name__ == "__main__":
    raise SystemExit(main())
