"""The computer players count the race to victory as the game does (V1, M7): during a Wizards
Strike a network at Wikkedde still links Ozu-Zarkh for victory, in every rules edition as the
game itself counts it."""

from __future__ import annotations

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.victory import linked_majors, win_plan
from irondragon_qt.games.iron_dragon.bots.view import observe
from irondragon_qt.games.iron_dragon.rules import events
from irondragon_qt.games.iron_dragon.rules.editions import CURRENT_RULES
from irondragon_qt.games.iron_dragon.rules.holdings import foreman_of
from irondragon_qt.games.iron_dragon.rules.phases import connected_majors
from irondragon_qt.games.iron_dragon.rules.setup import event_key
from tests.games.iron_dragon.rules.test_rules_draft_upgrades_victory import _link, operating


def test_R_M7_V1_bots_count_the_link_for_victory_during_a_strike_as_the_game_does(board: Board) -> None:
    for rules in (CURRENT_RULES, 2, 1):
        g = operating(board, rules=rules)
        me = g.state.current
        _link(g, me, ["Eaglehawk", "Railla", "Wikkedde"])
        events.draw_event(g, event_key("classic", "139"), me)  # Wizard's Strike
        view = observe(g, me)
        assert linked_majors(view) == connected_majors(g, me), rules
        assert ("Ozu-Zarkh" in linked_majors(view)) == (rules == CURRENT_RULES)
        plan = win_plan(view, foreman_of(g, me))
        assert plan is not None and plan.linked == frozenset(connected_majors(g, me))
        assert plan.needed == 7 - len(plan.linked)
