"""site_bundle: prerenders every route of the compiled artifacts into the deploy bundle."""

def _site_bundle_impl(ctx):
    out = ctx.actions.declare_directory(ctx.label.name)
    prerender = ctx.files._prerender[0]
    public = ctx.files.public
    public_dir = public[0].path[:public[0].path.index("/public/") + len("/public")] if public else "missing-public"
    ctx.actions.run(
        executable = "node",
        arguments = [
            prerender.path + "/prerender.js",
            ctx.files.artifacts[0].path,
            ctx.files._client[0].path,
            ctx.file._css.path,
            public_dir,
            out.path,
        ],
        inputs = ctx.files.artifacts + ctx.files._client + ctx.files._prerender + public + [ctx.file._css],
        outputs = [out],
        mnemonic = "Prerender",
        progress_message = "Prerendering %s" % ctx.label,
        use_default_shell_env = True,
    )
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

site_bundle = rule(
    implementation = _site_bundle_impl,
    attrs = {
        "artifacts": attr.label(mandatory = True, doc = "compile_docs output directory."),
        "public": attr.label(default = Label("//content:public"), allow_files = True, doc = "Files copied as is to the bundle root."),
        "_client": attr.label(default = Label("//packages/web:client")),
        "_css": attr.label(default = Label("//packages/web:css"), allow_single_file = True),
        "_prerender": attr.label(default = Label("//packages/web:prerender")),
    },
    doc = "The deploy bundle: a directory laid out as served under the site's base path.",
)
