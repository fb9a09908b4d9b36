"""The table's colours and letters: the period map's inks, the goods (a cube's colour with its
letter, so no colour vision is needed), and the players' railways."""

from __future__ import annotations

MAP = {
    "sea": "#a7cde6", "sea_grid": "#95c0dd", "water_line": "#86b6d8", "coast": "#24577d",
    "open": "#f6efd9", "water": "#c4def0", "wave": "#6d9fc6", "mountain": "#dcc39c",
    "peak": "#82492a", "peak_light": "#f3e6cc", "grid": "#bba98a", "river": "#3f7fb5",
    "ridge": "#5a3a1e", "main_line": "#8c1c13",
}
GOODS = {  # a cube's and a city's colour, and the letter on it
    "red": ("#c62828", "R"), "blue": ("#1f5fbf", "B"), "yellow": ("#f2c230", "Y"),
    "purple": ("#7b3fa0", "P"), "black": ("#262626", "K"), "grey": ("#9e9e9e", ""),
}
PLAYERS = ("#e65100", "#2e7d32", "#c2185b", "#5d4037", "#283593")  # seat 0..4's track: none a river's blue
LOST = "#8d8d8d"  # a link whose owner lost it (RW-Q2)
INK, PAPER = "#1d1d1d", "#fffdf6"


def goods(colour: str) -> str:
    return GOODS[colour][0]


def letter(colour: str) -> str:
    return GOODS[colour][1]


def ink_on(colour: str) -> str:
    """Black or white, whichever reads on ``colour``."""
    c = colour.lstrip("#")
    r, g, b = (int(c[i:i + 2], 16) for i in (0, 2, 4))
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def player(seat: int | None) -> str:
    return LOST if seat is None else PLAYERS[seat % len(PLAYERS)]
