"""The members and options a release's type definitions give each exported value.

Keys name them the way the docs do: `userEvent.clear` (a member of an exported object),
`render().rerenderAsync` (a member of what an exported function returns; queries left out, the
history lists them already) and `render({ concurrentRoot })` (a key of the options object a
function or member takes, its parameter named `options` or destructured).
"""

from __future__ import annotations

import re

_IDENT = re.compile(r"[A-Za-z_$][\w$]*")
_HEAD = re.compile(
    r"(?<![\w$.])(?:export\s+)?(?:default\s+)?(?:declare\s+)?"
    r"(?:(interface)\s+([A-Za-z_$][\w$]*)|(type)\s+([A-Za-z_$][\w$]*)|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*:|(function)\s+([A-Za-z_$][\w$]*)|(namespace)\s+([A-Za-z_$][\w$]*)\s*\{)"
)
_MEMBER = re.compile(r"^(?:readonly\s+|var\s+|let\s+|const\s+|function\s+)?([A-Za-z_$][\w$]*)\??\s*([:(<])")
_QUERY_NAME = re.compile(r"(?:UNSAFE_)?(?:get|getAll|query|queryAll|find|findAll)By")
_OPTIONS_PARAM = re.compile(r"^options?\??\s*:")


def _closes(text: str, i: int) -> bool:
    # The `>` of an arrow (`=> R`) closes nothing.
    return text[i] in ")]}" or (text[i] == ">" and text[i - 1] != "=")


def scan(text: str, start: int, stops: str) -> int:
    """Index of the first character of `stops` outside brackets, from start."""
    depth, i = 0, start
    while i < len(text):
        c = text[i]
        if depth == 0 and c in stops:
            return i
        if c in "([{<":
            depth += 1
        elif _closes(text, i):
            depth -= 1
        elif c in "'\"`":
            i = max(text.find(c, i + 1), i)
        i += 1
    return len(text)


def split_top(text: str, sep: str) -> list[str]:
    """The parts of text between separators outside brackets."""
    parts, start = [], 0
    while start < len(text):
        end = scan(text, start, sep)
        parts.append(text[start:end].strip())
        start = end + 1
    return [p for p in parts if p]


def bodies(expr: str) -> tuple[list[str], str]:
    """The object literal bodies at the top level of a type expression, and the expression without them."""
    found: list[str] = []
    rest: list[str] = []
    i = 0
    while i < len(expr):
        if expr[i] == "{":
            end = scan(expr, i + 1, "}")
            found.append(expr[i + 1 : end])
            i = end + 1
            continue
        rest.append(expr[i])
        i += 1
    return found, "".join(rest)


def members(body: str) -> dict[str, str]:
    """Member name -> its type (a method `m(a): R` as `(a): R`)."""
    out = {}
    for part in split_top(body, ";"):
        m = _MEMBER.match(part)
        if m:
            out[m.group(1)] = part[m.end() - 1 :] if m.group(2) != ":" else part[m.end() :].strip()
    return out


class Declarations:
    """The named types, values and functions a package's .d.ts files declare, by local name."""

    def __init__(self, files: list[str]) -> None:
        self.types: dict[str, str] = {}
        """Interface or type alias -> its type expression (an interface as `Parents { body }`)."""
        self.values: dict[str, str] = {}
        """Constant or namespace -> its type expression."""
        self.functions: dict[str, tuple[str, str]] = {}
        """Function -> (its parameter list, its return type)."""
        for text in files:
            for m in _HEAD.finditer(text):
                at = m.end()
                if m.group(1) or m.group(3):  # interface / type
                    name = m.group(2) or m.group(4)
                    if at < len(text) and text[at] == "<":
                        at = scan(text, at + 1, ">") + 1
                    if m.group(1):
                        brace = text.index("{", at)
                        parents = text[at:brace].replace("extends", " ")
                        end = scan(text, brace + 1, "}")
                        self.types.setdefault(name, parents + " {" + text[brace + 1 : end] + "}")
                    else:
                        eq = text.index("=", at)
                        self.types.setdefault(name, text[eq + 1 : scan(text, eq + 1, ";")])
                elif m.group(8):
                    end = scan(text, at, "}")
                    self.values[m.group(9)] = "{" + text[at:end].replace("\n", ";\n") + "}"
                elif m.group(5):
                    self.values.setdefault(m.group(5), text[at : scan(text, at, ";")])
                else:
                    name = m.group(7)
                    if text[at] == "<":
                        at = scan(text, at + 1, ">") + 1
                    if text[at] != "(":
                        continue
                    close = scan(text, at + 1, ")")
                    ret = text[close + 1 :].lstrip()
                    ret = ret[1 : scan(ret, 1, ";")] if ret.startswith(":") else ""
                    self.functions.setdefault(name, (text[at + 1 : close], ret))

    def resolve(self, expr: str, seen: set[str] | None = None) -> dict[str, str]:
        """Member name -> type of everything a type expression has (named types followed)."""
        seen = set() if seen is None else seen
        found, rest = bodies(expr)
        out: dict[str, str] = {}
        for body in found:
            out.update(members(body))
        for ident in _IDENT.findall(rest):
            if ident in self.types and ident not in seen:
                seen.add(ident)
                for k, v in self.resolve(self.types[ident], seen).items():
                    out.setdefault(k, v)
        return out

    def params(self, type_text: str) -> str | None:
        """The parameter list of a function type, `typeof fn` or method."""
        t = type_text.strip()
        if t.startswith("typeof "):
            fn = self.functions.get(t.split()[1].rstrip(";"))
            return fn[0] if fn else None
        if t.startswith("<"):
            t = t[scan(t, 1, ">") + 1 :].lstrip()
        if t.startswith("("):
            return t[1 : scan(t, 1, ")")]
        return None

    def options(self, params: str) -> set[str]:
        """The keys of the options parameter (named option(s), or destructured) in a parameter list."""
        out: set[str] = set()
        for param in split_top(params, ","):
            if param.startswith("{"):
                param = "options" + param[scan(param, 1, "}") + 1 :]
            m = _OPTIONS_PARAM.match(param)
            if m:
                out.update(self.resolve(param[m.end() :]))
        return out

    def surface(self, exported: list[str]) -> set[str]:
        """The member and option keys of the exported values."""
        keys: set[str] = set()
        for name in exported:
            if name in self.functions and name not in self.values:
                params, ret = self.functions[name]
                keys.update(f"{name}({{ {o} }})" for o in self.options(params))
                keys.update(f"{name}().{m}" for m in self.resolve(ret) if not _QUERY_NAME.match(m))
            elif name in self.values:
                for member, type_text in self.resolve(self.values[name]).items():
                    keys.add(f"{name}.{member}")
                    member_params = self.params(type_text)
                    if member_params is not None:
                        keys.update(f"{name}.{member}({{ {o} }})" for o in self.options(member_params))
        return keys
