"""docs_site: compiles content/ in stages, each its own action, through one warm worker.

  syntax       (no input)                       -> syntax.css, the code highlighting stylesheet
  site stage   site.yaml + file names + images -> settings.json, hashed images
  api links    a version's API pages' headings  -> VERSION/api_links.json (where quick_info is given)
  page stage   one action per Markdown file     -> PAGE.page.json (summary), PAGE.body.json,
                                                   PAGE.search.json, PAGE.anchors.json (ids, links),
                                                   VERSION/md/PAGE.md (its Markdown twin); with
               + its checked-in quick info          quick info on its TypeScript blocks' identifiers
  link stage   one action per version, reading  -> VERSION/manifest.json, 404.json, md/llms.txt,
               the summaries only                  md/llms-full.json (the plan of llms-full.txt), and
                                                   PAGE.frame.json beside each page's files (its
                                                   data without the body, models.PageFrame)
  check        one action, every anchors file   -> check.txt (fails on a link to a missing heading)
  llms         one action per version           -> VERSION/md/llms-full.txt (plan + twins)

Each page file has one kind of reader, so an edit re-runs only the readers of what changed. A body
edit that keeps the page's title, headings and frontmatter leaves its summary byte for byte the
same: the link action does not re-run, only check, llms and (in site_bundle) the page's prerender
shard and the version's search index.
"""

DocsInfo = provider(
    doc = "A compiled docs site.",
    fields = {
        "versions": "dict: version name -> struct(manifest, not_found, frames: list, bodies, search, twins: lists in the same order (one file per page), markdown: list (llms.txt, llms-full.txt), markdown_root); twins and markdown sit below markdown_root as below the version's root in the bundle",
        "checked": "File: the anchor check's report; building it fails on a link to a missing heading",
        "assets": "directory of the content's images under their hashed bundle paths",
        "syntax_css": "File: the code highlighting stylesheet",
    },
)

DocsCompilerInfo = provider(
    doc = "The compiler's import path, relative to the execution root.",
    fields = {"pythonpath": "PYTHONPATH for the compiler and its packages"},
)

_IMAGES = ["svg", "png", "jpg", "jpeg", "gif", "webp", "avif", "ico"]
_MARKDOWN = ["md", "markdown", "mdown", "mkd"]
_WORKER = {"supports-workers": "1", "requires-worker-protocol": "json"}

def _relative(f, content_dir):
    return f.short_path[len(content_dir) + 1:]

def _stage(ctx, command, outputs, inputs, message):
    """Runs one compiler command line (a params file) on the worker."""
    args = ctx.actions.args()
    args.use_param_file("@%s", use_always = True)
    args.set_param_file_format("multiline")
    args.add(command[0])
    args.add_all(command[1:])
    ctx.actions.run(
        executable = ctx.executable._worker,
        arguments = [args],
        inputs = inputs,
        tools = ctx.files._compiler + [ctx.executable._python],
        outputs = outputs,
        env = {
            "PYTHONPATH": ctx.attr._compiler[DocsCompilerInfo].pythonpath,
            # models/base.py: no field docs to read at start-up; stage outputs never contain them.
            "DOCS_COMPILER_FIELD_DOCS": "0",
        },
        mnemonic = "DocsCompile",
        progress_message = message,
        execution_requirements = _WORKER,
    )

