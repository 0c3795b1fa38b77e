"""What a dialog shows before OK is what its command does (issue 28 item 5): hypothesis over
random combatants, and the real ``exec()`` for the rest and heal dialogs.

The rest dialog (B5, B6, B8, B10, B12): each due state's line says "ends it" / "cannot end
it" for take 10 / take 20, the summary says which states end, how the wound and bruise
counts move and which count a lock holds (B5); the heal dialog (B5, B7, B8): which count may
be lowered, what it becomes, and the recovery check's bonus and DC; the prompts dialog (B8):
a due recovery check's bonus and DC. Each is compared with the command executed afresh on
the encounter (its patch built again, not the one the dialog kept).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QDialog

from gmtracker.encounter import Combatant, Command, Encounter, Settings, StateEntry, TurnState
from gmtracker.encounter.actions_care import HealCommand
from gmtracker.encounter.actions_recovery import RecoveryChecksCommand
from gmtracker.encounter.actions_rest import AdvanceTimeCommand, recovery_due
from gmtracker.encounter.turns import RecoveryCheckPrompt
from gmtracker.rules.wound_codes import CountKind, DamageState
from gmtracker.ui.dialogs.dialog_parts import state_name
from gmtracker.ui.dialogs.heal_dialog import HealDialog
from gmtracker.ui.dialogs.prompts_dialog import PromptsDialog
from PySide6.QtWidgets import QLabel
from gmtracker.ui.dialogs.rest_dialog import MODES, RestDialog
from tests.ui.conftest import press_ok
from tests.ui.modal import when_modal

SW, SB = DamageState.SERIOUSLY_WOUNDED, DamageState.SERIOUSLY_BRUISED
DISABLED, UNCONSCIOUS, DAZED = DamageState.DISABLED, DamageState.UNCONSCIOUS, DamageState.DAZED
EXAMPLES = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


class FixedDice:
    """Every die shows ``value`` (clamped to the die)."""

    def __init__(self, value: int) -> None:
        self.value = value

    def roll(self, sides: int) -> int:
        return min(self.value, sides)


@st.composite
def patients(draw: Any) -> Combatant:
    """A living, not dying combatant: counts, some damage states begun at round 0, constitution."""
    held = draw(st.sets(st.sampled_from([SW, SB, DISABLED, UNCONSCIOUS, DAZED]), max_size=3))
    if SW in held and UNCONSCIOUS in held:  # dying (B5): time does not pass; not what is tested here
        held.discard(UNCONSCIOUS)
    order = list(DamageState)
    return Combatant(id="kim", name="Kim", constitution=draw(st.integers(1, 30)),
                     wounds=draw(st.integers(0, 6)), bruises=draw(st.integers(0, 12)),
                     states=[StateEntry(state, began=0) for state in sorted(held, key=order.index)])


def ward(patient: Combatant, *, realistic: bool, clock: int = 0) -> Encounter:
    return Encounter(name="ward", settings=Settings(realistic=realistic), turn=TurnState(clock=clock),
                     combatants=[patient])


def executed(command: Command, encounter: Encounter) -> Combatant:
    """The patient after ``command`` runs afresh (its patch built again) on a copy of ``encounter``."""
    copy = msgspec.json.decode(msgspec.json.encode(encounter), type=Encounter)
    command.patch = None
    command.apply(copy)
    return copy.combatant("kim")


def closing(dialog: QDialog) -> Iterator[QDialog]:
    try:
        yield dialog
    finally:
        dialog.close()
        dialog.deleteLater()


# -- the rest dialog ---------------------------------------------------------------------------


def summary_parts(dialog: RestDialog) -> list[str]:
    """The summary's clauses about Kim ("rests", "seriously wounded ends", "wound count 3 → 2"…)."""
    for line in dialog.summary.toPlainText().splitlines():
        if line.startswith("Kim: "):
            return line[len("Kim: "):].split("; ")
    return []


def check_rest_preview(dialog: RestDialog, encounter: Encounter, command: Command, after: Combatant) -> None:
    """The rest dialog's lines and summary against the patient ``after`` ``command`` ran."""
    assert isinstance(command, AdvanceTimeCommand)
    locks = command.locks(encounter).get("kim", frozenset())
    before = encounter.combatant("kim")
    parts = summary_parts(dialog)
    ended = {entry.state for entry in before.states} - {entry.state for entry in after.states}
    assert {p for p in parts if p.endswith(" ends") and "temporary" not in p} == {
        f"{state_name(state)} ends" for state in ended}
    for kind, label, lock in ((CountKind.WOUNDS, "wound count", "the wound count cannot fall"),
                              (CountKind.BRUISES, "bruise count", "the bruise count cannot fall")):
        was, now = before.wounds if kind is CountKind.WOUNDS else before.bruises, (
            after.wounds if kind is CountKind.WOUNDS else after.bruises)
        moved = [p for p in parts if p.startswith(label)]
        assert moved == ([f"{label} {was} → {now}"] if was != now else [])
        held = any(p.startswith(lock) for p in parts)
        assert held == (kind in locks), (parts, locks)
        if held:  # B5: a lock the dialog names really holds the count
            assert was == now and was > 0
    for (_, state), row in dialog.due_rows().items():
        text = row.odds.text()
        if text.endswith(": ends it") or " ends it " in text:
            assert state in ended, text
        if ": cannot end it" in text:
            assert state not in ended, text


