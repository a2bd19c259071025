"""site_bundle: prerenders a compiled docs site and assembles the deploy bundle.

  pages      one action per shard of a version's pages: each page's data (frame + body), HTML,
             search texts and Markdown twin
  version    one action per version: its manifest, route table, 404 data, stylesheet, sitemap
             lines, and for the default version 404.html and robots.txt
  text       one action per version: its packed search index, llms.txt and llms-full.txt
  bundle     one action: public files + images + client scripts + all of the above

The prerender puts every file of a version at its place in the bundle (it reads the version's
prefix from the manifest): the bundle step only merges trees.

A page's HTML depends on its own frame and body and the version's manifest (which changes only when
routes, titles or the site config do), so a body edit re-runs one shard, its version's text action
and the bundle; the version action's inputs do not change.
Prerender actions run on a persistent node worker, which keeps React and the app warm.

Beside the whole bundle, the same step assembles smaller bundles for checks that read part of the
site (output groups, see SiteBundleInfo): each shard's pages with what they load, and each version
with all of its files. A check of one shard then re-runs only when that shard's pages, its
version's layout or the theme change, never for an edit to another page.
"""

load("//packages/compiler:defs.bzl", "DocsInfo")

_WORKER = {"supports-workers": "1", "requires-worker-protocol": "json"}

SHARD_SIZE = 6
"""Pages per prerender action: small enough that an edit re-renders little, large enough to keep
per-action overhead low (bench/build.py measures both). The checks of a shard's pages use it too,
and they set it: a page's four views take about three seconds of CPU, most of it axe, and each
check target costs about as much again to start (node, Chromium, the server, its runfiles). Six
pages keep a page edit's browser check near a quarter of a minute and halve the starts that a
cold run pays against shards of three (bench/ci.py)."""

SiteBundleInfo = provider(
    doc = "How a site bundle splits into parts that checks can take one by one (their output groups).",
    fields = {
        "shards": "dict: version name -> number of page shards (output groups shard_group(version, n))",
    },
)

def shard_group(version, n):
    """The output group of a shard's served pages: its pages, the version's layout, the shared files."""
    return "pages_%s_%d" % (version.replace(".", "_"), n)

def version_group(version):
    """The output group of a version's served files: every page of it, its search index, its Markdown."""
    return "version_%s" % version.replace(".", "_")

def shard_count(pages, size = SHARD_SIZE):
    """How many shards a version of this many pages renders in."""
    return (pages + size - 1) // size

def _prerender(ctx, command, request, inputs, name, message, mnemonic = "Prerender"):
    """Runs one prerender command into the directory `name`, its request (packages/web/src/build/request.ts) in name.json."""
    out = ctx.actions.declare_directory(name)
    request_file = ctx.actions.declare_file(name + ".json")
    ctx.actions.write(request_file, json.encode(dict(request, out = out.path)))
    args = ctx.actions.args()
    args.use_param_file("@%s", use_always = True)
    args.set_param_file_format("multiline")
    args.add(command)
    args.add(request_file)
    ctx.actions.run(
        executable = ctx.executable._worker,
        arguments = [args],
        inputs = inputs + [request_file],
        tools = ctx.files._prerender + [ctx.executable._node],
        outputs = [out],
        mnemonic = mnemonic,
        progress_message = message,
        execution_requirements = _WORKER,
    )
    return out

