/**
 * `npm run db -- status | migrate | backup FILE` (in the Docker image: `node dist/server/db/cli.js …`):
 * the BFF's database as the BFF's own configuration names it (DATABASE_URL, else SQLite in DATA_DIR).
 * status: the engine, where, and each migration applied (when) or pending; migrate: applies the pending
 * ones (the BFF also does at start); backup FILE: SQLite's online backup, safe while the BFF serves
 * (never over an existing file); PostgreSQL is backed up with pg_dump, whose line is printed.
 * Exit codes: 0 done, 1 an error, 2 a usage error (or nothing this command can do here).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { openDatabase, SQLITE_FILE, type Database, type DatabaseLocation } from './database.js';
import { migrate, migrationStatus } from './migrations.js';

const USAGE = 'usage: npm run db -- status | migrate | backup FILE';

class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

/** Where the database is, as said to a person: never a password. */
function shownLocation(location: DatabaseLocation): string {
  if (location.engine === 'sqlite') return location.dataDir === null ? 'in memory' : join(location.dataDir, SQLITE_FILE);
  const url = new URL(location.url);
  const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
  return `${user}${url.hostname || url.searchParams.get('host') || 'localhost'}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/** The pg_dump line that backs up this database (the password, if any, is given in PGPASSWORD, never on the line). */
function pgDumpLine(url: string, file: string): string {
  const parsed = new URL(url);
  const parts = ['pg_dump', '--format=custom', `--file=${file}`];
  const host = parsed.hostname || parsed.searchParams.get('host');
  if (host) parts.push(`--host=${host}`);
  if (parsed.port) parts.push(`--port=${parsed.port}`);
  if (parsed.username) parts.push(`--username=${decodeURIComponent(parsed.username)}`);
  parts.push(decodeURIComponent(parsed.pathname.slice(1)) || 'postgres');
  return parts.join(' ');
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(`Configuration error: ${error.message}`, 1);
    throw error;
  }
}

/** The database opened; a SQLite file is never created by status or backup (only by migrate, as by the BFF). */
function open(config: Config, command: string): Database {
  const location = config.database;
  if (location.engine === 'sqlite') {
    if (location.dataDir === null) {
      throw new CliError('Demo mode (no UPSTREAM_URL) without DATA_DIR: the database is in memory, inside the running BFF, and gone when it stops; set DATA_DIR to keep one.', 2);
    }
    const file = join(location.dataDir, SQLITE_FILE);
    if (command !== 'migrate' && !existsSync(file)) {
      throw new CliError(`No database at ${file} yet (the BFF creates it at its first start; \`npm run db -- migrate\` creates it now).`, 1);
    }
  }
  return openDatabase(location);
}

async function status(database: Database, location: DatabaseLocation): Promise<void> {
  const migrations = await migrationStatus(database.db);
  const lines = [`engine: ${database.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, `where: ${shownLocation(location)}`, 'migrations:'];
  const width = Math.max(...migrations.map((migration) => migration.name.length));
  for (const migration of migrations) {
    lines.push(`  ${migration.name.padEnd(width)}  ${migration.executedAt ? `applied ${migration.executedAt.toISOString()}` : 'pending'}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function backup(database: Database, location: DatabaseLocation, target: string): Promise<void> {
  if (location.engine === 'postgres') {
    throw new CliError(`PostgreSQL is backed up with pg_dump (the password, if any, in PGPASSWORD):\n  ${pgDumpLine(location.url, target)}`, 2);
  }
  const file = resolve(target);
  if (existsSync(file)) throw new CliError(`${file} exists: a backup is never written over a file (choose another name).`, 1);
  if (!existsSync(dirname(file))) throw new CliError(`${dirname(file)}: no such folder.`, 1);
  await database.backup(file);
  process.stdout.write(`backup of ${shownLocation(location)} written to ${file}\n`);
}

async function run(args: readonly string[]): Promise<void> {
  const [command, ...rest] = args;
  const expected = command === 'backup' ? 1 : 0;
  if (!['status', 'migrate', 'backup'].includes(command ?? '') || rest.length !== expected) throw new CliError(USAGE, 2);
  const config = readConfig();
  const database = open(config, command!);
  try {
    if (command === 'status') await status(database, config.database);
    else if (command === 'backup') await backup(database, config.database, rest[0]!);
    else {
      const applied = await migrate(database.db);
      process.stdout.write(applied.length > 0 ? `applied: ${applied.join(', ')}\n` : 'nothing to apply: every migration is applied\n');
    }
  } finally {
    await database.close().catch(() => undefined);
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof CliError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = error.exitCode;
  } else {
    process.stderr.write(`Database error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
