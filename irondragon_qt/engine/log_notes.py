"""What the computer players said of their actions, kept with the game and in its save (issue 43:
a loaded game's log had lost "heading for Kola, for Sheep → Kenare"). A note belongs to a line
of the game's log, by its index; it is not part of the rules, so the state's digest leaves it
out, and a save without notes loads as before."""

from __future__ import annotations

from .i18n import number, translate

MAX_NOTE = 400  # a reason is one sentence; a longer text in a file is not one of ours
MAX_NOTES = 50_000  # a note a log line at most; a long game has about 10,000 lines


def notes_to_data(notes: dict[int, str]) -> dict[str, dict[str, str]]:
    """The save's ``notes`` field (JSON keys are text), or nothing when there are none."""
    return {"notes": {str(i): notes[i] for i in sorted(notes)}} if notes else {}


def notes_from_data(value: object) -> dict[int, str]:
    """The notes a save holds; ValueError naming what is wrong with a damaged or hostile field."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise ValueError(translate("Files", "notes must be a table of log lines and what was said of them"))
    if len(value) > MAX_NOTES:
        raise ValueError(translate("Files", "{count} notes: more than any game has (at most {limit})").format(
            count=number(len(value)), limit=number(MAX_NOTES)))
    notes: dict[int, str] = {}
    for key, text in value.items():
        if not (isinstance(key, str) and key.isdigit() and len(key) <= 6 and key.isascii()):
            raise ValueError(translate("Files", "a note must name a line of the log by its number, not {key}").format(
                key=repr(key[:20])))
        if not isinstance(text, str) or len(text) > MAX_NOTE or not text.isprintable():
            raise ValueError(translate("Files", "the note on log line {key} must be one line of at most {limit} "
                                       "characters").format(key=key, limit=MAX_NOTE))
        notes[int(key)] = text
    return notes
