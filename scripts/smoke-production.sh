#!/usr/bin/env bash
# Replays the Dockerfile's final stage without Docker: production dependencies only plus the built
# output, started with the Dockerfile's exact CMD and ENV. It must answer /healthz and /readyz and
# serve the client; then, as `docker stop` would, SIGTERM while a slow request is in flight: the
# request completes and the process exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/server/index.js ] && [ -f dist/client/index.html ] || { echo "run npm run build first" >&2; exit 1; }

dir=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$dir"' EXIT
cp package.json package-lock.json "$dir"/
cp -r dist "$dir"/dist
(cd "$dir" && npm ci --omit=dev --no-audit --no-fund --ignore-scripts >/dev/null 2>&1)

# The image's command and environment, read from the Dockerfile itself.
mapfile -t cmd < <(node -e '
  const text = require("fs").readFileSync("Dockerfile", "utf8");
  const line = text.split("\n").filter((l) => l.startsWith("CMD ")).pop();
  for (const part of JSON.parse(line.slice(4))) console.log(part);')
mapfile -t image_env < <(node -e '
  const text = require("fs").readFileSync("Dockerfile", "utf8").replace(/\\\n/g, " ");
  const final = text.slice(text.lastIndexOf("\nFROM "));
  for (const line of final.split("\n").filter((l) => l.startsWith("ENV "))) {
    for (const m of line.slice(4).matchAll(/(\w+)=(\S+)/g)) console.log(m[1] + "=" + m[2]);
  }')
[ "${cmd[0]}" = node ] || { echo "the image's CMD must run node itself (PID 1 gets SIGTERM), got: ${cmd[*]}" >&2; exit 1; }
echo "image command: ${cmd[*]} (env: ${image_env[*]})"

free_port() { node -e 'const s=require("net").createServer().listen(0,()=>{console.log(s.address().port);s.close()})'; }

# Starts the image's command in $dir with extra variables; sets $pid (node's own pid, thanks to exec) and $port.
start_image() {
  port=$(free_port)
  (cd "$dir" && exec env "${image_env[@]}" PORT="$port" "$@" "${cmd[@]}" >"$dir/out.log" 2>&1) &
  pid=$!
  pids+=("$pid")
  for _ in $(seq 1 50); do
    curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  echo "the server did not start:" >&2; cat "$dir/out.log" >&2; exit 1
}

stop_and_check_exit() {
  kill -TERM "$pid"
  local code=0
  wait "$pid" || code=$?
  [ "$code" = 0 ] || { echo "exit code $code after SIGTERM, expected 0" >&2; cat "$dir/out.log" >&2; exit 1; }
}

# 1. Demo mode, as `docker run` with no configuration.
start_image
curl -fsS "http://127.0.0.1:$port/healthz" | grep -q '"ok"'
curl -fsS "http://127.0.0.1:$port/readyz" | grep -q '"ok"'
curl -fsS "http://127.0.0.1:$port/pages/login" | grep -q '<div id="root">'
grep -q "Back-office: http://127.0.0.1:$port/" "$dir/out.log"
stop_and_check_exit
echo "production install serves on port $port, and stops with exit 0: ok"

# 2. A firm API that takes 2 s to count the unread items: SIGTERM lands during that call.
cat >"$dir/slow-upstream.cjs" <<'JS'
const server = require('http').createServer((req, res) => {
  const send = (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.method === 'POST' && req.url === '/login') return send({ error: false, accessToken: 'smoke-token', user: { id: 1, name: 'Smoke', role: 'admin' } });
  if (req.url === '/unread_count') return setTimeout(() => send({ count: 7 }), 2000);
  send({});
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
JS
node "$dir/slow-upstream.cjs" >"$dir/upstream.port" &
pids+=("$!")
for _ in $(seq 1 50); do [ -s "$dir/upstream.port" ] && break; sleep 0.1; done
start_image UPSTREAM_URL="http://127.0.0.1:$(cat "$dir/upstream.port")" SESSION_SECRET=smoke-secret-smoke-secret-smoke-secret-1
curl -fsS -c "$dir/jar" -H 'content-type: application/json' -H 'x-csrf: 1' \
  -d '{"email":"smoke@exemple.fr","password":"x"}' "http://127.0.0.1:$port/login" >/dev/null
curl -sS -b "$dir/jar" -o "$dir/slow.body" -w '%{http_code}' "http://127.0.0.1:$port/unread_count" >"$dir/slow.status" &
slow=$!
sleep 0.5
stop_and_check_exit
wait "$slow"
[ "$(cat "$dir/slow.status")" = 200 ] && grep -q '"count":7' "$dir/slow.body" || {
  echo "the in-flight request did not complete: $(cat "$dir/slow.status") $(cat "$dir/slow.body")" >&2; exit 1; }
echo "SIGTERM during a slow request: the request completed (200) and the process exited 0: ok"
