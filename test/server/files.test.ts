import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import t from 'tap';
import { request } from 'undici';
import { readFileSync } from 'node:fs';
import { CSRF, TEST_SECRET } from '../helpers/app.js';
import { startServerProcess } from '../helpers/server-process.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import type { StoredFile } from '../../shared/schemas/files.js';

let bff: DemoBff;
let base: string;
t.before(async () => {
  bff = await buildDemoBff(t);
  // Real sockets: inject() would buffer the bodies this test is about.
  base = (await bff.app.listen({ host: '127.0.0.1', port: 0 })).replace(/\/$/, '');
});

const MB = 1024 * 1024;
const BOUNDARY = '----testboundary7MA4YWxkTrZu0gW';

/** A multipart body streamed from a generator: fields, then files of `size` pseudo-random bytes. */
function multipartBody(fields: Record<string, string>, files: Array<{ name: string; type: string; size: number; seed: number }>) {
  const hash = createHash('sha256');
  async function* parts(): AsyncGenerator<Buffer> {
    for (const [name, value] of Object.entries(fields)) yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    for (const file of files) {
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`);
      let sent = 0;
      let x = file.seed;
      while (sent < file.size) {
        const chunk = Buffer.alloc(Math.min(64 * 1024, file.size - sent));
        for (let i = 0; i < chunk.length; i++) {
          x = (x * 1103515245 + 12345) >>> 0;
          chunk[i] = x >>> 24;
        }
        hash.update(chunk);
        sent += chunk.length;
        yield chunk;
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${BOUNDARY}--\r\n`);
  }
  return { body: Readable.from(parts()), digest: () => hash.digest('hex') };
}

