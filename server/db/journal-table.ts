/**
 * The journal's table: appends under the chain's row lock (two instances write one chain), pages and
 * histories through the indexes of 002-journal (a page costs its own rows), the chain's check walked
 * in chunks (constant memory), and retention trimmed in SQL with the last trimmed entry kept as the
 * anchor the chain then starts from.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { JournalEntry, JournalKind, JournalVerification } from '../../shared/schemas/journal.js';
import { LOOK_ACTIONS } from '../../shared/schemas/journal.js';
import { chainedIntent, entryOf, GENESIS, settlementMac, type ChainHead, type Intent, type JournalKeys, type NewEntry, type Settlement } from '../journal/journal-entry.js';
import { attempt, type Database, type JournalEntriesTable, type Tables } from './database.js';

/** What a page, a history or an export asks for; every field narrows it. */
export interface JournalFilter {
  kind?: JournalKind;
  recordId?: string;
  /** a client's entries: their record's and their contracts', tasks' and documents' */
  clientId?: number;
  actorId?: string;
  action?: string;
  /** ISO instants, `from` included, `to` excluded */
  from?: string;
  to?: string;
  /** a history's entries its reader may not see (server/journal/history-reader.ts) */
  hidden?: HiddenEntries;
}

/** The entries a filter leaves out: those of some records, and of a kind those naming no record (but an actor's own). */
export interface HiddenEntries {
  records: ReadonlyArray<{ kind: JournalKind; ids: readonly string[] }>;
  unnamed: ReadonlyArray<{ kind: JournalKind; exceptActor?: string }>;
}

/** A record a history's entries are about: its kind and id (null: none named, a create whose answer never came). */
export interface EntryRecord {
  kind: JournalKind;
  id: string | null;
}

const CHUNK = 2000;
type Row = Pick<JournalEntriesTable, 'seq' | 'intent' | 'hash' | 'settlement'>;

const clientColumn = (record: JournalEntry['record']): number | null =>
  record.kind === 'client' && typeof record.id === 'number' ? record.id : (record.clientId ?? null);
const recordColumn = (record: JournalEntry['record']): string | null => (record.id === null ? null : String(record.id));

export class JournalTable {
  private readonly db: Kysely<Tables>;

  constructor(
    private readonly database: Database,
    private readonly keys: JournalKeys,
  ) {
    this.db = database.db;
  }

  /** Chains an entry; without `settlement` it is a write's intent, pending until settled. */
  append(entry: Omit<NewEntry, 'changes'>, settlement?: Settlement): Promise<{ entry: JournalEntry; head: ChainHead; key: string }> {
    return attempt('journal append', () =>
      this.db.transaction().execute(async (trx) => {
        let read = trx.selectFrom('journal_chain').select(['head_seq', 'head_hash']).where('id', '=', 1);
        if (this.database.engine === 'postgres') read = read.forUpdate();
        const chain = await read.executeTakeFirstOrThrow();
        const { intent, text, hash } = chainedIntent(this.keys, { seq: chain.head_seq, hash: chain.head_hash }, entry);
        const settled = settlement ? this.sealed(intent.key, intent.id, hash, settlement) : null;
        const record = settlement?.record ?? intent.record;
        await trx.insertInto('journal_entries').values({
          seq: intent.id, at: intent.at, actor_id: String(intent.actor.id), action: intent.action, kind: intent.record.kind,
          record_id: recordColumn(record), client_id: clientColumn(record), outcome: settlement?.outcome ?? 'pending',
          intent: text, hash, settlement: settled?.text ?? null, settled_mac: settled?.mac ?? null,
        }).execute();
        await trx.updateTable('journal_chain').set({ head_seq: intent.id, head_hash: hash }).where('id', '=', 1).execute();
        return { entry: entryOf(text, hash, settled?.text ?? null), head: { seq: intent.id, hash }, key: intent.key };
      }),
    );
  }

  /** Records how a pending entry's write ended (once: a settled entry stays as it is). */
  settle(intent: { seq: number; hash: string; key: string }, settlement: Settlement): Promise<void> {
    const sealed = this.sealed(intent.key, intent.seq, intent.hash, settlement);
    return attempt('journal settle', async () => {
      await this.db.updateTable('journal_entries')
        .set({ outcome: settlement.outcome, settlement: sealed.text, settled_mac: sealed.mac, record_id: recordColumn(settlement.record), client_id: clientColumn(settlement.record) })
        .where('seq', '=', intent.seq).where('settlement', 'is', null).execute();
    });
  }

  private sealed(key: string, seq: number, hash: string, settlement: Settlement): { text: string; mac: string } {
    const text = JSON.stringify(settlement);
    return { text, mac: settlementMac(this.keys, key, seq, hash, text)! };
  }

