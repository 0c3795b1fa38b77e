"""Issue 27 items 1-3 on the real path: the real app in a subprocess is killed (SIGKILL)
after six steps, its journal is damaged byte by byte, and the app is started again on it.

Every damaged journal must be kept byte for byte (the SHA-256 of each file the kill left,
after the damage, equals that of the file kept aside), and the GM told in plain words what
came back: all six steps, "the first N of the 6 steps", or that the file cannot be read —
never a silent short restore. The kill right after a save must not make the next Save say
another program changed the file.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from gmtracker.storage.resources import demo_encounter_path

DRIVER = Path(__file__).with_name("journal_driver.py")
DEADLINE = 90
JOURNAL = "recovery.sqlite3"

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL")


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def _run(folder: Path, profile: Path, fight: Path, mode: str, until: str | None) -> list[str]:
    markers = folder / f"markers-{mode}.txt"
    markers.unlink(missing_ok=True)
    log = open(folder / f"stderr-{mode}.txt", "wb")  # noqa: SIM115
    process = subprocess.Popen(
        [sys.executable, str(DRIVER), "--markers", str(markers), "--mode", mode, "--",
         "--data-dir", str(profile), str(fight)],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, stdout=log, stderr=subprocess.STDOUT)
    log.close()
    deadline = time.monotonic() + DEADLINE
    try:
        while until is not None and until not in _lines(markers):
            assert process.poll() is None, (folder / f"stderr-{mode}.txt").read_text(errors="replace")[-3000:]
            assert time.monotonic() < deadline, _lines(markers)
            time.sleep(0.01)
        if until is not None:
            os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=DEADLINE)
    finally:
        if process.poll() is None:
            process.kill()
    return _lines(markers)


@pytest.fixture(scope="module")
def killed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A profile whose app was killed after six steps (its journal as the kill left it)."""
    folder = tmp_path_factory.mktemp("killed")
    fight = folder / "fight.json"
    fight.write_bytes(demo_encounter_path().read_bytes())
    _run(folder, folder / "profile", fight, "play", "done 6")
    autosave = folder / "profile" / "state" / "autosave"
    assert (autosave / f"{JOURNAL}-wal").stat().st_size > 0
    return folder


def _hashes(folder: Path) -> dict[str, str]:
    return {file.name: hashlib.sha256(file.read_bytes()).hexdigest()
            for file in sorted(folder.iterdir()) if file.is_file() and file.name.startswith(JOURNAL)}


def _zero(a: Path) -> None:
    (a / JOURNAL).write_bytes(b"\0" * (a / JOURNAL).stat().st_size)


def _empty(a: Path) -> None:
    (a / JOURNAL).write_bytes(b"")


