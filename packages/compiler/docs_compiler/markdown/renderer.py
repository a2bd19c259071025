"""DocsRenderer: mistune's HTML renderer with the site's headings, code, links and images."""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from typing import Any
from urllib.parse import unquote

from mistune import HTMLRenderer
from mistune.core import BlockState
from mistune.util import escape, safe_entity

from . import highlight, raw_html
from ..site import assets
from .context import LinkUse, PageContext, page_of
from ..site.hrefs import EXTERNAL
from .markup import COPY_CODE, HEADER_ANCHOR, ROUTE
from .plugins import api_badges
from ..site.routes import LinkTarget, route_of

SCHEME = re.compile(r"\s*[A-Za-z][A-Za-z0-9+.-]*:")


class DocsRenderer(HTMLRenderer):
    page: PageContext
    """The page being rendered: mistune's render methods get a token's attributes, not the state."""

    def __init__(self) -> None:
        super().__init__(escape=False)

    def __call__(self, tokens: Iterable[dict[str, Any]], state: BlockState) -> str:
        self.page = page_of(state)
        return super().__call__(tokens, state)

    def heading(self, text: str, level: int, **attrs: Any) -> str:
        hid = attrs.get("id")
        if not hid:
            return f"<h{level}>{text}</h{level}>\n"
        label = escape(html.unescape(_strip_tags(text)))
        anchor = f'<a class="{HEADER_ANCHOR}" href="#{hid}" aria-label="Permalink to {label}">#</a>'
        return f'<h{level} id="{hid}">{text}{api_badges.render_badges(attrs.get("badges", []))}{anchor}</h{level}>\n'

    def block_code(self, code: str, info: str | None = None) -> str:
        line_count = len(code.splitlines())
        lang, title, lines, beyond = highlight.parse_info(info, line_count)
        if beyond or not highlight.is_known(lang):
            # Located only when there is a problem: install blocks render code no fence wrote.
            where = self.page.locate((info or "").strip(), "```", "~~~", "``` ", "~~~ ", "", at_target=False)
            if not highlight.is_known(lang):
                self.page.problem(where, f"unknown code language '{lang}': use one of {', '.join(sorted(highlight.LANGUAGES))} or text")
                lang = "text"
            for part in beyond:
                self.page.report(where, f"highlighted lines {{{part}}} are outside the block's {line_count} lines: fix the range")
        body = highlight.highlight(code, lang, lines)
        title_html = f'<div class="code-title">{escape(title)}</div>' if title else ""
        return (
            f'<div class="code-block" data-lang="{escape(lang)}">{title_html}'
            # tabindex: long lines scroll sideways, and keyboard users must be able to scroll them too.
            f'<pre class="highlight" tabindex="0"><code>{body}</code></pre>'
            f'<button type="button" class="{COPY_CODE}" aria-label="{escape(self.page.copy_code_text)}" data-state="idle"></button>'
            "</div>\n"
        )

    def link(self, text: str, url: str, title: str | None = None) -> str:
        title_attr = f' title="{safe_entity(title)}"' if title else ""
        if url.startswith(EXTERNAL):
            return f'<a href="{self.safe_url(url)}"{title_attr} target="_blank" rel="noopener noreferrer">{text}</a>'
        href, route = self.resolve_link(url)
        route_attr = f' {ROUTE}="{route}"' if route else ""
        return f'<a href="{href}"{route_attr}{title_attr}>{text}</a>'

    def image(self, text: str, url: str, title: str | None = None) -> str:
        alt = escape(_strip_tags(text))
        where = self.page.locate_link(url)
        src = self.safe_url(self.image_src(url, where))
        if not alt:
            self.page.report(where, f"image '{url}' has no alt text: describe it for screen readers", "warning")
        title_attr = f' title="{safe_entity(title)}"' if title else ""
        return f'<img src="{src}" alt="{alt}"{title_attr} loading="lazy" decoding="async">'

    def image_src(self, url: str, where: tuple[int, int]) -> str:
        """The image's URL in the bundle (unescaped), reporting an image that does not exist."""
        if url.startswith(EXTERNAL):
            return url
        bundled = assets.resolve(url, self.page.source, self.page.assets)
        if bundled is None:
            self.page.report(where, f"image '{unquote(url)}' not found: put it in content/public/ or beside the page")
            return url
        return self.page.base + bundled

    def block_html(self, html: str) -> str:
        return self.raw_html(html) + "\n"

    def inline_html(self, html: str) -> str:
        return self.raw_html(html)

    def raw_html(self, fragment: str) -> str:
        page = self.page
        where = page.locate(fragment.strip().split("\n")[0])
        return raw_html.render(fragment, page.raw_html, where, self.raw_href, lambda src: self.image_src(src, page.locate_link(src)), page.report)

    def raw_href(self, url: str) -> tuple[str, str | None]:
        """A raw <a href> (unescaped), checked like a Markdown link, and its route as resolve_link
        gives it; only web, mail and phone schemes."""
        if url.startswith(EXTERNAL):
            return url, None
        if SCHEME.match(url):
            self.page.report(self.page.locate_link(url), f"link '{url}' has a scheme that is not allowed: use http(s), mailto or tel")
            return "#", None
        href, route = self.resolve_link(url)
        return html.unescape(href), html.unescape(route) if route else None

    def resolve_link(self, url: str) -> tuple[str, str | None]:
        """The link's href (escaped), and its route when the client router can navigate to it (a page
        of this version), so the browser never works out which links are its own."""
        page = self.page
        where = page.locate_link(url)
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
