#!/usr/bin/env bash
# Merges the parts of the deploy bundle into one directory: public files, hashed images, the
# client scripts, each version's page data, and the prerendered output; joins the sitemap lists.
# usage: assemble.sh OUT PUBLIC_DIR IMAGES_DIR CLIENT_DIR [--data=VERSION=LINK_DIR]... RENDERED_DIR...
# Files other actions made are hard-linked, not copied (half of this step's time on an edit): Bazel
# never writes an output in place, it deletes and recreates it, so a link can never change under
# the bundle. Public files are sources an editor may rewrite in place: those are copied.
set -euo pipefail
out="$1" public="$2" images="$3" client="$4"
shift 4
data=()
while [ $# -gt 0 ] && [ "${1#--data=}" != "$1" ]; do data+=("${1#--data=}"); shift; done
mkdir -p "$out/assets"
if [ -d "$public" ]; then cp -RLf "$public/." "$out/"; fi
cp -RLlf "$images/." "$out/assets/"
cp -RLlf "$client/." "$out/assets/"
rm -f "$out/assets/meta.json"
for pair in "${data[@]}"; do
  version="${pair%%=*}" dir="${pair#*=}"
  mkdir -p "$out/_data/$version"
  cp -RLlf "$dir/pages" "$dir/404.json" "$out/_data/$version/"
done
for rendered in "$@"; do cp -RLlf "$rendered/." "$out/"; done
{
  printf '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
  cat "$out"/sitemap/*.txt | LC_ALL=C sort
  printf '</urlset>\n'
} > "$out/sitemap.xml"
rm -rf "$out/sitemap"
