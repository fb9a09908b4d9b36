#!/usr/bin/env bash
# CI check of the wheel: build it (sdist, then the wheel from the sdist), install it with pip into a
# fresh virtual environment in a temporary folder outside the checkout, and run it from there:
#   1. the build prints no deprecation warning; the wheel holds the map and the resources
#   2. irondragon --version, map-check (the map is read from the installed package, not the checkout)
#   3. irondragon export: a PNG and an SVG
#   4. irondragon route Kola Railla
#   5. irondragon replay on a save (the small fixture from tests/, copied out first)
#   6. irondragon play --exit-after-paint, offscreen: in English, and in German with LANG=de_DE.UTF-8
#      (its menus, and the command line's help); the wheel holds the compiled translations
#   7. irondragon --install-desktop into a temporary XDG_DATA_HOME
#   8. without a display: one paragraph and exit status 1
# Exits non-zero with a "check_wheel: FAIL: ..." line on the first failure.
#
#   bash packaging/check_wheel.sh          # from any directory; creates .venv if needed
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

TIMEOUT=${CHECK_TIMEOUT:-300}
ID=io.github.irondragon_qt.IronDragonQt
SAVE_FIXTURE=tests/games/iron_dragon/rules/fixtures/rules1_game.json

fail() {
    echo "check_wheel: FAIL: $*" >&2
    exit 1
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/irondragon-wheel.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
case "$tmp/" in "$PWD"/*) fail "the temporary folder $tmp is inside the checkout" ;; esac

make --no-print-directory qm  # the environment and the compiled translations
PY=.venv/bin/python
"$PY" -P -c 'import build.__main__' 2>/dev/null || "$PY" -m pip install --quiet 'build>=1.2'

echo "check_wheel: building the sdist and the wheel"
start=$SECONDS
# -P: the checkout's build/ folder (PyInstaller's work) must not shadow the build module
"$PY" -P -m build --outdir "$tmp/dist" . >"$tmp/build.log" 2>&1 || { tail -30 "$tmp/build.log"; fail "the build failed"; }
if grep -i "deprecat" "$tmp/build.log"; then
    fail "the build printed deprecation warnings (above; full log: python -m build .)"
fi
wheel=$(ls "$tmp"/dist/irondragon_qt-*.whl)
"$PY" - "$wheel" <<'PYEOF' || fail "the wheel lacks the map or the resources"
import glob, sys, zipfile
names = set(zipfile.ZipFile(sys.argv[1]).namelist())
# every game's board and rules text in the checkout (a pack's folders, found, not listed), and the resources
need = sorted(f"irondragon_qt/_data/{f}" for f in glob.glob("maps/*/*.toml") + glob.glob("resources/rules/*/rules.md"))
need += ["irondragon_qt/_data/resources/palette.toml", "irondragon_qt/_data/resources/app.svg"]
# the compiled translations, one per domain and language (make qm built them from the .ts sources)
need += sorted(f"irondragon_qt/_data/{f[:-3]}.qm" for f in glob.glob("resources/translations/*.ts"))
assert any("german_railways/companies.toml" in n for n in need), "run from the checkout's root"
missing = [n for n in need if n not in names]
sys.exit(f"missing: {missing}" if missing else 0)
PYEOF
echo "check_wheel: built $(basename "$wheel") ($(du -h "$wheel" | cut -f1)) in $((SECONDS - start))s"

start=$SECONDS
"$PY" -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install --quiet --disable-pip-version-check "$wheel" >"$tmp/pip.log" 2>&1 \
    || { tail -30 "$tmp/pip.log"; fail "pip could not install the wheel"; }
echo "check_wheel: installed into a fresh environment in $((SECONDS - start))s ($(du -sh "$tmp/venv" | cut -f1))"

mkdir "$tmp/elsewhere"
cp "$SAVE_FIXTURE" "$tmp/elsewhere/game.json"
IRONDRAGON="$tmp/venv/bin/irondragon"
# the installed program must not see the checkout: no PYTHONPATH, and run from the temporary folder
unset PYTHONPATH
export QT_QPA_PLATFORM=offscreen

# run NAME CMD...: runs CMD in the temporary folder with a time limit; fails on a non-zero exit
run() {
    local name=$1 rc=0 start end
    shift
    echo "check_wheel: $name: ${*/#$tmp/\$tmp}"
    start=$(date +%s%N)
    (cd "$tmp/elsewhere" && timeout "$TIMEOUT" "$@") >"$tmp/$name.log" 2>&1 || rc=$?
    end=$(date +%s%N)
    sed -n '1,12s/^/    /p' "$tmp/$name.log"
    [[ $rc == 0 ]] || fail "$name: exit status $rc (output above)"
    local ms=$(((end - start) / 1000000))
    printf 'check_wheel: %s ok in %d.%03ds\n' "$name" $((ms / 1000)) $((ms % 1000))
}

