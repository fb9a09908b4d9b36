"""model/io: reading only regular files, bounds on JSON counted before parsing, atomic writes
that refuse read-only files and clean up after a killed write."""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path

import pytest

from irondragon_qt.engine.io.atomic_file import (
    ReadOnlyError,
    atomic_write_text,
    remove_stale_temp_files,
    temp_file_pattern,
)
from irondragon_qt.engine.io.read_file import NotAFileError, read_at_most
from irondragon_qt.engine.io.strict_json import size_bounds
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


def test_temp_file_names_are_exactly_ours() -> None:
    pattern = temp_file_pattern("game (1).json")
    assert pattern.fullmatch(".game (1).json.a1b2_c3d.tmp")
    for other in (".game (1).json.a1b2_c3.tmp", ".game (1).json.A1B2C3D4.tmp", "game (1).json.a1b2c3d4.tmp",
                  ".game X1).json.a1b2c3d4.tmp", ".game (1).json.a1b2c3d4.tmp~"):
        assert not pattern.fullmatch(other), other


def test_a_stale_temp_file_goes_a_fresh_one_and_other_files_stay(tmp_path: Path) -> None:
    target = tmp_path / "board.json"
    stale, fresh, folder = (tmp_path / ".board.json.aaaaaaaa.tmp", tmp_path / ".board.json.bbbbbbbb.tmp",
                            tmp_path / ".board.json.cccccccc.tmp")
    stale.write_text("x", encoding="utf-8")
    fresh.write_text("x", encoding="utf-8")
    folder.mkdir()
    old = time.time() - 3600
    for p in (stale, folder):
        os.utime(p, (old, old))
    assert remove_stale_temp_files(target) == [stale]
    assert fresh.exists() and folder.is_dir()
    assert remove_stale_temp_files(target, older_than=0) == [fresh]
    assert remove_stale_temp_files(tmp_path / "missing" / "board.json") == []


def test_atomic_write_refuses_a_read_only_file_even_for_an_administrator(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_text("kept", encoding="utf-8")
    os.chmod(path, 0o444)
    try:
        with pytest.raises(ReadOnlyError) as info:
            atomic_write_text(path, "new")
        assert info.value.strerror == "the file is read-only" and isinstance(info.value, PermissionError)
        assert path.read_text(encoding="utf-8") == "kept" and os.listdir(tmp_path) == ["a.json"]
    finally:
        os.chmod(path, 0o644)
    atomic_write_text(path, "new")  # writable again: replaced, mode kept
    assert path.read_text(encoding="utf-8") == "new" and path.stat().st_mode & 0o777 == 0o644
