"""The compiled translations for the German tests of this pack: built once a session from the
.ts sources (``tools.translations.build``), so that ``pytest`` alone finds them."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from irondragon_qt.engine import i18n

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="session")
def compiled_translations() -> None:
    sys.path.insert(0, str(ROOT))
    from tools import translations

    translations.build()


@pytest.fixture
def german(compiled_translations: None) -> Iterator[None]:
    """The player's language is German for the test, English again after it."""
    assert i18n.set_language("de") == "de", i18n.problems()
    yield
    i18n.set_language("en")
