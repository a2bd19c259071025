"""Writes the BUILD file of the pip repository: one target per installed distribution.

Run by the pip_install repository rule after `pip install --target site`. Each distribution's
files come from its RECORD, and its dependencies from Requires-Dist (environment markers other
than extras are taken as true on this platform), so an action can depend on exactly the
distributions it imports instead of every installed file.

It also writes each distribution as one import root for build actions (`NAME_archive`): a zip
archive when it is pure Python (zipimport reads it, byte code included), else a directory of its
own under native/ (extension modules cannot be imported from a zip). An action that runs Python
then has a handful of inputs instead of a thousand files, and Bazel checks each input of each
action on every build.
"""

from __future__ import annotations

import hashlib
import re
import shutil
import sys
from email.parser import Parser
from pathlib import Path

from archive import write_zip


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


# Extension modules: a distribution with one is not importable from a zip archive.
NATIVE = (".so", ".pyd")


def _archive_name(path: str) -> str:
    """Where a file goes in a zip: zipimport finds byte code beside its module, not in __pycache__."""
    parts = path.split("/")
    if len(parts) >= 2 and parts[-2] == "__pycache__" and parts[-1].endswith(".pyc"):
        return "/".join(parts[:-2] + [parts[-1].split(".")[0] + ".pyc"])
    return path


def write_archive(repo: Path, name: str, files: list[str]) -> list[str]:
    """Writes the distribution's import root under repo; returns its files, relative to repo.

    The last file is NAME.sha256, a digest of the others: worker launchers stamp themselves with it
    instead of hashing megabytes of archives on every cold build.
    """
    site = repo / "site"
    relative = [f[len("site/"):] for f in files]
    if any(f.endswith(NATIVE) for f in relative):
        out = []
        for f in relative:
            target = repo / "native" / name / f
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(site / f, target)
            out.append(f"native/{name}/{f}")
    else:
        write_zip(repo / "zip" / f"{name}.zip", {_archive_name(f): (site / f).read_bytes() for f in relative})
        out = [f"zip/{name}.zip"]
    digest = hashlib.sha256()
    for f in out:
        digest.update(f.encode() + b"\0" + hashlib.sha256((repo / f).read_bytes()).digest())
    (repo / "digest").mkdir(exist_ok=True)
    (repo / "digest" / f"{name}.sha256").write_text(digest.hexdigest() + "\n")
    return out + [f"digest/{name}.sha256"]


def build_file(site: Path, archives: Path | None = None) -> str:
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
        if archives is not None:
            own = [f'"{f}"' for f in write_archive(archives, name, files)]
            others = [f'":{d}_archive"' for d in sorted(set(deps)) if d in dists and d != name]
            out.append(f"# {name} and what it imports, one import root each (a zip, or a directory under native/).")
            out.append(f'filegroup(name = "{name}_archive", srcs = [{", ".join(own + others)}])')
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    # pip_build.py SITE [REPOSITORY]: with a repository directory, also write the archives there.
    sys.stdout.write(build_file(Path(sys.argv[1]), Path(sys.argv[2]) if len(sys.argv) > 2 else None))
