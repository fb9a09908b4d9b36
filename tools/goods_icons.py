"""Write the 26 goods icons, resources/goods/<Good>.svg, from the drawings below.

Each icon is a rounded chip in the good's colour (resources/palette.toml, [goods]) with a
symbol drawn on it: white on dark chips, near-black on light ones. ``G`` in a drawing stands for
the symbol's colour, ``B`` for the chip's own colour (holes and details) and ``D`` for a dark
detail. The SVGs are committed; run this again after changing a drawing or a colour:

    python tools/goods_icons.py
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIGHT_SYMBOL, DARK_SYMBOL, DETAIL = "#ffffff", "#2a2a2a", "#3a3a3a"

DRAWINGS: dict[str, str] = {
    "Ale": """<rect x="7.5" y="11" width="12.5" height="14.5" rx="2" fill="G"/>
<path d="M20 14.2h2.6a3 3 0 0 1 3 3v2.3a3 3 0 0 1-3 3H20" fill="none" stroke="G" stroke-width="2.2"/>
<circle cx="9.6" cy="10.2" r="3" fill="G"/><circle cx="14" cy="8.8" r="3.4" fill="G"/>
<circle cx="18.3" cy="10" r="2.8" fill="G"/>
<path d="M11 15v7M16.5 15v7" stroke="B" stroke-width="1.2" stroke-linecap="round"/>""",
    "Armor": """<path d="M8.5 8.5 13 7q3 3.2 6 0l4.5 1.5.8 5.5q-2.3 1.8-2.3 5v6q-6 2.6-12 0v-6q0-3.2-2.3-5z" fill="G"/>
<path d="M16 11.5v13M11 19.5q5 2 10 0" fill="none" stroke="B" stroke-width="1.1"/>""",
    "Arms": """<g stroke="G" stroke-linecap="round" fill="none">
<path d="M7.5 7.5 20 20M24.5 7.5 12 20" stroke-width="2.4"/>
<path d="M20 20l4.5 4.5M12 20l-4.5 4.5" stroke-width="2.8"/>
<path d="M17.3 22.7l5.4-5.4M9.3 17.3l5.4 5.4" stroke-width="2"/></g>""",
    "Cattle": """<path d="M5.5 8.5q2.5 4.5 6.5 3.3M26.5 8.5q-2.5 4.5-6.5 3.3" fill="none" stroke="G" stroke-width="2"
 stroke-linecap="round"/>
<ellipse cx="8.6" cy="14.2" rx="2.8" ry="1.4" fill="G"/><ellipse cx="23.4" cy="14.2" rx="2.8" ry="1.4" fill="G"/>
<path d="M11 11.5q5-2.5 10 0V20q0 5.5-5 5.5T11 20z" fill="G"/>
<circle cx="13.6" cy="15.2" r="1.2" fill="B"/><circle cx="18.4" cy="15.2" r="1.2" fill="B"/>
<ellipse cx="16" cy="21.6" rx="3.6" ry="2.4" fill="none" stroke="B" stroke-width="1"/>""",
    "Cloth": """<path d="M7.5 9.5h14v9.5h-14z" fill="G"/><ellipse cx="7.5" cy="14.25" rx="2.4" ry="4.75" fill="G"/>
<ellipse cx="21.5" cy="14.25" rx="2.4" ry="4.75" fill="G" stroke="B" stroke-width="1"/>
<circle cx="21.5" cy="14.25" r="1" fill="B"/>
<path d="M9 19h12.5l3.5 6.5H12.5z" fill="G"/><path d="M14 21.5h7" stroke="B" stroke-width="1"/>""",
    "Dragons": """<path d="M4 19.5q3-10.5 11-13.5-1.2 4.7 1.8 6 .8-4.4 5-5.6-.6 4.6 2.4 5.8 1.2-2.8 4.3-2.7
-2 8.3-11.5 10.5-6.5 1.3-13-.5z" fill="G"/>
<path d="M9.5 20.5q4 6.5 13 4.5-4.5-.4-5.8-4.2z" fill="G"/>""",
    "Fish": """<path d="M4.5 16q7.5-8.5 15.5-4L26 8l-1.2 8 1.2 8-6-4q-8 4.5-15.5-4z" fill="G"/>
<circle cx="9.8" cy="14.8" r="1.4" fill="B"/><path d="M14 12.5q2 3.5 0 7" fill="none" stroke="B" stroke-width="1"/>""",
    "Fruit": """<path d="M16 11.2q-4-3-7-.2-3.2 3.8-.8 10 2.6 6 7.8 4 5.2 2 7.8-4 2.4-6.2-.8-10-3-2.8-7 .2z" fill="G"/>
<path d="M16 11q0-4 2-6" fill="none" stroke="G" stroke-width="1.8" stroke-linecap="round"/>
<path d="M17.6 7.6q3.4-2.6 6.6-.6-3.2 2.6-6.6.6z" fill="G"/>
<path d="M10.5 14q-1.2 2.5-.2 5" fill="none" stroke="B" stroke-width="1.1" stroke-linecap="round"/>""",
    "Furs": """<path d="M10 5.5l3 3.5h6l3-3.5V11l4 1.2-3 3.8 3 3.8-4 1.2v5.5L19 23h-6l-3 3.5V21l-4-1.2 3-3.8-3-3.8