def _site_bundle_impl(ctx):
    docs = ctx.attr.docs[DocsInfo]
    client = ctx.files._client[0]
    boot = ctx.files._boot[0]
    assets = {"client": client.path, "css": ctx.file._css.path, "syntax": docs.syntax_css.path, "boot": boot.path + "/boot.js"}
    assets_inputs = [client, ctx.file._css, docs.syntax_css, boot]
    versions = []
    for version, linked in sorted(docs.versions.items()):
        page_trees = []
        pages = [struct(frame = frame, body = body, search = search, twin = twin) for frame, body, search, twin in zip(linked.frames, linked.bodies, linked.search, linked.twins)]
        shards = [pages[i:i + ctx.attr.shard_size] for i in range(0, len(pages), ctx.attr.shard_size)]
        for n, shard in enumerate(shards):
            request = dict(
                assets,
                manifest = linked.manifest.path,
                markdownRoot = linked.markdown_root,
                pages = [{"frame": p.frame.path, "body": p.body.path, "search": p.search.path, "twin": p.twin.path} for p in shard],
            )
            page_trees.append(_prerender(
                ctx,
                # The twins go into the shard's tree too: the bundle step then takes a few trees
                # instead of one input per page (on a 5,000-page site, checking those inputs and
                # copying the twins one by one was a third of the step).
                "pages",
                request,
                [linked.manifest] + [f for p in shard for f in [p.frame, p.body, p.search, p.twin]] + assets_inputs,
                "%s_%s/pages_%d" % (ctx.label.name, version, n),
                "Rendering %s %s: %d pages from %s" % (ctx.label, version, len(shard), shard[0].frame.short_path),
            ))
        layout = _prerender(
            ctx,
            "version",
            dict(assets, manifest = linked.manifest.path, notFound = linked.not_found.path),
            [linked.manifest, linked.not_found] + assets_inputs,
            "%s_%s/version" % (ctx.label.name, version),
            "Prerendering %s %s: manifest, route table, 404" % (ctx.label, version),
        )
        text = _prerender(
            ctx,
            "search-index",
            # The page shards wrote the pages' text files: a body edit then rewrites one text, not a
            # thousand. llms-full.txt changes with every body edit too, as the index does.
            dict(
                {"manifest": linked.manifest.path, "pages": [f.path for f in linked.search], "texts": False},
                markdown = [f.path for f in linked.markdown],
                markdownRoot = linked.markdown_root,
                **({"ranking": ctx.file.search_ranking.path} if ctx.file.search_ranking else {})
            ),
            [linked.manifest] + linked.search + linked.markdown + ([ctx.file.search_ranking] if ctx.file.search_ranking else []),
            "%s_%s/text" % (ctx.label.name, version),
            "Packing the search index and the llms files of %s %s" % (ctx.label, version),
            "VersionText",
        )
        versions.append(struct(name = version, shards = page_trees, layout = layout, rendered = [layout, text]))

    public = ctx.files.public
    public_dir = public[0].path[:public[0].path.index("/public/") + len("/public")] if public else "missing-public"
    shared = struct(public = public, public_dir = public_dir, assets = docs.assets, client = client, checked = docs.checked)
    bundle = ctx.actions.declare_directory(ctx.label.name)
    _assemble(ctx, bundle, shared, [], [t for v in versions for t in v.shards], [r for v in versions for r in v.rendered], "Assembling %s" % ctx.label)

    # The parts that checks take one by one. A shard's pages are served with their version's layout
    # and the site's one 404.html, which the default version's step writes: the only file of another
    # version's output they take, so an edit there leaves their bundle as it was.
    groups = {}
    for v in versions:
        picks = [struct(dir = other.layout, file = "404.html") for other in versions if other != v]
        for n, tree in enumerate(v.shards):
            out = ctx.actions.declare_directory("%s_%s/pages_%d_served" % (ctx.label.name, v.name, n))
            _assemble(ctx, out, shared, picks, [tree], [v.layout], "Assembling %s %s: pages of shard %d, as served" % (ctx.label, v.name, n))
            groups[shard_group(v.name, n)] = depset([out])
        out = ctx.actions.declare_directory("%s_%s/served" % (ctx.label.name, v.name))
        _assemble(ctx, out, shared, picks, v.shards, v.rendered, "Assembling %s %s, as served" % (ctx.label, v.name))
        groups[version_group(v.name)] = depset([out])
    return [
        DefaultInfo(files = depset([bundle]), runfiles = ctx.runfiles(files = [bundle])),
        OutputGroupInfo(**groups),
        SiteBundleInfo(shards = {v.name: len(v.shards) for v in versions}),
    ]

def _assemble(ctx, out, shared, picks, shards, rendered, message):
    """Merges files into the bundle directory `out` (assemble.sh)."""
    args = [out.path, shared.public_dir, shared.assets.path, shared.client.path]
    args += ["--pick=%s=%s" % (p.dir.path, p.file) for p in picks]
    args += [d.path for d in shards] + ["--"] + [d.path for d in rendered]
    ctx.actions.run(
        executable = ctx.executable._assemble,
        arguments = args,
        # docs.checked: the anchor check must pass before there is a bundle.
        inputs = shared.public + [shared.assets, shared.client, shared.checked] + shards + rendered + [p.dir for p in picks],
        outputs = [out],
        mnemonic = "Bundle",
        progress_message = message,
        # Its inputs are whole trees (every page's HTML and data): linking each into a sandbox
        # costs more than the copy. It reads only the paths it is given.
        execution_requirements = {"no-sandbox": "1"},
    )

site_bundle = rule(
    implementation = _site_bundle_impl,
    attrs = {
        "docs": attr.label(mandatory = True, providers = [DocsInfo], doc = "A docs_site target."),
        "public": attr.label(default = Label("//content:public"), allow_files = True, doc = "Files copied as is to the bundle root."),
        "search_ranking": attr.label(allow_single_file = [".json"], doc = "What the site's search knows about its pages and readers (search-core's SiteRanking, as JSON)."),
        "shard_size": attr.int(default = SHARD_SIZE, doc = "Pages per prerender action (SHARD_SIZE)."),
        "_assemble": attr.label(default = Label("//packages/web:assemble"), executable = True, cfg = "exec"),
        "_boot": attr.label(default = Label("//packages/web:boot")),
        "_client": attr.label(default = Label("//packages/web:client")),
        "_css": attr.label(default = Label("//packages/web:css"), allow_single_file = True),
        "_node": attr.label(default = Label("@local_node//:node"), executable = True, allow_single_file = True, cfg = "exec"),
        "_prerender": attr.label(default = Label("//packages/web:prerender"), cfg = "exec"),
        "_worker": attr.label(default = Label("//packages/web:prerender_worker"), executable = True, cfg = "exec"),
    },
    doc = "The deploy bundle: a directory laid out as served under the site's base path.",
)
