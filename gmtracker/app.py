"""The command line: ``gmtracker [FILE] [--data-dir DIR] [--serve-player-view HOST:PORT] [--smoke-test] [--version]``,
and ``gmtracker --forecast FILE [--fights N] [--seed S] [--policy weakest|random]`` (issue 31).

``main`` parses the arguments and reads the encounter file before any Qt is loaded, so
``--version`` is instant. A file it refuses is said on stderr (``gmtracker: error: …``);
with ``--smoke-test`` or ``--self-test`` that is all (exit status 2, no window, nothing
written). A GM's start (a double-click on a broken ``.json`` in a file manager has no
terminal to read) opens the window all the same, with the demo encounter (or an empty one)
and a message naming the file and the problem (issue 25). Then it hands over to
``gmtracker.ui.shell.application``.
"""

from __future__ import annotations

import gc

# Start-up allocates much and frees little. The modules read here (msgspec, the encounter, the
# rules, storage: what every start imports before Qt) are read with the collector off, and what
# they made is then frozen (out of every later collection's way): with the collector on, they
# cost 60–70 collections, 6–8 ms of every start (issue 28). ``main`` keeps it off until the main
# window is made (``application.run`` freezes again, then turns it back on); a program that
# only imports this module gets the collector back as it was.
_COLLECTING = gc.isenabled()
gc.disable()
try:
    import argparse
    from typing import Literal
    import os
    import sys
    from pathlib import Path

    from gmtracker import __version__
    from gmtracker.encounter import Encounter
    from gmtracker.storage import EncounterFileError, StorageFileError, load_encounter
    from gmtracker.storage.paths import UserPaths
    from gmtracker.storage.resources import demo_encounter_path
finally:
    gc.freeze()
    if _COLLECTING:
        gc.enable()

#: A campaign file's name ends so (``gmtracker.encounter.campaign.CAMPAIGN_SUFFIX``, which start-up does
#: not import: tests/test_app_campaign.py checks they agree).
CAMPAIGN_SUFFIX = ".gmtcampaign.json"

#: Exit status for a file that cannot be opened (the same as argparse's usage errors).
EXIT_BAD_FILE = 2


def build_parser() -> argparse.ArgumentParser:
    """The argument parser; ``prog`` is fixed so ``python -m gmtracker`` reads the same."""
    parser = argparse.ArgumentParser(
        prog="gmtracker",
        description="GM Tracker: a combat tracker for tabletop game masters.",
    )
    parser.add_argument(
        "file",
        nargs="?",
        type=Path,
        metavar="FILE",
        help="encounter file to open (default: the bundled demo encounter)",
    )
    parser.add_argument(
        "--data-dir",
        type=Path,
        metavar="DIR",
        help="keep settings, the recovery journal and the library under DIR instead of the "
        "usual per-user folders",
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the file, show the window, print 'ok: N combatants' and exit",
    )
    # Hidden: the built program's own check (packaging/test-frozen.sh): every action of the
    # action table run for real, every dialog opened and closed, one journal step written
    # and read back; one line per check, exit status 1 on any failure.
    parser.add_argument("--self-test", nargs="?", const="actions", choices=("actions", "kill", "recover"),
                        help=argparse.SUPPRESS)
    parser.add_argument("--self-test-report", type=Path, metavar="FILE", help=argparse.SUPPRESS)
    parser.add_argument(
        "--serve-player-view",
        type=host_and_port,
        metavar="HOST:PORT",
        help="share the player view on the network at start (port 0: any free port) and print "
        "one line 'player view: URL'",
    )
    parser.add_argument(
        "--forecast",
        type=Path,
        metavar="FILE",
        help="simulate fights of the encounter FILE by its own rules (RULES.md D5), print one JSON "
        "object with each side's chance to win and each combatant's chance to go down, and exit",
    )
    parser.add_argument("--fights", type=int, default=2000, metavar="N", help="with --forecast: how many fights")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="with --forecast: the same seed gives "
                        "the same numbers")
    parser.add_argument("--policy", choices=("weakest", "random"), default="weakest",
                        help="with --forecast: whom each combatant attacks (the most wounded opponent, or a "
                        "random one)")
    parser.add_argument("--version", action="version", version=f"gmtracker {__version__}")
    return parser


# From this many fights on, the command line's forecast runs on a worker process per core.
POOLED_FIGHTS = 200


