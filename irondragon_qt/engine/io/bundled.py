"""Where the data shipped with the program lives: the map folders and the resources.

The top-level ``maps/`` and ``resources/`` of the checkout are the source of truth. Building the
wheel (``setup.py``) and the frozen app (``packaging/irondragon.spec``) copy them into the package
as ``irondragon_qt/_data/maps`` and ``irondragon_qt/_data/resources``, so an installed program finds
them beside its code, wherever it was installed and whatever the current directory. An editable
install (``make play``, ``make test``) has no ``_data`` folder and reads the checkout's folders.
"""

from __future__ import annotations

from pathlib import Path

DATA_NAMES = ("maps", "resources")
# irondragon_qt/engine/io/bundled.py -> irondragon_qt/
PACKAGE_DIR = Path(__file__).resolve().parents[2]


def bundled_dir(name: str, package_dir: Path | None = None) -> Path:
    """The folder ``name`` ("maps" or "resources") shipped with the program.

    Looks in the installed package first (``<package>/_data/<name>``: a wheel, or the frozen app,
    where the package sits in ``sys._MEIPASS``), then in the checkout the package was imported from
    (``<package>/../<name>``). If neither exists the installed place is returned, so the error that
    follows (a map that is not a folder) names where the data should have been.
    """
    if name not in DATA_NAMES:
        raise ValueError(f"unknown bundled folder {name!r} (expected one of {', '.join(DATA_NAMES)})")
    package = package_dir if package_dir is not None else PACKAGE_DIR
    installed = package / "_data" / name
    if installed.is_dir():
        return installed
    checkout = package.parent / name
    if checkout.is_dir() and (package.parent / "pyproject.toml").is_file():
        return checkout
    return installed
