"""One GM Tracker window per data folder (issue 25, item 3).

The first start takes a :class:`QLockFile` in the data folder (``UserPaths.instance_lock_file``)
and listens on a :class:`QLocalServer` whose name is made from that lock's path. A second start
with the same data folder does not get the lock: it sends the running program one line of JSON,
``{"open": PATH}`` (``PATH`` null when no file was given), waits for ``ok``, and ends with exit
status 0, without reading, writing or deleting anything in the data folder — the running
window's recovery journal stays its own. The running program brings its window to the front
and opens the file there (asking first about unsaved changes, as File ▸ Open does).

A lock left behind by a crash names a process that no longer runs: Qt's stale-lock check (by
process id, name and host) lets the next start take it over, and the recovery question then
comes as it should. The lock's stale time is 0, so a lock held by a running program is never
taken over because of its age.

macOS sends the file a GM opens from Finder ("Open With", a double click) as a
:class:`QFileOpenEvent` to the application, not on the command line: :class:`FileOpenFilter`
turns it into the same request.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QLockFile, QObject, Qt
from PySide6.QtGui import QFileOpenEvent

# How long the second start waits for the running program to connect and answer, in ms.
ANSWER_MS = 5000

# What the running program does with a request: bring its window up, open PATH if not None.
Handler = Callable[[Path | None], None]


def server_name(lock_file: Path) -> str:
    """The local server's name for a data folder: the same for every start with that folder.

    A hash, not the path: a Unix socket's path is limited to about 100 bytes and lives in the
    temporary folder; a Windows pipe name cannot hold every character a folder name can.
    """
    digest = hashlib.sha256(str(lock_file.resolve()).encode("utf-8")).hexdigest()[:24]
    return f"gmtracker-{digest}"


class Outcome:
    """What :meth:`InstanceGuard.acquire` found."""

    FIRST = "first"  # the lock is ours: go on and show the window
    HANDED_OVER = "handed-over"  # another program has the folder and took the request: exit 0
    NO_ANSWER = "no-answer"  # another program holds the lock but does not answer: say so, exit 1


class InstanceGuard(QObject):
    """The lock and the server of the first start, or the messenger of a later one."""

    def __init__(self, lock_file: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lock_file = lock_file
        self.name = server_name(lock_file)
        self._lock: QLockFile | None = None
        self._server: Any = None
        self._handler: Handler | None = None
        self._pending: list[Path | None] = []
        # Why there is no lock although the program runs on (a folder it cannot write): for the log.
        self.problem: str | None = None

    # -- the second start --------------------------------------------------------------
    def acquire(self, open_path: Path | None) -> str:
        """Take the lock (:data:`Outcome.FIRST`), or hand ``open_path`` to the program holding it."""
        try:
            self.lock_file.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self.problem = f"{self.lock_file.parent}: {error.strerror or error}"
            return Outcome.FIRST  # a folder GM Tracker cannot write: run, unguarded (the journal says so)
        lock = QLockFile(str(self.lock_file))
        lock.setStaleLockTime(0)
        if lock.tryLock(0):
            self._lock = lock
            self._listen()
            return Outcome.FIRST
        if lock.error() != QLockFile.LockError.LockFailedError:
            self.problem = f"{self.lock_file}: {lock.error().name}"
            return Outcome.FIRST
        return Outcome.HANDED_OVER if self._send(open_path) else Outcome.NO_ANSWER

    def _send(self, open_path: Path | None) -> bool:
        from PySide6.QtNetwork import QLocalSocket  # not on the first paint's path

        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(ANSWER_MS):
            return False
        request = {"open": None if open_path is None else str(open_path.absolute())}
        socket.write(QByteArray(json.dumps(request).encode("utf-8") + b"\n"))
        if not socket.waitForBytesWritten(ANSWER_MS):
            return False
        answer = b""
        while b"\n" not in answer:
            if not socket.waitForReadyRead(ANSWER_MS):
                return False
            answer += bytes(socket.readAll().data())
        socket.disconnectFromServer()
        return answer.strip() == b"ok"

    # -- the first start ---------------------------------------------------------------
    def _listen(self) -> None:
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer(self)
        # Only this user may connect (the socket file's mode; on Windows, the pipe's ACL).
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            # A socket file left by a crash: ours to remove, since the lock is ours now.
            QLocalServer.removeServer(self.name)
            if not server.listen(self.name):
                self.problem = f"{self.name}: {server.errorString()}"
                return
        server.newConnection.connect(self._accept)
        self._server = server

    def serve(self, handler: Handler) -> None:
        """From now on, requests of later starts go to ``handler`` (and those that came before)."""
        self._handler = handler
        pending, self._pending = self._pending, []
        for path in pending:
            handler(path)

    def request(self, path: Path | None) -> None:
        """A request from another start or from the system (a file opened in Finder)."""
        if self._handler is None:
            self._pending.append(path)
        else:
            self._handler(path)

    def _accept(self) -> None:
        while self._server is not None and self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            buffer = bytearray()

            def read(socket: Any = socket, buffer: bytearray = buffer) -> None:
                buffer.extend(bytes(socket.readAll().data()))
                if b"\n" not in buffer:
                    if len(buffer) > 65536:  # not one of ours
                        socket.abort()
                    return
                line = bytes(buffer).split(b"\n", 1)[0]
                path = _requested_path(line)
                socket.write(QByteArray(b"refused\n" if path is False else b"ok\n"))
                socket.flush()
                socket.disconnectFromServer()
                if path is None or isinstance(path, Path):
                    self.request(path)

            socket.readyRead.connect(read)
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                read()

    def release(self) -> None:
        """Stop listening and remove the lock (the program is ending)."""
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def _requested_path(line: bytes) -> Path | None | bool:
    """The path a request line asks to open, None for none, False for a line that is not a request."""
    try:
        request = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return False
    if not isinstance(request, dict) or "open" not in request:
        return False
    value = request["open"]
    if value is None:
        return None
    if not isinstance(value, str) or not value or "\0" in value:
        return False
    return Path(value)


class FileOpenFilter(QObject):
    """Turns macOS's file-open events (Finder's Open With, a double click) into requests."""

    def __init__(self, guard: InstanceGuard) -> None:
        super().__init__(guard)
        self._guard = guard

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            name = event.file()
            if name:
                self._guard.request(Path(name))
                return True
        return super().eventFilter(watched, event)


def bring_to_front(window: Any) -> None:
    """Show ``window`` above the others, restored if it was minimized."""
    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
