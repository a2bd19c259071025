"""Repository rules for Python: the host interpreter as a toolchain and the pinned packages.

rules_python cannot be downloaded here, so these two small rules do what the build needs:
find the machine's python3, and pip-install requirements.lock (hash-checked wheels only).
"""

def _find_python(rctx):
    python = rctx.which("python3")
    if not python:
        fail("python3 not found on PATH: install it (apt-get install python3) and retry")
    res = rctx.execute([python, "-c", "import sys; print(sys.executable)"])
    if res.return_code != 0:
        fail("could not ask python3 for its path: " + res.stderr)
    return res.stdout.strip()

_TOOLCHAIN_BUILD = """\
load("@bazel_tools//tools/python:toolchain.bzl", "py_runtime_pair")

py_runtime(
    name = "py3",
    interpreter_path = "{interpreter}",
    python_version = "PY3",
    stub_shebang = "#!{interpreter}",
)

py_runtime_pair(
    name = "runtime_pair",
    py3_runtime = ":py3",
)

toolchain(
    name = "toolchain",
    toolchain = ":runtime_pair",
    toolchain_type = "@bazel_tools//tools/python:toolchain_type",
    visibility = ["//visibility:public"],
)
"""

def _local_python_impl(rctx):
    # The launcher stub of native py_binary says "#!/usr/bin/env python", which Debian lacks.
    rctx.file("BUILD.bazel", _TOOLCHAIN_BUILD.format(interpreter = _find_python(rctx)))

local_python = repository_rule(
    implementation = _local_python_impl,
    environ = ["PATH"],
    doc = "Registers the machine's python3 as the Python toolchain.",
)

_PACKAGES_BUILD = """\
py_library(
    name = "packages",
    srcs = glob(["site/**/*.py"]),
    data = glob(["site/**"], exclude = ["site/**/*.py", "site/bin/**"]),
    imports = ["site"],
    visibility = ["//visibility:public"],
)
"""

def _pip_install_impl(rctx):
    rctx.symlink(rctx.attr.lock, "requirements.lock")
    python = _find_python(rctx)
    rctx.report_progress("pip install -r " + str(rctx.attr.lock))
    res = rctx.execute(
        [
            python, "-m", "pip", "install",
            "--no-deps", "--require-hashes", "--only-binary=:all:", "--no-compile",
            "--disable-pip-version-check", "--quiet",
            "--target", "site",
            "-r", "requirements.lock",
        ],
        timeout = 900,
    )
    if res.return_code != 0:
        fail("pip install of %s failed:\n%s" % (rctx.attr.lock, res.stderr))
    rctx.file("BUILD.bazel", _PACKAGES_BUILD)

pip_install = repository_rule(
    implementation = _pip_install_impl,
    attrs = {"lock": attr.label(mandatory = True, allow_single_file = True)},
    doc = "Installs a hash-pinned requirements lock into one py_library, :packages.",
)
