"""Rules editions: where the rules this program enforces changed between its versions, as data.

A game records the edition it is played under (the save's ``"rules"``; a save of file version 1
is edition 1) and keeps it for good, so an old game replays and goes on exactly as it was
played. Each rule that changed reads its flag from ``game.edition``; there is no
``if edition == 1`` anywhere else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..words import translate


@dataclass(frozen=True, slots=True)
class RuleEdition:
    number: int
    only_collector_moves_bribe_free: bool  # M6: only the bribes' collector (the Orc) moves free;
    #   else whoever pays no building bribe (the Troll too) moved free
    bribe_on_step_up: bool  # M6: stepping up out of the Underground is a move in it
    sandstorm_returns_to_ports: bool  # E5: back to the last city or port, not only city
    upgrade_drops_chosen_load: bool  # F3: the player names the load to drop; else the last goes
    magic_link_counts_either_city: bool  # M7/V1: reaching one linked city counts both
    keep_no_foreman_in_every_deal: bool  # S4: else only in the first deal
    placing_train_is_not_acting: bool  # T2: the hand may still be discarded after placing (O5)
    one_load_per_event: bool  # E7: one event takes one load at most; else a tier's "all" took all
    half_rate_after_entering_step: bool  # M1: what is left after the step into the area is halved;
    #   else what was left before it
    rebuild_priority_by_owner_turns: bool  # B15: the owner's next three turns; else three rounds
    links_count_during_strike: bool  # M7/V1: a suspended link still counts for victory; else not
    option_defaults: tuple[tuple[str, Any], ...] = ()  # what a missing option meant then (X4, X5)
    note: str = ""  # said when a game of this edition cannot be replayed

    def defaults(self) -> dict[str, Any]:
        return dict(self.option_defaults)


RULE_EDITIONS: dict[int, RuleEdition] = {
    1: RuleEdition(
        1, only_collector_moves_bribe_free=False, bribe_on_step_up=False, sandstorm_returns_to_ports=False,
        upgrade_drops_chosen_load=False, magic_link_counts_either_city=False,
        keep_no_foreman_in_every_deal=False, placing_train_is_not_acting=False,
        one_load_per_event=False, half_rate_after_entering_step=False, rebuild_priority_by_owner_turns=False,
        links_count_during_strike=False,
        option_defaults=(("event_deck", "classic"), ("rainbow_bridge", "card")),
        note="it was saved under rules edition 1, and since then the map has changed: "
             "Piggnytz is a small city (B8)"),
    2: RuleEdition(
        2, only_collector_moves_bribe_free=True, bribe_on_step_up=True, sandstorm_returns_to_ports=True,
        upgrade_drops_chosen_load=True, magic_link_counts_either_city=True,
        keep_no_foreman_in_every_deal=True, placing_train_is_not_acting=True,
        one_load_per_event=False, half_rate_after_entering_step=False, rebuild_priority_by_owner_turns=False,
        links_count_during_strike=False),
    3: RuleEdition(
        3, only_collector_moves_bribe_free=True, bribe_on_step_up=True, sandstorm_returns_to_ports=True,
        upgrade_drops_chosen_load=True, magic_link_counts_either_city=True,
        keep_no_foreman_in_every_deal=True, placing_train_is_not_acting=True,
        one_load_per_event=True, half_rate_after_entering_step=True, rebuild_priority_by_owner_turns=True,
        links_count_during_strike=True),
}
CURRENT_RULES = max(RULE_EDITIONS)


def edition(number: object) -> RuleEdition:
    """The edition of this number; ValueError with one line for a player if there is none."""
    if isinstance(number, bool) or not isinstance(number, int):
        raise ValueError(translate("IronDragonRules", "the rules edition must be a whole number, not {value}").format(
            value=f"{number!r:.40}"))
    found = RULE_EDITIONS.get(number)
    if found is None:
        known = ", ".join(str(n) for n in sorted(RULE_EDITIONS))
        raise ValueError(translate("IronDragonRules", "rules edition {number} is unknown to this program (it plays "
                                   "editions {known})").format(number=number, known=known))
    return found
