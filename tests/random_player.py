"""A goal-minded random player and the game's books, shared by the random-play tests, the
save-file tests and benchmarks/bench_game.py (which makes its 300-action save with it).

The player is not entirely random, or nothing would ever be delivered: it picks a demand,
builds towards its supply and its city, moves there, picks up and delivers; now and then it
does something else at random (drop a load, change foreman, discard its hand, take a ship...).
"""

from __future__ import annotations

import random
from collections import Counter, deque
from collections.abc import Callable

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import (
    Action,
    BoardShip,
    Deliver,
    DiscardHand,
    DrawShip,
    EndOperations,
    EndTurn,
    KeepForeman,
    LoseLoad,
    Move,
    PickUp,
    PlaceTrain,
    Sail,
    UpgradeLoco,
    action_to_dict,
)
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.legal import build_candidates, build_sections, legal_actions
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.rules.setup import demand_key, event_key
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack

FAR = 10**6


# --- a goal-minded random player ------------------------------------------------------------------
def city_distance(board: Board, city: str) -> list[int]:
    """Steps over land (tunnels included) from every milepost to the city (cached per board)."""
    cache: dict[str, list[int]] = board.__dict__.setdefault("_test_city_distance", {})
    if city not in cache:
        dist = [FAR] * len(board.mileposts)
        todo: deque[int] = deque()
        for mid in board.cities[city].mileposts:
            dist[board.by_id[mid].index] = 0
            todo.append(board.by_id[mid].index)
        while todo:
            i = todo.popleft()
            nxt = list(board.land_neighbors(i))
            if i in board.tunnel_links:
                nxt.append(board.tunnel_links[i])
            for n in nxt:
                if dist[n] == FAR:
                    dist[n] = dist[i] + 1
                    todo.append(n)
        cache[city] = dist
    return cache[city]


def rail_distance(game: Game, player: int, city: str) -> dict[int, int]:
    """Steps from each milepost of the player's own rail (his track, red areas, tunnels) to
    the city, for mileposts joined to it; cached until the track changes."""
    board, track = game.board, game.state.track
    cache: dict[tuple[int, int, str], dict[int, int]] = game.__dict__.setdefault("_test_rail", {})
    key = (track.version, player, city)
    if key not in cache:
        links: dict[int, list[int]] = {}
        for a, b in track.sections_of(player):
            links.setdefault(a, []).append(b)
            links.setdefault(b, []).append(a)
        for c in board.cities.values():
            if c.is_major:
                members = [board.by_id[m].index for m in c.mileposts]
                for m in members:
                    links.setdefault(m, []).extend(x for x in members if x != m)
        for a, b in board.tunnel_links.items():
            links.setdefault(a, []).append(b)
        dist = {board.by_id[m].index: 0 for m in board.cities[city].mileposts}
        todo = deque(dist)
        while todo:
            i = todo.popleft()
            for n in links.get(i, ()):
                if n not in dist:
                    dist[n] = dist[i] + 1
                    todo.append(n)
        cache.clear()
        cache[key] = dist
    return cache[key]


