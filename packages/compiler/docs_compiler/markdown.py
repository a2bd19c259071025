"""The Markdown stage: mistune with GFM and the site's plugins, rendering one page at a time."""

from __future__ import annotations

import mistune
from mistune.plugins import PluginRef

from .context import PageContext
from .plugins import containers, headings, table_pipes
from .renderer import DocsRenderer

PLUGINS: list[PluginRef] = [
    "strikethrough", "table", table_pipes.plugin, "task_lists", "url", "footnotes", headings.plugin, containers.plugin,
]


def _table(renderer: object, text: str) -> str:
    # Wide tables scroll sideways on phones; tabindex lets keyboard users scroll them as well.
    return f'<table tabindex="0">\n{text}</table>\n'


class MarkdownStage:
    """One parser for a whole build; render() sets the page it is working on."""

    def __init__(self) -> None:
        self.renderer = DocsRenderer()
        self.md = mistune.create_markdown(renderer=self.renderer, plugins=PLUGINS)
        self.renderer.register("table", _table)

    def render(self, body: str, page: PageContext) -> str:
        self.renderer.page = page
        out = self.md(body)
        return out if isinstance(out, str) else ""
