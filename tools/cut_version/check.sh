#!/usr/bin/env bash
# Proves a version cut end to end on a temporary copy of this repository: cuts 14.x, builds //:site
# and serves it (three versions, the former default under /13.x/ with canonical links to the root),
# then edits a page of 14.x and checks from Bazel's execution log that no action of an older
# version ran. The copy gets its own Bazel server (the disk cache is shared); it is removed after.
# usage: tools/cut_version/check.sh [NEW_VERSION]
set -euo pipefail
cd "$(dirname "$0")/../.."
new="${1:-14.x}"
work="$(mktemp -d)"
server=""
cleanup() {
  [ -z "$server" ] || kill "$server" 2>/dev/null || true
  (cd "$work/repo" 2>/dev/null && ./tools/bazel shutdown >/dev/null 2>&1) || true
  rm -rf "$work"
}
trap cleanup EXIT

mkdir "$work/repo"
git ls-files -co --exclude-standard -z | xargs -0 cp --parents -t "$work/repo"
cd "$work/repo"
former="$(python3 -c 'import re,sys; t=open("content/site.yaml").read(); print(re.search(r"- name: \"?([^\"\n]+)\"?\n\s+default: true", t).group(1))')"

./tools/bazel run //:cut_version -- "$new"
./tools/bazel build //:site
for path in "" "$former/" $(python3 -c 'import yaml; print(" ".join(v["name"] + "/" for v in yaml.safe_load(open("content/site.yaml"))["versions"] if not v.get("default")))' 2>/dev/null || true); do
  [ -f "bazel-bin/site/${path}index.html" ] || { echo "check: FAILED: no ${path}index.html in //:site" >&2; exit 1; }
done
canonical='<link rel="canonical" href="https://callstack.github.io/react-native-testing-library/docs/start/intro">'
grep -q "$canonical" "bazel-bin/site/$former/docs/start/intro.html" "bazel-bin/site/$former/docs/start/intro/index.html" 2>/dev/null \
  || { echo "check: FAILED: $former/docs/start/intro has no canonical link to the root's page" >&2; exit 1; }

port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
./tools/bazel run //:serve -- --port "$port" >/dev/null 2>&1 &
server=$!
base="http://127.0.0.1:$port/react-native-testing-library"
for _ in $(seq 1 120); do curl -fs "$base/" >/dev/null 2>&1 && break; sleep 0.5; done
for path in "/" "/docs/start/intro" "/$former/" "/$former/docs/start/intro" "/12.x/docs/start/intro"; do
  curl -fs -o /dev/null "$base$path" || { echo "check: FAILED: $base$path is not served" >&2; exit 1; }
  echo "served $path"
done
kill "$server"; wait "$server" 2>/dev/null || true; server=""

echo "One more sentence, to check what an edit of $new re-runs." >> "content/$new/docs/start/intro.md"
./tools/bazel build //:site --execution_log_json_file="$work/exec.json"
python3 - "$work/exec.json" "$new" <<'PY'
import re, sys
sys.path.insert(0, "tools/remote-cache")
from executed import spawns
log, new = sys.argv[1], sys.argv[2]
ran = [s for s in spawns(log) if not s.get("remoteCacheHit")]
# Actions of one version name it in their progress message (Compiling content/13.x/..., Packing
# the search index of //:site 13.x); the bundle, which takes every version, names none.
older = [s for s in ran if re.search(r"(^|[/ ])(?!" + re.escape(new) + r")[^/ ]+\.x([/ ]|$)", s.get("progressMessage", ""))]
print(f"an edit of {new}: {len(ran)} action(s) ran" + "".join(f"\n  {s.get('progressMessage', s.get('mnemonic'))}" for s in ran))
if older or not ran:
    print("check: FAILED: actions of an older version ran: " + ", ".join(s.get("progressMessage", "?") for s in older), file=sys.stderr)
    sys.exit(1)
print("check: OK: no action of an older version ran")
PY
