"""The Grapple dialog (issue 28 item 7): a versus check of 1D100s (C5), and a condition on a win (D3).

The GM picks the grappler (whose turn it is, else the selected combatant), the creature it
grapples (one target, from the picker: opponents first, an ally asked twice), the base value
each side adds a tenth of (C5; ``accuracy`` and ``evasion`` when they have them), and the name
of the condition a won grapple puts on the target ("Grappled" in the GM's language, typed
over for another). The name the GM keeps is data: it is stored and shown as typed.

An :class:`~gmtracker.ui.dialogs.action_dialog.ActionDialog`: the odds of the grappler
winning are the command's ``odds()`` and what each side adds its ``offsets()`` — the dialog
computes no rule. "Roll" or "Enter dice" gives the two 1D100s (the grappler's, then the
target's; typed at the table when their sides roll there), and the result is shown as the
roll log will show it before OK applies it. ``commands()`` is one
:class:`~gmtracker.encounter.actions_grapple.GrappleCommand` with its dice.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from gmtracker.encounter import ActionError, Combatant, Encounter
from gmtracker.encounter.actions_grapple import GRAPPLED, GrappleCommand
from gmtracker.encounter.base_values import ACCURACY, EVASION
from gmtracker.encounter.dice_protocol import DiceCommand
from gmtracker.rules.dice import DiceSource
from gmtracker.rules.percentile import Outcome
from gmtracker.ui.dialogs.action_dialog import ActionDialog, AtTable
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.widgets.target_picker import Aim, TargetMemory, TargetPicker
from gmtracker.ui.words.text_format import fill, signed
from gmtracker.ui.words.user_text import add_name_item

from .dialog_parts import OUTCOME_NAMES, fill_base_values, label_buddies, logged_lines, named, plain_label, word

# The target memory's kind for grapples (each grappler's last target, issue 26 item 2).
MEMORY_KIND = "grapple"
# The sides' usual base values (C5), as the 1D100 versus check has them: codes, shown in the GM's language.
_GRAPPLER_BASE_DEFAULT = ACCURACY
_TARGET_BASE_DEFAULT = EVASION


class GrappleDialog(ActionDialog):
    """``grappler`` grapples a target (C5, D3); after OK :meth:`commands` holds the command."""

    def __init__(
        self,
        encounter: Encounter,
        dice: DiceSource,
        parent: QWidget | None = None,
        *,
        grappler: str | None = None,
        target: str | None = None,
        at_table: AtTable = False,
        selected: Sequence[str] = (),
        memory: TargetMemory | None = None,
    ) -> None:
        """``target`` opens picked as given; else the table's ``selected`` when it holds an
        opponent of the grappler, else the grappler's last target in ``memory``."""
        super().__init__(encounter, dice, parent, at_table=at_table)
        self.memory = memory if memory is not None else TargetMemory()
        self.setObjectName("grappleDialog")
        self.setWindowTitle(self.tr("Grapple"))
        self._touched: set[QComboBox] = set()  # base values the GM chose: they stay while they can

        grappler_box = self.grappler_box = QGroupBox(self.tr("Grappler (active side)"), self)
        grappler_box.setObjectName("grapplerBox")
        form = QFormLayout(grappler_box)
        self.grappler_combo = named(QComboBox(grappler_box), "grapplerCombo", self.tr("Grappler"))
        for combatant in encounter.combatants:
            add_name_item(self.grappler_combo, combatant.name, combatant.id)
        self.grappler_base = named(QComboBox(grappler_box), "grapplerBaseCombo", self.tr("Grappler's base value"))
        form.addRow(self.tr("&Who:"), self.grappler_combo)
        form.addRow(self.tr("B&ase value:"), self.grappler_base)
        label_buddies(form)
        self.setup_layout.addWidget(grappler_box)

        target_box = self.target_box = QGroupBox(self.tr("Grappled creature (passive side)"), self)
        target_box.setObjectName("grappleTargetBox")
        target_layout = QVBoxLayout(target_box)
        # One target, grouped by side from the grappler's, an ally asked twice, 1–9 (issue 26 item 2).
        self.target_picker = TargetPicker(target_box, multiple=False, aim=Aim.HARM, list_name="grappleTargets",
                                          accessible=self.tr("Creature to grapple"))
        picker_label = QLabel(self.tr("&Target (1–9):"), target_box)
        picker_label.setBuddy(self.target_picker.list)
        target_layout.addWidget(picker_label)
        target_layout.addWidget(self.target_picker)
        target_form = QFormLayout()
        self.target_base = named(QComboBox(target_box), "targetBaseCombo", self.tr("Grappled creature's base value"))
        target_form.addRow(self.tr("Base &value:"), self.target_base)
        label_buddies(target_form)
        target_layout.addLayout(target_form)
        self.setup_layout.addWidget(target_box)

        condition_form = QFormLayout()
        # The default name in the GM's language; what the GM keeps is stored as typed (data).
        self.condition_edit = named(QLineEdit(QCoreApplication.translate("Grapple", GRAPPLED), self),
                                    "conditionEdit", self.tr("Condition on the grappled creature"))
        self.condition_edit.setToolTip(self.tr("Put on the grappled creature when the grapple succeeds, "
                                               "until removed (D3)"))
        condition_form.addRow(self.tr("&Condition on a win:"), self.condition_edit)
        label_buddies(condition_form)
        self.setup_layout.addLayout(condition_form)
        self.setup_layout.addStretch(1)

        self.odds_summary.show()
        self.odds_summary.setTextFormat(Qt.TextFormat.PlainText)
        self.odds_summary.setWordWrap(True)
        self.result_label = plain_label("", self, object_name="grappleResultLabel")
        self.result_label.setMinimumWidth(self.fontMetrics().averageCharWidth() * 30)
        self.result_label.hide()
        self.results_layout.addWidget(self.result_label)
        self.results_layout.addStretch(1)

        index = self.grappler_combo.findData(grappler) if grappler is not None else -1
        self.grappler_combo.setCurrentIndex(max(index, 0))
        self.target_picker.set_combatants(encounter, self.grappler())
        chosen = ([target] if target is not None and encounter.has(target) and target != self.grappler() else
                  self.target_picker.prepick(selected, self.memory.last_targets(MEMORY_KIND, self.grappler())))
        self.target_picker.set_picked(chosen)
        self._fill_bases(self.grappler_base, self._combatant(self.grappler()), _GRAPPLER_BASE_DEFAULT)
        self._fill_bases(self.target_base, self._combatant(self.target()), _TARGET_BASE_DEFAULT)

        self.grappler_combo.currentIndexChanged.connect(self._grappler_changed)
        self.target_picker.changed.connect(self._target_changed)
        for combo in (self.grappler_base, self.target_base):
            combo.activated.connect(lambda _index, combo=combo: self._touched.add(combo))
            combo.currentIndexChanged.connect(self.refresh)
        self.condition_edit.textChanged.connect(self.refresh)
        self.start(first=self.target_picker.list)  # 1–9 pick the target; Enter rolls

    # -- reading the choices -------------------------------------------------------------

    def grappler(self) -> str | None:
        data = self.grappler_combo.currentData()
        return None if data is None else str(data)

    def target(self) -> str | None:
        return self.target_picker.current()

    def condition(self) -> str:
        """The condition's name as the GM typed it (the command strips the ends)."""
        return self.condition_edit.text()

    def _combatant(self, combatant_id: str | None) -> Combatant | None:
        if combatant_id is None or not self.encounter.has(combatant_id):
            return None
        return self.encounter.combatant(combatant_id)

    def _fill_bases(self, combo: QComboBox, combatant: Combatant | None, preferred: str) -> None:
        """``none`` and the combatant's base values; the GM's own choice stays while it can."""
        fill_base_values(combo, combatant, preferred=preferred, keep=combo in self._touched,
                         none=self.tr("none"), entry=self.tr("%1 %2 (%3)"))

    def build_commands(self) -> list[DiceCommand]:
        grappler, target = self.grappler(), self.target()
        if grappler is None:
            raise ActionError(self.tr("Add combatants first: nobody can grapple."))
        if target is None:
            raise ActionError(self.tr("Pick the creature to grapple."))
        return [GrappleCommand(grappler, target, attacker_base=self.grappler_base.currentData(),
                               target_base=self.target_base.currentData(), condition=self.condition())]

    def odds_rows(self, commands: list[DiceCommand]) -> list[tuple[str, Fraction]]:
        """C5–C7: the grappler's chance to win and to lose, and what each side adds to its 1D100."""
        command = commands[0]
        assert isinstance(command, GrappleCommand)
        odds = command.odds(self.encounter)
        grappler_adds, target_adds = command.offsets(self.encounter)
        self.odds_summary.setText(fill(self.tr("1D100 %1 against 1D100 %2; a tie goes to the grappler (C7)"),
                                       signed(grappler_adds), signed(target_adds)))
        self._show_result("")
        return [(word(OUTCOME_NAMES, outcome), Fraction(odds[outcome])) for outcome in (Outcome.SUCCESS,
                                                                                       Outcome.FAILURE)]

    def show_setup_error(self) -> None:
        super().show_setup_error()
        self.odds_summary.setText("")
        self._show_result("")

    def show_dice(self, commands: list[DiceCommand], done: bool) -> None:
        """The grapple as the roll log will show it, once both 1D100s are in."""
        self._show_result("\n".join(logged_lines(self.encounter, self.patch_of(commands[0]))) if done else "")
        if done:
            command = commands[0]
            assert isinstance(command, GrappleCommand)
            self.odds_view.highlight(word(OUTCOME_NAMES, command.result(self.encounter).outcome))

    def setup_widgets(self) -> list[QWidget]:
        return [self.grappler_box, self.target_box, self.condition_edit]

    def focus_chain(self) -> list[QWidget]:
        return [self.grappler_combo, self.grappler_base, self.target_picker.list, self.target_base,
                self.condition_edit]

    # -- reacting --------------------------------------------------------------------------

    def _show_result(self, text: str) -> None:
        self.result_label.setText(text)
        self.result_label.setVisible(bool(text))  # an empty label would keep an empty column open

    def _grappler_changed(self) -> None:
        """A new grappler: its base values, and the targets grouped from its side (the picked
        one stays unless it is the grappler itself)."""
        picked = [cid for cid in self.target_picker.picked() if cid != self.grappler()]
        self.target_picker.blockSignals(True)
        self.target_picker.set_combatants(self.encounter, self.grappler(), picked)
        self.target_picker.blockSignals(False)
        self._fill_bases(self.grappler_base, self._combatant(self.grappler()), _GRAPPLER_BASE_DEFAULT)
        self._fill_bases(self.target_base, self._combatant(self.target()), _TARGET_BASE_DEFAULT)
        self.refresh()

    def _target_changed(self) -> None:
        self._fill_bases(self.target_base, self._combatant(self.target()), _TARGET_BASE_DEFAULT)
        self.refresh()

    def accept(self) -> None:
        """OK: the grapple, and its target remembered for the grappler (issue 26 item 2)."""
        super().accept()
        if self.result() == GrappleDialog.DialogCode.Accepted:
            target = self.target()
            self.memory.remember_targets(MEMORY_KIND, self.grappler(), [target] if target is not None else [])


def dialog_for(scope: ActionScope) -> GrappleDialog:
    """The grapple dialog of the Grapple action: whose turn it is (else the selected combatant)
    grapples; another selected combatant is the one grappled."""
    grappler = scope.current or scope.acting
    return GrappleDialog(scope.encounter, scope.dice, scope.parent, grappler=grappler,
                         selected=scope.others_than(grappler), memory=TargetMemory.of(scope.parent),
                         at_table=scope.at_table)
