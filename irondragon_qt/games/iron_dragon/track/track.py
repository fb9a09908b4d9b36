"""Track on the board: which player owns each section. Plain data that serialises to JSON.

A section is an edge between two neighbouring mileposts, keyed by the sorted pair of indices
(rule B7: at most one section per edge, of any player). Who has track at each milepost and
each player's network are kept up to date section by section, so a copy does not rebuild them;
``with_section`` answers "what if" without copying at all.
"""

from __future__ import annotations

from typing import Protocol

from ....engine.memo import Memo


def edge(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


class Track:
    def __init__(self, owners: dict[tuple[int, int], int] | None = None,
                 reserved: dict[tuple[int, int], int] | None = None) -> None:
        self._owners: dict[tuple[int, int], int] = {}
        # sections erased by an event that only their owner may rebuild for a while (B15)
        self.reserved: dict[tuple[int, int], int] = dict(reserved or {})
        self.version = 0  # bumped on every change, so memoised answers know they are stale
        self.base_version = -1  # for a working copy: the version of the track it was copied from
        self.memo = Memo()  # what planners derive from this track, by version (a copy starts without)
        # kept up to date section by section: milepost -> player -> his sections touching it,
        # and player -> milepost -> the same count (his network is its keys)
        self._at: dict[int, dict[int, int]] = {}
        self._nodes: dict[int, dict[int, int]] = {}
        for (a, b), p in (owners or {}).items():
            self._put(edge(a, b), p)

    # --- queries --------------------------------------------------------------------------
    def owner(self, a: int, b: int) -> int | None:
        return self._owners.get(edge(a, b))

    def sections(self) -> dict[tuple[int, int], int]:
        return dict(self._owners)

    def sections_of(self, player: int) -> list[tuple[int, int]]:
        return [e for e, p in self._owners.items() if p == player]

    def network(self, player: int) -> set[int]:
        """Mileposts touched by the player's track."""
        return set(self._nodes.get(player, ()))

    def on_network(self, player: int, milepost: int) -> bool:
        return milepost in self._nodes.get(player, ())

    def players_at(self, milepost: int) -> dict[int, int]:
        """Player -> number of his sections that touch this milepost."""
        return dict(self._at.get(milepost, ()))

    # --- changes --------------------------------------------------------------------------
    def add(self, a: int, b: int, player: int) -> None:
        key = edge(a, b)
        if key in self._owners:
            raise ValueError(f"section {key} is already built")
        self._put(key, player)
        self.reserved.pop(key, None)
        self.version += 1

    def remove(self, a: int, b: int) -> None:
        if self._take(edge(a, b)) is not None:
            self.version += 1

    def _put(self, key: tuple[int, int], player: int) -> None:
        self._owners[key] = player
        for m in key:
            at = self._at.setdefault(m, {})
            at[player] = at.get(player, 0) + 1
            nodes = self._nodes.setdefault(player, {})
            nodes[m] = nodes.get(m, 0) + 1

    def _take(self, key: tuple[int, int]) -> int | None:
        player = self._owners.pop(key, None)
        if player is None:
            return None
        for m in key:
            for counts, k in ((self._at[m], player), (self._nodes[player], m)):
                counts[k] -= 1
                if not counts[k]:
                    del counts[k]
            if not self._at[m]:
                del self._at[m]
        return player

    def erase(self, sections: list[tuple[int, int]], reserve: bool = True) -> None:
        """Remove sections (an event's doing); their owners keep the right to rebuild (B15)."""
        for a, b in sections:
            owner = self._take(edge(a, b))
            if owner is not None and reserve:
                self.reserved[edge(a, b)] = owner
        self.version += 1

    def release(self, sections: list[tuple[int, int]] | None = None) -> None:
        """End rebuilding priority (for the given sections, or all)."""
        if sections is None:
            self.reserved.clear()
        for a, b in sections or []:
            self.reserved.pop(edge(a, b), None)

    def copy(self) -> Track:
        out = Track(reserved=self.reserved)
        out._owners = dict(self._owners)
        out._at = {m: dict(c) for m, c in self._at.items()}
        out._nodes = {p: dict(c) for p, c in self._nodes.items()}
        return out

    def __deepcopy__(self, memo: dict[int, object]) -> Track:
        """A copy of a game (a history snapshot, a plan's position) copies its track the quick way."""
        out = self.copy()
        out.version, out.base_version = self.version, self.base_version
        memo[id(self)] = out
        return out

    def with_section(self, a: int, b: int, player: int) -> TrackView:
        """This track as it would be with one more section: a view, nothing is copied."""
        return WithSection(self, edge(a, b), player)

    # --- saving ---------------------------------------------------------------------------
    def to_list(self, ids: list[str]) -> list[list[object]]:
        return [[ids[a], ids[b], p] for (a, b), p in sorted(self._owners.items())]


class TrackView(Protocol):
    """What the building rules read of a track."""

    @property
    def reserved(self) -> dict[tuple[int, int], int]: ...

    def owner(self, a: int, b: int) -> int | None: ...

    def network(self, player: int) -> set[int]: ...

    def on_network(self, player: int, milepost: int) -> bool: ...

    def players_at(self, milepost: int) -> dict[int, int]: ...


class WithSection:
    """A track with one section more, read-only, for asking what that section would change."""

    def __init__(self, base: Track, key: tuple[int, int], player: int) -> None:
        self.base, self.key, self.player = base, key, player

    @property
    def reserved(self) -> dict[tuple[int, int], int]:
        if self.key in self.base.reserved:
            return {k: v for k, v in self.base.reserved.items() if k != self.key}
        return self.base.reserved

    def owner(self, a: int, b: int) -> int | None:
        return self.player if edge(a, b) == self.key else self.base.owner(a, b)

    def network(self, player: int) -> set[int]:
        out = self.base.network(player)
        return out | set(self.key) if player == self.player else out

    def on_network(self, player: int, milepost: int) -> bool:
        return (player == self.player and milepost in self.key) or self.base.on_network(player, milepost)

    def players_at(self, milepost: int) -> dict[int, int]:
        out = self.base.players_at(milepost)
        if milepost in self.key:
            out[self.player] = out.get(self.player, 0) + 1
        return out
