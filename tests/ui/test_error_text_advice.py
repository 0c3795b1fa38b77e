"""The advice matches the error (issue 27 item 12): "free some space" only for a full disk.

Table-driven over errno values, each failure made for real and met through the real save
(``save_encounter``: the atomic write, its temporary file, its backup) or the real open
(``load_encounter``): a 64 KB tmpfs filled up, a tmpfs remounted read-only, an immutable
file (``chattr +i``), a folder its owner may not write into (as an unprivileged user in a
child process when the test runs as root: root writes through permissions), a folder that
is gone, a file where a folder should be, a folder where the file should be, a name longer
than the file system allows, a symbolic link that points at itself. Then
:func:`~gmtracker.ui.words.error_text.advice_text` gives the words the GM reads.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from gmtracker.storage import EncounterFileError, SaveError, load_encounter, save_encounter
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.words.error_text import advice_text, error_text

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX file systems and errno values")
ROOT = os.name == "posix" and os.geteuid() == 0
FREE_SPACE = "free some space"


def _demo() -> object:
    return load_encounter(demo_encounter_path())


@pytest.fixture
def mounts() -> Iterator[list[Path]]:
    points: list[Path] = []
    yield points
    for point in reversed(points):
        subprocess.run(["umount", "-l", str(point)], capture_output=True, check=False)


def _tmpfs(where: Path, size: str, mounts: list[Path]) -> None:
    if not ROOT:
        pytest.skip("mounting a tmpfs needs root")
    where.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    mounts.append(where)


# -- the places a save fails ------------------------------------------------------------------
def _full_disk(tmp_path: Path, mounts: list[Path]) -> Path:
    disk = tmp_path / "disk"
    _tmpfs(disk, "64k", mounts)
    (disk / "filler.bin").write_bytes(b"\0" * shutil.disk_usage(disk).free)
    return disk / "fight.json"


def _read_only_disk(tmp_path: Path, mounts: list[Path]) -> Path:
    disk = tmp_path / "disk"
    _tmpfs(disk, "1m", mounts)
    subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
    return disk / "fight.json"


def _immutable_file(tmp_path: Path, mounts: list[Path]) -> Path:
    file = tmp_path / "fight.json"
    shutil.copyfile(demo_encounter_path(), file)
    done = subprocess.run(["chattr", "+i", str(file)], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"chattr +i does not work here: {done.stderr.strip()}")
    mounts_cleanup.append(file)
    return file


def _gone_folder(tmp_path: Path, mounts: list[Path]) -> Path:
    return tmp_path / "moved away" / "fight.json"


def _file_as_folder(tmp_path: Path, mounts: list[Path]) -> Path:
    (tmp_path / "notes.txt").write_text("a file", encoding="utf-8")
    return tmp_path / "notes.txt" / "fight.json"


def _folder_as_file(tmp_path: Path, mounts: list[Path]) -> Path:
    (tmp_path / "fight.json").mkdir()
    return tmp_path / "fight.json"


def _long_name(tmp_path: Path, mounts: list[Path]) -> Path:
    return tmp_path / ("n" * 300 + ".json")


mounts_cleanup: list[Path] = []


@pytest.fixture(autouse=True)
def _undo_chattr() -> Iterator[None]:
    yield
    while mounts_cleanup:
        subprocess.run(["chattr", "-i", str(mounts_cleanup.pop())], capture_output=True, check=False)


SAVES: list[tuple[str, Callable[[Path, list[Path]], Path], int, str]] = [
    ("full disk", _full_disk, errno.ENOSPC, "The disk is full. Free some space on it"),
    ("read-only file system", _read_only_disk, errno.EROFS, "That disk can only be read"),
    ("immutable file", _immutable_file, errno.EPERM, "The system does not allow changing that file"),
    ("folder moved or deleted", _gone_folder, errno.ENOENT, "The folder is not there any more: it was moved or deleted"),
    ("a file where the folder was", _file_as_folder, errno.ENOTDIR, "Part of that path is a file, not a folder"),
    ("a folder with the file's name", _folder_as_file, errno.EISDIR, "A folder has that name"),
    ("name too long", _long_name, errno.ENAMETOOLONG, "The name is too long for that disk"),
]


@pytest.mark.parametrize(("make", "number", "advice"), [(m, n, a) for _, m, n, a in SAVES],
                         ids=[i for i, _, _, _ in SAVES])
def test_a_refused_save_gets_the_advice_of_its_error(
    tmp_path: Path, mounts: list[Path], make: Callable[[Path, list[Path]], Path], number: int, advice: str
) -> None:
    file = make(tmp_path, mounts)
    with pytest.raises(SaveError) as caught:
        save_encounter(_demo(), file)  # type: ignore[arg-type]
    error = caught.value
    assert error.errno == number, (errno.errorcode.get(error.errno or 0), error.message)
    words = advice_text(error)
    assert words.startswith(advice), words
    assert (FREE_SPACE in words.lower()) == (number in (errno.ENOSPC, errno.EDQUOT)), words
    assert str(file) in error_text(error)


# -- the places an open fails -----------------------------------------------------------------
def _loop(tmp_path: Path) -> Path:
    link = tmp_path / "fight.json"
    link.symlink_to(link)
    return link


def _under_a_file(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text("a file", encoding="utf-8")
    return tmp_path / "notes.txt" / "fight.json"


def _folder(tmp_path: Path) -> Path:
    (tmp_path / "fight.json").mkdir()
    return tmp_path / "fight.json"


OPENS: list[tuple[str, Callable[[Path], Path], int, str]] = [
    ("file moved or deleted", lambda tmp: tmp / "fight.json", errno.ENOENT,
     "The file is not there any more: it was moved or deleted"),
    ("a file where a folder was", _under_a_file,
     errno.ENOTDIR, "Part of that path is a file, not a folder"),
    ("a folder", _folder, errno.EISDIR, "That is a folder"),
    ("name too long", lambda tmp: tmp / ("n" * 300 + ".json"), errno.ENAMETOOLONG, "The name is too long"),
    ("a link to itself", _loop, errno.ELOOP, "The link loops back on itself"),
]


@pytest.mark.parametrize(("make", "number", "advice"), [(m, n, a) for _, m, n, a in OPENS],
                         ids=[i for i, _, _, _ in OPENS])
def test_a_refused_open_gets_the_advice_of_its_error(
    tmp_path: Path, make: Callable[[Path], Path], number: int, advice: str
) -> None:
    file = make(tmp_path)
    with pytest.raises(EncounterFileError) as caught:
        load_encounter(file)
    error = caught.value
    assert error.errno == number, (errno.errorcode.get(error.errno or 0), error.message)
    words = advice_text(error)
    assert words.startswith(advice) and FREE_SPACE not in words.lower(), words


def test_a_file_s_content_gets_no_system_advice(tmp_path: Path) -> None:
    file = tmp_path / "fight.json"
    file.write_text("[]", encoding="utf-8")
    with pytest.raises(EncounterFileError) as caught:
        load_encounter(file)
    assert caught.value.errno is None and advice_text(caught.value) == ""


# -- permission denied, as a user without the right (root writes through permissions) --------
CHILD = """
import json, os, sys, secrets, hashlib, hmac  # what a save imports late, while it still can
from gmtracker.storage import EncounterFileError, SaveError, load_encounter, save_encounter
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.words.error_text import advice_text
demo = load_encounter(demo_encounter_path())
if os.geteuid() == 0:  # imported first: the interpreter's own files may be root's only
    os.setgid(65534); os.setuid(65534)