4-1.2z" fill="G"/>
<path d="M16 11v10" stroke="B" stroke-width="1" stroke-dasharray="1.6 1.4"/>""",
    "Gems": """<path d="M6.5 12 11 6.5h10l4.5 5.5L16 26.5z" fill="G"/>
<path d="M6.5 12h19M11 6.5l3 5.5 2 14.5 2-14.5 3-5.5M14 12l2-5.5 2 5.5" fill="none" stroke="B" stroke-width="1"
 stroke-linejoin="round"/>""",
    "Gold": """<path d="M4.5 25 7 18.5h8.5L18 25z" fill="G"/><path d="M14 25l2.5-6.5H25l2.5 6.5z" fill="G"/>
<path d="M9.2 17.3 11.7 11h8.6l2.5 6.3z" fill="G"/>
<path d="M8.5 22.5h6M18 22.5h6M13 14.8h6" stroke="B" stroke-width="1"/>""",
    "Hops": """<path d="M16 6.5q6.2 3 5.2 10.5-1 6.2-5.2 10.3-4.2-4.1-5.2-10.3-1-7.5 5.2-10.5z" fill="G"/>
<path d="M11.6 12.6q4.4 3 8.8 0M11.2 17.6q4.8 3.2 9.6 0M12.8 22.4q3.2 2.6 6.4 0" fill="none" stroke="B"
 stroke-width="1.1"/>
<path d="M16 6.8q2.2-3.3 6.4-3.1" fill="none" stroke="G" stroke-width="1.6" stroke-linecap="round"/>""",
    "Iron": """<path d="M5.5 9.5H22q4.2 0 5 3.5-4.8 0-6 2.2-2 1.8-2 4V21h3v4H10v-4h3v-1.8q0-3.2-4-5.2-3.5-1.3-3.5-4.5z"
 fill="G"/>""",
    "Ivory": """<path d="M6.5 24.5Q8.5 12 22 6.5q4.5-1.2 3.5 2.2Q15 14 12.2 26.5q-3.4 1.2-5.7-2z" fill="G"/>
<path d="M10 22q2-6 7-10" fill="none" stroke="B" stroke-width="1" stroke-linecap="round"/>""",
    "Jewelry": """<circle cx="16" cy="19.3" r="6.3" fill="none" stroke="G" stroke-width="2.5"/>
<path d="M12.3 10.2 14.4 7h3.2l2.1 3.2-3.7 3.8z" fill="G"/>
<path d="M12.3 10.2h7.4" stroke="B" stroke-width="0.9"/>""",
    "Lumber": """<circle cx="10.8" cy="21" r="4.6" fill="G"/><circle cx="21.2" cy="21" r="4.6" fill="G"/>
<circle cx="16" cy="12.2" r="4.6" fill="G"/>
<g fill="none" stroke="B" stroke-width="1"><circle cx="10.8" cy="21" r="2"/><circle cx="21.2" cy="21" r="2"/>
<circle cx="16" cy="12.2" r="2"/></g>""",
    "Pilgrims": """<circle cx="13.5" cy="8.6" r="3.1" fill="G"/>
<path d="M8.5 26.5 10.6 14q2.9-2.8 5.8 0L18.5 26.5z" fill="G"/>
<path d="M22 5.5v21M16.5 16.5l5.5-2" fill="none" stroke="G" stroke-width="1.9" stroke-linecap="round"/>""",
    "Pipeweed": """<path d="M5.5 16.8 17.5 19" stroke="G" stroke-width="2.4" stroke-linecap="round"/>
<path d="M16.5 13.5h9v5.2q0 5.3-4.5 5.3t-4.5-5.3z" fill="G"/>
<path d="M21 11q-2.2-2 0-4.2t0-4.3" fill="none" stroke="G" stroke-width="1.4" stroke-linecap="round"/>""",
    "Potions": """<path d="M13.5 6.5h5v5.8q6.8 2 6.8 8 0 6.2-9.3 6.2t-9.3-6.2q0-6 6.8-8z" fill="G"/>
<rect x="12.4" y="4.5" width="7.2" height="2.4" rx="1" fill="G"/>
<path d="M8.8 19.3q7.2-2.4 14.4 0" fill="none" stroke="B" stroke-width="1.2"/>
<circle cx="13" cy="22.5" r="1" fill="B"/><circle cx="18.5" cy="21.8" r="0.8" fill="B"/>""",
    "Sheep": """<defs><g id="wool"><circle cx="11.5" cy="14" r="4"/><circle cx="16.5" cy="12.3" r="4.2"/>
