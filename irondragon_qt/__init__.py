"""Iron Dragon Qt: a desktop edition of the crayon-rail board game Iron Dragon.

``model`` is the game in pure Python (no Qt), ``ui`` the Qt interface over it, ``cli`` the
``irondragon`` command. This top level holds the version and imports nothing else of its own,
except ``__main__``, which runs the command."""

__version__ = "0.1.0"
# the desktop's name for the app: the .desktop and AppStream files in resources/ and the Wayland app id
APP_ID = "io.github.irondragon_qt.IronDragonQt"
