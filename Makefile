# Two commands do all the set-up on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint bench package clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/irondragon

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q
	$(BIN)/ruff check irondragon_qt tests benchmarks packaging tools
	$(BIN)/mypy irondragon_qt

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/bench_board.py

package: $(STAMP)
	bash packaging/build.sh

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