out = {}
try:
    save_encounter(demo, sys.argv[1])
except SaveError as error:
    out["save"] = [error.errno, advice_text(error), error.message]
try:
    load_encounter(sys.argv[2])
except EncounterFileError as error:
    out["open"] = [error.errno, advice_text(error), error.message]
print(json.dumps(out))
"""


def test_permission_denied_says_check_the_permissions_not_free_some_space() -> None:
    place = Path(tempfile.mkdtemp(prefix="gmtracker-advice-", dir="/tmp"))
    try:
        place.chmod(0o755)
        locked = place / "locked"
        locked.mkdir()
        secret = place / "secret.json"
        shutil.copyfile(demo_encounter_path(), secret)
        secret.chmod(0o000)
        locked.chmod(0o555)
        env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
        done = subprocess.run([sys.executable, "-c", CHILD, str(locked / "fight.json"), str(secret)],
                              capture_output=True, text=True, env=env, timeout=120, check=False)
        assert done.returncode == 0, done.stderr
        seen = json.loads(done.stdout)
    finally:
        (place / "locked").chmod(0o755)
        shutil.rmtree(place, ignore_errors=True)
    save_errno, save_advice, save_message = seen["save"]
    assert save_errno == errno.EACCES and "permission denied" in save_message, save_message
    assert save_advice.startswith("You may not write in that folder. Check its permissions, or choose another folder")
    assert FREE_SPACE not in save_advice.lower()
    open_errno, open_advice, open_message = seen["open"]
    assert open_errno == errno.EACCES and "permission denied" in open_message, open_message
    assert open_advice.startswith("You may not read that file. Check its permissions")
