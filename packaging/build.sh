#!/usr/bin/env bash
# Build the one-folder app dist/irondragon (work files in build/irondragon) with PyInstaller: the
# windowed irondragon-gui and the console irondragon, with the icon drawn from resources/app.svg.
#
#   bash packaging/build.sh            # from any directory
#   BUILD_PYTHON=/path/to/python bash packaging/build.sh   # another environment (default: .venv)
#
# (Not $PYTHON: the Makefile uses that for the interpreter that *creates* .venv, and make passes it on
# to `make package`.)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PYTHON="${BUILD_PYTHON:-.venv/bin/python}"

if [[ ! -x "$PYTHON" ]] && ! command -v "$PYTHON" >/dev/null 2>&1; then
    if [[ "$PYTHON" == ".venv/bin/python" ]]; then
        echo "build.sh: no .venv yet, creating it (make .venv/.installed)"
        make --no-print-directory .venv/.installed
    else
        echo "build.sh: BUILD_PYTHON=$PYTHON is not an executable" >&2
        exit 1
    fi
fi

if ! "$PYTHON" -c 'import PyInstaller' >/dev/null 2>&1; then
    echo "build.sh: PyInstaller missing, installing the 'package' extra into $PYTHON's environment"
    "$PYTHON" -m pip install --quiet -e '.[package]'
fi

"$PYTHON" tools/translations.py build  # the compiled translations, resources/translations/*.qm
echo "build.sh: $("$PYTHON" -m PyInstaller --version | sed 's/^/PyInstaller /'), $("$PYTHON" --version)"
start=$SECONDS
"$PYTHON" packaging/make_icons.py build/icons
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level "${PYI_LOG_LEVEL:-WARN}" \
    --distpath dist --workpath build packaging/irondragon.spec
elapsed=$((SECONDS - start))

for exe in irondragon irondragon-gui; do
    if [[ ! -x dist/irondragon/$exe && ! -f dist/irondragon/$exe.exe ]]; then
        echo "build.sh: PyInstaller finished but dist/irondragon/$exe is missing" >&2
        exit 1
    fi
done
echo "build.sh: built dist/irondragon in ${elapsed}s"
echo "build.sh: size $(du -sh dist/irondragon | cut -f1) ($(find dist/irondragon -type f | wc -l) files)"
