"""site_bundle: prerenders a compiled docs site and assembles the deploy bundle.

  pages      one action per shard of a version's pages: each page's data (frame + body), HTML,
             search texts and Markdown twin
  version    one action per version: its manifest, route table, stylesheet, sitemap lines, and for
             the default version 404.html and robots.txt
  text       one action per version: its packed search index
  bundle     one action: public files + images + client scripts + Markdown + all of the above

A page's HTML depends on its own frame and body and the version's manifest (which changes only when
routes, titles or the site config do), so a body edit re-runs one shard, its version's text action
and the bundle; the version action's inputs do not change.
Prerender actions run on a persistent node worker, which keeps React and the app warm.
"""

load("//packages/compiler:defs.bzl", "DocsInfo")

_WORKER = {"supports-workers": "1", "requires-worker-protocol": "json"}

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
    page_trees = []
    rendered = []
    data = []
    markdown = []
    for version, linked in sorted(docs.versions.items()):
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
        rendered.append(_prerender(
            ctx,
            "version",
            dict(assets, manifest = linked.manifest.path, notFound = linked.not_found.path),
            [linked.manifest, linked.not_found] + assets_inputs,
            "%s_%s/version" % (ctx.label.name, version),
            "Prerendering %s %s: manifest, route table, 404" % (ctx.label, version),
        ))
        rendered.append(_prerender(
            ctx,
            "search-index",
            # The page shards wrote the pages' text files: a body edit then rewrites one text, not a thousand.
            dict(
                {"manifest": linked.manifest.path, "pages": [f.path for f in linked.search], "texts": False},
                **({"ranking": ctx.file.search_ranking.path} if ctx.file.search_ranking else {})
            ),
            [linked.manifest] + linked.search + ([ctx.file.search_ranking] if ctx.file.search_ranking else []),
            "%s_%s/text" % (ctx.label.name, version),
            "Packing the search index of %s %s" % (ctx.label, version),
            "VersionText",
        ))
        data.append(struct(version = version, not_found = linked.not_found))
        # The version's own Markdown files (llms.txt, llms-full.txt), by their paths below the
        # version's root (a build-time constant list).
        listing = ctx.actions.declare_file("%s_%s/markdown.txt" % (ctx.label.name, version))
        ctx.actions.write(listing, "".join([f.path[len(linked.markdown_root) + 1:] + "\n" for f in linked.markdown]))
        markdown.append(struct(manifest = linked.manifest, root = linked.markdown_root, listing = listing, files = linked.markdown))

    bundle = ctx.actions.declare_directory(ctx.label.name)
    public = ctx.files.public
    public_dir = public[0].path[:public[0].path.index("/public/") + len("/public")] if public else "missing-public"
    args = [bundle.path, public_dir, docs.assets.path, client.path]
    args += ["--data=%s=%s" % (d.version, d.not_found.path) for d in data]
    args += ["--markdown=%s=%s=%s" % (m.manifest.path, m.root, m.listing.path) for m in markdown]
    args += [d.path for d in page_trees] + ["--"] + [d.path for d in rendered]
    ctx.actions.run(
        executable = ctx.executable._assemble,
        arguments = args,
        # docs.checked: the anchor check must pass before there is a bundle.
        inputs = public + [docs.assets, client, docs.checked] + page_trees + rendered + [d.not_found for d in data] +
                 [f for m in markdown for f in [m.manifest, m.listing] + m.files],
        outputs = [bundle],
        mnemonic = "Bundle",
        progress_message = "Assembling %s" % ctx.label,
        # Its inputs are whole trees (every page's HTML and data): linking each into a sandbox
        # costs more than the copy. It reads only the paths it is given.
        execution_requirements = {"no-sandbox": "1"},
    )
    return [DefaultInfo(files = depset([bundle]), runfiles = ctx.runfiles(files = [bundle]))]

site_bundle = rule(
    implementation = _site_bundle_impl,
    attrs = {
        "docs": attr.label(mandatory = True, providers = [DocsInfo], doc = "A docs_site target."),
        "public": attr.label(default = Label("//content:public"), allow_files = True, doc = "Files copied as is to the bundle root."),
        "search_ranking": attr.label(allow_single_file = [".json"], doc = "What the site's search knows about its pages and readers (search-core's SiteRanking, as JSON)."),
        "shard_size": attr.int(default = 8, doc = "Pages per prerender action: small enough that an edit re-renders little, large enough to keep per-action overhead low (bench/build.py measures both)."),
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
