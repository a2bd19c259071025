"""Node.js build rules: esbuild bundles, Tailwind CSS, TypeScript checks and node:test tests.

Every action runs node through @local_node//:node (its version is in the action key) and gets
only the npm packages it names (`@npm//:node_modules/<name>`, see repositories.bzl), so its
sandbox holds tens of files instead of the whole node_modules tree.

The workspace's own TypeScript packages (ts_package) are imported by name, as npm packages are:
esbuild maps each of a package's entry names to its file (--alias), tsc through the `paths` of the
importing project's tsconfig.json. Any other path into a package resolves to nothing.
"""

_NODE = "@local_node//:node"

TsPackageInfo = provider(
    doc = "A TypeScript package of this workspace, imported by name (`@rntl-docs/search-core`), never by path.",
    fields = {"entries": "dict: import name -> the File it names"},
)

def _ts_package_impl(ctx):
    by_path = {f.short_path: f for f in ctx.files.srcs}
    entries = {}
    for name, path in ctx.attr.entries.items():
        entry = by_path.get(ctx.label.package + "/" + path)
        if entry == None:
            fail("%s: the entry %s of %s is none of its srcs" % (ctx.label, path, name))
        entries[name] = entry
    return [DefaultInfo(files = depset(ctx.files.srcs)), TsPackageInfo(entries = entries)]

ts_package = rule(
    implementation = _ts_package_impl,
    attrs = {
        "srcs": attr.label_list(allow_files = True, mandatory = True, doc = "The package's sources (what its entries import)."),
        "entries": attr.string_dict(mandatory = True, doc = "Import name -> entry file, relative to the package: the only ways in."),
    },
    doc = "A TypeScript package of this workspace: give it in the deps of esbuild, node_test and ts_check targets.",
)

def _node_modules_path(files):
    """Where node_modules sits in the execution root, from any file of an npm target."""
    for f in files:
        if "/node_modules/" in f.path:
            return f.path[:f.path.index("/node_modules/") + len("/node_modules")]
    return "external/npm/node_modules"

def _esbuild_impl(ctx):
    out = ctx.actions.declare_directory(ctx.label.name)
    deps = ctx.files.deps + ctx.files._esbuild
    binary = [f for f in ctx.files._esbuild if f.path.endswith("/bin/esbuild") and "@esbuild/" in f.path]
    if len(binary) != 1:
        fail("esbuild's platform binary is missing from @npm//:node_modules/esbuild")
    args = ctx.actions.args()
    args.add_all(ctx.files.entry_points)
    args.add_all([
        "--bundle",
        "--format=" + ctx.attr.format,
        "--platform=" + ctx.attr.platform,
        "--target=" + ("node20" if ctx.attr.platform == "node" else "chrome110,firefox115,safari16"),
        "--jsx=automatic",
        "--preserve-symlinks",
        "--legal-comments=none",
        "--log-level=warning",
        "--outdir=" + out.path,
        "--metafile=%s/meta.json" % out.path,
        "--entry-names=" + ("[name]-[hash]" if ctx.attr.hash_names else "[name]"),
        "--chunk-names=chunks/[name]-[hash]",
    ])
    if ctx.attr.splitting:
        args.add("--splitting")
    if ctx.attr.minify:
        args.add("--minify")
    args.add_all(ctx.attr.external, format_each = "--external:%s")
    aliased = []
    for target, package in ctx.attr.alias.items():
        directory = target.files.to_list()[0]
        args.add("--alias:%s=./%s/index.mjs" % (package, directory.path))
        aliased.append(directory)
    for dep in ctx.attr.deps:
        if TsPackageInfo in dep:
            # An exact name wins over a shorter one: `@rntl-docs/search-core/build` is an entry of
            # its own, and `@rntl-docs/search-core/lru` (no entry) resolves to nothing.
            for name, entry in sorted(dep[TsPackageInfo].entries.items()):
                args.add("--alias:%s=./%s" % (name, entry.path))
    if ctx.attr.resolve_extensions:
        args.add("--resolve-extensions=" + ",".join(ctx.attr.resolve_extensions))
    for key, value in sorted(ctx.attr.define.items()):
        args.add("--define:%s=%s" % (key, value))
    if ctx.attr.platform == "node":
        # CommonJS dependencies bundled into ESM still call require(); give them node's.
        args.add("--banner:js=import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);")
    ctx.actions.run(
        executable = binary[0],
        arguments = [args],
        inputs = ctx.files.srcs + ctx.files.entry_points + deps + aliased,
        outputs = [out],
        # esbuild resolves bare imports through NODE_PATH; paths in the output are relative to
        # the working directory, so they do not depend on where the sandbox sits.
        env = {"NODE_PATH": _node_modules_path(deps)},
        mnemonic = "Esbuild",
        progress_message = "Bundling %s (%s)" % (ctx.label, ctx.attr.platform),
    )
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

