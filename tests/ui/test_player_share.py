"""The player view on the players' phones, from the GM's side (issue 15).

View ▸ Share the player view… opens the Share panel (objectName ``sharePanel``); Start serves
the page on the chosen address; the phones get a new payload after every change, undo
included, built from the same player snapshot as the player view window — never a hidden
combatant. Stop, File ▸ New and closing the window end every connection. The command-line
option ``--serve-player-view HOST:PORT`` starts it at launch and prints the address.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QPushButton, QSpinBox, QWidget

from gmtracker.encounter.player_snapshot import PlayerViewOptions
from gmtracker.ui.panels.player_share import player_payload
from gmtracker.ui.shell.main_window import MainWindow
from tests.net.conftest import EventStream
from gmtracker.ui.dialogs.initiative_dialog import InitiativeDialog
from tests.ui.conftest import at_the_table, child, press_ok
from tests.ui.modal import MessageBoxes, when_modal

#: What the demo hides from the players: the lurker's name, its id and its condition.
HIDDEN = ("Goblin Lurker", "goblin-lurker", "Hiding", "in the reeds")


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    return boxes


@pytest.fixture(autouse=True)
def _no_prompts(prompts_offered: list[list[dict[str, Any]]]) -> None:
    """Turn-start prompts are not what these tests are about (tests/ui/conftest.py)."""


def assert_the_stream_ends(phone: EventStream) -> None:
    """Read ``phone``'s stream to its end: the server closed every connection."""
    with pytest.raises((EOFError, OSError)):
        while True:
            phone.next_data()


def start_from_the_panel(qtbot: Any, window: MainWindow) -> Any:
    """View ▸ Share the player view… (it shares at once, on the LAN address); then Stop,
    127.0.0.1, any free port, Start: as the GM clicks it."""
    window.actions_by_name["actionSharePlayerView"].trigger()
    panel = window.findChild(QWidget, "sharePanel")
    assert panel is not None and panel.isVisible() and not panel.isModal()
    assert window.player_share().running  # shared at once
    qtbot.mouseClick(child(panel, QPushButton, "shareStop"), Qt.MouseButton.LeftButton)
    assert not window.player_share().running
    host = child(panel, QComboBox, "shareHost")
    host.setCurrentIndex(host.findData("127.0.0.1"))
    child(panel, QSpinBox, "sharePort").setValue(0)
    qtbot.mouseClick(child(panel, QPushButton, "shareStart"), Qt.MouseButton.LeftButton)
    assert window.player_share().running
    return panel


