"""Mergers (ST-20..22): the active company's director proposes to take over a company whose network
joins its own (the model's ``merger_targets``: the ones it may, each with what the purchase costs),
or proposes none; then each shareholder of the company voting (the active one's, then the target's)
says yes or no with all his shares (ST-21). The result is the model's lines in the log and on the
panel. Every button is enabled only when ``game.check`` takes its action, its tooltip the model's
reason when not."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

from .....engine.parts.shares import held
from ...stock.actions import ProposeMerger, SkipMerger, Vote
from ...stock.game import StockGame
from ...stock.money import money
from ...stock.networks import merger_price, merger_targets
from ...words import RoewTable, and_list, translate
from ..game.action_box import put, refill
from .company_box import company_turn
from .page import Act, Page, narrow_combo


def purchase(game: StockGame, target: int) -> str:
    """"GWR's 6 shares for $48,000" (ST-22: its price + the premium each)."""
    t = game.state.companies[target]
    return RoewTable.tr("{company}'s %n share(s) for {price}", None, len(t.owners) + t.stock_board).format(
        company=game.company_name(target), price=money(merger_price(game, target)))


class ProposePage(Page):
    """The active company's director proposes a merger or none (ST-20)."""

    def __init__(self, act: Act, parent: QWidget | None = None) -> None:
        super().__init__(act, parent)
        self.target = narrow_combo()
        self.propose_button = QPushButton(translate("RoewTable", "Propose"))
        self.skip_button = QPushButton(translate("RoewTable", "No merger"))
        self.row(translate("RoewTable", "Take over:"), self.target, self.propose_button)
        self.wide(self.skip_button)
        self.target.currentIndexChanged.connect(lambda _i: self._refresh())
        self.propose_button.clicked.connect(lambda: self.act(self.proposal()))
        self.skip_button.clicked.connect(lambda: self.act(SkipMerger(self.seat)))

    def show_game(self, game: StockGame, seat: int) -> None:
        self.game, self.seat = game, seat
        index, name, director = company_turn(game)
        targets = merger_targets(game, index)
        self.setTitle(translate("RoewTable", "{company}'s merger: {director} decides (ST-20)").format(company=name,
                                                                                           director=director))
        text = translate("RoewTable", "{company} may take over a company whose network joins its own: it buys every "
                         "share held by players or on the stock board at the price + {premium} (ST-22), if both "
                         "companies' shareholders vote yes (ST-21). It may take over {targets}.")
        self.text.setText(text.format(
            company=name, premium=money(game.data.money.merger_premium),
            targets=and_list([purchase(game, t) for t in targets])))
        others = [t for t, c in enumerate(game.state.companies) if t != index and c.floated]
        refill(self.target, [(purchase(game, t) if t in targets
                              else translate("RoewTable", "{company}: not possible").format(
                                  company=game.company_name(t)), t)
                             for t in sorted(others, key=lambda t: t not in targets)])
        self._refresh()
        put(self.skip_button, game, SkipMerger(seat),
            translate("RoewTable", "{company} proposes no merger this phase (ST-20)").format(company=name))

    def proposal(self) -> ProposeMerger:
        assert self.game is not None
        return ProposeMerger(self.seat, self.game.data.companies[self.target.currentData()].key)

    def _refresh(self) -> None:
        if self.game is not None and self.target.currentData() is not None:
            put(self.propose_button, self.game, self.proposal(), translate("RoewTable", "Put the takeover to the "
                                                                                        "shareholders' vote (ST-21)"))


class VotePage(Page):
    """A shareholder's vote (ST-21)."""

    def __init__(self, act: Act, parent: QWidget | None = None) -> None:
        super().__init__(act, parent)
        self.yes_button = QPushButton(translate("RoewTable", "Vote yes"))
        self.no_button = QPushButton(translate("RoewTable", "Vote no"))
        self.row(translate("RoewTable", "Your vote:"), self.yes_button, self.no_button)
        self.yes_button.clicked.connect(lambda: self.act(Vote(self.seat, True)))
        self.no_button.clicked.connect(lambda: self.act(Vote(self.seat, False)))

    def show_game(self, game: StockGame, seat: int) -> None:
        self.seat = seat
        b = game.state.ballot
        assert b is not None
        stage, votes = game.company_name(b.stage), held(game.state.companies[b.stage])[seat]
        later = [game.seat_name(x) for x in b.to_vote[1:]]
        self.setTitle(translate("RoewTable", "{who}: vote on the merger (ST-21)").format(who=game.seat_name(seat)))
        if later:
            after = RoewTable.tr("; {voters} vote(s|) after you", None, len(later)).format(voters=and_list(later))
        else:
            after = ""
        self.text.setText(RoewTable.tr("{company} proposes to take over {purchase} (ST-22). {stage}'s shareholders "
                                       "vote, a vote a share, a tie going its director's way: {yes} yes and {no} no so "
                                       "far{after}. You vote with %n share(s) of {stage}.", None, votes).format(
            company=game.company_name(b.company), purchase=purchase(game, b.target), stage=stage, yes=b.yes, no=b.no,
            after=after))
        put(self.yes_button, game, Vote(seat, True), translate("RoewTable", "Yes to the merger, with all your "
                                                                            "shares (ST-21)"))
        put(self.no_button, game, Vote(seat, False), translate("RoewTable", "No to the merger, with all your shares "
                                                                            "(ST-21)"))
