"""Every registered game with a table gives the shell all of it (issues 23, 24): ``game_pack(key).ui()``
has every part the shell asks for (``TABLE_PARTS``; those in ``OPTIONAL_TABLE_PARTS`` may be None,
and the shell hides what needs them), and asking for one loads only what it needs. A game without a
table (``ui`` None) is neither offered by the new-game dialog nor opened by ``play`` or ``export``."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest

from irondragon_qt import games  # noqa: F401  (registers the bundled games)
from irondragon_qt.cli.main import main
from irondragon_qt.engine import registry
from irondragon_qt.engine.registry import OPTIONAL_TABLE_PARTS, TABLE_PARTS, game_keys, game_pack, table_keys


@pytest.fixture
def tableless(monkeypatch: pytest.MonkeyPatch) -> str:
    """A game registered without a table, for this test only (every bundled game has one now)."""
    pack = dataclasses.replace(game_pack("german-railways"), key="tableless", title="Tableless",
                               save_format="tableless-game", ui=None)
    monkeypatch.setitem(registry._PACKS, pack.key, pack)
    return pack.key


def test_the_games_with_a_table_are_those_with_a_ui(tableless: str) -> None:
    assert table_keys() == sorted(k for k in game_keys() if game_pack(k).ui is not None)
    assert {"iron-dragon", "german-railways"} <= set(table_keys()) and tableless not in table_keys()
    with pytest.raises(ValueError, match="Tableless has no table"):
        game_pack(tableless).table()


@pytest.mark.parametrize("command", ["play", "export"])
def test_a_game_without_a_table_is_refused_by_play_and_export(command: str, tableless: str,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main([command, "--game", tableless, *(["-o", "x.png"] if command == "export" else [])]) == 2
    err = capsys.readouterr().err
    assert "Tableless has no table" in err and f"simulate take --game {tableless}" in err


@pytest.mark.parametrize("key", table_keys())
def test_every_pack_gives_every_part_of_its_table(key: str) -> None:
    parts = game_pack(key).table()
    missing = [name for name in TABLE_PARTS if not hasattr(parts, name)]
    assert missing == []
    lacking = [name for name in TABLE_PARTS if getattr(parts, name) is None and name not in OPTIONAL_TABLE_PARTS]
    assert lacking == []  # only the optional parts may be None
    assert set(OPTIONAL_TABLE_PARTS) <= set(TABLE_PARTS)


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


def test_german_railways_parts_come_from_its_own_pack() -> None:
    from importlib.util import resolve_name

    from irondragon_qt.games.german_railways.ui import parts

    package = "irondragon_qt.games.german_railways.ui"
    outside = [name for name, (module, _) in parts.WHERE.items()
               if not resolve_name(module, package).startswith("irondragon_qt.games.german_railways.")]
    assert outside == []
    absent = [name for name in OPTIONAL_TABLE_PARTS if getattr(parts, name) is None]
    assert set(parts.WHERE) | set(absent) | {"rules_tables"} >= set(TABLE_PARTS)  # no tables in its rules text


def test_german_railways_table_loads_no_qt_before_it_is_asked() -> None:
    """Registering German Railways' table costs nothing: its parts load when the window asks."""
    code = ("import sys\n"
            "from irondragon_qt import games\n"
            "from irondragon_qt.engine.registry import game_pack\n"
            "game_pack('german-railways').ui().BoardScene\n"
            "print(sorted(m for m in sys.modules if m.startswith('irondragon_qt.games.german_railways.')"
            " and ('.ui.game' in m or '.bots' in m)))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.strip() == "[]"
