"""argparse's own words (its usage line, its headings, its errors) in the player's language
(issue 48). argparse looks each one up through ``gettext`` as it prints it; ``use_our_words``
has it look them up here instead, so ``--help`` and a mistyped option read in one language."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from ..engine.i18n import translate


def argparse_words() -> dict[str, str]:
    """argparse's messages (its %-placeholders kept) -> the same in the language in use."""
    return {
        "usage: ": translate("CommandLine", "usage: "),
        "positional arguments": translate("CommandLine", "positional arguments"),
        "options": translate("CommandLine", "options"),
        "show this help message and exit": translate("CommandLine", "show this help message and exit"),
        "show program's version number and exit": translate("CommandLine", "show program's version number and exit"),
        "%(prog)s: error: %(message)s\n": translate("CommandLine", "%(prog)s: error: %(message)s\n"),
        "the following arguments are required: %s": translate("CommandLine",
                                                              "the following arguments are required: %s"),
        "unrecognized arguments: %s": translate("CommandLine", "unrecognized arguments: %s"),
        "argument %(argument_name)s: %(message)s": translate("CommandLine", "argument %(argument_name)s: %(message)s"),
        "invalid choice: %(value)r (choose from %(choices)s)": translate(
            "CommandLine", "invalid choice: %(value)r (choose from %(choices)s)"),
        "invalid %(type)s value: %(value)r": translate("CommandLine", "invalid %(type)s value: %(value)r"),
        "expected one argument": translate("CommandLine", "expected one argument"),
        "not allowed with argument %s": translate("CommandLine", "not allowed with argument %s"),
        "ambiguous option: %(option)s could match %(matches)s": translate(
            "CommandLine", "ambiguous option: %(option)s could match %(matches)s"),
        "one of the arguments %s is required": translate("CommandLine", "one of the arguments %s is required"),
    }


def use_our_words() -> Callable[[str], str]:
    """argparse's words from here on in the language in use (those not listed stay as they are)."""
    words = argparse_words()

    def said(text: str) -> str:
        return words.get(text, text)

    setattr(argparse, "_", said)  # noqa: B010  (argparse's module-level gettext alias)
    return said
