"""npm_install: installs package-lock.json with `npm ci` into an external repository.

rules_js cannot be downloaded here. The registry is reachable, so a repository rule runs
the machine's npm once per lock change and exposes each package as its own target
(`@npm//:node_modules/react`, with the packages it needs), plus `@npm//:node_modules` for all.
`local_node` wraps the machine's node in a launcher that names its version, for action keys.
"""

_NODE_LAUNCHER = """\
#!/bin/sh
# Node {version} at {node}. Actions run node through this file, so its content (and with it the
# version) is part of their cache keys: a shared cache never serves another node's output.
exec {node} "$@"
"""

def _local_node_impl(rctx):
    node = rctx.which("node")
    if not node:
        fail("node not found on PATH: install Node.js 20 (apt-get install nodejs)")
    res = rctx.execute([node, "--version"])
    if res.return_code != 0:
        fail("could not ask node for its version: " + res.stderr)
    rctx.file("node", _NODE_LAUNCHER.format(version = res.stdout.strip(), node = node), executable = True)
    rctx.file("BUILD.bazel", 'exports_files(["node"])\n')

local_node = repository_rule(
    implementation = _local_node_impl,
    environ = ["PATH"],
    local = True,
    doc = "The machine's node behind a launcher whose content names the node version.",
)

# A toolchain of 15,000+ files that one test reads whole (the docs examples' Jest, React Native and
# Babel) costs seconds of runfiles and sandbox set-up as per-file inputs, and nothing as one
# directory. Bazel does not look inside a source directory, so its users also take the lock file,
# which changes whenever the tree does.
_TREE_BUILD = """\
exports_files(["node_modules", "package-lock.json"])
"""

def _npm_install_impl(rctx):
    rctx.symlink(rctx.attr.package_json, "package.json")
    rctx.symlink(rctx.attr.package_lock, "package-lock.json")
    npm = rctx.which("npm")
    if not npm:
        fail("npm not found on PATH: install Node.js 20 and npm (apt-get install nodejs npm)")
    rctx.report_progress("npm ci (" + str(rctx.attr.package_lock) + ")")
    res = rctx.execute(
        [npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
        timeout = 900,
        environment = {"npm_config_update_notifier": "false"},
    )
    if res.return_code != 0:
        fail("npm ci failed:\n" + res.stderr)
    if rctx.attr.tree:
        rctx.file("BUILD.bazel", _TREE_BUILD)
        return
    python = rctx.which("python3")
    res = rctx.execute([python, rctx.path(rctx.attr._generator), "."])
    if res.return_code != 0:
        fail("writing the BUILD file of %s failed:\n%s" % (rctx.attr.package_lock, res.stderr))
    rctx.file("BUILD.bazel", res.stdout)

npm_install = repository_rule(
    implementation = _npm_install_impl,
    attrs = {
        "package_json": attr.label(mandatory = True, allow_single_file = True),
        "package_lock": attr.label(mandatory = True, allow_single_file = True),
        "tree": attr.bool(doc = "Expose node_modules as one directory (`@NAME//:node_modules`) instead of a target per package."),
        "_generator": attr.label(default = Label("//tools/node:npm_build.py"), allow_single_file = True),
    },
    # No `environ = ["PATH"]`: what `npm ci --ignore-scripts` installs is fixed by the lock, not by
    # which npm runs it, and with PATH in its key any shell that sets PATH differently (a version
    # manager's shims, an editor's terminal) re-ran the whole install (6 s) on its next build.
    doc = "Runs `npm ci --ignore-scripts` for a package.json and its lock.",
)
