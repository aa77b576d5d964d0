#!/usr/bin/env bash
# Replays the Dockerfile's production stages without Docker: production dependencies only (as the
# production-deps stage: `npm ci --omit=dev`, better-sqlite3's native module built by its approved
# install script, then loaded and opening a database), the built output, and the final stage's /data
# volume (DATA_DIR=/data, a folder of its own here), started with the Dockerfile's exact CMD and ENV.
# With no UPSTREAM_URL it must refuse to start, unless DEMO=true: then demo mode must answer /healthz
# and /readyz, serve the client and keep its records in the volume;
# with UPSTREAM_URL the records must land in the volume (the SQLite file, the sign-in's journal
# entry), survive a restart (the chain verifies) and back up; then, as `docker stop` would, SIGTERM
# while a slow request is in flight: the request completes and the process exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/server/index.js ] && [ -f dist/client/index.html ] || { echo "run npm run build first" >&2; exit 1; }

dir=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$dir"' EXIT
cp package.json package-lock.json "$dir"/
cp -r dist "$dir"/dist
# The production-deps stage: install scripts allowed (package.json's allowScripts approves better-sqlite3's).
(cd "$dir" && npm ci --omit=dev --no-audit --no-fund >"$dir/npm-ci.log" 2>&1) || {
  echo "npm ci --omit=dev failed:" >&2; cat "$dir/npm-ci.log" >&2; exit 1; }
(cd "$dir" && node -e '
  const D = require("better-sqlite3");
  const db = new D("check.sqlite");
  db.pragma("journal_mode = WAL");
  db.prepare("select 1").get();
  db.close();
  console.log("better-sqlite3 " + require("better-sqlite3/package.json").version + " loads and opens a database (SQLite " + new D(":memory:").prepare("select sqlite_version() as v").get().v + "): ok");') || {
  echo "better-sqlite3 of the production install does not load (its native module was not built?)" >&2; exit 1; }
rm -f "$dir"/check.sqlite*
# The final stage's /data volume (DATA_DIR=/data in the image): a folder of its own here.
mkdir "$dir/volume"
db_file="$dir/volume/backoffice.sqlite"
# A query on the volume's database with the production install's better-sqlite3 (read-only).
sqlite_query() { (cd "$dir" && node -e 'const D = require("better-sqlite3"); const db = new D(process.argv[1], { readonly: true }); console.log(Object.values(db.prepare(process.argv[2]).get())[0]); db.close()' "$1" "$2"); }

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
# The image's DATA_DIR is its /data volume: here, the volume's folder.
for i in "${!image_env[@]}"; do [ "${image_env[$i]}" = DATA_DIR=/data ] && image_env[$i]="DATA_DIR=$dir/volume"; done
printf '%s\n' "${image_env[@]}" | grep -qx "DATA_DIR=$dir/volume" || { echo "the image must set DATA_DIR=/data (its volume)" >&2; exit 1; }
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

# 1. `docker run` with no configuration refuses to open a demo with published passwords by accident
#    (the image sets NODE_ENV=production): one line, a non-zero exit. DEMO=true runs the demo on purpose.
refusal=$(cd "$dir" && timeout 30 env "${image_env[@]}" PORT="$(free_port)" "${cmd[@]}" 2>&1) && {
  echo "the image started a demo with neither UPSTREAM_URL nor DEMO=true:" >&2; echo "$refusal" >&2; exit 1; }
grep -qx "Configuration error: UPSTREAM_URL: is required when NODE_ENV=production (set DEMO=true to run the demo on purpose)" <<<"$refusal" || {
  echo "the image without UPSTREAM_URL did not refuse with the expected line:" >&2; echo "$refusal" >&2; exit 1; }
