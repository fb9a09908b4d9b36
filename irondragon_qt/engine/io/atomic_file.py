"""Writing files so that a crash never leaves half of one (saves, practice boards).

A file is written as a temporary file beside it, ``.NAME.XXXXXXXX.tmp`` (tempfile.mkstemp's
eight random characters), then put in place in one step. A process killed in between leaves
that temporary file behind; the next write of the same file removes such leftovers once
they are ``STALE_AFTER_S`` old, so a temporary file another process is writing right now is
never touched. A file the player made read-only is not replaced, nor is a folder or a pipe.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import tempfile
import time
from pathlib import Path

from ..i18n import translate
from .read_file import NotAFileError, kind_of

PathLike = str | os.PathLike[str]

STALE_AFTER_S = 300.0  # a write takes milliseconds; one untouched this long was interrupted


class ReadOnlyError(PermissionError):
    """The file exists and is read-only: it is not replaced."""

    def __init__(self, path: PathLike) -> None:
        super().__init__(errno.EACCES, translate("Files", "the file is read-only"), os.fspath(path))



def atomic_write_text(path: PathLike, text: str) -> None:
    """Write a file in one step: a temporary file in the same folder, flushed and synced, then
    put in place with ``os.replace``. A crash leaves the old file or the new one, never half.
    ReadOnlyError if the file exists and is read-only (no write permission for anyone, which
    an administrator could otherwise replace, or none for us), NotAFileError if the path is
    a folder, pipe or device; other OSErrors as they come."""
    target = Path(path)
    _check_replaceable(target)
    remove_stale_temp_files(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        with contextlib.suppress(OSError):  # keep the old file's permissions, else rw-r--r--
            os.chmod(tmp, target.stat().st_mode & 0o777 if target.exists() else 0o644)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable (POSIX)
        with contextlib.suppress(OSError):
            dir_fd = os.open(target.parent, os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)


def _check_replaceable(target: Path) -> None:
    """Refuse to replace what the player did not mean to lose: a read-only file, a folder, a
    pipe or a device (``os.replace`` would do it without a word)."""
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return
    what = kind_of(info.st_mode)
    if what is not None:
        raise NotAFileError(what, target)
    if not info.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(target, os.W_OK):
        raise ReadOnlyError(target)


def temp_file_pattern(name: str) -> re.Pattern[str]:
    """The names of the temporary files ``atomic_write_text`` makes for a file called ``name``."""
    return re.compile(rf"\.{re.escape(name)}\.[a-z0-9_]{{8}}\.tmp")


def remove_stale_temp_files(target: PathLike, older_than: float = STALE_AFTER_S) -> list[Path]:
    """Remove the temporary files an interrupted write of ``target`` left beside it: exactly
    our naming, regular files, unchanged for ``older_than`` seconds (so never one being
    written now). Best effort: anything that cannot be looked at or removed is left alone.
    Returns what was removed."""
    folder, pattern = Path(target).parent, temp_file_pattern(Path(target).name)
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not pattern.fullmatch(entry.name):
            continue
        with contextlib.suppress(OSError):
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
    return removed
