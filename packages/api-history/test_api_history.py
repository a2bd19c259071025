"""The export lister on small made-up packages, and the history it computed from the real releases."""

from __future__ import annotations

import io
import json
import os
import tarfile
from pathlib import Path

from api_history import Package, history


def tarball(path: Path, files: dict[str, str]) -> Path:
    with tarfile.open(path, "w:gz") as tar:
        for name, text in {"package.json": '{"types": "build/index.d.ts"}', **files}.items():
            data = text.encode()
            info = tarfile.TarInfo("package/" + name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return path


def test_exports_follow_re_exports_and_skip_comments(tmp_path: Path) -> None:
    pkg = Package(tarball(tmp_path / "1.0.0.tgz", {
        "build/index.d.ts": "import './side';\nexport * from './pure';\n/** export { ghost } from './x'; */\n",
        "build/pure.d.ts": (
            "export { default as render, renderAsync } from './render';\n"
            "export type { Options, Result as API } from './render';\n"
            "export type * from './types';\n"
            "export declare function within(): void;\n"
        ),
        "build/types.d.ts": "export interface Point { x: number }\nexport declare const hidden: number;\n",
        "build/queries/role.d.ts": (
            "export type ByRoleQueries = {\n  getByRole: GetByQuery<Matcher, { nested: string }>;\n  findAllByRole: Q;\n};\n"
            "export declare const getByNothing: string;\n"
        ),
        "build/matchers/types.d.ts": (
            "export interface JestNativeMatchers<R> {\n  /** toNotAMatcher() */\n  toBeVisible(): R;\n"
            "  toHaveStyle(style: { toIgnore(): void }): R;\n}\n"
        ),
    }))
    assert pkg.names() == {
        "render": "value", "renderAsync": "value", "Options": "type", "API": "type", "within": "value",
        "Point": "type", "hidden": "type", "toBeVisible": "matcher", "toHaveStyle": "matcher",
        "getByRole": "query", "findAllByRole": "query",
    }


def test_history_orders_releases_numerically_and_lists_minors_per_name(tmp_path: Path) -> None:
    files = [
        tarball(tmp_path / "9.1.0.tgz", {"build/index.d.ts": "export declare const a: 1;\n"}),
        tarball(tmp_path / "10.0.2.tgz", {"build/index.d.ts": "export declare const a: 1;\nexport declare const b: 1;\n"}),
        tarball(tmp_path / "10.1.0.tgz", {"build/index.d.ts": "export declare const b: 1;\n"}),
    ]
    assert history(files) == {
        "releases": ["9.1", "10.0", "10.1"],
        "versions": {"9.1": "9.1.0", "10.0": "10.0.2", "10.1": "10.1.0"},
        "names": {"a": {"kind": "value", "releases": ["9.1", "10.0"]}, "b": {"kind": "value", "releases": ["10.0", "10.1"]}},
    }


def test_real_releases() -> None:
    data = json.loads(Path(os.environ["TEST_SRCDIR"], os.environ["TEST_WORKSPACE"], "packages/api-history/api_history.json").read_text())
    names = data["names"]
    current = [r for r in data["releases"] if r.startswith(("12.", "13."))]
    assert data["releases"][0] == "1.14" and current[0] == "12.0" and data["releases"][-1] == "13.3"
    assert names["renderAsync"]["releases"] == ["13.3"]
    assert names["render"]["releases"] == data["releases"]
    assert names["userEvent"]["releases"][0] == "12.2"
    assert names["toHaveAccessibleName"]["kind"] == "matcher"
    assert [r for r in names["getByA11yState"]["releases"] if r in current] == current[:10]
    assert names["getByPlaceholder"]["releases"][-1] == "6.0" and names["getByPlaceholderText"]["releases"][0] == "7.0"
