"""What a game's rule options are called in words (issue 43: the new-game dialog named them by
code, "GR-Q2"): each option's label, its line of help and the rule that explains it, from the
game's ``resources/rules/<folder>/options.toml``. The rule's ID goes in the tooltip, beside the
help, never in the label."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache

from ..engine import i18n
from ..engine.i18n import translate
from .resources import resources_dir


@dataclass(frozen=True)
class OptionText:
    label: str  # "Flat city cost"
    help: str  # one line: what the option changes
    rule: str  # the rule ID whose paragraph explains it ("GR-Q2"), or ""

    def tip(self) -> str:
        """The tooltip: the help, then the rule it is about."""
        return translate("NewGameDialog", "{help}\n(Rule {rule})").format(help=self.help, rule=self.rule) \
            if self.rule else self.help



def option_texts(folder: str) -> dict[str, OptionText]:
    """Every option of a game (its rules folder, ``iron_dragon``), in the player's language
    (``options.de.toml``); empty if the file is missing or damaged (the dialog then falls back on
    the option's key)."""
    return _option_texts(folder, i18n.language())


@cache
def _option_texts(folder: str, language: str) -> dict[str, OptionText]:
    try:
        with open(i18n.localized(resources_dir() / "rules" / folder / "options.toml", language), "rb") as f:
            data = tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError):
        return {}
    return {key: OptionText(str(v.get("label", "")) or _worded(key), str(v.get("help", "")), str(v.get("rule", "")))
            for key, v in data.items() if isinstance(v, dict)}


def option_text(folder: str, key: str) -> OptionText:
    return option_texts(folder).get(key) or OptionText(_worded(key), "", "")


def _worded(key: str) -> str:
    return key.replace("_", " ").capitalize()
