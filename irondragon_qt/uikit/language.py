"""The window's language (issue 48): the player's choice (View > Language, remembered in the
settings) or else the system's, for the app's own words (``engine.i18n``) and for the words Qt
draws itself (dialog buttons, the file dialog), with numbers in that language's form."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from ..engine import i18n

SETTING = "language"  # "" (or absent): the system's


class _Qt:
    translator: QTranslator | None = None


def chosen(settings: QSettings) -> str:
    """The language the player chose ("" for the system's)."""
    value = str(settings.value(SETTING, "") or "")
    return value if value in i18n.LANGUAGES else ""


def system_code() -> str:
    """The first of the system's user-interface languages that the app speaks."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in i18n.LANGUAGES:
            return code
    return i18n.system_language()


def apply(settings: QSettings) -> str:
    """Use the chosen (or the system's) language from now on; returns the one in use."""
    used = i18n.set_language(chosen(settings) or system_code())
    app = QCoreApplication.instance()
    if _Qt.translator is not None and app is not None:
        app.removeTranslator(_Qt.translator)
        _Qt.translator = None
    if used != i18n.ENGLISH and app is not None:
        qt_words = QTranslator(app)
        if qt_words.load(f"qtbase_{used}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_words)
            _Qt.translator = qt_words
    QLocale.setDefault(QLocale(used))
    return used
