"""The actions' codec (rules/actions.py): every action to its JSON form and back, and every hostile
form refused with a ValueError naming the field, before it can reach the rules."""

from __future__ import annotations

import json

import pytest

from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.building import BuildStep
from irondragon_qt.games.railways_of_england_wales.rules.game import Game

EVERY_ACTION = [
    a.ChooseBaron(0, "financier"), a.Bid(1, 3000), a.Bid(4, a.MAX_AMOUNT), a.PassBid(2),
    a.Build(0, (BuildStep(None, (9, 15), ((10, 15), (11, 15))),)),
    a.Build(3, (BuildStep(7, None, ((4, 5),)), BuildStep(None, (1, 2), ((2, 2), (3, 2)))),
            ("tunnel-engineer", "civil-engineers")),
    a.Urbanize(1, (11, 17), "yellow"), a.Upgrade(2), a.Deliver(0, (9, 15), "purple", (3, 12, 5)),
    a.TakeCard(4, "rail-inspector-2"), a.Pass(3), a.Inspect(1, True), a.Inspect(2, False),
]


@pytest.mark.parametrize("action", EVERY_ACTION, ids=lambda x: type(x).__name__)
def test_every_action_goes_to_json_and_back(action: object) -> None:
    data = json.loads(json.dumps(Game.codec.to_dict(action)))
    assert Game.codec.from_dict(data) == action


def test_every_kind_of_action_is_in_the_list() -> None:
    assert {type(x).__name__ for x in EVERY_ACTION} == set(Game.handlers)


STEP = {"link": None, "start": [9, 15], "cells": [[10, 15]]}


@pytest.mark.parametrize(("raw", "words"), [
    ([], "an action must be a table"),
    ({"player": 0}, "unknown action type"),
    ({"type": "teleport", "player": 0}, "unknown action type"),
    ({"type": "pass", "player": 0, "extra": 1}, "pass has unknown fields: extra"),
    ({"type": "pass"}, "player must be a whole number"),
    ({"type": "pass", "player": True}, "player must be a whole number"),
    ({"type": "pass", "player": 10}, "player must be a whole number from 0 to 9"),
    ({"type": "bid", "player": 0, "amount": 0}, "amount must be a whole number"),
    ({"type": "bid", "player": 0, "amount": "5000"}, "amount must be a whole number"),
    ({"type": "bid", "player": 0, "amount": 10**30}, "amount must be a whole number"),
    ({"type": "choose_baron", "player": 0, "baron": ""}, "baron must be a Baron card's id"),
    ({"type": "choose_baron", "player": 0, "baron": "x" * 41}, "baron must be a Baron card's id"),
    ({"type": "choose_baron", "player": 0, "baron": 3}, "baron must be"),
    ({"type": "urbanize", "player": 0, "town": [11], "colour": "yellow"}, "town must be a [column, row] pair"),
    ({"type": "urbanize", "player": 0, "town": [11, 17], "colour": None}, "colour must be a colour"),
    ({"type": "urbanize", "player": 0, "town": [11, 17], "colour": "y" * 11}, "colour must be a colour"),
    ({"type": "deliver", "player": 0, "start": [9, 15], "colour": "red", "links": 3}, "links must be a list"),
    ({"type": "deliver", "player": 0, "start": [9, 15], "colour": "red", "links": [1] * 17}, "links must be a list"),
    ({"type": "deliver", "player": 0, "start": [9, 15], "colour": "red", "links": [-1]}, "link must be a whole"),
    ({"type": "deliver", "player": 0, "start": [9.5, 15], "colour": "red", "links": [1]}, "start must be"),
    ({"type": "take_card", "player": 0, "card": []}, "card must be an Operations card's id"),
    ({"type": "inspect", "player": 0, "play": "yes"}, "play must be true or false"),
    ({"type": "inspect", "player": 0}, "play must be true or false"),
    ({"type": "build", "player": 0, "steps": [], "cards": []}, "a build needs at least one step"),
    ({"type": "build", "player": 0, "steps": [STEP] * 13, "cards": []}, "steps must be a list of at most 12"),
    ({"type": "build", "player": 0, "steps": [STEP], "cards": ["a"] * 5}, "cards must be a list of at most 4"),
    ({"type": "build", "player": 0, "steps": [STEP]}, "cards must be a list"),
    ({"type": "build", "player": 0, "steps": [STEP], "cards": [7]}, "card must be an Operations card's id"),
    ({"type": "build", "player": 0, "steps": ["x"], "cards": []}, "a build step must be a table"),
    ({"type": "build", "player": 0, "steps": [{**STEP, "extra": 1}], "cards": []}, "a build step must be a table"),
    ({"type": "build", "player": 0, "steps": [{**STEP, "link": 4}], "cards": []}, "not both or neither"),
    ({"type": "build", "player": 0, "steps": [{**STEP, "start": None}], "cards": []}, "not both or neither"),
    ({"type": "build", "player": 0, "steps": [{**STEP, "link": -2, "start": None}], "cards": []},
     "link must be a whole number"),
    ({"type": "build", "player": 0, "steps": [{**STEP, "cells": []}], "cards": []}, "cells must be a list of 1"),
    ({"type": "build", "player": 0, "steps": [{**STEP, "cells": [[1, 2]] * 13}], "cards": []},
     "cells must be a list of 1 to 12"),
    ({"type": "build", "player": 0, "steps": [{**STEP, "cells": [[1, 2, 3]]}], "cards": []},
     "cells must hold [column, row] pairs"),
    ({"type": "build", "player": 0, "steps": [{**STEP, "start": [1, 10**9]}], "cards": []}, "start must be"),
])
def test_hostile_actions_are_refused_naming_the_field(raw: object, words: str) -> None:
    with pytest.raises(ValueError) as caught:
        a.action_from_dict(raw)
    assert words in str(caught.value)
