"""A pack on the skeleton declares itself in one call (issue 44): where each part lives is the
skeleton's, not the pack's, so every pack keeps the same names in the same places and the shell,
the command line and a reader find them there. Nothing is imported until it is first asked for:
registering costs nothing, and the window starts without any game's rules.

=====================  =====================================================================
``board/map_loader``   ``load_board()``: the bundled board
``rules/game``         ``Game`` (its ``replay``), ``new_game(board, names, seed, seats)``
``rules/legal``        ``legal_actions(game)``
``rules/audit``        ``audit(game)``
``bots/bot``           ``make_player(seat, level, seed)``
``bots/memory``        what they remember, saved with the game (``bot_memory.MemoryCodec``), with ``memory=True``
``tools/parts``        the command line's names (``engine.contract.ToolParts``)
``tools/simulation``   ``simulate``'s (``engine.contract.Simulation``)
``tools/commands``     ``route`` and ``best-network`` (``RouteTools``), with ``route=True``
``ui/parts``           ``TABLE`` (``uikit.table.Table``), with ``table=True``
=====================  =====================================================================

mypy cannot follow a module named by a string, so each pack's ``__init__`` checks the tools'
modules against their Protocols in a ``TYPE_CHECKING`` block (``FITS``), and the contract tests
call every part of every pack."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any

from .contract import simulation_view, tools_view
from .registry import GamePack


def skeleton_pack(package: str, *, key: str, title: str, save_format: str, autosave_name: str,
                  seat_kinds: tuple[str, ...], players: tuple[int, ...], money: Callable[[int], str],
                  folder: str, route: bool = False, table: bool = True,
                  modes: Mapping[str, str] | None = None, memory: bool = False) -> GamePack:
    """The ``GamePack`` of the pack ``package`` (its ``__name__``), its parts found by the skeleton.
    ``modes``: a pack with more than one game gives each other game's save format and the game class
    that replays it, as ``"module:Class"`` in the pack (``{"...-share-game": "stock.game:StockGame"}``)."""
    others = dict(modes or {})

    def part(module: str) -> Any:  # a module; Any, as mypy cannot follow the name
        return import_module(f"{package}.{module}")

    def replay(board: Any, data: dict[str, Any]) -> Any:
        other = others.get(str(data.get("format")))
        if other is None:
            return part("rules.game").Game.replay(board, data)
        module, name = other.split(":")
        return getattr(part(module), name).replay(board, data)

    def legal_actions(game: Any) -> list[Any]:
        return list(part("rules.legal").legal_actions(game))

    return GamePack(
        key=key, title=title, save_format=save_format, autosave_name=autosave_name, seat_kinds=seat_kinds,
        players=players, money=money, folder=folder, replay=replay, legal_actions=legal_actions,
        load_board=lambda: part("board.map_loader").load_board(),
        new_game=lambda board, names, seed, seats: part("rules.game").new_game(board, names, seed, seats),
        make_player=lambda seat, level, seed: part("bots.bot").make_player(seat, level, seed),
        audit=lambda game: part("rules.audit").audit(game),
        tools=lambda: tools_view(part("tools.parts")),
        simulation=lambda: simulation_view(part("tools.simulation")),
        route=(lambda: part("tools.commands")) if route else None,
        ui=(lambda: part("ui.parts").TABLE) if table else None, other_formats=tuple(others),
        memory=(lambda: part("bots.memory")) if memory else None)
