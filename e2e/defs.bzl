"""site_checks: the real site checked in parts, so an edit re-runs only the checks it can break.

For a site_bundle and the content package's pages (globbed where this is called):

  VERSION_pages_N_test   real Chromium over shard N's pages as served (e2e/pages/pages.test.ts)
  VERSION_smoke_test     the version's home, a doc page and its 404 page as served (e2e/version/smoke.test.ts)
  VERSION_files_test     the version's Markdown twins, llms files, sitemap and search index (e2e/version/files.test.ts)

A shard's served bundle holds its pages, its version's layout and the shared files only, and a
version's holds that version's files only (site_bundle's output groups): a 13.x page edit re-runs
its shard's test and the 13.x version tests, never a 12.x one.
"""

load("//packages/web:defs.bzl", "SiteBundleInfo", "shard_count", "shard_group", "version_group")
load("//tools/node:defs.bzl", "node_test")

def _shards_check_impl(ctx):
    built = ctx.attr.site[SiteBundleInfo].shards
    expected = {version: int(n) for version, n in ctx.attr.expected.items()}
    if built != expected:
        fail("%s renders %s shards per version, but %s made checks for %s: every shard must have its check (site_checks in %s)" % (
            ctx.attr.site.label,
            built,
            ctx.label,
            expected,
            ctx.label.package + "/BUILD.bazel",
        ))
    out = ctx.actions.declare_file(ctx.label.name + ".txt")
    ctx.actions.write(out, "".join(["%s: %d shards\n" % (v, n) for v, n in sorted(built.items())]))
    return [DefaultInfo(files = depset([out]))]

shards_check = rule(
    implementation = _shards_check_impl,
    attrs = {
        "site": attr.label(mandatory = True, providers = [SiteBundleInfo]),
        "expected": attr.string_dict(doc = "version -> number of shards the checks cover"),
    },
    doc = "Fails the build when a site's shards and the checks made for them disagree.",
)

def _output_group_impl(ctx):
    files = getattr(ctx.attr.src[OutputGroupInfo], ctx.attr.group)
    # Only the group's files, also as runfiles: a filegroup would add the source target's own
    # runfiles (a whole site bundle), and a test of one part would re-run for any edit.
    return [DefaultInfo(files = files, runfiles = ctx.runfiles(transitive_files = files))]

output_group = rule(
    implementation = _output_group_impl,
    attrs = {
        "src": attr.label(mandatory = True),
        "group": attr.string(mandatory = True),
    },
    doc = "One output group of a target as a target of its own, with none of the target's other files.",
)

_BROWSER = ["axe-core", "playwright-core"]

def site_checks(name, site, pages):
    """The checks of one site, by version and shard (see the file's docstring).

    Args:
      name: the shards check's name; the tests are named by version.
      site: the site_bundle.
      pages: its pages' sources, as VERSION/PATH.md below the content root (the package's glob).
    """
    counts = {}
    for page in pages:
        version = page.split("/")[0]
        counts[version] = counts.get(version, 0) + 1
    pages = counts
    shards = {version: shard_count(n) for version, n in pages.items()}
    shards_check(name = name, site = site, expected = {v: str(n) for v, n in shards.items()}, testonly = True)
    for version, count in sorted(shards.items()):
        for n in range(count):
            served = "%s_pages_%d" % (version, n)
            output_group(name = served, src = site, group = shard_group(version, n), testonly = True)
            node_test(
                name = served + "_test",
                size = "large",
                bundle = "//e2e:pages_bundle",
                entries = ["pages.test.ts"],
                data = [":" + served, "//tools/serve:ghpages"],
                env = {"E2E_SITE": "$(rootpath :%s)" % served},
                external = _BROWSER,
            )
        served = "%s_served" % version
        output_group(name = served, src = site, group = version_group(version), testonly = True)
        # The version's browser checks on its served bundle, two targets that run side by side.
        for check in ["smoke", "code"]:
            node_test(
                name = "%s_%s_test" % (version, check),
                size = "large",
                bundle = "//e2e:%s_bundle" % check,
                entries = [check + ".test.ts"],
                data = [":" + served, "//tools/serve:ghpages"],
                env = {"E2E_SITE": "$(rootpath :%s)" % served},
                external = _BROWSER,
            )
        node_test(
            name = version + "_files_test",
            bundle = "//e2e:files_bundle",
            entries = ["files.test.ts"],
            data = [":" + served],
            env = {"E2E_SITE": "$(rootpath :%s)" % served},
        )
