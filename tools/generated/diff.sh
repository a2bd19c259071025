#!/usr/bin/env bash
# Usage: diff.sh GENERATED CHECKED_IN UPDATE_TARGET: fails, with the diff, when the two differ.
set -euo pipefail
if ! diff -u --label "$2 (checked in)" --label "$2 (generated)" "$2" "$1"; then
  echo "$2 is stale: run ./tools/bazel run $3" >&2
  exit 1
fi
