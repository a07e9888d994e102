"""babelworks' translation source list, and the check that no player's line escapes it.

    python -m tools.translations            # rewrite babelworks/i18n/babelworks.ts
    python -m tools.translations --check    # list lines a player reads that are not marked

``pyside6-lupdate`` reads every ``translate("Context", "Source")`` call in the package
(``babelworks.i18n.translate`` for the window and the layers that draw, ``babelworks.core.words.translate``
for the rules) and the content files' names and texts (listed here, as lupdate reads
code, not JSON) into ``babelworks/i18n/babelworks.ts``, the file a translator opens in
Qt Linguist. ``tests/test_translations.py`` fails when the file is out of date or when a
string literal that reads as words is neither marked nor said to be never shown.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "babelworks"
TS_FILE = PACKAGE / "i18n" / "babelworks.ts"
#: Modules whose words never reach the window, and why (their strings are not scanned).
NOT_SHOWN = {
    "cli.py": "the command line prints English to a terminal (argparse's own help is English)",
    "simulate.py": "headless sweeps, printed to a terminal",
    "sweep.py": "headless sweeps, printed to a terminal",
    "invariants.py": "broken-invariant diagnostics for simulate and the tests",
    "calibrate_meeples.py": "a developer's calibration tool",
    "frame_analysis.py": "a developer's measuring tool",
}
#: A trailing comment that says a literal is not for a player (an id, a key, a format).
NOT_SHOWN_MARK = "# not shown"
#: Calls whose string arguments are keys, names or code, never words for a player.
KEY_CALLS = {
    "translate",
    "content_words",
    "setObjectName",
    "setProperty",
    "property",
    "setStyleSheet",
    "value",
    "setValue",
    "remove",
    "contains",
    "getattr",
    "hasattr",
    "setattr",
    "get",
    "pop",
    "startswith",
    "endswith",
    "split",
    "join",
    "replace",
    "compile",
    "match",
    "search",
    "fullmatch",
    "sub",
    "findChild",
    "findChildren",
    "asset_path",
    "Path",
    "open",
    "debug",
    "info",
    "exception",
    "isoformat",
    "strftime",
    "strptime",
    "QColor",
    "QKeySequence",
    "fromTheme",
    "encode",
    "decode",
    "format_exc",
    "environ",
    "getenv",
    "setdefault",
    "setApplicationName",
    "setOrganizationName",
    "setDesktopFileName",
    "SIGNAL",
    "Signal",
    "Slot",
    "cast",
    "TypeVar",
}
#: Loggers whose ``warning``/``error`` are for the log file, unlike QMessageBox's.
LOGGERS = {"log", "logger", "logging", "LOG", "LOGGER", "warnings"}
#: Two words, a capitalised one, or one word beside an f-string's field ("{score} points").
WORDS = re.compile(
    r"[A-Za-z]{2,}[ ,.'!?:-]+[A-Za-z]{2,}|^[A-Z][a-z]{2,}|\u2027[ :]+[a-z]{3,}|[a-z]{3,} \u2027"
)
CODE = re.compile(
    r"[;{}]\s*$|^[\w.-]+/[\w./*-]+$|\bpx\b|#[0-9a-fA-F]{3}|^[a-z_]+(:[\w/*-]+)+$|%[sd]"
    r"|^\w+(\.\w+)+$|^[A-Z][a-z]+([A-Z][a-z]*)+$|^[a-z0-9_-]+$"
)
#: Content files' fields a player reads: {file: (fields, True when the dict's keys are names)}.
CONTENT_FIELDS = {
    "rise_of_babel/cards.json": ({"name"}, False),
    "rise_of_babel/towers.json": (set(), True),
    "rolling_heights/ads.json": ({"name", "text"}, False),
    "rolling_heights/boards.json": ({"name"}, False),
    "rolling_heights/plans.json": ({"name", "type"}, False),
    "rolling_heights/targets.json": ({"name", "text"}, False),
    "rise_of_babel/tutorial.json": ({"text", "ask", "summary", "title"}, False),
    "rolling_heights/tutorial.json": ({"text", "ask", "summary", "title"}, False),
    "skyscrapers/tutorial.json": ({"text", "ask", "summary", "title"}, False),
}


def scanned_modules() -> list[Path]:
    """Every module of the package whose string literals may reach a player."""
    return sorted(p for p in PACKAGE.rglob("*.py") if p.name not in NOT_SHOWN)


def unmarked(paths: list[Path]) -> list[str]:
    """``file:line: text`` for each literal that reads as words yet is not marked."""
    found = []
    for path in paths:
        lines = path.read_text(encoding="utf-8").splitlines()
        for node in _candidates(ast.parse(path.read_text(encoding="utf-8"))):
            text = _text_of(node)
            if text and _reads_as_words(text) and not _marked(lines, node):
                found.append(f"{_shown_path(path)}:{node.lineno}: {text[:70]!r}")
    return found


def _shown_path(path: Path) -> Path:
    return path.relative_to(ROOT) if path.is_relative_to(ROOT) else path


def _reads_as_words(text: str) -> bool:
    # A menu's mnemonic ("&Roll") or a leading glyph ("▶ Play") still leaves words.
    plain = re.sub(r"^[^A-Za-z]+", "", text.replace("&", ""))
    return bool(WORDS.search(text) or WORDS.search(plain)) and not CODE.search(text)


def _marked(lines: list[str], node: ast.AST) -> bool:
    return any(NOT_SHOWN_MARK in lines[n - 1] for n in range(node.lineno, node.end_lineno + 1))


def _text_of(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        # A field stands as a letterless mark: "{}" would read as code (a style sheet's brace).
        return "".join(v.value if isinstance(v, ast.Constant) else "\u2027" for v in node.values)
    return None


def _candidates(tree: ast.AST) -> list[ast.AST]:
    """String literals outside docstrings, key calls, subscripts and comparisons."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        skipped.update(_skipped_under(node))
    return [n for n in ast.walk(tree) if id(n) not in skipped and _text_of(n) is not None]


