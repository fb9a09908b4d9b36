"""View > Language (issue 48): the system's language, English or Deutsch, as radio entries; the
choice is remembered in the settings (``uikit.language.SETTING``) and takes effect at once.

Every word of a window is set when it is built, so a window is built again in the new language
(``ui.rebuild``), with the same game open where it was, or the practice board as it was."""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from ..engine import i18n
from ..engine.i18n import translate
from ..uikit import language
from .rebuild import Rebuildable, choose


class LanguageMenu:
    """The entries of View > Language in ``window``; ``actions`` by code ("" for the system's)."""

    def __init__(self, window: Rebuildable, menu: QMenu) -> None:
        self.window = window
        self.menu = menu.addMenu(translate("Menus", "&Language"))
        self.menu.menuAction().setStatusTip(translate("Menus", "The language of the window's words"))
        group = QActionGroup(window)
        chosen = language.chosen(window.settings)
        system = i18n.LANGUAGES[language.system_code()]
        entries = {"": translate("Menus", "System ({language})").format(language=system)}
        entries |= dict(i18n.LANGUAGES)  # each language in its own words: a player finds his own
        self.actions: dict[str, QAction] = {}
        for code, text in entries.items():
            a = QAction(text, window)
            a.setCheckable(True)
            a.setChecked(code == chosen)
            tip = (translate("Menus", "The language the system asks for: {language}").format(language=system)
                   if not code else text)
            a.setStatusTip(tip)
            a.triggered.connect(lambda _=False, c=code: choose(self.window, c))
            group.addAction(a)
            self.menu.addAction(a)
            self.actions[code] = a