async function upload(cookie: string, fields: Record<string, string>, files: Parameters<typeof multipartBody>[1]) {
  const { body, digest } = multipartBody(fields, files);
  const res = await request(`${base}/api/files`, { method: 'POST', headers: { ...CSRF, cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body });
  const text = await res.body.text();
  return { status: res.statusCode, json: text ? JSON.parse(text) : null, digest };
}

t.test('a client sees only their own documents; staff name the client', async (t) => {
  const client = await bff.as('Client');
  const own = await bff.app.inject({ method: 'GET', url: '/api/files', headers: { cookie: client } });
  t.equal(own.statusCode, 200);
  t.ok(own.json().items.length > 0, 'the demo client has documents');
  t.match(own.json().items[0], { id: Number, filename: String, createdAt: String, contentType: String });
  t.equal((await bff.app.inject({ method: 'GET', url: '/api/files?userId=4', headers: { cookie: client } })).statusCode, 200, 'their own id is fine');
  t.equal((await bff.app.inject({ method: 'GET', url: '/api/files?userId=5', headers: { cookie: client } })).statusCode, 404, "another person's files: out of reach, 404");
  const other = bff.demo.store.data.files.find((f) => f.userId !== 4)!;
  t.equal((await bff.app.inject({ method: 'GET', url: `/api/files/${other.id}/download`, headers: { cookie: client } })).statusCode, 404);
  // The same address opened in the browser (a link followed, an address typed): the product's page, not JSON.
  const asPage = await bff.app.inject({ method: 'GET', url: `/api/files/${other.id}/download`, headers: { cookie: client, 'sec-fetch-dest': 'document', accept: 'text/html,application/xhtml+xml' } });
  t.equal(asPage.statusCode, 302);
  t.equal(new URL(asPage.headers.location as string, `http://bff.test/api/files/${other.id}/download`).pathname, '/misc/not-authorized', 'to the "not authorized" page');
  t.equal(asPage.headers['set-cookie'], undefined, 'the session is kept');
  const missing = await bff.app.inject({ method: 'GET', url: '/api/files/999999/download', headers: { cookie: client, accept: 'text/html' } });
  t.equal(missing.statusCode, 302, 'a document that does not exist too (an older browser: Accept alone)');
  const fetched = await bff.app.inject({ method: 'GET', url: `/api/files/${other.id}/download`, headers: { cookie: client, 'sec-fetch-dest': 'empty', accept: '*/*' } });
  t.equal(fetched.json().error, 'not_found', "the app's own call still gets JSON");
  const ownFile = own.json().items[0];
  const opened = await bff.app.inject({ method: 'GET', url: `/api/files/${ownFile.id}/download?inline=1`, headers: { cookie: client, 'sec-fetch-dest': 'document' } });
  t.equal(opened.statusCode, 200, 'their own document opens');
  t.equal((await bff.app.inject({ method: 'DELETE', url: `/api/files/${other.id}`, headers: { cookie: client, ...CSRF } })).statusCode, 404);
  t.ok(bff.demo.store.data.files.some((f) => f.id === other.id), 'the refused delete changed nothing');
  const consultant = await bff.as('Consultant');
  t.equal((await bff.app.inject({ method: 'GET', url: '/api/files', headers: { cookie: consultant } })).statusCode, 400, 'staff must name the client');
  t.equal((await bff.app.inject({ method: 'GET', url: '/api/files?userId=4', headers: { cookie: consultant } })).json().items.length, own.json().items.length);
  t.equal((await bff.app.inject({ method: 'GET', url: '/api/files' })).statusCode, 401);
});

t.test('a 15 MB upload streams through: the BFF process\'s memory stays flat', async (t) => {
  // An upstream that only counts what it receives; the BFF runs in its own process (small young
  // generation, so garbage does not pile up between collections) and we watch its resident memory.
  let received = 0;
  const sink = createServer((req, res) => {
    if (req.url?.startsWith('/api/login')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ accessToken: 'tok', user: { id: 2, name: 'C', role: 'Consultant' } }));
      return;
    }
    // The owner's account, read to check it is a client the Consultant reaches.
    if (req.url?.startsWith('/api/users/120')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 120, name: 'Client C', email: 'c@c.fr', role: 'Client', parent_id: 2, created_at: '2026-01-01 10:00:00' }));
      return;
    }
    req.on('data', (chunk: Buffer) => (received += chunk.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"files":[{"id":1,"filename":"big.pdf","url":"/x/1-big.pdf","created_at":"2026-11-22 10:00:00"}]}'));
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => sink.close(resolve)));
  const server = await startServerProcess(
    { UPSTREAM_URL: `http://127.0.0.1:${(sink.address() as AddressInfo).port}/api`, SESSION_SECRET: TEST_SECRET },
    ['--max-semi-space-size=1', '--import', 'tsx', 'server/index.ts'],
  );
  t.teardown(() => server.stop());
  const url = server.url.replace(/\/$/, '');
  const login = await request(`${url}/login`, { method: 'POST', headers: { ...CSRF, 'content-type': 'application/json' }, body: '{"email":"c@x.fr","password":"x"}' });
  const cookie = String(login.headers['set-cookie']).split(';')[0];
  await login.body.dump();
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) * 1024;
  const send = async (size: number) => {
    const { body } = multipartBody({ userId: '120' }, [{ name: 'big.pdf', type: 'application/pdf', size, seed: 9 }]);
    const res = await request(`${url}/api/files`, { method: 'POST', headers: { ...CSRF, cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body });
    await res.body.dump();
    return res.statusCode;
  };

  t.equal(await send(2 * MB), 201, 'warm-up');
  // The growth of a busy machine's RSS is noisy (GC timing, other test files): the best of three
  // uploads is kept. A BFF that buffered the file would grow by 15 MB or more on every one of them.
  const peaks: number[] = [];
  for (let attempt = 0; attempt < 3 && !(peaks.length && Math.min(...peaks) < 10 * MB); attempt++) {
    const baseline = rss();
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, rss() - baseline)), 5);
    received = 0;
    t.equal(await send(15 * MB), 201);
    clearInterval(timer);
    t.ok(received > 15 * MB, `the upstream received ${(received / MB).toFixed(1)} MB`);
    peaks.push(peak);
  }
  const best = Math.min(...peaks);
  t.ok(best < 10 * MB, `the BFF's resident memory grew by ${(best / MB).toFixed(1)} MB at most while 15 MB went through (best of ${peaks.length})`);
});

