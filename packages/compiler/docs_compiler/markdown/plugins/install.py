""":::install dev / package names / ::: blocks: one tab of install commands per package manager."""

from __future__ import annotations

from typing import TypedDict, cast

from mistune import Markdown
from mistune.block_parser import BlockParser
from mistune.core import BlockState

from .. import renderer as html_renderer, syntax
from ..context import page_of
from ..syntax import Token
from .colon_fence import Fence, register
from .tabs import panel, tablist

# Package managers and how each adds packages: (name, command, dev flag).
_PACKAGE_MANAGERS = (
    ("npm", "npm install", "--save-dev"),
    ("yarn", "yarn add", "--dev"),
    ("pnpm", "pnpm add", "--save-dev"),
    ("bun", "bun add", "--dev"),
)


class InstallAttrs(TypedDict):
    """An `install` token's attrs."""

    packages: list[str]
    """The package names, as written between the fences."""
    dev: bool
    """Whether they install as development dependencies (`:::install dev`)."""
    uid: int
    """The page's element id counter for the block's tabs and panels."""


def _parse(block: BlockParser, state: BlockState, fence: Fence) -> None:
    page = page_of(state)
    args, inner = fence.args, fence.inner
    flags = args.split()
    unknown = [f for f in flags if f != "dev"]
    if unknown:
        page.report(fence.where, f"unknown install option '{unknown[0]}': the only option is dev")
    packages = inner.split()
    if not packages:
        page.report(fence.where, "install block lists no package: put package names between the fences")
    state.append_token({"type": "install", "attrs": InstallAttrs(packages=packages, dev="dev" in flags, uid=page.next_id())})


def _commands(token: Token) -> list[tuple[str, str]]:
    """(package manager, command line) for each package manager the block offers."""
    attrs = cast(InstallAttrs, token["attrs"])
    return [
        (pm, " ".join([command, *([dev_flag] if attrs["dev"] else []), *attrs["packages"]]))
        for pm, command, dev_flag in _PACKAGE_MANAGERS
    ]


def _html(renderer: syntax.HtmlWriter, token: Token, state: BlockState) -> str:
    uid, commands = cast(InstallAttrs, token["attrs"])["uid"], _commands(token)
    panels = [panel(uid, i, pm, html_renderer.code_block(page_of(state), line + "\n", "bash")) for i, (pm, line) in enumerate(commands)]
    return tablist(uid, [pm for pm, _ in commands], "pm") + "".join(panels) + "</div>\n"


def _twin(renderer: syntax.TwinWriter, token: Token, state: BlockState) -> str:
    lines = [f"# {pm}\n{line}" for pm, line in _commands(token)]
    return "```bash\n" + "\n".join(lines) + "\n```\n\n"


def _search(walker: syntax.SearchText, token: Token) -> None:
    for _, line in _commands(token):
        walker.add(line)


def plugin(md: Markdown) -> None:
    register(md, ("install",), _parse)
    syntax.register("install", html=_html, twin=_twin, search=_search)
