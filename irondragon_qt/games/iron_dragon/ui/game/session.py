"""Glue between a Game and the screen (no Qt): the crayon's building phase for the player to
act and the move preview, on the engine's table session (engine/game_session.py: act, undo,
redo, each change shown and saved). Every rule stays in the model."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from .....engine.game_session import TableSession
from ...bots.suggest import gap_for
from ...rules.actions import Action, Move
from ...rules.game import Game
from ...rules.holdings import build_options, foreman_of
from ...rules.phases import section_allowed
from ...rules.state import Phase
from ...rules.ways import Way, ways_to
from ...track.build_turn import BuildPhase
from ...track.building import TurnBuild
from ...words import IronDragonTable, translate
from .move_words import describe


@dataclass(frozen=True)
class MovePlan:
    """A move shown on the board: what was clicked (a milepost, or a city's mileposts), the ways
    the model offers there (its choice first) and which of them is shown."""
    targets: frozenset[int]
    ways: list[Way]
    shown: int


class GameSession(TableSession[Game, Action]):
    def __init__(self, game: Game, on_change: Callable[[], None] = lambda: None,
                 on_saved: Callable[[Game], None] = lambda _g: None) -> None:
        super().__init__(game, on_change, on_saved)
        self._phase: BuildPhase | None = None
        self._phase_key: tuple[int, int] | None = None
        self.preview: list[int] | None = None  # the move (or voyage) shown: what Enter does
        self.preview_rest: list[int] = []  # the way on from the preview's end, for later turns
        self.move_plan: MovePlan | None = None
        self._areas_key: tuple[str, ...] | None = None
        self._areas: list[int] = []

    # --- building with the crayon ---------------------------------------------------------------
    def build_phase(self) -> BuildPhase:
        """The crayon's pending sections for the player to act; made anew for each action."""
        s = self.game.state
        key = (len(self.game.log), s.current)
        if self._phase is None or self._phase_key != key:
            t = s.turn
            player = s.current
            self._phase = BuildPhase(self.game.board, s.track, player, cash=s.player().cash + t.spent,
                                     players=len(s.players), foreman=foreman_of(self.game, player),
                                     options=build_options(self.game),
                                     turn_start=TurnBuild(t.spent, t.major_exits, t.underground_build_bribe_paid),
                                     extra_check=lambda a, b: section_allowed(self.game, player, a, b))
            self._phase_key = key
        return self._phase

    def building(self) -> bool:
        s = self.game.state
        return s.phase in (Phase.OPENING, Phase.BUILD) and not s.turn.discarded_hand

    def commit_build(self) -> str | None:
        phase = self.build_phase()
        if not phase.pending:
            return translate("IronDragonTable", "Nothing to build: draw track first.")
        return self.act(phase.action())

    def forget(self) -> None:
        """After each action, undo and redo: the move shown and the crayon's phase are stale."""
        self.clear_preview()
        self._phase = None

    # --- moving -----------------------------------------------------------------------------------
    def preview_move(self, targets: Iterable[int], dest: str | None = None, other: bool = False,
                     drag: bool = False) -> str:
        """Show the way to ``targets`` (a clicked milepost, or a city's) the model chooses, or with
        ``other`` the other way it names; the status line's words. Beyond this turn's movement
        the part moved now is ``preview`` and the rest ``preview_rest``."""
        self.clear_preview()
        s, board = self.game.state, self.game.board
        goals = frozenset(targets)
        city = next((board.mileposts[i].city for i in goals if board.mileposts[i].city), None)
        if dest is None:
            dest = city or translate("IronDragonTable", "That milepost")
        ways = ways_to(self.game, s.current, goals)
        if not ways:
            gap = gap_for(self.game, list(goals))  # his own track is broken on the way: say where
            if gap is not None:
                return gap.text(board)
            if dest == translate("IronDragonTable", "That milepost"):
                return translate("IronDragonTable", "No track leads there.")
            return translate("IronDragonTable", "No track leads to {place}.").format(place=dest)
        shown = 1 if other and len(ways) > 1 else 0
        way = ways[shown]
        if way.stop > 0:
            self.move_plan = MovePlan(goals, ways, shown)
            self.preview, self.preview_rest = way.this_turn, way.rest
        return describe(self.game, ways, shown, dest, drag)

    def go_move(self, other: bool = False) -> str | None:
        """Go along the way shown (with ``other``, the other way named); the reason if refused."""
        plan = self.move_plan
        if plan is None:
            return translate("IronDragonTable", "Click a destination first.")
        way = plan.ways[1] if other and len(plan.ways) > 1 else plan.ways[plan.shown]
        return self.move_to(way.this_turn)

    def clear_preview(self) -> None:
        self.preview, self.preview_rest, self.move_plan = None, [], None

    def preview_move_to_city(self, city: str) -> str:
        """The way to the nearest milepost of a city (for choosing a destination by keyboard)."""
        board = self.game.board
        mileposts = [board.by_id[m].index for m in board.cities[city].mileposts]
        if self.game.state.player().position in mileposts:
            self.clear_preview()
            return translate("IronDragonTable", "Your train is at {city}.").format(city=city)
        return self.preview_move(mileposts, city)

    def plan_build_to_city(self, city: str) -> str:
        """Keyboard building: pending sections along the cheapest legal track towards a city, as
        far as the model allows this turn. Track may start at the player's network or at any
        other major city (B4); towards a major city never from its own mileposts."""
        from ...track.planner import cheapest_route

        phase = self.build_phase()
        board = self.game.board
        track = phase.preview_track()
        targets = {board.by_id[m].index for m in board.cities[city].mileposts}
        network = set(track.network(phase.player))
        if targets & network:
            gap = gap_for(self.game, targets, track)  # on his track, but cut off from his train?
            if gap is None:
                return translate("IronDragonTable", "Your track already reaches {city}.").format(city=city)
            return self._close_gap(gap.text(board), gap.build)
        majors = {board.by_id[m].index for c in board.cities.values() if c.is_major for m in c.mileposts}
        sources = (network | majors) - targets
        plan = cheapest_route(board, sources, targets, foreman=phase.foreman, track=track, player=phase.player,
                              options=phase.options)
        if plan is None or not plan.build:
            return translate("IronDragonTable", "No track can be built towards {city}.").format(city=city)
        added, reason = self.add_sections(plan.build)
        words = IronDragonTable.tr("%n section(s) pending towards {city} ({cost} GP of {total} GP)", None,
                                   added).format(city=city, cost=phase.pending_cost, total=plan.cost)
        if reason:
            return _then(words, reason, added)
        gap = gap_for(self.game, targets, phase.preview_track())  # from a piece his train is not on?
        return _enter_builds(words) + (f" {gap.text(board)}" if gap is not None else "")

    def _close_gap(self, text: str, sections: Sequence[tuple[int, int]]) -> str:
        """The model's words on a gap, and its sections put into the crayon as far as the rules go."""
        if not sections:
            return text
        phase = self.build_phase()
        added, reason = self.add_sections(sections)
        words = text + " " + IronDragonTable.tr("%n section(s) of it pending ({cost} GP)", None, added).format(
            cost=phase.pending_cost)
        if reason:
            return _then(words, reason, added)
        return _enter_builds(words)

    def add_sections(self, sections: Sequence[tuple[int, int]]) -> tuple[int, str | None]:
        """Add sections to the crayon's pending track in order, through the building phase (the
        rules' final word on each); how many went in, and the reason the next one did not."""
        phase = self.build_phase()
        added = 0
        for a, b in sections:
            reason = phase.add(a, b)
            if reason:
                return added, reason
            added += 1
        return added, None

    def sail_path(self, target: int) -> list[int] | None:
        """Sea points from the ship to ``target`` (a sea point, or a port to land at): the
        shortest way; ``ships.plan_sail`` decides whether it may be sailed."""
        from collections import deque

        s = self.game.state
        ship = s.player().ship
        board = self.game.board
        if ship is None or ship.at == target:
            return None
        prev = {ship.at: ship.at}
        todo = deque([ship.at])
        while todo:
            u = todo.popleft()
            if u == target:
                break
            if u != ship.at and not board.mileposts[u].is_sea:
                continue  # a port ends the voyage
            for v in board.adjacency[u]:
                ok = board.mileposts[v].is_sea or (v in board.ports and v == target)
                if ok and v not in prev:
                    prev[v] = u
                    todo.append(v)
        if target not in prev:
            return None
        path = [target]
        while path[-1] != ship.at:
            path.append(prev[path[-1]])
        return path[::-1]

    def sail_to(self, path: list[int]) -> str | None:
        from ...rules.actions import Sail

        ids = self.game.board.mileposts
        return self.act(Sail(self.game.state.current, tuple(ids[i].id for i in path)))

    def event_areas(self) -> list[int]:
        """Mileposts inside the areas of the events in effect (to shade them on the board)."""
        from ...rules.event_areas import in_area
        from ...rules.events import active_cards

        board = self.game.board
        key = tuple(e.card for e, _ in active_cards(self.game))
        if getattr(self, "_areas_key", None) == key:
            return self._areas
        out: set[int] = set()
        for _e, card in active_cards(self.game):
            scope = card.scope
            rivers = set(scope.get("rivers", []))
            if rivers:  # floods: both banks of the named rivers
                for (a, b), crossing in board.crossings.items():
                    if crossing.river in rivers:
                        out.update((a, b))
                continue
            if not any(k in scope for k in ("radius", "countries", "terrain", "layer")):
                continue
            terrains = set(scope.get("terrain", []))
            for m in board.mileposts:
                if m.is_land and (not terrains or m.terrain in terrains) and in_area(self.game, card, m.index):
                    out.add(m.index)
        self._areas_key, self._areas = key, sorted(out)
        return self._areas

    def move_to(self, path: list[int]) -> str | None:
        ids = self.game.board.mileposts
        return self.act(Move(self.game.state.current, tuple(ids[i].id for i in path)))


def _enter_builds(words: str) -> str:
    return translate("IronDragonTable", "{words}. Enter builds them.").format(words=words)


def _then(words: str, reason: str, added: int) -> str:
    """Sections pending, then why no more could be: "3 sections pending …; then: … Enter builds them."."""
    then = translate("IronDragonTable", "{words}; then: {reason}").format(words=words, reason=reason)
    return then + " " + translate("IronDragonTable", "Enter builds them.") if added else then
