"""Links and images, checked over the page's token tree once it is rendered (and so inline-parsed):
an internal link must reach a page (and is recorded for the link stage's anchor check), an image
must exist and be described. The HTML renderer only writes them; raw HTML's links and images are
checked as the raw HTML is rendered, since a fragment with a problem is written as text.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

from mistune import Markdown
from mistune.core import BlockState

from ...site import assets
from ...site.hrefs import EXTERNAL
from ...site.routes import LinkTarget, route_of
from ..context import LinkUse, PageContext, page_of
from ..positions import url_start, walk


def check_link(page: PageContext, url: str, where: tuple[int, int]) -> None:
    """Reports an internal link to no page, and records the others for the anchor check."""
    if url.startswith(EXTERNAL):
        return
    if url.startswith("#"):
        page.links.append(LinkUse(LinkTarget(page.version, route_of(page.relative_path), url[1:]), url, *where))
        return
    target, reason = page.routes.resolve(url, page.version, page.relative_path)
    if target is None:
        near = page.routes.closest(unquote(url), page.version, page.relative_path)
        hint = f"did you mean {near}?" if near else "link to an existing route such as /docs/start/intro"
        page.report(where, f"dead link '{unquote(url)}': {reason}; {hint}")
        return
    page.links.append(LinkUse(target, url, *where))


def check_image(page: PageContext, url: str, where: tuple[int, int]) -> None:
    """Reports an image that is neither on the web nor in the bundle."""
    if not url.startswith(EXTERNAL) and assets.resolve(url, page.source, page.assets) is None:
        page.report(where, f"image '{unquote(url)}' not found: put it in content/public/ or beside the page")


def _text(tokens: list[dict[str, Any]]) -> str:
    return "".join(str(t.get("raw", "")) if t["type"] in ("text", "codespan") else _text(t.get("children", [])) for t in tokens)


def _check(md: Markdown, result: str | list[dict[str, Any]], state: BlockState) -> str | list[dict[str, Any]]:
    page = page_of(state)
    for token in walk(state.tokens):
        if token["type"] not in ("link", "image"):
            continue
        url, where = token["attrs"]["url"], url_start(token, page.body_start)
        if token["type"] == "link":
            check_link(page, url, where)
            continue
        check_image(page, url, where)
        if not _text(token["children"]).strip():
            page.report(where, f"image '{url}' has no alt text: describe it for screen readers", "warning")
    return result


def plugin(md: Markdown) -> None:
    md.after_render_hooks.append(_check)
