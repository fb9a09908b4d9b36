"""``irondragon --install-desktop``: the menu entry, icons and metadata in $XDG_DATA_HOME."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

import irondragon_qt
from irondragon_qt.cli.desktop import (
    DESKTOP_FILE,
    METAINFO_FILE,
    data_home,
    desktop_entry,
    exec_value,
    installed_files,
    launcher,
)
from irondragon_qt.cli.main import main
from irondragon_qt.ui.icons import HICOLOR_SIZES
from irondragon_qt.uikit.resources import resources_dir

APP_ID = irondragon_qt.APP_ID
linux_only = pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="XDG menus are for Linux desktops")


def _entry(path: Path) -> dict[str, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


@linux_only
def test_install_puts_the_entry_and_icons_in_xdg_data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["--install-desktop"]) == 0
    assert "installed the menu entry" in capsys.readouterr().out
    entry = _entry(tmp_path / "applications" / DESKTOP_FILE)
    command = launcher()
    assert Path(command[0]).is_absolute() and Path(command[0]).exists()
    assert entry["Exec"] == exec_value(command) and entry["TryExec"] == command[0]
    assert entry["Icon"] == APP_ID and entry["Terminal"] == "false" and "Game;" in entry["Categories"]
    svg = tmp_path / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg.read_bytes() == (resources_dir() / "app.svg").read_bytes()
    for size in HICOLOR_SIZES:
        image = QImage(str(tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 8).alpha() == 255  # drawn, not blank
    assert (tmp_path / "metainfo" / METAINFO_FILE).read_bytes() == (resources_dir() / METAINFO_FILE).read_bytes()
    validate = shutil.which("desktop-file-validate")
    if validate:
        entry_file = tmp_path / "applications" / DESKTOP_FILE
        check = subprocess.run([validate, str(entry_file)], capture_output=True, text=True)
        assert check.returncode == 0 and check.stdout == "", check.stdout + check.stderr


@linux_only
def test_install_twice_then_uninstall_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["--install-desktop"]) == 0
    assert main(["--install-desktop"]) == 0  # replaces its own files
    assert all(p.is_file() for p in installed_files(tmp_path))
    assert main(["--uninstall-desktop"]) == 0
    assert [p for p in tmp_path.rglob("*") if p.is_file()] == []


def test_the_spec_ignores_a_relative_xdg_data_home(tmp_path: Path) -> None:
    assert data_home({"XDG_DATA_HOME": str(tmp_path), "HOME": "/home/x"}) == tmp_path
    assert data_home({"XDG_DATA_HOME": "relative/dir", "HOME": "/home/x"}) == Path("/home/x/.local/share")
    assert data_home({"HOME": "/home/x"}) == Path("/home/x/.local/share")


def test_exec_arguments_are_quoted_and_escaped_as_the_spec_says() -> None:
    assert exec_value(["/opt/irondragon/irondragon-gui"]) == "/opt/irondragon/irondragon-gui"
    assert exec_value(["/home/a b/bin/irondragon"]) == '"/home/a b/bin/irondragon"'
    assert exec_value(["/x/100%/python", "-m", "irondragon_qt"]) == "/x/100%%/python -m irondragon_qt"
    # a $ is escaped inside quotes, and every backslash is then doubled for the string value
    assert exec_value(["/a$b/irondragon"]) == '"/a\\\\$b/irondragon"'


def test_the_entry_points_at_the_given_command() -> None:
    template = (resources_dir() / DESKTOP_FILE).read_text(encoding="utf-8")
    text = desktop_entry(template, ["/srv/games/my apps/irondragon"])
    assert 'Exec="/srv/games/my apps/irondragon"\n' in text and "TryExec=/srv/games/my apps/irondragon\n" in text
    assert text.count("\n") == template.count("\n")


def test_the_bundled_desktop_files_agree_with_the_package() -> None:
    assert _entry(resources_dir() / DESKTOP_FILE)["Icon"] == APP_ID
    root = ET.parse(resources_dir() / METAINFO_FILE).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("project_license") == "Apache-2.0"
    assert root.find("launchable").text == DESKTOP_FILE  # type: ignore[union-attr]
    assert root.find("releases/release").get("version") == irondragon_qt.__version__  # type: ignore[union-attr]
    validate = shutil.which("appstreamcli")
    if validate:
        check = subprocess.run([validate, "validate", "--no-net", str(resources_dir() / METAINFO_FILE)],
                               capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr


def test_install_desktop_takes_no_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--install-desktop", "map-check"])
    assert exit_.value.code == 2
    assert "--install-desktop and --uninstall-desktop take no command" in capsys.readouterr().err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out == f"irondragon {irondragon_qt.__version__}\n"