@EXAMPLES
@given(patient=patients(), realistic=st.booleans(), hours=st.integers(1, 30), resting=st.booleans(),
       modes=st.lists(st.sampled_from(["take10", "take20", "skip"]), min_size=3, max_size=3))
def test_b5_b6_b8_the_rest_dialogs_preview_is_what_the_command_does(
        qtbot: Any, patient: Combatant, realistic: bool, hours: int, resting: bool, modes: list[str]) -> None:
    """Take 10 / take 20 "ends it" or "cannot end it", the states that end, the counts and the B5
    locks, as the dialog says before OK, equal the advance-time command executed afresh."""
    encounter = ward(patient, realistic=realistic)
    for dialog in closing(RestDialog(encounter, FixedDice(1))):
        assert isinstance(dialog, RestDialog)
        dialog.span_spin.setValue(hours)
        dialog.set_resting("kim", resting)
        for row, mode in zip(dialog.due_rows().values(), modes):
            if row.mode.model().item(MODES.index(mode)).isEnabled():  # type: ignore[attr-defined]
                row.mode.setCurrentIndex(MODES.index(mode))  # a GM picks only what the dialog offers
            if MODES[row.mode.currentIndex()] == "roll" and row.due.checks > 40:
                # Staged dice stop after the dialog's 64 rounds ("The action kept asking for dice"):
                # a long rest's every-minute checks that all fail are not rolled here.
                row.mode.setCurrentIndex(MODES.index("skip"))
        if any(MODES[row.mode.currentIndex()] == "roll" for row in dialog.due_rows().values()):
            dialog.roll()  # the rolled ones: every d20 a 1 (B8: a natural 1 is not special)
        press_ok(dialog)
        (command,) = dialog.commands()
        check_rest_preview(dialog, encounter, command, executed(command, encounter))


def test_b8_the_rest_dialogs_take_10_line_through_exec_is_the_commands_verdict(qtbot: Any) -> None:
    """Through the real exec(): Kim (Con 14, +2) takes 10 on disabled (DC 20: 12, cannot end it) and
    on dazed (DC 10: 12, ends it); the shown lines and summary are what the command then does."""
    patient = Combatant(id="kim", name="Kim", constitution=14, wounds=2,
                        states=[StateEntry(DISABLED, began=0), StateEntry(DAZED, began=0)])
    encounter = ward(patient, realistic=False)
    dialog = RestDialog(encounter, FixedDice(1))
    qtbot.addWidget(dialog)
    seen: dict[str, str] = {}

    def script(shown: RestDialog) -> None:
        shown.set_resting("kim", True)
        for (_, state), row in shown.due_rows().items():
            row.mode.setCurrentIndex(MODES.index("take10"))
            seen[state.value] = row.odds.text()
        press_ok(shown)

    when_modal(RestDialog, script)
    assert dialog.exec() == QDialog.DialogCode.Accepted
    assert seen == {"disabled": "10 +2 = 12 against DC 20: cannot end it",
                    "dazed": "10 +2 = 12 against DC 10: ends it"}
    (command,) = dialog.commands()
    after = executed(command, encounter)
    check_rest_preview(dialog, encounter, command, after)
    assert {entry.state for entry in after.states} == {DISABLED}


# -- the heal dialog ---------------------------------------------------------------------------

HEALING = ["1d8+1", "2d6", "1d4", "3", "1d3", "4d10", "0"]


def heal_dialog(encounter: Encounter, natural: int) -> HealDialog:
    return HealDialog(encounter, FixedDice(natural), target="kim")


def refused(command: Command, encounter: Encounter) -> bool:
    try:
        command.build(encounter)
    except Exception:  # noqa: BLE001 - any refusal (ActionError) counts
        return True
    return False


_COUNT = re.compile(r"^(Wound|Bruise) count (\d+) → (\d+) \(")
_ODDS = re.compile(r"^d20 ([+−-]\d+) against DC (\d+) \(B8\)$")


def _signed(text: str) -> int:
    return int(text.replace("−", "-"))


@EXAMPLES
@given(patient=patients(), realistic=st.booleans(), healing=st.sampled_from(HEALING),
       natural=st.integers(1, 20), use=st.sampled_from(["wounds", "bruises", "recovery"]))
