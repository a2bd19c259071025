"""examples_checks: one docs version's examples checked page by page, on that version's toolchain.

The compiler's examples stage (`docs_examples` in //packages/compiler:defs.bzl) writes one
directory per page: its tests, the modules they import, its other TypeScript blocks (`_check/`)
and examples.json. Each page gets three build actions, each reading only that directory and the
toolchain, each writing a small report (counts, no timings):

  run      (ExamplesJest)   the page's complete tests run with Jest
  flipped  (ExamplesJest)   the same with one assertion per test negated: passes only when each
                            flipped test fails at its page, so an example that cannot fail fails
  types    (ExamplesTypes)  every TypeScript block, run or not, type-checked against the
                            release's types: an import or member the release lacks fails. The
                            same program writes each identifier's quick info (output group
                            `quickinfo`), which the site shows once checked in (quick_info.py)
  releases (ExamplesReleases) each claim that names releases (since=, until=, on=) run on each
                            and on the release before, that release of RNTL in place of the
                            toolchain's (releases_page.cjs)

A failure fails the build and names the page and line; so does a version none of whose pages has a
complete test left (summary.json, its totals). The actions run on persistent workers
(worker.cjs) of the version (.bazelrc: up to two for Jest, sharing one transform cache, and one for
types): Jest's transform of React Native and TypeScript's parsed declarations are paid once, not
once per page. An edit re-runs the checks of the pages whose extracted directory changed, and
nothing else. A page with no test still gets its run and flipped actions (what a tree artifact
holds is not known when actions are made); they answer from examples.json without starting Jest.
"""

load("//packages/compiler:defs.bzl", "DocsExamplesInfo")

_FORMS = [
    # form, mnemonic, progress message
    ("run", "ExamplesJest", "Running the examples of content/%s"),
    ("flipped", "ExamplesJest", "Running the examples of content/%s with one assertion per test flipped"),
    ("types", "ExamplesTypes", "Type-checking the TypeScript blocks of content/%s"),
    ("releases", "ExamplesReleases", "Running the claims of content/%s on the releases they name"),
]
_WORKER = {"supports-workers": "1", "requires-worker-protocol": "json"}

def _examples_checks_impl(ctx):
    info = ctx.attr.examples[DocsExamplesInfo]
    # The worker's start-up arguments: one worker per version (and mnemonic), warm for its toolchain.
    # One argument each (--flag=value): Bazel takes an argument that starts with @ for a params file.
    startup = ["--version=" + info.version, "--modules=" + ctx.file.node_modules.path, "--preset=" + ctx.attr.preset]
    startup += ["--setup=" + s for s in ctx.attr.setup]

    # Bazel does not look inside the toolchain's directory: the lock, which changes whenever the
    # tree does, is among the worker's files, so a new lock starts a new worker.
    tools = [ctx.file.node_modules, ctx.file.lock, ctx.executable._node] + ctx.files._runner

    # The releases form also needs every toolchain a release may run on, the pinned releases and
    # the package's line (for "the release before").
    releases = ctx.files.releases
    release_startup = startup + ["--lineage=" + ctx.file.api_history.path, "--releases=" + releases[0].dirname]
    release_tools = list(tools) + [ctx.file.api_history] + releases
    for modules, major in ctx.attr.release_toolchains.items():
        release_startup.append("--release-modules=%s:%s" % (major, modules.files.to_list()[0].path))
        release_tools += modules.files.to_list()
    release_tools += ctx.files.release_locks
    reports = {form: [] for form, _, _ in _FORMS}
    quick_info = []
    for page, source in zip(info.pages, info.sources):
        for form, mnemonic, message in _FORMS:
            report = ctx.actions.declare_file("%s/%s.%s.json" % (ctx.label.name, source.partition("/")[2], form))
            outputs = [report]
            args = ctx.actions.args()
            args.use_param_file("@%s", use_always = True)
            args.set_param_file_format("multiline")
            args.add("--form", form)
            args.add("--page", page.path)
            args.add("--out", report)
            if form == "types":
                # The program that checks the page also says what each identifier is; the site
                # reads it once checked in (examples/VERSION/quickinfo/, :quick_info_test).
                quick_info.append(ctx.actions.declare_file("%s/%s.quickinfo.json" % (ctx.label.name, source.partition("/")[2])))
                args.add("--quickinfo", quick_info[-1])
                outputs.append(quick_info[-1])
            ctx.actions.run(
                executable = ctx.executable._worker,
                arguments = (release_startup if form == "releases" else startup) + [args],
                inputs = [page],
                tools = release_tools if form == "releases" else tools,
                outputs = outputs,
                mnemonic = mnemonic,
                progress_message = message % source,
                execution_requirements = _WORKER,
            )
            reports[form].append(report)
    # The version's totals, which fail when no page has a complete test left.
    summary = ctx.actions.declare_file("%s/summary.json" % ctx.label.name)
    ctx.actions.run(
        executable = ctx.executable._node,
        arguments = [ctx.file._summary.path, summary.path] + [r.path for r in reports["run"]],
        inputs = [ctx.file._summary] + reports["run"],
        outputs = [summary],
        mnemonic = "ExamplesSummary",
        progress_message = "Summing the examples of %s" % info.version,
    )
    return [
        DefaultInfo(files = depset([summary] + [r for form, _, _ in _FORMS for r in reports[form]])),
        OutputGroupInfo(quickinfo = depset(quick_info), **{form: depset(files) for form, files in reports.items()}),
    ]

examples_checks = rule(
    implementation = _examples_checks_impl,
    attrs = {
        "examples": attr.label(mandatory = True, providers = [DocsExamplesInfo], doc = "The version's extracted examples (docs_examples)."),
        "node_modules": attr.label(mandatory = True, allow_single_file = True, doc = "The version's installed toolchain, one directory."),
        "lock": attr.label(mandatory = True, allow_single_file = True, doc = "Its lock file: Bazel does not look inside the directory, so the lock keys the checks."),
        "preset": attr.string(mandatory = True, doc = "Jest preset, as the version's Quick start sets it."),
        "setup": attr.string_list(doc = "setupFilesAfterEnv modules, as the version's docs register its matchers."),
        "release_toolchains": attr.label_keyed_string_dict(allow_files = True, doc = "Toolchains (node_modules) for the releases claims name -> the first major each serves."),
        "release_locks": attr.label_list(allow_files = True, doc = "Their locks, which key the releases form's worker."),
        "releases": attr.label(default = "@rntl_releases//:releases", doc = "The pinned releases, unpacked."),
        "api_history": attr.label(default = "//packages/api-history:api_history.json", allow_single_file = True, doc = "The package's line of releases."),
        "_node": attr.label(default = "@local_node//:node", executable = True, allow_single_file = True, cfg = "exec"),
        "_runner": attr.label(default = Label("//examples:runner"), cfg = "exec"),
        "_summary": attr.label(default = Label("//examples:summary.cjs"), allow_single_file = True),
        "_worker": attr.label(default = Label("//examples:worker"), executable = True, cfg = "exec"),
    },
    doc = """Checks every page's examples of a docs version: run, flipped and type-checked, one action
each. Its files are the reports (output groups `run`, `flipped`, `types`); building it is the check.""",
)
