/**
 * The journal's service: appends (with the indexes an entry is found by), pages with the admin's
 * filters, a record's or a client's history, who last changed a record, the chain's check, and
 * retention (JOURNAL_RETENTION_DAYS, trimmed at most once an hour per instance as entries come).
 */
import type { JournalEntry, JournalKind, JournalPage, JournalQuery, JournalVerification } from '../../shared/schemas/journal.js';
import { LOOK_ACTIONS } from '../../shared/schemas/journal.js';
import { DEFAULT_PER_PAGE } from '../../shared/schemas/common.js';
import type { JournalBackend } from './journal-backend.js';
import type { NewEntry } from './journal-entry.js';

const DAY_MS = 86_400_000;
const TRIM_EVERY_MS = 3_600_000;

export const recordIndex = (kind: JournalKind, id: string | number) => `record:${kind}:${id}`;
/** Everything about one client: their record, and their contracts', tasks' and documents' entries. */
export const clientIndex = (clientId: number) => `client:${clientId}`;
const actorIndex = (actorId: string | number) => `actor:${actorId}`;

/** The indexes an entry is found by. */
function indexesOf(entry: NewEntry): string[] {
  const { kind, id, clientId } = entry.record;
  const indexes = [actorIndex(entry.actor.id)];
  if (id !== null) indexes.push(recordIndex(kind, id));
  const client = kind === 'client' && typeof id === 'number' ? id : clientId;
  if (client !== undefined) indexes.push(clientIndex(client));
  return indexes;
}

/** 'YYYY-MM-DD' of the firm (Paris) as the first instant of that day, in UTC ISO. */
function parisDayStart(day: string): string {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const parisNoon = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(noonUtc);
  const offsetHours = Number(parisNoon) - 12;
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetHours * 3_600_000).toISOString();
}
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The index a query reads (the most selective it names) and the rule for what that index holds beyond it (null: all of it). */
function selection(query: Omit<JournalQuery, 'page' | 'perPage'>): { index: string | null; matches: ((entry: JournalEntry) => boolean) | null } {
  const index = query.kind && query.recordId ? recordIndex(query.kind, query.recordId) : query.actorId ? actorIndex(query.actorId) : null;
  const from = query.from ? parisDayStart(query.from) : null;
  const to = query.to ? parisDayStart(nextDay(query.to)) : null;
  const exact = index !== null && !(index.startsWith('record:') && query.actorId !== undefined);
  if (exact && !query.action && !from && !to) return { index, matches: null };
  if (!index && !query.kind && !query.recordId && !query.actorId && !query.action && !from && !to) return { index, matches: null };
  return {
    index,
    matches: (entry) =>
      (!query.kind || entry.record.kind === query.kind) &&
      (!query.recordId || String(entry.record.id) === query.recordId) &&
      (query.actorId === undefined || String(entry.actor.id) === String(query.actorId)) &&
      (!query.action || entry.action === query.action) &&
      (from === null || entry.at >= from) &&
      (to === null || entry.at < to),
  };
}

export class Journal {
  private lastTrimMs = 0;

  constructor(
    private readonly backend: JournalBackend,
    private readonly retentionDays: number,
    private readonly now: () => number,
  ) {}

  async append(entry: NewEntry): Promise<JournalEntry> {
    await this.trimIfDue();
    return this.backend.append(entry, indexesOf(entry));
  }

  /** GET /api/journal: the whole journal or an index, filtered, newest first. */
  async page(query: JournalQuery): Promise<JournalPage> {
    await this.trimIfDue();
    const { index, matches } = selection(query);
    return this.paged(index, query.page ?? 1, query.perPage ?? DEFAULT_PER_PAGE, matches);
  }

  /** Every entry the filters keep, newest first (an export). */
  async entries(query: Omit<JournalQuery, 'page' | 'perPage'>): Promise<JournalEntry[]> {
    const { index, matches } = selection(query);
    const found: JournalEntry[] = [];
    await this.backend.scan(index, (entry) => {
      if (!matches || matches(entry)) found.push(entry);
      return true;
    });
    return found;
  }

  /** A record's (or a client's) entries, newest first: read through its index. */
  history(index: string, page = 1, perPage = DEFAULT_PER_PAGE): Promise<JournalPage> {
    return this.paged(index, page, perPage, null);
  }

  /** The last change (a look excepted) made to a record, or its deletion when `deleted`. */
  async lastChange(kind: JournalKind, id: string | number, deleted = false): Promise<JournalEntry | null> {
    let found: JournalEntry | null = null;
    await this.backend.scan(recordIndex(kind, id), (entry) => {
      if (LOOK_ACTIONS.includes(entry.action)) return true;
      if (!deleted || entry.action === 'delete') found = entry;
      return found === null && deleted;
    });
    return found;
  }

  verify(): Promise<JournalVerification> {
    return this.backend.verify();
  }

  private async paged(index: string | null, page: number, perPage: number, matches: ((entry: JournalEntry) => boolean) | null): Promise<JournalPage> {
    const offset = (page - 1) * perPage;
    if (matches === null) {
      const [total, items] = await Promise.all([this.backend.count(index), this.backend.slice(index, offset, perPage)]);
      return { items, total };
    }
    const items: JournalEntry[] = [];
    let total = 0;
    await this.backend.scan(index, (entry) => {
      if (!matches(entry)) return true;
      if (total >= offset && items.length < perPage) items.push(entry);
      total += 1;
      return true;
    });
    return { items, total };
  }

  private async trimIfDue(): Promise<void> {
    const now = this.now();
    if (now - this.lastTrimMs < TRIM_EVERY_MS) return;
    this.lastTrimMs = now;
    await this.backend.trimBefore(new Date(now - this.retentionDays * DAY_MS).toISOString());
  }
}
