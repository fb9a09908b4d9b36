"""Railways of England & Wales' tools for the command line, without Qt: the board's report
(``map-check``), and once the game registers ``replay`` and ``simulate``. This package imports the
engine and its own pack's rooms (board, rules, bots); never Qt, the shell, the command line or
another pack."""
