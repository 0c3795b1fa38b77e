#!/usr/bin/env bash
# Wrap "dist/GM Tracker.app" (made by PyInstaller's BUNDLE step in packaging/gmtracker.spec)
# in a compressed disk image with an Applications link: dist/gmtracker-<version>-macos.dmg.
# Runs on macOS only (hdiutil); used by .github/workflows/release.yml. UNTESTED until the
# first CI run on a macOS runner.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' gmtracker/__init__.py)
ARCH=$(uname -m)
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "dist/GM Tracker.app" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
rm -f "dist/gmtracker-$VERSION-macos-$ARCH.dmg"
hdiutil create -volname "GM Tracker" -srcfolder "$STAGE" -fs HFS+ -format UDZO \
  -ov "dist/gmtracker-$VERSION-macos-$ARCH.dmg"
