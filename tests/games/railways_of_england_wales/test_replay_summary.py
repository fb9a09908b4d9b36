"""``replay --game railways-of-england-wales``: the public state as data and as lines; the secret
Rail Inspector and the Baron cards stay hidden until the end."""

from __future__ import annotations

import json
import random

from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.legal import legal_actions
from irondragon_qt.games.railways_of_england_wales.tools.replay_summary import format_summary, summary


def test_the_summary_shows_the_table_and_hides_the_secret_cards() -> None:
    game = Game(load_board(), ["Ann", "Bo", "Cy"], seed=3)
    rng = random.Random(3)
    for _ in range(60):
        game.process(rng.choice(legal_actions(game)))
    inspector = next(c.id for c in game.comp.operations if c.kind == "rail_inspector")
    game.state.players[1].cards.append(inspector)  # as if Bo had taken it
    data = summary(game)
    json.dumps(data)  # plain data
    bo = data["players"][1]
    assert bo["secret_cards"] == 1 and "Rail Inspector" not in " ".join(bo["cards"]) and bo["baron"] is None
    assert data["turn"] == game.state.turn and data["to_act"] == game.seat_name(game.current_seat())
    assert len(data["links"]) == len(game.state.track.links)
    text = "\n".join(format_summary(data))
    assert f"{len(game.log)} actions replayed" in text and "Bo: $" in text and "1 secret" in text
