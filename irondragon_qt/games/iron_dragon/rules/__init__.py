"""A game of Iron Dragon: state, actions, setup, turn phases, movement and freight, ships,
events, legal actions, saves and options. May import ``board``, ``track`` and ``io``."""
