"""The bundled map and resources are found wherever the package is: wheel, frozen app or checkout."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from irondragon_qt.engine.io.bundled import PACKAGE_DIR, bundled_dir
from irondragon_qt.games.iron_dragon.board.map_loader import DEFAULT_MAP, default_map_dir

REPO = Path(__file__).resolve().parents[3]


def test_the_checkout_reads_its_own_maps_and_resources() -> None:
    assert PACKAGE_DIR == REPO / "irondragon_qt"
    assert bundled_dir("maps") == REPO / "maps"
    assert bundled_dir("resources") == REPO / "resources"
    assert default_map_dir() == DEFAULT_MAP == REPO / "maps" / "iron_dragon"


def test_an_installed_package_prefers_its_own_data_folder(tmp_path: Path) -> None:
    package = tmp_path / "site-packages" / "irondragon_qt"
    (package / "_data" / "maps").mkdir(parents=True)
    (package / "_data" / "resources").mkdir()
    assert bundled_dir("maps", package) == package / "_data" / "maps"
    assert bundled_dir("resources", package) == package / "_data" / "resources"


def test_a_stray_maps_folder_beside_site_packages_is_not_taken_for_a_checkout(tmp_path: Path) -> None:
    package = tmp_path / "lib" / "irondragon_qt"
    package.mkdir(parents=True)
    (tmp_path / "lib" / "maps").mkdir()  # no pyproject.toml beside it: not our checkout
    assert bundled_dir("maps", package) == package / "_data" / "maps"


def test_unknown_folders_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown bundled folder 'tests'"):
        bundled_dir("tests")


def test_an_installed_copy_loads_its_map_from_any_directory(tmp_path: Path) -> None:
    """The layout the wheel installs (irondragon_qt/_data/...), imported from an unrelated folder."""
    site = tmp_path / "site"
    shutil.copytree(REPO / "irondragon_qt", site / "irondragon_qt",
                    ignore=shutil.ignore_patterns("__pycache__", "_data"))
    shutil.copytree(REPO / "maps", site / "irondragon_qt" / "_data" / "maps")
    shutil.copytree(REPO / "resources", site / "irondragon_qt" / "_data" / "resources")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    code = ("import irondragon_qt, sys\n"
            "from irondragon_qt.games.iron_dragon.board.map_loader import default_map_dir, load_map\n"
            "from irondragon_qt.uikit.resources import resources_dir\n"
            "board = load_map()\n"
            "print(irondragon_qt.__file__); print(default_map_dir()); print(resources_dir())\n"
            "print(len(board.mileposts))\n")
    env = {**os.environ, "PYTHONPATH": str(site), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", code], cwd=elsewhere, env=env, capture_output=True, text=True,
                         timeout=120, check=True).stdout.splitlines()
    assert out[0] == str(site / "irondragon_qt" / "__init__.py")
    assert out[1] == str(site / "irondragon_qt" / "_data" / "maps" / "iron_dragon")
    assert out[2] == str(site / "irondragon_qt" / "_data" / "resources")
    assert int(out[3]) > 1000
