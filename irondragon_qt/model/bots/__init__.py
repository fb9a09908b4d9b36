"""Computer players: what a player at the table sees (``view``), what his track reaches
(``reach``), trips of one to three deliveries simulated turn by turn (``trips``), the moves,
building and spending that carry them out, levels from a greedy baseline to Hard, plan
suggestions for people, and the headless simulator's engine. May import ``board``, ``track``,
``game`` and ``io``; bots act only through ``Game.check``/``Game.process``."""
