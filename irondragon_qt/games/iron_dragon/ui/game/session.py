"""Glue between a Game and the screen (no Qt): the crayon's building phase for the player to
act, the move preview, and running actions through the game. Every rule stays in the model."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...bots.suggest import gap_for
from ...game.actions import Action, Move
from ...game.game import Game, Result
from ...game.holdings import build_options, foreman_of
from ...game.operations import move_path, plan_move
from ...game.phases import section_allowed
from ...game.state import Phase
from ...game.wording import plural
from ...track.build_turn import BuildPhase
from ...track.building import TurnBuild


class GameSession:
    def __init__(self, game: Game, on_change: Callable[[], None] = lambda: None,
                 on_saved: Callable[[Game], None] = lambda _g: None) -> None:
        self.game = game
        self.on_change, self.on_saved = on_change, on_saved
        self._phase: BuildPhase | None = None
        self._phase_key: tuple[int, int] | None = None
        self.preview: list[int] | None = None
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
            return "Nothing to build: draw track first."
        return self.act(phase.action())

    # --- acting ---------------------------------------------------------------------------------
    def act(self, action: Action, refresh: bool = True, save: bool = True) -> str | None:
        """Run an action through the game; its reason if refused. A computer player's quick
        actions may leave the table's refresh and the save to a timer (``refresh``, ``save``)."""
        result: Result = self.game.process(action)
        if not result:
            return result.reason
        self.preview = None
        if refresh:
            self.on_change()  # the table first: a failing save must not leave it stale
        if save:
            self.on_saved(self.game)
        return None

    def undo(self) -> bool:
        return self._history_changed(self.game.undo() is not None)

    def _history_changed(self, changed: bool) -> bool:
        if changed:
            self.preview = None
            self._phase = None
            self.on_change()
            self.on_saved(self.game)
        return changed

    def redo(self) -> bool:
        return self._history_changed(self.game.redo() is not None)

    # --- moving -----------------------------------------------------------------------------------
    def move_preview(self, target: int) -> tuple[list[int] | None, str]:
        """The path a click means and what it would cost, or why there is none."""
        s = self.game.state
        path = move_path(self.game, s.current, target)
        if path is None:
            gap = gap_for(self.game, [target])  # his own track is broken on the way: say where
            if gap is not None:
                return None, gap.text(self.game.board)
            return None, "No track leads there within this turn's movement."
        reason, d = plan_move(self.game, s.current, path)
        if reason:
            return None, reason
        names = [s.players[o].name for o in d["fees_to"]]  # type: ignore[union-attr]
        fee = int(self.game.board.components.rules.get("opponent_track_fee", 4))
        parts = [plural(int(d["points"]), "milepost")]  # type: ignore[arg-type]
        if names:
            parts.append(f"{fee} GP each to {', '.join(names)} for their track")
        if d["bribe"]:
            parts.append(f"{d['bribe']} GP Underground bribe")
        return path, "Move " + "; ".join(parts) + ". Click again (or Enter) to go."

    def move_preview_to_city(self, city: str) -> tuple[list[int] | None, str]:
        """The nearest way to any milepost of a city (for choosing a destination by keyboard)."""
        board = self.game.board
        best: tuple[list[int] | None, str] = (None, f"No track leads to {city} within this turn's movement.")
        for mid in board.cities[city].mileposts:
            path, text = self.move_preview(board.by_id[mid].index)
            if path is not None and (best[0] is None or len(path) < len(best[0])):
                best = (path, text)
        if best[0] is None:
            gap = gap_for(self.game, [board.by_id[m].index for m in board.cities[city].mileposts])
            if gap is not None:
                return None, gap.text(board)
        return best

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
                return f"Your track already reaches {city}."
            return self._close_gap(gap.text(board), gap.build)
        majors = {board.by_id[m].index for c in board.cities.values() if c.is_major for m in c.mileposts}
        sources = (network | majors) - targets
        plan = cheapest_route(board, sources, targets, foreman=phase.foreman, track=track, player=phase.player,
                              options=phase.options)
        if plan is None or not plan.build:
            return f"No track can be built towards {city}."
        added, reason = self.add_sections(plan.build)
        words = f"{plural(added, 'section')} pending towards {city} ({phase.pending_cost} GP of {plan.cost} GP)"
        if reason:
            return f"{words}; then: {reason}" + (" Enter builds them." if added else "")
        gap = gap_for(self.game, targets, phase.preview_track())  # from a piece his train is not on?
        return f"{words}. Enter builds them." + (f" {gap.text(board)}" if gap is not None else "")

    def _close_gap(self, text: str, sections: Sequence[tuple[int, int]]) -> str:
        """The model's words on a gap, and its sections put into the crayon as far as the rules go."""
        if not sections:
            return text
        phase = self.build_phase()
        added, reason = self.add_sections(sections)
        words = f"{text} {plural(added, 'section')} of it pending ({phase.pending_cost} GP)"
        if reason:
            return f"{words}; then: {reason}" + (" Enter builds them." if added else "")
        return f"{words}. Enter builds them."

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
        from ...game.actions import Sail

        ids = self.game.board.mileposts
        return self.act(Sail(self.game.state.current, tuple(ids[i].id for i in path)))

    def event_areas(self) -> list[int]:
        """Mileposts inside the areas of the events in effect (to shade them on the board)."""
        from ...game.event_areas import in_area
        from ...game.events import active_cards

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
