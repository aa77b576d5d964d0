/**
 * Compressed answers (issue 20): the built assets' brotli and gzip copies, sent as the browser asks
 * with Vary: Accept-Encoding and their year-long cache kept; JSON over 1 KiB compressed on the fly;
 * the small hot answers and the document downloads sent as they are.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import t from 'tap';
import { buildTestApp, CSRF } from '../helpers/app.js';
import { buildDemoBff } from '../helpers/demo-bff.js';
import { startStubUpstream } from '../helpers/stub-upstream.js';

const SCRIPT = `console.log(${JSON.stringify('le back-office '.repeat(400))});`;

t.test('a built asset: the brotli copy when br is accepted, gzip else, itself when neither; Vary and the long cache always', async (t) => {
  const stub = await startStubUpstream();
  t.teardown(() => stub.close());
  const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), `<!doctype html><base href="/"><title>x</title>${'<!-- padding -->'.repeat(100)}`);
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  const { app } = await buildTestApp(t, stub.url, {}, { clientDir });
  const get = (encoding?: string) => app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });

  const br = await get('gzip, deflate, br');
  t.equal(br.headers['content-encoding'], 'br');
  t.equal(brotliDecompressSync(br.rawPayload).toString(), SCRIPT);
  t.ok(br.rawPayload.length < SCRIPT.length / 5, `${br.rawPayload.length} bytes instead of ${SCRIPT.length}`);
  const gz = await get('gzip');
  t.equal(gz.headers['content-encoding'], 'gzip');
  t.equal(gunzipSync(gz.rawPayload).toString(), SCRIPT);
  const plain = await get();
  t.equal(plain.headers['content-encoding'], undefined);
  t.equal(plain.body, SCRIPT);
  for (const answer of [br, gz, plain]) {
    t.match(answer.headers.vary, /accept-encoding/i, 'Vary: Accept-Encoding');
    t.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable', 'the hashed asset keeps its year-long cache');
    t.match(answer.headers['content-type'], /javascript/);
  }
  const page = await app.inject({ method: 'GET', url: '/app/user/clientslist', headers: { 'accept-encoding': 'br' } });
  t.equal(page.headers['content-encoding'], 'br', 'index.html too (over 1 KiB)');
  t.equal(page.headers['cache-control'], 'no-cache');
});

t.test('JSON over 1 KiB is compressed when asked; /session and /unread_count stay as they are; a download is never recompressed', async (t) => {
  const bff = await buildDemoBff(t);
  const cookie = await bff.as('admin');
  const list = await bff.app.inject({ method: 'GET', url: '/api/clients?perPage=25', headers: { cookie, 'accept-encoding': 'br, gzip' } });
  t.equal(list.headers['content-encoding'], 'br');
  const body = JSON.parse(brotliDecompressSync(list.rawPayload).toString());
  t.equal(body.items.length, 25);
  t.match(list.headers.vary, /accept-encoding/i);
  const gz = await bff.app.inject({ method: 'GET', url: '/api/clients?perPage=25', headers: { cookie, 'accept-encoding': 'gzip' } });
  t.equal(gz.headers['content-encoding'], 'gzip');
  t.same(JSON.parse(gunzipSync(gz.rawPayload).toString()), body);
  for (const url of ['/session', '/unread_count', '/healthz']) {
    const small = await bff.app.inject({ method: 'GET', url, headers: { cookie, 'accept-encoding': 'br, gzip' } });
    t.equal(small.headers['content-encoding'], undefined, `${url}: under the threshold, as it is`);
  }
  const owner = bff.demo.store.data.files[0];
  const download = await bff.app.inject({ method: 'GET', url: `/api/files/${owner.id}/download?userId=${owner.userId}`, headers: { cookie, 'accept-encoding': 'br, gzip' } });
  t.equal(download.statusCode, 200);
  t.equal(download.headers['content-encoding'], undefined, 'a document is sent as it is');
  t.same(download.rawPayload, owner.content);
  const post = await bff.app.inject({ method: 'POST', url: '/logout', headers: { ...CSRF, cookie } });
  t.equal(post.statusCode, 204);
});
