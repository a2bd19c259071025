"""Markdown twins: each page as clean Markdown for coding assistants, rendered from its parsed tokens.

The page stage parses a page once; after the HTML renderer has run, the same token tree (inline
children included) goes through TwinRenderer. A twin opens with `# Title` and the description as a
quote, has no frontmatter and no HTML, has the site's own blocks (callouts, tabs, install blocks)
flattened into plain Markdown by their plugins' twin renderings (syntax.py), and makes every link
absolute to the deployed site (origin + base + route).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from mistune.core import BlockState
from mistune.renderers.markdown import MarkdownRenderer

from . import highlight, syntax
from ..site import assets
from .context import PageContext
from ..models import Frontmatter
from ..site.hrefs import EXTERNAL
from ..site.routes import route_of

_TAG = re.compile(r"</?[A-Za-z][^>]*>")
_NULS = re.compile("\x00+")


def twin_path(full_route: str) -> str:
    """Bundle path of a route's twin, relative to the base: /docs/api -> docs/api.md, /12.x/ -> 12.x/index.md."""
    path = full_route.lstrip("/")
    return (path + "index.md") if path == "" or path.endswith("/") else path + ".md"


def quote(text: str) -> str:
    """Text as a Markdown block quote."""
    return "\n".join(">" + (" " + line if line else "") for line in text.split("\n"))


def escape_text(text: str) -> str:
    """Author text (a callout title, a tab label) as Markdown text: a `<` never opens a tag."""
    return text.replace("<", "\\<")


def _safe_url(url: str) -> str:
    # Parentheses would end the link destination early; spaces would end it too.
    return url.replace(" ", "%20").replace("(", "%28").replace(")", "%29")


