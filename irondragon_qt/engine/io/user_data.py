"""Where the app keeps each game's autosave: the user data folder (platformdirs), one file a game.
The registry answers it from a pack's ``autosave_name`` without loading the pack's saves (the
window checks for unfinished games at start), the save frame from the same name."""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "IronDragonQt"  # the app's user data folder, where every title's autosave lives


def autosave_file(name: str, directory: str | os.PathLike[str] | None = None) -> Path:
    """The autosave called ``name`` in the user data folder, or in ``directory``."""
    if directory is None:
        import platformdirs

        directory = platformdirs.user_data_dir(APP_NAME, appauthor=False)
    return Path(directory) / name
