"""site_bundle: prerenders each version of a compiled docs site and assembles the deploy bundle.

  prerender   one action per version: that version's HTML, page data and packed search index
  assemble    one action: public files + images + client scripts + every version's output

A page edit re-runs only its own version's prerender (and the assembly, a copy).
"""

load("//packages/compiler:defs.bzl", "DocsInfo")

def _site_bundle_impl(ctx):
    docs = ctx.attr.docs[DocsInfo]
    client = ctx.files._client[0]
    prerender = ctx.files._prerender[0]
    rendered = []
    for version, artifacts in sorted(docs.versions.items()):
        out = ctx.actions.declare_directory("%s_%s" % (ctx.label.name, version))
        ctx.actions.run(
            executable = ctx.executable._node,
            arguments = [prerender.path + "/prerender.js", artifacts.path, client.path, ctx.file._css.path, docs.syntax_css.path, out.path],
            inputs = [artifacts, client, prerender, ctx.file._css, docs.syntax_css],
            outputs = [out],
            mnemonic = "Prerender",
            progress_message = "Prerendering %s %s" % (ctx.label, version),
        )
        rendered.append(out)

    bundle = ctx.actions.declare_directory(ctx.label.name)
    public = ctx.files.public
    public_dir = public[0].path[:public[0].path.index("/public/") + len("/public")] if public else "missing-public"
    ctx.actions.run(
        executable = ctx.executable._assemble,
        arguments = [bundle.path, public_dir, docs.assets.path, client.path] + [d.path for d in rendered],
        inputs = public + [docs.assets, client] + rendered,
        outputs = [bundle],
        mnemonic = "Bundle",
        progress_message = "Assembling %s" % ctx.label,
    )
    return [DefaultInfo(files = depset([bundle]), runfiles = ctx.runfiles(files = [bundle]))]

site_bundle = rule(
    implementation = _site_bundle_impl,
    attrs = {
        "docs": attr.label(mandatory = True, providers = [DocsInfo], doc = "A docs_site target."),
        "public": attr.label(default = Label("//content:public"), allow_files = True, doc = "Files copied as is to the bundle root."),
        "_assemble": attr.label(default = Label("//packages/web:assemble"), executable = True, cfg = "exec"),
        "_client": attr.label(default = Label("//packages/web:client")),
        "_css": attr.label(default = Label("//packages/web:css"), allow_single_file = True),
        "_node": attr.label(default = Label("@local_node//:node"), executable = True, allow_single_file = True, cfg = "exec"),
        "_prerender": attr.label(default = Label("//packages/web:prerender")),
    },
    doc = "The deploy bundle: a directory laid out as served under the site's base path.",
)
