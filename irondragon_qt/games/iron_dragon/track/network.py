"""Each player's network and victory connectivity (rules.md V1, M7, B14).

A player's rail graph is his own sections, plus what links mileposts for everyone: the red
area of every major city, the tunnels (entrance to its twin) and the active magic links.
A magic link that counts for victory makes its two cities "already connected to each other"
(M7): a network that reaches either city counts both, and networks at its two ends are one.
Results are memoised per (player, active links, reading) and dropped when the track changes.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..board.board import Board
from .track import Track


def active_links(board: Board, events: Iterable[str] = (), *, suspensions: bool = True) -> frozenset[str]:
    """Names of the magic links in effect: always-on ones, plus those an event switched on,
    minus those an event suspends (rules.md M7, X5). ``suspensions=False`` keeps the suspended
    ones: a Wizards Strike stops movement over a link, not its counting for victory (M7, V1)."""
    drawn = set(events)
    out = set()
    for link in board.magic_links:
        on = link.always_active or (link.activated_by_event is not None and link.activated_by_event in drawn)
        if on and not (suspensions and link.suspended_by_event and link.suspended_by_event in drawn):
            out.add(link.name)
    return frozenset(out)


class Networks:
    """Connectivity questions about one track, memoised until the track changes."""

    def __init__(self, board: Board, track: Track) -> None:
        self.board, self.track = board, track
        self._version = -1
        self._cache: dict[tuple[int, frozenset[str], bool], list[set[str]]] = {}
        self._major_of = {board.by_id[mid].index: c.name for c in board.cities.values() if c.is_major
                          for mid in c.mileposts}

    def _components(self, player: int, links: frozenset[str], either_city: bool) -> list[set[str]]:
        """The major cities each connected piece of the player's network touches."""
        if self._version != self.track.version:
            self._cache.clear()
            self._version = self.track.version
        key = (player, links, either_city)
        if key not in self._cache:
            self._cache[key] = self._compute(player, links, either_city)
        return self._cache[key]

    def _compute(self, player: int, links: frozenset[str], either_city: bool) -> list[set[str]]:
        board = self.board
        sections = self.track.sections_of(player)
        if not sections:
            return []
        parent: dict[object, object] = {}

        def find(x: object) -> object:
            root = x
            while parent.get(root, root) != root:
                root = parent[root]
            while parent.get(x, x) != root:
                parent[x], x = root, parent[x]
            return root

        for a, b in sections:
            x, y = self._node(a), self._node(b)
            parent.setdefault(x, x)
            parent.setdefault(y, y)
            parent[find(x)] = find(y)
        # a tunnel joins an entrance to its twin for everyone; nothing has to be built there
        for t in board.tunnels:
            s, u = self._node(t.surface), self._node(t.underground)
            if s in parent and u in parent:  # both touched by his track
                parent[find(s)] = find(u)
        for link in board.magic_links:
            if link.name in links and link.counts_for_victory:
                ends: tuple[object, object] = (("major", link.a), ("major", link.b))
                present = [end in parent for end in ends]
                if any(present) if either_city else all(present):
                    for end in ends:
                        parent.setdefault(end, end)
                    parent[find(ends[0])] = find(ends[1])
        pieces: dict[object, set[str]] = {}
        for node in list(parent):
            majors = pieces.setdefault(find(node), set())
            if isinstance(node, tuple):
                majors.add(str(node[1]))
        return list(pieces.values())

    def _node(self, index: int) -> object:
        """A major city's seven mileposts are one node: its red area links them (M4)."""
        city = self._major_of.get(index)
        return ("major", city) if city else index

    def connected_majors(self, player: int, links: frozenset[str] | None = None, *,
                         either_city: bool = True) -> set[str]:
        """The largest set of major cities one continuous network of the player links (V1).

        A magic link in ``links`` counts both its cities for a network that reaches either
        (M7); with ``either_city=False`` (rules edition 1) it only joins his track at both."""
        links = active_links(self.board) if links is None else links
        comps = self._components(player, links, either_city)
        return max(comps, key=len, default=set())
