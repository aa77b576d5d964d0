/**
 * 002: the journal. One row per entry, chained by a keyed hash; the chain's head and anchor in one
 * row that every append locks (so two instances write one chain). One index per way it is read:
 * a record's history, a client's, a person's, an action, a period; each newest first by seq.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journal_entries')
    .addColumn('seq', 'bigint', (column) => column.primaryKey())
    .addColumn('at', 'varchar(30)', (column) => column.notNull())
    .addColumn('actor_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('action', 'varchar(30)', (column) => column.notNull())
    .addColumn('kind', 'varchar(30)', (column) => column.notNull())
    .addColumn('record_id', 'varchar(64)')
    .addColumn('client_id', 'bigint')
    .addColumn('outcome', 'varchar(10)', (column) => column.notNull())
    .addColumn('intent', 'text', (column) => column.notNull())
    .addColumn('hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('settlement', 'text')
    .addColumn('settled_mac', 'varchar(64)')
    .execute();
  await db.schema.createIndex('journal_by_record').on('journal_entries').columns(['kind', 'record_id', 'seq']).execute();
  await db.schema.createIndex('journal_by_client').on('journal_entries').columns(['client_id', 'seq']).execute();
  await db.schema.createIndex('journal_by_actor').on('journal_entries').columns(['actor_id', 'seq']).execute();
  await db.schema.createIndex('journal_by_action').on('journal_entries').columns(['action', 'seq']).execute();
  await db.schema.createIndex('journal_by_time').on('journal_entries').columns(['at']).execute();
  await db.schema.createIndex('journal_by_outcome').on('journal_entries').columns(['outcome']).execute();
  await db.schema
    .createTable('journal_chain')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('head_seq', 'bigint', (column) => column.notNull())
    .addColumn('head_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('anchor_seq', 'bigint', (column) => column.notNull())
    .addColumn('anchor_hash', 'varchar(64)', (column) => column.notNull())
    .execute();
  await sql`insert into journal_chain (id, head_seq, head_hash, anchor_seq, anchor_hash) values (1, 0, '', 0, '')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('journal_chain').execute();
  await db.schema.dropTable('journal_entries').execute();
}
