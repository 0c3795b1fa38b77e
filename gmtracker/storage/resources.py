"""Where the files that ship with GM Tracker are: the demo encounter, the starter library
(:func:`gmtracker.storage.starter.starter_path`), translations, the players' page and the
licence notices.

A built wheel carries the repository's top-level ``resources/`` folder as
``gmtracker/resources/`` (the wheel target's ``sources`` in pyproject.toml). An editable
install or a plain checkout has no such folder inside the package, so the lookup falls
back to ``resources/`` beside the package in the repository. This is the only module that
knows about that difference.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent.parent
# A file every complete resources folder has, so a stray "resources" folder elsewhere
# in site-packages is never mistaken for ours.
_MARKER = Path("demo") / "demo.json"


def resources_dir() -> Path:
    """The folder with the bundled resources, installed or in a checkout.

    When neither exists (a broken install), the installed location is returned, so
    that the error about a missing file names the place where it should have been.
    """
    installed = _PACKAGE_DIR / "resources"
    checkout = _PACKAGE_DIR.parent / "resources"
    for candidate in (installed, checkout):
        if (candidate / _MARKER).is_file():
            return candidate
    return installed


def demo_encounter_path() -> Path:
    """The encounter opened when the GM gives no file."""
    return resources_dir() / _MARKER


def demo_campaign_path() -> Path:
    """The bundled demo campaign (issue 30 item 7): its party and three prepared encounters."""
    return resources_dir() / "demo" / "mill-road.gmtcampaign.json"


def translations_dir() -> Path:
    """The folder of compiled ``gmtracker_<locale>.qm`` translation files."""
    return resources_dir() / "translations"


def player_page_dir() -> Path:
    """The folder of the page served to the players' phones (``index.html``, ``page.js``,
    ``page.css``; see :mod:`gmtracker.net.player_server`)."""
    return resources_dir() / "player_page"


def licenses_dir() -> Path:
    """The folder of licence texts and notices that packaging/notices.py generates: GM
    Tracker's own licence, the third-party notices, Qt's notice and the LGPL and GPL texts."""
    return resources_dir() / "licenses"


def third_party_notices_path() -> Path:
    """The notices of every library GM Tracker runs on, with their licence texts (plain text;
    the About box shows it)."""
    return licenses_dir() / "THIRD-PARTY-NOTICES.txt"


def window_icon_files() -> list[Path]:
    """The program's icon at each size it ships in (PNG, 16 to 256 pixels), for the window
    and the task bar; the same pictures as the installers' icons (packaging/icons)."""
    return sorted((resources_dir() / "icons").glob("gmtracker-*.png"))
