"""The map-check report every game gives (``irondragon map-check``): its plain data and its end
for people, the same shape whichever board was checked."""

from __future__ import annotations

import json

from irondragon_qt.engine.map_report import MapReport, findings, unloadable


def test_a_report_as_plain_data_says_whether_the_board_loaded_and_is_ok() -> None:
    report = MapReport("maps/x", ["a city twice"], ["no facts"], {"cities": 3})
    data = json.loads(json.dumps(report.to_dict()))
    assert data == {"folder": "maps/x", "loaded": True, "ok": False, "errors": ["a city twice"],
                    "warnings": ["no facts"], "stats": {"cities": 3}}
    assert MapReport("maps/x", warnings=["odd"]).ok  # warnings alone leave a board ok


def test_a_folder_that_cannot_be_loaded_is_a_report_with_one_error_and_no_counts() -> None:
    report = unloadable("nowhere", "nowhere: is not a board folder")
    assert not report.loaded and not report.ok
    assert report.to_dict()["errors"] == ["nowhere: is not a board folder"] and report.stats == {}


def test_the_end_for_people_lists_errors_and_warnings_then_the_verdict_in_proper_plurals() -> None:
    lines = findings(MapReport("x", ["e1"], ["w1", "w2"]))
    assert lines == ["Errors (1)", "  - e1", "Warnings (2)", "  - w1", "  - w2", "",
                     "map-check FAILED: 1 error, 2 warnings"]
    assert findings(MapReport("x")) == ["Errors (0)", "  none", "Warnings (0)", "  none", "",
                                        "map-check OK: 0 errors, 0 warnings"]
    assert findings(MapReport("x", [], ["w1"]))[-1] == "map-check OK: 0 errors, 1 warning"  # warnings pass
