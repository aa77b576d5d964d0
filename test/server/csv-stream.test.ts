import t from 'tap';
import { csvLines } from '../../server/read-model/csv-stream.js';

t.test('a CSV is written in bounded chunks, every row once, from an array or from chunks read as it goes', async (t) => {
  const wide = 'x'.repeat(200);
  const rows = Array.from({ length: 1200 }, (_, i) => i);
  const chunks: string[] = [];
  for await (const chunk of csvLines(['n', 'text'], rows, (n) => [n, wide])) chunks.push(chunk);
  t.match(chunks[0], /^\ufeffn;text\r\n$/, 'the header first, with its BOM');
  t.ok(chunks.length > 3, `${chunks.length} chunks`);
  t.ok(chunks.every((chunk) => chunk.length < 40 * 1024), 'no chunk much past 32 KB: a stalled reader holds little, a slow one finishes each in time');
  t.same(chunks.slice(1).join('').split('\r\n').filter(Boolean).map((line) => Number(line.split(';')[0])), rows, 'every row, in order');

  async function* parts() {
    yield [1, 2];
    yield [3];
  }
  let text = '';
  for await (const chunk of csvLines(['n'], parts(), (n) => [n])) text += chunk;
  t.equal(text, '\ufeffn\r\n1\r\n2\r\n3\r\n');
});
