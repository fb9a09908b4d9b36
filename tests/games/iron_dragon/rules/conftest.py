"""The rule modules' caches are emptied before every test here (see tests/games/iron_dragon/rule_caches.py)."""

from tests.games.iron_dragon.rule_caches import _fresh_rule_caches

__all__ = ["_fresh_rule_caches"]
