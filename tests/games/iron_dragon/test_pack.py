"""Iron Dragon's pack (issue 23): what it declares matches its rules, and declaring it is cheap."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import irondragon_qt.games  # noqa: F401  (registers the bundled games)
from irondragon_qt.engine.registry import game_pack
from irondragon_qt.games.iron_dragon.bots.levels import LEVELS
from irondragon_qt.games.iron_dragon.rules.game import SEAT_KINDS, Game
from irondragon_qt.games.iron_dragon.saves import FORMAT

REPO = Path(__file__).resolve().parents[3]


def test_the_pack_declares_the_games_own_seats_and_save_format() -> None:
    pack = game_pack("iron-dragon")
    assert pack.seat_kinds == SEAT_KINDS and set(pack.seat_kinds[1:]) == set(LEVELS)
    assert pack.save_format == FORMAT
    assert isinstance(pack.new_game(pack.load_board(), ["A", "B"], 3, ["human", "hard"]), Game)
    assert pack.money(12) == "12 GP"


def test_registering_loads_no_rules() -> None:
    """The window and the command line start without the rules, the bots or the map loaded:
    the pack's callables import them when called."""
    code = ("import json, sys; import irondragon_qt.games; "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('irondragon_qt'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=True)
    loaded = json.loads(out.stdout)
    assert "irondragon_qt.games.iron_dragon" in loaded
    assert not [m for m in loaded if m.startswith(("irondragon_qt.games.iron_dragon.", "irondragon_qt.ui"))], loaded
