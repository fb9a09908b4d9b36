"""A tutorial's steps, as its data file gives them (``resources/tutorial/...toml``), with the
game's numbers filled into their words; and which step to show. No Qt.

A step's ``done`` names the check (the pack's script) that says, from the game alone, that it
was done; ``next`` is the step's Next button. ``point_when`` names a condition of the pack's
desk: until it holds the frame stays off the controls (the text speaks of the board first)."""

from __future__ import annotations

import tomllib
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from ...engine import i18n
from ...engine.io.bundled import bundled_dir

NEXT = "next"  # a step read and done with its Next button


@dataclass(frozen=True)
class Step:
    title: str
    text: str
    done: str  # a check's name, or NEXT
    rings: tuple[str, ...] = ()  # what to ring on the board (the pack's desk reads them)
    widgets: tuple[str, ...] = ()  # texts of controls to point at, first found wins
    rule: str = ""  # the rule a "Read the rule" link opens
    point_when: str = ""  # a condition of the pack's desk; "": point at once


class Script(Protocol):
    """What the desk asks of a pack's script."""

    @property
    def steps(self) -> tuple[Step, ...]: ...

    def done(self, game: Any, step: Step) -> bool:
        """Is the checked step done, by the game's state?"""
        ...


def read_tutorial(*path: str) -> dict[str, Any]:
    """The tutorial's data file, under the bundled resources' ``tutorial`` folder."""
    with open(i18n.localized(bundled_dir("resources").joinpath("tutorial", *path)), "rb") as f:  # tutorial.de.toml
        return tomllib.load(f)


def fill(text: str, words: Mapping[str, str]) -> str:
    """``{name}`` in ``text`` replaced by its word; unknown names stay as written."""
    for key, value in words.items():
        text = text.replace("{" + key + "}", value)
    return text


def read_steps(raw: list[dict[str, Any]], words: Mapping[str, str], checks: Collection[str],
               conditions: Collection[str] = ()) -> tuple[Step, ...]:
    """The steps of the data file, their words filled in; ValueError naming a step whose check or
    condition the pack does not know."""
    steps = tuple(Step(title=fill(s["title"], words), text=" ".join(fill(s["text"], words).split()),
                       done=s["done"], rings=tuple(fill(r, words) for r in s.get("rings", [])),
                       widgets=tuple(fill(w, words) for w in s.get("widgets", [])), rule=s.get("rule", ""),
                       point_when=s.get("point_when", ""))
                  for s in raw)
    for step in steps:
        if step.done != NEXT and step.done not in checks:
            raise ValueError(f"tutorial step {step.title!r}: unknown check {step.done!r}")
        if step.point_when and step.point_when not in conditions:
            raise ValueError(f"tutorial step {step.title!r}: unknown condition {step.point_when!r}")
    return steps


def first_open_step(game: Any, script: Script, start: int) -> int:
    """The step to show, from ``start`` on: steps already done are passed (a Next step never)."""
    n = start
    while n < len(script.steps) and script.steps[n].done != NEXT and script.done(game, script.steps[n]):
        n += 1
    return n
