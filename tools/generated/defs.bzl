"""checked_in: a file the build generates that is also checked in, kept in step by a test.

The checked-in copy is what editors and the web build read; the test fails when it differs from
what the build generates, and `bazel run :NAME_update` writes the generated one over it.
"""

def checked_in(name, tool, file, message, args = [], **kwargs):
    """Declares NAME (the file as `tool` prints it), NAME_test (the checked-in copy agrees with it)
    and NAME_update (overwrite the checked-in copy with it).

    Args:
      name: the generated file's target, and prefix of the other two.
      tool: an executable that prints the file on stdout.
      file: the checked-in file, relative to this package.
      message: progress message of the generating action.
      args: arguments of the tool.
      **kwargs: passed to the test and the update target (visibility, tags).
    """
    path = native.package_name() + "/" + file
    generated = ":" + name
    native.genrule(
        name = name,
        outs = [name + ".generated." + file.split(".")[-1]],
        cmd = " ".join(["$(execpath %s)" % tool] + args) + " > $@",
        message = message,
        tools = [tool],
    )
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
