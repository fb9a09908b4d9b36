"""Can the game window open? When it cannot, say so in one paragraph and exit with status 1.

Qt aborts the whole process (SIGABRT, a core dump) when ``QApplication`` finds no usable platform
plugin: no display, or the desktop libraries of the xcb plugin missing. Two guards keep that from
the player:

1. ``display_problem()``, before Qt is even imported: on Linux and the BSDs, a window needs a
   display, so with neither ``DISPLAY`` nor ``WAYLAND_DISPLAY`` set (and no platform such as
   ``offscreen`` asked for) the window cannot open.
2. ``open_application()`` builds the ``QApplication`` with a Qt message handler installed. Qt hands
   its fatal message to that handler before it aborts; the handler prints the paragraph instead
   and ends the process with status 1. What Qt logged just before names the cause (the plugin that
   failed, "could not connect to display"); the plugin's missing libraries are found with ``ldd``
   (or the dynamic loader's own error), each with its Debian/Ubuntu and Fedora package.

Qt is imported only inside ``open_application`` and the plugin lookup, so the check is cheap.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .. import APP_ID
from ..engine.i18n import translate
from ..engine.words import and_list

# system library (soname) -> (Debian/Ubuntu package, Fedora package), for what Qt's xcb plugin loads
LIBRARY_PACKAGES: dict[str, tuple[str, str]] = {
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libfontconfig.so.1": ("fontconfig", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libwayland-client.so.0": ("libwayland-client0", "libwayland-client"),
    "libwayland-cursor.so.0": ("libwayland-cursor0", "libwayland-cursor"),
    "libwayland-egl.so.1": ("libwayland-egl1", "libwayland-egl"),
}
# what every Qt 6 window needs on a desktop that does not have it yet (the README lists the same)
DEBIAN_PACKAGES = ("libegl1", "libxkbcommon-x11-0", "libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1",
                   "fontconfig")
FEDORA_PACKAGES = ("libglvnd-egl", "libxkbcommon-x11", "xcb-util-cursor", "xcb-util-wm", "xcb-util-keysyms",
                   "fontconfig")
# platforms that need a window system; any other (offscreen, minimal, vnc, eglfs…) opens without one
WINDOWED_PLATFORMS = {"", "xcb", "wayland", "wayland-egl"}
_QT_LIBRARY = re.compile(r"^lib(Qt6|icu|pyside6|shiboken6)")


def requested_platform(environ: Mapping[str, str]) -> str:
    """The platform plugin asked for in QT_QPA_PLATFORM ("" when Qt is left to choose)."""
    first = environ.get("QT_QPA_PLATFORM", "").split(";")[0]
    return first.split(":")[0].strip()


def display_problem(environ: Mapping[str, str] | None = None, platform: str | None = None) -> str | None:
    """Before Qt starts: the kind paragraph if the window surely cannot open, else None."""
    env = os.environ if environ is None else environ
    system = sys.platform if platform is None else platform
    if system.startswith(("win", "darwin", "cygwin")):
        return None  # a desktop session always has its window system
    wanted = requested_platform(env)
    if wanted not in WINDOWED_PLATFORMS:
        return None
    if wanted == "xcb" and not env.get("DISPLAY"):
        problem = translate("CommandLine", "no X11 display was found (QT_QPA_PLATFORM is xcb and DISPLAY is not set)")
    elif wanted == "" and not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        problem = translate("CommandLine", "no display was found (neither DISPLAY nor WAYLAND_DISPLAY is set)")
    else:
        return None
    return kind_message(problem, plugin_missing_libraries("xcb") if wanted in ("", "xcb") else [])


def kind_message(problem: str, missing: Sequence[str] = ()) -> str:
    """One paragraph: what is missing, what to install, and what works without a window."""
    known = [LIBRARY_PACKAGES[m] for m in missing if m in LIBRARY_PACKAGES]
    debian = sorted({d for d, _ in known}) or list(DEBIAN_PACKAGES)
    fedora = sorted({f for _, f in known}) or list(FEDORA_PACKAGES)
    libraries = ""
    if missing:
        libraries = " " + (translate("CommandLine", "The window needs {libraries}, which is not installed.")
                           if len(missing) == 1 else
                           translate("CommandLine", "The window needs {libraries}, which are not installed.")
                           ).format(libraries=and_list(list(missing)))
    text = "irondragon: " + translate(
        "CommandLine", "the game window cannot open: {problem}.{libraries} Start it from a desktop session (X11 or "
        "Wayland) that has the libraries every Qt 6 program needs: on Debian/Ubuntu `sudo apt install {debian}`, on "
        "Fedora `sudo dnf install {fedora}`. Without a display, `irondragon export` (the board as PNG or SVG), "
        "`map-check`, `route` and `replay` still work.").format(
        problem=problem, libraries=libraries, debian=" ".join(debian), fedora=" ".join(fedora))
    # wrap between words, never inside a `command`, so each command can be copied from one line
    glued = re.sub(r"`[^`]*`", lambda m: m.group(0).replace(" ", "\0"), text)
    return textwrap.fill(glued, width=100, break_on_hyphens=False, break_long_words=False).replace("\0", " ")


def plugin_file(name: str) -> Path | None:
    """The file of Qt's platform plugin ``name`` (libqxcb.so for "xcb"), or None."""
    folders = [Path(p) for p in os.environ.get("QT_PLUGIN_PATH", "").split(os.pathsep) if p]
    try:
        from PySide6.QtCore import QLibraryInfo

        folders.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)))
    except ImportError:
        return None
    for folder in folders:
        for candidate in (folder / "platforms").glob(f"*q{name}.*"):
            if candidate.suffix in (".so", ".dylib", ".dll"):
                return candidate
    return None


