"""Pictures of games: `irondragon export --save SAVE [--at N]` draws every player's track, trains
and loads with a legend; bad targets, saves and positions are refused in one line before anything
is drawn; File > Export in the window offers the whole board or the view, with the game or not."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QImage

from irondragon_qt.cli.main import main as cli_main
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.saves import save_game
from irondragon_qt.games.iron_dragon.ui.board.track_items import crayon_colors
from irondragon_qt.ui.board.export import BoardPicture
from irondragon_qt.ui.board.export_dialog import ExportDialog
from irondragon_qt.ui.main_window import MainWindow
from tests.history_game import shared_ship_game


@pytest.fixture(scope="module")
def saved(board: Board, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("game") / "game.json"
    save_game(Game.replay(board, shared_ship_game(board)), path)
    return path


def _count(image: QImage, color: QColor, rows: range, step: int = 2) -> int:
    """Pixels of exactly this colour in these rows (every ``step``-th pixel)."""
    rgb = color.rgb()
    return sum(1 for y in rows for x in range(0, image.width(), step) if image.pixel(x, y) == rgb)


def _board_rows(board: Board, image: QImage) -> range:
    """The rows of the board itself (the legend is a band below it)."""
    from irondragon_qt.games.iron_dragon.ui.board.layout import BoardLayout

    r = BoardLayout(board).scene_rect
    return range(0, round(image.width() * r.h / r.w) - 2)


def test_a_game_picture_has_every_players_track(qapp, board: Board, saved: Path, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    end, start = tmp_path / "end.png", tmp_path / "start.png"
    assert cli_main(["export", "--save", str(saved), "--out", str(end), "--width", "1600"]) == 0
    assert cli_main(["export", "--save", str(saved), "--at", "0", "--out", str(start), "--width", "1600"]) == 0
    assert capsys.readouterr().err == ""
    final, first = QImage(str(end)), QImage(str(start))
    assert final.width() == 1600 and final.height() > _board_rows(board, final).stop + 40  # and a legend
    game = Game.replay(board, shared_ship_game(board))
    colors = crayon_colors()
    for p in game.state.players:
        color = colors[p.color]
        on_board = _count(final, color, _board_rows(board, final))
        assert on_board > 200, p.name  # his track, in his crayon
        assert _count(first, color, _board_rows(board, first)) < on_board / 10  # no track at the start
        legend = range(_board_rows(board, final).stop + 2, final.height())
        assert _count(final, color, legend, 1) > 20  # his colour in the legend


def test_a_game_drawing_in_svg(qapp, board: Board, saved: Path, tmp_path: Path) -> None:
    out = tmp_path / "at300.svg"
    assert cli_main(["export", "--save", str(saved), "--at", "300", "--out", str(out), "--width", "1200"]) == 0
    text = out.read_text(encoding="utf-8")
    for color in crayon_colors()[:2]:
        assert color.name() in text
    assert "after action 300 of 600" in text  # the legend's title


def test_errors_come_before_work(qapp, board: Board, saved: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    drawn: list[str] = []
    monkeypatch.setattr(BoardPicture, "draw", lambda *_a: drawn.append("drawn"))
    cases = [
        (["--save", str(tmp_path / "no such save.json"), "--out", str(tmp_path / "missing" / "g.png")],
         "cannot export"),  # the target is refused first, before the save is even read
        (["--save", str(tmp_path / "no such save.json"), "--out", str(tmp_path / "g.png")], "cannot read the game"),
        (["--save", str(saved), "--at", "601", "--out", str(tmp_path / "g.png")], "between 0 and 600"),
        (["--save", str(saved), "--at", "-1", "--out", str(tmp_path / "g.png")], "between 0 and 600"),
        (["--at", "3", "--out", str(tmp_path / "g.png")], "--at needs --save"),
        (["--save", str(saved), "--out", str(tmp_path)], "cannot export"),
    ]
    for args, words in cases:
        assert cli_main(["export", *args]) == 2, args
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and words in err, (args, err)
    assert drawn == [] and not list(tmp_path.glob("*.png"))


def _export(window: MainWindow, qtbot, monkeypatch: pytest.MonkeyPatch, out: Path, part: str,
            with_game: bool) -> QImage:
    def accept(dialog: ExportDialog) -> int:
        dialog.path.setText(str(out))
        dialog.pixels.setValue(1000)
        (dialog.view if part == "view" else dialog.whole).setChecked(True)
        dialog.game.setChecked(with_game)
        assert dialog.problem() is None
        return ExportDialog.DialogCode.Accepted

    monkeypatch.setattr(ExportDialog, "exec", accept)
    window.export_dialog()
    job = window.pictures.jobs[-1]
    with qtbot.waitSignal(job.ended, timeout=60_000):
        pass
    return QImage(str(out))


def test_the_window_exports_the_game_shown_or_the_board(window: MainWindow, board: Board, saved: Path, qtbot,
                                                        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    window.history.review_file(str(saved))
    window.history.go(450)
    colors = crayon_colors()
    with_game = _export(window, qtbot, monkeypatch, tmp_path / "game.png", "whole", True)
    board_only = _export(window, qtbot, monkeypatch, tmp_path / "board.png", "whole", False)
    assert with_game.height() > board_only.height()  # the legend's band
    rows = _board_rows(board, board_only)
    assert _count(with_game, colors[0], rows) > 200 and _count(board_only, colors[0], rows) < 20
    for _ in range(3):
        window.view.zoom_in()
    view = _export(window, qtbot, monkeypatch, tmp_path / "view.png", "view", True)
    visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert view.width() == 1000 and view.height() > 1000 * visible.height() / visible.width()
    assert not window.scene.items() or all(type(i).__name__ != "LegendItem" for i in window.scene.items())


def test_the_dialog_refuses_a_bad_file_before_anything(qtbot, tmp_path: Path) -> None:
    dialog = ExportDialog(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), None)
    qtbot.addWidget(dialog)
    assert not dialog.game.isEnabled()  # no game on the board
    dialog.path.setText(str(tmp_path / "missing" / "x.png"))
    assert "does not exist" in (dialog.problem() or "")
    dialog.path.setText(str(tmp_path / "x.gif"))
    assert ".png or .svg" in (dialog.problem() or "")
    dialog.path.setText(str(tmp_path / "x.svg"))
    assert dialog.problem() is None
