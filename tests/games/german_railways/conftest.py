"""The player's language German for a test of this pack (issue 48): the compiled translations are
built once a session (the root conftest's ``translations_built``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from irondragon_qt.engine import i18n


@pytest.fixture
def german(translations_built: None) -> Iterator[None]:
    """German for the test, English again after it."""
    assert i18n.set_language("de") == "de", i18n.problems()
    yield
    i18n.set_language("en")
