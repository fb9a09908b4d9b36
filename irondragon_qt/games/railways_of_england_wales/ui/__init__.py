"""Railways of England & Wales' table in Qt: the board scene, building by dragging, delivering by
clicks. It imports the pack's model (board, rules), the engine and ``uikit``, never ``tools``,
another pack or the shell."""
