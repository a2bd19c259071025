"""npm_install: installs package-lock.json with `npm ci` into an external repository.

rules_js cannot be downloaded here. The registry is reachable, so a repository rule runs
the machine's npm once per lock change and exposes node_modules as one filegroup.
"""

_BUILD = """\
package(default_visibility = ["//visibility:public"])

filegroup(
    name = "node_modules",
    srcs = glob(["node_modules/**"], exclude = ["node_modules/.package-lock.json"]),
)
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
    rctx.file("BUILD.bazel", _BUILD)

npm_install = repository_rule(
    implementation = _npm_install_impl,
    attrs = {
        "package_json": attr.label(mandatory = True, allow_single_file = True),
        "package_lock": attr.label(mandatory = True, allow_single_file = True),
    },
    environ = ["PATH"],
    doc = "Runs `npm ci --ignore-scripts` for a package.json and its lock.",
)
