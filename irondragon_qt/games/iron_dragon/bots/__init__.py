"""Computer players: what a player at the table sees (``view``), what his track reaches
(``reach``), trips of one to three deliveries simulated turn by turn (``trips``), how they are
judged (``judging``), the bot itself (``bot``: one seat, its plan and its turn) and the parts it
asks: where the train heads and what it loads (``freight``, ``moving``), what its money goes on
(``spending``), a train that cannot simply go on (``stuck``), the words on why (``reasons``);
levels from a greedy baseline to Hard and plan suggestions for people (the headless simulator that
plays them is ``tools/simulation``). May import ``board``, ``track``, ``game`` and ``io``; bots act only through
``Game.check``/``Game.process``."""
