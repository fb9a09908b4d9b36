"""Shares of companies held by players (German Railways GR-S4, A4, A9, T2; Railways of England &
Wales ST-3, ST-9, ST-Q7). A company's books are the seat holding each sold share, in the order of
sale (``owners``); a player's are how many shares of each company he holds (``shares``). The
shares not yet sold are the company's (or the bank's: the game says whose, and how they are
sold). The two books must agree: ``disagreements`` says where they do not.

The director is the player with the most shares; a tie is the game's to break: the incumbent
keeps it until someone holds strictly more (ST-9), or the first of the tied to have bought one
(ST-Q7)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import NamedTuple, Protocol


class Company(Protocol):
    owners: list[int]  # the seat holding each sold share, in order of sale


class Holder(Protocol):
    shares: dict[str, int]  # company -> shares held


def unsold(company: Company, total: int) -> int:
    """How many of the company's ``total`` shares no player holds yet."""
    return total - len(company.owners)


def sell(company_id: str, company: Company, seat: int, holder: Holder, total: int) -> None:
    """One share of the company goes to the player at ``seat`` (both books); ValueError when all
    ``total`` are sold, and nothing changes."""
    if unsold(company, total) <= 0:
        raise ValueError(f"all {total} shares of {company_id} are sold")
    company.owners.append(seat)
    holder.shares[company_id] = holder.shares.get(company_id, 0) + 1


def held(company: Company) -> Counter[int]:
    """Shares held by each seat."""
    return Counter(company.owners)


class Disagreement(NamedTuple):
    company: str
    seat: int
    holds: int  # what the player's books say
    sold: int  # what the company's books say


def disagreements(companies: Mapping[str, Company], holders: Sequence[Holder]) -> list[Disagreement]:
    """Every player whose count of a company's shares differs from the company's books."""
    out = []
    for cid, company in companies.items():
        count = held(company)
        for seat, holder in enumerate(holders):
            if holder.shares.get(cid, 0) != count[seat]:
                out.append(Disagreement(cid, seat, holder.shares.get(cid, 0), count[seat]))
    return out


def holding_value(shares: Mapping[str, int], per_share: Mapping[str, int]) -> int:
    """What a player's shares are worth at ``per_share`` each (GR-T2: a share adds its company's
    income to its holder's)."""
    return sum(per_share[cid] * n for cid, n in shares.items())


def director(company: Company, incumbent: int | None = None, incumbent_keeps_ties: bool = True) -> int | None:
    """The seat with the most shares, or None while no player holds one. On a tie the incumbent
    stays (if he is among the tied and ``incumbent_keeps_ties``); otherwise the first of the tied
    to have bought a share."""
    count = held(company)
    if not count:
        return None
    most = max(count.values())
    tied = [seat for seat, n in count.items() if n == most]  # in order of first purchase
    if incumbent_keeps_ties and incumbent in tied:
        return incumbent
    return tied[0]
