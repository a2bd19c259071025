"""One page's Markdown: parser, renderer, plugins, highlighting, and its Markdown twin."""
