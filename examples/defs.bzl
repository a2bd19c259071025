"""Tests over one docs version's examples, against that version's toolchain.

The compiler's examples stage (`docs_examples` in //packages/compiler:defs.bzl) writes each page's
tests, the modules they import and its other TypeScript blocks. `jest_examples_test` runs the
tests in one Jest process (React Native's transform is the costly part, and one process pays for it
once); `tsc_examples_test` type-checks every TypeScript block. Both name the page and line of each
failure. `jest_examples_test` with `flip = True` runs them with one assertion per test negated, and
passes only when each flipped test fails at its page.
"""

load("//packages/compiler:defs.bzl", "DocsExamplesInfo")

def _runfiles_path(ctx, f):
    # External files sit at ../<repo>/... in short_path, at <repo>/... under the runfiles root.
    return f.short_path[3:] if f.short_path.startswith("../") else ctx.workspace_name + "/" + f.short_path

def _examples_test(ctx, runner, flags):
    info = ctx.attr.examples[DocsExamplesInfo]
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    args = ["--version", info.version, "--modules", '"$runfiles/%s"' % _runfiles_path(ctx, ctx.file.node_modules)] + flags
    args += ['"$runfiles/%s"' % _runfiles_path(ctx, p) for p in info.pages]
    ctx.actions.write(script, """#!/usr/bin/env bash
set -euo pipefail
runfiles="${{RUNFILES_DIR:-$0.runfiles}}"
# Caches that tools keep under HOME stay in the test's scratch folder.
export HOME="${{TEST_TMPDIR:-/tmp}}" CI=true
exec "$runfiles/{node}" "$runfiles/{runner}" {args} "$@"
""".format(
        node = _runfiles_path(ctx, ctx.file._node),
        runner = _runfiles_path(ctx, runner),
        args = " ".join(args),
    ), is_executable = True)
    files = info.pages + [ctx.file.node_modules, ctx.file.lock, ctx.file._node, runner] + ctx.files._support
    return [DefaultInfo(executable = script, runfiles = ctx.runfiles(files = files))]

_COMMON = {
    "examples": attr.label(mandatory = True, providers = [DocsExamplesInfo], doc = "The version's extracted examples (docs_examples)."),
    "node_modules": attr.label(mandatory = True, allow_single_file = True, doc = "The version's installed toolchain, one directory."),
    "lock": attr.label(mandatory = True, allow_single_file = True, doc = "Its lock file: Bazel does not look inside the directory, so the lock keys the test."),
    "_node": attr.label(default = "@local_node//:node", allow_single_file = True),
    "_support": attr.label_list(default = [":jest.config.cjs", ":slow-machine.setup.cjs", ":run_examples.cjs"], allow_files = True),
}

def _jest_examples_test_impl(ctx):
    flags = ["--preset", ctx.attr.preset]
    for s in ctx.attr.setup:
        flags += ["--setup", s]
    runner = ctx.file._flipper if ctx.attr.flip else ctx.file._runner
    return _examples_test(ctx, runner, flags)

jest_examples_test = rule(
    implementation = _jest_examples_test_impl,
    attrs = dict(_COMMON, **{
        "preset": attr.string(mandatory = True, doc = "Jest preset, as the version's Quick start sets it."),
        "setup": attr.string_list(doc = "setupFilesAfterEnv modules, as the version's docs register its matchers."),
        "flip": attr.bool(doc = "Negate one assertion per test: passes when every flipped test fails at its page."),
        "_runner": attr.label(default = ":run_examples.cjs", allow_single_file = True),
        "_flipper": attr.label(default = ":flip_examples.cjs", allow_single_file = True),
    }),
    test = True,
    doc = "Runs every complete test of a docs version with Jest.",
)

def _tsc_examples_test_impl(ctx):
    return _examples_test(ctx, ctx.file._runner, [])

tsc_examples_test = rule(
    implementation = _tsc_examples_test_impl,
    attrs = dict(_COMMON, **{
        "_runner": attr.label(default = ":check_types.cjs", allow_single_file = True),
    }),
    test = True,
    doc = "Type-checks every TypeScript block of a docs version with tsc: an API name the version lacks fails.",
)

def examples_tests(version, examples, lock, node_modules, preset, setup = []):
    """The tests of one docs version's examples, on the toolchain its lock pins:

      VERSION          every complete test runs with Jest;
      VERSION_flipped  the same with one assertion per test negated: passes when each fails and
                       names its page, so an example whose assertion cannot fail is caught;
      VERSION_types    every TypeScript block, run or not, type-checked against the release's
                       types: an import or member the release does not have fails.
    """
    toolchain = {"examples": examples, "lock": lock, "node_modules": node_modules}
    jest_examples_test(name = version, size = "large", preset = preset, setup = setup, **toolchain)
    jest_examples_test(name = version + "_flipped", size = "large", preset = preset, setup = setup, flip = True, **toolchain)
    tsc_examples_test(name = version + "_types", size = "medium", **toolchain)
