#!/usr/bin/env bash
# Replays the Dockerfile's final stage without Docker: production dependencies only plus the
# built output, then `npm run serve` must answer /healthz and /readyz and serve the client.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/server/index.js ] && [ -f dist/client/index.html ] || { echo "run npm run build first" >&2; exit 1; }

dir=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$dir"' EXIT
cp package.json package-lock.json "$dir"/
cp -r dist "$dir"/dist
(cd "$dir" && npm ci --omit=dev --no-audit --no-fund --ignore-scripts >/dev/null 2>&1)

port=$(node -e 'const s=require("net").createServer().listen(0,()=>{console.log(s.address().port);s.close()})')
(cd "$dir" && HOST=0.0.0.0 PORT=$port npm run serve --silent >"$dir/out.log" 2>&1) &
pid=$!
for _ in $(seq 1 50); do
  curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  sleep 0.2
done
curl -fsS "http://127.0.0.1:$port/healthz" | grep -q '"ok"'
curl -fsS "http://127.0.0.1:$port/readyz" | grep -q '"ok"'
curl -fsS "http://127.0.0.1:$port/pages/login" | grep -q '<div id="root">'
grep -q "Back-office: http://127.0.0.1:$port/" "$dir/out.log"
echo "production install serves on port $port: ok"
