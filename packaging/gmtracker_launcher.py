"""PyInstaller entry point of GM Tracker: run ``gmtracker.app.main()``, exit with its status.

``freeze_support()`` first: the forecast's worker processes (issue 31,
``gmtracker.encounter.forecast_pool``) are this program started again by ``multiprocessing``'s
spawn, which must run the worker, not the app.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()

from gmtracker.app import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