def _docs_site_impl(ctx):
    content_dir = ctx.file.config.dirname
    pages = [f for f in ctx.files.srcs if f.extension == "md" and "/" in _relative(f, content_dir) and not _relative(f, content_dir).startswith("public/")]
    images = [f for f in ctx.files.srcs if f.extension.lower() in _IMAGES]

    # Named like pages but not read as pages (.MD, .markdown): the site stage fails on each.
    misnamed = [f for f in ctx.files.srcs if f.extension.lower() in _MARKDOWN and f.extension != "md" and "/" in _relative(f, content_dir)]
    settings = ctx.actions.declare_file(ctx.label.name + "/settings.json")
    syntax_css = ctx.actions.declare_file(ctx.label.name + "/syntax.css")
    assets = ctx.actions.declare_directory(ctx.label.name + "/assets")

    # The code stylesheet reads no content: an action of its own runs beside the site stage (two
    # warm workers for the pages of a cold build).
    _stage(ctx, ["syntax", "--out", syntax_css.path], [syntax_css], [], "Writing the code highlighting stylesheet")
    command = ["site", "--content", content_dir, "--out", settings.path, "--assets", assets.path]
    for f in images:
        command += ["--image", _relative(f, content_dir)]
    for f in misnamed:
        command += ["--misnamed", _relative(f, content_dir)]
    command += [_relative(f, content_dir) for f in pages]
    _stage(ctx, command, [settings, assets], [ctx.file.config] + images, "Reading %s" % ctx.file.config.short_path)

    # Quick info for TypeScript blocks, where the site has it: each page's from its version's type
    # check, and where the version documents its API names, from its API pages' headings only.
    quick_info = {}
    for f in ctx.files.quick_info:
        # VERSION/quickinfo/PAGE.json (examples/quick_info.py) is the quick info of VERSION/PAGE.md.
        version, _, page = f.short_path.partition("/quickinfo/")
        quick_info["%s/%s.md" % (version.rpartition("/")[2], page[:-len(".json")])] = f
    api_links = {}
    for version in sorted({_relative(f, content_dir).partition("/")[0]: True for f in pages}.keys()):
        if not [s for s in quick_info if s.startswith(version + "/")]:
            continue
        api_pages = [f for f in pages if _relative(f, content_dir).startswith(version + "/docs/api/")]
        api_links[version] = ctx.actions.declare_file("%s/%s/api_links.json" % (ctx.label.name, version))
        _stage(
            ctx,
            ["api-links", "--content", content_dir, "--out", api_links[version].path] + [_relative(f, content_dir) for f in api_pages],
            [api_links[version]],
            api_pages,
            "Reading where %s %s documents its API" % (content_dir, version),
        )

    by_version = {}
    all_anchors = []
    for f in pages:
        rel = _relative(f, content_dir)
        stem = "%s/pages/%s" % (ctx.label.name, rel)
        version, _, in_version = rel.partition("/")
        compiled = struct(
            rel = rel,
            # The link stage's output, named after the page like the page stage's: the name of the
            # page's data in the bundle is the link stage's alone (its manifest says it).
            frame = ctx.actions.declare_file(stem + ".frame.json"),
            summary = ctx.actions.declare_file(stem + ".page.json"),
            body = ctx.actions.declare_file(stem + ".body.json"),
            search = ctx.actions.declare_file(stem + ".search.json"),
            anchors = ctx.actions.declare_file(stem + ".anchors.json"),
            # link_stage.MARKDOWN: the twin of 13.x/docs/api.md is 13.x/md/docs/api.md.
            twin = ctx.actions.declare_file("%s/%s/md/%s" % (ctx.label.name, version, in_version)),
        )
        typed = [quick_info[rel], api_links[version]] if rel in quick_info else []
        _stage(
            ctx,
            ["page", "--content", content_dir, "--settings", settings.path, "--out", compiled.summary.path, "--body", compiled.body.path] +
            ["--search", compiled.search.path, "--anchors", compiled.anchors.path, "--twin", compiled.twin.path] +
            (["--api", ctx.file.api_history.path] if ctx.file.api_history else []) +
            (["--quick-info", typed[0].path, "--api-links", typed[1].path] if typed else []) + [rel],
            [compiled.summary, compiled.body, compiled.search, compiled.anchors, compiled.twin],
            [f, settings] + ([ctx.file.api_history] if ctx.file.api_history else []) + typed,
            "Compiling %s" % f.short_path,
        )
        by_version.setdefault(version, []).append(compiled)
        all_anchors.append(compiled.anchors)

    # Every internal link's anchor, of every version, against every page's heading ids.
    checked = ctx.actions.declare_file(ctx.label.name + "/check.txt")
    _stage(ctx, ["check", "--content", content_dir, "--out", checked.path] + [a.path for a in all_anchors], [checked], all_anchors, "Checking the anchors of %s" % content_dir)

    # The commit dates of content files, from the workspace status: only this action reads it,
    # so a new commit re-runs it and the link actions of pages whose dates changed, nothing else.
    dates = ctx.actions.declare_file(ctx.label.name + "/dates.txt")
    if ctx.attr.dates:
        ctx.actions.write(dates, " ".join(["%s=%s" % (source, date) for source, date in sorted(ctx.attr.dates.items())]) + "\n")
    else:
        ctx.actions.run_shell(
            command = 'sed -n "s/^STABLE_CONTENT_DATES //p" "$1" > "$2"',
            arguments = [ctx.info_file.path, dates.path],
            inputs = [ctx.info_file],
            outputs = [dates],
            mnemonic = "ContentDates",
            progress_message = "Reading commit dates of %s" % content_dir,
        )

    versions = {}
    for version, compiled in sorted(by_version.items()):
        out = "%s/%s/" % (ctx.label.name, version)
        manifest = ctx.actions.declare_file(out + "manifest.json")
        not_found = ctx.actions.declare_file(out + "404.json")
        frames = [c.frame for c in compiled]
        llms_txt = ctx.actions.declare_file(out + "md/llms.txt")
        plan = ctx.actions.declare_file(out + "md/llms-full.json")
        command = ["link", "--content", content_dir, "--settings", settings.path, "--version", version, "--dates", dates.path]
        command += ["--out", manifest.path, "--not-found", not_found.path, "--llms-txt", llms_txt.path, "--plan", plan.path]
        # Each summary's frame, in the same order.
        for frame in frames:
            command += ["--frame", frame.path]
        command += [c.summary.path for c in compiled]
        _stage(
            ctx,
            command,
            [manifest, not_found, llms_txt, plan] + frames,
            [ctx.file.config, settings, dates] + [c.summary for c in compiled],
            "Linking %s %s" % (content_dir, version),
        )
        twins = [c.twin for c in compiled]
        llms_full = ctx.actions.declare_file(out + "md/llms-full.txt")
        _stage(
            ctx,
            ["llms", "--content", content_dir, "--out", llms_full.path, "--plan", plan.path, "--markdown-root", manifest.dirname + "/md"],
            [llms_full],
            [plan] + twins,
            "Joining llms-full.txt of %s %s" % (content_dir, version),
        )
        versions[version] = struct(
            manifest = manifest,
            not_found = not_found,
            frames = frames,
            bodies = [c.body for c in compiled],
            search = [c.search for c in compiled],
            twins = twins,
            markdown = [llms_txt, llms_full],
            markdown_root = manifest.dirname + "/md",
        )

    by_group = {"linked": [f for v in versions.values() for f in [v.manifest, v.not_found] + v.frames]}
    for version, v in versions.items():
        by_group["version_" + version.replace(".", "_")] = [v.manifest, v.not_found] + v.frames + v.bodies + v.search + v.twins + v.markdown
    files = [checked] + [f for version in sorted(versions) for f in by_group["version_" + version.replace(".", "_")]]
    return [
        DefaultInfo(files = depset(files), runfiles = ctx.runfiles(files = files)),
        DocsInfo(versions = versions, assets = assets, syntax_css = syntax_css, checked = checked),
        # For checks that read part of the site: `linked`, every version's link stage outputs (routes,
        # titles, sidebars; a body edit leaves them as they are), and `version_13_x`, all of 13.x.
        OutputGroupInfo(**{name: depset(group) for name, group in by_group.items()}),
    ]

