"""DocsRenderer: mistune's HTML renderer with the site's headings, code, links and images."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

from mistune import HTMLRenderer
from mistune.core import BlockState
from mistune.util import escape, safe_entity

from . import highlight, raw_html, syntax
from ..site import assets
from .context import PageContext, page_of
from ..site.hrefs import EXTERNAL
from .markup import COPY_CODE, HEADER_ANCHOR, ROUTE
from .plugins import quick_info
from .plugins.links import check_image, check_link
from .positions import Token, start

SCHEME = re.compile(r"\s*[A-Za-z][A-Za-z0-9+.-]*:")


class DocsRenderer(HTMLRenderer):
    """One renderer for a whole build: the page being rendered travels in the state (page_of), so
    the renderer holds nothing of it. mistune's HTML renderer gives its methods a token's text and
    attributes only, so the methods that need the page take the token and the state instead, as
    the plugins' renderings (syntax.py) do."""

    def __init__(self) -> None:
        super().__init__(escape=False)
        self._with_page: dict[str, Callable[[dict[str, Any], BlockState], str]] = {
            "block_code": self._block_code, "link": self._link, "image": self._image,
            "block_html": self._block_html, "inline_html": self._inline_html,
        }

    def render_token(self, token: dict[str, Any], state: BlockState) -> str:
        if plugin := syntax.html(token["type"]):
            return plugin(self, token, state)
        with_page = self._with_page.get(token["type"])
        return with_page(token, state) if with_page else super().render_token(token, state)

    def heading(self, text: str, level: int, **attrs: Any) -> str:
        hid = attrs.get("id")
        if not hid:
            return f"<h{level}>{text}</h{level}>\n"
        label = escape(html.unescape(_strip_tags(text)))
        anchor = f'<a class="{HEADER_ANCHOR}" href="#{hid}" aria-label="Permalink to {label}">#</a>'
        return f'<h{level} id="{hid}">{text}{syntax.html_suffix("heading", attrs)}{anchor}</h{level}>\n'

    def _block_code(self, token: dict[str, Any], state: BlockState) -> str:
        page = page_of(state)
        return code_block(page, token["raw"], token.get("attrs", {}).get("info"), quick_info.marks_of(token))

    def _link(self, token: dict[str, Any], state: BlockState) -> str:
        text, url, title = self.render_tokens(token["children"], state), token["attrs"]["url"], token["attrs"].get("title")
        title_attr = f' title="{safe_entity(title)}"' if title else ""
        if url.startswith(EXTERNAL):
            return f'<a href="{self.safe_url(url)}"{title_attr} target="_blank" rel="noopener noreferrer">{text}</a>'
        href, route = resolve_link(page_of(state), url)
        route_attr = f' {ROUTE}="{route}"' if route else ""
        return f'<a href="{href}"{route_attr}{title_attr}>{text}</a>'

    def _image(self, token: dict[str, Any], state: BlockState) -> str:
        page, url, title = page_of(state), token["attrs"]["url"], token["attrs"].get("title")
        alt = escape(_strip_tags(self.render_tokens(token["children"], state)))
        src = self.safe_url(image_src(page, url))
        title_attr = f' title="{safe_entity(title)}"' if title else ""
        return f'<img src="{src}" alt="{alt}"{title_attr} loading="lazy" decoding="async">'

    def _block_html(self, token: dict[str, Any], state: BlockState) -> str:
        return _raw_html(page_of(state), token) + "\n"

    def _inline_html(self, token: dict[str, Any], state: BlockState) -> str:
        return _raw_html(page_of(state), token)


def code_block(page: PageContext, code: str, info: str | None, marks: list[quick_info.Mark] | None = None) -> str:
    """A code block, highlighted, with its title and copy button (plugins/fences.py checks its info),
    and quick info on the identifiers marked (plugins/quick_info.py)."""
    lang, title, lines, _ = highlight.parse_info(info, len(code.splitlines()))
    lang = lang if highlight.is_known(lang) else "text"
    body = highlight.highlight(code, lang, lines)
    if marks:
        body = quick_info.decorate(page, body, marks)
    title_html = f'<div class="code-title">{escape(title)}</div>' if title else ""
    return (
        f'<div class="code-block" data-lang="{escape(lang)}">{title_html}'
        # tabindex: long lines scroll sideways, and keyboard users must be able to scroll them too.
        f'<pre class="highlight" tabindex="0"><code>{body}</code></pre>'
        f'<button type="button" class="{COPY_CODE}" aria-label="{escape(page.copy_code_text)}" data-state="idle"></button>'
        "</div>\n"
    )


def image_src(page: PageContext, url: str) -> str:
    """The image's URL in the bundle (unescaped); as written when it is not there (plugins/links.py says so)."""
    if url.startswith(EXTERNAL):
        return url
    bundled = assets.resolve(url, page.source, page.assets)
    return url if bundled is None else page.base + bundled


def _raw_html(page: PageContext, token: Token) -> str:
    fragment = str(token["raw"])
    at = _fragment_places(token, page.body_start)
    return raw_html.render(fragment, page.raw_html, at, lambda url, where: raw_href(page, url, where),
                           lambda src, where: raw_src(page, src, where), page.report)


def _fragment_places(token: Token, fallback: tuple[int, int]) -> Callable[[int], tuple[int, int]]:
    """Where each offset of a raw HTML token's text is in the file."""
    if "at" in token:
        source, offset = token["at"]
        return lambda k: source.at(offset + k)
    first = start(token, fallback)
    return lambda k: first


def raw_href(page: PageContext, url: str, where: tuple[int, int]) -> tuple[str, str | None]:
    """A raw <a href> (unescaped), checked like a Markdown link, and its route as resolve_link
    gives it; only web, mail and phone schemes. Raw HTML is checked as it is rendered: a fragment
    with a problem is written as text."""
    if url.startswith(EXTERNAL):
        return url, None
    if SCHEME.match(url):
        page.report(where, f"link '{url}' has a scheme that is not allowed: use http(s), mailto or tel")
        return "#", None
    check_link(page, url, where)
    href, route = resolve_link(page, url)
    return html.unescape(href), html.unescape(route) if route else None


def raw_src(page: PageContext, url: str, where: tuple[int, int]) -> str:
    """A raw <img src>, checked like a Markdown image."""
    check_image(page, url, where)
    return image_src(page, url)


def resolve_link(page: PageContext, url: str) -> tuple[str, str | None]:
    """The link's href (escaped), and its route when the client router can navigate to it (a page
    of this version), so the browser never works out which links are its own."""
    if url.startswith("#"):
        return escape(url), None
    target, _ = page.routes.resolve(url, page.version, page.relative_path)
    if target is None:
        return escape(url), None
    full = page.routes.full(target.version, target.route) + (f"#{target.anchor}" if target.anchor else "")
    return escape(page.base.rstrip("/") + full), escape(full) if target.version == page.version else None


def _strip_tags(text: str) -> str:
    return re.sub(r"<[^>]+>", "", text)
