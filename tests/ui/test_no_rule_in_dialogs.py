"""No rule is decided in a dialog (issue 28 item 5): a scan of ``gmtracker/ui/dialogs/*.py``.

Every number or verdict a dialog shows about a rule comes from its command (``odds()``,
``recovery_bonus()``, ``locks()``, ``outcome_preview()``…), which calls the rules core. The
scan reads each module's syntax tree and refuses:

* arithmetic (``+ - * / // % **``, also augmented) and order comparisons (``< <= > >=``)
  whose operand *names* a rule quantity — a dc, total, bonus, die, natural, margin,
  modifier, penalty, shortfall, wound or bruise count, temporary hit points, constitution,
  performance — as a variable, an attribute, a record key (``check["total"]``) or a rules
  table (``RECOVERY_DC[state]``); ``sum``/``min``/``max``/``abs`` over such names counts too.
  A name inside a call (``fill(text, bonus)``) is a value shown, not arithmetic, and layout
  arithmetic (widths, heights, rows, indexes) names none of these words;
* B5's locks read off a wound track (``….wounds_locked``) and imports of
  :mod:`gmtracker.encounter.derived` (the rules' values of a combatant, to be asked of the command);
* imports from ``gmtracker.rules`` of functions (lowercase names: they compute) and of
  rule constants (upper-case names), except the few listed below with their reason.

The sample tests show that the scan catches a re-introduced ``die + bonus >= dc`` and
leaves layout arithmetic alone.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

DIALOGS = Path(__file__).resolve().parents[2] / "gmtracker" / "ui" / "dialogs"

# A rule quantity, as one word of a snake_case or UPPER_CASE name (``recovery_dc``, ``die``).
_RULE_WORD = re.compile(
    r"^(dc|dcs|total|totals|bonus|bonuses|die|dice|natural|naturals|margin|margins|modifier|modifiers|"
    r"penalty|penalties|shortfall|wounds|bruises|temp|hp|constitution|performance|left|right|offset)$")
_ARITHMETIC = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow)
_ORDER = (ast.Lt, ast.LtE, ast.Gt, ast.GtE)
_AGGREGATES = {"sum", "min", "max", "abs"}

# Imports from the rules core a dialog may make, and why each decides no rule.
ALLOWED_RULE_IMPORTS = {
    "parse_dice": "the dice tray parses the GM's free expression to roll it; no rule reads the result",
    "ROUNDS_PER_HOUR": "B12 units of the rest dialog's time spinner (a unit, not a rule number shown)",
    "ROUNDS_PER_MINUTE": "B12 units of the rest dialog's time spinner (a unit, not a rule number shown)",
}

# Rule arithmetic still in a dialog, by (file, line text): must stay empty, or say why and who removes it.
KNOWN: dict[tuple[str, str], str] = {}


@dataclass(frozen=True)
class Finding:
    file: str
    line: int
    text: str
    why: str


def _aggregate(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _AGGREGATES


def _words(name: str) -> list[str]:
    return [part for part in re.split(r"_+", name.lower()) if part]


def _named(node: ast.AST) -> list[str]:
    """The rule words ``node`` names directly (not through a call's arguments)."""
    if isinstance(node, ast.Name):
        return [w for w in _words(node.id) if _RULE_WORD.match(w)]
    if isinstance(node, ast.Attribute):
        return [w for w in _words(node.attr) if _RULE_WORD.match(w)]
    if isinstance(node, ast.Subscript):
        key = node.slice
        found = _named(node.value) if isinstance(node.value, ast.Name) else []
        if isinstance(key, ast.Constant) and isinstance(key.value, str):
            found += [w for w in _words(key.value) if _RULE_WORD.match(w)]
        return found
    if isinstance(node, ast.BinOp):
        return _named(node.left) + _named(node.right)
    if isinstance(node, ast.UnaryOp):
        return _named(node.operand)
    if isinstance(node, ast.IfExp):
        return _named(node.body) + _named(node.orelse)
    if _aggregate(node):
        assert isinstance(node, ast.Call)
        found = []
        for arg in node.args:
            if isinstance(arg, (ast.GeneratorExp, ast.ListComp)):
                found += _named(arg.elt) + [w for gen in arg.generators for w in _named(gen.iter)]
            else:
                found += _named(arg)
        return found
    return []


def _statement_text(node: ast.AST) -> str:
    return ast.unparse(node)


def _textual(node: ast.AST) -> bool:
    """A piece of text (a string, an f-string, or a call such as ``fill(…)``): ``+`` joins words."""
    return (isinstance(node, ast.Constant) and isinstance(node.value, str)) or isinstance(node, ast.JoinedStr) or (
        isinstance(node, ast.Call) and not _aggregate(node))


def _sign_test(node: ast.Compare) -> bool:
    """``x > 0`` / ``x < 0``: which way a rules result points (raised or lowered), to pick its words."""
    return len(node.comparators) == 1 and isinstance(node.comparators[0], ast.Constant) and node.comparators[0].value == 0


def scan(source: str, file: str = "<sample>") -> list[Finding]:
    """Every piece of rule arithmetic and every computing rules import in ``source``."""
    findings = []
    tree = ast.parse(source)
    for node in ast.walk(tree):
        operands: list[ast.AST] = []
        if isinstance(node, ast.BinOp) and isinstance(node.op, _ARITHMETIC):
            operands = [node.left, node.right]
        elif isinstance(node, ast.AugAssign) and isinstance(node.op, _ARITHMETIC):
            operands = [node.target, node.value]
        elif isinstance(node, ast.Compare) and any(isinstance(op, _ORDER) for op in node.ops) and not _sign_test(node):
            operands = [node.left, *node.comparators]
        if isinstance(node, (ast.BinOp, ast.AugAssign)) and isinstance(node.op, ast.Add) and any(map(_textual, operands)):
            operands = []  # text joined to text
        words = [w for operand in operands for w in _named(operand)]
        if words:
            findings.append(Finding(file, getattr(node, "lineno", 0), _statement_text(node),
                                    f"arithmetic on {', '.join(sorted(set(words)))}"))
        if isinstance(node, ast.Attribute) and node.attr.endswith("_locked"):
            findings.append(Finding(file, node.lineno, _statement_text(node), "B5's locks re-derived (ask locks())"))
        if isinstance(node, ast.ImportFrom) and (node.module == "gmtracker.encounter.derived" or (
                node.module == "gmtracker.encounter" and any(alias.name == "derived" for alias in node.names))):
            findings.append(Finding(file, node.lineno, f"from {node.module} import "
                                    + ", ".join(alias.name for alias in node.names),
                                    "the rules' derived values imported into a dialog (ask the command)"))
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("gmtracker.rules"):
            for alias in node.names:
                name = alias.name
                computes = name[:1].islower() or (name.isupper() and len(name) > 1)
                if computes and name not in ALLOWED_RULE_IMPORTS:
                    findings.append(Finding(file, node.lineno, f"from {node.module} import {name}",
                                            "a rules function or constant imported into a dialog"))
    return findings


def _known(finding: Finding) -> bool:
    return any(finding.file == file and text in finding.text for (file, text) in KNOWN)


def test_no_dialog_does_rule_arithmetic_or_imports_a_computing_rules_function() -> None:
    """Issue 28 item 5: the dialogs show what their commands compute (none of them adds a die
    to a bonus, compares with a DC, or calls the rules core's arithmetic)."""
    files = sorted(DIALOGS.glob("*.py"))
    assert len(files) > 20  # the scan sees the dialogs
    findings = [f for path in files for f in scan(path.read_text(encoding="utf-8"), path.name) if not _known(f)]
    assert not findings, "\n".join(f"{f.file}:{f.line}: {f.text} ({f.why})" for f in findings)


def test_the_known_exceptions_are_still_there() -> None:
    """An exception that no longer matches must go from KNOWN (the list only shrinks)."""
    found = [f for path in sorted(DIALOGS.glob("*.py")) for f in scan(path.read_text(encoding="utf-8"), path.name)]
    for file, text in KNOWN:
        assert any(f.file == file and text in f.text for f in found), (file, text)


@pytest.mark.parametrize("source", [
    "success = die + bonus >= dc",  # the rest dialog's take-10 verdict before issue 28
    "text = fill(template, die, signed(bonus), die + bonus, dc)",
    "dc = RECOVERY_DC[state]\nif total >= dc: pass",
    "shortfall = result.dc - result.total",
    "if check['total'] < check['dc']: pass",
    "offset = (tenth(base) if base is not None else 0) + sum(m.value for m in modifiers)",
    "bonus = target.temp_hp // 2",
    "total += modifier",
    "if margin >= 5: pass",
    "from gmtracker.rules.recovery import RECOVERY_DC",
    "from gmtracker.rules.percentile import difficulty_band",
    "if wound_track(after).wounds_locked: pass",  # the rest dialog's B5 lock before issue 28
    "from gmtracker.encounter.derived import damage_dc, wound_track",
    "from gmtracker.encounter import AttackProfile, derived",
])
def test_the_scan_catches_rule_arithmetic(source: str) -> None:
    """A re-introduced ``die + bonus >= dc`` (and its kin) is found."""
    assert scan(source), source


@pytest.mark.parametrize("source", [
    "width = hint.width() + bar.sizeHint().width()",
    "grid.addWidget(label, 2 * line + 1, 0, 1, 2)",
    "height = min(hint.height(), metrics.lineSpacing() * 14)",
    "text = fill(self.tr('d20 %1 against DC %2'), signed(preview.bonus), preview.dc)",
    "line += ' — ' + escape(reason_text(entry.reason))",
    "if after.wounds != before.wounds: pass",
    "dice += fill(self.tr(', d6 %1'), join_words(str(n) for n in d6))",
    "word = raised if steps.natural_shift > 0 else lowered",
    "from gmtracker.rules.wound_codes import CountKind, DamageState",
    "from gmtracker.rules.dice import DiceSource",
])
def test_the_scan_leaves_layout_and_shown_values_alone(source: str) -> None:
    """Layout arithmetic, values passed to words, equality of before/after and enum imports are not rules."""
    assert not scan(source), scan(source)
