"""The menus that follow the mode (issue 11): in a game, File > New, Open and Save (Ctrl+N,
Ctrl+O, Ctrl+S) act on games, in practice on practice boards; what cannot act now is disabled
(Undo, Redo, Save, Suggest a plan, Discard hand...) with the reason in its tip; File > Open
recent lists the games and practice boards opened or saved last; the computer players' speed,
pause and the hand-over screen are remembered settings."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from ... import games  # noqa: F401  (registers the bundled games)
from ...engine.i18n import translate
from ...engine.registry import DEFAULT, game_keys, game_pack, pack_for_save
from ...engine.words import and_list
from ...uikit.table import table_of

if TYPE_CHECKING:
    from ...uikit.host import DeskHost
    from ...uikit.table import GamePanelBase

RECENT_KEY = "recent/files"
RECENT_MAX = 8


def handover_tip() -> str:
    return translate("Menus", "Hide the table (money is private) until the next player clicks; off for open games")


def recent_files(settings: object) -> list[str]:
    value = settings.value(RECENT_KEY, [])  # type: ignore[attr-defined]
    if isinstance(value, str):
        value = [value] if value else []
    return [str(v) for v in value or []][:RECENT_MAX]


def remember_file(settings: object, path: str) -> None:
    files = [p for p in recent_files(settings) if Path(p) != Path(path)]
    settings.setValue(RECENT_KEY, [str(Path(path).resolve()), *files][:RECENT_MAX])  # type: ignore[attr-defined]


FORMAT_FIELD = re.compile(rb'"format"\s*:\s*"([^"\\]{0,60})"')
HEAD_BYTES = 4096  # where the format is: the first field of both kinds of file


def _format_of(path: str) -> str | None:
    """The format a file names near its top (OSError when it cannot be read; a named pipe or a
    device is refused without reading, ``read_at_most``)."""
    from ...engine.io.read_file import read_at_most

    m = FORMAT_FIELD.search(read_at_most(path, HEAD_BYTES))
    return m.group(1).decode("utf-8", "replace") if m else None


def game_of_save(path: str) -> str | None:
    """The key of the game whose saves carry this file's format (any game here), or None."""
    try:
        return pack_for_save({"format": _format_of(path)}).key
    except ValueError:
        return None


def file_kind(path: str, game: str = DEFAULT) -> str | None:
    """"game" or "practice" by the file's format field (near its top), or None: not a file of
    ``game``'s. Only the loader of that kind then reads the whole file, strictly. OSError when it
    cannot be read."""
    pack = game_pack(game)
    found = _format_of(path)
    kinds = dict.fromkeys(pack.formats, "game")
    practice = table_of(pack).practice  # None: the game has no practice boards
    if practice is not None:
        kinds[practice().FORMAT] = "practice"
    return kinds.get(found or "")


def open_filter(game: str, practice: bool) -> str:
    """The file dialogs' filter: every game's saves (a save opens in its own game), and this
    game's practice boards when it has them."""
    titles = ", ".join(game_pack(key).title for key in game_keys())
    what = (translate("Menus", "Games ({games}) and practice boards") if practice
            else translate("Menus", "Games ({games})")).format(games=titles)
    return what + " (*.json);;" + translate("Menus", "All files") + " (*)"



def open_refusal(name: str, game: str, error: OSError | None = None) -> str:
    """Why File > Open refuses a file: it cannot be read (``error``), or it is neither kind (what
    it is not, and the formats)."""
    if error is not None:
        return translate("Menus", "{file} cannot be opened.\n\n{error}").format(file=name,
                                                                               error=error.strerror or error)
    pack = game_pack(game)

    titles = and_list([game_pack(key).title for key in game_keys()], "or")
    practice = table_of(pack).practice
    formats = [f for key in game_keys() for f in game_pack(key).formats] + [practice().FORMAT if practice else ""]
    listed = and_list([repr(f) for f in formats if f], "or")
    if practice is not None:
        return translate("Menus", "{file} cannot be opened.\n\nIt is neither a saved game ({games}) nor a practice "
                         "board of {game} (its format, at the top of the file, is not {formats}).").format(
            file=name, games=titles, game=pack.title, formats=listed)
    return translate("Menus", "{file} cannot be opened.\n\nIt is not a saved game of {games} (its format, at the top "
                     "of the file, is not {formats}).").format(file=name, games=titles, formats=listed)


