#!/usr/bin/env bash
# Merges the parts of the deploy bundle into one directory: public files, hashed images, the
# client scripts, each version's 404 data and Markdown, and the prerendered output (page data and
# HTML, version files, search index); joins the sitemap lists.
# usage: assemble.sh OUT PUBLIC_DIR IMAGES_DIR CLIENT_DIR [--data=VERSION=404_JSON]...
#          [--markdown=MANIFEST=ROOT=LISTING]... [--pick=DIR=FILE]... SHARD_DIR... -- RENDERED_DIR...
# SHARD_DIRs hold the pages of prerender shards (each page's files are its own); RENDERED_DIRs the
# rest of the prerender's output (version files, search index), merged after them in order.
# A LISTING names Markdown files by their paths below ROOT, as they go below the version's root
# (the bundle root for the default version, 12.x/ for 12.x: the manifest's prefix). Only listed
# files are taken, never whatever else an old build left in ROOT.
# A --pick takes one FILE of a rendered DIR, if it has it (its path below DIR is its path in the
# bundle): the bundles that serve one version take the site's 404.html, which the default version's
# step writes, from whichever other version has it, and nothing else of theirs.
# Files other actions made are hard-linked, not copied (half of this step's time on an edit): Bazel
# never writes an output in place, it deletes and recreates it, so a link can never change under
# the bundle. Public files are sources an editor may rewrite in place: those are copied.
set -euo pipefail
out="$1" public="$2" images="$3" client="$4"
shift 4
data=() markdown=() picks=()
while [ $# -gt 0 ]; do
  case "$1" in
    --data=*) data+=("${1#--data=}") ;;
    --markdown=*) markdown+=("${1#--markdown=}") ;;
    --pick=*) picks+=("${1#--pick=}") ;;
    *) break ;;
  esac
  shift
done
root="$PWD"
mkdir -p "$out/assets"
if [ -d "$public" ]; then cp -RLf "$public/." "$out/"; fi
cp -RLlf "$images/." "$out/assets/"
cp -RLlf "$client/." "$out/assets/"
rm -f "$out/assets/meta.json"
for pair in "${data[@]}"; do
  version="${pair%%=*}" file="${pair#*=}"
  mkdir -p "$out/_data/$version"
  cp -Llf "$file" "$out/_data/$version/404.json"
done
for pair in "${picks[@]}"; do
  dir="${pair%%=*}" file="${pair#*=}"
  [ -e "$dir/$file" ] || continue
  mkdir -p "$(dirname "$out/$file")"
  cp -Llf "$dir/$file" "$out/$file"
done
for triple in "${markdown[@]}"; do
  manifest="${triple%%=*}" rest="${triple#*=}"
  dir="${rest%%=*}" listing="${rest#*=}"
  # The manifest's keys are sorted, so its own "prefix" is the one right before "routes"
  # (each entry of site.versions has one too, followed by something else).
  prefix="$(sed -n 's/.*"prefix":"\([^"]*\)","routes".*/\1/p' "$manifest")"
  mkdir -p "$out$prefix"
  (cd "$dir" && xargs -d '\n' cp -Llf --parents -t "$root/$out$prefix" < "$root/$listing")
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
