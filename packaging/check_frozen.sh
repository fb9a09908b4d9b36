#!/usr/bin/env bash
# CI check of the frozen app: build dist/irondragon, then run it headless (QT_QPA_PLATFORM=offscreen):
#   1. irondragon --frozen-selftest   shapely/GEOS, networkx, Qt + SVG plugin, the bundled map
#   2. irondragon map-check           the bundled map validates
#   3. irondragon export --out board.png --width 1200, and the PNG is real (> 20 KB)
#   4. irondragon route Kola Railla   the planner's compiled searches (scipy) are in the bundle
#   5. irondragon-gui play --exit-after-paint   the windowed launcher opens and paints the board, then quits;
#      again with LANG=de_DE.UTF-8: its menus in German (the compiled translations are in the bundle)
#   6. no display (QT_QPA_PLATFORM=xcb, no DISPLAY; then an X display nobody serves): one paragraph and
#      exit status 1, never Qt's abort
#   7. irondragon --install-desktop into a temporary XDG_DATA_HOME: the entry starts irondragon-gui
#   8. the icons drawn for Windows and macOS (build/icons/app.ico, app.icns) are real ICO/ICNS files
# Exits non-zero with a "check_frozen: FAIL: ..." line on the first failure.
#
#   bash packaging/check_frozen.sh               # from any directory
#   SKIP_BUILD=1 bash packaging/check_frozen.sh  # check an existing dist/irondragon
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

MIN_PNG_BYTES=20480
TIMEOUT=${CHECK_TIMEOUT:-180}
APP="$PWD/dist/irondragon/irondragon"

fail() {
    echo "check_frozen: FAIL: $*" >&2
    exit 1
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/irondragon-frozen.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    # The venv normally exists (make test ran first); create or refresh it if not.
    make --no-print-directory .venv/.installed
    bash packaging/build.sh || fail "the PyInstaller build failed (see the output above)"
fi
[[ -x "$APP" ]] || fail "$APP does not exist or is not executable"

export QT_QPA_PLATFORM=offscreen

# run NAME CMD...: runs CMD in the temporary folder (so nothing depends on the checkout being the
# current directory), with a time limit; prints its output and wall time, fails on non-zero exit.
run() {
    local name=$1 rc=0 start end
    shift
    echo "check_frozen: $name: $*"
    start=$(date +%s%N)
    (cd "$tmp" && timeout "$TIMEOUT" "$@") >"$tmp/$name.log" 2>&1 || rc=$?
    end=$(date +%s%N)
    sed 's/^/    /' "$tmp/$name.log"
    if [[ $rc == 124 ]]; then
        fail "$name: timed out after ${TIMEOUT}s"
    elif [[ $rc != 0 ]]; then
        fail "$name: exit status $rc (output above)"
    fi
    local ms=$(((end - start) / 1000000))
    printf 'check_frozen: %s ok in %d.%03ds\n' "$name" $((ms / 1000)) $((ms % 1000))
}

GUI="$PWD/dist/irondragon/irondragon-gui"
[[ -x "$GUI" ]] || fail "$GUI does not exist or is not executable"

run version "$APP" --version
run selftest "$APP" --frozen-selftest
run map-check "$APP" map-check
run export "$APP" export --out "$tmp/board.png" --width 1200
run route "$APP" route Kola Railla
# settings of their own (no language chosen in this machine's settings), the language from the environment
LANGUAGE=en XDG_CONFIG_HOME="$tmp/config" run play "$GUI" play --exit-after-paint
grep -qx "menus File Game View Help" "$tmp/play.log" || fail "play: the window's menus are not the English ones"
LANGUAGE= LC_ALL= LC_MESSAGES= LANG=de_DE.UTF-8 XDG_CONFIG_HOME="$tmp/config" run play-german "$GUI" play --exit-after-paint
grep -qx "menus Datei Spiel Ansicht Hilfe" "$tmp/play-german.log" \
    || fail "play-german: with LANG=de_DE.UTF-8 the window did not start in German"
XDG_DATA_HOME="$tmp/xdg" run install-desktop "$APP" --install-desktop
entry="$tmp/xdg/applications/io.github.irondragon_qt.IronDragonQt.desktop"
grep -qx "Exec=$GUI" "$entry" || fail "install-desktop: $entry does not start $GUI"
[[ -s "$tmp/xdg/icons/hicolor/256x256/apps/io.github.irondragon_qt.IronDragonQt.png" ]] \
    || fail "install-desktop: no 256px icon"

# no_display NAME ENV...: the game must print the kind paragraph and exit with status 1
no_display() {
    local name=$1 rc=0
    shift
    echo "check_frozen: $name: $* irondragon play"
    (cd "$tmp" && env -u DISPLAY -u WAYLAND_DISPLAY "$@" timeout "$TIMEOUT" "$APP" play) >"$tmp/$name.log" 2>&1 || rc=$?
    sed 's/^/    /' "$tmp/$name.log"
    [[ $rc == 1 ]] || fail "$name: exit status $rc, expected 1 (134 or 124 would be Qt's abort or a hang)"
    grep -q "the game window cannot open" "$tmp/$name.log" || fail "$name: the paragraph is missing"
    grep -q "sudo apt install" "$tmp/$name.log" || fail "$name: no packages named"
    echo "check_frozen: $name ok (status 1, one paragraph)"
}
no_display no-display QT_QPA_PLATFORM=xcb
no_display unserved-display QT_QPA_PLATFORM=xcb DISPLAY=:947

[[ "$(head -c 4 build/icons/app.ico | od -An -tx1 | tr -d ' \n')" == 00000100 ]] || fail "build/icons/app.ico is no ICO file"
[[ "$(head -c 4 build/icons/app.icns)" == icns ]] || fail "build/icons/app.icns is no ICNS file"
echo "check_frozen: icons ok ($(wc -c <build/icons/app.ico) bytes .ico, $(wc -c <build/icons/app.icns) bytes .icns)"

png="$tmp/board.png"
[[ -f "$png" ]] || fail "export: $png was not written"
size=$(wc -c <"$png")
[[ "$(head -c 8 "$png" | od -An -tx1 | tr -d ' \n')" == 89504e470d0a1a0a ]] \
    || fail "export: $png is not a PNG file"
((size > MIN_PNG_BYTES)) || fail "export: $png is only $size bytes (expected > $MIN_PNG_BYTES): a blank board?"
echo "check_frozen: export wrote a ${size}-byte PNG"

echo "check_frozen: OK ($(du -sh dist/irondragon | cut -f1) in dist/irondragon)"