def is_game_file(path: str, game: str = DEFAULT) -> bool:
    """A saved game (else a practice board): by the format named at the top of the file."""
    try:
        return file_kind(path, game) == "game"
    except OSError:
        return False


class TableMenus:
    """The mode-following actions of the main window's File, Game and View menus."""

    def __init__(self, window: DeskHost) -> None:
        self.w = window
        self.settings = window.settings

    def action(self, text: str, slot: Callable[[], object], shortcut: QKeySequence | QKeySequence.StandardKey | str |
               None = None, tip: str = "", checkable: bool = False) -> QAction:
        a = QAction(text, self.w)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if tip:
            a.setStatusTip(tip)
            a.setToolTip(tip)
        a.setCheckable(checkable)
        a.triggered.connect(lambda _=False: slot())
        return a

    # --- File -------------------------------------------------------------------------------------
    def file_actions(self, menu: QMenu) -> None:
        w = self.w
        self.new = self.action(translate("Menus", "&New practice board"), self.file_new, QKeySequence.StandardKey.New)
        self.open = self.action(translate("Menus", "&Open…"), self.file_open, QKeySequence.StandardKey.Open,
                                translate("Menus", "Open a saved game or a practice board (whichever the file is)"))
        self.save = self.action(translate("Menus", "&Save practice board…"), self.file_save,
                                QKeySequence.StandardKey.Save)
        self.save_as = self.action(translate("Menus", "Save game &as…"), w.save_game_dialog,
                                   QKeySequence.StandardKey.SaveAs,
                                   translate("Menus", "Save this game to a file of your choice"))
        for a in (self.new, self.open, self.save, self.save_as):
            menu.addAction(a)
        self.recent = menu.addMenu(translate("Menus", "Open &recent"))
        self.recent.aboutToShow.connect(self._fill_recent)

    def file_new(self) -> None:
        if self.w.game_panel is not None:
            self.w.new_game_dialog()
        else:
            self.w.new_practice_board()

    def file_open(self) -> None:
        """Ctrl+O in either mode: a game or a practice board, whichever the file is."""
        self.w.open_any_dialog()

    def file_save(self) -> None:
        if self.w.game_panel is not None:
            self.w.save_game()
        else:
            self.w.save_practice()

    def _fill_recent(self) -> None:
        self.recent.clear()
        files = recent_files(self.settings)
        for path in files:
            kind = (translate("Menus", "{file}  (game)") if is_game_file(path, self.w.pack.key)
                    else translate("Menus", "{file}  (practice board)"))
            a = self.recent.addAction(kind.format(file=Path(path).name))
            a.setToolTip(path)
            a.setEnabled(Path(path).is_file())
            a.triggered.connect(lambda _=False, p=path: self.open_recent(p))
        if not files:
            self.recent.addAction(translate("Menus", "No files yet")).setEnabled(False)
        self.recent.addSeparator()
        clear = self.recent.addAction(translate("Menus", "Clear the list"))
        clear.setEnabled(bool(files))
        clear.triggered.connect(lambda: self.settings.setValue(RECENT_KEY, []))

    def open_recent(self, path: str) -> bool:
        if not Path(path).is_file():
            self.w.statusBar().showMessage(translate("Menus", "{file} is no longer there.").format(file=path), 8000)
            return False
        return self.w.open_any(path)

    # --- Game --------------------------------------------------------------------------------------
    def game_actions(self, menu: QMenu) -> None:
        w = self.w
        self.suggest = self.action(
            translate("Menus", "&Suggest a plan"), w.suggest_plan, "Ctrl+I",
            translate("Menus", "The three best trips for your cards, with their track and the train's way"))
        self.discard = self.action(translate("Menus", "&Discard hand"), w.discard_hand, None,
                                   translate("Menus", "Instead of this turn: three new demand cards (T2)"))
        self.handover = self.action(translate("Menus", "&Hand-over screen between players"), w.set_handover, None,
                                    handover_tip(), checkable=True)
        self.handover.setChecked(str(self.settings.value("game/handover", "true")) != "false")
        self.pause = self.action(translate("Menus", "&Pause computer players"), w.pause_bots, "Ctrl+Shift+Space",
                                 translate("Menus", "Stop the computer players after their current action"),
                                 checkable=True)
        for a in (self.suggest, self.discard):
            menu.addAction(a)
            a.setVisible(w.table.plans is not None)  # a game without plans: no entries
        menu.addSeparator()
        speed_menu = menu.addMenu(translate("Menus", "Computer players' &speed"))
        group = QActionGroup(self.w)
        board_parts = w.table.board()  # loaded with the window: the game's rules are not needed yet
        speeds, default = board_parts.SPEEDS, board_parts.DEFAULT_SPEED
        chosen = str(self.settings.value("bots/speed", default))
        self.speeds: dict[str, QAction] = {}
        for key, speed in speeds.items():
            a = self.action(speed.label, lambda k=key: w.set_bot_speed(k), None,  # type: ignore[misc]
                            translate("Menus", "How fast a computer player's track and train are shown"),
                            checkable=True)
            a.setChecked(key == (chosen if chosen in speeds else default))
            group.addAction(a)
            speed_menu.addAction(a)
            self.speeds[key] = a
        menu.addAction(self.pause)
        menu.addAction(self.handover)
        menu.setToolTipsVisible(True)  # a greyed-out entry's tip says why (a disabled entry shows no status tip)

    def view_actions(self, menu: QMenu) -> None:
        self.log = self.action(translate("Menus", "Game &log and plans"), self.w.toggle_log, "Ctrl+L",
                               translate("Menus", "Show or hide the game log and the suggested plans"), checkable=True)
        self.log.setChecked(str(self.settings.value("game/log", "true")) != "false")
        menu.addAction(self.log)

    # --- following the mode and the game ---------------------------------------------------------------
    def update(self) -> None:
        """Labels for the mode; each action enabled if it can act now, else why not."""
        w = self.w
        panel = w.game_panel
        game_mode = panel is not None
        practice = getattr(w, "practice", None) is not None
        self.new.setText(translate("Menus", "&New game…") if game_mode or not practice
                         else translate("Menus", "&New practice board"))
        self.save.setText(translate("Menus", "&Save game") if game_mode or not practice
                          else translate("Menus", "&Save practice board…"))
        self.save_as.setEnabled(game_mode)
        locked = panel.locked() if panel is not None else translate("Menus", "No game is being played.")
        game = panel.game if panel is not None else None
        self._enable(w.undo_action, locked or (None if game and game.can_undo() else
                                               translate("Menus", "Nothing to undo this turn (not past a card draw)")),
                     practice_ok=not game_mode)  # in practice: takes back the last pending section
        self._enable(w.redo_action, locked or (None if game and game.can_redo() else
                                               translate("Menus", "Nothing to redo")))
        plans = w.table.plans
        refused = (plans().plans_refused(game) if plans and game
                   else translate("Menus", "Plans are for the turns of the game"))
        self._enable(self.suggest, locked or refused)
        discard = (None if locked or not game or plans is None
                   else game.check(plans().discard_hand(game)))  # not while it thinks
        self._enable(self.discard, locked or discard)
        self._enable(w.go_action, locked)
        self.pause.setEnabled(game_mode and bool(panel and panel.bots.bots))
        self._handover(panel)
        if panel is not None and self.pause.isChecked() != panel.bots.paused:  # a failed decision pauses them
            self.pause.blockSignals(True)
            self.pause.setChecked(panel.bots.paused)
            self.pause.blockSignals(False)

    def _handover(self, panel: GamePanelBase | None) -> None:
        """The hand-over screen, if the game in play has something to hide: a pack's panel may say
        why not (``handover_refused()``, e.g. money that is open), shown in the entry's tips."""
        why_not = None if panel is None else panel.handover_refused()
        self.handover.setEnabled(why_not is None)
        tip = handover_tip() if why_not is None else f"{handover_tip()}.\n{why_not}"
        self.handover.setToolTip(tip)
        self.handover.setStatusTip(handover_tip() if why_not is None else why_not)


    @staticmethod
    def _enable(action: QAction, reason: str | None, practice_ok: bool = False) -> None:
        on = reason is None or practice_ok
        action.setEnabled(on)
        tip = action.statusTip().split("\n")[0]
        action.setToolTip(tip if on else f"{tip}\n{reason}" if tip else str(reason))
