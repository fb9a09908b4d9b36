"""Errors the model reports to people, never as a traceback."""

from __future__ import annotations


class MapError(Exception):
    """A map folder that cannot be loaded: names the file and the record at fault."""

    def __init__(self, file: str, record: str, message: str) -> None:
        self.file, self.record, self.message = file, record, message
        where = f"{file}, {record}" if record else file
        super().__init__(f"{where}: {message}")
