"""compile_docs: runs the docs compiler over content/ into one artifact directory."""

def _compile_docs_impl(ctx):
    out = ctx.actions.declare_directory(ctx.label.name)
    ctx.actions.run(
        executable = ctx.executable._compiler,
        arguments = ["--content", ctx.file.config.dirname, "--out", out.path, "--quiet"],
        inputs = ctx.files.srcs + [ctx.file.config],
        outputs = [out],
        mnemonic = "DocsCompile",
        progress_message = "Compiling docs in %s" % ctx.file.config.dirname,
    )
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

compile_docs = rule(
    implementation = _compile_docs_impl,
    attrs = {
        "config": attr.label(allow_single_file = ["site.yaml"], mandatory = True, doc = "site.yaml at the content root."),
        "srcs": attr.label_list(allow_files = True, doc = "Pages and public files under the content root."),
        "_compiler": attr.label(default = Label("//packages/compiler:compile"), executable = True, cfg = "exec"),
    },
    doc = "Compiles Markdown + site.yaml into typed, hashed JSON artifacts (strict: errors fail the build).",
)