  /** The filter's rows; `listed: false` counts the refused too (an index alone answers it). */
  private filtered<O>(query: SelectQueryBuilder<Tables, 'journal_entries', O>, filter: JournalFilter, listed = true): SelectQueryBuilder<Tables, 'journal_entries', O> {
    let q = listed ? query.where('outcome', '!=', 'refused') : query;
    if (filter.kind) q = q.where('kind', '=', filter.kind);
    if (filter.recordId !== undefined) q = q.where('record_id', '=', filter.recordId);
    if (filter.clientId !== undefined) q = q.where('client_id', '=', filter.clientId);
    if (filter.actorId !== undefined) q = q.where('actor_id', '=', filter.actorId);
    if (filter.action) q = q.where('action', '=', filter.action);
    if (filter.from) q = q.where('at', '>=', filter.from);
    if (filter.to) q = q.where('at', '<', filter.to);
    for (const { kind, ids } of filter.hidden?.records ?? []) {
      if (ids.length > 0) q = q.where((eb) => eb.or([eb('kind', '!=', kind), eb('record_id', 'is', null), eb('record_id', 'not in', [...ids])]));
    }
    for (const { kind, exceptActor } of filter.hidden?.unnamed ?? []) {
      q = q.where((eb) => eb.or([eb('kind', '!=', kind), eb('record_id', 'is not', null), ...(exceptActor === undefined ? [] : [eb('actor_id', '=', exceptActor)])]));
    }
    return q;
  }

  /** The records the filter's listed entries are about, each once (a history's, read through its index). */
  recordsOf(filter: JournalFilter): Promise<EntryRecord[]> {
    return attempt('journal read', async () => {
      const rows = await this.filtered(this.db.selectFrom('journal_entries').select(['kind', 'record_id']), filter).groupBy(['kind', 'record_id']).execute();
      return rows.map((row) => ({ kind: row.kind as JournalKind, id: row.record_id }));
    });
  }

  private readonly entries = (rows: Row[]) => rows.map((row) => entryOf(row.intent, row.hash, row.settlement));

