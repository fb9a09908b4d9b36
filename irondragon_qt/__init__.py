"""Iron Dragon Qt: a desktop edition of the crayon-rail board game Iron Dragon.

``engine`` is what every game shares (no Qt), ``games`` the game packs (Iron Dragon: its rules in
pure Python and its table in Qt), ``uikit`` the Qt parts with no game in them, ``ui`` the shell
(window, docks, help, history, export), ``cli`` the ``irondragon`` command. This top level holds
the version and imports nothing else of its own, except ``__main__``, which runs the command."""

__version__ = "0.1.0"
# the desktop's name for the app: the .desktop and AppStream files in resources/ and the Wayland app id
APP_ID = "io.github.irondragon_qt.IronDragonQt"
