"""German Railways' board: hex cells with terrain, cities with values, Berlin's metro and access
ring, the companies' start cities. It imports only the engine (the hex grid)."""
