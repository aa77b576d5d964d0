import t from 'tap';
import { createHash } from 'node:crypto';
import { versionOf } from '../../server/upstream/adapters/record-version.js';

t.test("a record's version: the start of its hash in base64url, the same on every instance and from one release to the next", async (t) => {
  let differ = 0;
  for (let i = 0; i < 2000; i++) {
    const record = { id: i, name: 'é'.repeat(i % 40), amount: i * 1.5, version: 'ignored' };
    const own = Object.entries(record).filter(([name]) => name !== 'version');
    if (versionOf(record) !== createHash('sha256').update(JSON.stringify(own)).digest('base64url').slice(0, 22)) differ += 1;
  }
  t.equal(differ, 0, 'as the whole encoding cut at 22 characters');
  t.match(versionOf({ id: 1 }), /^[A-Za-z0-9_-]{22}$/);
  t.not(versionOf({ id: 1 }), versionOf({ id: 2 }));
  t.equal(versionOf({ id: 1, name: 'a' }, new Set(['name'])), versionOf({ id: 1 }), 'a field left out changes nothing');
});
