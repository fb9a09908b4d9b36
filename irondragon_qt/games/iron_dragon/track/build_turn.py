"""A building phase in progress: pending sections a player can still edit, then one action.

Sections drawn but not yet confirmed may be erased freely (B16); confirming hands the whole
turn's track to the game as a single ``BuildTrack`` action. The opening's three building turns
follow the order of O2.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..board.board import Board
from ..board.components import Foreman
from ..words import translate
from .building import BuildOptions, SectionQuote, TurnBuild, apply_section, check_section
from .track import Track


@dataclass(frozen=True, slots=True)
class BuildTrack:
    """The action: these sections, in this order, by this player."""

    player: int
    sections: tuple[tuple[str, str], ...]  # milepost ids, from -> to

    def to_dict(self) -> dict[str, Any]:
        return {"type": "build_track", "player": self.player, "sections": [list(s) for s in self.sections]}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> BuildTrack:
        if data.get("type") != "build_track":
            raise ValueError("not a build_track action")
        player = data.get("player")
        sections = data.get("sections")
        if not isinstance(player, int) or isinstance(player, bool) or not isinstance(sections, list):
            raise ValueError("build_track needs a player number and a list of sections")
        if len(sections) > 200 or set(data) - {"type", "player", "sections"}:
            raise ValueError("build_track has too many sections or unknown fields")
        out = []
        for s in sections:
            if not (isinstance(s, list) and len(s) == 2 and all(isinstance(x, str) and len(x) < 40 for x in s)):
                raise ValueError(f"a section is a pair of milepost ids, not {s!r}")
            out.append((s[0], s[1]))
        return BuildTrack(player, tuple(out))


@dataclass
class PendingSection:
    a: int
    b: int
    quote: SectionQuote


@dataclass
class BuildPhase:
    """One player's building phase: track as committed plus what he has drawn since."""

    board: Board
    track: Track  # committed track; never changed here until commit
    player: int
    cash: int
    players: int
    foreman: Foreman | None = None
    options: BuildOptions = field(default_factory=BuildOptions)
    already_spent: int = 0  # spent this turn before drawing (foreman change, loco upgrade)
    turn_start: TurnBuild | None = None  # the turn so far (in a game: earlier builds this turn)
    # more of the game's rules for a section (events in effect, F3's lock); None when practising
    extra_check: Callable[[int, int], str | None] | None = field(default=None, repr=False, compare=False)
    pending: list[PendingSection] = field(default_factory=list)
    _state: tuple[Track, TurnBuild] | None = field(default=None, repr=False, compare=False)

    def _replay(self) -> tuple[Track, TurnBuild]:
        """Committed track plus the pending sections, and the turn's bookkeeping so far
        (kept between calls and extended section by section while the player draws)."""
        if self._state is None or self._state[0].base_version != self.track.version:
            trial = self.track.copy()
            trial.base_version = self.track.version
            t0 = self.turn_start
            turn = (TurnBuild(t0.spent, t0.major_exits, t0.underground_bribe_paid, list(t0.sections))
                    if t0 else TurnBuild(spent=self.already_spent))
            for p in self.pending:
                apply_section(self.board, trial, self.player, p.a, p.b, turn, self.foreman)
            self._state = (trial, turn)
        return self._state

    @property
    def spent(self) -> int:
        """GP spent this turn, the pending sections included."""
        return self._replay()[1].spent

    @property
    def pending_cost(self) -> int:
        """GP of the pending sections alone."""
        base = self.turn_start.spent if self.turn_start else self.already_spent
        return self.spent - base

    @property
    def budget_left(self) -> int:
        return min(self.options.turn_limit, self.cash) - self.spent

    def check(self, a: int, b: int) -> str | None:
        if self.extra_check is not None and (reason := self.extra_check(a, b)):
            return reason
        trial, turn = self._replay()
        return check_section(self.board, trial, self.player, a, b, turn, cash=self.cash,
                             players=self.players, foreman=self.foreman, options=self.options)

    def add(self, a: int, b: int) -> str | None:
        """Draw one more section; returns the reason it is refused, or None once it is pending."""
        if self.extra_check is not None and (reason := self.extra_check(a, b)):
            return reason
        trial, turn = self._replay()
        reason = check_section(self.board, trial, self.player, a, b, turn, cash=self.cash,
                               players=self.players, foreman=self.foreman, options=self.options)
        if reason is None:
            q = apply_section(self.board, trial, self.player, a, b, turn, self.foreman)
            self.pending.append(PendingSection(a, b, q))
        return reason

    def _forget(self) -> None:
        self._state = None

    def pop(self) -> PendingSection | None:
        """Take back the last pending section (Backspace)."""
        self._forget()
        return self.pending.pop() if self.pending else None

    def truncate(self, count: int) -> None:
        if count < len(self.pending):
            del self.pending[count:]
            self._forget()

    def clear(self) -> None:
        self.pending.clear()
        self._forget()

    def preview_track(self) -> Track:
        """Committed plus pending track. Do not change it: it is the phase's own working copy."""
        return self._replay()[0]

    def action(self) -> BuildTrack:
        ids = self.board.mileposts
        return BuildTrack(self.player, tuple((ids[p.a].id, ids[p.b].id) for p in self.pending))


def apply_build(board: Board, track: Track, action: BuildTrack, *, cash: int, players: int,
                foreman: Foreman | None = None, options: BuildOptions | None = None,
                already_spent: int = 0, turn_state: TurnBuild | None = None) -> tuple[int, str | None]:
    """Check and apply a whole turn's track. Returns (GP spent, None) or (0, the reason it is
    refused); a refused action changes nothing. ``turn_state`` carries the turn's bookkeeping
    (spending, sections out of major cities, the bribe) across several actions in one turn; it
    is updated only when the action is applied."""
    trial = track.copy()
    base = turn_state or TurnBuild(spent=already_spent)
    turn = TurnBuild(base.spent, base.major_exits, base.underground_bribe_paid, list(base.sections))
    already_spent = base.spent
    for n, (a_id, b_id) in enumerate(action.sections, start=1):
        if a_id not in board.by_id or b_id not in board.by_id:
            return 0, translate("IronDragonTrack", "Section {n}: {a}-{b} is not on this map (B1).").format(
                n=n, a=a_id, b=b_id)
        a, b = board.by_id[a_id].index, board.by_id[b_id].index
        reason = check_section(board, trial, action.player, a, b, turn, cash=cash, players=players,
                               foreman=foreman, options=options)
        if reason:
            return 0, translate("IronDragonTrack", "Section {n} ({a} to {b}): {reason}").format(
                n=n, a=a_id, b=b_id, reason=reason)
        apply_section(board, trial, action.player, a, b, turn, foreman)
    for a_id, b_id in action.sections:
        track.add(board.by_id[a_id].index, board.by_id[b_id].index, action.player)
    if turn_state is not None:
        turn_state.spent, turn_state.major_exits = turn.spent, turn.major_exits
        turn_state.underground_bribe_paid, turn_state.sections = turn.underground_bribe_paid, turn.sections
    return turn.spent - already_spent, None


def opening_order(players: int, first: int) -> list[list[int]]:
    """The three opening building turns (O2): clockwise from the first player, then reversed
    (the last player of turn 1 starts turn 2), then clockwise again."""
    clockwise = [(first + i) % players for i in range(players)]
    return [clockwise, clockwise[::-1], clockwise]
