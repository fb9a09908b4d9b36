"""German Railways' first-game tutorial (issue 43): its script (``script``, no Qt: the steps from
``resources/tutorial/german_railways/tutorial.toml``, the seeded game and the checks that move them
on) and its desk, the kit's (``uikit.tutorial``) with this game's rings and pointing. May import
the pack's rules and table and the Qt kit; never the shell."""
