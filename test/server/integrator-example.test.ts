/**
 * examples/integrator.ts, run for real over HTTP against a BFF in front of the demo upstream, with a
 * personal API token that this test creates as a person would (signed in through the API): it reads,
 * writes with If-Match, recovers from a 412 once, creates a contract, uploads a document and downloads
 * it byte for byte; once the token is revoked, it is refused. Its types are generated from GET /docs
 * and checked by `tsc -p examples/tsconfig.json` (npm test does both before the tests).
 */
import t from 'tap';
import { publishedAccounts } from '../../server/demo/data/people.js';
import { buildDemoBff } from '../helpers/demo-bff.js';

interface Outcome {
  clients: number;
  clientId: number;
  notes: string;
  conflicts: number;
  contractId: number;
  contractReference: string;
  fileId: number;
  downloaded: Uint8Array;
}
interface Example {
  apiClient(baseUrl: string, token: string): unknown;
  run(api: unknown, note: string, document: { name: string; bytes: Uint8Array }, log?: (line: string) => void): Promise<Outcome>;
  refusedStatus(api: unknown): Promise<{ status: number; error: string | undefined }>;
}

t.test('the integrator example, with a token: reads, writes with If-Match, recovers from a 412, a contract, a document there and back; refused once revoked', async (t) => {
  const bff = await buildDemoBff(t);
  const url = await bff.app.listen({ host: '127.0.0.1', port: 0 });
  const example = (await import(new URL('../../examples/integrator.ts', import.meta.url).href)) as Example;

  // A person signs in and creates the token in the back-office (here: through the same API calls).
  const account = publishedAccounts().find((a) => a.role === 'Consultant')!;
  const login = await fetch(new URL('login', url), { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1' }, body: JSON.stringify({ email: account.email, password: account.password }) });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const session = { cookie, 'content-type': 'application/json', 'x-csrf': '1' };
  const created = await fetch(new URL('api/profile/tokens', url), { method: 'POST', headers: session, body: JSON.stringify({ name: 'Intégration CI', scope: 'read-write', expiresInDays: 1 }) });
  t.equal(created.status, 201);
  const { id: tokenId, token } = (await created.json()) as { id: string; token: string };

  const api = example.apiClient(url, token);
  const lines: string[] = [];
  const bytes = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
  const outcome = await example.run(api, 'Vu par l’intégration', { name: 'bilan-ci.pdf', bytes }, (line) => lines.push(line));

  t.equal(outcome.conflicts, 1, 'one 412, then the change applied to the client as it is now');
  const stored = bff.demo.store.user(outcome.clientId)!.personal!.notes;
  t.equal(stored, outcome.notes);
  t.match(stored, /Vu par l’intégration\nVu par l’intégration \(relu\)$/, 'both changes kept, the second on top of the first');
  t.ok(outcome.clients > 0);
  t.ok(bff.demo.store.data.contracts.some((c) => c.id === outcome.contractId), `the contract ${outcome.contractReference} is in the firm API`);
  t.ok(bff.demo.store.data.files.some((f) => f.id === outcome.fileId && f.userId === outcome.clientId), 'the document is the client’s');
  t.same(Buffer.from(outcome.downloaded), Buffer.from(bytes), 'downloaded byte for byte');
  t.match(lines.join('\n'), /acting as .* \(Consultant\)\n.*clients; the newest is #\d+\n.*saved, version .*\n412: .*\ncontract .* created.*\ndocument #\d+ uploaded and downloaded \(4096 bytes\)/);

  // The person revokes it in the back-office: the program is refused from the next call on.
  const revoked = await fetch(new URL(`api/profile/tokens/${tokenId}`, url), { method: 'DELETE', headers: { cookie, 'x-csrf': '1' } });
  t.equal(revoked.status, 204);
  t.same(await example.refusedStatus(api), { status: 401, error: 'unauthenticated' });
});
