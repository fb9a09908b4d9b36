"""Rule parts that more than one game shares (issue 44), without Qt and without any pack: an open
auction (``auction``), share holdings (``shares``), company treasuries and the bank's books
(``treasury``), dividends over shares (``dividends``) and an income track (``income_track``). A
pack keeps its own rule decisions and its words: the parts give it the mechanics and plain
answers (a refusal's kind and number), and the pack says them in its own terms. Imports nothing
else of the project: no pack, no Qt."""
