"""Every registered game gives the command line its tools (issue 23): ``game_pack(key).tools()``
has every name the command line asks for (``TOOL_PARTS``), without Qt, and the command line names
no game: a command of one game alone is refused for another in one line."""

from __future__ import annotations

import subprocess
import sys
from importlib.util import resolve_name

import pytest

from irondragon_qt import games  # noqa: F401  (registers the bundled games)
from irondragon_qt.cli.main import main
from irondragon_qt.engine import registry
from irondragon_qt.engine.registry import OPTIONAL_TOOL_PARTS, TOOL_PARTS, game_keys, game_pack


@pytest.mark.parametrize("key", game_keys())
def test_every_pack_gives_every_tool_the_command_line_asks_for(key: str) -> None:
    tools = game_pack(key).tools()
    missing = [name for name in TOOL_PARTS if not hasattr(tools, name)]
    assert missing == []
    assert issubclass(tools.MapError, Exception) and issubclass(tools.SaveFileError, Exception)
    names = tools.level_names()
    assert names and all(isinstance(k, str) and isinstance(v, str) and v for k, v in names.items())


def test_a_tool_unknown_to_the_pack_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no part 'Nothing'"):
        _ = game_pack().tools().Nothing


def test_iron_dragons_tools_are_its_own_and_load_no_qt() -> None:
    from irondragon_qt.games.iron_dragon.tools import parts

    package = "irondragon_qt.games.iron_dragon.tools"
    outside = [name for name, (module, _) in parts.WHERE.items()
               if not resolve_name(module, package).startswith("irondragon_qt.games.iron_dragon.")]
    assert outside == []
    assert set(parts.WHERE) >= set(TOOL_PARTS) | set(OPTIONAL_TOOL_PARTS)
    code = ("import sys\n"
            "from irondragon_qt import games\n"
            "from irondragon_qt.engine.registry import TOOL_PARTS, OPTIONAL_TOOL_PARTS, game_pack\n"
            "tools = game_pack().tools()\n"
            "[getattr(tools, n) for n in TOOL_PARTS + OPTIONAL_TOOL_PARTS]\n"
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.strip() == "[]"


def test_a_command_a_game_lacks_is_refused_naming_the_game(monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """``route`` and ``best-network`` are Iron Dragon's alone (OPTIONAL_TOOL_PARTS): a game whose
    tools lack them is told so, in one line."""
    import dataclasses
    from types import SimpleNamespace

    bare = dataclasses.replace(game_pack(), key="bare-game", title="Bare Game", save_format="bare",
                               tools=lambda: SimpleNamespace())
    monkeypatch.setitem(registry._PACKS, "bare-game", bare)
    assert main(["route", "Kiihu", "Ozu-Zarkh", "--game", "bare-game"]) == 2
    assert capsys.readouterr().err.strip() == "irondragon: Bare Game has no route command"
    assert main(["best-network", "--game", "bare-game"]) == 2
    assert "Bare Game has no best-network command" in capsys.readouterr().err
