"""A PNG writer that takes the picture in bands and compresses while the next band is drawn.

Qt's encoder (libpng) spends most of its time choosing a filter for every row; on a board of
flat colours, unfiltered rows at zlib level 1 come out smaller and several times faster. zlib
lets go of Python's lock while it compresses, so one thread compresses band n while the caller
draws band n + 1. The file is plain PNG: 8-bit RGB, one zlib stream in IDAT chunks.
"""

from __future__ import annotations

import struct
import zlib
from concurrent.futures import Future, ThreadPoolExecutor
from typing import BinaryIO

from PySide6.QtGui import QImage

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHUNK = 1 << 20  # bytes of compressed data per IDAT chunk


def _chunk(f: BinaryIO, kind: bytes, data: bytes) -> None:
    f.write(struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


class PngWriter:
    """``add(band)`` bands of rows top to bottom (any QImage format), then ``close()``."""

    def __init__(self, f: BinaryIO, width: int, height: int, level: int = 1) -> None:
        self.f, self.width, self.height = f, width, height
        self.rows = 0
        self._zlib = zlib.compressobj(level)
        self._pool = ThreadPoolExecutor(max_workers=1)
        self._pending: Future[bytes] | None = None
        self._out = bytearray()
        f.write(SIGNATURE)
        _chunk(f, b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))  # 8-bit RGB

    def add(self, band: QImage) -> None:
        if band.width() != self.width or self.rows + band.height() > self.height:
            raise ValueError("the band does not fit the picture")
        rgb = band.convertToFormat(QImage.Format.Format_RGB888)
        bits = memoryview(rgb.constBits()).cast("B")
        step, row = rgb.bytesPerLine(), self.width * 3
        raw = b"".join(b"\0" + bits[i * step:i * step + row] for i in range(rgb.height()))  # filter 0: none
        self.rows += rgb.height()
        self._collect()
        self._pending = self._pool.submit(self._zlib.compress, raw)

    def _collect(self) -> None:
        if self._pending is not None:
            self._out += self._pending.result()
            self._pending = None
        while len(self._out) >= CHUNK:
            _chunk(self.f, b"IDAT", bytes(self._out[:CHUNK]))
            del self._out[:CHUNK]

    def close(self) -> None:
        try:
            self._collect()
            if self.rows != self.height:
                raise ValueError(f"{self.rows} of {self.height} rows were given")
            self._out += self._zlib.flush()
            for i in range(0, len(self._out), CHUNK):
                _chunk(self.f, b"IDAT", bytes(self._out[i:i + CHUNK]))
            _chunk(self.f, b"IEND", b"")
        finally:
            self._pool.shutdown(wait=True)

    def abandon(self) -> None:
        """Stop without finishing the file (the caller deletes it)."""
        self._pool.shutdown(wait=True, cancel_futures=True)
