"""api_history: what each pinned release of the documented library exports, listed once at fetch time.

The release tarballs come through Bazel's downloader by integrity, into this same repository, and
are read only here (never unpacked into node_modules, never run), so no action needs the network.
They are fetched by this rule rather than taken as labels of another repository: Bazel re-checks
every file label a repository rule read on each build after a clean, which cost about 0.15 s per
pinned tarball of loading and analysis.
"""

def _download(ctx, package, releases):
    scope_name = package.split("/")[-1]
    paths = []
    for version, integrity in sorted(releases.items()):
        name = "tarballs/%s.tgz" % version
        ctx.download(
            url = "%s/%s/-/%s-%s.tgz" % (ctx.attr.registry, package, scope_name, version),
            output = name,
            integrity = integrity,
        )
        paths.append(str(ctx.path(name)))
    return paths

def _api_history_impl(ctx):
    tarballs = _download(ctx, ctx.attr.old_package, ctx.attr.old_releases) + _download(ctx, ctx.attr.package, ctx.attr.releases)

    # Resolving the tool's labels makes a change to them list the releases again.
    ctx.path(ctx.attr._surface)
    result = ctx.execute(
        [ctx.which("python3"), str(ctx.path(ctx.attr._tool)), "--out", "api_history.json"] +
        ["--exhaustive=" + major for major in ctx.attr.exhaustive] +
        ["--lineage=" + version for version in ctx.attr.lineage] + tarballs,
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
        "package": attr.string(mandatory = True, doc = "npm package name, e.g. @testing-library/react-native."),
        "releases": attr.string_dict(mandatory = True, doc = "version -> sha512 integrity from the registry."),
        "old_package": attr.string(doc = "The package's earlier name, for its older releases."),
        "old_releases": attr.string_dict(doc = "version -> sha512 integrity of old_package's releases."),
        "registry": attr.string(default = "https://registry.npmjs.org"),
        "exhaustive": attr.string_list(doc = "Majors whose every release that added something is among the tarballs."),
        "lineage": attr.string_list(doc = "The package's stable releases, oldest first (releases.bzl LINEAGE)."),
        "_tool": attr.label(default = "//packages/api-history:api_history.py"),
        "_surface": attr.label(default = "//packages/api-history:surface.py"),
    },
    doc = """Fetches the pinned releases and lists what each exports (api_history.py), once.

The list depends only on the pinned releases and the tool, all of which this rule reads, so Bazel
lists again exactly when releases.bzl, api_history.py or surface.py changes; a clean build does not.""",
)

def _rntl_releases_impl(ctx):
    versions = []
    for package, releases in [(ctx.attr.old_package, ctx.attr.old_releases), (ctx.attr.package, ctx.attr.releases)]:
        scope_name = package.split("/")[-1]
        for version, integrity in sorted(releases.items()):
            ctx.download_and_extract(
                url = "%s/%s/-/%s-%s.tgz" % (ctx.attr.registry, package, scope_name, version),
                output = version,
                integrity = integrity,
                stripPrefix = "package",
            )
            versions.append(version)
    ctx.file("BUILD.bazel", """package(default_visibility = ["//visibility:public"])

# One directory per release, the package as npm unpacks it: the examples runner puts one in place
# of the toolchain's RNTL to run a claim on it (examples/releases_page.cjs).
filegroup(
    name = "releases",
    srcs = %s,
)
""" % repr(sorted(versions)))

rntl_releases = repository_rule(
    implementation = _rntl_releases_impl,
    attrs = {
        "package": attr.string(mandatory = True),
        "releases": attr.string_dict(mandatory = True, doc = "version -> sha512 integrity from the registry."),
        "old_package": attr.string(),
        "old_releases": attr.string_dict(),
        "registry": attr.string(default = "https://registry.npmjs.org"),
    },
    doc = """The pinned releases unpacked, one directory each, for claims that name a release: they
run on it and on the release before it (examples/releases_page.cjs). Fetched through Bazel's
downloader by integrity, so the repository cache keeps them and no action needs the network.""",
)
