"""DocsRenderer: mistune's HTML renderer with the site's headings, code, links and images."""

from __future__ import annotations

import html
import re
from typing import Any

from mistune import HTMLRenderer
from mistune.util import escape, safe_entity

from . import assets, highlight
from .context import LinkUse, PageContext
from .routes import LinkTarget, route_of

EXTERNAL = ("http://", "https://", "mailto:", "tel:", "//")


class DocsRenderer(HTMLRenderer):
    page: PageContext

    def __init__(self) -> None:
        super().__init__(escape=False)

    def heading(self, text: str, level: int, **attrs: Any) -> str:
        hid = attrs.get("id")
        if not hid:
            return f"<h{level}>{text}</h{level}>\n"
        label = escape(html.unescape(_strip_tags(text)))
        anchor = f'<a class="header-anchor" href="#{hid}" aria-label="Permalink to {label}">#</a>'
        return f'<h{level} id="{hid}">{text}{anchor}</h{level}>\n'

    def block_code(self, code: str, info: str | None = None) -> str:
        self.page.code_blocks.append((info or "", code))
        lang, title, lines = highlight.parse_info(info)
        if not highlight.is_known(lang):
            self.page.problem(
                "```" + (info or "").strip(),
                f"unknown code language '{lang}': use one of {', '.join(sorted(highlight.LANGUAGES))} or text",
            )
            lang = "text"
        body = highlight.highlight(code, lang, lines)
        title_html = f'<div class="code-title">{escape(title)}</div>' if title else ""
        return (
            f'<div class="code-block" data-lang="{escape(lang)}">{title_html}'
            # tabindex: long lines scroll sideways, and keyboard users must be able to scroll them too.
            f'<pre class="highlight" tabindex="0"><code>{body}</code></pre>'
            '<button type="button" class="copy-code" aria-label="Copy code" data-state="idle"></button>'
            "</div>\n"
        )

    def link(self, text: str, url: str, title: str | None = None) -> str:
        title_attr = f' title="{safe_entity(title)}"' if title else ""
        if url.startswith(EXTERNAL):
            return f'<a href="{self.safe_url(url)}"{title_attr} target="_blank" rel="noopener noreferrer">{text}</a>'
        href = self.resolve_link(url)
        return f'<a href="{href}"{title_attr}>{text}</a>'

    def image(self, text: str, url: str, title: str | None = None) -> str:
        alt = escape(_strip_tags(text))
        if url.startswith(EXTERNAL):
            src = self.safe_url(url)
        else:
            bundled = assets.resolve(url, self.page.source, self.page.assets)
            if bundled is None:
                self.page.error(url, f"image '{url}' not found: put it in content/public/ or beside the page")
                src = self.safe_url(url)
            else:
                src = self.page.base + bundled
        if not alt:
            self.page.warn(url, f"image '{url}' has no alt text: describe it for screen readers")
        title_attr = f' title="{safe_entity(title)}"' if title else ""
        return f'<img src="{src}" alt="{alt}"{title_attr} loading="lazy" decoding="async">'

    def resolve_link(self, url: str) -> str:
        page = self.page
        if url.startswith("#"):
            page.links.append(LinkUse(LinkTarget(page.version, route_of(page.relative_path), url[1:]), url, *page.locate_link(url)))
            return escape(url)
        target, reason = page.routes.resolve(url, page.version, page.relative_path)
        if target is None:
            page.error(f"]({url}", f"dead link '{url}': {reason}; link to an existing route such as /docs/start/intro")
            return escape(url)
        page.links.append(LinkUse(target, url, *page.locate_link(url)))
        full = page.routes.full(target.version, target.route)
        return escape(page.base.rstrip("/") + full + (f"#{target.anchor}" if target.anchor else ""))


def _strip_tags(text: str) -> str:
    return re.sub(r"<[^>]+>", "", text)