def plugin_missing_libraries(name: str) -> list[str]:
    """The system libraries that Qt's platform plugin ``name`` needs and this machine lacks."""
    plugin = plugin_file(name)
    if plugin is None or not sys.platform.startswith("linux"):
        return []
    return [lib for lib in missing_libraries(plugin) if not _QT_LIBRARY.match(lib)]


def missing_libraries(library: Path) -> list[str]:
    """Sonames ``library`` links to that cannot be found: from ``ldd``, else from dlopen's error."""
    ldd = shutil.which("ldd")
    if ldd is not None:
        try:
            out = subprocess.run([ldd, str(library)], capture_output=True, text=True, timeout=10).stdout
        except (OSError, subprocess.SubprocessError):
            out = ""
        found = [m.group(1) for m in re.finditer(r"^\s*(\S+) => not found", out, re.MULTILINE)]
        if found or out:
            return list(dict.fromkeys(found))
    import ctypes

    try:
        ctypes.CDLL(str(library))
    except OSError as e:  # "libxcb-icccm.so.4: cannot open shared object file: No such file or directory"
        m = re.match(r"(\S+?): cannot open shared object file", str(e))
        return [m.group(1)] if m else []
    return []


def problem_from_qt(messages: Sequence[str]) -> tuple[str, list[str]]:
    """(what went wrong, missing libraries) read from what Qt logged before its fatal message."""
    text = "\n".join(messages)
    plugins = list(dict.fromkeys(re.findall(r'Qt platform plugin "([\w-]+)"', text)))
    missing = list(dict.fromkeys(lib for p in plugins for lib in plugin_missing_libraries(p)))
    connect = re.search(r"could not connect to display ?(\S*)", text, re.IGNORECASE)
    if connect is not None:
        where = f" {connect.group(1)}" if connect.group(1) else ""
        return translate("CommandLine", "no display could be opened (Qt could not connect to display{where})")\
            .format(where=where), missing
    if plugins:
        names = and_list([f'"{p}"' for p in plugins])
        return (translate("CommandLine", "Qt could not load its platform plugin {names}") if len(plugins) == 1 else
                translate("CommandLine", "Qt could not load its platform plugins {names}")).format(names=names), missing
    return translate("CommandLine", "Qt found no platform plugin that could start"), []


def open_application(argv: Sequence[str]) -> Any:
    """Create the QApplication; if Qt cannot start its platform, print the paragraph and exit(1).

    Returns the application (typed loosely: this module imports Qt only here).
    """
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    if existing is not None:
        return existing
    logged: list[tuple[QtMsgType, str]] = []

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        category = context.category or "default"
        line = message if category == "default" else f"{category}: {message}"
        if kind != QtMsgType.QtFatalMsg:
            logged.append((kind, line))
            return
        try:
            problem, missing = problem_from_qt([text for _, text in logged] + [line])
            report = kind_message(problem, missing)
        except Exception as e:  # never let a bug here turn back into Qt's abort
            report = kind_message(translate("CommandLine", "Qt could not start its platform plugin ({error})")
                                  .format(error=e))

        if sys.stderr is not None:
            print(report, file=sys.stderr)
            sys.stderr.flush()
        os._exit(1)

    qInstallMessageHandler(handler)
    try:
        app = QApplication(list(argv))
    finally:
        qInstallMessageHandler(None)
    for kind, line in logged:  # what Qt said while starting, as its own handler would have printed it
        if kind != QtMsgType.QtDebugMsg and sys.stderr is not None:
            print(line, file=sys.stderr)
    app.setDesktopFileName(APP_ID)  # Wayland matches the window to the menu entry and its icon by this
    return app
