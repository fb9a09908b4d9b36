"""Rule options, recorded in every save (ROEW_RULES.md's decisions are the defaults):

- ``income_reduction`` (RW-Q1 b): the income at a turn's end shrinks as the score grows, by the
  bands of components.toml's ``[[income.reduction]]``; off, $1,000 a point (RW-Q1 c)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from ....engine.rule_options import options_from_dict


@dataclass(frozen=True, slots=True)
class GameOptions:
    income_reduction: bool = False

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_dict(data: object) -> GameOptions:
        """Options from a save; ValueError naming the bad option."""
        return options_from_dict(GameOptions, data)
