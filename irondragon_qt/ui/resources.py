"""Paths to bundled resources and the board palette (resources/palette.toml)."""

from __future__ import annotations

import sys
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any

from PySide6.QtGui import QColor


def resources_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) / "resources" if frozen else Path(__file__).resolve().parents[2] / "resources"


@lru_cache(maxsize=1)
def palette_data() -> dict[str, Any]:
    with open(resources_dir() / "palette.toml", "rb") as f:
        return tomllib.load(f)


def color(group: str, name: str, fallback: str = "#ff00ff") -> QColor:
    return QColor(palette_data().get(group, {}).get(name, fallback))


def good_symbol(good: str) -> tuple[str, QColor]:
    abbrev, col = palette_data().get("goods", {}).get(good, [good[:2], "#777777"])
    return str(abbrev), QColor(col)
