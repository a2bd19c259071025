"""The Markdown stage: mistune with GFM and the site's plugins, rendering one page at a time."""

from __future__ import annotations

from mistune.core import BlockState
from mistune.plugins import PluginRef, import_plugin

from . import raw_html
from .context import PAGE, PageContext
from .positions import PositionedBlockParser, PositionedInlineParser, PositionedMarkdown, PositionedState
from .plugins import (
    api_badges, api_changes, callout, claims, fences, headings, hidden_lines, install, links, migration_check, quick_info, release_numbers,
    table_pipes, tabs, version_claims,
)
from .renderer import DocsRenderer

PLUGINS: list[PluginRef] = [
    "strikethrough", "table", table_pipes.plugin, "task_lists", "url", "footnotes",
    # The colon-fence blocks in the order an unknown block's error offers them; api_changes is read
    # before their shared rule, which must exist by then.
    headings.plugin, api_badges.plugin, callout.plugin, install.plugin, tabs.plugin, api_changes.plugin,
    migration_check.plugin, version_claims.plugin, fences.plugin, claims.plugin, release_numbers.plugin, quick_info.plugin, hidden_lines.plugin, links.plugin,
]


def _table(renderer: object, text: str) -> str:
    # Wide tables scroll sideways on phones; tabindex lets keyboard users scroll them as well.
    return f'<table tabindex="0">\n{text}</table>\n'


class MarkdownStage:
    """One parser for a whole build; each parse carries its page in its own state (state.env)."""

    def __init__(self) -> None:
        self.renderer = DocsRenderer()
        self.md = PositionedMarkdown(
            renderer=self.renderer, block=PositionedBlockParser(), inline=PositionedInlineParser(),
            plugins=[import_plugin(p) for p in PLUGINS],
        )
        self.renderer.register("table", _table)

    def parse(self, body: str, page: PageContext) -> tuple[str, BlockState]:
        """The page's HTML, and its token tree (inline tokens included, each placed) for other renderers."""
        positioned = PositionedState()
        positioned.first_line = page.body_line
        positioned.env[PAGE] = page
        out, state = self.md.parse(body, positioned)
        raw_html.finish(page.raw_html, page.report)
        return (out if isinstance(out, str) else ""), state

    def blocks(self, body: str, page: PageContext) -> BlockState:
        """The page's block tokens as written, neither rendered nor trimmed by the render hooks."""
        state = PositionedState()
        state.first_line = page.body_line
        state.env[PAGE] = page
        text = body.replace("\r\n", "\n").replace("\r", "\n")  # as Markdown.parse prepares it
        state.process(text if text.endswith("\n") else text + "\n")
        self.md.block.parse(state)
        return state