docs_site = rule(
    implementation = _docs_site_impl,
    attrs = {
        "config": attr.label(allow_single_file = ["site.yaml"], mandatory = True, doc = "site.yaml at the content root."),
        "srcs": attr.label_list(allow_files = True, doc = "Pages and images under the content root."),
        "api_history": attr.label(allow_single_file = [".json"], doc = "Which releases export which names (//packages/api-history): API heading badges and checks."),
        "quick_info": attr.label_list(allow_files = [".json"], doc = "What each version's type check says each identifier of its pages' TypeScript blocks is, as checked in (VERSION/quickinfo/PAGE.json, //examples:13.x_quick_info)."),
        "dates": attr.string_dict(doc = "Last-commit dates of sources (content-relative path -> ISO 8601), in place of the workspace status's: a fixture site's pages then show a last-updated line whatever its commits."),
        "_compiler": attr.label(default = Label("//packages/compiler:worker_files"), cfg = "exec"),
        "_python": attr.label(default = Label("@local_python//:python3"), executable = True, allow_single_file = True, cfg = "exec"),
        "_worker": attr.label(default = Label("//packages/compiler:worker"), executable = True, cfg = "exec"),
    },
    doc = "Compiles Markdown + site.yaml into typed, hashed JSON artifacts per version (strict: errors fail the build).",
)