def _skipped_under(node: ast.AST) -> list[int]:
    inner: list[ast.AST] = []
    body = getattr(node, "body", None)
    if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body:
        if isinstance(body[0], ast.Expr) and _text_of(body[0].value) is not None:
            inner.append(body[0].value)
    if isinstance(node, ast.JoinedStr):
        inner.extend(node.values)
    if isinstance(node, ast.Call) and _is_key_call(node.func):
        inner.extend(node.args + [k.value for k in node.keywords])
    if isinstance(node, ast.Subscript):
        inner.append(node.slice)
    if isinstance(node, ast.Compare):
        inner.extend([node.left, *node.comparators])
    return [id(n) for top in inner for n in ast.walk(top)]


def _is_key_call(func: ast.AST) -> bool:
    if isinstance(func, ast.Name):
        return func.id in KEY_CALLS
    if isinstance(func, ast.Attribute):
        owner = func.value.id if isinstance(func.value, ast.Name) else ""
        return func.attr in KEY_CALLS or owner in LOGGERS
    return False


def content_lines() -> list[str]:
    """The content files' names and texts, as ``translate`` calls lupdate can read."""
    calls = []
    for name, (fields, keys_are_names) in CONTENT_FIELDS.items():
        data = json.loads((ROOT / "assets" / name).read_text(encoding="utf-8"))
        for text in sorted(set(_content_texts(data, fields, keys_are_names))):
            calls.append(f"translate({'Content'!r}, {text!r})")
    return calls


def _content_texts(data, fields: set[str], keys_are_names: bool):
    if isinstance(data, dict):
        for key, value in data.items():
            if keys_are_names and isinstance(value, str) and WORDS.search(key):
                yield key
            if key in fields and isinstance(value, str):
                yield value
            yield from _content_texts(value, fields, keys_are_names)
    elif isinstance(data, list):
        for item in data:
            yield from _content_texts(item, fields, keys_are_names)


def lupdate(ts_file: Path) -> None:
    """Run ``pyside6-lupdate`` over the package and the content files into ``ts_file``."""
    tool = shutil.which("pyside6-lupdate") or str(Path(sys.executable).parent / "pyside6-lupdate")
    with tempfile.TemporaryDirectory() as folder:
        listed = Path(folder) / "content_words.py"
        listed.write_text("\n".join(content_lines()) + "\n", encoding="utf-8")
        sources = [str(p) for p in scanned_modules()] + [str(listed)]
        command = [tool, *sources, "-ts", str(ts_file), "-no-obsolete", "-locations", "none", "-silent"]
        subprocess.run(command, check=True, capture_output=True, text=True)


def messages(ts_file: Path) -> set[tuple[str, str]]:
    """Every (context, source) a ``.ts`` file lists."""
    if not ts_file.exists():
        return set()
    root = ET.parse(ts_file).getroot()
    return {
        (context.findtext("name", ""), message.findtext("source", ""))
        for context in root.iter("context")
        for message in context.iter("message")
    }


def main(argv: list[str] | None = None) -> int:
    """Rewrite the source list, or (``--check``) print what is neither marked nor listed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="list unmarked lines; change nothing")
    parser.add_argument("paths", nargs="*", type=Path, help="modules to check (default: all)")
    args = parser.parse_args(argv)
    if args.check:
        found = unmarked([p.resolve() for p in args.paths if p.name not in NOT_SHOWN] or scanned_modules())
        print("\n".join(found) or "every line a player reads is marked")
        return 1 if found else 0
    TS_FILE.parent.mkdir(exist_ok=True)
    lupdate(TS_FILE)
    print(f"{TS_FILE.relative_to(ROOT)}: {len(messages(TS_FILE))} lines to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
