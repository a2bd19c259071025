"""Repository rules for Python: the host interpreter as a toolchain and the pinned packages.

rules_python cannot be downloaded here, so these two small rules do what the build needs:
find the machine's python3, and pip-install requirements.lock (hash-checked wheels only).
"""

def _find_python(rctx):
    """The real interpreter behind python3 on PATH (not a version manager's shim), and its version."""
    python = rctx.which("python3")
    if not python:
        fail("python3 not found on PATH: install it (apt-get install python3) and retry")
    # One start, not two: through a shim such as pyenv's each start costs 0.1-0.2 s, and
    # local_python runs again after every `bazel clean`, before any action can start.
    res = rctx.execute([python, "-c", "import sys; print(sys.executable); print(sys.version.replace(chr(10), ' '))"])
    if res.return_code != 0:
        fail("could not ask python3 for its path: " + res.stderr)
    executable, _, version = res.stdout.strip().partition("\n")
    return struct(path = executable, version = version)

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

_LAUNCHER = """\
#!/bin/sh
# {version} at {interpreter}. Actions run Python through this file, so its content (and with it
# the interpreter's version and path) is part of their cache keys: a shared cache never hands out
# an output that another interpreter produced. -S: no site module, so no package installed on the
# machine is importable; actions see only the archives they are given (and start 60 ms sooner).
exec {interpreter} -B -S "$@"
"""

def _local_python_impl(rctx):
    python = _find_python(rctx)
    interpreter = python.path
    rctx.file("python3", _LAUNCHER.format(version = "Python " + python.version, interpreter = interpreter), executable = True)
    # The launcher stub of native py_binary says "#!/usr/bin/env python", which Debian lacks.
    rctx.file("BUILD.bazel", _TOOLCHAIN_BUILD.format(interpreter = interpreter) + 'exports_files(["python3"])\n')

local_python = repository_rule(
    implementation = _local_python_impl,
    environ = ["PATH"],
    local = True,
    doc = "Registers the machine's python3 as the Python toolchain, and a launcher for build actions.",
)

def _pip_install_impl(rctx):
    rctx.symlink(rctx.attr.lock, "requirements.lock")
    python = _find_python(rctx).path
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
    # Byte code checked by source hash, not time stamp: the same on every machine, so actions that
    # read it keep the same cache keys, and workers start without compiling Pydantic first.
    res = rctx.execute([python, "-m", "compileall", "-q", "--invalidation-mode", "unchecked-hash", "site"], timeout = 300)
    if res.return_code != 0:
        fail("compileall failed:\n" + res.stderr)
    rctx.path(rctx.attr._archive)
    res = rctx.execute([python, rctx.path(rctx.attr._generator), "site", "."])
    if res.return_code != 0:
        fail("writing the BUILD file of %s failed:\n%s" % (rctx.attr.lock, res.stderr))
    rctx.file("BUILD.bazel", res.stdout)

pip_install = repository_rule(
    implementation = _pip_install_impl,
    attrs = {
        "lock": attr.label(mandatory = True, allow_single_file = True),
        "_generator": attr.label(default = Label("//tools/python:pip_build.py"), allow_single_file = True),
        # Imported by the generator: listed so that a change to it re-runs this rule.
        "_archive": attr.label(default = Label("//tools/python:archive.py"), allow_single_file = True),
    },
    doc = "Installs a hash-pinned requirements lock: one py_library per distribution, :packages for all, and NAME_archive (the distribution and its imports as zip archives or native directories) for build actions.",
)
