"""The ``irondragon`` command: play (default), export, map-check, route, best-network, replay,
simulate; and ``--install-desktop`` (the menu entry on Linux). Each subcommand lives in its own
module and is imported only when it runs."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from .. import __version__
from .. import games as _games  # noqa: F401  (registers the bundled games)
from ..engine import collector, i18n
from ..engine.i18n import translate
from ..engine.registry import DEFAULT, game_keys, game_pack
from .argparse_words import use_our_words


def _game_option() -> argparse.ArgumentParser:
    """``--game TITLE``, on every command that plays, draws or checks a game (issue 23)."""
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument("--game", dest="title", default=None, metavar="TITLE",
                        help=translate("CommandLine", "which game (default {game}; the games: {games})")
                        .format(game=DEFAULT, games=", ".join(game_keys())))
    return parent


def _parser() -> argparse.ArgumentParser:
    game = _game_option()
    foreman = translate("CommandLine", "build with this foreman: catman, dwarf, elf, human, troll…")
    as_json = translate("CommandLine", "print the result as JSON")
    p = argparse.ArgumentParser(prog="irondragon",
                                description=translate("CommandLine", "Iron Dragon Qt, the crayon-rail game."))
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}",
                   help=translate("CommandLine", "show program's version number and exit"))

    p.add_argument("--map", type=Path, default=None,
                   help=translate("CommandLine", "map folder (default: the bundled Iron Dragon map)"))
    desktop = p.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop", action="store_true", help=translate(
        "CommandLine", "add the game to your desktop's menu (Linux: desktop entry and icon in ~/.local/share)"))
    desktop.add_argument("--uninstall-desktop", action="store_true",
                         help=translate("CommandLine", "remove that menu entry and icon again"))
    sub = p.add_subparsers(dest="command")
    play = sub.add_parser("play", parents=[game], help=translate("CommandLine", "open the game window (the default)"),
                          description=translate(
                              "CommandLine", "Open the game window: play against people or computer players, "
                              "practise building, review saved games. This is what irondragon does with no command."))
    play.add_argument("--exit-after-paint", action="store_true", help=argparse.SUPPRESS)
    export = sub.add_parser("export", parents=[game], help=translate(
        "CommandLine", "draw the whole board, or a game on it, to a PNG or SVG file, without a window"),
                            description=translate(
        "CommandLine", "Draw the whole board to a PNG or SVG file without a window; with --save, a saved game on "
        "it: every player's track, trains and loads, and a legend."))
    export.add_argument("-o", "--out", type=Path, required=True,
                        help=translate("CommandLine", "output file: .png or .svg"))
    export.add_argument("--width", type=int, default=3840,
                        help=translate("CommandLine", "picture width in pixels (default 3840)"))
    export.add_argument("--save", type=Path, default=None, metavar="SAVE", help=translate(
        "CommandLine", "draw this saved game: every player's track, trains and loads, and a legend (--game SAVE, as "
        "before, still works)"))
    export.add_argument("--at", type=int, default=None, metavar="ACTION", help=translate(
        "CommandLine", "with --save: the position after this many actions (default: the end)"))
    check = sub.add_parser("map-check", parents=[game],
                           help=translate("CommandLine", "validate a map folder and print its statistics"),
                           description=translate(
        "CommandLine", "Load a map folder, check it and print its statistics; exit status 1 if the checks found "
        "errors, 2 if the map cannot be loaded."))
    check.add_argument("map_dir", nargs="?", type=Path, default=None, help=translate("CommandLine", "map folder"))
    check.add_argument("--json", action="store_true", help=translate("CommandLine", "print the report as JSON"))
    route = sub.add_parser("route", parents=[game], help=translate(
        "CommandLine", "the cheapest build between two cities or mileposts (empty board)"), description=translate(
        "CommandLine", "The cheapest track to build between two cities or mileposts on an empty board, and the "
        "build with the fewest sections."))
    route.add_argument("source", metavar="FROM",
                       help=translate("CommandLine", "a city name or a milepost id such as s:12,30"))
    route.add_argument("target", metavar="TO", help=translate("CommandLine", "a city name or a milepost id"))
    route.add_argument("--foreman", default=None, help=foreman)
    route.add_argument("--json", action="store_true", help=as_json)
    best = sub.add_parser("best-network", parents=[game], help=translate(
        "CommandLine", "the cheapest network found linking 7 of the 8 major cities"), description=translate(
        "CommandLine", "Search for the cheapest network linking 7 of the 8 major cities on an empty board (practice "
        "mode's yardstick)."))
    best.add_argument("--foreman", default=None, help=foreman)
    best.add_argument("--json", action="store_true", help=as_json)
    replay = sub.add_parser("replay", parents=[game], help=translate(
        "CommandLine", "replay a saved game without a window and print where it stands"), description=translate(
        "CommandLine", "Replay a saved game by the rules, without a window, and print its log and where it stands: "
        "each player's money, loco, foreman, loads and cards."))
    replay.add_argument("save", metavar="SAVE", type=Path, help=translate("CommandLine", "a saved game (.json)"))
    replay.add_argument("--summary", action="store_true",
                        help=translate("CommandLine", "only the final state, not the game's log"))
    replay.add_argument("--json", action="store_true", help=as_json)
    sim = sub.add_parser("simulate", parents=[game], help=translate(
        "CommandLine", "computer players play headless games; prints their figures"), description=translate(
        "CommandLine", "Computer players play games without a window; prints per level their wins, turns to victory, "
        "deliveries and decision times. Seats are rotated from game to game."))
    sim.add_argument("--players", required=True, help=translate(
        "CommandLine", "levels by seat, e.g. hard,baseline,baseline,baseline (baseline, easy, standard, hard, any "
        "case; greedy is the baseline too; one for solo games)"))
    sim.add_argument("--games", type=int, default=20, help=translate("CommandLine", "how many games (default 20)"))
    sim.add_argument("--seed", type=int, default=1,
                     help=translate("CommandLine", "the first game's seed; game k uses seed + k"))
    sim.add_argument("--turn-cap", type=int, default=150,
                     help=translate("CommandLine", "stop a game after this many rounds (default 150)"))
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help=translate("CommandLine", "a rule option, e.g. events_off=true (repeatable)"))
    sim.add_argument("--processes", type=int, default=1,
                     help=translate("CommandLine", "games played side by side (default 1)"))
    sim.add_argument("--save-dir", type=Path, default=None,
                     help=translate("CommandLine", "save every game there, to replay in the app"))
    sim.add_argument("--json", action="store_true", help=translate("CommandLine", "print the figures as JSON"))
    sim.add_argument("--dask", metavar="SCHEDULER_ADDRESS", default=None, help=translate(
        "CommandLine", "play the games on a dask.distributed cluster: a scheduler's address, or local for a "
        "LocalCluster of --processes workers (pip install irondragon_qt[cluster])"))
    return p


def main(argv: list[str] | None = None) -> int:
    started = collector.held()  # the window's start sets off no collection until its board is painted
    try:
        return _command(argv, started)
    finally:
        started()


def _command(argv: list[str] | None, started: Callable[[], None]) -> int:
    i18n.set_language()  # the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG); the window may choose another
    use_our_words()  # argparse's own words (usage, errors) in it too
    parser = _parser()
    args = parser.parse_args(argv)
    if args.install_desktop or args.uninstall_desktop:
        if args.command is not None:
            parser.error(translate("CommandLine", "--install-desktop and --uninstall-desktop take no command"))
        from .desktop import run_desktop

        return run_desktop(uninstall=args.uninstall_desktop)
    command = args.command or "play"
    if command != "play":
        started()
    title = getattr(args, "title", None)
    if command == "export" and title is not None and title not in game_keys() and (
            title.endswith(".json") or Path(title).exists()):
        args.save, title = Path(title), None  # ``export --game SAVE``, as before games had names
    title = title or DEFAULT
    try:
        pack = game_pack(title)
    except ValueError as e:
        print(f"irondragon: {e}", file=sys.stderr)
        return 2
    if command in ("play", "export") and pack.ui is None:
        print("irondragon: " + translate("CommandLine", "{game} has no table in this version: it cannot be played or "
                                         "drawn in the window; replay, map-check and simulate take --game {key}")
              .format(game=pack.title, key=pack.key), file=sys.stderr)
        return 2
    if command == "map-check":
        from .map_check import run_map_check

        return run_map_check(args.map_dir or args.map, as_json=args.json, title=title)
    if command in ("route", "best-network"):  # commands of one game: the pack has them or not
        if pack.route is None:
            print("irondragon: " + translate("CommandLine", "{game} has no {command} command")
                  .format(game=pack.title, command=command), file=sys.stderr)
            return 2
        if command == "route":
            return pack.route().run_route(args.map, args.source, args.target, args.foreman, args.json)
        return pack.route().run_best_network(args.map, args.foreman, args.json)
    if command == "replay":
        from .replay import run_replay

        return run_replay(args.map, args.save, args.summary, args.json, title=title)
    if command == "simulate":
        from .simulate import run_simulate

        return run_simulate(args.map, args.players, args.games, args.seed, args.turn_cap, args.option,
                            args.processes, args.save_dir, args.json, args.dask, title=title)
    if command == "export":
        from .export import run_export

        return run_export(args.map, args.out, args.width, args.save, args.at, title=title)
    from .play import run_play

    return run_play(args.map, exit_after_paint=getattr(args, "exit_after_paint", False), title=title,
                    painted=started)


if __name__ == "__main__":
    sys.exit(main())
