"""Every registered game with a table gives the shell all of it (issues 23, 24, 44): ``game_pack(key).ui()``
is a ``uikit.table.Table`` whose every module has each name of its part of the contract (mypy checks
their types where the pack names them; this checks that the modules named at run time are those), the
capabilities a game lacks are None (the shell shows no entry for them), and asking for the board loads
none of the game. A game without a table (``ui`` None) is neither offered by the new-game dialog nor
opened by ``play`` or ``export``."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest

from irondragon_qt import games  # noqa: F401  (registers the bundled games)
from irondragon_qt.cli.main import main
from irondragon_qt.engine import registry
from irondragon_qt.engine.contract import SavesModule
from irondragon_qt.engine.registry import game_keys, game_pack, table_keys
from irondragon_qt.uikit import table as contract
from irondragon_qt.uikit.table import Table, table_of

from ..cli.test_pack_tools import members

PARTS = {"saves": SavesModule, "board": contract.BoardParts, "game": contract.GameParts,
         "practice": contract.PracticeParts, "tutorial": contract.TutorialParts,
         "history": contract.HistoryParts, "plans": contract.PlansParts}
OFFERS = {"iron-dragon": {"practice", "tutorial", "history", "plans"},
          "german-railways": {"tutorial", "history"}, "railways-of-england-wales": {"history"}}


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
        table_of(game_pack(tableless))


def test_a_ui_that_is_not_a_table_is_refused_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    pack = dataclasses.replace(game_pack("german-railways"), key="odd", title="Odd", save_format="odd-game",
                               ui=lambda: object())
    with pytest.raises(TypeError, match=r"Odd's ui\(\) gave object, not a uikit\.table\.Table"):
        table_of(pack)


@pytest.mark.parametrize("command", ["play", "export"])
def test_a_game_without_a_table_is_refused_by_play_and_export(command: str, tableless: str,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main([command, "--game", tableless, *(["-o", "x.png"] if command == "export" else [])]) == 2
    err = capsys.readouterr().err
    assert "Tableless has no table" in err and f"simulate take --game {tableless}" in err


@pytest.mark.parametrize("key", table_keys())
def test_every_module_of_a_table_has_every_name_of_its_part(key: str) -> None:
    table = table_of(game_pack(key))
    assert isinstance(table, Table)
    offered = {name for name in PARTS if getattr(table, name) is not None}
    assert offered == {"saves", "board", "game"} | OFFERS[key]  # capabilities: what the game has, no stubs
    for name in offered:
        module = getattr(table, name)()
        missing = sorted(m for m in members(PARTS[name]) if not hasattr(module, m))
        assert missing == [], f"{key}'s {name} module {module.__name__} lacks {missing}"
        assert module.__name__.startswith(f"irondragon_qt.games.{game_pack(key).folder}.")  # its own pack's


def test_the_protocols_ask_for_what_the_shell_uses() -> None:
    """The member lists above are not empty by accident (a Protocol read wrongly would pass anything)."""
    assert {"GamePanel", "GameSession", "new_game", "PositionItems", "rules_tables"} <= members(contract.GameParts)
    assert {"FORMAT", "SaveFileError", "load_game", "autosave"} <= members(SavesModule)
    assert members(contract.PlansParts) == {"plans_refused", "discard_hand"}


@pytest.mark.parametrize("key", ["iron-dragon", "german-railways"])
def test_the_board_is_had_without_the_game_panel(key: str) -> None:
    """The window starts with the board: the game panel, the dialogs, the history and the saves load
    when a game starts (the computer players' speeds are in the Game menu from the start)."""
    code = ("import sys\n"
            "from irondragon_qt import games\n"
            "from irondragon_qt.engine.registry import game_pack\n"
            "from irondragon_qt.uikit.table import table_of\n"
            f"table_of(game_pack({key!r})).board().BoardScene\n"
            f"print(sorted(m for m in sys.modules if m.startswith('irondragon_qt.games.{game_pack(key).folder}.')"
            " and (m.endswith(('.panel', '.saves', '_dialog')) or '.history' in m or '.tutorial' in m)))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.strip() == "[]"
