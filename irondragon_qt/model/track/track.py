"""Track on the board: which player owns each section. Plain data that serialises to JSON.

A section is an edge between two neighbouring mileposts, keyed by the sorted pair of indices
(rule B7: at most one section per edge, of any player). Each player's network (the mileposts
his track touches) is memoised and dropped whenever track changes.
"""

from __future__ import annotations

from collections import defaultdict


def edge(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


class Track:
    def __init__(self, owners: dict[tuple[int, int], int] | None = None,
                 reserved: dict[tuple[int, int], int] | None = None) -> None:
        self._owners: dict[tuple[int, int], int] = dict(owners or {})
        # sections erased by an event that only their owner may rebuild for a while (B15)
        self.reserved: dict[tuple[int, int], int] = dict(reserved or {})
        self.version = 0  # bumped on every change, so memoised answers know they are stale
        self.base_version = -1  # for a working copy: the version of the track it was copied from
        self._nodes: dict[int, set[int]] | None = None
        self._at: dict[int, dict[int, int]] | None = None

    # --- queries --------------------------------------------------------------------------
    def owner(self, a: int, b: int) -> int | None:
        return self._owners.get(edge(a, b))

    def sections(self) -> dict[tuple[int, int], int]:
        return dict(self._owners)

    def sections_of(self, player: int) -> list[tuple[int, int]]:
        return [e for e, p in self._owners.items() if p == player]

    def network(self, player: int) -> set[int]:
        """Mileposts touched by the player's track."""
        if self._nodes is None:
            nodes: dict[int, set[int]] = defaultdict(set)
            for (a, b), p in self._owners.items():
                nodes[p].update((a, b))
            self._nodes = nodes
        return self._nodes.get(player, set())

    def players_at(self, milepost: int) -> dict[int, int]:
        """Player -> number of his sections that touch this milepost."""
        if self._at is None:
            at: dict[int, dict[int, int]] = defaultdict(lambda: defaultdict(int))
            for (a, b), p in self._owners.items():
                at[a][p] += 1
                at[b][p] += 1
            self._at = at
        return dict(self._at.get(milepost, {}))

    # --- changes --------------------------------------------------------------------------
    def add(self, a: int, b: int, player: int) -> None:
        key = edge(a, b)
        if key in self._owners:
            raise ValueError(f"section {key} is already built")
        self._owners[key] = player
        self.reserved.pop(key, None)
        self._changed()

    def remove(self, a: int, b: int) -> None:
        if self._owners.pop(edge(a, b), None) is not None:
            self._changed()

    def _changed(self) -> None:
        self.version += 1
        self._nodes = self._at = None

    def erase(self, sections: list[tuple[int, int]], reserve: bool = True) -> None:
        """Remove sections (an event's doing); their owners keep the right to rebuild (B15)."""
        for a, b in sections:
            owner = self._owners.pop(edge(a, b), None)
            if owner is not None and reserve:
                self.reserved[edge(a, b)] = owner
        self._changed()

    def release(self, sections: list[tuple[int, int]] | None = None) -> None:
        """End rebuilding priority (for the given sections, or all)."""
        if sections is None:
            self.reserved.clear()
        for a, b in sections or []:
            self.reserved.pop(edge(a, b), None)

    def copy(self) -> Track:
        return Track(self._owners, self.reserved)

    # --- saving ---------------------------------------------------------------------------
    def to_list(self, ids: list[str]) -> list[list[object]]:
        return [[ids[a], ids[b], p] for (a, b), p in sorted(self._owners.items())]
