"""Compiles content/ (Markdown + site.yaml) into typed, hashed JSON artifacts per version."""