class Player:
    """Chooses among legal actions: mostly towards one demand, sometimes anything at all."""

    def __init__(self, game: Game, rng: random.Random, wander: float = 0.06) -> None:
        self.game, self.rng, self.wander = game, rng, wander

    def _demands(self, player: int) -> list[tuple[str, str, str, int, int]]:
        """(card, city, good, payout, index) for every demand in the player's hand."""
        comp = self.game.board.components
        cards = {f"D{c.number}": c for c in comp.demand_cards}
        return [(k, d.city, d.good, d.payout, i) for k in self.game.state.players[player].hand
                for i, d in enumerate(cards[k].demands)]

    def _plan(self, player: int) -> tuple[str | None, str]:
        """(supply city, or None when the good is on the train; demand city) of the demand
        that looks cheapest to serve from the player's network and the major cities."""
        game = self.game
        board, s = game.board, game.state
        p = s.players[player]
        memo: dict[object, tuple[str | None, str]] = game.__dict__.setdefault("_test_plan", {})
        key = (player, tuple(p.hand), tuple(p.loads))
        if key in memo:
            return memo[key]
        starts = set(s.track.network(player)) | {
            board.by_id[m].index for c in board.cities.values() if c.is_major for m in c.mileposts}
        best: tuple[float, str | None, str] | None = None
        for _card, city, good, payout, _ in self._demands(player):
            to_city = city_distance(board, city)
            if good in p.loads:
                cand: tuple[float, str | None, str] = (-1000.0 - payout, None, city)
            else:
                src = min(board.components.goods[good].sources,
                          key=lambda c: to_city[board.by_id[board.cities[c].center].index])
                to_src = city_distance(board, src)
                reach = min(to_src[i] for i in starts)
                cand = (reach + to_city[board.by_id[board.cities[src].center].index] - payout / 3, src, city)
            if best is None or cand[0] < best[0]:
                best = cand
        assert best is not None
        memo[key] = (best[1], best[2])
        return memo[key]

    def choose(self, actions: list[Action]) -> Action:
        game, rng = self.game, self.rng
        s, board = game.state, game.board
        cur = s.current
        by_kind: dict[type, list[Action]] = {}
        for a in actions:
            by_kind.setdefault(type(a), []).append(a)
        if rng.random() < self.wander:
            return rng.choice(actions)
        if KeepForeman in by_kind:
            return rng.choice(by_kind[KeepForeman])
        if Deliver in by_kind:
            return by_kind[Deliver][0]
        if LoseLoad in by_kind:
            return rng.choice(by_kind[LoseLoad])
        if Sail in by_kind:  # head for a port: landing ends the voyage (P3)
            sails = [a for a in by_kind[Sail] if isinstance(a, Sail)]
            landings = [a for a in sails if not board.by_id[a.path[-1]].is_sea]
            return rng.choice(landings or sails)
        if BoardShip in by_kind and rng.random() < 0.5:
            return rng.choice(by_kind[BoardShip])
        if DrawShip in by_kind and rng.random() < 0.15:
            return by_kind[DrawShip][0]
        supply, city = self._plan(cur)
        p = s.players[cur]
        wanted = {good for _, _, good, _, _ in self._demands(cur)}
        pick = [a for a in by_kind.get(PickUp, []) if isinstance(a, PickUp) and a.good in wanted
                and p.loads.count(a.good) < 2]
        if pick:
            return rng.choice(pick)
        goal_city = supply or city
        if PlaceTrain in by_kind:
            rail = rail_distance(game, cur, goal_city)
            land = city_distance(board, goal_city)
            places = [a for a in by_kind[PlaceTrain] if isinstance(a, PlaceTrain)]
            return min(places, key=lambda a: (rail.get(board.by_id[a.milepost].index, FAR),
                                              land[board.by_id[a.milepost].index]))
        if Move in by_kind and p.position is not None:
            rail = rail_distance(game, cur, goal_city)
            if p.position not in rail and supply is not None:  # not joined to the supply yet:
                rail = rail_distance(game, cur, city)  # head for the demand city meanwhile
            here = rail.get(p.position, FAR)
            moves = [a for a in by_kind[Move] if isinstance(a, Move)]
            best = min(moves, key=lambda a: rail.get(board.by_id[a.path[-1]].index, FAR))
            if rail.get(board.by_id[best.path[-1]].index, FAR) < here:
                return best
            if rng.random() < 0.1:
                return rng.choice(moves)
        if BuildTrack in by_kind:
            net = s.track.network(cur)
            targets = [c for c in (supply, city) if c is not None]
            todo = [c for c in targets
                    if not any(board.by_id[m].index in net for m in board.cities[c].mileposts)]
            if todo:  # the legal sections nearest its goal (legal_actions offers a sample)
                field = city_distance(board, todo[0])
                towards = build_sections(game, cur, limit=1, key=lambda _a, b: field[b])
                reach = min((field[i] for i in net), default=FAR)
                best_b = towards[0] if towards else by_kind[BuildTrack][0]
                assert isinstance(best_b, BuildTrack)
                if field[board.by_id[best_b.sections[0][1]].index] < reach or rng.random() < 0.2:
                    return best_b
        if UpgradeLoco in by_kind and p.cash > 120 and rng.random() < 0.3:
            return rng.choice(by_kind[UpgradeLoco])
        if DiscardHand in by_kind and rng.random() < 0.03:
            return by_kind[DiscardHand][0]
        for end in (EndOperations, EndTurn):
            if end in by_kind:
                return by_kind[end][0]
        return rng.choice(actions)


