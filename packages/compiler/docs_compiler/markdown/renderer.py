"""DocsRenderer: mistune's HTML renderer with the site's headings, code, links and images."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any
from urllib.parse import unquote

from mistune import HTMLRenderer
from mistune.core import BlockState
from mistune.util import escape, safe_entity

from . import highlight, raw_html, syntax
from ..site import assets
from .context import LinkUse, PageContext, page_of
from ..site.hrefs import EXTERNAL
from .markup import COPY_CODE, HEADER_ANCHOR, ROUTE
from .positions import Token, start, url_start
from ..site.routes import LinkTarget, route_of

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
        return code_block(page, token["raw"], token.get("attrs", {}).get("info"), start(token, page.body_start))

    def _link(self, token: dict[str, Any], state: BlockState) -> str:
        text, url, title = self.render_tokens(token["children"], state), token["attrs"]["url"], token["attrs"].get("title")
        title_attr = f' title="{safe_entity(title)}"' if title else ""
        if url.startswith(EXTERNAL):
            return f'<a href="{self.safe_url(url)}"{title_attr} target="_blank" rel="noopener noreferrer">{text}</a>'
        page = page_of(state)
        href, route = resolve_link(page, url, url_start(token, page.body_start))
        route_attr = f' {ROUTE}="{route}"' if route else ""
        return f'<a href="{href}"{route_attr}{title_attr}>{text}</a>'

    def _image(self, token: dict[str, Any], state: BlockState) -> str:
        page, url, title = page_of(state), token["attrs"]["url"], token["attrs"].get("title")
        alt = escape(_strip_tags(self.render_tokens(token["children"], state)))
        where = url_start(token, page.body_start)
        src = self.safe_url(image_src(page, url, where))
        if not alt:
            page.report(where, f"image '{url}' has no alt text: describe it for screen readers", "warning")
        title_attr = f' title="{safe_entity(title)}"' if title else ""
        return f'<img src="{src}" alt="{alt}"{title_attr} loading="lazy" decoding="async">'

    def _block_html(self, token: dict[str, Any], state: BlockState) -> str:
        return _raw_html(page_of(state), token) + "\n"

    def _inline_html(self, token: dict[str, Any], state: BlockState) -> str:
        return _raw_html(page_of(state), token)


def code_block(page: PageContext, code: str, info: str | None, where: tuple[int, int]) -> str:
    """A code block, highlighted, with its title and copy button."""
    line_count = len(code.splitlines())
    lang, title, lines, beyond = highlight.parse_info(info, line_count)
    if beyond or not highlight.is_known(lang):
        if not highlight.is_known(lang):
            page.problem(where, f"unknown code language '{lang}': use one of {', '.join(sorted(highlight.LANGUAGES))} or text")
            lang = "text"
        for part in beyond:
            page.report(where, f"highlighted lines {{{part}}} are outside the block's {line_count} lines: fix the range")
    body = highlight.highlight(code, lang, lines)
    title_html = f'<div class="code-title">{escape(title)}</div>' if title else ""
    return (
        f'<div class="code-block" data-lang="{escape(lang)}">{title_html}'
        # tabindex: long lines scroll sideways, and keyboard users must be able to scroll them too.
        f'<pre class="highlight" tabindex="0"><code>{body}</code></pre>'
        f'<button type="button" class="{COPY_CODE}" aria-label="{escape(page.copy_code_text)}" data-state="idle"></button>'
        "</div>\n"
    )


def image_src(page: PageContext, url: str, where: tuple[int, int]) -> str:
    """The image's URL in the bundle (unescaped), reporting an image that does not exist."""
    if url.startswith(EXTERNAL):
        return url
    bundled = assets.resolve(url, page.source, page.assets)
    if bundled is None:
        page.report(where, f"image '{unquote(url)}' not found: put it in content/public/ or beside the page")
        return url
    return page.base + bundled


def _raw_html(page: PageContext, token: Token) -> str:
    fragment = str(token["raw"])
    at = _fragment_places(token, page.body_start)
    return raw_html.render(fragment, page.raw_html, at, lambda url, where: raw_href(page, url, where),
                           lambda src, where: image_src(page, src, where), page.report)


def _fragment_places(token: Token, fallback: tuple[int, int]) -> Callable[[int], tuple[int, int]]:
    """Where each offset of a raw HTML token's text is in the file."""
    if "at" in token:
        source, offset = token["at"]
        return lambda k: source.at(offset + k)
    first = start(token, fallback)
    return lambda k: first


def raw_href(page: PageContext, url: str, where: tuple[int, int]) -> tuple[str, str | None]:
    """A raw <a href> (unescaped), checked like a Markdown link, and its route as resolve_link
    gives it; only web, mail and phone schemes."""
    if url.startswith(EXTERNAL):
        return url, None
    if SCHEME.match(url):
        page.report(where, f"link '{url}' has a scheme that is not allowed: use http(s), mailto or tel")
        return "#", None
    href, route = resolve_link(page, url, where)
    return html.unescape(href), html.unescape(route) if route else None


def resolve_link(page: PageContext, url: str, where: tuple[int, int]) -> tuple[str, str | None]:
    """The link's href (escaped), and its route when the client router can navigate to it (a page
    of this version), so the browser never works out which links are its own."""
    if url.startswith("#"):
        page.links.append(LinkUse(LinkTarget(page.version, route_of(page.relative_path), url[1:]), url, *where))
        return escape(url), None
    target, reason = page.routes.resolve(url, page.version, page.relative_path)
    if target is None:
        near = page.routes.closest(unquote(url), page.version, page.relative_path)
        hint = f"did you mean {near}?" if near else "link to an existing route such as /docs/start/intro"
        page.report(where, f"dead link '{unquote(url)}': {reason}; {hint}")
        return escape(url), None
    page.links.append(LinkUse(target, url, *where))
    full = page.routes.full(target.version, target.route) + (f"#{target.anchor}" if target.anchor else "")
    return escape(page.base.rstrip("/") + full), escape(full) if target.version == page.version else None


def _strip_tags(text: str) -> str:
    return re.sub(r"<[^>]+>", "", text)