def test_b5_b7_b8_the_heal_dialogs_preview_is_what_the_command_does(
        qtbot: Any, patient: Combatant, realistic: bool, healing: str, natural: int, use: str) -> None:
    """Which count may be lowered (B5), what it becomes (B7), and the recovery check's bonus and DC
    (B8), as the dialog shows them, equal the heal command executed afresh."""
    encounter = ward(patient, realistic=realistic)
    for dialog in closing(heal_dialog(encounter, natural)):
        assert isinstance(dialog, HealDialog)
        dialog.healing_edit.setText(healing)
        for kind, radio in ((CountKind.WOUNDS, dialog.wounds_radio), (CountKind.BRUISES, dialog.bruises_radio)):
            assert radio.isEnabled() == (not refused(HealCommand("kim", healing, count=kind), encounter))
        if use == "recovery":
            if not dialog.recovery_radio.isEnabled():
                return
            dialog.recovery_radio.setChecked(True)
            match = _ODDS.match(dialog.odds_summary.text())
            assert match, dialog.odds_summary.text()
            bonus, dc = _signed(match.group(1)), int(match.group(2))
            state = dialog.state()
            assert state is not None
            dialog.roll()
            press_ok(dialog)
            (command,) = dialog.commands()
            assert isinstance(command, HealCommand) and command.natural == natural
            after = executed(command, encounter)
            assert after.has_state(state) == (natural + bonus < dc)  # B8: the shown numbers decide it
            return
        radio = dialog.wounds_radio if use == "wounds" else dialog.bruises_radio
        if not radio.isEnabled():
            return
        dialog.count_radio.setChecked(True)
        radio.setChecked(True)
        match = _COUNT.match(dialog.count_preview.text())
        assert match, dialog.count_preview.text()
        press_ok(dialog)
        (command,) = dialog.commands()
        after = executed(command, encounter)
        before_count, after_count = int(match.group(2)), int(match.group(3))
        kind = CountKind.WOUNDS if use == "wounds" else CountKind.BRUISES
        assert before_count == (patient.wounds if kind is CountKind.WOUNDS else patient.bruises)
        assert after_count == (after.wounds if kind is CountKind.WOUNDS else after.bruises)


def test_b7_the_heal_dialogs_count_preview_through_exec_is_what_the_command_does(qtbot: Any) -> None:
    """Through the real exec(): 2d6 (5 points, B2) on 3 wounds → 1 (4 points used, 1 lost), as
    the command then does; seriously bruised keeps the bruise count's choice off (B5)."""
    patient = Combatant(id="kim", name="Kim", constitution=12, wounds=3, bruises=4,
                        states=[StateEntry(SB, began=0)])
    encounter = ward(patient, realistic=False)
    dialog = heal_dialog(encounter, 10)
    qtbot.addWidget(dialog)
    seen: dict[str, Any] = {}

    def script(shown: HealDialog) -> None:
        shown.healing_edit.setText("2d6")
        shown.count_radio.setChecked(True)
        shown.wounds_radio.setChecked(True)
        seen["preview"] = shown.count_preview.text()
        seen["bruises"] = shown.bruises_radio.isEnabled()
        press_ok(shown)

    when_modal(HealDialog, script)
    assert dialog.exec() == QDialog.DialogCode.Accepted
    assert seen["preview"] in ("Wound count 3 → 1 (4 points used, 1 lost)", "Wound count 3 → 1 (4 point(s) used, 1 lost)")
    assert seen["bruises"] is False
    (command,) = dialog.commands()
    assert executed(command, encounter).wounds == 1
    assert refused(HealCommand("kim", "2d6", count=CountKind.BRUISES), encounter)


# -- the prompts dialog (a recovery check due at a turn start) ---------------------------------

_DUE = re.compile(r"Each is d20 ([+−-]\d+) against DC (\d+) ")


@EXAMPLES
@given(patient=patients(), realistic=st.booleans(), natural=st.integers(1, 20))
def test_b8_b10_the_prompts_dialogs_bonus_and_dc_decide_as_the_command_does(
        qtbot: Any, patient: Combatant, realistic: bool, natural: int) -> None:
    """A due recovery check's "d20 +N against DC M" (B8, B10) decides as the command executed with
    the d20 ``natural`` does."""
    encounter = ward(patient, realistic=realistic, clock=600)  # an hour on: every state has checks due
    dues = recovery_due(encounter)
    if not dues:
        return
    due = dues[0]
    prompt = RecoveryCheckPrompt(combatant="kim", state=due.state, due=due.checks)
    for dialog in closing(PromptsDialog(encounter, FixedDice(natural), [prompt])):
        detail = dialog.findChild(QLabel, "prompt0Detail")
        assert detail is not None
        match = _DUE.search(detail.text())
        assert match, detail.text()
        bonus, dc = _signed(match.group(1)), int(match.group(2))
    after = executed(RecoveryChecksCommand("kim", due.state, due.checks, [natural]), encounter)
    assert after.has_state(due.state) == (natural + bonus < dc)
