"""Small synthetic hex boards for the rules' tests (the real board is drawn elsewhere): a grid of
land cells in odd-r numbering, terrain by letter, cities placed by hand, Berlin's metro as three
mutually adjacent cells ringed by its access cells."""

from __future__ import annotations

from irondragon_qt.engine.hexgrid import HexLayout
from irondragon_qt.games.german_railways.board.hexboard import ACCESS, METRO, Cell, City, Coord, HexBoard

LAYOUT = HexLayout("pointy", "odd-r")
TERRAIN = {".": "plain", "h": "hill", "m": "mountain"}


def make_board(rows: list[str], cities: dict[Coord, City], metro: tuple[Coord, ...] = (),
               name: str = "test board") -> HexBoard:
    """``rows``: one text per row, a letter per column ('.' plain, 'h' hill, 'm' mountain, ' ' sea).
    The metro's cells get ``cities``'s Berlin (the City at ``metro[0]``); their other neighbours
    become access cells."""
    cells: dict[Coord, Cell] = {}
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch != " ":
                cells[(c, r)] = Cell((c, r), TERRAIN[ch], cities.get((c, r)))
    if metro:
        berlin = cities[metro[0]]
        for at in metro:
            cells[at] = Cell(at, "plain", berlin, METRO)
        ring = {n for at in metro for n in LAYOUT.neighbours(*at) if n in cells and n not in metro}
        for at in ring:
            assert cells[at].city is None, f"a city in Berlin's access ring at {at}"
            cells[at] = Cell(at, cells[at].terrain, cells[at].city, ACCESS)
    return HexBoard(name, LAYOUT, cells)


# the rules' board: 14 x 10, every company's start city where the tests below expect it
START = {"PO": (13, 0), "NME": (12, 8), "KSS": (6, 4), "KBS": (7, 9), "MWB": (3, 4), "GBS": (1, 8),
         "CME": (0, 1), "BHE": (6, 1)}
HALLE, FRANKFURT, HAMBURG, POSEN, DRESDEN, KOELN = (5, 4), (2, 6), (4, 0), (12, 4), (9, 7), (1, 3)
METRO_CELLS = ((9, 2), (10, 2), (9, 3))


def rules_board() -> HexBoard:
    rows = ["." * 14 for _ in range(10)]
    grid = [list(r) for r in rows]
    for c, r in [(3, 4), (4, 4), (7, 9), (8, 8), (5, 6), (0, 7)]:
        grid[r][c] = "m"  # Kassel, the hex between Kassel and Halle, München...
    for c, r in [(1, 8), (2, 2), (11, 6)]:
        grid[r][c] = "h"  # Mannheim...
    cities = {
        START["PO"]: City("Königsberg", 3, "PO"), START["NME"]: City("Breslau", 2, "NME"),
        START["KSS"]: City("Leipzig", 1, "KSS"), START["KBS"]: City("München", 3, "KBS"),
        START["MWB"]: City("Kassel", 1, "MWB"), START["GBS"]: City("Mannheim", 1, "GBS"),
        START["CME"]: City("Essen", 1, "CME"), START["BHE"]: City("Wittenberge", 1, "BHE"),
        HALLE: City("Halle", 1), FRANKFURT: City("Frankfurt am Main", 2), HAMBURG: City("Hamburg", 3),
        POSEN: City("Posen", 1), DRESDEN: City("Dresden", 2), KOELN: City("Köln", 2),
        METRO_CELLS[0]: City("Berlin", 3),
    }
    return make_board(["".join(r) for r in grid], cities, METRO_CELLS, name="rules test board")


def play_board() -> HexBoard:
    """About 40 land cells with the 8 start cities, Berlin and Hamburg: random games end soon."""
    rows = [
        " .....h. ",
        "........",
        "..m.....m",
        ".........",
        "...h.....",
        " ...m... ",
    ]
    cities = {
        (1, 0): City("Essen", 1, "CME"), (7, 0): City("Königsberg", 3, "PO"), (3, 1): City("Wittenberge", 1, "BHE"),
        (0, 3): City("Kassel", 1, "MWB"), (8, 3): City("Breslau", 2, "NME"), (4, 4): City("Leipzig", 1, "KSS"),
        (1, 5): City("Mannheim", 1, "GBS"), (6, 5): City("München", 3, "KBS"), (1, 1): City("Hamburg", 3),
        (2, 3): City("Frankfurt am Main", 2), (7, 3): City("Dresden", 2), (5, 2): City("Berlin", 3),
    }
    return make_board(rows, cities, ((5, 2), (6, 2), (5, 3)), name="random play board")


def island_board(linked: bool = False) -> HexBoard:
    """Every start city on its own island; with ``linked``, PO's Königsberg and NME's Breslau are
    three hexes apart on one island (two plain hexes between them)."""
    row = (".  ." if not linked else "....") + " . . . . . ."
    order = ["PO", "NME", "KSS", "KBS", "MWB", "GBS", "CME", "BHE"]
    names = ["Königsberg", "Breslau", "Leipzig", "München", "Kassel", "Mannheim", "Essen", "Wittenberge"]
    columns = [0, 3, 5, 7, 9, 11, 13, 15]
    cities = {(c, 0): City(n, 1, cid) for c, n, cid in zip(columns, names, order, strict=True)}
    return make_board([row], cities, name="island board")
