"""Iron Dragon's practice boards (``uikit.table.PracticeParts``): the panel, and boards as files."""

from __future__ import annotations

import os

from ...board.board import Board
from ...practice.board_file import FORMAT, PracticeFileError, load
from ...practice.session import PracticeSession
from .panel import PracticePanel

__all__ = ["FORMAT", "PracticeFileError", "PracticePanel", "open_board"]


def open_board(path: str | os.PathLike[str], board: Board) -> PracticeSession:
    """The practice session a board file holds; PracticeFileError (or ValueError) if it cannot."""
    return PracticeSession.from_file(board, load(path, board))
