"""Railways of England & Wales' game at the table: the panel, its boxes, the session, the computer
players' driver, the dialogs and pictures. Qt; it imports the pack's rules (asked for every answer),
the engine, ``uikit`` and the table's board parts, never ``tools`` or another pack."""
