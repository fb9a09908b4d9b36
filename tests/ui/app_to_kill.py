"""The app as a player runs it, in a process of its own for a test to kill (SIGKILL) in the
middle of a game: a window of GAME with a game of computer players at Instant speed, its
autosave in the user data folder (the test points XDG_DATA_HOME elsewhere). Prints "playing"
once the game is on the table.

    python tests/ui/app_to_kill.py GAME_KEY SETTINGS_FILE
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from irondragon_qt.engine.registry import game_pack
from irondragon_qt.ui.main_window import MainWindow


def main(key: str, settings_file: str) -> int:
    app = QApplication(sys.argv)
    settings = QSettings(settings_file, QSettings.Format.IniFormat)
    settings.setValue("bots/speed", "instant")
    pack = game_pack(key)
    board = pack.load_board()
    window = MainWindow(board, settings, game=key)  # the autosave where a player's is: the user data folder
    window.show()
    levels = [k for k in pack.seat_kinds[1:]][:3]
    count = max(min(pack.players), len(levels))
    seats = [levels[i % len(levels)] for i in range(count)]

    def start() -> None:
        window.start_game(pack.new_game(board, [f"Seat {i + 1}" for i in range(count)], 17, seats))
        print("playing", flush=True)

    QTimer.singleShot(0, start)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
