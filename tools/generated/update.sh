#!/usr/bin/env bash
# Usage (bazel run): update.sh GENERATED PATH: writes the generated file over PATH in the workspace.
set -euo pipefail
cp "$1" "$BUILD_WORKSPACE_DIRECTORY/$2"
chmod 644 "$BUILD_WORKSPACE_DIRECTORY/$2"
echo "wrote $2"
