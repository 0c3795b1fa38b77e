"""The player view on the players' phones: the payload, the sharing, and its panel (issue 15).

- :func:`player_payload` turns the encounter into the JSON the phone page shows, through the
  same Qt-free :func:`~gmtracker.encounter.player_snapshot.player_frame` and the same words
  (:func:`~gmtracker.ui.panels.player_view.health_text`) as the player view window: the two
  cannot disagree, and a hidden combatant is filtered in one place.
- :class:`PlayerShare` runs the server (:mod:`gmtracker.net.player_server`, imported only when
  sharing starts) and publishes a new payload after every change of the encounter, undo
  included, and of what the GM lets the players see. Stopping it, a new or opened encounter,
  or closing the window closes every connection. The address's token is kept for as long as
  the app runs (issue 27 item 6): after Stop → Start, or another encounter, the phones'
  pages reconnect by themselves; only :meth:`PlayerShare.new_address` makes a new one.
- :class:`SharePanel` (objectName ``sharePanel``) shows the address, its QR code to scan, the
  number of phones connected, Stop, and New address (``newAddressButton``, confirmed first:
  the phones must scan again).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ChangeSet, Encounter
from gmtracker.encounter.player_snapshot import PlayerViewOptions, player_frame
from gmtracker.ui.dialogs.dialog_parts import error_label, show_error
from gmtracker.ui.panels.player_view import MAX_ROLL_CHARS, PLAYER_NAME_CHARS, health_text
from gmtracker.ui.words.text_format import fill, qt_translate
from gmtracker.ui.words.user_text import short

# The port offered first (any free one if it is taken: the panel says which).
DEFAULT_PORT = 8765
# The QR code's room in the panel (pixels): a phone scans it from across a table.
QR_SIDE = 240
PAYLOAD_VERSION = 1


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlayerView", text)


def page_language() -> str:
    """The UI's language as an HTML ``lang`` (``en``, ``zh-CN``, ``ja``)."""
    name = QLocale().name()
    if name.startswith("zh"):
        return "zh-CN"
    return "ja" if name.startswith("ja") else "en"


def player_payload(encounter: Encounter, options: PlayerViewOptions) -> bytes:
    """What the phones show now, as compact UTF-8 JSON, in the UI's language."""
    frame = player_frame(encounter, options, qt_translate)
    if frame.started:
        heading = fill(_tr("Round %1"), frame.round)
        current = next((row for row in frame.rows if row.current), None)
        if current is not None:
            #: The phones' heading: the round (%1, "Round 3") and whose turn it is (%2, "Ayla's turn"), joined by a middle dot.
            heading = fill(QCoreApplication.translate("PlayerShare", "%1 · %2"), heading,
                           fill(_tr("%1's turn"), short(current.name, PLAYER_NAME_CHARS)))
    else:
        heading = _tr("Not in combat")
    document: dict[str, Any] = {
        "v": PAYLOAD_VERSION,
        "lang": page_language(),
        "title": QCoreApplication.translate("PlayerShare", "Player view"),
        "heading": heading,
        "rows": [{"name": short(row.name, PLAYER_NAME_CHARS), "side": row.side.value, "current": row.current,
                  "health": health_text(row), "out": not row.in_combat} for row in frame.rows],
        "roll_label": QCoreApplication.translate("PlayerShare", "Last roll"),
        "roll": short(frame.roll, MAX_ROLL_CHARS) if frame.roll else None,
        "labels": {
            "reconnecting": QCoreApplication.translate("PlayerShare", "Reconnecting…"),
            "theme": QCoreApplication.translate("PlayerShare", "Light / dark"),
            "empty": QCoreApplication.translate("PlayerShare", "Nobody in the fight yet"),
            # the page shows it when its address no longer works (the GM made a new one)
            "new_address": QCoreApplication.translate("PlayerShare", "The GM shared a new address: scan the code again"),
            # the server puts it in the page's <noscript> element
            "noscript": QCoreApplication.translate(
                "PlayerShare", "This page needs JavaScript to follow the fight. Switch JavaScript on and reload."),
            # read aloud by the phone's screen reader beside each row's side shape (not colour alone)
            "side_pc": QCoreApplication.translate("PlayerShare", "Player character"),
            "side_ally": QCoreApplication.translate("PlayerShare", "Ally"),
            "side_enemy": QCoreApplication.translate("PlayerShare", "Enemy"),
            "side_neutral": QCoreApplication.translate("PlayerShare", "Neutral"),
            "out": QCoreApplication.translate("PlayerShare", "Out of the fight"),
        },
    }
    return json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


