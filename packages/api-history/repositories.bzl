"""npm_tarballs: published npm releases fetched once, by integrity, as plain data files.

The tarballs are read by build actions (never unpacked into node_modules, never run), so they
come through Bazel's downloader at fetch time and no action needs the network.
"""

def _npm_tarballs_impl(ctx):
    scope_name = ctx.attr.package.split("/")[-1]
    files = []
    for version, integrity in sorted(ctx.attr.releases.items()):
        name = "%s.tgz" % version
        ctx.download(
            url = "%s/%s/-/%s-%s.tgz" % (ctx.attr.registry, ctx.attr.package, scope_name, version),
            output = name,
            integrity = integrity,
        )
        files.append(name)
    ctx.file("BUILD.bazel", """package(default_visibility = ["//visibility:public"])

# {package}: one tarball per release, named VERSION.tgz.
filegroup(
    name = "tarballs",
    srcs = {files},
)
""".format(package = ctx.attr.package, files = repr(files)))

npm_tarballs = repository_rule(
    implementation = _npm_tarballs_impl,
    attrs = {
        "package": attr.string(mandatory = True, doc = "npm package name, e.g. @testing-library/react-native."),
        "releases": attr.string_dict(mandatory = True, doc = "version -> sha512 integrity from the registry."),
        "registry": attr.string(default = "https://registry.npmjs.org"),
    },
    doc = "Downloads pinned npm release tarballs as data.",
)

def _api_history_impl(ctx):
    tarballs = [str(ctx.path(t)) for t in ctx.attr.tarballs]

    # Resolving the imported module's label makes a change to it list the releases again.
    ctx.path(ctx.attr._surface)
    result = ctx.execute(
        [ctx.which("python3"), str(ctx.path(ctx.attr._tool)), "--out", "api_history.json"] +
        ["--exhaustive=" + major for major in ctx.attr.exhaustive] + tarballs,
        quiet = True,
    )
    if result.return_code != 0:
        fail("listing the exports of the pinned releases failed:\n" + result.stderr)
    ctx.file("BUILD.bazel", """package(default_visibility = ["//visibility:public"])

exports_files(["api_history.json"])
""")

api_history = repository_rule(
    implementation = _api_history_impl,
    attrs = {
        "tarballs": attr.label_list(mandatory = True, allow_files = [".tgz"], doc = "Release tarballs named VERSION.tgz."),
        "exhaustive": attr.string_list(doc = "Majors whose every release that added something is among the tarballs."),
        "_tool": attr.label(default = "//packages/api-history:api_history.py"),
        "_surface": attr.label(default = "//packages/api-history:surface.py"),
    },
    doc = """Lists what each pinned release exports (api_history.py), once, when the releases are fetched.

The list depends only on the pinned tarballs and the tool, all of which this rule reads, so Bazel
lists again exactly when releases.bzl, api_history.py or surface.py changes; a clean build does not.""",
)
