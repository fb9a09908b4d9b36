"""What each ability key of ``companies.toml`` does: the one place where a company's data
changes a rule (GR-C1..C8). The rest of the rules ask these functions and never a company's ID."""

from __future__ import annotations

from collections.abc import Iterable

from .companies import Company

NO_CITY_SURCHARGE = "no_city_surcharge"  # GR-C2
DISCOUNT_PER_HEX = "discount_per_hex"  # GR-C4
INCOME_BEST_CITY_TWICE = "income_best_city_twice"  # GR-C5
FIRST_OPEN_HEX_DISCOUNT = "first_open_hex_discount"  # GR-C6
BUILD_COST_CAP = "build_cost_cap"  # GR-C7
PAYS_ONLY_WITH = "pays_only_with"  # GR-C8


def surcharge(company: Company, others_there: int, per_company: int) -> int:
    """GR-B6 (+1 per other company already in the city), none for GR-C2."""
    return 0 if company.abilities.get(NO_CITY_SURCHARGE) else others_there * per_company


def open_hex_discount(company: Company) -> int:
    """GR-C6: what the first non-city cube of each build costs less (0: no such ability)."""
    return int(company.abilities.get(FIRST_OPEN_HEX_DISCOUNT, 0))


def cube_cost(company: Company, base: int, extra: int, first_open: bool) -> int:
    """One cube's price: its base cost plus the surcharge ``extra``, less GR-C6's discount on the
    build's first non-city cube, less GR-C4's discount per hex (after the surcharge), never below 0."""
    cost = base + extra
    if first_open:
        cost -= min(cost, open_hex_discount(company))
    return max(0, cost - int(company.abilities.get(DISCOUNT_PER_HEX, 0)))


def cheapest_cube(company: Company, base: int, extra: int, city: bool) -> int:
    """A floor under any price this company may pay, now or later, for a cube of ``base`` cost
    with today's surcharge ``extra`` (surcharges only grow): GR-Q8's check. Any non-city cube may
    be the first of its own build (GR-C6)."""
    return cube_cost(company, base, extra, not city and open_hex_discount(company) > 0)


def cost_cap(company: Company) -> int | None:
    """GR-C7: the most a single build may cost, or None."""
    cap = company.abilities.get(BUILD_COST_CAP)
    return None if cap is None else int(cap)


def income(company: Company, values: Iterable[int]) -> int:
    """GR-B9: the sum of its cities' values; GR-C5: plus its best city once more."""
    held = list(values)
    total = sum(held)
    if company.abilities.get(INCOME_BEST_CITY_TWICE) and held:
        total += max(held)
    return total


def may_pay(company: Company, city_names: Iterable[str]) -> bool:
    """GR-C8: a company with ``pays_only_with`` pays nothing until its network holds them all."""
    needed = company.abilities.get(PAYS_ONLY_WITH)
    return needed is None or set(needed) <= set(city_names)
