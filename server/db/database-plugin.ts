/**
 * Opens the BFF's database at start, applies its migrations (a failure stops the start with one
 * line), and decorates `app.database` and `app.records`: the documents the BFF keeps, durable,
 * with the store's counters and locks beside them.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { createKeptDocuments } from './kept-documents.js';
import { migrate } from './migrations.js';
import { DatabaseStartError, openDatabase, type Database } from './database.js';
import type { KeyValueStore } from '../store/store.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** what the BFF keeps (server/db): documents in the database; incr and locks are the store's */
    records: KeyValueStore;
  }
}

async function databasePlugin(app: FastifyInstance, config: Pick<Config, 'database'>): Promise<void> {
  const database = openDatabase(config.database);
  try {
    const applied = await migrate(database.db);
    if (applied.length > 0) app.log.info({ applied, engine: database.engine }, 'database: migrations applied');
  } catch (error) {
    await database.close().catch(() => undefined);
    if (error instanceof DatabaseStartError) throw error;
    throw new DatabaseStartError(`the database does not answer (${database.engine}): ${(error as Error).message}`);
  }
  app.decorate('database', database);
  app.decorate('records', createKeptDocuments(database, app.store));
  app.addHook('onClose', async () => {
    await app.records.close();
    await database.close();
  });
}

export default fp(databasePlugin, { name: 'database', fastify: '5.x' });
