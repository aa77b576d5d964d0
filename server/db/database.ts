/**
 * The BFF's own database: what the firm must keep (the journal, API tokens, sessions and their
 * revocations, temporary passwords, the sign-in log, the fields kept beside the firm API's records,
 * bookmarks, preferences, the template apps' state). An embedded SQLite file in DATA_DIR by default,
 * PostgreSQL at DATABASE_URL for several instances, under one set of Kysely queries. Nothing else
 * opens it: each record kind has its module (kept-documents.ts, journal-table.ts).
 */
import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { HttpError } from '../http-error.js';
import { publishStoreError } from '../metrics/events.js';

/** Where the database is: a SQLite file (null: a new in-memory one, the demo's default) or a PostgreSQL server. */
export type DatabaseLocation = { engine: 'sqlite'; dataDir: string | null } | { engine: 'postgres'; url: string };

export const SQLITE_FILE = 'backoffice.sqlite';

export interface KeptDocumentsTable {
  key: string;
  value: string;
  /** ms since the epoch past which the document is gone; null: kept until deleted */
  expires_at: number | null;
}

export interface JournalEntriesTable {
  seq: number;
  at: string;
  actor_id: string;
  action: string;
  kind: string;
  record_id: string | null;
  client_id: number | null;
  /** pending (its write under way, or interrupted), done, refused (nothing changed) or unknown (the firm API did not say) */
  outcome: string;
  /** the entry as written before its write (JSON), which `hash` covers */
  intent: string;
  /** HMAC(key, previous hash + intent) */
  hash: string;
  /** what the write ended as (JSON: outcome, record, changes), which `settled_mac` covers; null while pending */
  settlement: string | null;
  settled_mac: string | null;
}

/** One row (id 1): the chain's last entry, and the last entry retention trimmed (where verify starts). */
export interface JournalChainTable {
  id: number;
  head_seq: number;
  head_hash: string;
  anchor_seq: number;
  anchor_hash: string;
}

export interface Tables {
  kept_documents: KeptDocumentsTable;
  journal_entries: JournalEntriesTable;
  journal_chain: JournalChainTable;
}

export interface Database {
  db: Kysely<Tables>;
  engine: DatabaseLocation['engine'];
  /** the SQLite file (null: in memory, or PostgreSQL) */
  file: string | null;
  /** true when the database answers (readiness); never throws */
  ping(): Promise<boolean>;
  /** SQLite's online backup to `file`, safe while serving (PostgreSQL: pg_dump, see README) */
  backup(file: string): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends HttpError {
  constructor() {
    super(503, 'database_unavailable', 'Base de données momentanément indisponible : rien n’a été enregistré.');
    this.name = 'DatabaseUnavailableError';
  }
}

/** A failure of the database at start (its folder, its connection, a migration): one line, then the process stops. */
export class DatabaseStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseStartError';
  }
}

/** Runs a database operation; its failure is published (metrics) and answered as a 503 database_unavailable. */
export async function attempt<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    publishStoreError({ operation: `database ${operation}`, error });
    throw new DatabaseUnavailableError();
  }
}

// PostgreSQL's bigint (int8) comes back as text by default; every bigint here is a count or ms timestamp within 2^53.
pg.types.setTypeParser(20, (text) => Number(text));

function dataFile(dataDir: string): string {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK | constants.R_OK);
  } catch (error) {
    const uid = typeof process.getuid === 'function' ? ` (uid ${process.getuid()})` : '';
    throw new DatabaseStartError(`DATA_DIR ${dataDir}: not a folder this user${uid} can write to (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  return join(dataDir, SQLITE_FILE);
}

function openSqlite(dataDir: string | null): Database {
  const file = dataDir === null ? null : dataFile(dataDir);
  let native: SQLite.Database;
  try {
    native = new SQLite(file ?? ':memory:');
    // WAL: readers do not wait for the writer; synchronous FULL: a committed write survives a power cut, not only a kill -9.
    native.pragma('journal_mode = WAL');
    native.pragma('synchronous = FULL');
    native.pragma('busy_timeout = 5000');
    native.pragma('foreign_keys = ON');
  } catch (error) {
    throw new DatabaseStartError(`DATA_DIR: the SQLite database ${file} cannot be opened (${(error as Error).message})`);
  }
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: native }) });
  return {
    db,
    engine: 'sqlite',
    file,
    ping: async () => {
      try {
        native.prepare('select 1').get();
        return native.open;
      } catch {
        return false;
      }
    },
    backup: async (target) => {
      await native.backup(target);
    },
    close: () => db.destroy(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle client losing its server is reported here; the next query gets a new one.
  pool.on('error', (error) => publishStoreError({ operation: 'database connection', error }));
  // A client in use has no listener of the pool's: its server dying (a restart, a failover) would be an
  // uncaught 'error', and the process would stop. Its query rejects with that error (a 503) and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    file: null,
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    backup: async () => {
      throw new Error('PostgreSQL: back up with pg_dump (README, "Backups")');
    },
    close: () => db.destroy(),
  };
}

export function openDatabase(location: DatabaseLocation): Database {
  return location.engine === 'sqlite' ? openSqlite(location.dataDir) : openPostgres(location.url);
}
