#!/usr/bin/env bash
# macOS: dist/Terrarium.app (PyInstaller) -> dist/Terrarium_<version>.dmg, a disk image with the
# app and a link to /Applications to drag it onto. NOT built or tested on the project's Linux CI:
# .github/workflows/installers.yml runs it on a macOS runner. By hand, from a Mac:
#   python3 -m venv .venv && .venv/bin/pip install -r requirements-dev.txt Pillow
#   bash packaging/macos/build_dmg.sh
# The version is pyproject.toml's: pyinstaller.spec writes it into the app's Info.plist
# (CFBundleShortVersionString), with saves (.json) declared as documents the app can open
# ("Open With"; argv_emulation passes a double-clicked save to the app as its argument).
# Removing the app (drag to the Bin) leaves saves and settings in ~/Library/Application Support/Terrarium.
# The app is ad-hoc signed by PyInstaller, not notarised: the first start needs right-click > Open.
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PY:-.venv/bin/python}
version=$($PY packaging/version.py)
app=dist/Terrarium.app
[ -d "$app" ] || $PY -m PyInstaller --noconfirm --log-level WARN pyinstaller.spec
plist_version=$(/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$app/Contents/Info.plist")
[ "$plist_version" = "$version" ] || { echo "Info.plist says $plist_version, pyproject.toml $version: rebuild"; exit 1; }
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$app/Contents/MacOS/Terrarium" smoke
stage=$(mktemp -d)
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
dmg="dist/Terrarium_${version}.dmg"
rm -f "$dmg"
hdiutil create -volname "Terrarium $version" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"
rm -rf "$stage"
echo "$dmg: $(du -h "$dmg" | cut -f1)"
