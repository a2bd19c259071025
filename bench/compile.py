#!/usr/bin/env python3
"""Compiler benchmark: pages/s and peak memory on generated corpora of 100, 1,000 and 5,000
realistic pages (headings, tables, callouts, tabs, links, code in every language), and on the
real content.

usage: python3 bench/compile.py [--sizes 100,1000,5000]
Each size runs in its own process so peak memory (ru_maxrss) is per corpus.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packages" / "compiler"))

CODE = {
    "tsx": "import { render, screen } from '@testing-library/react-native';\n\ntest('shows {n}', () => {{\n  render(<Item id={{{n}}} />);\n  expect(screen.getByRole('button', {{ name: 'Item {n}' }})).toBeOnTheScreen();\n}});\n",
    "ts": "export function double(x: number): number {{\n  return x * {n};\n}}\n",
    "jsx": "const App = () => <View testID=\"app-{n}\"><Text>Hello</Text></View>;\n",
    "js": "module.exports = {{ preset: 'react-native', testTimeout: {n}000 }};\n",
    "json": "{{\n  \"name\": \"app-{n}\",\n  \"private\": true,\n  \"scripts\": {{ \"test\": \"jest\" }}\n}}\n",
    "bash": "npm install --save-dev @testing-library/react-native\nnpx jest --runInBand item-{n}\n",
    "diff": "- fireEvent.press(button);\n+ await user.press(button); // {n}\n",
    "css": ".item-{n} {{ color: rebeccapurple; margin: 0 auto; }}\n",
    "html": "<div class=\"item-{n}\"><span>{n}</span></div>\n",
}


# Pages per section. Each section has a sidebar of its own, as a large docs site groups its pages:
# one sidebar listing every page would put all of them in every page's HTML, which no real site does.
SECTION = 100


def route(n: int) -> str:
    return f"/docs/s{n // SECTION}/p{n}"


def page(n: int, pages: int) -> str:
    other = (n * 7 + 3) % pages
    parts = [f"---\ntitle: Page {n}\ndescription: Generated page {n} for the compiler benchmark.\n---\n\n# Page {n}\n\n"]
    parts.append(f"This page covers topic {n}. See [page {other}]({route(other)}#section-1) and [the intro]({route(0)}).\n\n")
    for s in range(1, 6):
        parts.append(f"## Section {s}\n\nParagraph about *queries*, **events** and `render` in section {s} of page {n}. " * 2 + "\n\n")
        parts.append(f"### Details {s}\n\n- first point\n- second point with `code`\n- third point\n\n")
        lang = list(CODE)[(n + s) % len(CODE)]
        code = CODE[lang].replace("{n}", str(n)).replace("{{", "{").replace("}}", "}")
        # Highlighted lines must exist: the compiler rejects a range past the block's end.
        marks = "{1,2}" if code.count("\n") > 1 else "{1}"
        parts.append(f"```{lang} title=\"example-{s}.{lang}\" {marks}\n" + code + "```\n\n")
    parts.append("| Option | Default | Meaning |\n|---|---|---|\n" + "".join(f"| `opt{i}` | `{i}` | Option {i} of page {n} |\n" for i in range(6)) + "\n")
    parts.append(":::tip Remember\nTests should resemble how users interact with the app.\n:::\n\n")
    parts.append(":::install dev\n@testing-library/react-native\n:::\n")
    return "".join(parts)


def make_corpus(root: Path, pages: int) -> None:
    for n in range(pages):
        path = root / "1.x" / f"{route(n).lstrip('/')}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(page(n, pages))
    # The site.yaml below names a logo; the site stage checks that it exists.
    (root / "public").mkdir(parents=True, exist_ok=True)
    (root / "public" / "l.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"/>')
    sidebars = "".join(
        f"      /docs/s{k}/:\n" + "".join(f"        - {route(n)}\n" for n in range(k * SECTION, min(pages, (k + 1) * SECTION)))
        for k in range((pages + SECTION - 1) // SECTION)
    )
    (root / "site.yaml").write_text(
        "title: Bench\ndescription: Bench.\nbase: /b/\norigin: https://example.com\nlogo: /l.svg\nrepository: https://example.com\ncopyright: x\n"
        f"versions:\n  - name: '1.x'\n    default: true\n    sidebars:\n{sidebars}"
    )


def measure(content: Path) -> dict[str, float]:
    from docs_compiler.stages.runner import compile_site

    started = time.perf_counter()
    files, reporter = compile_site(content)
    elapsed = time.perf_counter() - started
    if reporter.errors:
        raise SystemExit("\n".join(str(e) for e in reporter.errors[:10]))
    pages = sum(1 for k in files if "/pages/" in k)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"pages": pages, "seconds": elapsed, "pages_per_s": pages / elapsed, "peak_mb": peak_mb}


def child(args: argparse.Namespace) -> int:
    if args.real:
        print(json.dumps(measure(ROOT / "content")))
        return 0
    # Throughput, not start-up: a small warm-up compile first loads the lexers and compiles the
    # patterns every page needs, so 100 and 5,000 pages are compared on the same footing.
    with tempfile.TemporaryDirectory() as warm:
        make_corpus(Path(warm), 10)
        measure(Path(warm))
    with tempfile.TemporaryDirectory() as tmp:
        make_corpus(Path(tmp), args.child)
        print(json.dumps({**measure(Path(tmp)), "generated": True}))
    return 0


def pinned_packages_env() -> dict[str, str]:
    """Environment for the child runs: the pinned packages Bazel installed, unless this Python has them."""
    env = dict(os.environ)
    probe = subprocess.run([sys.executable, "-c", "import mistune, pydantic, pygments, orjson, yaml"], capture_output=True)
    if probe.returncode == 0:
        return env
    bazel = [str(ROOT / "tools" / "bazel")]
    subprocess.run(bazel + ["fetch", "@pypi//:packages"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = subprocess.run(bazel + ["info", "output_base"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(Path(base) / "external" / "pypi" / "site"), env.get("PYTHONPATH")]))
    return env


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,1000,5000")
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--real", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child or args.real:
        return child(args)
    env = pinned_packages_env()
    rows = []
    for label, extra in [("real content (both versions)", ["--real"])] + [(f"{s} generated pages", ["--child", s]) for s in args.sizes.split(",")]:
        proc = subprocess.run([sys.executable, __file__, *extra], capture_output=True, text=True, env=env)
        if proc.returncode != 0:
            print(f"{label:30} failed: {proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else proc.returncode}")
            continue
        r = json.loads(proc.stdout)
        rows.append(r)
        print(f"{label:30} {r['pages']:5d} pages  {r['seconds']:6.2f} s  {r['pages_per_s']:7.0f} pages/s  peak {r['peak_mb']:6.0f} MB")
    generated = [r for r in rows if r.get("generated")]
    if len(generated) >= 2:
        spread = generated[-1]["pages_per_s"] / generated[0]["pages_per_s"] - 1
        print(f"throughput change from {generated[0]['pages']} to {generated[-1]['pages']} pages: {spread:+.0%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
