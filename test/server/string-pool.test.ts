import t from 'tap';
import { StringPool } from '../../server/read-model/string-pool.js';

/** A string equal to `text` but made apart from it (as JSON.parse makes each value). */
const copyOf = (text: string) => JSON.parse(JSON.stringify(text)) as string;

t.test("a field's repeated texts keep one copy; its values, arrays' and nested objects' too, stay as they were", async (t) => {
  const pool = new StringPool();
  const rows = Array.from({ length: 5 }, (_, i) => pool.intern({ id: i, state: copyOf('En cours'), services: [copyOf('envoi_client'), copyOf('appel_caisse')], address: { city: copyOf('Nantes') }, paid: true, note: null }));
  t.same(rows[4], { id: 4, state: 'En cours', services: ['envoi_client', 'appel_caisse'], address: { city: 'Nantes' }, paid: true, note: null });
  t.equal(pool.intern(null), null);
  t.equal(pool.intern('texte'), 'texte', 'not a record: as it is');
});

t.test('a field of many distinct texts stops being pooled: the pool does not grow with the firm', async (t) => {
  const pool = new StringPool();
  for (let i = 0; i < 10_000; i++) pool.intern({ email: `client${i}@exemple.fr`, state: copyOf('En attente') });
  const pools = (pool as unknown as { fields: Map<string, Map<string, string> | null> }).fields;
  t.equal(pools.get('email'), null, 'e-mails: no longer pooled');
  t.equal(pools.get('state')?.size, 1, 'states: one copy');
});