t.test('upload 15 MB and download it back byte-identical', async (t) => {
  const cookie = await bff.as('Consultant');
  const sent = await upload(cookie, { userId: '120' }, [{ name: 'Relevé de carrière complet.pdf', type: 'application/pdf', size: 15 * MB, seed: 7 }]);
  t.equal(sent.status, 201, JSON.stringify(sent.json));
  const stored = sent.json.items[0] as StoredFile;
  t.match(stored, { filename: 'Relevé de carrière complet.pdf', contentType: 'application/pdf' });

  const res = await request(`${base}/api/files/${stored.id}/download?userId=120`, { headers: { cookie } });
  t.equal(res.statusCode, 200);
  t.match(String(res.headers['content-disposition']), /^attachment; filename="Releve de carriere complet.pdf"; filename\*=UTF-8''Relev%C3%A9%20de%20carri%C3%A8re%20complet.pdf$/);
  t.equal(res.headers['content-type'], 'application/pdf');
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of res.body) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  t.equal(bytes, 15 * MB);
  t.equal(hash.digest('hex'), sent.digest(), 'byte-identical');
  const inline = await request(`${base}/api/files/${stored.id}/download?userId=120&inline=1`, { headers: { cookie } });
  await inline.body.dump();
  t.match(String(inline.headers['content-disposition']), /^inline;/);
});

t.test('staff download a client’s file under its own name and type, without naming the owner (as the screens do)', async (t) => {
  const consultant = await bff.as('Consultant');
  const own = (await bff.app.inject({ method: 'GET', url: '/api/files?userId=4', headers: { cookie: consultant } })).json().items as StoredFile[];
  const pdf = own.find((f) => f.filename.endsWith('.pdf'));
  if (!pdf) throw new Error('the demo client has a PDF');
  for (const query of ['', '?inline=1', '?userId=4']) {
    const res = await request(`${base}/api/files/${pdf.id}/download${query}`, { headers: { cookie: consultant } });
    await res.body.dump();
    t.equal(res.statusCode, 200, query);
    t.equal(res.headers['content-type'], 'application/pdf', `${query}: the PDF's type, so "Ouvrir" shows it`);
    t.match(String(res.headers['content-disposition']), `filename*=UTF-8''${encodeURIComponent(pdf.filename)}`, `${query}: its name`);
  }
  // The owner gets exactly the same headers.
  const client = await bff.as('Client');
  const mine = await request(`${base}/api/files/${pdf.id}/download`, { headers: { cookie: client } });
  await mine.body.dump();
  const staff = await request(`${base}/api/files/${pdf.id}/download`, { headers: { cookie: consultant } });
  await staff.body.dump();
  t.equal(staff.headers['content-disposition'], mine.headers['content-disposition']);
  t.equal(staff.headers['content-type'], mine.headers['content-type']);

  // A file just uploaded by staff downloads under its name too.
  const sent = await upload(consultant, { userId: '120' }, [{ name: 'Relevé de carrière Lemaître.pdf', type: 'application/pdf', size: 1000, seed: 3 }]);
  const stored = sent.json.items[0] as StoredFile;
  const fresh = await request(`${base}/api/files/${stored.id}/download`, { headers: { cookie: consultant } });
  await fresh.body.dump();
  t.equal(fresh.headers['content-type'], 'application/pdf');
  t.match(String(fresh.headers['content-disposition']), /^attachment; filename="Releve de carriere Lemaitre.pdf"; filename\*=UTF-8''Relev%C3%A9%20de%20carri%C3%A8re%20Lema%C3%AEtre.pdf$/);
});

