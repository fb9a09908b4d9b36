"""Replaces PyInstaller's hook for PySide6.QtGui: same collection, minus Qt plugins a desktop app never loads.

The filtering has to happen here, in the hook, rather than in the spec: PyInstaller analyses the
link-time dependencies of every collected plugin after the hooks run, so a plugin dropped later
would still leave its dependencies (libQt6Network, libQt6EglFS*, the build machine's GTK, glib and
cairo, ...) in the bundle.
"""

from __future__ import annotations

from pathlib import PurePath

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

# plugin folder -> file-name stems to drop ("*" = the whole folder)
_UNUSED_PLUGINS = {
    # embedded Linux (framebuffer / EGL / evdev input without a window system)
    "egldeviceintegrations": {"*"},
    "generic": {"*"},
    "platforms": {"libqeglfs", "libqlinuxfb", "libqminimalegl", "libqvkkhrdisplay", "libqvnc",
                  "qeglfs", "qlinuxfb", "qminimalegl", "qvkkhrdisplay", "qvnc"},
    # the GTK theme links the build machine's GTK/glib/cairo; the portal theme (D-Bus only) stays
    "platformthemes": {"libqgtk3", "qgtk3"},
    # image formats the app does not read (it uses PNG, built into QtGui, and SVG)
    "imageformats": {"libqicns", "libqtga", "libqtiff", "libqwbmp", "libqwebp",
                     "qicns", "qtga", "qtiff", "qwbmp", "qwebp"},
}


def _wanted(dest_dir: str, src: str) -> bool:
    parts = PurePath(dest_dir).parts
    if "plugins" not in parts or parts.index("plugins") + 1 >= len(parts):
        return True
    kind = "/".join(parts[parts.index("plugins") + 1:])
    drop = _UNUSED_PLUGINS.get(kind, set())
    return not ("*" in drop or PurePath(src).name.split(".")[0] in drop)


hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [(src, dest) for src, dest in binaries if _wanted(dest, src)]
