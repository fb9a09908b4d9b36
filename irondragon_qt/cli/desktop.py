"""``irondragon --install-desktop`` / ``--uninstall-desktop``: the game in the Linux desktop's menu.

Puts the desktop entry, the icon (SVG and PNGs of the hicolor theme) and the AppStream metadata
into the user's data folder, per the XDG base directory spec (``$XDG_DATA_HOME``, by default
``~/.local/share``)::

    applications/io.github.irondragon_qt.IronDragonQt.desktop
    icons/hicolor/scalable/apps/io.github.irondragon_qt.IronDragonQt.svg
    icons/hicolor/<N>x<N>/apps/io.github.irondragon_qt.IronDragonQt.png
    metainfo/io.github.irondragon_qt.IronDragonQt.metainfo.xml

The entry starts this very installation by its full path (the pipx or venv script, or the frozen
app), so it works even when that folder is not on the desktop session's PATH.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

from .. import APP_ID
from ..engine.i18n import translate
from ..engine.words import Counts

DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")  # characters that make an Exec argument need quotes


def data_home(environ: Mapping[str, str] | None = None) -> Path:
    """$XDG_DATA_HOME if it is an absolute path (the spec ignores relative ones), else ~/.local/share."""
    env = os.environ if environ is None else environ
    value = env.get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    return Path(env.get("HOME") or Path.home()) / ".local" / "share"


def launcher() -> list[str]:
    """The command that starts this installation of the game, with absolute paths."""
    exe = Path(sys.executable).resolve() if getattr(sys, "frozen", False) else Path(sys.executable)
    if getattr(sys, "frozen", False):  # the frozen app: prefer its windowed twin if it has one
        gui = exe.with_name("irondragon-gui" + exe.suffix)
        return [str(gui if gui.is_file() else exe)]
    for name in ("irondragon-gui", "irondragon"):  # the scripts pip/pipx put beside the interpreter
        script = exe.parent / (name + (".exe" if sys.platform == "win32" else ""))
        if script.is_file():
            return [str(script.absolute())]
    return [str(exe.absolute()), "-m", "irondragon_qt"]


def exec_value(command: list[str]) -> str:
    """The command as a desktop entry's Exec value (quoted and escaped as the spec says)."""
    parts = []
    for arg in command:
        arg = arg.replace("%", "%%")
        if any(c in _RESERVED for c in arg):
            arg = '"' + "".join("\\" + c if c in '"`$\\' else c for c in arg) + '"'
        parts.append(arg)
    # the value is also a desktop-entry string, where a backslash is written twice
    return " ".join(parts).replace("\\", "\\\\")


def desktop_entry(template: str, command: list[str]) -> str:
    """The bundled desktop entry with Exec and TryExec pointing at ``command``."""
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + exec_value(command)
        elif line.startswith("TryExec="):
            line = "TryExec=" + command[0].replace("\\", "\\\\")
        lines.append(line)
    return "\n".join(lines) + "\n"


def installed_files(home: Path) -> list[Path]:
    """Every file ``install_desktop`` writes under ``home``."""
    from ..ui.icons import HICOLOR_SIZES

    icons = home / "icons" / "hicolor"
    return ([home / "applications" / DESKTOP_FILE, icons / "scalable" / "apps" / f"{APP_ID}.svg"]
            + [icons / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in HICOLOR_SIZES]
            + [home / "metainfo" / METAINFO_FILE])


def install_desktop(home: Path, command: list[str] | None = None) -> list[Path]:
    """Write the desktop entry, icons and metadata under ``home``; returns the files written."""
    from ..ui.icons import HICOLOR_SIZES, app_svg, render_pngs
    from ..uikit.resources import resources_dir

    resources = resources_dir()
    svg = app_svg()
    entry = desktop_entry((resources / DESKTOP_FILE).read_text(encoding="utf-8"), command or launcher())
    pngs = render_pngs(svg, HICOLOR_SIZES)
    files = installed_files(home)
    contents = [entry.encode("utf-8"), svg.read_bytes(), *(pngs[n] for n in HICOLOR_SIZES),
                (resources / METAINFO_FILE).read_bytes()]
    for path, data in zip(files, contents, strict=True):
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_bytes(data)
        os.replace(tmp, path)
    os.utime(home / "icons" / "hicolor")  # icon caches notice a changed theme folder by its time
    return files


def uninstall_desktop(home: Path) -> list[Path]:
    """Remove what ``install_desktop`` wrote; returns the files that were there."""
    removed = []
    for path in installed_files(home):
        if path.is_file():
            path.unlink()
            removed.append(path)
    return removed


def run_desktop(uninstall: bool) -> int:
    if sys.platform in ("win32", "darwin"):
        print("irondragon: " + translate("CommandLine", "--install-desktop is for Linux desktops (XDG); on Windows "
                                         "and macOS start the app from its folder or make a shortcut to "
                                         "irondragon-gui."), file=sys.stderr)
        return 2
    home = data_home()
    try:
        files = uninstall_desktop(home) if uninstall else install_desktop(home)
    except (OSError, ValueError) as e:
        print("irondragon: " + (translate("CommandLine", "the desktop entry could not be removed: {error}") if uninstall
                                else translate("CommandLine", "the desktop entry could not be installed: {error}"))
              .format(error=e), file=sys.stderr)
        return 1
    count = len(files) if uninstall else len(files) - 1  # installed: the entry, then its icons and metadata
    if uninstall:
        print(Counts.tr("removed %n file(s) from {folder}", None, count).format(folder=home)
              if files else translate("CommandLine", "nothing to remove in {folder}").format(folder=home))
    else:
        print(Counts.tr("installed the menu entry {file}\n  starts: {command}\n  icon and metadata: "
                        "%n file(s) under {folder}", None, count)
              .format(file=files[0], command=launcher()[0], folder=home))


    return 0