# --- the books ------------------------------------------------------------------------------------
def check_books(game: Game) -> None:
    """Money, load chips, demand and event cards, foremen, ships and locos all accounted for."""
    s, comp = game.state, game.board.components
    n = len(s.players)
    # C1: money only moves between players and the bank
    assert sum(p.cash for p in s.players) == n * s.options.start_cash + s.bank_paid_out - s.bank_received
    assert all(p.cash >= 0 for p in s.players)  # B3: no credit
    # C2: 95 chips; a good's chips on trains never exceed its count; loads fit the loco
    assert comp.chip_total == 95
    carried = Counter(g for p in s.players for g in p.loads)
    for good, count in carried.items():
        assert count <= comp.goods[good].chips, good
    locos = {lo.name: lo for lo in comp.locos}
    for p in s.players:
        assert len(p.loads) <= locos[p.loco].loads
    # C4: loco copies
    for name, count in Counter(p.loco for p in s.players).items():
        assert count <= locos[name].count
    # C3, S5: every demand and event card is somewhere, once; hands hold three
    cards = (s.demand_deck + s.demand_discard + [k for p in s.players for k in p.hand]
             + [e.card for e in s.events])
    expected = [demand_key(c.number) for c in comp.demand_cards]
    assert len(expected) == 120
    if not s.options.events_off:
        expected += [event_key(s.options.event_deck, e.id) for e in comp.events[s.options.event_deck]]
    assert Counter(cards) == Counter(expected)
    assert all(len(p.hand) == 3 for p in s.players)
    # C5: 13 foremen
    foremen = (s.foreman_deck + s.foreman_discard + [p.foreman for p in s.players if p.foreman is not None]
               + [c for offer in s.draft.values() for c in offer] + s.draft_aside)
    assert sorted(foremen) == sorted(f.card for f in comp.foremen) and len(foremen) == 13
    # C5: 13 ships: in the deck, the discard pile (an offer lies face up there) or under a train
    ships = s.ship_deck + s.ship_discard + [p.ship.ship for p in s.players if p.ship]
    assert sorted(ships) == sorted(sh.name for sh in comp.ships)
    assert not Counter(s.turn.ship_offer) - Counter(s.ship_discard)


def play(board: Board, players: int, seed: int, steps: int, options: GameOptions,
         undo_every: int = 37) -> tuple[Game, Counter[str]]:
    rng = random.Random(seed)
    game = Game(board, [f"P{i + 1}" for i in range(players)], options=options, seed=seed)
    bot = Player(game, rng)
    kinds: Counter[str] = Counter()
    check_books(game)
    for step in range(steps):
        actions = legal_actions(game)
        if not actions:
            assert game.state.phase == "over"
            break
        action = bot.choose(actions)
        before = game.state.to_dict()
        result = game.process(action)
        assert result, f"step {step}: legal_actions offered {action_to_dict(action)}: {result.reason}"
        kinds[type(action).__name__] += 1
        check_books(game)
        if step % undo_every == undo_every - 1 and game.can_undo():
            after = game.state.to_dict()
            assert game.undo() == action
            assert game.state.to_dict() == before
            assert game.process(action)
            assert game.state.to_dict() == after
    return game, kinds


# --- a game with big networks ---------------------------------------------------------------------
def network_game(board: Board, players: int, seed: int, sections: int,
                 watch: Callable[[Game], None] | None = None) -> Game:
    """A game played until the players have built ``sections`` sections between them: rich
    players (5000 GP, no win within reach) who spend every building turn extending their
    networks by random single sections, mostly from their own track, and run their trains to
    a random milepost in reach. The sections are chosen from ``build_candidates`` and the rules'
    own check, not from ``legal_actions`` (whose build list is a sample on big networks), so the
    states do not depend on what is measured in them. ``watch`` sees every state acted in."""
    rng = random.Random(seed)
    options = GameOptions(start_cash=5000, win_cash=100_000)
    game = Game(board, [f"P{i + 1}" for i in range(players)], options=options, seed=seed)
    ids = board.mileposts
    while len(game.state.track.sections()) < sections:
        if watch is not None:
            watch(game)
        s = game.state
        cur = s.current
        action: Action | None = None
        if s.phase in ("opening", "build"):
            own = s.track.network(cur)
            cands = sorted(build_candidates(game, cur))  # not in the order legal.py prefers
            rng.shuffle(cands)
            cands.sort(key=lambda c: c[0] not in own or rng.random() < 0.1)
            action = next((a for a in (BuildTrack(cur, ((ids[x].id, ids[y].id),)) for x, y in cands[:40])
                           if game.check(a) is None), EndTurn(cur))
        else:
            actions = legal_actions(game)
            places = [a for a in actions if isinstance(a, PlaceTrain)]
            moves = [a for a in actions if isinstance(a, Move)]
            if places:
                on_track = [a for a in places if board.by_id[a.milepost].index in s.track.network(cur)]
                action = rng.choice(on_track or places)
            elif moves and s.turn.moved == 0:
                action = rng.choice(moves)
            else:
                action = next(a for a in actions if isinstance(a, KeepForeman | EndOperations | EndTurn))
        assert game.process(action), action
    return game
