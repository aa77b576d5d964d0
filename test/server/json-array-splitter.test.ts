/**
 * The whole-list splitter against JSON.parse: any list, cut into chunks anywhere (inside strings,
 * escapes and multi-byte characters included), gives back each element, and nothing but a whole list passes.
 */
import t from 'tap';
import { jsonArraySplitter, ListShapeError } from '../../server/upstream/json-array-splitter.js';

function split(text: string, cuts: number[]): unknown[] {
  const bytes = Buffer.from(text, 'utf8');
  const out: unknown[] = [];
  const splitter = jsonArraySplitter((json) => out.push(JSON.parse(json.toString('utf8'))));
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    splitter.write(bytes.subarray(from, Math.max(from, Math.min(cut, bytes.length))));
    from = Math.max(from, Math.min(cut, bytes.length));
  }
  splitter.end();
  return out;
}

/** A pseudo-random generator, so that a failure can be replayed. */
function prng(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
}

const tricky = ['', 'a"b', 'back\\slash', 'ends with \\', '\\"quoted\\"', 'Éloïse Lefèvre — 100 %', '{not} [an] "array", ', '\u2028', '😀 émoji'];

t.test('every element, whatever the chunks', async (t) => {
  const random = prng(42);
  for (let round = 0; round < 200; round++) {
    const items = Array.from({ length: Math.floor(random() * 8) }, (_, i) => ({
      id: i,
      name: tricky[Math.floor(random() * tricky.length)],
      nested: { list: [1, { deep: tricky[i % tricky.length] }], empty: {} },
      n: random() < 0.5 ? null : -1.5e3,
    }));
    const wrapped = random() < 0.3;
    const text = wrapped ? JSON.stringify({ current: 1, data: items, data2: ['x'] }, null, random() < 0.5 ? 2 : 0) : JSON.stringify(items, null, random() < 0.5 ? 1 : 0);
    const length = Buffer.byteLength(text);
    const cuts = Array.from({ length: Math.floor(random() * 6) }, () => Math.floor(random() * length)).sort((a, b) => a - b);
    t.same(split(text, cuts), items, `round ${round}`);
  }
});

t.test('byte by byte', async (t) => {
  const items = tricky.map((name, id) => ({ id, name }));
  const text = JSON.stringify({ data: items });
  t.same(split(text, Array.from({ length: Buffer.byteLength(text) }, (_, i) => i)), items);
});

t.test('what is not a whole list is refused', async (t) => {
  for (const text of ['', '{"a":1}', '"x"', '[{"a":1},', '[{"a":"b', '{"data":[1,2]']) {
    t.throws(() => split(text, []), ListShapeError, JSON.stringify(text));
  }
  t.same(split('[]', []), []);
  t.same(split('{"data":[]}', []), []);
  t.same(split(' [ 1 , "two" , null ] ', []), [1, 'two', null], 'primitives too');
});
