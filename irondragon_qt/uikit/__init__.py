"""The Qt parts with no game in them (issue 23), for the shell and for every pack's ``ui`` folder:
the bundled resources and the palette, the board view (zoom, pan, the pointer), the static board
painted from cached pictures, the first-game tutorial's machinery (``tutorial``). It imports Qt and
the engine, never a pack and never the shell."""
