"""model/io: reading only regular files, and bounds on JSON counted before parsing."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from irondragon_qt.model.io.read_file import NotAFileError, read_at_most
from irondragon_qt.model.io.strict_json import size_bounds
from tests.timeouts import within


def test_read_at_most_reads_one_byte_more_than_allowed(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(b"0123456789")
    assert read_at_most(path, 100) == b"0123456789"
    assert read_at_most(path, 10) == b"0123456789"
    assert read_at_most(path, 4) == b"01234"  # the caller sees it is too big
    with pytest.raises(FileNotFoundError):
        read_at_most(tmp_path / "none.json", 10)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_read_at_most_refuses_a_named_pipe_without_blocking(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe")
    error = within(10, lambda: read_at_most(tmp_path / "pipe", 10))
    assert isinstance(error, NotAFileError) and error.strerror == "a named pipe, not a file"
    assert isinstance(error, OSError) and error.filename == str(tmp_path / "pipe")


def test_read_at_most_refuses_folders_and_devices(tmp_path: Path) -> None:
    with pytest.raises(NotAFileError, match="a folder, not a file"):
        read_at_most(tmp_path, 10)
    if Path(os.devnull).exists() and os.name != "nt":
        with pytest.raises(NotAFileError, match="a device, not a file"):
            read_at_most(os.devnull, 10)


def _random_json(rng: random.Random, depth: int = 0) -> object:
    kind = rng.choice(["list", "table", "int", "text", "null"] if depth < 4 else ["int", "text", "null"])
    if kind == "list":
        return [_random_json(rng, depth + 1) for _ in range(rng.randint(0, 5))]
    if kind == "table":
        return {f"k{rng.randint(0, 9)}": _random_json(rng, depth + 1) for _ in range(rng.randint(0, 4))}
    if kind == "text":
        return "".join(rng.choice('ab,[]{}"\\ :') for _ in range(rng.randint(0, 6)))
    return rng.randint(-9, 9) if kind == "int" else None


def _count(value: object) -> tuple[int, int]:
    """(lists and tables, values) of parsed JSON, counted exactly."""
    if isinstance(value, list | dict):
        inner = value.values() if isinstance(value, dict) else value
        counts = [_count(v) for v in inner]
        return 1 + sum(c for c, _ in counts), 1 + sum(v for _, v in counts)
    return 0, 1


def test_size_bounds_never_count_less_than_parsing_builds() -> None:
    rng = random.Random(8)
    for _ in range(500):
        value = _random_json(rng)
        for text in (json.dumps(value), json.dumps(value, indent=1)):
            containers, values = size_bounds(text)
            exact = _count(json.loads(text))
            assert containers >= exact[0] and values >= exact[1], (text, exact)
            assert size_bounds(text.encode()) == (containers, values)
    assert size_bounds(b"[" + b"[]," * 999 + b"[]]") == (1001, 2001)
