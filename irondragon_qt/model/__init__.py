"""The game model: pure Python, never imports Qt (a test checks). One package per room:
board (the map) <- track (building, planning, networks) <- game (the rules of play); practice
builds on board and track; io (files, strict JSON) imports nothing of ours."""