def fetch(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:  # noqa: S310 - our own server on 127.0.0.1
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, b""


def test_the_panel_starts_sharing_and_shows_the_address_its_code_and_the_phones(qtbot: Any, window: MainWindow) -> None:
    panel = start_from_the_panel(qtbot, window)
    url = child(panel, QLabel, "shareUrl").text()
    assert url == window.player_share().url and url.startswith("http://127.0.0.1:") and url.endswith("/")
    assert not child(panel, QLabel, "shareQrCode").pixmap().isNull()  # a code to scan
    status, page = fetch(url)
    assert status == 200 and b"<html" in page
    assert fetch(url.rsplit("/", 2)[0] + "/wrong-token/")[0] == 404
    phone = EventStream(url)
    try:
        first = json.loads(phone.next_data())
        assert first["heading"].startswith("Round 1") and [r["name"] for r in first["rows"]][0] == "Ayla Thornwood"
        qtbot.waitUntil(lambda: window.player_share().client_count == 1)
        panel._count()
        assert child(panel, QLabel, "shareClients").text().startswith("1 phone")
        qtbot.mouseClick(child(panel, QPushButton, "shareStop"), Qt.MouseButton.LeftButton)
        assert not window.player_share().running
        assert_the_stream_ends(phone)
    finally:
        phone.close()
    assert child(panel, QPushButton, "shareStart").isEnabled()


def test_the_phones_never_see_a_hidden_combatant_through_turns_a_new_fight_and_undo(
        qtbot: Any, window: MainWindow) -> None:
    """The demo's Goblin Lurker is hidden, and it is its turn: the phones must not learn it —
    not in the stream, the page or state.json, through turns, undo, redo, the end of the fight
    and a new one that the lurker opens."""
    at_the_table(window, "pc")
    start_from_the_panel(qtbot, window)
    phone = EventStream(window.player_share().url)
    seen: list[str] = []
    try:
        seen.append(phone.next_data())
        a = window.actions_by_name
        steps = [a["actionNextTurn"], a["actionNextTurn"], a["actionNextTurn"]]
        for action in steps:
            action.trigger()
            seen.append(phone.next_data())  # each change arrives, at once
        window.undo()
        after_undo = phone.next_data()
        seen.append(after_undo)
        assert json.loads(after_undo)["heading"] == json.loads(seen[-3])["heading"]  # undo shows again what was
        window.redo()
        seen.append(phone.next_data())
        a["actionEndCombat"].trigger()
        seen.append(phone.next_data())
        assert json.loads(seen[-1])["heading"] == "Not in combat"

        def new_fight(dialog: InitiativeDialog) -> None:  # the players type theirs; the lurker rolls highest
            for cid, value in (("ayla-thornwood", "12"), ("lin-yue", "11"), ("sato-ken", "10")):
                qtbot.keyClicks(dialog.findChild(QLineEdit, f"initiative_{cid}"), value)
            lurker = dialog.findChild(QLineEdit, "initiative_goblin-lurker")
            lurker.clear()
            qtbot.keyClicks(lurker, "30")
            press_ok(dialog)

        when_modal(InitiativeDialog, new_fight)
        a["actionStartCombat"].trigger()
        assert window.encounter.turn.current == "goblin-lurker"  # the hidden one opens the fight
        seen.append(phone.next_data())
        assert json.loads(seen[-1])["heading"] == "Not in combat"  # and the phones cannot tell
        a["actionNextTurn"].trigger()
        seen.append(phone.next_data())
        assert json.loads(seen[-1])["heading"].startswith("Round 1")
        window.undo()
        seen.append(phone.next_data())
        status, page = fetch(window.player_share().url)
        assert status == 200
        seen.append(page.decode("utf-8"))
        seen.append(fetch(window.player_share().url + "state.json")[1].decode("utf-8"))
    finally:
        phone.close()
    everything = "\n".join(seen)
    for secret in HIDDEN:
        assert secret not in everything, secret
    # the payload's rows are the player view window's rows, one snapshot for both
    window.show_player_view()
    shown = [window.player_view.model.index(r, 1).data() for r in range(window.player_view.model.rowCount())]
    assert [row["name"] for row in json.loads(seen[-1])["rows"]] == shown  # state.json, read last


def test_a_new_encounter_ends_the_sharing(qtbot: Any, window: MainWindow) -> None:
    start_from_the_panel(qtbot, window)
    phone = EventStream(window.player_share().url)
    try:
        phone.next_data()
        window.actions_by_name["actionNew"].trigger()
        assert not window.player_share().running
        assert_the_stream_ends(phone)
    finally:
        phone.close()


def test_what_the_gm_allows_per_side_reaches_the_phones(qtbot: Any, window: MainWindow) -> None:
    from gmtracker.encounter import Side
    from gmtracker.encounter.player_snapshot import Detail

    encounter = window.encounter
    counts = json.loads(player_payload(encounter, PlayerViewOptions({Side.PC: Detail.COUNTS})))
    nothing = json.loads(player_payload(encounter, PlayerViewOptions({Side.PC: Detail.NOTHING})))
    ayla = next(r for r in counts["rows"] if r["name"] == "Ayla Thornwood")
    assert ayla["health"].startswith("wounds 1 / bruises 0") and ayla["side"] == "pc"
    assert next(r for r in nothing["rows"] if r["name"] == "Ayla Thornwood")["health"] == ""


def test_the_payload_speaks_the_ui_language(window: MainWindow) -> None:
    from PySide6.QtWidgets import QApplication

    from gmtracker.storage.resources import translations_dir

    app = QApplication.instance()
    window.context.translators.use(app, "ja", translations_dir())  # as Settings ▸ Language does
    try:
        document = json.loads(player_payload(window.encounter, PlayerViewOptions()))
    finally:
        window.context.translators.clear(app)
    assert document["lang"] == "ja" and document["heading"].startswith("ラウンド1")
    assert document["labels"]["reconnecting"] == "再接続しています…"
    assert all(secret not in json.dumps(document, ensure_ascii=False) for secret in HIDDEN)


def run_app(tmp_path: Path, *arguments: str) -> subprocess.Popen[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen([sys.executable, "-m", "gmtracker", "--data-dir", str(tmp_path / "data"), *arguments],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def test_serve_player_view_at_launch_prints_the_address_with_the_real_port(tmp_path: Path) -> None:
    app = run_app(tmp_path, "--serve-player-view", "127.0.0.1:0")
    try:
        assert app.stdout is not None
        line = app.stdout.readline().strip()
        assert line.startswith("player view: http://127.0.0.1:") and not line.startswith("player view: http://127.0.0.1:0/")
        url = line.removeprefix("player view: ")
        status, page = fetch(url)
        assert status == 200
        status, state = fetch(url + "state.json")
        assert status == 200
        document = json.loads(state)
        assert document["rows"] and all(secret not in state.decode() for secret in HIDDEN)
    finally:
        app.kill()
        app.communicate(timeout=30)


def test_serve_player_view_on_an_address_that_cannot_be_used_says_so(tmp_path: Path) -> None:
    app = run_app(tmp_path, "--serve-player-view", "192.0.2.1:0")  # TEST-NET-1: not this machine's
    _out, err = app.communicate(timeout=60)
    assert app.returncode == 2 and "cannot serve the player view on 192.0.2.1:0" in err


def test_serve_player_view_needs_host_and_port(tmp_path: Path) -> None:
    app = run_app(tmp_path, "--serve-player-view", "localhost")
    _out, err = app.communicate(timeout=60)
    assert app.returncode == 2 and "expected HOST:PORT" in err


def test_the_qr_code_fits_its_room_and_reads_back_as_the_address() -> None:
    from gmtracker.ui.panels.player_share import QR_SIDE, qr_pixmap

    url = "http://192.168.1.23:8765/PiaEmd0zUlwuE9m6tPDIGA/"
    pixmap = qr_pixmap(url)
    assert 0 < pixmap.width() <= QR_SIDE and pixmap.width() == pixmap.height()
    image = pixmap.toImage()
    assert image.pixelColor(1, 1).lightness() > 200  # the quiet zone is white
    assert image.pixelColor(image.width() // 2, image.height() // 2).isValid()


def test_the_panel_has_room_for_its_code(qtbot: Any, window: MainWindow) -> None:
    window.actions_by_name["actionSharePlayerView"].trigger()
    panel = window.findChild(QWidget, "sharePanel")
    qtbot.waitExposed(panel)
    code, phones = child(panel, QLabel, "shareQrCode"), child(panel, QLabel, "shareClients")
    assert code.height() >= code.pixmap().height() and not code.geometry().intersects(phones.geometry())
    window.player_share().stop()


def test_closing_the_window_ends_the_sharing(qtbot: Any, window: MainWindow) -> None:
    start_from_the_panel(qtbot, window)
    phone = EventStream(window.player_share().url)
    try:
        phone.next_data()
        window.document.undo_stack.setClean()
        window.close()  # quitting
        assert not window.player_share().running
        assert_the_stream_ends(phone)
    finally:
        phone.close()
