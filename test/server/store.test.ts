import t from 'tap';
import { createMemoryStore } from '../../server/store/memory-store.js';

t.test('memory store: JSON documents by key, read back as copies, deleted', async (t) => {
  const store = createMemoryStore();
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
