"""Build hook: put the map folders and the resources into the wheel.

All metadata is in pyproject.toml. The top-level ``maps/`` and ``resources/`` stay the source of
truth; building copies them into the package as ``irondragon_qt/_data/maps`` and
``irondragon_qt/_data/resources``, where ``irondragon_qt.engine.io.bundled`` finds them once installed.
An editable install copies nothing: it reads the checkout's folders directly.
"""

from __future__ import annotations

import os
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA = ("maps", "resources")
SKIP_DIRS = {"__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache"}
SKIP_SUFFIXES = {".pyc", ".pyo", ".swp"}


def data_files() -> list[tuple[Path, Path]]:
    """(source, path inside the package) of every data file, in a stable order."""
    out = []
    for name in DATA:
        src = ROOT / name
        if not src.is_dir():
            raise SystemExit(f"setup.py: {src} is missing; the wheel needs the map and the resources")
        for folder, dirs, files in os.walk(src):
            dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
            for file in sorted(files):
                path = Path(folder) / file
                if path.suffix in SKIP_SUFFIXES or file.startswith("."):
                    continue
                out.append((path, Path("_data") / name / path.relative_to(src)))
    return out


class BuildPyWithData(build_py):
    """build_py that also copies maps/ and resources/ into irondragon_qt/_data/ in the build folder."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # the editable install reads the checkout's maps/ and resources/
        for src, rel in data_files():
            target = Path(self.build_lib) / "irondragon_qt" / rel
            self.mkpath(str(target.parent))
            self.copy_file(str(src), str(target), preserve_mode=False)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = list(super().get_outputs(include_bytecode))
        if not getattr(self, "editable_mode", False):
            outputs += [str(Path(self.build_lib) / "irondragon_qt" / rel) for _, rel in data_files()]
        return outputs


setup(cmdclass={"build_py": BuildPyWithData})
