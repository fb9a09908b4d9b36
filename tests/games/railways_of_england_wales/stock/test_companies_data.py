"""The share game's data (companies.toml, ST-Q1, ST-Q2): six companies with their colours and start
prices, the price track, the money and the end count, read strictly: a broken file is refused with
one line naming the entry."""

from __future__ import annotations

import copy
import dataclasses
import tomllib
from functools import cache
from typing import Any

import pytest

from irondragon_qt.games.railways_of_england_wales.rules.components import ComponentsError, load_components
from irondragon_qt.games.railways_of_england_wales.stock.companies import (
    FILE,
    default_folder,
    load_stock_data,
    stock_data_from,
)
from irondragon_qt.games.railways_of_england_wales.ui.look import GOODS, PLAYERS


@cache
def raw() -> dict[str, Any]:
    with open(default_folder() / FILE, "rb") as f:
        return tomllib.load(f)


def _distance(a: str, b: str) -> float:
    ra, ga, ba = (int(a[i:i + 2], 16) for i in (1, 3, 5))
    rb, gb, bb = (int(b[i:i + 2], 16) for i in (1, 3, 5))
    return float(((ra - rb) ** 2 + (ga - gb) ** 2 + (ba - bb) ** 2) ** 0.5)


def test_st_q1_six_companies_of_the_railway_age_with_start_prices_on_the_price_track() -> None:
    data = load_stock_data()
    assert len(data.companies) == 6
    assert "Great Western Railway" in [c.name for c in data.companies]
    assert all(c.start_price in data.prices for c in data.companies)
    assert list(data.prices) == sorted(set(data.prices))
    assert data.index_of("gwr") == 1


def test_st_q1_company_colours_differ_from_the_players_and_the_goods() -> None:
    others = [*PLAYERS, *(colour for colour, _ in GOODS.values())]
    for company in load_stock_data().companies:
        assert min(_distance(company.colour, other) for other in others) > 40, company.key


def test_st_q1_every_table_says_where_its_numbers_come_from() -> None:
    text = (default_folder() / FILE).read_text("utf-8")
    for table in ("[money]", "[shares]", "[end]", "[prices]", "[[companies]]"):
        before = text[:text.index(table)].rstrip().splitlines()[-1]
        assert before.startswith("#"), table
    assert text.count("# source:") >= 5 and "VERIFY" in text and "OUR RECONSTRUCTION" in text


def test_st_q2_company_income_is_the_base_games_table_read_from_components_toml() -> None:
    comp = load_components()
    data = load_stock_data()
    assert data.income.income == comp.income.values
    twice = tuple(2 * v for v in comp.income.values)
    doubled = dataclasses.replace(comp, income=dataclasses.replace(comp.income, values=twice))
    assert stock_data_from(raw(), doubled).income.pays(3) == 2 * comp.income.values[3]


def test_st2_st11_st13_st19_st22_st_q13_money_and_st25_the_end_count() -> None:
    data = load_stock_data()
    assert dict(data.money.start_cash) == {2: 25000, 3: 25000, 4: 20000, 5: 20000}
    m = data.money
    assert (m.loan, m.loan_interest, m.second_link_per_tile, m.per_player, m.merger_premium, m.bid_step) == (
        5000, 1000, 2000, 5000, 1000, 1000)
    assert dict(data.empty_cities) == {2: 16, 3: 16, 4: 16, 5: 16}
    assert (data.shares.tableau, data.shares.stock_board, data.shares.dividend_counts_issued) == (5, 5, True)


def _broken(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(raw())
    change(data)
    return data


BROKEN = [
    (lambda d: d.update(extra={}), "unknown table [extra]"),
    (lambda d: d["money"].pop("loan"), "[money]: 'loan' is missing"),
    (lambda d: d["money"].update(loan=-5), "[money]: 'loan' must be a whole number of at least 1"),
    (lambda d: d["money"].update(start_cash={2: 1}), "'start_cash' must give a number for each player count"),
    (lambda d: d["prices"].update(track=[2000, 1000]), "[prices]: 'track' must rise"),
    (lambda d: d["prices"].update(track=[1500, 2500]), "multiple of the bid step"),
    (lambda d: d["companies"][1].update(start_price=6500), "company 'gwr': 'start_price' 6,500 is not a step"),
    (lambda d: d["companies"][2].update(colour="red"), "company 'mr': 'colour' must be like"),
    (lambda d: d["companies"][3].update(key="lnwr"), "company 'lnwr': its key is 'lnwr''s too"),
    (lambda d: d["companies"][0].update(founded=1846), "company 'lnwr': unknown key 'founded'"),
    (lambda d: d["end"].update(empty_cities={2: 30, 3: 16, 4: 16, 5: 16}), "only 24 markers"),
    (lambda d: d["shares"].update(dividend_counts_issued="yes"), "'dividend_counts_issued' must be true or false"),
    (lambda d: d.update(companies=[]), "no [[companies]]"),
]


@pytest.mark.parametrize(("change", "words"), BROKEN)
def test_st_q1_a_broken_file_is_refused_naming_the_entry(change: Any, words: str) -> None:
    with pytest.raises(ComponentsError) as e:
        stock_data_from(_broken(change), load_components())
    assert str(e.value).startswith(FILE) and words in str(e.value)


def test_a_missing_or_unreadable_file_is_named(tmp_path: Any) -> None:
    with pytest.raises(ComponentsError, match=r"companies\.toml: cannot be read"):
        load_stock_data(tmp_path, load_components())
    (tmp_path / FILE).write_text("[money\n", "utf-8")
    with pytest.raises(ComponentsError, match=r"companies\.toml: not valid TOML"):
        load_stock_data(tmp_path, load_components())