class PlayerShare(QObject):
    """Sharing the player view on the network: one server at most, fed after every change."""

    stateChanged = Signal()  # started or stopped

    def __init__(self, encounter: Encounter, options: Callable[[], PlayerViewOptions],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.encounter = encounter
        self._options = options
        self._server: Any = None
        self._last = b""
        # The address's secret, made at the first start and kept across servers and
        # encounters (a phone comes back by itself); None until then.
        self.token: str | None = None
        self._bound: tuple[str, int] | None = None  # the last server's host and port

    def retarget(self, options: Callable[[], PlayerViewOptions]) -> None:
        """Take what the players may see from another window (a language switch rebuilt it)."""
        self._options = options

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def url(self) -> str:
        return str(self._server.url) if self._server is not None else ""

    @property
    def client_count(self) -> int:
        return int(self._server.client_count) if self._server is not None else 0

    def start(self, host: str, port: int = 0) -> str:
        """Serve on ``host:port`` (0: any free port); the address with its token. OSError when
        the address cannot be used (the GM is told why); a running server is stopped first."""
        from gmtracker.net.player_server import PlayerServer, new_token  # only when sharing starts (start-up cost)

        self.stop()
        if self.token is None:
            self.token = new_token()
        if port == 0 and self._bound is not None and self._bound[0] == host:
            port = self._bound[1]  # "any free port": the one the phones know, if it is still free
        server = PlayerServer(host, port, token=self.token)
        try:
            server.start()
        except OSError:
            if self._bound is None or port != self._bound[1]:
                raise
            server = PlayerServer(host, 0, token=self.token)
            server.start()
        self._bound = (host, server.port)
        self._server = server
        self._last = b""
        self.publish()
        self.encounter.subscribe(self._on_change)
        self.stateChanged.emit()
        return str(server.url)

    def new_address(self) -> str:
        """A new token: the old address stops working (its phones get 404 and must scan the
        new code). A running server restarts on the same host and port (any free port if that
        cannot be bound again); the new address, or "" when not sharing."""
        from gmtracker.net.player_server import new_token

        self.token = new_token()
        if self._server is None:
            self.stateChanged.emit()
            return ""
        host, port = self._server.host, self._server.port
        self.stop()
        try:
            return self.start(host, port)
        except OSError:
            return self.start(host, 0)

    def stop(self) -> None:
        """Close the server and every phone's connection (nothing happens when not sharing)."""
        if self._server is None:
            return
        server, self._server = self._server, None
        self.encounter.unsubscribe(self._on_change)
        server.stop()
        self.stateChanged.emit()

    def publish(self) -> None:
        """Send what the players may see now, if it changed."""
        if self._server is None:
            return
        payload = player_payload(self.encounter, self._options())
        if payload != self._last:
            self._last = payload
            self._server.publish(payload)

    def _on_change(self, changes: ChangeSet) -> None:
        if changes.reset:  # a new or opened encounter: the table's link ends with this one
            self.stop()
            return
        self.publish()


class SharePanel(QDialog):
    """Address, QR code, phones connected, Start and Stop (a window that stays open beside the GM's)."""

    def __init__(self, share: PlayerShare, addresses: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sharePanel")
        self.setWindowTitle(self.tr("Share the player view"))
        self.setModal(False)
        self.share = share
        intro = QLabel(self.tr(
            "The players open the address on their phones (same Wi-Fi) or scan the code. They see what the "
            "player view shows: never a hidden combatant, never a hidden DC."), self)
        intro.setWordWrap(True)
        self.host = QComboBox(self)
        self.host.setObjectName("shareHost")
        self.host.setAccessibleName(self.tr("Address"))
        for address in addresses:
            self.host.addItem(address, address)
        self.port = QSpinBox(self)
        self.port.setObjectName("sharePort")
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setSpecialValueText(self.tr("any free port"))
        form = QFormLayout()
        form.addRow(self.tr("&Address:"), self.host)
        form.addRow(self.tr("&Port:"), self.port)
        self.url_label = QLabel(self)
        self.url_label.setObjectName("shareUrl")
        self.url_label.setTextFormat(Qt.TextFormat.PlainText)
        self.url_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.url_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.url_label.setFont(font)
        self.qr_label = QLabel(self)
        self.qr_label.setObjectName("shareQrCode")
        self.qr_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.clients_label = QLabel(self)
        self.clients_label.setObjectName("shareClients")
        self.error_label = error_label(self)  # the dialogs' error line (the theme's error colour)
        self.error_label.setObjectName("shareError")
        hint = QLabel(self.tr(
            "Windows and macOS may ask whether GM Tracker may accept connections: allow it on private networks."),
            self)
        hint.setWordWrap(True)
        self.start_button = QPushButton(self.tr("&Start sharing"), self)
        self.start_button.setObjectName("shareStart")
        self.stop_button = QPushButton(self.tr("S&top"), self)
        self.stop_button.setObjectName("shareStop")
        self.new_address_button = QPushButton(self.tr("&New address…"), self)
        self.new_address_button.setObjectName("newAddressButton")
        self.new_address_button.setToolTip(self.tr(
            "Make a new address: the old one stops working, and every phone must scan the new code"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        row = QHBoxLayout()
        row.addWidget(self.start_button)
        row.addWidget(self.stop_button)
        row.addStretch(1)
        row.addWidget(self.new_address_button)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.error_label)
        layout.addWidget(self.url_label)
        layout.addWidget(self.qr_label, 1)
        layout.addWidget(self.clients_label)
        layout.addWidget(hint)
        layout.addWidget(buttons)
        self.start_button.clicked.connect(self.start_sharing)
        self.stop_button.clicked.connect(share.stop)
        self.new_address_button.clicked.connect(self.new_address)
        share.stateChanged.connect(self.refresh)
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._count)
        self._timer.start()
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)
        self.qr_label.setMinimumSize(QR_SIDE, QR_SIDE)
        self.refresh()

    def start_sharing(self) -> None:
        """Start on the chosen address and port; a port in use falls back to any free one."""
        host = str(self.host.currentData())
        try:
            try:
                self.share.start(host, self.port.value())
            except OSError:
                if self.port.value() == 0:
                    raise
                self.share.start(host, 0)
        except OSError as error:
            show_error(self.error_label, fill(self.tr("Cannot share on %1: %2"), host, error.strerror or str(error)))
            return
        show_error(self.error_label, "")

    def new_address(self) -> None:
        """Ask first (every phone must scan again), then make a new address."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("New address"), self.tr(
            "Make a new address for the player view?"), QMessageBox.StandardButton.Yes
            | QMessageBox.StandardButton.Cancel, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setInformativeText(self.tr(
            "The current address stops working: every phone must scan the new code again."))
        yes = box.button(QMessageBox.StandardButton.Yes)
        yes.setText(self.tr("New address"))
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        if box.exec() != QMessageBox.StandardButton.Yes:
            return
        try:
            self.share.new_address()
        except OSError as error:
            show_error(self.error_label, fill(self.tr("Cannot share on %1: %2"), str(self.host.currentData()),
                                              error.strerror or str(error)))
            return
        show_error(self.error_label, "")

    def refresh(self) -> None:
        running = self.share.running
        self.start_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.host.setEnabled(not running)
        self.port.setEnabled(not running)
        self.url_label.setText(self.share.url if running else self.tr("Not shared."))
        self.qr_label.setPixmap(qr_pixmap(self.share.url) if running else QPixmap())
        self._count()
        self._fit_height()

    def _fit_height(self) -> None:
        """Tall enough for everything at the width it has: the wrapped lines (three in Japanese)
        and the code; adjustSize alone left it 40 px short, the code over the text below it."""
        layout = self.layout()
        width = max(self.width(), self.sizeHint().width())
        needed = layout.totalHeightForWidth(width) if layout is not None and layout.hasHeightForWidth() \
            else self.sizeHint().height()
        self.resize(width, max(self.height(), needed, self.sizeHint().height()))

    def _count(self) -> None:
        count = self.share.client_count
        self.clients_label.setText(self.tr("%n phone(s) connected", "", count)
                                   if self.share.running else "")


def qr_pixmap(text: str, side: int = QR_SIDE) -> QPixmap:
    """``text`` as a QR code to scan, at most ``side`` pixels square (segno draws it: dark
    modules on white with the quiet zone the standard asks for, whole pixels per module)."""
    import io

    import segno

    code = segno.make(text, error="m")
    width, _height = code.symbol_size(scale=1, border=4)
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=max(2, side // width), border=4)
    return QPixmap.fromImage(QImage.fromData(buffer.getvalue()))
