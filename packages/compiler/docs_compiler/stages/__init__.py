"""The pipeline's stages, and the runner that puts them in order (runner.py)."""
