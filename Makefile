# Two commands do all the set-up on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test test-long test-loaded bench package wheel clean mutate mutate-sample translations qm

$(STAMP): pyproject.toml
	$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11) and "Python 3.11 or newer is needed")'
	$(BIN)/python -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || $(PYTHON) -m venv --clear $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: qm
	$(BIN)/irondragon

# The translations (issue 48): `make translations` brings resources/translations/*.ts up to date with
# the code (pyside6-lupdate) and fails, naming them, while a message has no translation; `qm` compiles
# them (pyside6-lrelease) for the app, the tests, the wheel and the frozen app.
translations: $(STAMP)
	$(BIN)/python tools/translations.py update

qm: $(STAMP)
	$(BIN)/python tools/translations.py build

# Every test but the long ones, side by side (pytest-xdist: a worker per core and one more, as the
# games at an animated speed mostly wait), then ruff and mypy: about 5 minutes on two cores.
test: qm
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n auto --dist worksteal --durations=10
	$(BIN)/ruff check irondragon_qt tests benchmarks packaging tools
	$(BIN)/mypy irondragon_qt $(filter-out %/test_example_pack.py,$(wildcard tests/example_pack/*.py))

# The tests marked long: a whole game through the window at Normal speed (about 9 minutes, most of
# it animation). One worker, so a hang is named like in `make test`.
test-long: qm
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n 1 -m long --durations=5

# Issue 47's whole loaded-game check: 20 seeded games of each game saved at 5 random actions, loaded
# and played on to their end (about an hour; `make test` has a few of them). By hand, not in CI.
test-loaded: qm
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n auto -m loaded_full tests/games/test_loaded_game_plays_on.py

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/bench_board.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/bench_building.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/bench_game.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/bench_legal.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/bench_hostile_saves.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/bench_crayon_drag.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/bench_startup.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/bench_export.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/bench_best_network_ui.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/bench_bots_ui.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/bench_history.py

# Mutation testing of the rule modules, one at a time with one worker (issue 25; slow: run it by
# hand). TARGETS="places events" runs some of them; tools/mutate.py --sample 40 is the short run.
mutate: $(STAMP)
	$(BIN)/python -c 'import mutmut' 2>/dev/null || $(BIN)/python -m pip install --quiet -e '.[test,mutate]'
	$(BIN)/python tools/mutate.py $(TARGETS)

# CI's short run: 40 mutants of the rule modules drawn with the commit as seed; every one not listed
# in mutation/equivalents.toml must be killed (a few minutes).
mutate-sample: $(STAMP)
	$(BIN)/python -c 'import mutmut' 2>/dev/null || $(BIN)/python -m pip install --quiet -e '.[test,mutate]'
	$(BIN)/python tools/mutate.py --sample 40

package: qm
	bash packaging/build.sh

wheel: qm
	$(BIN)/python -c 'import build' 2>/dev/null || $(BIN)/python -m pip install --quiet 'build>=1.2'
	$(BIN)/python -m build --outdir dist .

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