run version "$IRONDRAGON" --version
grep -qx "irondragon $(sed -n 's/^__version__ = "\(.*\)"/\1/p' irondragon_qt/__init__.py)" "$tmp/version.log" \
    || fail "version: not the checkout's version"
run map-check "$IRONDRAGON" map-check
grep -q "^Folder: $tmp/venv/.*/site-packages/irondragon_qt/_data/maps/iron_dragon$" "$tmp/map-check.log" \
    || fail "map-check: the map was not read from the installed package"
run export-png "$IRONDRAGON" export --out board.png --width 1200
run export-svg "$IRONDRAGON" export --out board.svg
[[ "$(head -c 8 "$tmp/elsewhere/board.png" | od -An -tx1 | tr -d ' \n')" == 89504e470d0a1a0a ]] \
    || fail "export: board.png is not a PNG file"
(($(wc -c <"$tmp/elsewhere/board.png") > 20480)) || fail "export: board.png is too small: a blank board?"
grep -q "<svg" "$tmp/elsewhere/board.svg" || fail "export: board.svg is not an SVG drawing"
run route "$IRONDRAGON" route Kola Railla
grep -q "^Cheapest build from Kola to Railla: " "$tmp/route.log" || fail "route: no cheapest build printed"
run replay "$IRONDRAGON" replay game.json --summary
grep -q "actions replayed" "$tmp/replay.log" || fail "replay: no summary printed"
# settings of their own (no language chosen in this machine's settings), the language from the environment
LANGUAGE=en XDG_CONFIG_HOME="$tmp/config" run play "$IRONDRAGON" play --exit-after-paint
grep -qx "menus File Game View Help" "$tmp/play.log" || fail "play: the window's menus are not the English ones"
LANGUAGE= LC_ALL= LC_MESSAGES= LANG=de_DE.UTF-8 XDG_CONFIG_HOME="$tmp/config" run play-german "$IRONDRAGON" play --exit-after-paint
grep -qx "menus Datei Spiel Ansicht Hilfe" "$tmp/play-german.log" \
    || fail "play-german: with LANG=de_DE.UTF-8 the window did not start in German"
LANGUAGE= LC_ALL= LC_MESSAGES= LANG=de_DE.UTF-8 run help-german "$IRONDRAGON" --help
grep -q "^Aufruf: irondragon" "$tmp/help-german.log" || fail "help-german: the command line's help is not German"
XDG_DATA_HOME="$tmp/xdg" run install-desktop "$IRONDRAGON" --install-desktop
grep -qx "Exec=$tmp/venv/bin/irondragon-gui" "$tmp/xdg/applications/$ID.desktop" \
    || fail "install-desktop: the entry does not start the installed irondragon-gui"
[[ -s "$tmp/xdg/icons/hicolor/scalable/apps/$ID.svg" ]] || fail "install-desktop: no icon"

echo "check_wheel: no display: QT_QPA_PLATFORM=xcb, no DISPLAY or WAYLAND_DISPLAY"
rc=0
(cd "$tmp/elsewhere" && env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=xcb timeout "$TIMEOUT" "$IRONDRAGON") \
    >"$tmp/no-display.log" 2>&1 || rc=$?
sed 's/^/    /' "$tmp/no-display.log"
[[ $rc == 1 ]] || fail "no display: exit status $rc, expected 1"
grep -q "the game window cannot open" "$tmp/no-display.log" || fail "no display: the paragraph is missing"

echo "check_wheel: OK ($(basename "$wheel"), $(du -h "$wheel" | cut -f1))"
