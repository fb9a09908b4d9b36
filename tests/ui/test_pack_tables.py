"""Every registered game with a table gives the shell all of it (issue 23): ``game_pack(key).ui()``
has every part the shell asks for (``TABLE_PARTS``), and asking for one loads only what it needs. A
game without a table yet (``ui`` None) is neither offered by the new-game dialog nor opened by
``play`` or ``export``."""

from __future__ import annotations

import subprocess
import sys

import pytest

from irondragon_qt import games  # noqa: F401  (registers the bundled games)
from irondragon_qt.cli.main import main
from irondragon_qt.engine.registry import TABLE_PARTS, game_keys, game_pack, table_keys


def test_the_games_with_a_table_are_those_with_a_ui() -> None:
    assert table_keys() == sorted(k for k in game_keys() if game_pack(k).ui is not None)
    assert "iron-dragon" in table_keys() and "german-railways" in set(game_keys()) - set(table_keys())


@pytest.mark.parametrize("command", ["play", "export"])
def test_a_game_without_a_table_is_refused_by_play_and_export(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([command, "--game", "german-railways", *(["-o", "x.png"] if command == "export" else [])]) == 2
    err = capsys.readouterr().err
    assert "German Railways has no table" in err and "simulate take --game german-railways" in err


@pytest.mark.parametrize("key", table_keys())
def test_every_pack_gives_every_part_of_its_table(key: str) -> None:
    parts = game_pack(key).table()
    missing = [name for name in TABLE_PARTS if not hasattr(parts, name)]
    assert missing == []


def test_a_part_unknown_to_the_pack_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no part 'Nothing'"):
        _ = game_pack().ui().Nothing


def test_the_board_scene_is_had_without_the_game_table() -> None:
    """The window starts with the board: the game panel, the computer players and the saves load
    when a game starts, as before the table moved into the pack."""
    code = ("import sys\n"
            "from irondragon_qt import games\n"
            "from irondragon_qt.engine.registry import game_pack\n"
            "game_pack().ui().BoardScene\n"
            "print(sorted(m for m in sys.modules if m.startswith('irondragon_qt.games.iron_dragon.')"
            " and ('.ui.game' in m or '.bots' in m or m.endswith('.saves'))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.strip() == "[]"


def test_iron_dragons_parts_come_from_its_own_pack() -> None:
    """``parts`` imports by name when asked (the import tests, which read ``import`` statements,
    do not see these): every part is Iron Dragon's own, none is the shell's or another pack's."""
    from importlib.util import resolve_name

    from irondragon_qt.games.iron_dragon.ui import parts

    package = "irondragon_qt.games.iron_dragon.ui"
    outside = [name for name, (module, _) in parts.WHERE.items()
               if not resolve_name(module, package).startswith("irondragon_qt.games.iron_dragon.")]
    assert outside == []
    assert set(parts.WHERE) >= set(TABLE_PARTS)