class TwinRenderer(MarkdownRenderer):
    """mistune's Markdown renderer with absolute links, no HTML, and the site's blocks flattened."""

    NAME = "markdown_twin"

    def __init__(self, page: PageContext, origin: str) -> None:
        super().__init__()
        for name, rendering in syntax.twin_renderings().items():
            self.register(name, rendering)
        self.page = page
        self.site = origin + page.base.rstrip("/")
        self.own = self.site + page.routes.full(page.version, route_of(page.relative_path))
        longest = max((len(run) for run in _NULS.findall(page.text)), default=0)
        self.code_opens = "\x00" * (longest + 1) + "["
        self.code_closes = "]" + "\x00" * (longest + 1)
        """Mark a code block's fence lines until the text is cleaned: NUL runs longer than any the page
        has, so never its text."""

    def clean(self, text: str) -> str:
        """The text with the blank runs that dropped HTML leaves behind collapsed and trailing spaces
        taken off, but for code blocks (their blank lines and spaces are code), which their marks show."""
        out: list[str] = []
        in_code = False
        for line in text.split("\n"):
            if in_code or self.code_opens in line:
                in_code = self.code_closes not in line
                out.append(line)
            elif line.strip() or not out or out[-1].strip():
                out.append(line.rstrip())
        return "\n".join(out).strip("\n").replace(self.code_opens, "").replace(self.code_closes, "")

    def absolute(self, url: str) -> str:
        """The deployed URL a link of the page means (dead links were reported by the HTML pass)."""
        page = self.page
        if url.startswith(EXTERNAL):
            return url
        if url.startswith("#"):
            return self.own + url
        target, _ = page.routes.resolve(url, page.version, page.relative_path)
        if target is None:
            return url
        return self.site + page.routes.full(target.version, target.route) + (f"#{target.anchor}" if target.anchor else "")

    def link(self, token: dict[str, Any], state: BlockState) -> str:
        attrs = token["attrs"]
        url = attrs["url"] if token["type"] == "image" else self.absolute(attrs["url"])
        out = f"[{self.render_children(token, state)}]({_safe_url(url)}"
        title = attrs.get("title")
        return out + (' "' + title.replace('"', '\\"') + '"' if title else "") + ")"

    def image(self, token: dict[str, Any], state: BlockState) -> str:
        url = token["attrs"]["url"]
        if not url.startswith(EXTERNAL):
            bundled = assets.resolve(url, self.page.source, self.page.assets)
            url = self.site + "/" + bundled if bundled else url
        return "!" + self.link({**token, "attrs": {**token["attrs"], "url": url}}, state)

    def render_referrences(self, state: BlockState) -> Iterable[str]:
        return []  # links are written inline, with absolute URLs

    def inline_html(self, token: dict[str, Any], state: BlockState) -> str:
        return ""  # the text between tags is its own token

    def block_html(self, token: dict[str, Any], state: BlockState) -> str:
        text = _TAG.sub("", str(token["raw"])).strip()
        return text + "\n\n" if text else ""

    def block_code(self, token: dict[str, Any], state: BlockState) -> str:
        code = str(token["raw"])
        lang, title, _, _ = highlight.parse_info(token.get("attrs", {}).get("info"), len(code.splitlines()))
        info = lang + (f' title="{title}"' if title else "")
        fenced = super().block_code({**token, "attrs": {"info": info}}, state).rstrip("\n")
        return self.code_opens + fenced + self.code_closes + "\n\n"

    def heading(self, token: dict[str, Any], state: BlockState) -> str:
        text = super().heading(token, state)
        suffix = syntax.twin_suffix("heading", token["attrs"])
        return text.rstrip("\n") + suffix + "\n\n" if suffix else text

    def linebreak(self, token: dict[str, Any], state: BlockState) -> str:
        return "\\\n"  # not two trailing spaces, which editors and the blank-run cleanup strip

    def footnote_ref(self, token: dict[str, Any], state: BlockState) -> str:
        return f"[^{token['raw']}]"

    def body(self, tokens: list[dict[str, Any]], state: BlockState) -> str:
        """The page body without its `# Heading` (the twin's own title line replaces it)."""
        first_h1 = next((i for i, t in enumerate(tokens) if t["type"] == "heading" and t["attrs"]["level"] == 1), None)
        kept = [t for i, t in enumerate(tokens) if i != first_h1]
        out = self.render_tokens(kept, state).strip("\n")
        notes = state.env.get("footnotes") or []
        definitions = state.env.get("ref_footnotes") or {}
        footer = "\n".join(f"[^{key}]: {' '.join(str(definitions[key]).split())}" for key in notes if key in definitions)
        return out + ("\n\n" + footer if footer else "")

    def home(self, fm: Frontmatter) -> str:
        """A home page's hero and feature cards as text and links."""
        parts: list[str] = []
        hero = fm.hero
        if hero:
            parts.extend(line for line in ([hero.text] if isinstance(hero.text, str) else hero.text) if line)
            if hero.tagline:
                parts.append(hero.tagline)
            if hero.actions:
                parts.append("\n".join(f"- [{a.text}]({_safe_url(self.absolute(a.link))})" for a in hero.actions))
        if fm.features:
            parts.append("\n".join(
                f"- **{f.title}**: {f.details}" + (f" ([more]({_safe_url(self.absolute(f.link))}))" if f.link else "")
                for f in fm.features
            ))
        return "\n\n".join(parts)


def render(state: BlockState, page: PageContext, origin: str, title: str, fm: Frontmatter) -> str:
    """The twin of a page whose tokens the HTML renderer has already walked (so inline tokens exist)."""
    renderer = TwinRenderer(page, origin)
    heading = title or (fm.hero.name if fm.hero else "") or page.heading_title
    parts = [f"# {heading}"] if heading else []
    if fm.description:
        parts.append(quote(" ".join(fm.description.split())))
    if fm.page_type == "home":
        parts.append(renderer.home(fm))
    parts.append(renderer.body(state.tokens, state))
    return renderer.clean("\n\n".join(p for p in parts if p)) + "\n"