esbuild = rule(
    implementation = _esbuild_impl,
    attrs = {
        "entry_points": attr.label_list(allow_files = True, mandatory = True),
        "srcs": attr.label_list(allow_files = True, doc = "Sources the entry points import."),
        "deps": attr.label_list(allow_files = True, doc = "Packages the sources import: npm's (@npm//:node_modules/<name>) and the workspace's (ts_package)."),
        "platform": attr.string(default = "browser", values = ["browser", "node"]),
        "format": attr.string(default = "esm", values = ["esm", "iife"], doc = "iife: a classic script with no imports or exports, as an inline <script> needs."),
        "splitting": attr.bool(default = False),
        "minify": attr.bool(default = True),
        "hash_names": attr.bool(default = False, doc = "Content-hash the entry file names."),
        "external": attr.string_list(doc = "Packages left to node's resolver at run time."),
        "define": attr.string_dict(),
        "resolve_extensions": attr.string_list(doc = "esbuild's --resolve-extensions, in order (default: esbuild's own list)."),
        "alias": attr.label_keyed_string_dict(doc = "Packages bundled from a tree_shakable copy instead: {copy: package name}."),
        "_esbuild": attr.label(default = "@npm//:node_modules/esbuild", cfg = "exec"),
    },
    doc = "Bundles entry points with the esbuild binary into a directory (esbuild's metafile is meta.json in it).",
)

def _tree_shakable_impl(ctx):
    out = ctx.actions.declare_directory(ctx.label.name)
    marker = "/node_modules/%s/%s/" % (ctx.attr.package, ctx.attr.subdir)
    modules = [f for f in ctx.files.deps if marker in f.path and f.path.endswith(".mjs") and "/" not in f.path.split(marker)[1]]
    if not modules:
        fail("no ES modules under %s in %s" % (marker, ctx.attr.deps))
    args = ctx.actions.args()
    args.add(ctx.file._tool)
    args.add(out.path)
    args.add_all(modules)
    # The script through the interpreter's launcher, not a py_binary: the binary's stub starts a
    # second interpreter and needs a runfiles tree, which cost 0.2-0.4 s of a cold build's client
    # bundle, for a script that takes 30 ms.
    ctx.actions.run(
        executable = ctx.executable._python,
        arguments = [args],
        inputs = modules + [ctx.file._tool],
        outputs = [out],
        mnemonic = "TreeShakable",
        progress_message = "Making %s tree-shakable (%s)" % (ctx.attr.package, ctx.label),
    )
    return [DefaultInfo(files = depset([out]))]

tree_shakable = rule(
    implementation = _tree_shakable_impl,
    attrs = {
        "package": attr.string(mandatory = True, doc = "The npm package, e.g. react-router."),
        "subdir": attr.string(mandatory = True, doc = "The directory of its ES modules whose index.mjs is the entry, e.g. dist/production."),
        "deps": attr.label_list(allow_files = True, mandatory = True, doc = "The package's target (@npm//:node_modules/<name>)."),
        "_python": attr.label(default = Label("@local_python//:python3"), executable = True, allow_single_file = True, cfg = "exec"),
        "_tool": attr.label(default = "//tools/node:tree_shakable.py", allow_single_file = True),
    },
    doc = "A copy of a package's ES modules that esbuild can tree-shake (see tree_shakable.py); an esbuild alias points at it.",
)

def _tailwind_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".css")
    nm = _node_modules_path(ctx.files._tailwind)
    # Tailwind resolves `@import "tailwindcss"` from the working directory, not NODE_PATH.
    ctx.actions.run_shell(
        command = 'ln -sfn "$2" node_modules && "$1" node_modules/@tailwindcss/cli/dist/index.mjs --input "$3" --output "$4" --minify > "$4.log" 2>&1 || { cat "$4.log"; exit 1; }',
        arguments = [ctx.executable._node.path, nm, ctx.file.src.path, out.path],
        inputs = ctx.files.srcs + [ctx.file.src] + ctx.files._tailwind,
        tools = [ctx.executable._node],
        outputs = [out],
        mnemonic = "Tailwind",
        progress_message = "Building CSS %s" % ctx.file.src.short_path,
    )
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

tailwind_css = rule(
    implementation = _tailwind_impl,
    attrs = {
        "src": attr.label(allow_single_file = [".css"], mandatory = True),
        "srcs": attr.label_list(allow_files = True, doc = "Files Tailwind scans for class names."),
        "_node": attr.label(default = _NODE, executable = True, allow_single_file = True, cfg = "exec"),
        "_tailwind": attr.label(default = "@npm//:node_modules/@tailwindcss/cli", cfg = "exec"),
    },
    doc = "Compiles a Tailwind 4 stylesheet to one minified CSS file.",
)

