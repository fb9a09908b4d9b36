"""German Railways' table panel (issue 24): one game as one seat sees it, beside the board. The
company cards (``company_cards``), the players (``players``), the turn-order track
(``turn_order``), the auction (``auction``) and the slot's actions (``slot_bar``), composed in a
scroll area by ``TablePanel`` (``panel``); the words come from ``text`` and who may act from
``acting`` (both without Qt). Legality is always the model's: buttons ask ``game.check`` and a
refusal shows its reason. Imports Qt, the engine and the pack's rules, bots (their levels' names)
and ``ui.colours``; never the shell. This file imports nothing, so that importing the model's
packages loads no Qt."""
