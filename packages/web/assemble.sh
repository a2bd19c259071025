#!/usr/bin/env bash
# Merges the parts of the deploy bundle into one directory: public files, hashed images, the
# client scripts, and each version's prerendered pages; joins the versions' sitemap lists.
# usage: assemble.sh OUT PUBLIC_DIR IMAGES_DIR CLIENT_DIR VERSION_DIR...
set -euo pipefail
out="$1" public="$2" images="$3" client="$4"
shift 4
mkdir -p "$out/assets"
if [ -d "$public" ]; then cp -RLf "$public/." "$out/"; fi
cp -RLf "$images/." "$out/assets/"
cp -RLf "$client/." "$out/assets/"
rm -f "$out/assets/meta.json"
for version in "$@"; do cp -RLf "$version/." "$out/"; done
{
  printf '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
  cat "$out"/sitemap/*.txt | LC_ALL=C sort
  printf '</urlset>\n'
} > "$out/sitemap.xml"
rm -rf "$out/sitemap"
