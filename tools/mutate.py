"""Mutation testing of the rule modules with mutmut (issue 25), one target at a time.

A target is one module and its own tests (``[tool.mutmut.targets]`` in pyproject.toml). Each
runs in its own folder, ``build/mutate/<target>``: a copy of the checkout's files with a
pyproject.toml whose ``[tool.mutmut]`` names that module and those tests, so the checkout is
left alone and the targets do not invalidate each other's results. One worker only (the
machine is shared).

    python tools/mutate.py                      # every target in full (make mutate)
    python tools/mutate.py places events        # these targets in full
    python tools/mutate.py --sample 40          # CI: 40 mutants, drawn with the commit as seed
    python tools/mutate.py --report places      # the last results again, without running
    python tools/mutate.py --again operations   # after new tests: the mutants not killed, again

Prints each target's score and its survivors. The score leaves out the equivalent mutants
listed in mutation/equivalents.toml (each with why it cannot change behaviour, and the
mutated line, so an entry whose mutant no longer matches is not taken). ``--sample`` fails
(exit 1) if a drawn mutant survives that is not listed there.
"""

from __future__ import annotations

import argparse
import glob
import json
import random
import re
import shutil
import subprocess
import sys
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / "build" / "mutate"
EQUIVALENTS = ROOT / "mutation" / "equivalents.toml"
COPIED = ("irondragon_qt", "tests", "maps", "resources", "tools")  # tools: the tests read the .ts sources with it
KILLED = {1, 3, 36, -24, 24, 152, 255}  # mutmut's exit codes for killed and timed out (counted as killed)


@dataclass(frozen=True)
class Target:
    name: str
    module: str  # path of the module, from the checkout's root
    tests: list[str]  # test files and folders (globs allowed)

    @property
    def prefix(self) -> str:
        """The start of this module's mutant names (``irondragon_qt.games.iron_dragon.track.places.``)."""
        return self.module.removesuffix(".py").replace("/", ".") + "."


def read_config() -> tuple[dict[str, object], list[Target]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["mutmut"]
    targets = config.pop("targets")
    return config, [Target(name, t["module"], list(t["tests"])) for name, t in targets.items()]


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"no TOML for {value!r}")


def target_pyproject(base: dict[str, object], target: Target) -> str:
    """The checkout's pyproject.toml with ``[tool.mutmut]`` for this target alone."""
    kept: list[str] = []
    skipping = False
    for line in (ROOT / "pyproject.toml").read_text("utf-8").splitlines():
        if line.startswith("["):
            skipping = line.startswith("[tool.mutmut")
        if not skipping:
            kept.append(line)
    tests = sorted({p for pattern in target.tests for p in glob.glob(pattern, root_dir=ROOT)})
    config = {**base, "only_mutate": [target.module], "pytest_add_cli_args_test_selection": tests}
    kept += ["", "[tool.mutmut]"] + [f"{key} = {_toml_value(value)}" for key, value in config.items()]
    return "\n".join(kept) + "\n"


def sync(target: Target, base: dict[str, object]) -> Path:
    """Bring the target's folder up to date with the checkout (tracked and new files). A file
    is copied only when it changed, with its time, so mutmut regenerates only changed modules."""
    folder = WORK / target.name
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", *COPIED],
                            cwd=ROOT, check=True, capture_output=True, text=True).stdout.split("\n")
    for rel in filter(None, listed):
        src, dst = ROOT / rel, folder / rel
        if not src.is_file():
            continue
        if not dst.exists() or dst.read_bytes() != src.read_bytes():
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dst)
    (folder / "pyproject.toml").write_text(target_pyproject(base, target), "utf-8")
    return folder


def mutmut(folder: Path, *args: str, quiet: bool = False) -> subprocess.CompletedProcess[str]:
    """Run mutmut's command line in the target's folder (one worker)."""
    command = [str(Path(sys.executable).with_name("mutmut")), *args]
    if quiet:
        return subprocess.run(command, cwd=folder, capture_output=True, text=True)
    return subprocess.run(command, cwd=folder, text=True)


def generate(folder: Path) -> None:
    """Write the target's mutants without running anything (to draw a sample from)."""
    code = ("import os; os.makedirs('mutants', exist_ok=True); import mutmut.__main__ as m; "
            "m.copy_src_dir(); m.copy_also_copy_files(); m.create_mutants(1)")
    subprocess.run([sys.executable, "-c", code], cwd=folder, check=True, capture_output=True)


def results(folder: Path, target: Target) -> dict[str, int | None]:
    """mutmut's exit code per mutant of the target (None: not run yet)."""
    meta = folder / "mutants" / (target.module + ".meta")
    if not meta.exists():
        return {}
    codes: dict[str, int | None] = json.loads(meta.read_text("utf-8"))["exit_code_by_key"]
    return codes


def read_equivalents() -> dict[str, tuple[str, str]]:
    """Listed equivalent mutants: name -> (the mutated line, why it cannot change behaviour)."""
    if not EQUIVALENTS.exists():
        return {}
    data = tomllib.loads(EQUIVALENTS.read_text("utf-8"))
    return {name: (str(e["line"]), str(e["why"])) for name, e in data.get("mutant", {}).items()}


def diff(folder: Path, name: str) -> str:
    return mutmut(folder, "show", name, quiet=True).stdout


def mutated_lines(text: str) -> list[str]:
    return [line[1:].strip() for line in text.splitlines() if line.startswith("+") and not line.startswith("+++")]