def _ts_check_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".tsc.log")
    packages = ctx.files.packages + ctx.files._typescript
    ctx.actions.run_shell(
        command = 'ln -sfn "$2" node_modules && "$1" node_modules/typescript/bin/tsc --project "$3" --noEmit --preserveSymlinks > "$4" 2>&1 || { cat "$4"; exit 1; }',
        arguments = [ctx.executable._node.path, _node_modules_path(packages), ctx.file.tsconfig.path, out.path],
        inputs = ctx.files.srcs + [ctx.file.tsconfig] + ctx.files.deps + packages,
        tools = [ctx.executable._node],
        outputs = [out],
        mnemonic = "Tsc",
        progress_message = "Type-checking %s" % ctx.file.tsconfig.short_path,
    )
    return [DefaultInfo(files = depset([out]))]

ts_check = rule(
    implementation = _ts_check_impl,
    attrs = {
        "tsconfig": attr.label(allow_single_file = [".json"], mandatory = True),
        "srcs": attr.label_list(allow_files = True),
        "deps": attr.label_list(allow_files = True, doc = "Other tsconfig and source files referenced: the workspace's packages (ts_package) the sources import, as the tsconfig's `paths` name them."),
        "packages": attr.label_list(allow_files = True, doc = "npm packages whose types the sources use."),
        "_node": attr.label(default = _NODE, executable = True, allow_single_file = True, cfg = "exec"),
        "_typescript": attr.label(default = "@npm//:node_modules/typescript", cfg = "exec"),
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
exec "$runfiles/{node}" --test --test-reporter=spec {files} "$@"
""".format(
        workspace = ctx.workspace_name,
        bundle = bundle.short_path,
        node = "local_node/node",
        files = " ".join(['"$stage/bundle/%s.js"' % e for e in ctx.attr.entries]),
    ), is_executable = True)
    runfiles = ctx.runfiles(files = ctx.files.bundle + ctx.files.data + ctx.files.packages + [ctx.file._node])
    for d in ctx.attr.data:
        runfiles = runfiles.merge(d[DefaultInfo].default_runfiles)
    env = {key: ctx.expand_location(value, ctx.attr.data) for key, value in ctx.attr.env.items()}
    return [DefaultInfo(executable = script, runfiles = runfiles), testing.TestEnvironment(env)]

_node_test = rule(
    implementation = _node_test_impl,
    attrs = {
        "bundle": attr.label(mandatory = True),
        "entries": attr.string_list(mandatory = True, doc = "Bundled test files, without .js."),
        "data": attr.label_list(allow_files = True),
        "packages": attr.label_list(allow_files = True, doc = "npm packages resolved at run time."),
        "env": attr.string_dict(doc = "Environment of the test; $(rootpath) of its data expands."),
        "_node": attr.label(default = _NODE, allow_single_file = True),
    },
    test = True,
)

def node_test_bundle(name, entries, srcs = [], deps = [], external = [], **kwargs):
    """Bundles TypeScript test files for node, for node_test targets that share them (`bundle`).

    Args:
      name: target name.
      entries: the test files (e.g. ["foo.test.ts"]), all in one directory.
      srcs: sources the test imports.
      deps: npm packages bundled into the test (@npm//:node_modules/<name>).
      external: npm packages resolved at run time instead of bundled (names, e.g. "axe-core").
      **kwargs: passed to esbuild (visibility...).
    """
    esbuild(
        name = name,
        entry_points = entries,
        srcs = srcs,
        deps = deps,
        platform = "node",
        minify = False,
        external = external,
        testonly = True,
        **kwargs
    )

def node_test(name, entries, srcs = [], deps = [], data = [], external = [], bundle = None, **kwargs):
    """Bundles TypeScript test files for node and runs them with `node --test`.

    Args:
      name: target name.
      entries: the test files (e.g. ["foo.test.ts"]), all in one directory.
      srcs: sources the test imports.
      deps: npm packages bundled into the test (@npm//:node_modules/<name>).
      data: run-time files (and binaries) the test needs.
      external: npm packages resolved at run time instead of bundled (names, e.g. "axe-core").
      bundle: a node_test_bundle of the entries to run instead of bundling them again (then srcs
        and deps are the bundle's business).
      **kwargs: passed to the test rule (size, tags, env...).
    """
    if not bundle:
        bundle = name + "_bundle"
        node_test_bundle(name = bundle, entries = entries, srcs = srcs, deps = deps, external = external)
    _node_test(
        name = name,
        bundle = bundle,
        entries = [e.split("/")[-1].rsplit(".", 1)[0] for e in entries],
        data = data,
        packages = ["@npm//:node_modules/" + p for p in external],
        **kwargs
    )
