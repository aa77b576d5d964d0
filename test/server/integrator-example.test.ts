/**
 * examples/integrator.ts, run for real against a BFF in front of the demo upstream: it signs in,
 * lists and reads a client, PUTs it back with If-Match, re-reads once after a 412 (here another
 * program writes to the firm API between its read and its write), and signs out. Its types are
 * generated from GET /docs and checked by `tsc -p examples/tsconfig.json` (npm test does both).
 */
import t from 'tap';
import { publishedAccounts } from '../../server/demo/data/people.js';
import { buildDemoBff } from '../helpers/demo-bff.js';

interface Outcome {
  clients: number;
  clientId: number;
  before: string;
  after: string;
  conflicts: number;
}
type Run = (baseUrl: string, email: string, password: string, change: (client: { id: number; notes: string }) => { notes: string }, log?: (line: string) => void) => Promise<Outcome>;

t.test('the integrator example signs in, reads, writes back with If-Match, recovers from a 412 once, signs out', async (t) => {
  const bff = await buildDemoBff(t);
  const url = await bff.app.listen({ host: '127.0.0.1', port: 0 });
  const { run } = (await import(new URL('../../examples/integrator.ts', import.meta.url).href)) as { run: Run };
  const account = publishedAccounts().find((a) => a.role === 'Consultant')!;
  const lines: string[] = [];
  let changes = 0;
  const outcome = await run(url, account.email, account.password, (client) => {
    changes += 1;
    // Between the example's read and its first write, someone else changes the client in the firm API.
    if (changes === 1) {
      const stored = bff.demo.store.user(client.id)!;
      stored.personal = { ...stored.personal!, birth_place: 'Changé par ailleurs' };
    }
    return { notes: `${client.notes} (vu)`.trim() };
  }, (line) => lines.push(line));
  t.equal(outcome.conflicts, 1, 'one 412, then the change applied to the record as it is now');
  t.equal(changes, 2);
  t.equal(outcome.after, `${outcome.before} (vu)`.trim());
  t.equal(bff.demo.store.user(outcome.clientId)!.personal!.birth_place, 'Changé par ailleurs', "the other person's change is kept");
  t.equal(bff.demo.store.user(outcome.clientId)!.personal!.notes, outcome.after, 'and the example\'s is saved');
  t.ok(outcome.clients > 0);
  t.match(lines.join('\n'), /signed in as .*\n.*clients; the newest is #\d+\n.*changed the client meanwhile.*\n.*saved, version/);
});

