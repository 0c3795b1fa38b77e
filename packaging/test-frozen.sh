#!/usr/bin/env bash
# Test the BUILT program, not the source: bash packaging/test-frozen.sh PROGRAM
#   PROGRAM: dist/gmtracker/gmtracker (Linux), dist/gmtracker/gmtracker.exe (Windows),
#            "dist/GM Tracker.app/Contents/MacOS/gmtracker" (macOS), or an installed copy
#            (/usr/bin/gmtracker of the .deb).
# Runs the program's hidden self-test (gmtracker/ui/shell/self_test.py): every action of the
# action table by its shortcut, each dialog opened and closed, a quick-added combatant read
# back from the recovery journal, the phone page fetched on loopback, Save As / Save / New /
# Open / Quit; then a real kill -9 of the program right after a quick add, and a restart that
# must offer the journal; then a broken file at start-up (exit 2 with --smoke-test) and
# --version. One line per check; exit status 1 if any failed.
# Qt platform: the real display when DISPLAY / WAYLAND_DISPLAY is set (Xvfb in CI: the
# bundled xcb plugin), else offscreen. Windows and macOS use their own platform.
# Run by packaging/build-linux.sh after it builds, and by .github/workflows/release.yml on
# each of the three systems after each build.
set -uo pipefail
PROGRAM=${1:?usage: test-frozen.sh PROGRAM}
[ -x "$PROGRAM" ] || { echo "test-frozen: $PROGRAM is not an executable program" >&2; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
failures=0
pass() { echo "ok: $*"; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

case "$(uname -s)" in
  Linux)
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then export QT_QPA_PLATFORM=offscreen; fi ;;
esac
echo "== test-frozen: $PROGRAM (Qt platform: ${QT_QPA_PLATFORM:-native})"

# A self-test phase, its lines in a report file (a windowed Windows program has no console).
self_test() {  # self_test PHASE NAME
  local report="$WORK/$2.txt" status
  "$PROGRAM" --self-test="$1" --data-dir "$WORK/data-$2" --self-test-report "$report" \
    >"$WORK/$2.out" 2>"$WORK/$2.err"
  status=$?
  sed 's/^/  /' "$report" 2>/dev/null
  if grep -q "Traceback" "$WORK/$2.err"; then
    fail "$2: a traceback on stderr"; sed 's/^/  stderr: /' "$WORK/$2.err" | tail -30
  fi
  return $status
}

# 1. Every action, every dialog, the journal, the phone page.
self_test actions actions
status=$?
if [ "$status" -eq 0 ] && grep -q '^self-test actions passed: ' "$WORK/actions.txt" \
    && ! grep -q '^FAIL' "$WORK/actions.txt"; then
  pass "self-test: $(grep -c '^ok: ' "$WORK/actions.txt") checks, every action of the table"
else
  fail "self-test of the actions (exit status $status)"
fi

# 2. kill -9 right after a quick add; the restart must offer the journal and restore it.
DATA="$WORK/data-kill"
"$PROGRAM" --self-test=kill --data-dir "$DATA" --self-test-report "$WORK/kill.txt" \
  >"$WORK/kill.out" 2>"$WORK/kill.err" &
pid=$!
for _ in $(seq 1 600); do
  grep -q '^ready: kill me' "$WORK/kill.txt" 2>/dev/null && break
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.2
done
sed 's/^/  /' "$WORK/kill.txt" 2>/dev/null
if grep -q '^ready: kill me' "$WORK/kill.txt" 2>/dev/null; then
  if [ -r "/proc/$pid/winpid" ]; then  # Git Bash on Windows: the program's own process id
    taskkill //F //PID "$(cat "/proc/$pid/winpid")" >/dev/null
  else
    kill -9 "$pid"
  fi
  wait "$pid" 2>/dev/null
  killed=$?
  pass "killed the program (kill -9) after the journal held the quick-added combatant (status $killed)"
  cp -R "$DATA" "$WORK/data-recover"
  if self_test recover recover && grep -q '^self-test recover passed: ' "$WORK/recover.txt"; then
    pass "the restart offered the journal and restored the combatant"
  else
    fail "recovery after kill -9"
  fi
else
  kill -9 "$pid" 2>/dev/null
  fail "the kill phase never became ready"; sed 's/^/  stderr: /' "$WORK/kill.err" | tail -30
fi

# 3. A file it cannot open: with --smoke-test, one line on stderr and exit status 2.
printf '{"format": "gmtracker-encounter", "version": 1, "combatants": [{"name": 3}]}' >"$WORK/broken.json"
"$PROGRAM" --smoke-test --data-dir "$WORK/data-broken" "$WORK/broken.json" >"$WORK/broken.out" 2>"$WORK/broken.err"
status=$?
if [ "$status" -eq 2 ]; then
  pass "a broken file: exit status 2 with --smoke-test"
else
  fail "a broken file: exit status $status, not 2"; cat "$WORK/broken.err"
fi

# 4. --version (a console program prints it; the windowed Windows one only exits 0).
if "$PROGRAM" --version >"$WORK/version.out" 2>&1; then
  pass "--version: $(cat "$WORK/version.out")"
else
  fail "--version"
fi

# 5. The forecast on the command line (issue 31): 300 fights of the bundled demo over worker
# processes, which are this program started again by multiprocessing (freeze_support in the launcher).
HOME_DIR=$(dirname "$(readlink -f "$PROGRAM" 2>/dev/null || echo "$PROGRAM")")
DEMO=$(find "$HOME_DIR" "$HOME_DIR/.." -maxdepth 6 -name demo.json -path '*demo*' 2>/dev/null | head -1)
if [ -z "$DEMO" ]; then
  fail "--forecast: the bundled demo.json was not found under $HOME_DIR"
else
  "$PROGRAM" --forecast "$DEMO" --fights 300 --seed 5 >"$WORK/forecast.out" 2>"$WORK/forecast.err"
  status=$?
  windowed=no  # the windowed Windows program has no stdout to print to (as --version)
  case "$(uname -s)" in MINGW*|MSYS*|CYGWIN*) windowed=yes ;; esac
  if [ "$status" -eq 0 ] && { grep -q '"fights":300' "$WORK/forecast.out" \
      || { [ "$windowed" = yes ] && [ ! -s "$WORK/forecast.out" ]; }; }; then
    pass "--forecast: 300 fights on worker processes, status 0 ($(head -c 120 "$WORK/forecast.out"))"
  else
    fail "--forecast: exit status $status"; tail -20 "$WORK/forecast.err"
  fi
fi

if [ "$failures" -eq 0 ]; then
  echo "test-frozen passed: $PROGRAM"
  exit 0
fi
echo "test-frozen FAILED: $failures check(s) of $PROGRAM"
exit 1
