/**
 * `npm run db -- status | migrate | backup FILE` (server/db/cli.ts) run as the operator runs it, a
 * process of its own with the BFF's environment: the migrations' status of SQLite and PostgreSQL (no
 * password shown), the usage and configuration errors, and a backup taken while a BFF keeps writing
 * on that DATA_DIR, which opens, holds the journal, and restored (copied as DATA_DIR/backoffice.sqlite)
 * serves the same journal, whose chain verifies.
 */
import t, { type Test } from 'tap';
import SQLite from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, SQLITE_FILE } from '../../server/db/database.js';
import { migrate, migrationStatus } from '../../server/db/migrations.js';
import type { JournalEntry } from '../../shared/schemas/journal.js';
import { CSRF, TEST_SECRET } from '../helpers/app.js';
import { buildDemoBff } from '../helpers/demo-bff.js';
import { sharedPostgresServer } from '../helpers/postgres-server.js';

// The shared server's own stop waits for an empty event loop, which its child keeps from ever emptying.
t.teardown(async () => (await sharedPostgresServer()).stop());

const PRODUCTION = { UPSTREAM_URL: 'http://127.0.0.1:9/api', SESSION_SECRET: TEST_SECRET };
const tmpDir = (t: Test) => {
  const dir = mkdtempSync(join(tmpdir(), 'bo-cli-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** The CLI as `npm run db --` runs it, with only these variables set. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'server/db/cli.ts', ...args], { env: { PATH: process.env.PATH!, ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** A database at the previous version (001 only) in a new DATA_DIR. */
async function previousVersion(t: Test): Promise<string> {
  const dataDir = tmpDir(t);
  const database = openDatabase({ engine: 'sqlite', dataDir });
  await migrate(database.db, ['001-kept-documents']);
  await database.close();
  return dataDir;
}

t.test('status lists each migration, applied (when) or pending; migrate applies the pending one', async (t) => {
  const dataDir = await previousVersion(t);
  const env = { ...PRODUCTION, DATA_DIR: dataDir };
  const before = await cli(['status'], env);
  t.equal(before.code, 0, before.stderr);
  t.match(before.stdout, `engine: SQLite\nwhere: ${join(dataDir, SQLITE_FILE)}\nmigrations:\n`);
  t.match(before.stdout, /^ {2}001-kept-documents {2}applied \d{4}-\d\d-\d\dT[\d:.]+Z$/m);
  t.match(before.stdout, /^ {2}002-journal {9}pending$/m);

  const migrated = await cli(['migrate'], env);
  t.match(migrated, { code: 0, stdout: 'applied: 002-journal\n' });
  const after = await cli(['status'], env);
  const database = openDatabase({ engine: 'sqlite', dataDir });
  const times = (await migrationStatus(database.db)).map((m) => `${m.name} applied ${m.executedAt!.toISOString()}`);
  await database.close();
  t.same(after.stdout.split('\n').slice(3, -1).map((line) => line.trim().replace(/ +/g, ' ')), times, 'both applied, at the times the database holds');
  t.match(await cli(['migrate'], env), { code: 0, stdout: /nothing to apply/ });
});

t.test('PostgreSQL: status says where without the password; backup prints the pg_dump line and exits 2', async (t) => {
  const url = new URL(await (await sharedPostgresServer()).freshDatabase());
  url.password = 'hunter2-secret';
  const env = { ...PRODUCTION, DATABASE_URL: url.href };
  const status = await cli(['status'], env);
  t.equal(status.code, 0, status.stderr);
  t.match(status.stdout, `engine: PostgreSQL\nwhere: postgres@127.0.0.1:${url.port}${url.pathname}\n`);
  t.match(status.stdout, /^ {2}002-journal {9}pending$/m, 'a new database: pending');
  t.match(await cli(['migrate'], env), { code: 0, stdout: 'applied: 001-kept-documents, 002-journal\n' });
  t.match((await cli(['status'], env)).stdout, /^ {2}002-journal {9}applied /m);
  const backup = await cli(['backup', 'bo.dump'], env);
  t.equal(backup.code, 2);
  t.match(backup.stderr, `pg_dump --format=custom --file=bo.dump --host=127.0.0.1 --port=${url.port} --username=postgres ${url.pathname.slice(1)}`);
  for (const answer of [status, backup]) t.notMatch(answer.stdout + answer.stderr, 'hunter2', 'the password is never shown');
});

t.test('usage and configuration errors', async (t) => {
  const dataDir = tmpDir(t);
  t.match(await cli([], PRODUCTION), { code: 2, stderr: /^usage: npm run db -- status \| migrate \| backup FILE/ });
  t.match(await cli(['backup'], PRODUCTION), { code: 2, stderr: /^usage/ }, 'backup needs a file');
  t.match(await cli(['drop'], PRODUCTION), { code: 2 });
  for (const command of [['status'], ['backup', join(dataDir, 'b.sqlite')]]) {
    t.match(await cli(command, {}), { code: 2, stderr: /^Demo mode .*in memory/ }, `${command[0]}: demo mode without DATA_DIR`);
  }
  t.match(await cli(['status'], { ...PRODUCTION, SESSION_SECRET: 'short' }), { code: 1, stderr: /^Configuration error: SESSION_SECRET/ });
  const missing = await cli(['status'], { ...PRODUCTION, DATA_DIR: join(dataDir, 'none') });
  t.match(missing, { code: 1, stderr: /^No database at .*none\/backoffice\.sqlite yet/ }, 'status creates no database');
});

t.test('backup while a BFF writes on that DATA_DIR; restored, the same journal, which verifies', async (t) => {
  const bff = await buildDemoBff(t, { LOGIN_RATE_LIMIT: '10000' });
  const dataDir = bff.app.database.file!.slice(0, -SQLITE_FILE.length - 1);
  const cookie = await bff.as('admin');
  const client = bff.demo.store.data.users.find((u) => u.role === 'Client')!;
  let writing = true;
  let written = 0;
  const writer = (async () => {
    while (writing) {
      const res = await bff.app.inject({ method: 'PATCH', url: `/api/clients/${client.id}`, headers: { ...CSRF, cookie }, payload: { notes: `note ${written}` } });
      if (res.statusCode !== 200) throw new Error(`write refused: ${res.statusCode} ${res.body}`);
      written += 1;
    }
  })();
  while (written < 5) await new Promise((resolve) => setTimeout(resolve, 20));
  const backupDir = tmpDir(t);
  const target = join(backupDir, 'backup.sqlite');
  const writtenBefore = written;
  const backup = await cli(['backup', target], { ...PRODUCTION, DATA_DIR: dataDir });
  const writtenDuring = written - writtenBefore;
  writing = false;
  await writer;
  t.match(backup, { code: 0, stdout: `backup of ${join(dataDir, SQLITE_FILE)} written to ${target}\n` });
  t.ok(writtenDuring > 0, `the BFF kept writing: ${writtenDuring} writes answered while the backup ran`);

  const copy = new SQLite(target, { readonly: true });
  t.equal(copy.pragma('integrity_check', { simple: true }), 'ok', 'the backup opens, whole');
  const rows = copy.prepare('select seq, hash, intent from journal_entries order by seq').all() as Array<{ seq: number; hash: string; intent: string }>;
  copy.close();
  t.ok(rows.length >= writtenBefore + 1, `${rows.length} journal rows: the sign-in and at least the ${writtenBefore} writes before it`);
  const original = new Map((await bff.app.database.db.selectFrom('journal_entries').select(['seq', 'hash', 'intent']).execute()).map((row) => [row.seq, row]));
  t.same(rows, rows.map((row) => original.get(row.seq)), 'each row as the BFF wrote it');
  t.same(rows.map((row) => row.seq), rows.map((_, i) => i + 1), 'from the first, without a hole');

  const size = statSync(target).size;
  t.match(await cli(['backup', target], { ...PRODUCTION, DATA_DIR: dataDir }), { code: 1, stderr: /exists: a backup is never written over a file/ });
  t.equal(statSync(target).size, size, 'the existing file untouched');

  // The restore the README gives: the BFF stopped, the backup copied as DATA_DIR/backoffice.sqlite (no -wal, no -shm), started.
  const restoredDir = tmpDir(t);
  copyFileSync(target, join(restoredDir, SQLITE_FILE));
  const restored = await buildDemoBff(t, { DATA_DIR: restoredDir }, { demo: bff.demo });
  const headers = { cookie };
  const page = (await restored.app.inject({ method: 'GET', url: '/api/journal?perPage=100', headers })).json() as { items: JournalEntry[]; total: number };
  t.equal(page.total, rows.length, 'the session kept in the backup reads the restored journal');
  t.same(page.items.map((e) => [e.id, e.hash]), rows.slice(-100).reverse().map((row) => [row.seq, row.hash]), 'the same entries');
  t.match((await restored.app.inject({ method: 'GET', url: '/api/journal/verify', headers })).json(), { ok: true, checked: rows.length });
});
