/** 001: the documents the BFF keeps by key (tokens, sessions, revocations, kept fields, per-user state), some expiring. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kept_documents')
    .addColumn('key', 'varchar(300)', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint')
    .execute();
  await db.schema.createIndex('kept_documents_expiry').on('kept_documents').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kept_documents').execute();
}
