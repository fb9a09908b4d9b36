"""The report ``irondragon map-check`` gives of any game's board: the folder, whether it loaded
(when not, the loader's one-line message is the single error), what is wrong with it as a game
(errors), what is merely odd (warnings) and the counts a map author compares with the printed
board (``stats``, the game's own), as plain data (``--json``) and, at its end, for people.
No Qt; each pack gathers its own errors, warnings and counts and draws its own tables."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from .hexmap_files import BoardError
from .words import plural

Board = TypeVar("Board")
Findings = tuple[list[str], list[str], dict[str, Any]]  # errors, warnings, stats


@dataclass
class MapReport:
    """What a map check found. ``loaded`` is False when the folder could not be read at all."""

    folder: str
    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)
    loaded: bool = True

    @property
    def ok(self) -> bool:
        return not self.errors

    def to_dict(self) -> dict[str, Any]:
        return {"folder": self.folder, "loaded": self.loaded, "ok": self.ok, "errors": list(self.errors),
                "warnings": list(self.warnings), "stats": self.stats}


def unloadable(folder: str, message: str) -> MapReport:
    """The report of a folder that cannot be loaded: the loader's message is its one error."""
    return MapReport(folder, [message], loaded=False)


def hex_board_report(folder: Path | None, default_dir: Path, load: Callable[[Path | None], Board],
                     check: Callable[[Board], Findings]) -> MapReport:
    """Load a hex board at ``folder`` (None: ``default_dir``, the bundled one) and check it:
    ``check`` gives its errors, warnings and counts. A folder the loader refuses is the report
    with the loader's one line (engine/hexmap_files.py)."""
    where = str(folder if folder is not None else default_dir)
    try:
        board = load(folder)
    except BoardError as e:
        return unloadable(where, str(e))
    return MapReport(where, *check(board))


def findings(report: MapReport) -> list[str]:
    """The report's end for people: its errors, its warnings, then the verdict."""
    out = [f"Errors ({len(report.errors)})"]
    out += [f"  - {e}" for e in report.errors] or ["  none"]
    out.append(f"Warnings ({len(report.warnings)})")
    out += [f"  - {w}" for w in report.warnings] or ["  none"]
    out.append("")
    verdict = "OK" if report.ok else "FAILED"
    out.append(f"map-check {verdict}: {plural(len(report.errors), 'error')}, {plural(len(report.warnings), 'warning')}")
    return out


def table(title: str, rows: list[tuple[str, object]]) -> list[str]:
    """A titled table for people: one row a line, the names padded to one width."""
    width = max(len(k) for k, _ in rows)
    return [title] + [f"  {k.ljust(width)}  {v}" for k, v in rows]


def hex_report_text(report: MapReport, tables: Callable[[dict[str, Any]], list[str]]) -> str:
    """A hex board's report for people: its name, hexes and folder, the pack's ``tables`` of its
    counts (``stats``, which hold ``board`` and ``layout``), then its errors, warnings and the
    verdict; for a folder that could not be loaded, the loader's line."""
    if not report.loaded:
        return f"Board folder: {report.folder}\nCannot be loaded: {report.errors[0]}"
    s = report.stats
    head = [f"Board {s['board']!r} ({s['layout']['orientation']}-top hexes, {s['layout']['offset']})",
            f"Folder: {report.folder}", ""]
    return "\n".join([*head, *tables(s), "", *findings(report)])
