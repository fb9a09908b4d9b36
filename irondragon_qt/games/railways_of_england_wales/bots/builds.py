"""The builds a computer player weighs (RW-12..14, RW-Q2): whole links along the cheapest track
(``paths``), one or two to a build within its tiles; a link longer than one build's tiles is begun
now and finished in the next (before it lapses, RW-Q2), and an unfinished link of the seat's (or one
that lost its owner, RW-Q16) is finished first. Each build is worth the deliveries it opens
(``Judge.promise_gain``), the goals it claims (a Major Line card, RW-Q17; with the level's wish a
main line, EW-4, and its own Baron card), less what it costs with the bonds it needs (EW-6)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..board.hexboard import Coord
from ..rules.actions import Build
from ..rules.building import BuildStep
from ..rules.cards import card_of
from ..rules.costs import costs_of
from .goals import Goals
from .network import Planned
from .paths import LinkPath, PathFinder, finder

if TYPE_CHECKING:
    from ..rules.game import Game
    from .judge import Judge

UNFINISHED = 0.7  # a link begun now counts this part of its worth (it needs another build, and may lapse)
LAPSE_POINTS = 1.0  # finishing a link before it lapses (RW-Q2) is worth this much more than its price laid
NEW_IDS = -1000  # planned new links are numbered down from here (finishing ones from -1)
PARTNERS = 4  # the links sharing a place with each of the best links, tried with it in one build


@dataclass(frozen=True)
class Candidate:
    """A build: its steps, the links it completes (or begins, ``later`` dollars still to pay), its
    price now and the tiles it lays."""

    steps: tuple[BuildStep, ...]
    planned: tuple[Planned, ...]
    cost: int
    later: int
    tiles: int
    ends: tuple[tuple[Coord, Coord], ...]


@dataclass(frozen=True)
class Judged:
    candidate: Candidate
    value: float
    action: Build


def path_finder(game: Game) -> PathFinder:
    s = game.state
    return finder(game.board, costs_of(game.comp), s.track, s.colour_of)


def _begun(f: PathFinder, path: LinkPath, first_tiles: int, limit: int) -> tuple[tuple[Coord, ...], int, int]:
    """The cells of ``path`` one build may lay, their price and the tiles (``first_tiles``: the start
    town's, paid with the first tile)."""
    laid: list[Coord] = []
    tiles, cost, prev = first_tiles, 0, path.start
    for at in path.cells[:-1]:
        if tiles + 1 > limit:
            break
        laid.append(at)
        cost += f.step_price(prev, at)
        tiles, prev = tiles + 1, at
    if first_tiles:
        cost += f.hex_price(path.start)
    return tuple(laid), cost, tiles


def singles(game: Game, seat: int, limit: int) -> list[Candidate]:
    """Each unfinished link the seat may finish (RW-Q2, RW-Q16), and each link it could build (or
    begin) in one build; the new links are the same for every seat, kept with the track's finder."""
    f = path_finder(game)
    out: list[Candidate] = []
    pid = -1
    for link in game.state.track.continuable(seat):
        a = link.cells[0]
        for end, path in f.from_open_end(tuple(link.cells)).items():
            if path.tiles <= limit:
                step = BuildStep(link.id, None, path.cells)
                out.append(Candidate((step,), (Planned(pid, a, end),), path.cost, 0, path.tiles, ((a, end),)))
            else:
                cells, cost, tiles = _begun(f, path, 0, limit)
                if cells:
                    out.append(Candidate((BuildStep(link.id, None, cells),), (Planned(pid, a, end),), cost,
                                         path.cost - cost, tiles, ((a, end),)))
            pid -= 1
    new = f.kept.get(("new links", limit))
    if new is None:
        new = f.kept[("new links", limit)] = _new_links(game, f, limit)
    return out + new


def _new_links(game: Game, f: PathFinder, limit: int) -> list[Candidate]:
    out: list[Candidate] = []
    pid = NEW_IDS
    for start in sorted(game.board.places()):
        town = 1 if start in f.occ.grey and start not in f.occ.touched else 0
        for end, path in f.from_place(start).items():
            if end < start:
                continue
            if path.tiles <= limit:
                out.append(Candidate((BuildStep(None, start, path.cells),), (Planned(pid, start, end),), path.cost,
                                     0, path.tiles, ((start, end),)))
            else:
                cells, cost, tiles = _begun(f, path, town, limit)
                if cells:
                    out.append(Candidate((BuildStep(None, start, cells),), (Planned(pid, start, end),), cost,
                                         path.cost - cost, tiles, ((start, end),)))
            pid -= 1
    return out


def pair(a: Candidate, b: Candidate, limit: int) -> Candidate | None:
    """Two whole links in one build, if their tiles fit (the rules check the rest)."""
    if a.later or b.later or a.tiles + b.tiles > limit or set(a.ends) & set(b.ends):
        return None
    if a.steps[0].link is not None and a.steps[0].link == b.steps[0].link:
        return None
    return Candidate(a.steps + b.steps, a.planned + b.planned, a.cost + b.cost, 0, a.tiles + b.tiles, a.ends + b.ends)


def detours(x: Candidate, by_place: dict[Coord, list[Candidate]]) -> list[tuple[Candidate, Candidate]]:
    """The ways to join the places of the link ``x`` through a place between them instead: two links,
    each scoring its owner on every delivery over it (RW-18)."""
    a, b = x.ends[0]
    to_b = {next(e for e in c.ends[0] if e != b): c for c in by_place.get(b, ())}
    out = []
    for y in by_place.get(a, ()):
        between = next(e for e in y.ends[0] if e != a)
        if between != b and between in to_b:
            out.append((y, to_b[between]))
    return out


def extra_tiles(game: Game, seat: int) -> int:
    """The most tiles a kept card adds to one build (an extra-tiles card, RW-20)."""
    return max((card_of(game, c).tiles for c in game.state.players[seat].cards
                if card_of(game, c).kind == "extra_tiles"), default=0)


def build_cards(game: Game, seat: int, cand: Candidate) -> tuple[str, ...]:
    """The kept build cards worth spending on this build: a discount on a build that costs it, the
    Tunnel Engineer on one with mountains (EW-8), extra tiles on one that needs them."""
    used: list[str] = []
    kinds: set[str] = set()
    mountains = any(game.board.cells[at].terrain == "mountain" for step in cand.steps for at in step.cells)
    more = cand.tiles - game.comp.actions.tiles_per_build
    for instance in game.state.players[seat].cards:
        card = card_of(game, instance)
        if card.kind in kinds:
            continue
        if ((card.kind == "build_discount" and cand.cost >= card.amount)
                or (card.kind == "tunnel_engineer" and mountains)
                or (card.kind == "extra_tiles" and 0 < more <= card.tiles)):
            used.append(instance)
            kinds.add(card.kind)
    return tuple(used)


def lapsing(judge: Judge, cand: Candidate) -> float:
    """What finishing now saves when the build continues a link of the seat's that lapses at this
    turn's end (RW-Q2: begun in an earlier turn): the track laid would go to whoever continues it
    (RW-Q16), so its price in points and one more."""
    s = judge.game.state
    link_id = cand.steps[0].link
    if link_id is None:
        return 0.0
    link = s.track.link(link_id)
    if link.owner != judge.seat or link.last_built >= s.turn:
        return 0.0
    f = path_finder(judge.game)
    laid = sum(f.step_price(a, b) for a, b in zip(link.cells, link.cells[1:], strict=False))
    return LAPSE_POINTS + judge.view.dollars(laid)


def judge_build(judge: Judge, goals: Goals | None, cand: Candidate) -> float:
    game, seat = judge.game, judge.seat
    cash = game.state.players[seat].cash
    gain = judge.promise_gain(list(cand.planned)) + lapsing(judge, cand)
    if goals is not None:
        gain += goals.gain(cand.planned)
    if cand.later:
        gain = UNFINISHED * gain - judge.view.payment(cash - cand.cost, cand.later)
    return gain - judge.view.payment(cash, cand.cost)


def best_builds(judge: Judge, goals: Goals | None, count: int, options: int, detour: bool = True) -> list[Judged]:
    """The ``count`` best builds for the judge's seat, by worth; each checked by the rules."""
    game, seat = judge.game, judge.seat
    limit = game.comp.actions.tiles_per_build + extra_tiles(game, seat)
    every = singles(game, seat, limit)
    one = [c for c in every if c.steps[0].link is not None or judge.may_open(*c.ends[0])
           or (goals is not None and goals.touches(*c.ends[0]))]
    scored = sorted(((judge_build(judge, goals, c), i) for i, c in enumerate(one)), key=lambda x: (-x[0], x[1]))
    best = [one[i] for _, i in scored[:options]]
    tried: list[tuple[float, int, Candidate]] = [(v, i, one[i]) for v, i in scored]
    by_place: dict[Coord, list[Candidate]] = {}
    for c in every:
        if not c.later and c.steps[0].link is None:
            for end in c.ends[0]:
                by_place.setdefault(end, []).append(c)
    seen: set[frozenset[tuple[Coord, Coord]]] = set()
    for x in best:
        partners = [y for y in best if y is not x]
        for end in x.ends[0]:
            partners += sorted(by_place.get(end, ()), key=lambda c: c.cost)[:PARTNERS]
        pairs = [(x, y) for y in partners]
        if detour and x.steps[0].link is None and not x.later:
            pairs += detours(x, by_place)
        for y, z in pairs:
            both = pair(y, z, limit)
            key = frozenset(y.ends + z.ends)
            if both is not None and key not in seen:
                seen.add(key)
                tried.append((judge_build(judge, goals, both), len(tried), both))
    tried.sort(key=lambda t: (-t[0], t[1]))
    out: list[Judged] = []
    for value, _, cand in tried:
        action = Build(seat, cand.steps, build_cards(game, seat, cand))
        if game.check(action) is None:
            out.append(Judged(cand, value, action))
            if len(out) >= count:
                break
    return out
