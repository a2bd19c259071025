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
        for name, text in {"package.json": '{"name": "pkg", "types": "build/index.d.ts"}', **files}.items():
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


def test_surface_lists_members_options_and_entry_points(tmp_path: Path) -> None:
    pkg = Package(tarball(tmp_path / "1.0.0.tgz", {
        "extend-expect.js": "", "jest-preset/index.js": "", "babel.config.js": "", "build/index.js": "",
        "build/index.d.ts": (
            "export { default as render } from './render';\nexport { userEvent } from './user';\n"
            "export { fireEvent } from './fire';\nexport { waitFor } from './wait';\n"
        ),
        "build/render.d.ts": (
            "export interface RenderOptions extends BaseOptions {\n  wrapper?: React.ComponentType<any>;\n}\n"
            "interface BaseOptions { concurrentRoot?: boolean }\n"
            "export default function render<T>(ui: React.ReactElement<T>, options?: RenderOptions): {\n"
            "  rerender: (ui: React.ReactElement) => void;\n  getByText: Q;\n};\n"
        ),
        "build/user.d.ts": (
            "import { setup } from './setup';\nexport declare const userEvent: {\n  setup: typeof setup;\n"
            "  type: (element: Element, text: string, options?: TypeOptions) => Promise<void>;\n};\n"
            "type TypeOptions = Partial<{ skipBlur: boolean }>;\n"
        ),
        "build/setup.d.ts": "export declare function setup(options?: { delay?: number }): void;\n",
        "build/fire.d.ts": "declare function fireEvent(element: Element): void;\ndeclare namespace fireEvent {\n    var press: (element: Element) => void;\n}\nexport default fireEvent;\n",
        "build/wait.d.ts": "export default function waitFor<T>(cb: () => T, { timeout }?: { timeout?: number }): Promise<T>;\n",
    }))
    assert pkg.surface() == {
        "render", "userEvent", "fireEvent", "waitFor", "getByText",
        "pkg/extend-expect", "pkg/jest-preset",
        "render({ wrapper })", "render({ concurrentRoot })", "render().rerender",
        "userEvent.setup", "userEvent.setup({ delay })", "userEvent.type", "userEvent.type({ skipBlur })",
        "fireEvent.press", "waitFor({ timeout })",
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
        "added": {"a": ["9.1.0"], "b": ["10.0.2"]},
    }


def test_minors_read_their_latest_patch_and_added_names_the_exact_release(tmp_path: Path) -> None:
    files = [
        tarball(tmp_path / "1.0.0.tgz", {"build/index.d.ts": "export declare const a: { x: 1 };\n"}),
        tarball(tmp_path / "1.0.1.tgz", {"build/index.d.ts": "export declare const a: { x: 1; y: 1 };\n"}),
        tarball(tmp_path / "1.1.0.tgz", {"build/index.d.ts": "export declare const a: { x: 1 };\n"}),
        tarball(tmp_path / "1.1.2.tgz", {"build/index.d.ts": "export declare const a: { x: 1; y: 1 };\nexport declare const b: 1;\n"}),
    ]
    data = history(files)
    assert data["releases"] == ["1.0", "1.1"] and data["versions"] == {"1.0": "1.0.1", "1.1": "1.1.2"}
    assert data["names"] == {"a": {"kind": "value", "releases": ["1.0", "1.1"]}, "b": {"kind": "value", "releases": ["1.1"]}}
    assert data["added"] == {"a": ["1.0.0"], "a.x": ["1.0.0"], "a.y": ["1.0.1", "1.1.2"], "b": ["1.1.2"]}


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


def test_real_releases_say_where_members_and_options_arrived() -> None:
    data = json.loads(Path(os.environ["TEST_SRCDIR"], os.environ["TEST_WORKSPACE"], "packages/api-history/api_history.json").read_text())
    added = data["added"]
    assert data["exhaustive"] == ["12", "13"]
    assert added["userEvent"] == ["12.2.0"] and added["userEvent.clear"] == ["12.2.1"]
    assert added["userEvent.scrollTo"] == ["12.3.1"]
    assert added["userEvent.paste"] == ["12.6.0", "12.7.2"]  # the 12.7.0 build left it out
    assert added["render({ concurrentRoot })"] == ["12.8.0"] and added["renderHook({ concurrentRoot })"] == ["13.0.1"]
    assert added["userEvent.type({ skipBlur })"] == ["12.9.0"]
    assert added["render().rerenderAsync"] == ["13.3.0"] and added["cleanupAsync"] == ["13.3.3"]
    assert added["@testing-library/react-native/extend-expect"] == ["12.3.3"]
    assert added["@testing-library/react-native/matchers"] == ["13.0.0"]