def run_forecast(path: Path, fights: int, seed: int, policy: str) -> int:
    """``--forecast FILE``: the forecast as one JSON line on stdout (no Qt), status 0; a bad file
    or a bad number of fights: one line on stderr, status 2."""
    import msgspec

    from gmtracker.encounter.forecast import forecast, summarize

    if not 1 <= fights <= 1_000_000:
        print(f"gmtracker: error: --fights must be between 1 and 1000000, not {fights}", file=sys.stderr)
        return EXIT_BAD_FILE
    try:
        encounter = load_encounter(path)
    except StorageFileError as error:
        print(f"gmtracker: error: {error.message}", file=sys.stderr)
        return EXIT_BAD_FILE
    chosen: Literal["weakest", "random"] = "random" if policy == "random" else "weakest"
    if fights >= POOLED_FIGHTS:  # every core (issue 31 item 5); the same numbers as one process
        from gmtracker.encounter import forecast_pool

        result = summarize(encounter, forecast_pool.run(encounter, fights, seed, chosen), seed, chosen)
    else:
        result = forecast(encounter, fights, seed, chosen)
    sys.stdout.write(msgspec.json.encode(result).decode() + "\n")
    sys.stdout.flush()
    return 0


def host_and_port(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[::1]:8765`` for IPv6) as a host and a port 0–65535."""
    host, colon, port = text.rpartition(":")
    host = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    if not colon or not host or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise argparse.ArgumentTypeError(f"expected HOST:PORT with a port from 0 to 65535, got {text!r}")
    return host, int(port)


def user_paths(data_dir: Path | None) -> UserPaths:
    """Every user path under ``data_dir`` if given, else the platform's places."""
    return UserPaths.for_platform() if data_dir is None else UserPaths.under(data_dir)


def _exit_status(code: object) -> int:
    """sys.exit's convention: None is success, an int is itself, anything else 1."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    return 1


def _headless() -> bool:
    """True on Linux without an X11 or Wayland display to show a window on."""
    return sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    )


def _fallback_encounter() -> Encounter:
    """What the window shows when the file given was refused: the demo, else an empty one.

    It is opened without a path (as "Untitled"): Save asks where, and never writes over
    the refused file nor the bundled demo.
    """
    try:
        return load_encounter(demo_encounter_path(), bundled=True)
    except EncounterFileError as error:  # a broken install
        print(f"gmtracker: error: {error.message}", file=sys.stderr)
        return Encounter()


def _campaign_start(path: Path) -> tuple[Encounter, tuple[Path, str | None] | None]:
    """A campaign file given on the command line: its first prepared encounter not done, with the
    party in it (an empty encounter if every one is done), and what the window opens the campaign
    from (the file, the prepared encounter's id). CampaignFileError for a bad file."""
    from gmtracker.encounter.campaign_actions import next_prepared, open_prepared
    from gmtracker.storage.campaign_file import load_campaign

    data = load_campaign(path)
    first = next_prepared(data)
    if first is None:
        return Encounter(name=data.name, settings=data.settings), (path, None)
    return open_prepared(data, first), (path, first)


def main(argv: list[str] | None = None) -> int:
    """Run GM Tracker with ``argv`` (without the program name); return the exit status."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    try:
        options = build_parser().parse_args(arguments)
    except SystemExit as stop:  # --help, --version and usage errors
        return _exit_status(stop.code)
    if options.forecast is not None:
        return run_forecast(options.forecast, options.fights, options.seed, options.policy)
    given: Path = options.file if options.file is not None else demo_encounter_path()
    # The bundled demo opens as an untitled copy (issue 26 item 10): Save asks where (Documents),
    # never over the installation's resources/demo/demo.json.
    demo = options.file is None
    path: Path | None = None if demo else given
    startup_problem: tuple[Path, str] | None = None
    campaign = None
    try:
        if given.name.lower().endswith(CAMPAIGN_SUFFIX):  # a campaign (issue 30): its first encounter not done
            encounter, campaign = _campaign_start(given)
            path = None
        else:
            encounter = load_encounter(given, bundled=demo)
    except StorageFileError as error:
        print(f"gmtracker: error: {error.message}", file=sys.stderr)
        if options.smoke_test or options.self_test:
            return EXIT_BAD_FILE
        # The window opens all the same, and says what was refused (run shows it).
        startup_problem = (given, error.message)
        encounter, path = _fallback_encounter(), None
    if options.self_test:
        options.smoke_test = False
    if (options.smoke_test or options.self_test) and _headless():
        # A build check on a machine without a screen (CI, a packaging container).
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Start-up allocates much and frees little: no garbage collection until the main window
    # is made (run freezes what is made before it, then turns the collector back on).
    gc.disable()
    try:
        # Imported here so that --version and bad files never load Qt.
        from gmtracker.ui.shell.application import run

        if options.self_test:
            from gmtracker.ui.shell.self_test import run_self_test

            return run_self_test(encounter, path, None if options.data_dir is None else user_paths(options.data_dir),
                                 phase=options.self_test, report=options.self_test_report)
        return run(encounter, path, user_paths(options.data_dir), smoke_test=options.smoke_test,
                   serve=options.serve_player_view, startup_problem=startup_problem,
                   demo=demo and startup_problem is None, campaign=campaign)
    finally:
        gc.enable()
