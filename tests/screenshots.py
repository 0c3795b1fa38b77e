"""Opens the app on a mid-combat scene for a screenshot (README's images, and looking at the UI).

The scene is the bundled demo with a few more things happening: a goblin archer
unconscious and dying, the other knocked out (unconscious, not dying), the skeleton
destroyed (dead), the ogre disabled and dazed with two conditions, so every look of a row
is on screen at once. Language and theme are set in a
throw-away data folder; nothing touches the user's profile.

Run it inside the shared screenshot tool (it starts Xvfb and grabs the screen)::

    ../shared/tools/screenshot OUT.png --wait 8 -- .venv/bin/python -m tests.screenshots ja dark

``LANG`` is ``en``, ``zh_CN`` or ``ja``; ``THEME`` is ``light`` or ``dark``. Options:
``--prep`` opens the scene before combat (the monsters' initiatives not rolled yet, the
players' not typed); ``--action NAME`` triggers that QAction (e.g. ``actionStartCombat``)
once the window is up, to look at its dialog; ``--set KEY=JSON`` sets another app setting
(``--set turn_timer=true``). Other arguments go to ``gmtracker`` itself.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "resources" / "demo" / "demo.json"


def _combatant(document: dict[str, Any], combatant_id: str) -> dict[str, Any]:
    found: dict[str, Any] = next(c for c in document["combatants"] if c["id"] == combatant_id)
    return found


def scene() -> dict[str, Any]:
    """The demo file's document with wounded, unconscious and dead combatants (B4, B5)."""
    document: dict[str, Any] = json.loads(DEMO.read_text(encoding="utf-8"))
    archer = _combatant(document, "goblin-archer")
    archer.update(wounds=3, states=[{"state": "seriously_wounded"}, {"state": "unconscious"}])  # dying (B5)
    knocked_out = _combatant(document, "goblin-archer-2")
    knocked_out.update(bruises=3, states=[{"state": "seriously_bruised"}, {"state": "unconscious"}])
    skeleton = _combatant(document, "skeleton")
    skeleton.update(wounds=4, states=[{"state": "seriously_wounded"}, {"state": "dead"}])
    ogre = _combatant(document, "grukk")
    ogre.update(wounds=2, bruises=2, hit_penalties=2,
                states=[{"state": "seriously_wounded"}, {"state": "disabled"}, {"state": "dazed"}],
                conditions=[{"id": "prone", "name": "Prone", "rounds": 1, "remaining": 1, "expiry": "turn_end",
                             "effects": [{"kind": "disadvantage", "value": 1, "applies_to": "hit"},
                                         {"kind": "modifier", "value": -2, "applies_to": "defense",
                                          "defense": "reflex"}]},
                            {"id": "burning", "name": "Burning", "rounds": 3, "remaining": 2,
                             "expiry": "turn_start", "effects": [{"kind": "modifier", "value": -1}]}])
    lurker = _combatant(document, "goblin-lurker")  # D3: its hiding helps its first attack, the GM's secret
    lurker["conditions"][0].update(effects=[{"kind": "advantage", "value": 1, "applies_to": "hit"},
                                            {"kind": "modifier", "value": 2, "type": "situational",
                                             "applies_to": "attribute", "attribute": "agility"}],
                                   hidden=True)
    ayla = _combatant(document, "ayla-thornwood")  # issue 29 item 4: her longbow spends arrows
    ayla["resources"] = [{"id": "arrows", "name": "Arrows", "maximum": 20, "left": 14}]
    ayla["attacks"][0]["spends"] = "arrows"
    shaman = _combatant(document, "goblin-shaman")
    shaman["resources"] = [{"id": "hex", "name": "Hex", "maximum": 3, "left": 1, "refill": "minute"}]
    return document


def prep(document: dict[str, Any]) -> dict[str, Any]:
    """Before the fight: not started, no initiative but the dog's (set by the GM beforehand)."""
    document["turn"] = {"started": False, "round": 0}
    for combatant in document["combatants"]:
        if combatant["id"] != "mill-dog":
            combatant.pop("initiative", None)
    return document


def _trigger_later(name: str) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["gmtracker"])

    def fire() -> None:
        for widget in QApplication.topLevelWidgets():
            action = widget.findChild(QAction, name)
            if action is not None and widget.objectName() == "mainWindow":
                action.trigger()
                return
        QTimer.singleShot(300, fire)  # the window's actions are built after its first paint

    QTimer.singleShot(1500, fire)
    assert app is not None


def main(argv: list[str]) -> int:
    language, theme, *rest = argv
    document = scene()
    if "--prep" in rest:
        rest.remove("--prep")
        document = prep(document)
    if "--action" in rest:
        at = rest.index("--action")
        _trigger_later(rest[at + 1])
        del rest[at:at + 2]
    chosen: dict[str, Any] = {"language": language, "theme": theme}
    while "--set" in rest:  # --set KEY=JSON: another app setting (--set turn_timer=true)
        at = rest.index("--set")
        key, _, value = rest[at + 1].partition("=")
        chosen[key] = json.loads(value)
        del rest[at:at + 2]
    folder = Path(tempfile.mkdtemp(prefix="gmtracker-shot-"))
    data = folder / "data"
    (data / "config").mkdir(parents=True)
    settings = {"format": "gmtracker-settings", "version": 1, "settings": chosen}
    (data / "config" / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    file = folder / "mill.json"
    file.write_text(json.dumps(document, ensure_ascii=False, indent=1), encoding="utf-8")
    from gmtracker.app import main as run

    return run([str(file), "--data-dir", str(data), *rest])


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
