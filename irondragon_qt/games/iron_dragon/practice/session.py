"""A practice session: one player builds freely on an empty board (issue 3, practice mode).

The player chooses a foreman, a budget (a number of GP or unlimited) and whether the 20 GP
per-turn limit applies. Each "turn" is a building phase whose pending sections are committed
together, as in the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..board.board import Board
from ..board.components import Foreman
from ..track.build_turn import BuildPhase, apply_build
from ..track.building import BuildOptions
from ..track.network import Networks
from ..track.track import Track
from ..words import translate
from .board_file import PracticeBoard, foreman_of

UNLIMITED = 10**9


@dataclass
class PracticeSession:
    board: Board
    foreman: Foreman | None = None
    budget: int | None = None  # None: unlimited
    per_turn_limit: bool = True
    track: Track = field(default_factory=Track)
    spent: int = 0
    turns: int = 0
    built: list[tuple[int, int]] = field(default_factory=list)  # sections in the order built
    phase: BuildPhase = field(init=False)

    def __post_init__(self) -> None:
        self.networks = Networks(self.board, self.track)
        self.new_phase()

    @property
    def options(self) -> BuildOptions:
        """With the per-turn limits on, a practice turn is a game turn (B2, B5); with them off,
        the whole network may be drawn in one go."""
        if self.per_turn_limit:
            rules = self.board.components.rules
            return BuildOptions(turn_limit=int(rules.get("build_limit_per_turn", 20)),
                                major_exits_per_turn=int(rules.get("sections_out_of_major_cities_per_turn", 2)))
        return BuildOptions(turn_limit=UNLIMITED, major_exits_per_turn=UNLIMITED)

    @property
    def money_left(self) -> int:
        return UNLIMITED if self.budget is None else self.budget - self.spent

    def new_phase(self) -> None:
        self.phase = BuildPhase(self.board, self.track, 0, cash=self.money_left, players=1,
                                foreman=self.foreman, options=self.options)

    def set_foreman(self, foreman: Foreman | None) -> None:
        """Practice lets the player swap foremen freely; pending track is re-checked."""
        self.foreman = foreman
        pending = [(p.a, p.b) for p in self.phase.pending]
        self.new_phase()
        for a, b in pending:
            if self.phase.add(a, b):
                break

    def commit(self) -> str | None:
        """Build the pending sections (End turn). Returns the refusal, or None."""
        if not self.phase.pending:
            return translate("IronDragonTrack", "Nothing to build: draw track first.")
        spent, reason = apply_build(self.board, self.track, self.phase.action(), cash=self.money_left,
                                    players=1, foreman=self.foreman, options=self.options)
        if reason:
            return reason
        self.built.extend((p.a, p.b) for p in self.phase.pending)
        self.spent += spent
        self.turns += 1
        self.new_phase()
        return None

    def to_file(self) -> PracticeBoard:
        """The committed track as a practice board file (pending sections are not saved)."""
        ids = self.board.mileposts
        return PracticeBoard(self.board.map_id, self.foreman.kind if self.foreman else None, self.budget,
                             self.per_turn_limit, [(ids[a].id, ids[b].id) for a, b in self.built], self.spent)

    @staticmethod
    def from_file(board: Board, saved: PracticeBoard) -> PracticeSession:
        """A session from a loaded (already checked) practice board."""
        session = PracticeSession(board, foreman=foreman_of(board, saved.foreman), budget=saved.budget,
                                  per_turn_limit=saved.per_turn_limit)
        for a, b in saved.indices(board):
            session.track.add(a, b, 0)
            session.built.append((a, b))
        session.spent = saved.spent
        session.new_phase()
        return session

    def majors_connected(self) -> set[str]:
        return self.networks.connected_majors(0)

    @property
    def sections(self) -> int:
        return len(self.track.sections())
