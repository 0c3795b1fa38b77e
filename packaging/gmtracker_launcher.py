"""PyInstaller entry point of GM Tracker: run ``gmtracker.app.main()``, exit with its status."""

import sys

from gmtracker.app import main

if __name__ == "__main__":
    sys.exit(main())
