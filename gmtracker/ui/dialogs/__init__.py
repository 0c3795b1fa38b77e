"""The dialogs of the GM's actions: check, attack, damage, heal, rest, 1D100, conditions,
the dice tray and the turn-start prompts.

The contract every action dialog keeps (so the main window treats them alike):

* ``XDialog(encounter, dice, parent=None, *, <preselection>)`` — ``encounter`` is read,
  never changed; ``dice`` is the :class:`~gmtracker.rules.dice.DiceSource` that "Roll"
  uses (the main window passes the encounter's seeded ``RandomDice``). Preselection is
  e.g. the acting combatant and the selected targets. A dialog that an action of the
  main window opens has a factory beside it, ``dialog_for(scope: ActionScope) -> XDialog``
  (:mod:`.action_scope`), which reads that preselection from the selection; the action's
  row in :mod:`gmtracker.ui.shell.actions` names it.
* The rules core does the math: a dialog collects choices, shows the exact odds live,
  and builds the encounter command with the dice it holds — rolled with "Roll", or
  typed by the GM with "Enter dice" (empty, named boxes:
  :class:`~gmtracker.ui.widgets.dice_entry.DiceEntry`). Every dialog that rolls is an
  :class:`~gmtracker.ui.dialogs.action_dialog.ActionDialog` (its docstring says how to
  write one); ``at_table=True`` opens it straight in typed dice.
* One result contract (:class:`~gmtracker.ui.dialogs.action_dialog.CommandDialog`): after a
  successful OK, ``commands()`` returns the built :class:`~gmtracker.encounter.Command`
  list (not applied: the main window pushes it onto the undo stack, several as one step);
  empty before OK or after Cancel. A refused action (:class:`~gmtracker.encounter.ActionError`)
  is shown inline in the dialog, which stays open; nothing is half-applied.
* Every string goes through ``self.tr()`` (no f-strings inside ``tr``; ``%1`` style
  placeholders, ``%n`` plurals); every interactive widget has an ``objectName`` and an
  accessible name; Enter triggers the default button, Esc cancels.
"""