def _half_wal(a: Path) -> None:
    wal = a / f"{JOURNAL}-wal"
    wal.write_bytes(wal.read_bytes()[: wal.stat().st_size // 2])


def _wal_at_frame(a: Path) -> None:
    """The last frame (the last step's commit) cut off exactly: no torn frame tells, only the
    step count kept beside the journal."""
    wal = a / f"{JOURNAL}-wal"
    wal.write_bytes(wal.read_bytes()[: wal.stat().st_size - (4096 + 24)])


def _flip_header(a: Path) -> None:
    wal = a / f"{JOURNAL}-wal"
    data = bytearray(wal.read_bytes())
    data[13] ^= 0x10  # a bit of the checkpoint sequence: the header checksum fails
    wal.write_bytes(bytes(data))


def _flip_frame(a: Path) -> None:
    wal = a / f"{JOURNAL}-wal"
    data = bytearray(wal.read_bytes())
    data[len(data) - 100] ^= 0x01  # inside the last frame: its checksum fails
    wal.write_bytes(bytes(data))


def _delete_wal(a: Path) -> None:
    (a / f"{JOURNAL}-wal").unlink()


CASES: dict[str, tuple[Callable[[Path], None], str]] = {
    # name: (damage, what the GM must be told: all / short / unreadable)
    "main file zeroed": (_zero, "all"),
    "main file 0 bytes": (_empty, "all"),
    "WAL cut in half": (_half_wal, "short or unreadable"),
    "WAL cut at a frame boundary": (_wal_at_frame, "short"),
    "one bit flipped in the WAL header": (_flip_header, "all"),
    "one bit flipped in the last WAL frame": (_flip_frame, "short"),
    "WAL deleted": (_delete_wal, "unreadable"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_damaged_journal_is_kept_byte_for_byte_and_the_gm_told(case: str, killed: Path, tmp_path: Path) -> None:
    damage, told = CASES[case]
    shutil.copytree(killed / "profile", tmp_path / "profile")
    fight = tmp_path / "fight.json"
    shutil.copyfile(killed / "fight.json", fight)
    autosave = tmp_path / "profile" / "state" / "autosave"
    damage(autosave)
    before = _hashes(autosave)
    lines = _run(tmp_path, tmp_path / "profile", fight, "check", None)
    boxes = [line for line in lines if line.startswith("box ")]
    # (paths are shown with zero-width spaces after each slash, where they may wrap)
    text = " ".join(line for line in lines if line.startswith(("text ", "info "))).replace("\u200b", "")
    kept = sorted(p for p in autosave.iterdir() if ".unreadable-" in p.name)
    assert kept, (case, lines)
    stamp = kept[0].name.split(".unreadable-")[1].split("-wal")[0].split("-shm")[0].split("-steps")[0]
    kept_hashes = {p.name.replace(f".unreadable-{stamp}", ""): hashlib.sha256(p.read_bytes()).hexdigest()
                   for p in kept}
    assert kept_hashes == before, case  # every file, byte for byte
    assert str(autosave / f"{JOURNAL}.unreadable-{stamp}") in text, text
    restored = next(line.split(maxsplit=3) for line in lines if line.startswith("restored "))
    if told == "short or unreadable" and boxes == ["box Recovery file unreadable"]:
        assert "cut short" in text, text  # half of this WAL holds no whole step: nothing to offer
    elif told == "unreadable":
        assert boxes == ["box Recovery file unreadable"], lines
        assert "cannot read" in text
    elif told.startswith("short"):
        assert boxes == ["box Restore unsaved work?"], lines
        assert "holds only the first" in text and "of the 6 steps" in text, text
        steps = int(text.split("the first ")[1].split()[0])
        assert 0 <= steps < 6
        assert restored[1:3] == [str(steps), str(steps)] or steps == 0, (restored, steps)
    else:
        assert boxes == ["box Restore unsaved work?"], lines
        assert "damaged" in text and "repaired copy" in text, text
        assert restored[1:] == ["6", "6", "step 6"], restored  # 6 of 6


def test_a_folder_in_place_of_the_journal_is_kept_as_it_is(killed: Path, tmp_path: Path) -> None:
    shutil.copytree(killed / "profile", tmp_path / "profile")
    fight = tmp_path / "fight.json"
    shutil.copyfile(killed / "fight.json", fight)
    autosave = tmp_path / "profile" / "state" / "autosave"
    (autosave / JOURNAL).unlink()
    (autosave / JOURNAL).mkdir()
    (autosave / JOURNAL / "inside.txt").write_bytes(b"the GM's own file")
    before = _hashes(autosave)
    lines = _run(tmp_path, tmp_path / "profile", fight, "check", None)
    assert [line for line in lines if line.startswith("box ")] == ["box Recovery file unreadable"], lines
    kept = [p for p in autosave.iterdir() if p.name.startswith(f"{JOURNAL}.unreadable-") and p.is_dir()]
    assert len(kept) == 1 and (kept[0] / "inside.txt").read_bytes() == b"the GM's own file"
    after = {name.replace(kept[0].name, JOURNAL): value for name, value in _hashes(autosave).items()
             if kept[0].name in name}
    assert after == before
    assert "is a folder" in " ".join(lines)


def test_a_kill_right_after_save_restores_and_saves_without_a_conflict(tmp_path: Path) -> None:
    fight = tmp_path / "fight.json"
    fight.write_bytes(demo_encounter_path().read_bytes())
    profile = tmp_path / "profile"
    _run(tmp_path, profile, fight, "save", "saved")
    saved = hashlib.sha256(fight.read_bytes()).hexdigest()
    assert b"step 6" in fight.read_bytes()  # the save had finished
    lines = _run(tmp_path, profile, fight, "answer", None)
    assert [line for line in lines if line.startswith("box ")] == ["box Restore unsaved work?"], lines
    assert not [line for line in lines if line.startswith("save-box ")], lines  # no "changed by another program"
    assert "clean True" in lines
    assert hashlib.sha256(fight.read_bytes()).hexdigest() == saved  # the same content saved again
