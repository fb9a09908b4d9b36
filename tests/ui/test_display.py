"""Without a display (or without Qt's desktop libraries) the game says so and exits with status 1:
one paragraph, never Qt's abort and its core dump."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from irondragon_qt.ui.display import (
    DEBIAN_PACKAGES,
    FEDORA_PACKAGES,
    display_problem,
    kind_message,
    missing_libraries,
    plugin_file,
    problem_from_qt,
    requested_platform,
)

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland displays are Linux's")


@pytest.mark.parametrize(("env", "platform", "fails"), [
    ({}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-0"}, "linux", True),
    ({"DISPLAY": ":0"}, "linux", False),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"QT_QPA_PLATFORM": "wayland"}, "linux", False),  # Wayland has a default socket; Qt decides
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"QT_QPA_PLATFORM": "minimal;xcb"}, "linux", False),
    ({}, "freebsd14", True),
    ({}, "win32", False),
    ({}, "darwin", False),
])
def test_the_check_before_qt_starts(env: dict[str, str], platform: str, fails: bool) -> None:
    problem = display_problem(env, platform)
    assert (problem is not None) is fails
    if problem is not None:
        assert problem.startswith("irondragon: the game window cannot open: no ")


def test_the_requested_platform_is_the_first_of_the_list() -> None:
    assert requested_platform({"QT_QPA_PLATFORM": "wayland;xcb"}) == "wayland"
    assert requested_platform({"QT_QPA_PLATFORM": "vnc:size=800x600"}) == "vnc"
    assert requested_platform({}) == ""


def test_the_paragraph_names_the_packages_and_the_commands_that_need_no_display() -> None:
    text = kind_message("no display was found")
    assert "\n\n" not in text and text.count("irondragon:") == 1
    flat = " ".join(text.split())
    assert f"`sudo apt install {' '.join(DEBIAN_PACKAGES)}`" in flat
    assert f"`sudo dnf install {' '.join(FEDORA_PACKAGES)}`" in flat
    assert "`irondragon export`" in flat and "`replay`" in flat and "Debian/Ubuntu" in flat and "Fedora" in flat
    assert all(line.count("`") % 2 == 0 for line in text.splitlines())  # no command is broken across lines


def test_missing_libraries_are_named_with_their_packages() -> None:
    flat = " ".join(kind_message("x", ["libxcb-icccm.so.4", "libxcb-cursor.so.0"]).split())
    assert "The window needs libxcb-icccm.so.4 and libxcb-cursor.so.0, which are not installed." in flat
    assert "`sudo apt install libxcb-cursor0 libxcb-icccm4`" in flat
    assert "`sudo dnf install xcb-util-cursor xcb-util-wm`" in flat
    unknown = " ".join(kind_message("x", ["libunheard.so.7"]).split())
    assert "libunheard.so.7, which is not installed" in unknown and " ".join(DEBIAN_PACKAGES) in unknown


def test_what_qt_logged_becomes_the_reason() -> None:
    problem, _ = problem_from_qt(["qt.qpa.xcb: could not connect to display :947",
                                  'qt.qpa.plugin: Could not load the Qt platform plugin "xcb" in "" even though '
                                  "it was found.", "This application failed to start"])
    assert problem == "no display could be opened (Qt could not connect to display :947)"
    problem, _ = problem_from_qt(['Could not load the Qt platform plugin "wayland"',
                                  'Could not load the Qt platform plugin "xcb"'])
    assert problem == 'Qt could not load its platform plugins "wayland" and "xcb"'
    assert problem_from_qt(["This application failed to start"]) == (
        "Qt found no platform plugin that could start", [])


@linux_only
def test_the_xcb_plugin_and_its_libraries_are_examined(tmp_path: Path) -> None:
    plugin = plugin_file("xcb")
    assert plugin is not None and plugin.name.startswith("libqxcb")
    assert all(name.startswith("lib") and ".so" in name for name in missing_libraries(plugin))
    broken = tmp_path / "libbroken.so"
    broken.write_bytes(b"not a library")
    assert missing_libraries(broken) == []


def _unused_display() -> str:
    for n in range(947, 999):
        if not Path(f"/tmp/.X11-unix/X{n}").exists():
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", 6000 + n)) != 0:
                    return f":{n}"
    pytest.skip("no unused X display number")


def _run_without_display(args: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    return subprocess.run([sys.executable, "-m", "irondragon_qt", *args], env={**clean, **env},
                          capture_output=True, text=True, timeout=120)


def _assert_kind_failure(run: subprocess.CompletedProcess[str]) -> None:
    assert run.returncode == 1, (run.returncode, run.stderr)  # not -6 (SIGABRT) nor 134
    assert run.stdout == ""
    flat = " ".join(run.stderr.split())
    assert flat.startswith("irondragon: the game window cannot open:"), run.stderr
    assert "sudo apt install" in flat and "sudo dnf install" in flat and "`irondragon export`" in flat
    assert "core dumped" not in run.stderr and "Aborted" not in run.stderr
    assert "\n\n" not in run.stderr.strip()


@linux_only
@pytest.mark.parametrize("args", [["play", "--exit-after-paint"], []])
def test_no_display_is_one_paragraph_and_status_1(args: list[str]) -> None:
    run = _run_without_display(args, QT_QPA_PLATFORM="xcb")
    _assert_kind_failure(run)
    assert "no X11 display was found" in run.stderr


@linux_only
def test_a_display_that_cannot_be_opened_is_caught_when_qt_gives_up() -> None:
    """DISPLAY is set, so the early check passes; Qt itself fails (no X server there, or the xcb
    plugin's libraries are missing) and its fatal message is turned into the paragraph."""
    run = _run_without_display(["play", "--exit-after-paint"], QT_QPA_PLATFORM="xcb", DISPLAY=_unused_display())
    _assert_kind_failure(run)
    assert "This application failed to start" not in run.stderr


def test_other_commands_work_without_a_display() -> None:
    run = _run_without_display(["route", "Kola", "Railla"], QT_QPA_PLATFORM="xcb")
    assert run.returncode == 0, run.stderr
