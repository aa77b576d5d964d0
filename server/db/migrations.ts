/**
 * The database's versions: each migration in migrations/, applied in order at start by Kysely's
 * migrator, under its lock (PostgreSQL: an advisory lock, so a second instance waits for the first;
 * SQLite: one connection, in one transaction). `npm run db -- status` lists them.
 */
import { Migrator, type Migration, type MigrationInfo } from 'kysely';
import type { Kysely } from 'kysely';
import * as keptDocuments from './migrations/001-kept-documents.js';
import * as journal from './migrations/002-journal.js';
import { DatabaseStartError, type Tables } from './database.js';

/** Every version, by name in the order they apply: a new one is added at the end, never edited once released. */
export const MIGRATIONS: Record<string, Migration> = {
  '001-kept-documents': keptDocuments,
  '002-journal': journal,
};

function migratorOf(db: Kysely<Tables>, upTo: readonly string[] = Object.keys(MIGRATIONS)): Migrator {
  const chosen = Object.fromEntries(upTo.map((name) => [name, MIGRATIONS[name]]));
  return new Migrator({ db: db as Kysely<unknown>, provider: { getMigrations: async () => chosen } });
}

/** Applies what is not applied yet (names: only those, for a test starting from an earlier version); a failure is one line. */
export async function migrate(db: Kysely<Tables>, names?: readonly string[]): Promise<string[]> {
  const { error, results } = await migratorOf(db, names).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseStartError(`database migration${failed ? ` ${failed}` : ''} failed: ${reason}`);
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Every migration the code knows, with when it was applied (undefined: not yet). */
export function migrationStatus(db: Kysely<Tables>): Promise<readonly MigrationInfo[]> {
  return migratorOf(db).getMigrations();
}