def is_listed(folder: Path, name: str, equivalents: dict[str, tuple[str, str]]) -> bool:
    """A listed mutant counts as equivalent only while its diff still adds the listed line."""
    entry = equivalents.get(name)
    return entry is not None and re.sub(r"\s+", " ", entry[0]) in [
        re.sub(r"\s+", " ", line) for line in mutated_lines(diff(folder, name))]


def report(folder: Path, target: Target, names: list[str] | None,
           equivalents: dict[str, tuple[str, str]]) -> list[str]:
    """Print the score (of ``names``, or of every mutant) and return the unlisted survivors."""
    codes = results(folder, target)
    chosen = list(codes) if names is None else names
    killed = [n for n in chosen if codes.get(n) in KILLED]
    alive = [n for n in chosen if codes.get(n) not in KILLED]
    listed = [n for n in alive if is_listed(folder, n, equivalents)]
    unlisted = [n for n in alive if n not in listed]
    counted = len(chosen) - len(listed)
    score = 100.0 * len(killed) / counted if counted else 100.0
    print(f"{target.name}: {len(chosen)} mutants, {len(killed)} killed, {len(listed)} listed equivalent, "
          f"{len(unlisted)} not killed: {score:.1f}% without the equivalents")
    for n in unlisted:
        status = "no tests" if codes.get(n) in (5, 33) else "survived" if codes.get(n) == 0 else f"exit {codes.get(n)}"
        print(f"  {status}: {n}")
    return unlisted


def run_full(targets: list[Target], base: dict[str, object], run: bool = True, again: bool = False) -> int:
    equivalents = read_equivalents()
    for target in targets:
        folder = sync(target, base)
        alive = sorted(n for n, code in results(folder, target).items() if code not in KILLED)
        if again and alive:  # kept results stand until asked: run the ones not killed again by name
            mutmut(folder, "run", "--max-children", "1", *alive)
        elif run:
            mutmut(folder, "run", "--max-children", "1")  # only_mutate: this module; kept results are reused
        report(folder, target, None, equivalents)
        print(f"  (see one: cd {folder.relative_to(ROOT)} && mutmut show NAME)")
    return 0


def commit_seed() -> str:
    return subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, check=True, capture_output=True,
                          text=True).stdout.strip()


def run_sample(targets: list[Target], base: dict[str, object], count: int, seed: str) -> int:
    """``count`` mutants drawn from all targets with ``seed``; fails if one not listed survives."""
    started = time.monotonic()
    equivalents = read_equivalents()
    everyone: list[tuple[str, Target]] = []
    folders: dict[str, Path] = {}
    for target in targets:
        folders[target.name] = folder = sync(target, base)
        generate(folder)
        everyone += [(name, target) for name in sorted(results(folder, target))]
    stale = stale_entries(targets, folders, equivalents)
    drawn = random.Random(seed).sample(everyone, min(count, len(everyone)))
    print(f"{len(drawn)} of {len(everyone)} mutants, seed {seed}")
    failed: list[str] = []
    for target in targets:
        names = sorted(n for n, t in drawn if t is target)
        if not names:
            continue
        folder = folders[target.name]
        mutmut(folder, "run", "--max-children", "1", *names, quiet=True)
        for name in report(folder, target, names, equivalents):
            failed.append(name)
            print(diff(folder, name))
    print(f"{time.monotonic() - started:.0f} s")
    if stale:
        print(f"{len(stale)} entries of {EQUIVALENTS.relative_to(ROOT)} no longer match their mutant (the code "
              "moved or changed): find each one's new name with mutmut show, or drop it.")
        for name in stale:
            print(f"  {name}: {equivalents[name][0]}")
    if failed:
        print(f"{len(failed)} mutants not killed and not in {EQUIVALENTS.relative_to(ROOT)}: add a test that "
              "kills each, or list it there with why it cannot change behaviour.")
        return 1
    return 1 if stale else 0


def stale_entries(targets: list[Target], folders: dict[str, Path],
                  equivalents: dict[str, tuple[str, str]]) -> list[str]:
    """Listed equivalents of these targets whose mutant is gone or no longer adds the listed line:
    left alone, each would turn into an unlisted survivor the day a sample draws it."""
    out = []
    for target in targets:
        names = set(results(folders[target.name], target))
        out += [n for n in sorted(equivalents) if n.startswith(target.prefix)
                and (n not in names or not is_listed(folders[target.name], n, equivalents))]
    return out


def main(argv: list[str] | None = None) -> int:
    base, targets = read_config()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("targets", nargs="*", help=f"targets to run (default: all of {[t.name for t in targets]})")
    parser.add_argument("--sample", type=int, metavar="N", help="run N mutants drawn at random (CI)")
    parser.add_argument("--seed", help="the draw's seed (default: the commit hash)")
    parser.add_argument("--report", action="store_true", help="print the last full run's results, run nothing")
    parser.add_argument("--again", action="store_true", help="run the mutants the last run did not kill again")
    args = parser.parse_args(argv)
    unknown = set(args.targets) - {t.name for t in targets}
    if unknown:
        parser.error(f"no such target: {', '.join(sorted(unknown))}")
    chosen = [t for t in targets if not args.targets or t.name in args.targets]
    if args.sample:
        return run_sample(chosen, base, args.sample, args.seed or commit_seed())
    return run_full(chosen, base, run=not args.report, again=args.again)


if __name__ == "__main__":
    sys.exit(main())
