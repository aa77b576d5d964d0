/** DATABASE_URL, DATA_DIR and the journal's key, read from the environment (server/config.ts gathers them). */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, MIN_SECRET_LENGTH, read, type Env } from '../config-env.js';
import type { DatabaseLocation } from './database.js';

/**
 * DATABASE_URL (postgres:// or postgresql://), else SQLite in DATA_DIR (default ./data; in demo mode
 * a new in-memory database at each start unless DATA_DIR is set). Several instances (REDIS_URL) need
 * PostgreSQL: each would otherwise keep its own journal. Errors never echo the URL (it may hold a password).
 */
export function databaseLocation(env: Env, demo: boolean, redis: string | null): DatabaseLocation {
  const raw = read(env, 'DATABASE_URL');
  if (raw !== undefined) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ConfigError('DATABASE_URL', 'is not a valid URL (expected postgres://user:password@host:5432/database)');
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
      throw new ConfigError('DATABASE_URL', `must be a postgres:// or postgresql:// URL, got a ${url.protocol}// one`);
    }
    if (url.hostname === '' && !url.searchParams.has('host')) throw new ConfigError('DATABASE_URL', 'names no host');
    return { engine: 'postgres', url: raw };
  }
  if (redis !== null) {
    throw new ConfigError('REDIS_URL', 'several instances need PostgreSQL: set DATABASE_URL=postgres://… too (with SQLite each instance would keep its own journal, tokens and sessions)');
  }
  const dataDir = read(env, 'DATA_DIR');
  return { engine: 'sqlite', dataDir: dataDir !== undefined ? resolve(dataDir) : demo ? null : resolve('data') };
}

/**
 * JOURNAL_KEY (32+ characters), else the session secret. A demo (its secret generated at each start)
 * that keeps its records in DATA_DIR gets null: its key is then a file beside the database
 * (keptDemoJournalKey), so that its journal still verifies after a restart; with PostgreSQL there is
 * no such place, and the secret must be given.
 */
export function journalKey(env: Env, secret: { secret: string; generated: boolean }, database: DatabaseLocation): string | null {
  const raw = read(env, 'JOURNAL_KEY');
  if (raw !== undefined && raw.length < MIN_SECRET_LENGTH) throw new ConfigError('JOURNAL_KEY', `must be at least ${MIN_SECRET_LENGTH} characters long`);
  if (raw !== undefined) return raw;
  if (!secret.generated) return secret.secret;
  if (database.engine === 'postgres') {
    throw new ConfigError('SESSION_SECRET', `is required with DATABASE_URL (${MIN_SECRET_LENGTH}+ characters), or JOURNAL_KEY: it keys the journal kept there`);
  }
  return database.dataDir === null ? secret.secret : null;
}

export const DEMO_JOURNAL_KEY_FILE = 'journal.key';

/** The demo's journal key kept in DATA_DIR (made once, readable by this user only). */
export function keptDemoJournalKey(dataDir: string): string {
  const file = join(dataDir, DEMO_JOURNAL_KEY_FILE);
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
