"""tools/screenshot_german_railways.py keeps working: a seeded game's cubes on the board, rendered."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

TOOL = Path(__file__).resolve().parents[4] / "tools" / "screenshot_german_railways.py"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("screenshot_german_railways", TOOL)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_screenshot_tool_renders_a_seeded_game(qapp: object, tmp_path: Path) -> None:
    tool = _tool()
    game = tool.played(7, 120)
    assert sum(len(c.network) for c in game.state.companies.values()) > 8  # some builds beyond the starts
    scene = tool.BoardScene(game.board)
    scene.set_cubes(tool.cubes_of(game.state))
    image = tool.render(scene, 320, 180)
    assert (image.width(), image.height()) == (320, 180)
    assert image.save(str(tmp_path / "board.png"))
