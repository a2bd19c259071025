#!/usr/bin/env bash
# Proves --config=remote works: starts nginx as an HTTP cache (WebDAV PUT) on loopback, builds
# a target (default //:site) into it, then builds it in a second clean checkout (every action must
# come from the cache) and after editing one page there (only the actions of that page may run).
# usage: tools/remote-cache/check.sh [TARGET]
set -euo pipefail
cd "$(dirname "$0")/../.."
target="${1:-//:site}"

if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "installing nginx-light (first run)" >&2
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq nginx-light >/dev/null
fi
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"

work="$(mktemp -d)"
port="${REMOTE_CACHE_PORT:-$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')}"
mkdir -p "$work/cache" "$work/tmp"
# Workers must be able to write the cache directory: run them as whoever runs this script.
user_line=""; [ "$(id -u)" -ne 0 ] || user_line="user root;"
# Bazel uploads many blobs at once: too few worker connections make uploads fail and rebuilds miss.
cat > "$work/nginx.conf" <<CONF
$user_line
daemon off;
worker_processes 1;
error_log $work/error.log;
pid $work/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $work/tmp;
  client_max_body_size 1g;
  server {
    listen 127.0.0.1:$port;
    location / {
      root $work/cache;
      dav_methods PUT;
      create_full_put_path on;
      dav_access user:rw;
    }
  }
}
CONF
"$NGINX" -c "$work/nginx.conf" -p "$work" &
nginx_pid=$!
trap 'kill $nginx_pid 2>/dev/null; rm -rf "$work"' EXIT
sleep 0.5

remote=(--config=remote "--remote_cache=http://127.0.0.1:$port" --disk_cache=)
./tools/bazel clean
first="$(./tools/bazel build "$target" "${remote[@]}" 2>&1)"
tail -n 3 <<<"$first"
if grep -q "Writing to Remote Cache" <<<"$first"; then
  echo "remote cache: FAILED (uploads failed on the first build)" >&2
  grep -A1 "Writing to Remote Cache" <<<"$first" >&2
  exit 1
fi
stored=$(find "$work/cache" -type f | wc -l)
echo "cache server holds $stored entries"

# A second, clean checkout of the committed tree (its own output base, its own Bazel server)
# must get every action from the cache: not one may execute locally.
git clone --quiet "$PWD" "$work/clone"
page="content/13.x/docs/start/intro.md"
(
  cd "$work/clone"
  trap './tools/bazel shutdown >/dev/null 2>&1 || true' EXIT
  ./tools/bazel build "$target" "${remote[@]}" --execution_log_json_file="$work/clone.json" >/dev/null 2>&1
  python3 tools/remote-cache/executed.py "$work/clone.json" --expect-none "second checkout"
  # A sentence added to one page: its page action, its version's llms-full.txt, one prerender
  # shard, the version's search index and the bundle may run; nothing else. The page's title,
  # headings and links did not change, so neither the link action nor the anchor check runs.
  printf '\nA sentence added by the remote cache check.\n' >> "$page"
  ./tools/bazel build "$target" "${remote[@]}" --execution_log_json_file="$work/edit.json" >/dev/null 2>&1
  python3 tools/remote-cache/executed.py "$work/edit.json" --expect "Compiling $page" "Joining llms-full.txt of content 13.x" \
    "Rendering //:site 13.x:" "Packing the search index and the llms files of //:site 13.x" "Assembling //:site" -- "one page edited"
)
