"""The track's own bookkeeping."""

from __future__ import annotations

import copy

from irondragon_qt.games.iron_dragon.track.track import Track


def test_a_deep_copy_of_a_track_is_independent_and_keeps_its_version() -> None:
    """Game copies (history snapshots, suggested plans) copy the track the quick way."""
    t = Track({(1, 2): 0, (2, 3): 1})
    t.add(3, 4, 1)
    c = copy.deepcopy(t)
    assert c.sections() == t.sections() and c.version == t.version
    assert c.players_at(3) == t.players_at(3) == {1: 2}
    c.add(4, 5, 0)
    assert t.owner(4, 5) is None and c.owner(4, 5) == 0
    assert t.players_at(4) == {1: 1} and c.players_at(4) == {1: 1, 0: 1}
