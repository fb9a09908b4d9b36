"""Railways of England & Wales' game at the table: the panel, its boxes, the session, the computer
players' driver, the dialogs and pictures. Qt; it asks the pack's rules for every answer."""
