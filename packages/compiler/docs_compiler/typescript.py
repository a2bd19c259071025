"""TypeScript declarations generated from the artifact JSON Schema, so web and compiler agree."""

from __future__ import annotations

import json
from typing import Any

HEADER = (
    "// Generated from {source} by //packages/artifacts:{target}; do not edit.\n"
    "// After a change to it: ./tools/bazel run //packages/artifacts:{target}_update\n"
)


def _type(schema: dict[str, Any]) -> str:
    if "$ref" in schema:
        return str(schema["$ref"]).rsplit("/", 1)[-1]
    if "const" in schema:
        return json.dumps(schema["const"])
    if "enum" in schema:
        return " | ".join(json.dumps(v) for v in schema["enum"])
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return " | ".join(dict.fromkeys(_type(s) for s in schema[key]))
    kind = schema.get("type")
    if kind == "array":
        inner = _type(schema.get("items", {}))
        return f"({inner})[]" if "|" in inner else f"{inner}[]"
    if kind == "object":
        if "properties" in schema:
            return _object(schema, "")
        extra = schema.get("additionalProperties")
        value = _type(extra) if isinstance(extra, dict) else "unknown"
        if isinstance(schema.get("propertyNames"), dict) and "enum" in schema["propertyNames"]:
            keys = " | ".join(json.dumps(k) for k in schema["propertyNames"]["enum"])
            return f"Partial<Record<{keys}, {value}>>"
        return f"Record<string, {value}>"
    return {"string": "string", "integer": "number", "number": "number", "boolean": "boolean", "null": "null"}.get(kind or "", "unknown")


def _object(schema: dict[str, Any], indent: str) -> str:
    required = set(schema.get("required", []))
    lines = ["{"]
    for name, prop in schema.get("properties", {}).items():
        if "description" in prop:
            lines.append(f"{indent}  /** {prop['description'].strip()} */")
        # Browser artifacts leave out null fields (emit.json_bytes(drop_nulls=True)): a nullable
        # field is an optional one on the wire.
        variants = prop.get("anyOf", [])
        nullable = {"type": "null"} in variants
        if nullable:
            rest = [v for v in variants if v != {"type": "null"}]
            prop = {**prop, "anyOf": rest} if len(rest) > 1 else {**{k: v for k, v in prop.items() if k != "anyOf"}, **rest[0]}
        optional = "?" if nullable or name not in required else ""
        lines.append(f"{indent}  {name}{optional}: {_type(prop)};")
    lines.append(indent + "}")
    return "\n".join(lines)


def _made_of(name: str, definition: dict[str, Any], defs: dict[str, Any]) -> str:
    """An object type made of others (its "x-parts"), as an interface extending them: only when the
    parts hold its fields, required as it requires them, and nothing else."""
    parts = [defs[part] for part in definition["x-parts"]]
    fields = {field: prop for part in parts for field, prop in part["properties"].items()}
    required = {field for part in parts for field in part.get("required", [])}
    if fields != definition["properties"] or required != set(definition.get("required", [])):
        raise ValueError(f"{name} is not made of {', '.join(definition['x-parts'])}: their fields differ")
    return f"export interface {name} extends {', '.join(definition['x-parts'])} {{}}\n"


def declarations(schema: dict[str, Any]) -> str:
    """The schema's types."""
    out = [HEADER.format(source="the artifact schema (the compiler's models)", target="artifacts_gen")]
    defs = schema.get("$defs", {})
    for name, definition in sorted(defs.items()):
        if "x-parts" in definition:
            out.append(_made_of(name, definition, defs))
        elif "properties" in definition:
            out.append(f"export interface {name} {_object(definition, '')}\n")
        else:
            out.append(f"export type {name} = {_type(definition)};\n")
    return "\n".join(out)


def constants(values: dict[str, dict[str, str]]) -> str:
    """Each constant object (the markup contract) as a readonly object. A module of its own: what
    imports a value brings the module's text into a bundle, where esbuild's minifier picks names by
    the characters it reads, so a type declaration edited in the same file would change every
    bundle that imports the value."""
    out = [HEADER.format(source="the markup contract (docs_compiler/markdown/markup.py)", target="markup_gen")]
    for name, fields in sorted(values.items()):
        body = "".join(f"  {key}: {json.dumps(value)},\n" for key, value in fields.items())
        out.append(f"export const {name} = {{\n{body}}} as const;\n")
    return "\n".join(out)


if __name__ == "__main__":
    import sys

    # Absolute: Bazel runs this file as a script (//packages/compiler:typescript).
    from docs_compiler.markdown.markup import MARKUP
    from docs_compiler.schema import artifact_schema

    sys.stdout.write(constants({"MARKUP": MARKUP}) if sys.argv[1:] == ["markup"] else declarations(artifact_schema()))
