"""Node.js build rules: esbuild bundles, Tailwind CSS, TypeScript checks and node:test tests.

All of them run the machine's `node` against the node_modules of @npm (see repositories.bzl).
"""

_NODE_MODULES = "@npm//:node_modules"

def _node_modules_path(ctx):
    # Any file of the filegroup tells where node_modules sits in the execroot.
    f = ctx.files._node_modules[0]
    return f.path[:f.path.index("/node_modules/") + len("/node_modules")]

def _esbuild_impl(ctx):
    out = ctx.actions.declare_directory(ctx.label.name)
    spec = ctx.actions.declare_file(ctx.label.name + ".esbuild.json")
    ctx.actions.write(spec, json.encode({
        "entryPoints": [f.path for f in ctx.files.entry_points],
        "outdir": out.path,
        "platform": ctx.attr.platform,
        "splitting": ctx.attr.splitting,
        "minify": ctx.attr.minify,
        "hashNames": ctx.attr.hash_names,
        "external": ctx.attr.external,
        "define": ctx.attr.define,
        "nodeModules": _node_modules_path(ctx),
    }))
    ctx.actions.run(
        executable = "node",
        arguments = [ctx.file._runner.path, spec.path],
        inputs = ctx.files.srcs + ctx.files.entry_points + ctx.files._node_modules + [spec, ctx.file._runner],
        outputs = [out],
        mnemonic = "Esbuild",
        progress_message = "Bundling %s (%s)" % (ctx.label, ctx.attr.platform),
        use_default_shell_env = True,
    )
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

esbuild = rule(
    implementation = _esbuild_impl,
    attrs = {
        "entry_points": attr.label_list(allow_files = True, mandatory = True),
        "srcs": attr.label_list(allow_files = True, doc = "Sources the entry points import."),
        "platform": attr.string(default = "browser", values = ["browser", "node"]),
        "splitting": attr.bool(default = False),
        "minify": attr.bool(default = True),
        "hash_names": attr.bool(default = False, doc = "Content-hash the entry file names."),
        "external": attr.string_list(doc = "Packages left to node's resolver at run time."),
        "define": attr.string_dict(),
        "_node_modules": attr.label(default = _NODE_MODULES),
        "_runner": attr.label(default = Label("//tools/node:esbuild.mjs"), allow_single_file = True),
    },
    doc = "Bundles entry points with esbuild into a directory (names listed in entries.json).",
)

def _tailwind_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".css")
    nm = _node_modules_path(ctx)
    # Tailwind resolves `@import "tailwindcss"` from the working directory, not NODE_PATH.
    ctx.actions.run_shell(
        command = 'ln -sfn "$1" node_modules && node node_modules/@tailwindcss/cli/dist/index.mjs --input "$2" --output "$3" --minify > "$3.log" 2>&1 || { cat "$3.log"; exit 1; }',
        arguments = [nm, ctx.file.src.path, out.path],
        inputs = ctx.files.srcs + [ctx.file.src] + ctx.files._node_modules,
        outputs = [out],
        mnemonic = "Tailwind",
        progress_message = "Building CSS %s" % ctx.file.src.short_path,
        use_default_shell_env = True,
    )
    return [DefaultInfo(files = depset([out]))]

tailwind_css = rule(
    implementation = _tailwind_impl,
    attrs = {
        "src": attr.label(allow_single_file = [".css"], mandatory = True),
        "srcs": attr.label_list(allow_files = True, doc = "Files Tailwind scans for class names."),
        "_node_modules": attr.label(default = _NODE_MODULES),
    },
    doc = "Compiles a Tailwind 4 stylesheet to one minified CSS file.",
)

def _ts_check_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".tsc.log")
    nm = _node_modules_path(ctx)
    ctx.actions.run_shell(
        command = 'ln -sfn "$1" node_modules && node node_modules/typescript/bin/tsc --project "$2" --noEmit --preserveSymlinks > "$3" 2>&1 || { cat "$3"; exit 1; }',
        arguments = [nm, ctx.file.tsconfig.path, out.path],
        inputs = ctx.files.srcs + [ctx.file.tsconfig] + ctx.files.deps + ctx.files._node_modules,
        outputs = [out],
        mnemonic = "Tsc",
        progress_message = "Type-checking %s" % ctx.file.tsconfig.short_path,
        use_default_shell_env = True,
    )
    return [DefaultInfo(files = depset([out]))]

ts_check = rule(
    implementation = _ts_check_impl,
    attrs = {
        "tsconfig": attr.label(allow_single_file = [".json"], mandatory = True),
        "srcs": attr.label_list(allow_files = True),
        "deps": attr.label_list(allow_files = True, doc = "Other tsconfig/source files referenced."),
        "_node_modules": attr.label(default = _NODE_MODULES),
    },
    doc = "Runs `tsc --noEmit` over a project; the build fails on any type error.",
)

def _node_test_impl(ctx):
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    bundle = ctx.files.bundle[0]
    ctx.actions.write(script, """#!/usr/bin/env bash
set -euo pipefail
runfiles="${{RUNFILES_DIR:-$0.runfiles}}"
export NODE_PATH="$runfiles/npm/node_modules"
cd "$runfiles/{workspace}"
# Node's ES module resolver ignores NODE_PATH: it looks for packages only in node_modules
# folders above the importing file. So the bundle runs from a scratch copy placed beside a
# link to @npm's node_modules, wherever the runfiles tree happens to sit.
stage="$(mktemp -d "${{TEST_TMPDIR:-${{TMPDIR:-/tmp}}}}/node_test.XXXXXX")"
cp -RL "{bundle}" "$stage/bundle"
ln -s "$NODE_PATH" "$stage/node_modules"
exec node --test --test-reporter=spec {files} "$@"
""".format(
        workspace = ctx.workspace_name,
        bundle = bundle.short_path,
        files = " ".join(['"$stage/bundle/%s.js"' % e for e in ctx.attr.entries]),
    ), is_executable = True)
    runfiles = ctx.runfiles(files = ctx.files.bundle + ctx.files.data + ctx.files._node_modules)
    for d in ctx.attr.data:
        runfiles = runfiles.merge(d[DefaultInfo].default_runfiles)
    return [DefaultInfo(executable = script, runfiles = runfiles)]

_node_test = rule(
    implementation = _node_test_impl,
    attrs = {
        "bundle": attr.label(mandatory = True),
        "entries": attr.string_list(mandatory = True, doc = "Bundled test files, without .js."),
        "data": attr.label_list(allow_files = True),
        "_node_modules": attr.label(default = _NODE_MODULES),
    },
    test = True,
)

def node_test(name, entries, srcs = [], data = [], external = [], **kwargs):
    """Bundles TypeScript test files for node and runs them with `node --test`.

    Args:
      name: target name.
      entries: the test files (e.g. ["foo.test.ts"]), all in one directory.
      srcs: sources the test imports.
      data: run-time files (and binaries) the test needs.
      external: packages resolved at run time from node_modules instead of bundled.
      **kwargs: passed to the test rule (size, tags, env...).
    """
    esbuild(
        name = name + "_bundle",
        entry_points = entries,
        srcs = srcs,
        platform = "node",
        minify = False,
        external = external,
        testonly = True,
    )
    _node_test(
        name = name,
        bundle = name + "_bundle",
        entries = [e.split("/")[-1].rsplit(".", 1)[0] for e in entries],
        data = data,
        **kwargs
    )
