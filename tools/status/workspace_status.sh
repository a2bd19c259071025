#!/usr/bin/env bash
# Bazel's workspace status (--workspace_status_command in .bazelrc): the date of each content
# file's last commit, as one stable key. Only the action that extracts the key reads it, so a
# build stays deterministic for a commit, and no other action depends on the clock or on git.
# Without git history (an exported tarball) there are no dates and pages show none.
set -euo pipefail
git rev-parse --git-dir > /dev/null 2>&1 || exit 0
printf 'STABLE_CONTENT_DATES'
# Newest commit first: the first date seen for a file is the date of its last commit.
git log --format='@%cI' --name-only -- content | awk '
  /^@/ { date = substr($0, 2); next }
  /\.md$/ && !seen[$0]++ && sub(/^content\//, "") { printf " %s=%s", $0, date }'
printf '\n'
