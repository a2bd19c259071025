"""worker_launcher: the executable of a persistent worker, stamped with a digest of its code.

Bazel 4.2 keys a worker on its executable and start-up arguments, not on the other files it
runs: a changed compiler source would be served by the worker started before the change. The
launcher's content carries a digest of every file the worker runs, so any change to them makes
a new executable, and Bazel starts a new worker.
"""

def _digested(f):
    # An installed Python distribution's RECORD lists the hash of each of its files, and each
    # archive of one comes with a digest file (tools/python/pip_build.py): hashing those stands for
    # hashing them all, at a fraction of the inputs and bytes.
    if "/site/" in f.path:
        return f.basename == "RECORD"
    if f.owner and f.owner.workspace_name and ("/zip/" in f.path or "/native/" in f.path):
        return False
    return True

def _worker_launcher_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".sh")
    files = [f for f in ctx.files.srcs + ctx.files.main if _digested(f)]
    start = list(ctx.attr.start_args)
    if ctx.attr.main:
        start.insert(0, ctx.files.main[0].path + ctx.attr.main_suffix)
    args = ctx.actions.args()
    args.add(out)
    args.add(ctx.executable.interpreter.path)
    args.add(" ".join(start))
    args.add_all(files)
    ctx.actions.run_shell(
        command = """out="$1" interpreter="$2" start="$3"; shift 3
digest="$(cat "$@" | sha256sum | cut -c1-16)"
printf '#!/bin/sh\\n# Worker code digest %s: a change to the code changes this file, and Bazel starts a new worker.\\nexec %s %s "$@"\\n' "$digest" "$interpreter" "$start" > "$out"
chmod +x "$out"
""",
        arguments = [args],
        inputs = files,
        outputs = [out],
        mnemonic = "WorkerLauncher",
        progress_message = "Stamping worker %s" % ctx.label,
    )
    # No runfiles: the actions that run the launcher list the worker's files as their tools, and
    # a runfiles tree of every installed package would cost seconds to create.
    return [DefaultInfo(executable = out, files = depset([out]))]

worker_launcher = rule(
    implementation = _worker_launcher_impl,
    attrs = {
        "interpreter": attr.label(mandatory = True, executable = True, allow_single_file = True, cfg = "exec", doc = "python3 or node launcher."),
        "main": attr.label(allow_files = True, doc = "The script or bundle directory the interpreter runs (optional)."),
        "main_suffix": attr.string(doc = "Path inside main, when main is a directory (e.g. /prerender.js)."),
        "start_args": attr.string_list(doc = "Arguments after main and before the action's own (e.g. -m docs_compiler.worker)."),
        "srcs": attr.label_list(allow_files = True, doc = "Every file the worker runs."),
    },
    executable = True,
    doc = "An executable script that starts a worker, named by a digest of the worker's code.",
)
