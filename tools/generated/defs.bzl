"""checked_in: a file the build generates that is also checked in, kept in step by a test.

The checked-in copy is what editors and the web build read; the test fails when it differs from
what the build generates, and `bazel run :NAME_update` writes the generated one over it.
"""

def checked_in(name, generated, file, **kwargs):
    """Declares NAME_test (the copies agree) and NAME_update (overwrite the checked-in copy).

    Args:
      name: prefix of the two targets.
      generated: label of the generated file.
      file: the checked-in file, relative to this package.
      **kwargs: passed to both targets (visibility, tags).
    """
    path = native.package_name() + "/" + file
    native.sh_test(
        name = name + "_test",
        srcs = [Label("//tools/generated:diff.sh")],
        args = ["$(rootpath %s)" % generated, "$(rootpath %s)" % file, "//%s:%s_update" % (native.package_name(), name)],
        data = [generated, file],
        **kwargs
    )
    native.sh_binary(
        name = name + "_update",
        srcs = [Label("//tools/generated:update.sh")],
        args = ["$(rootpath %s)" % generated, path],
        data = [generated],
        **kwargs
    )
