#!/usr/bin/env bash
# Merges the parts of the deploy bundle into one directory: public files, hashed images, the
# client scripts, and the prerendered output (page data, HTML and Markdown twins; version files,
# search index, llms files); joins the sitemap lists.
# usage: assemble.sh OUT PUBLIC_DIR IMAGES_DIR CLIENT_DIR [--pick=DIR=FILE]... SHARD_DIR... -- RENDERED_DIR...
# SHARD_DIRs hold the pages of prerender shards (each page's files are its own); RENDERED_DIRs the
# rest of the prerender's output (version files, search index, llms files), merged after them in
# order. The prerender put each of a version's files at its path in the bundle (below the prefix
# its manifest names): nothing here reads another step's output to place a file.
# A --pick takes one FILE of a rendered DIR, if it has it (its path below DIR is its path in the
# bundle): the bundles that serve one version take the site's 404.html, which the default version's
# step writes, from whichever other version has it, and nothing else of theirs.
# Files other actions made are hard-linked, not copied (half of this step's time on an edit): Bazel
# never writes an output in place, it deletes and recreates it, so a link can never change under
# the bundle. Public files are sources an editor may rewrite in place: those are copied.
set -euo pipefail
out="$1" public="$2" images="$3" client="$4"
shift 4
picks=()
while [ $# -gt 0 ]; do
  case "$1" in
    --pick=*) picks+=("${1#--pick=}") ;;
    *) break ;;
  esac
  shift
done
mkdir -p "$out/assets"
if [ -d "$public" ]; then cp -RLf "$public/." "$out/"; fi
cp -RLlf "$images/." "$out/assets/"
cp -RLlf "$client/." "$out/assets/"
rm -f "$out/assets/meta.json"
for pair in "${picks[@]}"; do
  dir="${pair%%=*}" file="${pair#*=}"
  [ -e "$dir/$file" ] || continue
  mkdir -p "$(dirname "$out/$file")"
  cp -Llf "$dir/$file" "$out/$file"
done
shards=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do shards+=("$1"); shift; done
[ $# -gt 0 ] && shift
# Few cp processes for every tree, not one per tree: a 5,000-page site has 600 shards, and starting
# a process per shard was half of this step. Shards hold different pages, so two cp processes link
# them side by side (the step is mostly system calls, so two processes finish it in about half the time).
# The only names two shards can share are content-hashed search texts with the same content; if
# two processes ever race on one, the serial pass links whatever is left.
if [ "${#shards[@]}" -gt 0 ]; then
  link_trees() { printf '%s/.\n' "${shards[@]}" | xargs -d '\n' "$@" cp -RLlf -t "$out/"; }
  link_trees -n "$(( (${#shards[@]} + 1) / 2 ))" -P 2 2>/dev/null || link_trees
fi
# The rest after the shards; later trees win, in the order given.
if [ $# -gt 0 ]; then printf '%s/.\n' "$@" | xargs -d '\n' cp -RLlf -t "$out/"; fi
{
  printf '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
  cat "$out"/sitemap/*.txt | LC_ALL=C sort
  printf '</urlset>\n'
} > "$out/sitemap.xml"
rm -rf "$out/sitemap"
