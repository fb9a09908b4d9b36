"""engine/game_session.py, what every title's table does with its game, on the counting game: an
action goes through the model (its reason when refused, and then nothing happens), the table is
refreshed before the game is saved, undo and redo are the model's and show and save too, and a
title's session forgets what it showed after every change."""

from __future__ import annotations

from typing import Any

from irondragon_qt.engine.game_session import TableSession

from .counting_game import Add, CountingGame, Draw, Pass, new_game


class Recorder:
    """The table's callbacks, in the order they were called."""

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.saved: list[str] = []

    def change(self) -> None:
        self.calls.append("change")

    def save(self, game: CountingGame) -> None:
        self.calls.append("save")
        self.saved.append(game.digest())


class Previewing(TableSession[CountingGame, Any]):
    """A title's session with something shown on the board between actions."""

    def __init__(self, game: CountingGame, table: Recorder) -> None:
        super().__init__(game, table.change, table.save)
        self.preview: list[int] | None = [1, 2]
        self.table = table

    def forget(self) -> None:
        self.table.calls.append("forget")
        self.preview = None


def session(game: CountingGame | None = None) -> tuple[Previewing, Recorder]:
    table = Recorder()
    return Previewing(game or new_game(), table), table


def test_an_action_is_processed_then_shown_then_saved() -> None:
    s, table = session()
    assert s.act(Add(0, 2)) is None
    assert s.game.state.count == 2 and s.preview is None
    assert table.calls == ["forget", "change", "save"]  # the table first: a failing save leaves it fresh
    assert table.saved == [s.game.digest()]


def test_a_refused_action_gives_the_models_reason_and_changes_nothing() -> None:
    s, table = session()
    before = s.game.digest()
    assert s.act(Add(0, 7)) == "Add 1 to 3, not 7."
    assert s.act(Add(1, 1)) == "It is Ann's turn, not Bo's."
    assert s.game.digest() == before and s.preview == [1, 2] and table.calls == []


def test_a_quick_action_may_leave_the_refresh_and_the_save_to_later() -> None:
    s, table = session()
    assert s.act(Add(0, 1), refresh=False, save=False) is None
    assert s.game.state.count == 1 and table.calls == ["forget"]
    assert s.act(Add(0, 1), save=False) is None
    assert table.calls == ["forget", "forget", "change"]


def test_undo_and_redo_are_the_models_and_are_shown_and_saved() -> None:
    s, table = session()
    s.act(Add(0, 3))
    s.act(Add(0, 2))
    after_two = s.game.digest()
    table.calls.clear()
    s.preview = [5]
    assert s.undo() is True
    assert s.game.state.count == 3 and s.preview is None
    assert table.calls == ["forget", "change", "save"] and table.saved[-1] == s.game.digest()
    assert s.redo() is True
    assert s.game.digest() == after_two and table.saved[-1] == after_two
    assert s.redo() is False  # nothing left to do again: nothing shown, nothing saved
    assert len(table.saved) == 4  # two actions, the undo and the redo


def test_undo_stops_at_the_turn_and_at_hidden_information() -> None:
    s, table = session()
    s.act(Add(0, 1))
    s.act(Pass(0))
    assert s.undo() is False  # Bo's turn: Ann's actions are hers to keep
    s.act(Add(1, 1))
    s.act(Draw(1))
    table.calls.clear()
    assert s.undo() is False and table.calls == []  # the number drawn is out
    assert s.game.state.count == 2


def test_a_title_that_shows_nothing_between_actions_needs_no_hooks() -> None:
    plain: TableSession[CountingGame, Any] = TableSession(new_game())
    assert plain.act(Add(0, 1)) is None and plain.undo() and plain.game.state.count == 0
    assert plain.event_areas() == []
