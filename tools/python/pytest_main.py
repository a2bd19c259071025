"""Entry point of py_pytest targets: runs pytest over the files Bazel passes as arguments."""

import os
import sys

import pytest

if __name__ == "__main__":
    args = ["-p", "no:cacheprovider", "-q", *sys.argv[1:]]
    xml = os.environ.get("XML_OUTPUT_FILE")
    if xml:
        args.append("--junitxml=" + xml)
    sys.exit(pytest.main(args))
