/**
 * The database's versions (issue 33) on real engines: from an empty SQLite file and an empty
 * PostgreSQL database every migration applies, once; from the previous version only the new one
 * applies and the rows already kept stay; two instances migrating one PostgreSQL at once apply each
 * migration once (Kysely's lock); a DATA_DIR the BFF cannot write stops it with one line naming DATA_DIR.
 */
import t, { type Test } from 'tap';
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { DatabaseStartError, openDatabase, type Database, type DatabaseLocation } from '../../server/db/database.js';
import { migrate, migrationStatus, MIGRATIONS } from '../../server/db/migrations.js';
import { buildTestApp, TEST_SECRET } from '../helpers/app.js';
import { sharedPostgresServer } from '../helpers/postgres-server.js';
import { startStubUpstream } from '../helpers/stub-upstream.js';

const NAMES = Object.keys(MIGRATIONS);
// The shared server's own stop waits for an empty event loop, which its child keeps from ever emptying.
t.teardown(async () => (await sharedPostgresServer()).stop());
const tmpDir = (t: Test) => {
  const dir = mkdtempSync(join(tmpdir(), 'bo-migrate-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const opened = (t: Test, location: DatabaseLocation): Database => {
  const database = openDatabase(location);
  t.teardown(() => database.close());
  return database;
};
const engines: Array<[string, (t: Test) => Promise<DatabaseLocation>]> = [
  ['SQLite', async (t) => ({ engine: 'sqlite', dataDir: tmpDir(t) })],
  ['PostgreSQL', async () => ({ engine: 'postgres', url: await (await sharedPostgresServer()).freshDatabase() })],
];
const applied = async (database: Database) => (await migrationStatus(database.db)).map((m) => [m.name, m.executedAt instanceof Date]);

for (const [engine, location] of engines) {
  t.test(`${engine}: an empty database gets every migration, once`, async (t) => {
    const database = opened(t, await location(t));
    t.same(await applied(database), NAMES.map((name) => [name, false]), 'every one pending at first');
    t.same(await migrate(database.db), NAMES, '001 and 002 applied, in order');
    t.same(await applied(database), NAMES.map((name) => [name, true]), 'every one applied');
    t.same(await migrate(database.db), [], 'nothing applied twice');
    t.same(await database.db.selectFrom('journal_chain').selectAll().execute(), [{ id: 1, head_seq: 0, head_hash: '', anchor_seq: 0, anchor_hash: '' }], 'the chain row, once');
    await database.db.insertInto('kept_documents').values({ key: 'k', value: '"v"', expires_at: null }).execute();
    t.equal((await database.db.selectFrom('kept_documents').select('value').executeTakeFirstOrThrow()).value, '"v"');
  });

  t.test(`${engine}: from the previous version, only 002 applies and the kept rows stay`, async (t) => {
    const database = opened(t, await location(t));
    t.same(await migrate(database.db, ['001-kept-documents']), ['001-kept-documents'], 'the previous version');
    t.same(await applied(database), [['001-kept-documents', true], ['002-journal', false]], 'status: 002 pending');
    await t.rejects(database.db.selectFrom('journal_entries').selectAll().execute(), 'no journal table yet');
    const row = { key: 'client-fields:7', value: JSON.stringify({ businessIntroducer: 'Cabinet Durand' }), expires_at: null };
    await database.db.insertInto('kept_documents').values(row).execute();
    t.same(await migrate(database.db), ['002-journal'], 'only 002 applied');
    t.same(await database.db.selectFrom('kept_documents').selectAll().execute(), [row], 'the row kept before is still there');
    t.same(await database.db.selectFrom('journal_entries').selectAll().execute(), [], 'the journal table, empty');
    t.same(await applied(database), NAMES.map((name) => [name, true]));
  });
}

t.test('PostgreSQL: two instances migrating one database at once both succeed, each migration applied once', async (t) => {
  const url = await (await sharedPostgresServer()).freshDatabase();
  const [a, b] = [opened(t, { engine: 'postgres', url }), opened(t, { engine: 'postgres', url })];
  const [byA, byB] = await Promise.all([migrate(a.db), migrate(b.db)]);
  t.same([...byA, ...byB].sort(), NAMES, `each applied by one of them (A: ${byA.join(', ') || 'none'}; B: ${byB.join(', ') || 'none'})`);
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(a.db);
  t.same(rows.rows.map((row) => row.name), NAMES, 'recorded once each');
  t.equal((await b.db.selectFrom('journal_chain').selectAll().execute()).length, 1, 'the chain row inserted once');
  t.same(await applied(b), NAMES.map((name) => [name, true]));
});

t.test('a DATA_DIR that cannot be written stops the BFF with one line naming DATA_DIR', async (t) => {
  const dir = tmpDir(t);
  writeFileSync(join(dir, 'a-file'), 'not a folder');
  const underAFile = join(dir, 'a-file', 'data');
  t.throws(() => openDatabase({ engine: 'sqlite', dataDir: underAFile }), { name: 'DatabaseStartError', message: /^DATA_DIR .*a-file\/data: not a folder this user .* can write to \(ENOTDIR\)$/ });

  const stub = await startStubUpstream();
  t.teardown(() => stub.close());
  await t.rejects(buildTestApp(t, stub.url, { DATA_DIR: underAFile }), DatabaseStartError, 'buildApp refuses to start');
  t.equal(stub.requests.length, 0, 'before anything is asked of the firm API');

  const env = { PATH: process.env.PATH!, UPSTREAM_URL: stub.url, SESSION_SECRET: TEST_SECRET, PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: underAFile };
  const failed = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/index.ts'], { env, timeout: 60_000 }).then(
    () => null,
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  t.ok(failed, 'the process did not start');
  t.equal(failed!.code, 1, 'exit 1');
  t.match(failed!.stderr, /^Database error: DATA_DIR \S+a-file\/data: not a folder this user \(uid \d+\) can write to \(ENOTDIR\)\n$/, 'one line that names DATA_DIR and why');
  t.notMatch(failed!.stdout, /Back-office:/, 'never listening');

  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  t.test('a folder without write permission (not as root: root writes anyway)', { skip: asRoot && 'run as root' }, async (t) => {
    const locked = join(dir, 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o500);
    t.teardown(() => chmodSync(locked, 0o700));
    t.throws(() => openDatabase({ engine: 'sqlite', dataDir: locked }), { message: /^DATA_DIR .*locked: not a folder .*\(EACCES\)$/ });
  });
});
