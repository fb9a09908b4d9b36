"""The engine's readers of an action's fields: every bad value is refused naming the field."""

from __future__ import annotations

import pytest

from irondragon_qt.engine.action_fields import cell, cells, fields_of, flag, text, whole

KINDS = {"bid": ("player", "amount")}


def test_a_known_action_with_its_fields_is_read() -> None:
    data = {"type": "bid", "player": 1, "amount": 3000}
    assert fields_of(data, KINDS) == ("bid", data)
    assert whole(data, "amount", 1, 10_000) == 3000


@pytest.mark.parametrize(("raw", "words"), [
    ([], "must be a table"), ({"type": "sell"}, "unknown action type 'sell'"),
    ({"type": "bid", "player": 0, "amount": 1, "x": 2}, "bid has unknown fields: x")])
def test_an_unknown_kind_or_field_is_refused(raw: object, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        fields_of(raw, KINDS)


@pytest.mark.parametrize("value", [True, 1.5, "3", None, 0, 11])
def test_whole_numbers_are_whole_and_in_range(value: object) -> None:
    with pytest.raises(ValueError, match="amount must be a whole number from 1 to 10"):
        whole({"amount": value}, "amount", 1, 10)


def test_text_flags_and_cells() -> None:
    assert text({"id": "ok"}, "id", "a card") == "ok"
    with pytest.raises(ValueError, match="id must be a card"):
        text({"id": ""}, "id", "a card")
    assert flag({"yes": False}, "yes") is False
    with pytest.raises(ValueError, match="yes must be true or false"):
        flag({"yes": 0}, "yes")
    assert cell({"at": [3, -2]}, "at") == (3, -2)
    with pytest.raises(ValueError, match=r"at must be a \[column, row\] pair"):
        cell({"at": [3, True]}, "at")
    assert cells({"c": [[1, 2], [2, 2]]}, "c", 4) == ((1, 2), (2, 2))
    with pytest.raises(ValueError, match="c must be a list of 1 to 4"):
        cells({"c": []}, "c", 4)
    with pytest.raises(ValueError, match=r"c must hold \[column, row\] pairs"):
        cells({"c": [[1, 2], [10**5, 0]]}, "c", 4)
