#!/usr/bin/env bash
# Install dist/terrarium_<version>_amd64.deb with dpkg -i, check it as a player would meet it
# (command on the PATH, menu entry, icons, MIME type of saves, `terrarium smoke`, a save opened
# through the installed command, a non-save refused with the app's message), then remove it and
# check that nothing of it is left, while the player's saves and settings are untouched.
# Needs root (dpkg). Run from anywhere: bash packaging/check_deb.sh   (PY=python to use)
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
fail() { echo "check_deb: FAILED: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || fail "needs root (dpkg -i)"
version=$($PY -c 'from engine.version import read_version; print(read_version("pyproject.toml"))')
deb=dist/terrarium_${version}_amd64.deb
[ -f "$deb" ] || fail "$deb not built (python packaging/build_deb.py)"
if dpkg -s terrarium >/dev/null 2>&1; then fail "a terrarium package is already installed here: not touching it"; fi

# A player's home with a save and settings, which removal must leave alone.
home=$(mktemp -d)
installed=0
cleanup() {   # a failed check must not leave the package installed on the machine
  if [ "$installed" = 1 ] && dpkg -s terrarium >/dev/null 2>&1; then dpkg --purge terrarium >/dev/null 2>&1 || true; fi
  rm -rf "$home"
}
trap cleanup EXIT
export HOME=$home SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
unset XDG_DATA_HOME XDG_CONFIG_HOME
saves=$home/.local/share/Terrarium/saves
save=$saves/kauri-20260101-120000.json
mkdir -p "$saves" "$home/.config/Terrarium"
$PY packaging/make_test_save.py "$save" kauri >/dev/null
echo '{"language": "fr"}' > "$home/.config/Terrarium/settings.json"
echo '{"format": "something-else"}' > "$home/notes.json"

installed=1
dpkg -i "$deb" >/dev/null
files=$(dpkg -L terrarium)
[ "$(command -v terrarium)" = /usr/bin/terrarium ] || fail "no terrarium command on the PATH"
grep -q '^Exec=terrarium %f' /usr/share/applications/terrarium.desktop || fail "menu entry"
grep -q 'MimeType=application/x-terrarium-save;' /usr/share/applications/terrarium.desktop || fail "menu entry MIME"
for n in 16 22 24 32 48 64 128 256; do
  [ -f /usr/share/icons/hicolor/${n}x${n}/apps/terrarium.png ] || fail "icon ${n}x${n}"
done
[ -f /usr/share/mime/packages/terrarium.xml ] || fail "MIME type"
if command -v gio >/dev/null && grep -q x-terrarium-save /usr/share/mime/globs2 2>/dev/null; then
  # shared-mime-info's trigger ran: a save is a Terrarium save, another .json stays JSON
  gio info -a standard::content-type "$save" | grep -q 'application/x-terrarium-save' || fail "save MIME type"
  gio info -a standard::content-type "$home/notes.json" | grep -q 'application/json' || fail "other JSON hijacked"
  echo "MIME type: saves are application/x-terrarium-save, other .json files stay application/json"
fi
if [ -f /usr/share/applications/mimeinfo.cache ]; then
  # desktop-file-utils' trigger ran: the menu entry is registered for saves
  grep -q '^application/x-terrarium-save=.*terrarium.desktop' /usr/share/applications/mimeinfo.cache \
    || fail "the menu entry is not registered for saves"
  if command -v xdg-mime >/dev/null; then
    [ "$(xdg-mime query default application/x-terrarium-save)" = terrarium.desktop ] || fail "xdg-mime default"
  fi
  echo "menu entry registered as the app for saves"
fi
out=$(terrarium smoke) || fail "terrarium smoke: $out"
echo "$out"
echo "$out" | grep -q "^smoke ok (Terrarium $version)" || fail "the installed app does not say version $version"
terrarium smoke "$save"
if out=$(terrarium smoke "$home/notes.json"); then fail "a non-save was opened"; fi
echo "$out" | grep -q "not a Terrarium save" || fail "no clear message for a non-save: $out"
echo "a non-save is refused: ${out#SMOKE FAILED: }"

player_data() { (cd "$home" && find .local/share/Terrarium .config/Terrarium -type f -exec sha256sum {} + | sort); }
before=$(player_data)
dpkg --purge terrarium 2>&1 >/dev/null | grep -v "directory '/opt' not empty" >&2 || true
! dpkg -s terrarium >/dev/null 2>&1 || fail "dpkg --purge did not remove the package"
while IFS= read -r f; do
  if [ -e "$f" ] && [ ! -d "$f" ]; then fail "left behind: $f"; fi
done <<< "$files"
[ ! -e /opt/terrarium ] || fail "left behind: /opt/terrarium"
left=$(find /opt /usr /etc /var/lib/dpkg/info -path "$PWD" -prune -o -iname '*terrarium*' -print 2>/dev/null || true)
[ -z "$left" ] || fail "left behind: $left"
if grep -qs terrarium /usr/share/mime/globs2 /usr/share/applications/mimeinfo.cache /usr/share/icons/hicolor/icon-theme.cache; then
  fail "the MIME, menu or icon caches still name Terrarium"
fi
[ "$(player_data)" = "$before" ] || fail "the player's saves or settings changed"
[ -f "$save" ] || fail "the player's save is gone"
echo "check_deb ok: installed, smoke, save opened, removed; nothing left; player's data kept ($(echo "$before" | wc -l) files)"
