"""The report ``irondragon map-check`` gives of any game's board: the folder, whether it loaded
(when not, the loader's one-line message is the single error), what is wrong with it as a game
(errors), what is merely odd (warnings) and the counts a map author compares with the printed
board (``stats``, the game's own), as plain data (``--json``) and, at its end, for people.
No Qt; each pack gathers its own errors, warnings and counts and draws its own tables."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .words import plural


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
