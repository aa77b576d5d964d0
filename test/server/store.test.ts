/** The store's one interface, the same with both backends: memory and a real redis-server. */
import { Redis } from 'ioredis';
import pino from 'pino';
import t, { type Test } from 'tap';
import { createMemoryStore } from '../../server/store/memory-store.js';
import { createRedisStore } from '../../server/store/redis-store.js';
import type { KeyValueStore } from '../../server/store/store.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';

let redis: RedisServer;
t.before(async () => {
  redis = await startRedisServer();
});
t.teardown(() => redis.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let db = 0;

async function storeOn(t: Test, backend: 'memory' | 'redis'): Promise<KeyValueStore> {
  if (backend === 'memory') {
    const store = createMemoryStore();
    t.teardown(() => store.close());
    return store;
  }
  const store = createRedisStore(`${redis.url}/${++db}`, pino({ level: 'silent' }));
  await store.settled;
  t.teardown(() => store.close());
  return store;
}

for (const backend of ['memory', 'redis'] as const) {
  t.test(`${backend}: JSON documents by key, read back as copies, deleted`, async (t) => {
    const store = await storeOn(t, backend);
    t.equal(await store.get('client:1'), null, 'nothing yet');
    const document = { businessIntroducer: 'Notaire Maître Roche', tags: ['a'] };
    await store.set('client:1', document);
    document.tags.push('changed after set');
    const read = await store.get<{ businessIntroducer: string; tags: string[] }>('client:1');
    t.same(read, { businessIntroducer: 'Notaire Maître Roche', tags: ['a'] }, 'what was set, not a shared object');
    read!.tags.push('changed after get');
    t.same((await store.get<{ tags: string[] }>('client:1'))!.tags, ['a']);
    await store.set('client:1', null);
    t.equal(await store.get('client:1'), null);
    await store.set('client:2', 'x');
    await store.delete('client:2');
    await store.delete('never-set');
    t.equal(await store.get('client:2'), null, 'deleted');
  });

  t.test(`${backend}: a document with a TTL is gone after it; getMany reads several, in order`, async (t) => {
    const store = await storeOn(t, backend);
    await store.set('short', { n: 1 }, 400);
    await store.set('long', [1, 2]);
    t.same(await store.getMany(['short', 'missing', 'long']), [{ n: 1 }, null, [1, 2]]);
    t.same(await store.getMany([]), []);
    await sleep(600);
    t.equal(await store.get('short'), null, 'expired');
    t.same(await store.getMany(['short', 'long']), [null, [1, 2]]);
  });

  t.test(`${backend}: counters count atomically and expire from their first increment`, async (t) => {
    const store = await storeOn(t, backend);
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.incr('attempts', 700)));
    t.same([...counts].sort((a, b) => a - b), Array.from({ length: 20 }, (_, i) => i + 1), 'no lost or repeated increment');
    t.equal(await store.get('attempts'), 20, 'readable as a number');
    await sleep(200);
    t.equal(await store.incr('attempts', 700), 21, 'a later increment does not push the expiry back');
    await sleep(700);
    t.equal(await store.incr('attempts', 700), 1, 'expired: counting again from 1');
  });

  t.test(`${backend}: per-user documents are kept apart, under user:<id>:<name>`, async (t) => {
    const store = await storeOn(t, backend);
    await store.forUser(2).set('bookmarks', ['clients']);
    await store.forUser('3').set('bookmarks', ['tasks']);
    t.same(await store.forUser(2).get('bookmarks'), ['clients']);
    t.same(await store.forUser(3).get('bookmarks'), ['tasks']);
    t.same(await store.get('user:2:bookmarks'), ['clients']);
    await store.forUser(2).delete('bookmarks');
    t.equal(await store.forUser(2).get('bookmarks'), null);
    t.equal(await store.ping(), true);
  });
}

t.test('memory: expired entries are purged, not only hidden (bounded memory)', async (t) => {
  const store = createMemoryStore({ sweepEveryMs: 50 });
  t.teardown(() => store.close());
  for (let i = 0; i < 100; i++) await store.set(`revoked:${i}`, 1, 50);
  await store.set('kept', 1);
  t.equal(store.size(), 101);
  await sleep(200);
  t.equal(store.size(), 1, 'only the entry without a TTL is left');
});

t.test('redis: keys live under bo:, with the TTL Redis enforces', async (t) => {
  const store = await storeOn(t, 'redis');
  await store.set('revoked:abc', 1, 60_000);
  await store.forUser(7).set('bookmarks', []);
  const raw = new Redis(`${redis.url}/${db}`);
  t.teardown(() => raw.disconnect());
  t.same((await raw.keys('*')).sort(), ['bo:revoked:abc', 'bo:user:7:bookmarks']);
  const ttl = await raw.pttl('bo:revoked:abc');
  t.ok(ttl > 50_000 && ttl <= 60_000, `PTTL ${ttl}`);
  t.equal(await raw.pttl('bo:user:7:bookmarks'), -1, 'no TTL asked, none set');
});
