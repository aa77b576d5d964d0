import t from 'tap';
import { csvLines, EXPORTS_AT_ONCE } from '../../server/read-model/csv-stream.js';

const rows = Array.from({ length: 1200 }, (_, i) => i);
const exportOf = () => csvLines(['n'], rows, (n) => [n]);

t.test('an instance writes a few exports at a time; the next waits its turn, and one abandoned gives its turn back', async (t) => {
  t.equal(EXPORTS_AT_ONCE, 2);
  const [first, second, third] = [exportOf(), exportOf(), exportOf()];
  t.match((await first.next()).value, /^\ufeffn\r\n/, 'the first starts');
  await second.next();
  let thirdStarted = false;
  const thirdFirst = third.next().then((step) => {
    thirdStarted = true;
    return step;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  t.notOk(thirdStarted, 'the third waits while two are written');
  await first.return(undefined);
  t.match((await thirdFirst).value, /^\ufeffn\r\n/, 'the first abandoned: the third starts');
  let lines = 0;
  for await (const chunk of third) lines += chunk.split('\r\n').length - 1;
  t.equal(lines, 1200, 'and writes every row');
  await second.return(undefined);
  const again = exportOf();
  t.match((await again.next()).value, /^\ufeff/, 'every turn was given back');
  await again.return(undefined);
});
