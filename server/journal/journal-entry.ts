/**
 * A journal entry as it is chained. It is written in two steps: its intent before the write (who,
 * what, which record), whose hash is HMAC(key, previous hash + the intent's JSON), so that an entry
 * removed, edited or rebuilt without the key breaks the chain at that place; then its settlement
 * (the outcome, the record as it ended, what changed), sealed by HMAC(key, seq, hash, settlement).
 * The key is never in the database (JOURNAL_KEY, or derived from SESSION_SECRET); each intent names
 * its key by a fingerprint, so that a rotated key's entries still verify with the previous key.
 */
import { createHash, createHmac } from 'node:crypto';
import type { JournalChanges, JournalEntry, JournalOutcome } from '../../shared/schemas/journal.js';
import { maskedSocialSecurityNumber } from '../../shared/validation.js';

/** An entry before it has its place in the chain (and, for a write, before its outcome is known). */
export type NewEntry = Omit<JournalEntry, 'id' | 'hash' | 'outcome'>;
/** What is chained before the write: the entry without its outcome nor what changed. */
export type Intent = Omit<NewEntry, 'changes'> & { id: number; key: string };
/** What the write ended as. */
export interface Settlement {
  outcome: Exclude<JournalOutcome, 'pending'>;
  record: JournalEntry['record'];
  changes?: JournalChanges;
}

/** The chain's start: the hash before the first entry. */
export const GENESIS = '';

/** Where the chain stands: the last entry's id and hash (or the last trimmed one's). */
export interface ChainHead {
  seq: number;
  hash: string;
}

/** The keys an entry may be sealed with: the current one first, then the previous ones (a rotation). */
export class JournalKeys {
  private readonly byFingerprint = new Map<string, Buffer>();
  readonly current: string;

  constructor(current: string, previous: readonly string[] = []) {
    this.current = this.add(current);
    for (const key of previous) this.add(key);
  }

  /** The chain's key of a secret, and its fingerprint (which says which key sealed an entry, and reveals nothing of it). */
  private add(secret: string): string {
    const key = createHash('sha256').update('bo-journal-chain\0').update(secret).digest();
    const fingerprint = createHash('sha256').update(key).digest('hex').slice(0, 12);
    this.byFingerprint.set(fingerprint, key);
    return fingerprint;
  }

  knows(fingerprint: string): boolean {
    return this.byFingerprint.has(fingerprint);
  }

  /** hex HMAC of the parts with the fingerprint's key; null when the key is not known */
  mac(fingerprint: string, ...parts: string[]): string | null {
    const key = this.byFingerprint.get(fingerprint);
    if (!key) return null;
    const hmac = createHmac('sha256', key);
    for (const part of parts) hmac.update(part).update('\0');
    return hmac.digest('hex');
  }
}

/** The intent placed after `head`: its JSON (the text kept) and its hash. */
export function chainedIntent(keys: JournalKeys, head: ChainHead, entry: Omit<NewEntry, 'changes'>): { intent: Intent; text: string; hash: string } {
  const intent: Intent = { id: head.seq + 1, key: keys.current, at: entry.at, actor: entry.actor, action: entry.action, record: entry.record, ip: entry.ip, device: entry.device, requestId: entry.requestId };
  const text = JSON.stringify(intent);
  return { intent, text, hash: keys.mac(keys.current, head.hash, text)! };
}

/** The seal of a settlement: it binds the outcome and the changes to the entry's place and hash. */
export function settlementMac(keys: JournalKeys, fingerprint: string, seq: number, hash: string, settlementText: string): string | null {
  return keys.mac(fingerprint, String(seq), hash, settlementText);
}

/** The entry the screens read, from its two stored texts. */
export function entryOf(intentText: string, hash: string, settlementText: string | null): JournalEntry {
  const { key: _key, ...intent } = JSON.parse(intentText) as Intent;
  const settled = settlementText === null ? null : (JSON.parse(settlementText) as Settlement);
  return {
    ...intent,
    record: settled?.record ?? intent.record,
    ...(settled?.changes ? { changes: settled.changes } : {}),
    outcome: settled?.outcome ?? 'pending',
    hash,
  };
}

/** Fields never written to the journal, whatever record carries them. */
const SECRET_FIELDS = /password|token|secret/i;
/** Fields that say nothing a person changed: the version, a write's time, what is joined from another record. */
const SKIPPED_FIELDS = new Set(['version', 'id', 'updatedAt', 'customerServices']);
/** A contract's terms and texts are the template's of when it was made: never changed on the contract. */
const CONTRACT_TERMS = new Set(['texts', 'generalConditions']);
function shown(field: string, value: unknown): unknown {
  if (field === 'socialSecurityNumber' && typeof value === 'string') return maskedSocialSecurityNumber(value);
  if (field === 'socialSecurityKey' && typeof value === 'string') return value === '' ? '' : '**';
  return value === undefined ? null : value;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * `{field: [before, after]}` for what really changed (PaperTrail's shape): on a create (before null)
 * the fields given a value; on a delete (after null) the fields that had one; undefined when nothing
 * changed. Passwords and tokens never appear; a NIR appears masked.
 */
export function changesBetween(before: object | null | undefined, after: object | null | undefined, kind?: string): JournalChanges | undefined {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const changes: JournalChanges = {};
  for (const field of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (SKIPPED_FIELDS.has(field) || SECRET_FIELDS.test(field) || (kind === 'contract' && CONTRACT_TERMS.has(field))) continue;
    const [a, b] = [before ? from[field] : null, after ? to[field] : null];
    if (!before && isEmpty(b)) continue;
    if (!after && isEmpty(a)) continue;
    if (before && after && !(field in to)) continue;
    if (same(a, b)) continue;
    changes[field] = [shown(field, a), shown(field, b)];
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}
