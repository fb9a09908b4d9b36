"""Writing files so that a crash never leaves half of one (saves, practice boards)."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

PathLike = str | os.PathLike[str]


def atomic_write_text(path: PathLike, text: str) -> None:
    """Write a file in one step: a temporary file in the same folder, flushed and synced, then
    put in place with ``os.replace``. A crash leaves the old file or the new one, never half."""
    target = Path(path)
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
