"""The ``irondragon`` command (``main``) and one module per subcommand. May import the model;
it imports ``ui`` only for play and export, lazily, so the other subcommands need no Qt."""
