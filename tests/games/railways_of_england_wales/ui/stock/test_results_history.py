"""The share game's results and history (ST-25, ST-26, ST-Q10): the results dialog's standings
(money, the cash and the shares cashed at their price, the companies with loans and their end
price); the history's figures by round (each player's worth, each company's price), its panel and
charts, a click on a chart going to that round's end; a picture of a position in the companies'
colours."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel

from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.money import money
from irondragon_qt.games.railways_of_england_wales.ui.stock.history import StockHistory
from irondragon_qt.games.railways_of_england_wales.ui.stock.history_panel import StockHistoryPanel, history_picture
from irondragon_qt.games.railways_of_england_wales.ui.stock.picture import StockPositionItems, legend_rows
from irondragon_qt.games.railways_of_england_wales.ui.stock.results import StockResultsDialog
from irondragon_qt.games.railways_of_england_wales.ui.stock.words import shares_value

from ...stock.positions import new_game
from ..test_board_scene import pixel
from .chooser import choose


@cache
def finished() -> StockGame:
    """A whole game of three, each seat the simple chooser (mergers and loans on the way)."""
    game = new_game(3, seed=2)
    rng = random.Random(2)
    while not game.is_over():
        assert game.process(choose(game, rng))
    assert any(c.loans for c in game.state.companies)
    return game


def test_st26_st_q10_the_results_show_each_players_money_cash_and_shares_cashed(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = finished()
    s = game.state
    dialog = StockResultsDialog(game)
    qtbot.addWidget(dialog)
    table = dialog.table
    rows = [[table.item(r, c).text() for c in range(table.columnCount())]  # type: ignore[union-attr]
            for r in range(table.rowCount())]
    order = sorted(range(3), key=lambda seat: (seat not in s.winners, -s.final[seat], seat))
    assert [r[0] for r in rows] == ["1", "2", "3"] and s.final[order[0]] == max(s.final)
    assert rows[0][1] == f"{s.players[order[0]].name} (winner)" and table.item(0, 1).font().bold()  # type: ignore[union-attr]
    for row, seat in zip(rows, order, strict=True):
        cashed = shares_value(game, seat)  # at the prices the end left, the loans' steps taken
        assert cashed == sum(n * game.data.prices[s.companies[game.data.index_of(k)].price]
                             for k, n in s.players[seat].shares.items())
        assert row[2:5] == [money(s.final[seat]), money(s.final[seat] - cashed), money(cashed)]
    words = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "wins!" in words and f"After round {s.round}, with {len(s.empty)} empty cities (ST-25)" in words
    for i, c in enumerate(s.companies):
        if c.loans:
            assert f"{game.company_name(i)}: {c.loans} loan" in words


def test_the_history_charts_each_players_worth_and_each_companys_price_by_round(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = finished()
    history = StockHistory(load_board(), game.to_dict())
    ends = history.round_ends()
    assert [f.round for f in ends] == list(range(game.state.round + 1))  # the preparation round, then each round
    assert ends[-1].worth == tuple(game.state.final)  # ST-26: the money the end counted
    assert ends[-1].prices == tuple(game.data.prices[c.price] for c in game.state.companies)
    panel = StockHistoryPanel()
    qtbot.addWidget(panel)
    panel.resize(400, 700)
    panel.show()
    panel.set_history(history, "The share game")
    n = ends[2].action  # the end of round 2
    panel.show_position(n, history.at(n))
    assert panel.where.text() == f"<b>Action {n} of {history.length} · {history.moments[n].round_label()} · " \
                                 f"{history.names[history.moments[n].seat]} to act</b>"
    at_n = history.at(n)
    for seat, name in enumerate(history.names):
        assert name in panel.table.text() and money(ends[2].worth[seat]) in panel.table.text()
    assert all(money(at_n.data.prices[c.price]) in panel.table.text() for c in at_n.state.companies)
    charts = panel.charts
    assert charts.points == ends and charts.lines(1)[0] == (game.data.companies[0].colour, "◆")
    wanted: list[int] = []
    panel.wanted.connect(wanted.append)
    box = charts._panels()[0][1]
    x = box.left() + box.width() * 3 / (len(ends) - 1)
    qtbot.mouseClick(charts, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(box.center().y())))
    assert wanted == [ends[3].action]
    picture, title, open_money = history_picture(history, history.length, "England & Wales")
    winners = " and ".join(history.names[w] for w in game.state.winners)
    assert picture.is_over() and title.endswith(f"won by {winners}") and open_money


def test_a_pictures_track_is_in_the_companies_colours_and_its_legend_gives_each_players_worth(  # type: ignore[no-untyped-def]
        scene) -> None:
    """File > Export and the history viewer: the share game's position in its companies' colours
    (companies.toml), the legend with each player's cash, shares and worth (all open)."""
    game = finished()
    items = StockPositionItems(scene.layout).add_to_and_show(scene, game)
    try:
        track = game.state.track
        shared = {at for at, n in Counter(at for x in track.links for at in x.tiles).items() if n > 1}
        checked = 0
        for x in track.links:
            for at in (at for at in x.tiles if at not in shared):
                assert x.owner is not None
                colour = pixel(scene, *scene.layout.centre(at), [items.item])
                assert colour == QColor(game.data.companies[x.owner].colour), (x.id, at)
                checked += 1
        assert checked > 10
    finally:
        items.remove_from(scene)
    rows = legend_rows(game, True)
    assert [r.name for r in rows] == game.names
    assert all(r.text.startswith(money(p.cash)) and r.text.endswith(f"worth {money(final)}")
               for r, p, final in zip(rows, game.state.players, game.state.final, strict=True))
