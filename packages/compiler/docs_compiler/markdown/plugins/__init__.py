"""Markdown extensions, one per file; each is a function plugin(md)."""
