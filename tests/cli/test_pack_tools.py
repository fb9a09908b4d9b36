"""Every registered game gives the command line its tools (issues 23, 44): ``game_pack(key).tools()``
and ``simulation()`` have every name the command line asks for (``engine.contract``), without Qt, and
the command line names no game: a command of one game alone is refused for another in one line."""

from __future__ import annotations

import subprocess
import sys

import pytest

from irondragon_qt import games  # noqa: F401  (registers the bundled games)
from irondragon_qt.cli.main import main
from irondragon_qt.engine import registry
from irondragon_qt.engine.contract import RouteTools, Simulation, ToolParts
from irondragon_qt.engine.registry import game_keys, game_pack


def members(protocol: type) -> set[str]:
    """The names a Protocol asks for: its methods, properties and annotated attributes."""
    return {n for klass in protocol.__mro__ if klass.__module__ != "typing" and klass is not object
            for n in [*vars(klass), *getattr(klass, "__annotations__", {})] if not n.startswith("_")}


@pytest.mark.parametrize("key", game_keys())
def test_every_pack_gives_every_tool_the_command_line_asks_for(key: str) -> None:
    """Its tools and its simulation have each name of their Protocols (mypy checks their types where
    the pack hands them over), from the pack's own modules; a route-less game has no route tools."""
    pack = game_pack(key)
    for module, protocol in ((pack.tools(), ToolParts), (pack.simulation(), Simulation)):
        missing = sorted(m for m in members(protocol) if not hasattr(module, m))
        assert missing == [], f"{key}: {module.__name__} lacks {missing}"
        assert module.__name__.startswith(f"irondragon_qt.games.{pack.folder}.tools.")
    tools = pack.tools()
    assert issubclass(tools.MapError, Exception) and issubclass(tools.SaveFileError, Exception)
    assert tools.FORMAT == pack.save_format
    names = pack.simulation().level_names()
    assert names and all(isinstance(k, str) and isinstance(v, str) and v for k, v in names.items())
    assert (pack.route is not None) == (key == "iron-dragon")
    if pack.route is not None:
        assert members(RouteTools) <= set(dir(pack.route()))


def test_the_protocols_ask_for_what_the_command_line_uses() -> None:
    assert {"load_map", "MapError", "summary", "log_lines", "check_map", "format_report", "load_game",
            "SaveFileError"} <= members(ToolParts)
    assert members(Simulation) == {"level_names", "options_from", "play_game", "summarise", "save_record"}


@pytest.mark.parametrize("key", game_keys())
def test_a_packs_tools_load_no_qt(key: str) -> None:
    code = ("import sys\n"
            "from irondragon_qt import games\n"
            "from irondragon_qt.engine.registry import game_pack\n"
            f"pack = game_pack({key!r})\n"
            "pack.tools(), pack.simulation(), pack.route and pack.route()\n"
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.strip() == "[]"


def test_a_command_a_game_lacks_is_refused_naming_the_game(monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """``route`` and ``best-network`` are Iron Dragon's alone (``GamePack.route``): a game without
    them is told so, in one line."""
    import dataclasses

    bare = dataclasses.replace(game_pack(), key="bare-game", title="Bare Game", save_format="bare", route=None)
    monkeypatch.setitem(registry._PACKS, "bare-game", bare)
    assert main(["route", "Kiihu", "Ozu-Zarkh", "--game", "bare-game"]) == 2
    assert capsys.readouterr().err.strip() == "irondragon: Bare Game has no route command"
    assert main(["best-network", "--game", "bare-game"]) == 2
    assert "Bare Game has no best-network command" in capsys.readouterr().err
