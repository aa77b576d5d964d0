/**
 * The journal in Redis: one stream (`bo:journal:stream`, each entry's text in field `e`), the chain's
 * head and anchor (the last entry forgotten by retention) in two hashes, and one sorted set per index
 * (score: the entry's id, member: its stream id). Appending is one script: it places the entry only
 * if the head is still the one its hash was computed on, so two instances write one chain; the
 * loser computes again on the head the script answers (one round trip when nobody else writes).
 */
import type { Redis } from 'ioredis';
import type { JournalEntry } from '../../shared/schemas/journal.js';
import { storeFailure } from '../store/store.js';
import { chained, GENESIS, parseEntry, verifyChain, type ChainHead } from './journal-entry.js';
import type { JournalBackend } from './journal-backend.js';

const STREAM = 'journal:stream';
const HEAD = 'journal:head';
const ANCHOR = 'journal:anchor';
const indexKey = (index: string) => `journal:index:${index}`;
const READ_CHUNK = 500;
/** An append that keeps losing to other instances gives up: a 503, never a broken chain. */
const MAX_TRIES = 50;

const APPEND = `
local head = redis.call('HMGET', KEYS[2], 'seq', 'hash')
local seq = tonumber(head[1] or '0')
if seq ~= tonumber(ARGV[1]) then return {0, tostring(seq), head[2] or ''} end
local id = redis.call('XADD', KEYS[1], '*', 'e', ARGV[3])
redis.call('HSET', KEYS[2], 'seq', seq + 1, 'hash', ARGV[2])
for i = 3, #KEYS do redis.call('ZADD', KEYS[i], seq + 1, id) end
return {1, id}`;

type JournalClient = Redis & { journalAppend(...args: string[]): Promise<[number, string, string?]> };

export function createRedisJournal(redis: Redis): JournalBackend {
  if (!('journalAppend' in redis)) redis.defineCommand('journalAppend', { lua: APPEND });
  const client = redis as JournalClient;
  let cachedHead: ChainHead | null = null;

  async function attempt<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw storeFailure(`journal ${operation}`, err);
    }
  }
  const chainPoint = async (key: string): Promise<ChainHead | null> => {
    const [seq, hash] = await client.hmget(key, 'seq', 'hash');
    return seq === null ? null : { seq: Number(seq), hash: hash ?? GENESIS };
  };
  const anchorOf = async () => (await chainPoint(ANCHOR)) ?? { seq: 0, hash: GENESIS };
  const headOf = async () => (await chainPoint(HEAD)) ?? anchorOf();
  const textsOf = (rows: Array<[string, string[]]>) => rows.map(([, fields]) => fields[fields.indexOf('e') + 1] ?? '');
  const entriesOf = (rows: Array<[string, string[]]>) => textsOf(rows).map(parseEntry).filter((entry): entry is JournalEntry => entry !== null);

  /** Index members below the anchor point at forgotten entries: dropped as they are met. */
  async function keptIndex(index: string): Promise<string> {
    const key = indexKey(index);
    await client.zremrangebyscore(key, '-inf', (await anchorOf()).seq);
    return key;
  }
  async function byStreamIds(ids: string[]): Promise<JournalEntry[]> {
    if (ids.length === 0) return [];
    const pipeline = client.pipeline();
    for (const id of ids) pipeline.xrange(STREAM, id, id);
    const answers = (await pipeline.exec()) ?? [];
    return answers.flatMap(([error, rows]) => (error ? [] : entriesOf(rows as Array<[string, string[]]>)));
  }

  return {
    append: (entry, indexes) =>
      attempt('append', async () => {
        let head = cachedHead ?? (await headOf());
        for (let tries = 0; tries < MAX_TRIES; tries++) {
          const placed = chained(head, entry);
          const keys = [STREAM, HEAD, ...indexes.map(indexKey)];
          const answer = await client.journalAppend(String(keys.length), ...keys, String(head.seq), placed.entry.hash, placed.text);
          if (answer[0] === 1) {
            cachedHead = { seq: placed.entry.id, hash: placed.entry.hash };
            return placed.entry;
          }
          // Another instance wrote meanwhile, or retention set the anchor on an empty stream.
          head = answer[1] === '0' ? await anchorOf() : { seq: Number(answer[1]), hash: answer[2] ?? GENESIS };
        }
        throw new Error('journal: the chain kept moving');
      }),
    count: (index) => attempt('count', async () => (index === null ? client.xlen(STREAM) : client.zcard(await keptIndex(index)))),
    slice: (index, offset, limit) =>
      attempt('read', async () => {
        if (index === null) return entriesOf(await client.xrevrange(STREAM, '+', '-', 'COUNT', offset + limit)).slice(offset);
        return byStreamIds(await client.zrevrange(await keptIndex(index), offset, offset + limit - 1));
      }),
    scan: (index, visit) =>
      attempt('read', async () => {
        const key = index === null ? null : await keptIndex(index);
        let before = '+';
        for (let offset = 0; ; offset += READ_CHUNK) {
          let chunk: JournalEntry[];
          if (key === null) {
            const rows = await client.xrevrange(STREAM, before, '-', 'COUNT', READ_CHUNK);
            if (rows.length === 0) return;
            before = `(${rows[rows.length - 1][0]}`;
            chunk = entriesOf(rows);
          } else {
            const ids = await client.zrevrange(key, offset, offset + READ_CHUNK - 1);
            if (ids.length === 0) return;
            chunk = await byStreamIds(ids);
          }
          for (const entry of chunk) if (!visit(entry)) return;
        }
      }),
    verify: () =>
      attempt('verify', async () => {
        const [anchor, head] = [await anchorOf(), await headOf()];
        const texts: string[] = [];
        for (let after = '-'; ; ) {
          const rows = await client.xrange(STREAM, after, '+', 'COUNT', READ_CHUNK * 4);
          texts.push(...textsOf(rows));
          if (rows.length < READ_CHUNK * 4) break;
          after = `(${rows[rows.length - 1][0]}`;
        }
        const result = verifyChain(anchor, texts, head);
        return { ok: result.firstBroken === undefined, ...result };
      }),
    trimBefore: (beforeIso) =>
      attempt('trim', async () => {
        for (;;) {
          const rows = await client.xrange(STREAM, '-', '+', 'COUNT', READ_CHUNK);
          // The oldest entries in a row: one written later with an earlier time is kept, so the chain has no hole.
          const firstKept = rows.findIndex(([, fields]) => (parseEntry(fields[fields.indexOf('e') + 1] ?? '')?.at ?? '') >= beforeIso);
          const old = firstKept === -1 ? rows : rows.slice(0, firstKept);
          const last = parseEntry(textsOf(old).at(-1) ?? '');
          if (!last) return;
          await client.multi().xdel(STREAM, ...old.map(([id]) => id)).hset(ANCHOR, 'seq', last.id, 'hash', last.hash).exec();
          if (old.length < rows.length) return;
        }
      }),
  };
}
