"""Entry point of py_mypy targets: `mypy --strict` over the files Bazel passes as arguments."""

import os
import sys

from mypy import api

if __name__ == "__main__":
    # The runfiles tree is read-only and shared: mypy's incremental cache goes to the test's tmpdir.
    cache = os.path.join(os.environ.get("TEST_TMPDIR", "/tmp"), "mypy_cache")
    stdout, stderr, status = api.run(["--strict", "--cache-dir", cache, *sys.argv[1:]])
    sys.stdout.write(stdout)
    sys.stderr.write(stderr)
    sys.exit(status)
