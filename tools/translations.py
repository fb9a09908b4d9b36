"""The translations' sources and their compiled files (issue 48; engine/i18n.py says how the code
marks a string).

    python tools/translations.py update   # make translations: the .ts follow the code, then check, then build
    python tools/translations.py check    # every message has its translation, with the same placeholders
    python tools/translations.py build    # the .qm files from the .ts (make play, make test, the wheel)
    python tools/translations.py todo shell de > todo.json    # the messages without a translation
    python tools/translations.py fill shell de todo.json      # ... written in: {"translation": ...} or "forms"

One ``.ts`` a domain and language in ``resources/translations/``: ``shell_de.ts`` for everything
outside ``irondragon_qt/games/``, ``<pack>_de.ts`` for each folder in it (found, not listed).
``update`` runs ``pyside6-lupdate`` (messages no longer in the code are dropped; no line numbers,
so a moved line changes no file) and fails, naming them, when a message has no translation or a
translation's placeholders differ from its source's. ``build`` runs ``pyside6-lrelease``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "irondragon_qt"
FOLDER = ROOT / "resources" / "translations"
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:[:!][^{}]*)?\}")


def languages() -> list[str]:
    sys.path.insert(0, str(ROOT))
    from irondragon_qt.engine.i18n import ENGLISH, LANGUAGES

    return [code for code in LANGUAGES if code != ENGLISH]


def domains() -> dict[str, list[Path]]:
    """Each domain's Python sources: the shell's, then each pack's."""
    games = PACKAGE / "games"
    packs = sorted(p for p in games.iterdir() if (p / "__init__.py").is_file())
    shell = sorted(p for p in PACKAGE.rglob("*.py") if games not in p.parents)
    out = {"shell": shell}
    for pack in packs:
        out[pack.name] = sorted(pack.rglob("*.py"))
    return out


def tool(name: str) -> str:
    here = Path(sys.executable).parent / name
    found = str(here) if here.is_file() else shutil.which(name)
    if found is None:
        raise SystemExit(f"translations: {name} not found (it comes with PySide6: make .venv/.installed)")
    return found


def update() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    lupdate = tool("pyside6-lupdate")
    for domain, sources in domains().items():
        for lang in languages():
            ts = FOLDER / f"{domain}_{lang}.ts"
            listing = FOLDER / f".{domain}.sources"
            listing.write_text("\n".join(str(p.relative_to(ROOT)) for p in sources) + "\n", encoding="utf-8")
            try:
                run = subprocess.run([lupdate, f"@{listing}", "-no-obsolete", "-locations", "none",
                                      "-target-language", lang, "-ts", str(ts)],
                                     cwd=ROOT, capture_output=True, text=True)
            finally:
                listing.unlink()
            if run.returncode:
                raise SystemExit(f"translations: lupdate failed for {ts.name}:\n{run.stdout}{run.stderr}")


def write_ts(tree: ET.ElementTree, ts: Path) -> None:
    """A .ts as lupdate writes one: its declaration, doctype and four-space indents."""
    ET.indent(tree, space="    ")
    lines = ET.tostring(tree.getroot(), encoding="unicode").split("\n")
    body = "\n".join([lines[0], *(line.removeprefix("    ") for line in lines[1:])])  # <context> is not indented

    ts.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', encoding="utf-8")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    forms: tuple[str, ...]  # the translation, or its numerus forms; empty strings where missing
    finished: bool
    numerus: bool = False  # lupdate read it as a message with a count


COUNT = re.compile(r"%L?n")  # a counted message: its source says %n (or %Ln)


def read_ts(path: Path) -> list[Message]:
    out = []
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            kind = "" if tr is None else tr.get("type", "")
            forms: tuple[str, ...] = ()
            if tr is not None:
                numerus = tr.findall("numerusform")
                forms = tuple(f.text or "" for f in numerus) if numerus else (tr.text or "",)
            out.append(Message(name, msg.findtext("source") or "", msg.findtext("comment") or "", forms,
                               kind not in ("unfinished", "vanished", "obsolete"), msg.get("numerus") == "yes"))
    return out


