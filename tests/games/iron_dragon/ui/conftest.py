"""The shell's windows for the tests of Iron Dragon's table (the same fixtures as tests/ui)."""

from tests.ui.conftest import MakeWindow, make_window, window

__all__ = ["MakeWindow", "make_window", "window"]