t.test('several files in one upload; 413 over 20 MB and 415 for other types, nothing stored', async (t) => {
  const cookie = await bff.as('Expert');
  // One of the Expert's clients (another expert's is out of her reach: reach-matrix.test.ts).
  const hers = String(bff.demo.store.data.users.find((u) => u.role === 'Client' && u.parent_id === 3 && u.id !== 4)!.id);
  const before = bff.demo.store.data.files.length;
  const two = await upload(cookie, { userId: hers }, [
    { name: 'Bulletin.png', type: 'image/png', size: 2000, seed: 1 },
    { name: 'Tableau.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 3000, seed: 2 },
  ]);
  t.equal(two.status, 201);
  t.same(two.json.items.map((f: StoredFile) => f.filename), ['Bulletin.png', 'Tableau.xlsx']);
  t.equal(bff.demo.store.data.files.length, before + 2);

  // 20 Mo are 20 000 000 octets, as every label counts them: 21 000 000 are over, 20 000 000 are not.
  const big = await upload(cookie, { userId: hers }, [{ name: 'Enorme.pdf', type: 'application/pdf', size: 21_000_000, seed: 3 }]);
  t.equal(big.status, 413);
  t.same(big.json, { error: 'payload_too_large', message: 'Fichier trop volumineux : 20 Mo au maximum par fichier.' });
  t.equal((await upload(cookie, { userId: hers }, [{ name: 'Juste.pdf', type: 'application/pdf', size: 20_000_001, seed: 3 }])).status, 413, 'one octet over');
  const limit = await upload(cookie, { userId: hers }, [{ name: 'Limite.pdf', type: 'application/pdf', size: 20_000_000, seed: 3 }]);
  t.equal(limit.status, 201, '20 000 000 octets are 20 Mo');
  t.equal((await bff.app.inject({ method: 'DELETE', url: `/api/files/${limit.json.items[0].id}?userId=${hers}`, headers: { cookie, ...CSRF } })).statusCode, 204);
  const exe = await upload(cookie, { userId: hers }, [{ name: 'setup.exe', type: 'application/octet-stream', size: 100, seed: 4 }]);
  t.equal(exe.status, 415);
  t.equal(exe.json.error, 'unsupported_media_type');
  t.equal(bff.demo.store.data.files.length, before + 2, 'nothing stored by the refused uploads');

  const client = await bff.as('Client');
  t.equal((await upload(client, { userId: hers }, [{ name: 'a.txt', type: 'text/plain', size: 10, seed: 5 }])).status, 404, "a Client may not upload to another person's folder");
  const mine = await upload(client, {}, [{ name: 'Mon avis.txt', type: 'text/plain', size: 10, seed: 5 }]);
  t.equal(mine.status, 201, 'a Client uploads to their own folder');
  const noCsrf = await request(`${base}/api/files`, { method: 'POST', headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body: 'x' });
  await noCsrf.body.dump();
  t.equal(noCsrf.statusCode, 403);

  const id = two.json.items[0].id;
  t.equal((await bff.app.inject({ method: 'DELETE', url: `/api/files/${id}?userId=${hers}`, headers: { cookie, ...CSRF } })).statusCode, 204);
  t.equal((await bff.app.inject({ method: 'DELETE', url: `/api/files/${id}?userId=${hers}`, headers: { cookie, ...CSRF } })).statusCode, 404);
});

t.test('a download the upstream refuses with a body is a 502/404, and the dropped body does not crash the process', async (t) => {
  // Found by the fuzz test: the refused download's body was destroyed with no error listener, and
  // undici's abort error on it was an uncaught exception that ended the process.
  const { startStubUpstream } = await import('../helpers/stub-upstream.js');
  const { buildTestApp, sessionCookieOf } = await import('../helpers/app.js');
  const stub = await startStubUpstream();
  t.teardown(() => stub.close());
  stub.on('POST /login', { kind: 'json', body: { accessToken: 'tok', user: { id: 1, name: 'Admin', role: 'admin' } } });
  // The file is client 9's, as the firm API lists it: the BFF checks the owner before it opens the file.
  stub.on('GET /users/9', { kind: 'json', body: { id: 9, name: 'Client N', email: 'n@exemple.fr', role: 'Client', parent_id: 1, created_at: '2026-01-01 10:00:00' } });
  stub.on('GET /files', { kind: 'json', body: [{ id: 5, filename: 'releve.pdf', url: '/files/5-releve.pdf', created_at: '2026-11-01 10:00:00' }] });
  const { app } = await buildTestApp(t, stub.url);
  const cookie = sessionCookieOf(await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'a@exemple.fr', password: 'x' } }));
  for (const [status, expected] of [[500, 502], [404, 404], [503, 502], [204, 502], [301, 502], [422, 502]] as const) {
    stub.on('GET /downloadFile', { kind: 'handler', handle: (_req, res) => res.writeHead(status, { 'content-type': 'text/html' }).end(status === 204 || status === 301 ? undefined : '<h1>Whoops</h1>') });
    const res = await app.inject({ method: 'GET', url: '/api/files/5/download?userId=9', headers: { cookie } });
    t.equal(res.statusCode, expected, `upstream ${status}: ${expected}`);
    t.match(res.json(), { error: String, message: String });
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  t.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200, 'still alive');
});
