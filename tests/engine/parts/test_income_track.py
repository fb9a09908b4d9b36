"""The income track (engine/parts/income_track.py): the income per position from data, a marker
moved and kept on the track (RW-22, RW-Q1, ST-14, ST-15)."""

from __future__ import annotations

import pytest

from irondragon_qt.engine.parts.income_track import IncomeTrack


def test_the_data_is_named_in_its_errors() -> None:
    with pytest.raises(ValueError, match=r"^roew/income\.toml has no positions$"):
        IncomeTrack.from_data([], "roew/income.toml")


def test_each_position_pays_the_datas_amount() -> None:
    track = IncomeTrack.from_data([0, 1000, 2000, 2500], "income.toml")
    assert track.last == 3
    assert [track.pays(n) for n in range(4)] == [0, 1000, 2000, 2500]


@pytest.mark.parametrize("position", [-1, 4])
def test_a_position_off_the_track_is_refused(position: int) -> None:
    with pytest.raises(ValueError, match=f"position {position} is off the track \\(0 to 3\\)"):
        IncomeTrack((0, 1, 2, 3)).pays(position)


def test_a_marker_moves_and_stays_on_the_track() -> None:
    track = IncomeTrack((0, 1, 2, 3))
    assert track.moved(0, 2) == 2
    assert track.moved(2, 5) == 3  # the last position holds it
    assert track.moved(2, -1) == 1
    assert track.moved(1, -4) == 0


@pytest.mark.parametrize("amounts, words", [
    ([], "income.toml has no positions"),
    ([0, -1], "position 1 must pay a whole number of at least 0, not -1"),
    ([0, True], "position 1 must pay a whole number of at least 0, not True"),
    ([0, 1.5], "position 1 must pay a whole number of at least 0, not 1.5"),
])
def test_bad_data_is_refused_with_the_entry_named(amounts: list[object], words: str) -> None:
    with pytest.raises(ValueError) as e:
        IncomeTrack.from_data(amounts, "income.toml")
    assert words in str(e.value)