echo "no UPSTREAM_URL and no DEMO=true: the image refuses to start (one line, non-zero exit): ok"
start_image DEMO=true
curl -fsS "http://127.0.0.1:$port/healthz" | grep -q '"ok"'
curl -fsS "http://127.0.0.1:$port/readyz" | grep -q '"ok"'
curl -fsS "http://127.0.0.1:$port/pages/login" | grep -q '<div id="root">'
grep -q "Back-office: http://127.0.0.1:$port/" "$dir/out.log"
grep -q "Base de données : SQLite $dir/volume" "$dir/out.log" || { echo "the demo does not keep its records in the image's DATA_DIR:" >&2; cat "$dir/out.log" >&2; exit 1; }
stop_and_check_exit
[ -f "$dir/volume/backoffice.sqlite" ] && [ -f "$dir/volume/journal.key" ] || { echo "demo mode did not keep its database and journal key in the volume: $(ls -A "$dir/volume")" >&2; exit 1; }
# The firm's records below start from an empty volume, as a real deployment's first start does.
rm -rf "$dir/volume" && mkdir "$dir/volume"
echo "production install serves on port $port (demo mode, records in the /data volume), and stops with exit 0: ok"

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
firm=(UPSTREAM_URL="http://127.0.0.1:$(cat "$dir/upstream.port")" SESSION_SECRET=smoke-secret-smoke-secret-smoke-secret-1)
start_image "${firm[@]}"
curl -fsS "http://127.0.0.1:$port/readyz" | grep -q '"ok"'
grep -q "Base de données : SQLite $dir/volume" "$dir/out.log" || { echo "the records are not kept in the image's DATA_DIR (/data):" >&2; cat "$dir/out.log" >&2; exit 1; }
[ -f "$db_file" ] || { echo "no $db_file in the data volume after start" >&2; exit 1; }
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

# 3. The records outlive the process: the sign-in's journal entry is in the volume's database, the BFF
#    starts again on it (migrations already applied), its chain verifies, and the image's backup and
#    status commands run on it while it serves.
[ "$(sqlite_query "$db_file" "select count(*) from journal_entries where action = 'sign-in' and outcome = 'done'")" -ge 1 ] || {
  echo "no settled sign-in entry in the journal of $db_file" >&2; exit 1; }
start_image "${firm[@]}"
curl -fsS "http://127.0.0.1:$port/readyz" | grep -q '"ok"'
curl -fsS -c "$dir/jar" -H 'content-type: application/json' -H 'x-csrf: 1' \
  -d '{"email":"smoke@exemple.fr","password":"x"}' "http://127.0.0.1:$port/login" >/dev/null
curl -fsS -b "$dir/jar" "http://127.0.0.1:$port/api/journal/verify" >"$dir/verify.json"
grep -q '"ok":true' "$dir/verify.json" || { echo "the journal's chain does not verify after a restart: $(cat "$dir/verify.json")" >&2; exit 1; }
if [ -f "$dir/dist/server/db/cli.js" ]; then
  # README, "Backups": in the image, node dist/server/db/cli.js backup /data/backup.sqlite (online, while serving).
  (cd "$dir" && env "${image_env[@]}" "${firm[@]}" node dist/server/db/cli.js backup "$dir/volume/backup.sqlite" >"$dir/backup.log" 2>&1) || {
    echo "the backup failed:" >&2; cat "$dir/backup.log" >&2; exit 1; }
  [ "$(sqlite_query "$dir/volume/backup.sqlite" "select count(*) from journal_entries")" -ge 2 ] || { echo "the backup holds no journal" >&2; exit 1; }
  (cd "$dir" && env "${image_env[@]}" "${firm[@]}" node dist/server/db/cli.js status >"$dir/status.log" 2>&1) && grep -q "002-journal *applied" "$dir/status.log" || {
    echo "node dist/server/db/cli.js status does not list the migrations applied:" >&2; cat "$dir/status.log" >&2; exit 1; }
  backup="lists its migrations and backs up"
else
  echo "dist/server/db/cli.js is not built: the backup step is not checked" >&2
  backup="(backup not checked)"
fi
stop_and_check_exit
echo "records kept in the data volume ($(du -k "$db_file" | cut -f1) KB): the journal outlives a restart, its chain verifies, $backup: ok"