  count(filter: JournalFilter): Promise<number> {
    return attempt('journal read', async () => {
      if (Object.keys(filter).length === 0) {
        // The whole journal: its length from the chain's row, less what was refused (an index), not a walk of every row.
        const chain = await this.db.selectFrom('journal_chain').select(['head_seq', 'anchor_seq']).where('id', '=', 1).executeTakeFirstOrThrow();
        const refused = await this.db.selectFrom('journal_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('outcome', '=', 'refused').executeTakeFirstOrThrow();
        return chain.head_seq - chain.anchor_seq - Number(refused.n);
      }
      // Every row of the filter (read from its index alone), less its refused ones: found by the outcome's
      // index, except in a record's or a client's history, whose own few rows are read instead (SQLite,
      // without statistics, would walk every refused entry of the journal: 40 ms on each history).
      const counted = this.db.selectFrom('journal_entries').select((eb) => eb.fn.countAll<number>().as('n'));
      const narrow = filter.recordId !== undefined || filter.clientId !== undefined;
      const outcome = narrow ? sql<string>`${sql.ref('outcome')} || ''` : sql.ref<string>('outcome');
      const [all, refused] = await Promise.all([
        this.filtered(counted, filter, false).executeTakeFirstOrThrow(),
        this.filtered(counted, filter, false).where(outcome, '=', 'refused').executeTakeFirstOrThrow(),
      ]);
      return Number(all.n) - Number(refused.n);
    });
  }

  /** Entries newest first, `offset` of them skipped. */
  page(filter: JournalFilter, offset: number, limit: number): Promise<JournalEntry[]> {
    return attempt('journal read', async () =>
      this.entries(await this.filtered(this.db.selectFrom('journal_entries').select(['seq', 'intent', 'hash', 'settlement']), filter).orderBy('seq', 'desc').limit(limit).offset(offset).execute()),
    );
  }

  /** Every entry the filter keeps, newest first, a chunk at a time (an export: never the whole journal in memory). */
  async *chunks(filter: JournalFilter): AsyncGenerator<JournalEntry[]> {
    for (let before = Number.MAX_SAFE_INTEGER; ; ) {
      const rows = await attempt('journal read', () =>
        this.filtered(this.db.selectFrom('journal_entries').select(['seq', 'intent', 'hash', 'settlement']), filter).where('seq', '<', before).orderBy('seq', 'desc').limit(CHUNK).execute(),
      );
      if (rows.length === 0) return;
      yield this.entries(rows);
      // SQLite answers synchronously: the other requests' turn between two chunks.
      await nextTurn();
      before = rows[rows.length - 1].seq;
    }
  }

  /** The last change (a look excepted) made to a record, or its deletion. */
  lastChange(kind: JournalKind, id: string, deleted: boolean): Promise<JournalEntry | null> {
    return attempt('journal read', async () => {
      let q = this.db.selectFrom('journal_entries').select(['seq', 'intent', 'hash', 'settlement'])
        .where('kind', '=', kind).where('record_id', '=', id).where('outcome', '=', 'done');
      q = deleted ? q.where('action', '=', 'delete') : q.where('action', 'not in', [...LOOK_ACTIONS]);
      const row = await q.orderBy('seq', 'desc').limit(1).executeTakeFirst();
      return row ? this.entries([row])[0] : null;
    });
  }

  /** Whether the newest entry was sealed with a key this process has (null: the journal is empty). */
  newestKeyKnown(): Promise<boolean | null> {
    return attempt('journal read', async () => {
      const row = await this.db.selectFrom('journal_entries').select('intent').orderBy('seq', 'desc').limit(1).executeTakeFirst();
      if (!row) return null;
      try {
        return this.keys.knows((JSON.parse(row.intent) as Intent).key);
      } catch {
        return false;
      }
    });
  }

  head(): Promise<ChainHead> {
    return attempt('journal read', async () => {
      const chain = await this.db.selectFrom('journal_chain').select(['head_seq', 'head_hash']).where('id', '=', 1).executeTakeFirstOrThrow();
      return { seq: chain.head_seq, hash: chain.head_hash };
    });
  }

  /**
   * Walks the chain from its anchor to its head in chunks: the first entry missing, altered or sealed
   * without the key. `known`: the last head this process saw (written or logged as an anchor): a
   * chain that ends before it, or holds another hash there, lost its tail.
   */
  verify(known: ChainHead | null): Promise<JournalVerification> {
    return attempt('journal verify', async () => {
      const chain = await this.db.selectFrom('journal_chain').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
      const head = { id: chain.head_seq, hash: chain.head_hash };
      const broken = (firstBroken: number, problem: 'missing' | 'altered' | 'cut-tail', checked: number): JournalVerification => ({ ok: false, checked, firstBroken, problem, head });
      let previous: ChainHead = { seq: chain.anchor_seq, hash: chain.anchor_hash || GENESIS };
      let checked = 0;
      for (;;) {
        const rows = await this.db.selectFrom('journal_entries').selectAll().where('seq', '>', previous.seq).where('seq', '<=', chain.head_seq).orderBy('seq').limit(CHUNK).execute();
        for (const row of rows) {
          checked += 1;
          if (row.seq !== previous.seq + 1) return broken(previous.seq + 1, 'missing', checked);
          if (!this.intact(row, previous.hash)) return broken(row.seq, 'altered', checked);
          if (known && row.seq === known.seq && row.hash !== known.hash) return broken(row.seq, 'altered', checked);
          previous = { seq: row.seq, hash: row.hash };
        }
        if (rows.length < CHUNK) break;
        // SQLite answers synchronously: a walk of a million entries must let the other requests through between chunks.
        await nextTurn();
      }
      if (previous.seq !== chain.head_seq) return broken(previous.seq + 1, 'missing', checked);
      if (previous.hash !== chain.head_hash) return broken(previous.seq, 'altered', checked);
      if (known && known.seq > chain.head_seq) return broken(chain.head_seq + 1, 'cut-tail', checked);
      return { ok: true, checked, head };
    });
  }

  /** An entry's hash follows the previous one, its seal holds, and its indexed columns say what its texts say. */
  private intact(row: JournalEntriesTable, previousHash: string): boolean {
    let intent: Intent;
    try {
      intent = JSON.parse(row.intent) as Intent;
    } catch {
      return false;
    }
    if (intent.id !== row.seq || this.keys.mac(intent.key, previousHash, row.intent) !== row.hash) return false;
    if (row.actor_id !== String(intent.actor.id) || row.action !== intent.action || row.kind !== intent.record.kind) return false;
    if (row.settlement === null) return row.outcome === 'pending' && row.settled_mac === null;
    if (settlementMac(this.keys, intent.key, row.seq, row.hash, row.settlement) !== row.settled_mac) return false;
    const settled = JSON.parse(row.settlement) as Settlement;
    return settled.outcome === row.outcome && recordColumn(settled.record) === row.record_id && clientColumn(settled.record) === (row.client_id === null ? null : Number(row.client_id));
  }

  /** Forgets the entries written before `beforeIso`; the last one forgotten becomes the anchor the chain starts from. */
  trimBefore(beforeIso: string): Promise<number> {
    return attempt('journal trim', () =>
      this.db.transaction().execute(async (trx) => {
        // max(seq) over the time index reads only the old rows (ordering by seq would walk the whole journal from its newest end).
        const newestOld = await trx.selectFrom('journal_entries').select((eb) => eb.fn.max('seq').as('seq')).where('at', '<', beforeIso).executeTakeFirst();
        const lastSeq = newestOld?.seq === null || newestOld?.seq === undefined ? null : Number(newestOld.seq);
        if (lastSeq === null) return 0;
        const last = await trx.selectFrom('journal_entries').select(['seq', 'hash']).where('seq', '=', lastSeq).executeTakeFirstOrThrow();
        const removed = await trx.deleteFrom('journal_entries').where('seq', '<=', last.seq).executeTakeFirst();
        await trx.updateTable('journal_chain').set({ anchor_seq: last.seq, anchor_hash: last.hash }).where('id', '=', 1).execute();
        return Number(removed.numDeletedRows);
      }),
    );
  }
}
