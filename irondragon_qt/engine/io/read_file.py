"""Reading a file the player chose, which may be anything: only a regular file is read, and at
most a given number of bytes of it. A named pipe, a device, a folder or a socket is refused at
once with a reason instead of blocking the program (a pipe without a writer never ends) or
reading forever (/dev/zero)."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable

from ..i18n import translate

PathLike = str | os.PathLike[str]


def _kinds() -> tuple[tuple[Callable[[int], bool], str], ...]:
    return ((stat.S_ISDIR, translate("Files", "a folder")), (stat.S_ISFIFO, translate("Files", "a named pipe")),
            (stat.S_ISCHR, translate("Files", "a device")), (stat.S_ISBLK, translate("Files", "a device")),
            (stat.S_ISSOCK, translate("Files", "a socket")))


class NotAFileError(OSError):
    """The path is not a regular file; ``strerror`` says what it is, in words."""

    def __init__(self, what: str, path: PathLike) -> None:
        super().__init__(errno.EINVAL, translate("Files", "{what}, not a file").format(what=what), os.fspath(path))


def kind_of(mode: int) -> str | None:
    """What a non-regular file is, in words ("a named pipe"), or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    return next((name for test, name in _kinds() if test(mode)), translate("Files", "not a regular file"))



def read_at_most(path: PathLike, limit: int) -> bytes:
    """The first ``limit + 1`` bytes of the regular file at ``path`` (one more than allowed, so
    the caller can tell a file that is too big). NotAFileError for anything but a regular
    file, OSError if it cannot be opened. The file is opened without blocking (a named pipe
    opens at once) and checked on the open descriptor, so nothing can be swapped in between."""
    try:
        mode = os.stat(path).st_mode  # a clear reason before opening (a socket cannot be opened)
    except OSError:
        mode = stat.S_IFREG  # let the open below say why
    what = kind_of(mode)
    if what is not None:
        raise NotAFileError(what, path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags)
    with os.fdopen(fd, "rb") as f:
        what = kind_of(os.fstat(f.fileno()).st_mode)
        if what is not None:
            raise NotAFileError(what, path)
        chunks, size = [], 0
        while size <= limit and (chunk := f.read(limit + 1 - size)):
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
