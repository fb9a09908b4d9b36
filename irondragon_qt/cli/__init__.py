"""The ``irondragon`` command (``main``) and one module per subcommand. May import the model;
it imports ``ui`` only for play, export and
``--install-desktop`` (the icons), lazily, so the other subcommands need no Qt."""
