/** DATABASE_URL, DATA_DIR and the journal's key, read from the environment (server/config.ts gathers them). */
import { resolve } from 'node:path';
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

/** JOURNAL_KEY (32+ characters), else the session secret, which a kept journal then needs to be given. */
export function journalKey(env: Env, secret: { secret: string; generated: boolean }, database: DatabaseLocation): string {
  const raw = read(env, 'JOURNAL_KEY');
  if (raw !== undefined && raw.length < MIN_SECRET_LENGTH) throw new ConfigError('JOURNAL_KEY', `must be at least ${MIN_SECRET_LENGTH} characters long`);
  if (raw !== undefined) return raw;
  const kept = database.engine === 'postgres' || database.dataDir !== null;
  if (secret.generated && kept) {
    throw new ConfigError('SESSION_SECRET', `is required with DATA_DIR or DATABASE_URL (${MIN_SECRET_LENGTH}+ characters): it keys the journal kept there and the sessions that outlive a restart`);
  }
  return secret.secret;
}
