"""Delivering by clicks (RW-17, RW-18, RW-Q8, RW-Q9): a click on a cube on a city picks it, and
every legal route the model finds for it (``routes.routes_from``) is shown, each destination with
the points its route scores to each link's owner; a click on a destination delivers there. Where
several routes reach the same city, the first click there picks it and shows the first route,
each further click on it shows the next, and Enter delivers over the route shown.

No Qt: it decides no rule. The routes, the points and every refusal come from the model."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ....engine.logged_game import Result
from ....engine.words import and_list, plural
from ..board.hexboard import Coord
from ..rules.actions import Deliver
from ..rules.game import Game
from ..rules.routes import Route, points_by_owner, routes_from

Say = Callable[[str, bool], None]


@dataclass(frozen=True)
class Choice:
    """A route for the cube picked, with the points each owner scores (RW-18)."""

    route: Route
    points: tuple[tuple[int, int], ...]  # (seat, points), by seat

    @property
    def destination(self) -> Coord:
        return self.route.places[-1]


def points_words(game: Game, choice: Choice) -> str:
    """"Ann +2, Bo +1"."""
    return ", ".join(f"{game.seat_name(seat)} +{n}" for seat, n in choice.points)


def route_words(game: Game, choice: Choice) -> str:
    """"Leeds to York over 2 links, via Selby: Ann +1, Bo +1"."""
    places = choice.route.places
    via = f", via {and_list([game.place_name(at) for at in places[1:-1]])}" if len(places) > 2 else ""
    return (f"{game.place_name(places[0])} to {game.place_name(places[-1])} over "
            f"{plural(len(choice.route.links), 'link')}{via}: {points_words(game, choice)}")


class DeliveryPicker:
    """The cube picked (``start``, ``colour``), its ``choices``, and the destination picked with the
    route shown there (``shown``); ``on_change()`` repaints."""

    def __init__(self, game: Callable[[], Game], seat: int, submit: Callable[[Deliver], Result], say: Say,
                 on_change: Callable[[], None] = lambda: None) -> None:
        self.game, self.seat, self.submit, self.say, self.on_change = game, seat, submit, say, on_change
        self.start: Coord | None = None
        self.colour: str | None = None
        self.choices: list[Choice] = []
        self.destination: Coord | None = None
        self.index = 0  # the route shown among those to ``destination``

    @property
    def active(self) -> bool:
        return self.start is not None

    def to(self, destination: Coord) -> list[Choice]:
        return [c for c in self.choices if c.destination == destination]

    @property
    def shown(self) -> Choice | None:
        if self.destination is None:
            return None
        these = self.to(self.destination)
        return these[self.index % len(these)] if these else None

    def pick_cube(self, start: Coord, colour: str) -> bool:
        """The cube of ``colour`` on ``start`` is picked: its routes are shown (or why there are none)."""
        game = self.game()
        s = game.state
        engine = s.players[self.seat].engine
        routes = routes_from(game.board, s.track, s.colour_of.__getitem__, start, colour, engine)
        self.start, self.colour, self.destination, self.index = start, colour, None, 0
        self.choices = [Choice(r, tuple(sorted(points_by_owner(s.track, r).items()))) for r in routes]
        name = game.place_name(start)
        if not self.choices:
            self.say(f"No route takes the {colour} cube from {name} to a {colour} city within your engine's "
                     f"{plural(engine, 'link')} (RW-17).", True)
        else:
            ends = sorted({c.destination for c in self.choices})
            self.say(f"The {colour} cube from {name} can go to {and_list([game.place_name(at) for at in ends])}: "
                     "click a destination (Esc puts the cube back).", False)
        self.on_change()
        return True

    def click(self, at: Coord) -> bool:
        """A click on ``at`` while a cube is picked: a destination picks (or delivers); False if ``at`` is none."""
        these = self.to(at)
        if not these:
            return False
        if at == self.destination and len(these) > 1:
            self.index = (self.index + 1) % len(these)
        elif len(these) == 1:
            self.destination, self.index = at, 0
            return self.deliver()
        else:
            self.destination, self.index = at, 0
        shown = self.shown
        assert shown is not None
        self.say(f"Route {self.index + 1} of {len(these)}: {route_words(self.game(), shown)}. Click "
                 f"{self.game().place_name(at)} again for the next route; Enter delivers over this one.", False)
        self.on_change()
        return True

    def deliver(self) -> bool:
        """Deliver over the route shown; True if the model took it. A refusal is said."""
        shown = self.shown
        if shown is None or self.start is None or self.colour is None:
            self.say("Click a destination first.", True)
            return False
        game = self.game()
        words = route_words(game, shown)
        result = self.submit(Deliver(self.seat, self.start, self.colour, shown.route.links))
        if not result.ok:
            self.say(result.reason, True)
            return False
        self.cancel()
        self.say(f"Delivered {words}.", False)
        return True

    def cancel(self) -> None:
        self.start = self.colour = self.destination = None
        self.choices, self.index = [], 0
        self.on_change()