<circle cx="20.8" cy="15" r="3.8"/><circle cx="15" cy="18" r="4.6"/><circle cx="9.8" cy="18.2" r="3.5"/>
<circle cx="20" cy="19.2" r="3.5"/></g></defs>
<g fill="#ffffff" stroke="D" stroke-width="2.2"><use href="#wool"/></g><g fill="#ffffff"><use href="#wool"/></g>
<path d="M11.5 22v4M18.5 22v4" stroke="D" stroke-width="1.7" stroke-linecap="round"/>
<ellipse cx="25" cy="14" rx="2.7" ry="2.1" fill="D"/>""",
    "Spells": """<path d="M13.5 4.5q1 8.5 9.5 9.5-8.5 1-9.5 9.5-1-8.5-9.5-9.5 8.5-1 9.5-9.5z" fill="G"/>
<path d="M23 17.5q.5 4.2 4.2 4.7-3.7.5-4.2 4.7-.5-4.2-4.2-4.7 3.7-.5 4.2-4.7z" fill="G"/>
<circle cx="24.5" cy="7.5" r="1.5" fill="G"/>""",
    "Spice": """<path d="M22 9q3.2 5.2-2 11.2-6 6.3-13.5 5.3 6-3.2 9-8.3 3-6 6.5-8.2z" fill="G"/>
<path d="M22 9.2q-.2-3.1 3.2-4.2" fill="none" stroke="G" stroke-width="1.9" stroke-linecap="round"/>
<path d="M20.5 12.5q-1 4-4 7" fill="none" stroke="B" stroke-width="1" stroke-linecap="round"/>""",
    "Steel": """<path d="M6.5 7.5h19v4.2h-6.2v8.6h6.2v4.2h-19v-4.2h6.2v-8.6H6.5z" fill="G"/>""",
    "Wands": """<path d="M6.5 25.5 18.5 13.5" stroke="G" stroke-width="2.6" stroke-linecap="round"/>
<path d="M22 3.8l1.5 4.5 4.6.4-3.5 3 1 4.6-3.6-2.5-3.6 2.5 1-4.6-3.5-3 4.6-.4z" fill="G"/>""",
    "Wheat": """<path d="M16 27V8" stroke="G" stroke-width="1.6" stroke-linecap="round"/>
<g fill="G"><ellipse cx="16" cy="6.5" rx="1.7" ry="2.9"/>
<ellipse cx="13.4" cy="11" rx="1.7" ry="3" transform="rotate(-35 13.4 11)"/>
<ellipse cx="18.6" cy="11" rx="1.7" ry="3" transform="rotate(35 18.6 11)"/>
<ellipse cx="13.4" cy="15.6" rx="1.7" ry="3" transform="rotate(-35 13.4 15.6)"/>
<ellipse cx="18.6" cy="15.6" rx="1.7" ry="3" transform="rotate(35 18.6 15.6)"/>
<ellipse cx="13.4" cy="20.2" rx="1.7" ry="3" transform="rotate(-35 13.4 20.2)"/>
<ellipse cx="18.6" cy="20.2" rx="1.7" ry="3" transform="rotate(35 18.6 20.2)"/></g>""",
    "Wine": """<path d="M10 5.5h12q.6 9.6-5.2 11V23h3.7v2.8h-9V23h3.7v-6.5Q9.4 15.1 10 5.5z" fill="G"/>
<path d="M10.8 10h10.4q-.4 4.6-5.2 5.1-4.8-.5-5.2-5.1z" fill="B"/>""",
}


def luminance(hex_color: str) -> float:
    """WCAG relative luminance of a #rrggbb colour."""
    def channel(c: int) -> float:
        x = c / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    r, g, b = (int(hex_color[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def symbol_color(chip: str) -> str:
    """White or near-black, whichever contrasts more with the chip."""
    lum = luminance(chip)
    return LIGHT_SYMBOL if (1.05 / (lum + 0.05)) >= ((lum + 0.05) / (luminance(DARK_SYMBOL) + 0.05)) else DARK_SYMBOL


def icon_svg(good: str, chip: str) -> str:
    drawing = DRAWINGS[good]
    symbol = symbol_color(chip)
    body = (drawing.replace('"G"', f'"{symbol}"').replace('"B"', f'"{chip}"').replace('"D"', f'"{DETAIL}"'))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">\n'
            f'<title>{good}</title>\n'
            f'<rect x="1" y="1" width="30" height="30" rx="7" fill="{chip}" stroke="#ffffff" stroke-width="2"/>\n'
            f'{body}\n</svg>\n')


def main() -> int:
    with open(ROOT / "resources" / "palette.toml", "rb") as f:
        goods = tomllib.load(f)["goods"]
    missing = sorted(set(goods) ^ set(DRAWINGS))
    if missing:
        print(f"goods without a drawing or a colour: {', '.join(missing)}", file=sys.stderr)
        return 1
    out = ROOT / "resources" / "goods"
    out.mkdir(exist_ok=True)
    for good, (_code, chip) in sorted(goods.items()):
        (out / f"{good}.svg").write_text(icon_svg(good, chip), encoding="utf-8")
    print(f"wrote {len(goods)} icons to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
