"""jest_examples_test: runs one docs version's complete examples with Jest, against that version's toolchain.

The compiler's examples stage (`docs_examples` in //packages/compiler:defs.bzl) writes each page's
tests and the modules they import; this test runs them all in one Jest process (React Native's
transform is the costly part, and one process pays for it once) and names the page and line of
every failure.
"""

load("//packages/compiler:defs.bzl", "DocsExamplesInfo")

def _runfiles_path(ctx, f):
    # External files sit at ../<repo>/... in short_path, at <repo>/... under the runfiles root.
    return f.short_path[3:] if f.short_path.startswith("../") else ctx.workspace_name + "/" + f.short_path

def _jest_examples_test_impl(ctx):
    info = ctx.attr.examples[DocsExamplesInfo]
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    args = ["--version", info.version, "--modules", '"$runfiles/%s"' % _runfiles_path(ctx, ctx.file.node_modules), "--preset", ctx.attr.preset]
    for s in ctx.attr.setup:
        args += ["--setup", s]
    args += ['"$runfiles/%s"' % _runfiles_path(ctx, p) for p in info.pages]
    ctx.actions.write(script, """#!/usr/bin/env bash
set -euo pipefail
runfiles="${{RUNFILES_DIR:-$0.runfiles}}"
# Jest's watchman and haste caches stay out of HOME; React Native's preset looks at these.
export HOME="${{TEST_TMPDIR:-/tmp}}" CI=true
exec "$runfiles/{node}" "$runfiles/{runner}" {args} "$@"
""".format(
        node = _runfiles_path(ctx, ctx.file._node),
        runner = _runfiles_path(ctx, ctx.file._runner),
        args = " ".join(args),
    ), is_executable = True)
    files = info.pages + [ctx.file.node_modules, ctx.file.lock, ctx.file._node, ctx.file._runner] + ctx.files._config
    return [DefaultInfo(executable = script, runfiles = ctx.runfiles(files = files))]


jest_examples_test = rule(
    implementation = _jest_examples_test_impl,
    attrs = {
        "examples": attr.label(mandatory = True, providers = [DocsExamplesInfo], doc = "The version's extracted examples (docs_examples)."),
        "node_modules": attr.label(mandatory = True, allow_single_file = True, doc = "The version's installed toolchain, one directory."),
        "lock": attr.label(mandatory = True, allow_single_file = True, doc = "Its lock file: Bazel does not look inside the directory, so the lock keys the test."),
        "preset": attr.string(mandatory = True, doc = "Jest preset, as the version's Quick start sets it."),
        "setup": attr.string_list(doc = "setupFilesAfterEnv modules, as the version's docs register its matchers."),
        "_node": attr.label(default = "@local_node//:node", allow_single_file = True),
        "_runner": attr.label(default = ":run_examples.cjs", allow_single_file = True),
        "_config": attr.label_list(default = [":jest.config.cjs", ":slow-machine.setup.cjs"], allow_files = True),
    },
    test = True,
)
