"""What the rules look up about the players and the map, and the money that changes hands:
a player's foreman and loco, the Orc holder (M6, B14), paying and being paid, the map's numbers
(C7), the building options and the networks. Every rule module uses these and none of them
uses a rule module, so they stand below all of them (issue 23: no import circles)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board.components import Foreman, Loco
from ..track.building import BuildOptions
from ..track.network import Networks

if TYPE_CHECKING:
    from .context import RuleGame as Game


def foreman_of(game: Game, player: int) -> Foreman | None:
    card = game.state.players[player].foreman
    return next((f for f in game.board.components.foremen if f.card == card), None)


def loco_of(game: Game, player: int) -> Loco:
    name = game.state.players[player].loco
    return next(lo for lo in game.board.components.locos if lo.name == name)


def orc_holder(game: Game) -> int | None:
    for i in range(len(game.state.players)):
        f = foreman_of(game, i)
        if f is not None and f.effects.get("collects_underground_bribes"):
            return i
    return None


def pay(game: Game, player: int, amount: int, to: int | None = None) -> None:
    """Money leaves a player: to another player, or to the bank (to=None)."""
    s = game.state
    s.players[player].cash -= amount
    if to is None:
        s.bank_received += amount
    else:
        s.players[to].cash += amount


def receive(game: Game, player: int, amount: int) -> None:
    game.state.players[player].cash += amount
    game.state.bank_paid_out += amount


def build_options(game: Game) -> BuildOptions:
    """The building rules' numbers: the map's (C7), with the game's options (X1, X3)."""
    o = game.options
    return BuildOptions.for_rules(game.board.components.rules, turn_limit=o.number("build_limit"),
                                  tunnels_open_to_all=o.tunnels_open_to_all)


def rule(game: Game, key: str, table: str = "rules") -> int:
    """A number of the map's rules (components.toml [rules], [loco_rules], [foreman_rules]; C7)."""
    comp = game.board.components
    return int({"rules": comp.rules, "loco_rules": comp.loco_rules, "foreman_rules": comp.foreman_rules}[table][key])


def networks(game: Game) -> Networks:
    track = game.state.track
    return game.memo.value("networks", lambda: Networks(game.board, track), version=track)  # a new track: new networks
