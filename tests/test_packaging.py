"""The wheel carries the map and resources, the licence files and clean metadata, and builds
without deprecation warnings. (packaging/check_wheel.sh installs it into a fresh environment.)"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

import irondragon_qt

REPO = Path(__file__).resolve().parents[1]
SOURCES = ["irondragon_qt", "maps", "resources", "setup.py", "pyproject.toml", "MANIFEST.in", "README.md",
           "LICENSE", "NOTICE"]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """(the wheel, the build's output), built from a copy so the checkout gets no build/ folder."""
    pytest.importorskip("setuptools", minversion="77")
    src = tmp_path_factory.mktemp("src")
    for name in SOURCES:
        if (REPO / name).is_dir():
            shutil.copytree(REPO / name, src / name, ignore=shutil.ignore_patterns("__pycache__", "_data"))
        else:
            shutil.copy2(REPO / name, src / name)
    out = tmp_path_factory.mktemp("wheel")
    run = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-w", str(out),
                          str(src)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    (wheel,) = out.glob("irondragon_qt-*.whl")
    return wheel, run.stdout + run.stderr


def test_the_wheel_carries_the_map_and_the_resources(built: tuple[Path, str]) -> None:
    names = set(zipfile.ZipFile(built[0]).namelist())
    for folder in ("maps", "resources"):
        for path in (REPO / folder).rglob("*"):
            if path.is_file():
                assert f"irondragon_qt/_data/{folder}/{path.relative_to(REPO / folder).as_posix()}" in names
    assert not any(n.startswith(("maps/", "resources/", "tests/")) for n in names)


def test_the_wheel_has_the_licence_metadata_and_both_commands(built: tuple[Path, str]) -> None:
    wheel = zipfile.ZipFile(built[0])
    info = f"irondragon_qt-{irondragon_qt.__version__}.dist-info"
    metadata = wheel.read(f"{info}/METADATA").decode()
    assert "License-Expression: Apache-2.0" in metadata
    assert f"Version: {irondragon_qt.__version__}" in metadata
    assert "Requires-Dist: PySide6-Essentials!=6.12.0,>=6.7" in metadata
    for licence in ("LICENSE", "NOTICE", "maps/iron_dragon/NOTICE.txt"):
        assert f"{info}/licenses/{licence}" in wheel.namelist()
    entry_points = wheel.read(f"{info}/entry_points.txt").decode()
    assert "[console_scripts]\nirondragon = irondragon_qt.cli.main:main" in entry_points
    assert "[gui_scripts]\nirondragon-gui = irondragon_qt.cli.main:main" in entry_points


def test_building_prints_no_deprecation_warning(built: tuple[Path, str]) -> None:
    assert not re.search(r"deprecat", built[1], re.IGNORECASE), built[1]


def test_pyproject_uses_the_spdx_licence_form() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "Apache-2.0"
    assert set(project["license-files"]) == {"LICENSE", "NOTICE", "maps/*/NOTICE.txt"}  # every game's board
    games = sorted(p.name for p in (REPO / "irondragon_qt" / "games").iterdir() if (p / "__init__.py").is_file())
    assert games and all((REPO / "maps" / game / "NOTICE.txt").is_file() for game in games)
    assert not any("License ::" in c for c in project.get("classifiers", []))


def test_the_frozen_apps_selftest_runs_from_the_checkout() -> None:
    """The frozen app's self-test (packaging/launch.py, run by check_frozen.sh after a 40 s build)
    passes from the checkout too, so a change it depends on is caught by the test suite already
    (issue 23: Board.geometry became geometry.shapes and only the frozen check saw it)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, str(REPO / "packaging" / "launch.py"), "--frozen-selftest"],
                          capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("selftest ok")
