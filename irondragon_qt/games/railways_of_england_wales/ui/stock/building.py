"""Building for the operating company by dragging (ST-13): the base game's drag crayon
(``crayon.DragCrayon``) with the share game's verdict. A drag from a place lays a link hex by hex;
a link is built whole, so the model prices a draft link by link: the links drawn that reach a place
are priced (the second with its surcharge a tile), and the rest, or the whole when the model
refuses it, is marked with the model's reason. Enter builds the draft as one ``Build``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .....engine.logged_game import Result
from .....uikit.hex_layout import HexFinder
from ...board.hexboard import Coord
from ...rules.building import BuildStep
from ...stock.actions import Build
from ...stock.game import StockGame
from ...stock.money import money
from ...stock.operating import plan
from ...words import translate
from ..crayon import Draft, DragCrayon, Say


@dataclass(frozen=True)
class StockDraft(Draft):
    """A draft whose cost includes the second link's surcharge (ST-13)."""

    surcharge: int = 0

    @property
    def cost(self) -> int:
        return (self.plan.cost if self.plan is not None else 0) + self.surcharge


def link_cells(step: BuildStep) -> tuple[Coord, ...]:
    """A drawn link as the model takes it: its cells from the place it starts at."""
    assert step.start is not None  # the share game has no unfinished links to continue
    return (step.start, *step.cells)


def build_of(seat: int, steps: tuple[BuildStep, ...] | list[BuildStep]) -> Build:
    return Build(seat, tuple(link_cells(s) for s in steps))


def judge(game: StockGame, seat: int, steps: list[BuildStep]) -> StockDraft:
    """The model's verdict: the most links from the first that it prices, and its reason for the
    whole draft when it refuses it."""
    steps = [s for s in steps if s.cells]
    if not steps:
        return StockDraft(seat)
    reason = game.check(build_of(seat, steps))
    for keep in range(len(steps), 0, -1):
        found = plan(game, build_of(seat, steps[:keep]))
        if not isinstance(found, str):
            built, surcharge = found
            refused_at = steps[keep].cells[0] if keep < len(steps) else None
            return StockDraft(seat, tuple(steps), built, sum(len(s.cells) for s in steps[:keep]), refused_at,
                              reason, surcharge)
    return StockDraft(seat, tuple(steps), None, 0, steps[0].cells[0], reason)


def steps_of(action: Build) -> list[BuildStep]:
    """A build's links as drawn steps (a computer player's build shown on the board)."""
    return [BuildStep(None, link[0], tuple(link[1:])) for link in action.links]


class StockCrayon(DragCrayon[StockGame]):
    """The crayon of the operating company's director (``seat``)."""

    def __init__(self, scene: HexFinder, game: Callable[[], StockGame], seat: int,
                 submit: Callable[[object], Result], say: Say) -> None:
        super().__init__(scene, game, seat, submit, say)
        extra = money(game().data.money.second_link_per_tile)
        self.hint = translate("RoewTable", "Drag from a city or town of the company's network (any city for its "
                                           "first link) "
                              "to another to build a link; a second link costs {extra} more a tile (ST-13).").format(
            extra=extra)

    def judged(self) -> StockDraft:
        return judge(self.game(), self.seat, [s.frozen() for s in self.steps])

    def action(self, draft: Draft) -> Build:
        return build_of(self.seat, draft.steps)
