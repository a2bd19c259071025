"""Writes the BUILD file of the pip repository: one target per installed distribution.

Run by the pip_install repository rule after `pip install --target site`. Each distribution's
files come from its RECORD, and its dependencies from Requires-Dist (environment markers other
than extras are taken as true on this platform), so an action can depend on exactly the
distributions it imports instead of every installed file.
"""

from __future__ import annotations

import re
import sys
from email.parser import Parser
from pathlib import Path


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def _pyc(site: Path, path: str) -> str | None:
    """The byte-code file compileall wrote for a module, if any."""
    if not path.endswith(".py"):
        return None
    module = Path(path)
    tag = sys.implementation.cache_tag
    cached = module.parent / "__pycache__" / f"{module.stem}.{tag}.pyc"
    return cached.as_posix() if (site / cached).is_file() else None


def distributions(site: Path) -> dict[str, tuple[list[str], list[str]]]:
    """canonical name -> (files relative to the repository, canonical dependency names)."""
    found: dict[str, tuple[list[str], list[str]]] = {}
    for info in sorted(site.glob("*.dist-info")):
        meta = Parser().parsestr((info / "METADATA").read_text(encoding="utf-8"))
        name = _canonical(meta["Name"])
        files = []
        for line in (info / "RECORD").read_text(encoding="utf-8").splitlines():
            path = line.split(",")[0]
            if path and not path.startswith("..") and not path.startswith("bin/") and (site / path).is_file():
                files.append("site/" + path)
                cached = _pyc(site, path)
                if cached:
                    files.append("site/" + cached)
        deps = []
        for req in meta.get_all("Requires-Dist") or []:
            if "extra ==" in req:
                continue
            deps.append(_canonical(re.split(r"[ ;<>=!~\[(]", req.strip(), maxsplit=1)[0]))
        found[name] = (sorted(files), deps)
    return found


def build_file(site: Path) -> str:
    dists = distributions(site)
    out = ['package(default_visibility = ["//visibility:public"])', ""]
    out.append('# Every installed distribution (tests use this one).')
    out.append('py_library(name = "packages", imports = ["site"], deps = [%s])' % ", ".join(f'":{n}"' for n in sorted(dists)))
    for name, (files, deps) in sorted(dists.items()):
        out.append("")
        out.append("py_library(")
        out.append(f'    name = "{name}",')
        out.append('    imports = ["site"],')
        out.append("    srcs = [%s]," % ", ".join(f'"{f}"' for f in files if f.endswith(".py")))
        out.append("    data = [%s]," % ", ".join(f'"{f}"' for f in files if not f.endswith(".py")))
        out.append("    deps = [%s]," % ", ".join(f'":{d}"' for d in sorted(set(deps)) if d in dists and d != name))
        out.append(")")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.stdout.write(build_file(Path(sys.argv[1])))
