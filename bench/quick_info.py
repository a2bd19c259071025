#!/usr/bin/env python3
"""What quick info (packages/compiler/docs_compiler/markdown/plugins/quick_info.py) adds to pages.

Builds //:site, then for every page's HTML compares its gzip size (level 9, as a static host
serves it) as built with the same HTML without the quick info markup: each marked identifier back
to the Pygments token it was. The stripped page must read exactly as the built one, or the
benchmark fails. The tooltips are not in the HTML but in the page's data file, which the browser
fetches on the first sign of interest in the page's code (or to navigate to the page): that file's
growth is printed too, tooltips included. Prints `docs/api/queries` of each version, then the
median and largest growth over the pages that have quick info; the target is at most 35% gzip
for a doc page's HTML.

usage: python3 bench/quick_info.py
"""

from __future__ import annotations

import gzip
import json
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
from results import record_results  # noqa: E402

SITE = ROOT / "bazel-bin" / "site"
TARGET = 0.35
TOKEN = re.compile(r'<(span|a) [^>]*?class="([\w ]+?) qi">([^<]*)</\1>')
WRAPPED = re.compile(r'<(span|a) [^>]*?class="qi">([^<]*)</\1>')


def stripped(page: str) -> str:
    """The page as the compiler writes it without quick info."""
    page = TOKEN.sub(lambda m: f'<span class="{m.group(2)}">{m.group(3)}</span>', page)
    return WRAPPED.sub(lambda m: m.group(2), page)


def text(page: str) -> str:
    return re.sub(r"<[^>]+>", "", page)


def size(page: str) -> int:
    return len(gzip.compress(page.encode(), 9))


def data_sizes(file: Path) -> tuple[int, int]:
    """(gzip bytes of a page's data file without quick info, with it), serialized alike."""
    data = json.loads(file.read_text())
    plain = {**data, "html": stripped(data["html"]), "tips": ""}
    dump = lambda value: json.dumps(value, ensure_ascii=False, separators=(",", ":"))  # noqa: E731
    return size(dump(plain)), size(dump(data))


def main() -> int:
    record_results("quick-info", "python3 bench/quick_info.py")
    subprocess.run([str(ROOT / "tools" / "bazel"), "build", "--noshow_progress", "//:site"], cwd=ROOT, check=True,
                   stderr=subprocess.DEVNULL)
    growth: dict[str, tuple[int, int]] = {}
    data_growth: dict[str, tuple[int, int]] = {}
    for file in sorted(SITE.rglob("*.html")):
        built = file.read_text()
        if 'class="nx qi"' not in built and 'class="qi"' not in built:
            continue
        plain = stripped(built)
        if re.search(r'class="[^"]*\bqi\b', plain) or text(plain) != text(built):
            print(f"{file.relative_to(SITE)}: the markup could not be taken back out", file=sys.stderr)
            return 1
        name = file.relative_to(SITE).as_posix()
        growth[name] = (size(plain), size(built))
        version, route = (name.split("/", 1) if name.startswith("12.x/") else ("13.x", name))
        data = SITE / "_data" / version / "pages" / route.replace(".html", ".json")
        if data.exists():  # a page at a folder's index names its data otherwise (the route table)
            data_growth[name] = data_sizes(data)
    pages = len(list(SITE.rglob("*.html")))
    print(f"pages with quick info: {len(growth)} of {pages}")
    for name in ("docs/api/queries.html", "12.x/docs/api/queries.html"):
        (before, after), (data_before, data_after) = growth[name], data_growth[name]
        print(f"  {name}: HTML {before / 1024:.1f} KB -> {after / 1024:.1f} KB gzip, +{after / before - 1:.1%}; "
              f"its data file (tooltips) {data_before / 1024:.1f} KB -> {data_after / 1024:.1f} KB, +{data_after / data_before - 1:.1%}")
    for label, sizes in (("HTML", growth), ("data file", data_growth)):
        ratios = sorted((after / before - 1, name) for name, (before, after) in sizes.items())
        print(f"{label} growth over those pages: median +{statistics.median(r for r, _ in ratios):.1%}, "
              f"min +{ratios[0][0]:.1%} ({ratios[0][1]}), max +{ratios[-1][0]:.1%} ({ratios[-1][1]})"
              + (f" (target: at most +{TARGET:.0%})" if label == "HTML" else ""))
    return 0 if max(after / before - 1 for before, after in growth.values()) <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