def _compiler_files_impl(ctx):
    # The compiler's own sources as one zip archive with byte code: with the packages' archives,
    # each compiler action has a few dozen inputs for Bazel to check instead of over a thousand.
    archive = ctx.actions.declare_file(ctx.label.name + "/compiler.zip")
    args = ctx.actions.args()
    args.add(ctx.file._archive)
    args.add(archive)
    args.add(ctx.label.package)
    args.add_all(ctx.files.srcs)
    ctx.actions.run(
        executable = ctx.executable._python,
        arguments = [args],
        inputs = ctx.files.srcs + [ctx.file._archive],
        outputs = [archive],
        mnemonic = "PyZip",
        progress_message = "Archiving the sources of %s" % ctx.label,
    )
    packages = depset(transitive = [p[DefaultInfo].files for p in ctx.attr.packages])
    roots = [archive.path]
    for f in packages.to_list():
        if f.extension == "sha256":
            continue  # the archive's digest, for worker launchers (tools/worker/defs.bzl)
        elif f.extension == "zip":
            root = f.path
        elif "/native/" in f.path:
            # native/NAME/...: the directory of a distribution with extension modules.
            head, _, rest = f.path.partition("/native/")
            root = head + "/native/" + rest.split("/")[0]
        else:
            fail("%s is neither a zip archive nor under native/: use the packages' NAME_archive targets" % f.path)
        if root not in roots:
            roots.append(root)
    files = depset([archive], transitive = [packages])
    return [
        DefaultInfo(files = files, runfiles = ctx.runfiles(transitive_files = files)),
        DocsCompilerInfo(pythonpath = ":".join(roots)),
    ]

compiler_files = rule(
    implementation = _compiler_files_impl,
    attrs = {
        "srcs": attr.label_list(allow_files = True, doc = "The compiler's sources and data files, below this package."),
        "packages": attr.label_list(doc = "The packages it imports, as @pypi//:NAME_archive targets."),
        "_archive": attr.label(default = Label("//tools/python:archive.py"), allow_single_file = True),
        "_python": attr.label(default = Label("@local_python//:python3"), executable = True, allow_single_file = True, cfg = "exec"),
    },
    doc = "The compiler and its packages as a few import roots (zip archives, native directories), for actions that run it on a worker.",
)

DocsExamplesInfo = provider(
    doc = "A version's code blocks, extracted for Jest by the compiler's examples stage.",
    fields = {
        "version": "the docs version (13.x)",
        "pages": "list of directories, one per page: its test files, the modules they import, examples.json",
        "sources": "list of the pages, relative to the content folder (13.x/docs/api/render.md), in the order of pages",
    },
)

def _docs_examples_impl(ctx):
    content_dir = ctx.file.config.dirname
    prefix = ctx.attr.version + "/"
    pages = [f for f in ctx.files.srcs if f.extension == "md" and _relative(f, content_dir).startswith(prefix)]
    outs = []
    sources = []
    for f in pages:
        rel = _relative(f, content_dir)
        # Files of content/<dir>/examples/<page name>/ are the page's fixtures (docs_compiler/stages/examples.py).
        folder = rel.rsplit("/", 1)[0] + "/examples/" + f.basename[:-len(".md")] + "/"
        fixtures = [x for x in ctx.files.srcs if _relative(x, content_dir).startswith(folder)]
        out = ctx.actions.declare_directory("%s/%s" % (ctx.label.name, rel))
        command = ["examples", "--content", content_dir, "--out", out.path]
        for x in fixtures:
            command += ["--fixture", _relative(x, content_dir)]
        _stage(ctx, command + [rel], [out], [f] + fixtures, "Extracting the examples of %s" % f.short_path)
        outs.append(out)
        sources.append(rel)
    return [
        DefaultInfo(files = depset(outs), runfiles = ctx.runfiles(files = outs)),
        DocsExamplesInfo(version = ctx.attr.version, pages = outs, sources = sources),
    ]

docs_examples = rule(
    implementation = _docs_examples_impl,
    attrs = {
        "config": attr.label(allow_single_file = ["site.yaml"], mandatory = True, doc = "site.yaml at the content root."),
        "version": attr.string(mandatory = True),
        "srcs": attr.label_list(allow_files = True, doc = "The version's pages and their fixture files."),
        "_compiler": attr.label(default = Label("//packages/compiler:worker_files"), cfg = "exec"),
        "_python": attr.label(default = Label("@local_python//:python3"), executable = True, allow_single_file = True, cfg = "exec"),
        "_worker": attr.label(default = Label("//packages/compiler:worker"), executable = True, cfg = "exec"),
    },
    doc = "Extracts each page's complete tests and the modules they import, one directory per page.",
)
