/**
 * A journal entry as it is chained: its hash is sha256(previous hash + the entry's JSON without its
 * hash), so that an entry removed or edited by hand breaks the chain at that place. The JSON is the
 * stored text itself (keys in the order built here), so the hash is checked on what is kept.
 */
import { createHash } from 'node:crypto';
import type { JournalChanges, JournalEntry } from '../../shared/schemas/journal.js';
import { maskedSocialSecurityNumber } from '../../shared/validation.js';

/** An entry before it has its place in the chain. */
export type NewEntry = Omit<JournalEntry, 'id' | 'hash'>;

/** The chain's start: the hash before the first entry. */
export const GENESIS = '';

/** Where the chain stands: the last entry's id and hash (or the last trimmed one's). */
export interface ChainHead {
  seq: number;
  hash: string;
}

export function hashAfter(previousHash: string, unhashedJson: string): string {
  return createHash('sha256').update(previousHash).update(unhashedJson).digest('hex');
}

/** The entry placed after `head`, and its stored text. */
export function chained(head: ChainHead, entry: NewEntry): { entry: JournalEntry; text: string } {
  const placed = { id: head.seq + 1, ...entry };
  const unhashed = JSON.stringify(placed);
  const hash = hashAfter(head.hash, unhashed);
  return { entry: { ...placed, hash }, text: `${unhashed.slice(0, -1)},"hash":${JSON.stringify(hash)}}` };
}

/** Walks stored texts in order from `anchor`: how many were checked and the first id missing or altered. */
export function verifyChain(anchor: ChainHead, texts: Iterable<string>, head: ChainHead): { checked: number; firstBroken?: number } {
  let previous = anchor;
  let checked = 0;
  for (const text of texts) {
    const parsed = parseStored(text);
    // Entries appended while the walk runs are checked by the next one.
    if (parsed && parsed.entry.id > head.seq && previous.seq === head.seq) break;
    checked += 1;
    if (!parsed) return { checked, firstBroken: previous.seq + 1 };
    if (parsed.entry.id !== previous.seq + 1) return { checked, firstBroken: previous.seq + 1 };
    if (hashAfter(previous.hash, parsed.unhashed) !== parsed.entry.hash) return { checked, firstBroken: parsed.entry.id };
    previous = { seq: parsed.entry.id, hash: parsed.entry.hash };
  }
  if (previous.seq !== head.seq || previous.hash !== head.hash) return { checked, firstBroken: previous.seq + 1 };
  return { checked };
}

/** A stored text's entry and the JSON its hash was computed on; null when it is not one. */
function parseStored(text: string): { entry: JournalEntry; unhashed: string } | null {
  try {
    const entry = JSON.parse(text) as JournalEntry;
    if (typeof entry !== 'object' || entry === null || typeof entry.hash !== 'string') return null;
    const { hash: _hash, ...rest } = entry;
    return { entry, unhashed: JSON.stringify(rest) };
  } catch {
    return null;
  }
}

export function parseEntry(text: string): JournalEntry | null {
  return parseStored(text)?.entry ?? null;
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
