"""Bazel entry point of the compiler (python -m docs_compiler does the same)."""

import sys

from docs_compiler.__main__ import main

sys.exit(main())
