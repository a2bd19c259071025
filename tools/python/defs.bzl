"""py_pytest: a py_test that runs its sources through pytest with the pinned packages."""

def py_pytest(name, srcs, deps = [], data = [], args = [], **kwargs):
    """Runs the test files in srcs with pytest.

    Args:
      name: target name.
      srcs: test files (test_*.py) and helpers they import.
      deps: py_library dependencies; the pinned third-party packages are always added.
      data: files the tests read at run time.
      args: extra pytest arguments.
      **kwargs: passed to py_test (size, tags, ...).
    """
    native.py_test(
        name = name,
        srcs = srcs + ["//tools/python:pytest_main.py"],
        main = "//tools/python:pytest_main.py",
        deps = deps + ["@pypi//:packages"],
        data = data,
        args = args + ["$(rootpath %s)" % s for s in srcs if s.split("/")[-1].startswith("test_")],
        python_version = "PY3",
        # Bazel's generated __init__.py files would make pytest import tests as packages.
        legacy_create_init = 0,
        **kwargs
    )

def py_mypy(name, srcs, deps = [], **kwargs):
    """Type-checks srcs with `mypy --strict` as a test (the pinned stubs are always available).

    Args:
      name: target name.
      srcs: the Python files to check (modules are named from their folders' __init__.py files).
      deps: py_library dependencies the checked files import.
      **kwargs: passed to py_test.
    """
    native.py_test(
        name = name,
        srcs = ["//tools/python:mypy_main.py"],
        main = "//tools/python:mypy_main.py",
        deps = deps + ["@pypi//:packages"],
        data = srcs,
        args = ["$(rootpaths %s)" % s for s in srcs],
        python_version = "PY3",
        legacy_create_init = 0,
        **kwargs
    )
