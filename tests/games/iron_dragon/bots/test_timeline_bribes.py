"""A trip's timeline charges the Underground's bribe (M6) for every turn the train moves there,
also when the turn's move passes a stop first: issue 47, four-player seed 244028, a Baseline's
opening counted one bribe too few on the way on from where it picked up Iron, built down to 3 GP
and stood in the Underground with 2 GP for the rest of the game."""

from irondragon_qt.games.iron_dragon.bots.trips import Demand, Start, Stop, Timing, _timeline


def _iron_to_kola(cash: int) -> Timing | None:
    """Iron picked up where the train stands, then 42 steps to Kola, steps 10-31 of them in the
    Underground: at 10 steps a turn, turns 1-4 move there."""
    iron = Demand("D1", 0, "Kola", "Iron", 37)
    stops = (Stop("Railla", pick=("Iron",)), Stop("Kola", deliver=(iron,)))
    start = Start(position=5, cash=cash, speed=10, build_limit=20, moves_now=10)
    return _timeline(stops, [(0, 0), (42, 0)], [None, (10, 31)], [0, 0], [0, 37], {}, [], set(), start)


def test_R_M6_moving_on_past_a_stop_into_the_underground_pays_the_bribe_that_turn() -> None:
    assert _iron_to_kola(3) is None  # four turns moving there, four bribes: 3 GP cannot pay them
    timing = _iron_to_kola(4)
    assert timing is not None
    assert timing.turns == 5
    assert timing.gains == ((5, 37 - 4),)


def test_R_M6_the_bribe_is_paid_once_a_turn_however_many_stops_the_move_passes() -> None:
    iron = Demand("D1", 0, "Kola", "Iron", 37)
    stops = (Stop("Railla", pick=("Iron",)), Stop("Uloggh", pick=("Ale",)), Stop("Kola", deliver=(iron,)))
    start = Start(position=5, cash=1, speed=10, build_limit=20, moves_now=10)
    # all of it in the Underground, both stops within the one turn's move: one bribe
    timing = _timeline(stops, [(0, 0), (4, 0), (5, 0)], [None, (0, 4), (0, 5)], [0, 0, 0], [0, 0, 37], {}, [],
                       set(), start)
    assert timing is not None and timing.gains == ((1, 37 - 1),)