def problems(path: Path) -> list[str]:
    out = []
    for m in read_ts(path):
        where = f"{path.name}: [{m.context}] {m.source[:70]!r}"
        if COUNT.search(m.source) and not m.numerus:
            out.append(f"{where} counts (%n) but lupdate took it for a plain message: write it as a "
                       "Counted context's .tr(text, None, n) (engine/i18n.py)")
            continue
        if not m.finished or not m.forms or not all(f.strip() for f in m.forms):
            out.append(f"{where} has no translation")
            continue
        wanted = sorted(PLACEHOLDER.findall(m.source))
        for form in m.forms:
            if sorted(PLACEHOLDER.findall(form)) != wanted:
                out.append(f"{where}: the translation {form[:70]!r} has the placeholders "
                           f"{sorted(PLACEHOLDER.findall(form))}, the source {wanted}")
    return out


def check() -> list[str]:
    found = []
    for domain in domains():
        for lang in languages():
            ts = FOLDER / f"{domain}_{lang}.ts"
            found += problems(ts) if ts.is_file() else [f"{ts.name} is missing: run make translations"]
    return found


def build() -> None:
    lrelease = tool("pyside6-lrelease")
    for ts in sorted(FOLDER.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        if qm.is_file() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        part = qm.with_name(f".{qm.name}.{os.getpid()}")  # test workers may build at once: each renames its own
        run = subprocess.run([lrelease, "-silent", str(ts), "-qm", str(part)], capture_output=True, text=True)
        if run.returncode:
            part.unlink(missing_ok=True)
            raise SystemExit(f"translations: lrelease failed for {ts.name}:\n{run.stdout}{run.stderr}")
        os.replace(part, qm)



def todo(domain: str, lang: str) -> list[dict[str, object]]:
    """The messages of a .ts without a finished translation, to be filled in (``fill``)."""
    return [{"context": m.context, "source": m.source, "comment": m.comment, "numerus": len(m.forms) > 1
             or "%n" in m.source, "translation": ""} for m in read_ts(FOLDER / f"{domain}_{lang}.ts")
            if not m.finished or not all(f.strip() for f in m.forms)]


def fill(domain: str, lang: str, entries: list[dict[str, object]]) -> int:
    """Write translations into a .ts: each entry's context, source and comment name the message;
    "translation" is the text, or "forms" the numerus forms. Returns how many were written."""
    path = FOLDER / f"{domain}_{lang}.ts"
    tree = ET.parse(path)
    wanted = {(str(e["context"]), str(e["source"]), str(e.get("comment", ""))): e for e in entries}
    written = 0
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            entry = wanted.get((name, msg.findtext("source") or "", msg.findtext("comment") or ""))
            if entry is None:
                continue
            tr = msg.find("translation")
            if tr is None:
                tr = ET.SubElement(msg, "translation")
            for child in list(tr):
                tr.remove(child)
            tr.attrib.pop("type", None)
            forms = entry.get("forms")
            if isinstance(forms, list) and msg.get("numerus") == "yes":
                tr.text = None
                for form in forms:
                    ET.SubElement(tr, "numerusform").text = str(form)
            else:
                tr.text = str(entry.get("translation", ""))
            written += 1
    write_ts(tree, path)
    return written



def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("what", choices=("update", "check", "build", "todo", "fill"))
    ap.add_argument("domain", nargs="?", default="shell")
    ap.add_argument("language", nargs="?", default="de")
    ap.add_argument("file", nargs="?", type=Path, help="fill: a JSON list of entries, as todo prints them")
    args = ap.parse_args(argv)
    if args.what == "todo":
        print(json.dumps(todo(args.domain, args.language), ensure_ascii=False, indent=1))
        return 0
    if args.what == "fill":
        if args.file is None:
            ap.error("fill needs the file of translations")
        entries = json.loads(args.file.read_text(encoding="utf-8"))
        written = fill(args.domain, args.language, entries)
        print(f"translations: {written} written into {args.domain}_{args.language}.ts")
        return 0
    if args.what == "build":
        build()
        return 0
    if args.what == "update":
        update()
    found = check()
    for line in found:
        print(line, file=sys.stderr)
    if found:
        print(f"translations: {len(found)} message{'s' if len(found) != 1 else ''} to translate or mend "
              f"in {FOLDER.relative_to(ROOT)}", file=sys.stderr)
        return 1
    if args.what == "update":
        build()
    return 0


if __name__ == "__main__":
    sys.exit(main())
