"""The share game of the Railways of England & Wales box (issue 46; the ST rules and the decisions
ST-Q1..Q16): players own shares of railway companies; each company's director builds and delivers
for it, pays dividends that move its price, and may merge it with a company its network joins; the
most money wins. Its rules only, without Qt: ``companies`` (the data), ``state``, ``actions`` (and
their codec), ``game.StockGame`` (on the engine's ``LoggedGame``), the phases (``auction``,
``operating``, ``dividends``, ``mergers``, ``flow``), ``legal`` and ``audit``. It builds on the
pack's board and base rules (track, building, routes); nothing in ``rules/`` imports it."""
