"""The companies' colours as the board paints them, and a letter each as the second cue.

``companies.toml`` names each company's colour in words (GR-Q1: black, brown, orange, blue, yellow,
red, purple, green); ``SHADES`` picks the shade of each that stays apart from the others for
players with red-green colour blindness (checked with ``simulate``: Machado et al. 2009, full
deuteranopia and protanopia, and tritanopia, on linear RGB; distances in CIELAB). Each company
also gets one letter of its ID, never shared, printed on its cubes and start city.
No Qt: the painters make their colours from the hex strings."""

from __future__ import annotations

from collections.abc import Iterable

# colour word -> shade; chosen by search for the largest smallest distance under deuteranopia and
# protanopia (tests/games/german_railways/ui/test_colours.py keeps it above a floor)
SHADES: dict[str, str] = {
    "black": "#1b1b1b",
    "brown": "#63361d",
    "orange": "#ff8c00",
    "blue": "#1399ec",
    "yellow": "#f6f355",
    "red": "#ec1713",
    "purple": "#512277",
    "green": "#1f7a5f",
}
FALLBACK = "#7f7f7f"

MATRICES: dict[str, tuple[tuple[float, float, float], ...]] = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}

RGB = tuple[float, float, float]


def shade(word: str) -> str:
    """The hex shade of a colour word (a hex string is taken as it is)."""
    if word.startswith("#"):
        return word
    return SHADES.get(word.lower(), FALLBACK)


def letters(ids: Iterable[str]) -> dict[str, str]:
    """One letter per company, in order: the first letter of its ID no earlier company took
    (PO P, NME N, KSS K, KBS B, ...); a digit if its ID has none left."""
    taken: set[str] = set()
    out: dict[str, str] = {}
    for cid in ids:
        pick = next((ch for ch in cid.upper() if ch.isalnum() and ch not in taken), None)
        if pick is None:
            pick = next(str(d) for d in range(10) if str(d) not in taken)
        taken.add(pick)
        out[cid] = pick
    return out


def ink_for(hex_colour: str) -> str:
    """Black or white, whichever reads better on ``hex_colour``."""
    return "#111111" if luminance(_rgb(hex_colour)) > 0.35 else "#ffffff"


# --- colour science: a colour as a colour-blind eye sees it ----------------------------------
def _rgb(hex_colour: str) -> RGB:
    h = hex_colour.lstrip("#")
    return int(h[0:2], 16) / 255, int(h[2:4], 16) / 255, int(h[4:6], 16) / 255


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(rgb: RGB) -> float:
    r, g, b = (_linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def simulate(hex_colour: str, kind: str) -> RGB:
    """Linear RGB of ``hex_colour`` as seen with ``kind`` (a key of MATRICES)."""
    lin = [_linear(c) for c in _rgb(hex_colour)]
    out = [sum(m * c for m, c in zip(row, lin, strict=True)) for row in MATRICES[kind]]
    return (min(1.0, max(0.0, out[0])), min(1.0, max(0.0, out[1])), min(1.0, max(0.0, out[2])))


def lab(linear_rgb: RGB) -> RGB:
    """CIELAB (D65) of a linear RGB colour."""
    r, g, b = linear_rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def distance(a: str, b: str, kind: str | None = None) -> float:
    """CIE76 distance between two hex colours, as seen with ``kind`` (None: normal vision)."""
    if kind is None:
        la, lb = lab(tuple(_linear(c) for c in _rgb(a))), lab(tuple(_linear(c) for c in _rgb(b)))  # type: ignore[arg-type]
    else:
        la, lb = lab(simulate(a, kind)), lab(simulate(b, kind))
    return float(sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5)
