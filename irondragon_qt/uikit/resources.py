"""Paths to bundled resources and the board palette (resources/palette.toml)."""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any

from PySide6.QtGui import QColor

from ..engine.io.bundled import bundled_dir


def resources_dir() -> Path:
    """The bundled resources (icons, palette, desktop entry): installed package, frozen app or checkout."""
    return bundled_dir("resources")


@lru_cache(maxsize=1)
def palette_data() -> dict[str, Any]:
    with open(resources_dir() / "palette.toml", "rb") as f:
        return tomllib.load(f)


def color(group: str, name: str, fallback: str = "#ff00ff") -> QColor:
    return QColor(palette_data().get(group, {}).get(name, fallback))


def good_symbol(good: str) -> tuple[str, QColor]:
    abbrev, col = palette_data().get("goods", {}).get(good, [good[:2], "#777777"])
    return str(abbrev), QColor(col)
