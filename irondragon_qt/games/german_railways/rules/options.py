"""Rule options, recorded in every save (GR_RULES.md's GR-Q decisions are the defaults):

- ``flat_city_cost`` (GR-Q2 b): a city cell costs a flat 2 instead of its terrain's cost;
- ``unpaying_income_zero`` (GR-Q6): a company that may not pay yet (BHE, GR-C8) counts 0 in
  player income until it may;
- ``hidden_cash`` (GR-Q12): players' cash is hidden from the others (a view's concern: the rules
  are the same, ``cash_seen_by`` says what a seat may see);
- ``leipzig_value`` (GR-Q13): the value of the city ``q13_city`` (Leipzig), 1 or 2;
- ``winsome_cubes`` (GR-Q1): the Winsome cube counts instead of the Queen/RGG ones."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from ....engine.rule_options import options_from_dict

LEIPZIG_VALUES = (1, 2)


@dataclass(frozen=True, slots=True)
class GameOptions:
    flat_city_cost: bool = False
    unpaying_income_zero: bool = False
    hidden_cash: bool = False
    leipzig_value: int = 1
    winsome_cubes: bool = False

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_dict(data: object) -> GameOptions:
        """Options from a save; ValueError naming the bad option."""
        return options_from_dict(GameOptions, data, {"leipzig_value": _leipzig})


def _leipzig(value: object) -> str | None:
    if type(value) is not int or value not in LEIPZIG_VALUES:  # not True, not 1.0
        return f"leipzig_value must be 1 or 2, not {value!r:.40}"
    return None
