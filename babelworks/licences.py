"""The licences of babelworks and of everything its desktop build redistributes.

Read from the installed distributions' own metadata (their licence files, their declared
licence), never copied by hand, so a new dependency or a new version brings its own text.
``packaging/build.sh`` writes them into the bundle's ``licences/`` folder (a frozen app has no
distribution metadata); Help > About > Third-party software shows them, from that folder in
a desktop build and from the metadata otherwise.
"""

from __future__ import annotations

import importlib.metadata as metadata
import re
import sys
from dataclasses import dataclass
from pathlib import Path

#: File names that hold a licence or its notices, in a distribution's files.
LICENCE_FILE = re.compile(r"(^|/)(LICEN[CS]E|COPYING|NOTICE|AUTHORS)[^/]*$", re.IGNORECASE)
#: Where a distribution that ships no licence file gets the full text of its declared licence
#: (Debian and Ubuntu keep them here; PySide6's and shiboken6's wheels carry none).
COMMON_LICENCES = {
    "LGPL-3.0": ("/usr/share/common-licenses/LGPL-3", "/usr/share/common-licenses/GPL-3"),  # not shown
}
FOLDER = "licences"
#: The bundle's index of what it redistributes, and babelworks' own licence beside it. Notices,
#: licence names and these files stay in the licences' own (English) words: legal texts.
INDEX = "THIRD-PARTY.txt"  # not shown: a file name
OWN_LICENCE = "babelworks-LICENSE.txt"  # not shown: a file name


@dataclass(frozen=True)
class Notice:
    """One redistributed distribution: its name, version, declared licence and texts."""

    name: str
    version: str
    licence: str
    homepage: str
    texts: tuple[tuple[str, str], ...]  # (file name, text)


def redistributed(root: str = "babelworks") -> list[str]:
    """The distributions a build of ``root`` carries: its requirements, theirs, and so on
    (extras left out, environment markers honoured), ``root`` itself first."""
    found, todo = [], [root]
    while todo:
        name = metadata.distribution(todo.pop(0)).metadata["Name"]
        if name not in found:
            found.append(name)
            todo.extend(_requirements(name))
    return found


def _requirements(name: str) -> list[str]:
    from packaging.requirements import Requirement

    names = []
    for text in metadata.requires(name) or []:
        requirement = Requirement(text)
        if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
            names.append(requirement.name)
    return names


def notice(name: str) -> Notice:
    """The licence notice of one installed distribution, from its metadata."""
    dist = metadata.distribution(name)
    meta = dist.metadata
    # get(): typeshed gives PackageMetadata one from 3.12; on 3.11 the object (an email Message) has it
    declared = meta.get("License-Expression") or meta.get("License") or _classifier_licence(meta)  # type: ignore[attr-defined]
    texts = [
        (_flat_name(f), Path(f.locate()).read_text(encoding="utf-8", errors="replace")) for f in _files(dist)
    ]
    if not texts:
        texts = _common_texts(declared)
    homepage = meta.get("Home-page") or next(iter(_project_urls(meta)), "")  # type: ignore[attr-defined]
    return Notice(meta["Name"], dist.version, declared.strip(), homepage, tuple(texts))


def _files(dist) -> list:
    files = [f for f in dist.files or () if LICENCE_FILE.search(str(f))]
    # The distribution's own licences first (its dist-info), then those of bundled parts.
    return sorted(files, key=lambda f: (".dist-info" not in str(f), str(f)))[:12]


def _flat_name(path) -> str:
    """A file's path inside its distribution as one file name (numpy has many LICENSE.txt)."""
    parts = Path(str(path)).parts
    inner = parts[1:] if parts[0].endswith(".dist-info") else parts
    return "__".join(p for p in inner if p != "licenses") or Path(str(path)).name


def _classifier_licence(meta) -> str:
    classifiers = meta.get_all("Classifier") or ()  # not shown: a metadata key
    found = [c.split("::")[-1].strip() for c in classifiers if c.startswith("License")]
    return ", ".join(found) or "not declared"  # not shown: a licence notice's words


def _project_urls(meta) -> list[str]:
    urls = meta.get_all("Project-URL") or ()  # not shown: a metadata key
    return [url.split(",", 1)[-1].strip() for url in urls]


def _common_texts(declared: str) -> list[tuple[str, str]]:
    for key, paths in COMMON_LICENCES.items():
        if key in declared:
            return [(Path(p).name, Path(p).read_text(encoding="utf-8")) for p in paths if Path(p).is_file()]
    note = f"Declared licence: {declared}\n(the distribution ships no licence file)\n"  # not shown: a notice
    return [("LICENCE.txt", note)]


def python_notice() -> Notice:
    """CPython's own licence (a desktop build carries the interpreter)."""
    path = (
        Path(sys.base_prefix) / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "LICENSE.txt"
    )
    fallback = "Python Software Foundation License"  # not shown: a licence's name
    text = path.read_text(encoding="utf-8") if path.is_file() else fallback
    version = ".".join(map(str, sys.version_info[:3]))
    python = "Python"  # not shown: a distribution's name
    return Notice(python, version, "PSF-2.0", "https://www.python.org", (("LICENSE.txt", text),))  # not shown


def write_folder(folder: Path, project_licence: Path) -> list[Notice]:
    """Write every notice into ``folder`` (one subfolder each, and an index); returns them."""
    notices = [python_notice()] + [notice(name) for name in redistributed()[1:]]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / OWN_LICENCE).write_text(project_licence.read_text(encoding="utf-8"))
    lines = ["babelworks is MIT-licensed (babelworks-LICENSE.txt). It redistributes:", ""]  # not shown
    for item in notices:
        part = folder / f"{item.name}-{item.version}"
        part.mkdir(exist_ok=True)
        for file_name, text in item.texts:
            (part / file_name).write_text(text, encoding="utf-8")
        lines.append(f"{item.name} {item.version}: {item.licence} {item.homepage}".rstrip())
    (folder / INDEX).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return notices


def read_folder(folder: Path) -> list[Notice]:
    """The notices a desktop build carries in ``folder`` (as :func:`write_folder` wrote them)."""
    index = (folder / INDEX).read_text(encoding="utf-8").splitlines()[2:]
    notices = []
    for line in filter(None, index):
        head, _, rest = line.partition(": ")
        name, _, version = head.rpartition(" ")
        part = folder / f"{name}-{version}"
        texts = tuple((p.name, p.read_text(encoding="utf-8")) for p in sorted(part.iterdir()))
        notices.append(Notice(name, version, rest, "", texts))
    return notices


def main(argv: list[str] | None = None) -> int:
    """``python -m babelworks.licences FOLDER LICENSE``: write the notices (the build runs it)."""
    args = sys.argv[1:] if argv is None else argv
    notices = write_folder(Path(args[0]), Path(args[1]))
    print(f"licences: {len(notices)} redistributed distributions written to {args[0]}")  # not shown
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
