/**
 * The journal's service: a write's intent before it and its outcome after, a look's entry once it is
 * answered; pages with the admin's filters, a record's or a client's history, who last changed a
 * record, the chain's check, the anchors (the head logged at start, hourly and at every check, so
 * that the log system holds checkpoints outside the database) and retention (JOURNAL_RETENTION_DAYS,
 * trimmed at most once an hour per instance as entries come).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JournalEntry, JournalKind, JournalPage, JournalQuery, JournalVerification } from '../../shared/schemas/journal.js';
import { DEFAULT_PER_PAGE } from '../../shared/schemas/common.js';
import type { EntryRecord, HiddenEntries, JournalFilter, JournalTable } from '../db/journal-table.js';
import type { ChainHead, NewEntry, Settlement } from './journal-entry.js';

const DAY_MS = 86_400_000;
const TRIM_EVERY_MS = 3_600_000;
const ANCHOR_EVERY_MS = 3_600_000;

export const recordIndex = (kind: JournalKind, id: string | number) => `record:${kind}:${id}`;
/** Everything about one client: their record, and their contracts', tasks' and documents' entries. */
export const clientIndex = (clientId: number) => `client:${clientId}`;

/** The filter of an index name (a record's or a client's history). */
function indexFilter(index: string): JournalFilter {
  const [scope, a, b] = index.split(':');
  return scope === 'client' ? { clientId: Number(a) } : { kind: a as JournalKind, recordId: b };
}

/** A write's entry as written before it: settled once its answer is known. */
export interface PendingEntry {
  seq: number;
  hash: string;
  key: string;
  record: JournalEntry['record'];
}

/** 'YYYY-MM-DD' of the firm (Paris) as the first instant of that day, in UTC ISO. */
function parisDayStart(day: string): string {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const parisNoon = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(noonUtc);
  const offsetHours = Number(parisNoon) - 12;
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetHours * 3_600_000).toISOString();
}
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The admin's filters as the table reads them (days are the firm's). */
function filterOf(query: Omit<JournalQuery, 'page' | 'perPage'>): JournalFilter {
  const filter: JournalFilter = {};
  if (query.kind) filter.kind = query.kind;
  if (query.recordId) filter.recordId = query.recordId;
  if (query.actorId !== undefined) filter.actorId = String(query.actorId);
  if (query.action) filter.action = query.action;
  if (query.from) filter.from = parisDayStart(query.from);
  if (query.to) filter.to = parisDayStart(nextDay(query.to));
  return filter;
}

export class Journal {
  private lastTrimMs = 0;
  /** the newest head this process wrote or logged: a chain found shorter lost its tail */
  private known: ChainHead | null = null;
  private readonly anchorTimer: NodeJS.Timeout;

  constructor(
    private readonly table: JournalTable,
    private readonly retentionDays: number,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.anchorTimer = setInterval(() => void this.anchor().catch(() => undefined), ANCHOR_EVERY_MS);
    this.anchorTimer.unref();
  }

  /** Logs the chain's head (one line, entry number and hash): a checkpoint kept by the log system. */
  async anchor(): Promise<ChainHead> {
    const head = await this.table.head();
    this.see(head);
    this.log.info({ journalAnchor: { id: head.seq, hash: head.hash } }, 'journal: anchor');
    return head;
  }

  /** At start: the chain's head logged, and a warning when its newest entry was sealed with another key (JOURNAL_KEY or SESSION_SECRET changed). */
  async start(): Promise<void> {
    await this.anchor();
    if ((await this.table.newestKeyKnown()) === false) {
      this.log.warn('journal: its newest entry was sealed with a key this process does not have (JOURNAL_KEY or SESSION_SECRET changed): verify will report it altered; give the old value in JOURNAL_PREVIOUS_KEYS (README, "The journal\'s key")');
    }
  }

  stop(): void {
    clearInterval(this.anchorTimer);
  }

  private see(head: ChainHead): void {
    if (!this.known || head.seq >= this.known.seq) this.known = head;
  }

  /** An entry of something done (a look, a sign-in), settled at once. */
  async append(entry: NewEntry): Promise<JournalEntry> {
    await this.trimIfDue();
    const { changes, ...rest } = entry;
    const placed = await this.table.append(rest, { outcome: 'done', record: entry.record, ...(changes ? { changes } : {}) });
    this.see(placed.head);
    return placed.entry;
  }

  /** A write's entry before the write: durable before anything is sent to the firm API. */
  async begin(entry: Omit<NewEntry, 'changes'>): Promise<PendingEntry> {
    await this.trimIfDue();
    const placed = await this.table.append(entry);
    this.see(placed.head);
    return { seq: placed.head.seq, hash: placed.head.hash, key: placed.key, record: placed.entry.record };
  }

  settle(pending: PendingEntry, settlement: Settlement): Promise<void> {
    return this.table.settle(pending, settlement);
  }

  /** GET /api/journal: the whole journal or a part, filtered, newest first. */
  async page(query: JournalQuery): Promise<JournalPage> {
    await this.trimIfDue();
    return this.paged(filterOf(query), query.page ?? 1, query.perPage ?? DEFAULT_PER_PAGE);
  }

  /** Every entry the filters keep, newest first, a chunk at a time (an export). */
  entries(query: Omit<JournalQuery, 'page' | 'perPage'>): AsyncGenerator<JournalEntry[]> {
    return this.table.chunks(filterOf(query));
  }

  /**
   * A record's (or a client's) entries, newest first: read through its index. `hide`, given the
   * records its entries are about (each once), says which of them the reader may not see: the page
   * and the total are those of the entries left.
   */
  async history(index: string, page = 1, perPage = DEFAULT_PER_PAGE, hide?: (records: EntryRecord[]) => Promise<HiddenEntries | null>): Promise<JournalPage> {
    const filter = indexFilter(index);
    const hidden = hide ? await hide(await this.table.recordsOf(filter)) : null;
    return this.paged(hidden ? { ...filter, hidden } : filter, page, perPage);
  }

  /** The last change (a look excepted) made to a record, or its deletion when `deleted`. */
  lastChange(kind: JournalKind, id: string | number, deleted = false): Promise<JournalEntry | null> {
    return this.table.lastChange(kind, String(id), deleted);
  }

  /** Walks the chain against an anchor from the log (else the newest head this process knows); the head it found is logged as an anchor. */
  async verify(anchor: ChainHead | null = null): Promise<JournalVerification> {
    const result = await this.table.verify(anchor ?? this.known);
    this.log.info({ journalAnchor: { id: result.head.id, hash: result.head.hash }, verified: result.ok, firstBroken: result.firstBroken }, 'journal: anchor (verify)');
    if (result.ok) this.see({ seq: result.head.id, hash: result.head.hash });
    return result;
  }

  private async paged(filter: JournalFilter, page: number, perPage: number): Promise<JournalPage> {
    const [total, items] = await Promise.all([this.table.count(filter), this.table.page(filter, (page - 1) * perPage, perPage)]);
    return { items, total };
  }

  private async trimIfDue(): Promise<void> {
    const now = this.now();
    if (now - this.lastTrimMs < TRIM_EVERY_MS) return;
    this.lastTrimMs = now;
    await this.table.trimBefore(new Date(now - this.retentionDays * DAY_MS).toISOString());
  }
}
