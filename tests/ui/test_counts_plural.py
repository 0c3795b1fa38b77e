"""No count composed without Qt's plural form (issue 26 item 8: "1 rounds"): a number placeholder
(%1…%9) directly before a counted English noun in a UI template must be ``%n`` with ``(s)``,
``self.tr("%n round(s)", "", n)``, whose English forms tests/english_plurals.py writes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# The files of issue 26 item 8's texts (rest dialog, banner, player view, roll log, the clock's words,
# the heal dialog's points), then every other file of the UI: a new "%1 points" anywhere fails.
ITEM_FILES = ["gmtracker/ui/dialogs/rest_dialog.py", "gmtracker/ui/panels/turn_banner.py",
              "gmtracker/ui/panels/player_view.py", "gmtracker/ui/panels/roll_log.py",
              "gmtracker/ui/words/clock_words.py", "gmtracker/ui/dialogs/heal_dialog.py"]
FILES = ITEM_FILES + sorted(str(path.relative_to(ROOT)) for path in (ROOT / "gmtracker" / "ui").rglob("*.py")
                            if str(path.relative_to(ROOT)) not in ITEM_FILES)
NOUNS = ("rounds", "dice", "die", "wounds", "bruises", "combatants", "checks", "periods", "targets",
         "minutes", "hours", "seconds", "entries", "steps", "points", "hit points", "temporary hit points")
COUNT = re.compile(r'(?:tr|translate)\([^)]*?"[^"]*%[1-9] (?:' + "|".join(re.escape(n) for n in NOUNS) + r')\b')


@pytest.mark.parametrize("path", FILES)
def test_no_count_before_a_plural_noun_without_the_plural_form(path: str) -> None:
    """Issue 26 item 8: e.g. "%1 temporary hit points end" said "1 temporary hit points end"."""
    found = [line.strip() for line in (ROOT / path).read_text(encoding="utf-8").splitlines() if COUNT.search(line)]
    assert found == []


def test_the_checker_finds_what_it_is_for() -> None:
    """The pattern catches the old rest-dialog text and lets the plural form through."""
    assert COUNT.search('fill(self.tr("%1 temporary hit points end"), n)')
    assert not COUNT.search('self.tr("%n temporary hit point(s) end", "", n)')
    assert COUNT.search('QRadioButton(fill(self.tr("&Wound count (1 per %1 points)"), 2)')  # the heal dialog's
