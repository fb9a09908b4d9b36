"""The engine: what every game on it shares, without Qt and without any game's rules (issue 23).
It imports nothing of the project; the games and the shell import it."""
