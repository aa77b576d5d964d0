/**
 * What no route sees is answered in the BFF's shape too (issue 34): a path or a query whose
 * percent-encoding is malformed (`/api/clients/%ff` was Fastify's own `{statusCode, code}` body), on
 * any path, signed in or not, whatever the method; and what Node's HTTP parser refuses, over a socket.
 */
import { connect } from 'node:net';
import t from 'tap';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';

const BAD_ENCODING = { error: 'invalid_request', message: 'Adresse invalide : un encodage « % » y est mal formé (« % » suivi de deux chiffres hexadécimaux, en UTF-8).' };

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

t.test('a malformed percent-encoding in the path or the query: 400 invalid_request in French, the JSON surface\'s headers', async (t) => {
  const cookie = await bff.as('admin');
  const urls = [
    '/api/clients/%ff', '/api/clients/%', '/api/clients/1%2', '/api/%c0%af', '/api/nothing/%ff', '/login%ff',
    '/pages/%ff', '/%', '/assets/%e9.js',
    '/api/tasks?filter=%zz', '/api/clients?q=%ff', '/api/clients?q=100%', '/api/search?q=%E9t%', '/pages/login?next=%',
  ];
  for (const url of urls) {
    for (const signedIn of [true, false]) {
      const res = await bff.app.inject({ method: 'GET', url, headers: signedIn ? { cookie } : {} });
      const who = signedIn ? 'signed in' : 'signed out';
      t.equal(res.statusCode, 400, `${url} (${who})`);
      t.same(res.json(), BAD_ENCODING, `${url} (${who}): the BFF's shape`);
      t.match(res.headers['content-type'], /^application\/json/);
      t.equal(res.headers['cache-control'], 'no-store');
    }
  }
  const write = await bff.app.inject({ method: 'PATCH', url: '/api/clients/%ff', headers: { cookie, ...CSRF }, payload: { city: 'Lyon' } });
  t.same([write.statusCode, write.json()], [400, BAD_ENCODING], 'a write too');
  t.equal((await bff.app.inject({ method: 'DELETE', url: '/api/clients/1?x=%', headers: { cookie, ...CSRF } })).statusCode, 400, 'nothing deleted');
});

t.test('a well-formed encoding still reaches its route', async (t) => {
  const cookie = await bff.as('admin');
  const search = await bff.app.inject({ method: 'GET', url: `/api/clients?q=${encodeURIComponent('Éléonore 100%')}`, headers: { cookie } });
  t.equal(search.statusCode, 200);
  const id = String(search.json().items[0]?.id ?? (await bff.app.inject({ method: 'GET', url: '/api/clients', headers: { cookie } })).json().items[0].id);
  const encoded = [...id].map((digit) => `%3${digit}`).join('');
  const card = await bff.app.inject({ method: 'GET', url: `/api/clients/${encoded}`, headers: { cookie } });
  t.same([card.statusCode, card.json().id], [200, Number(id)], `${encoded} is ${id}`);
  t.equal((await bff.app.inject({ method: 'GET', url: '/api/nothing%20here', headers: { cookie } })).json().error, 'not_found');
});

/** Raw bytes to the listening BFF; the answer's status and JSON body once the server closes. */
function exchange(port: number, bytes: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...body] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), json: JSON.parse(body.join('\r\n\r\n')) });
    });
  });
}

t.test("what Node's HTTP parser refuses is answered in the BFF's shape too", async (t) => {
  const port = Number(new URL(await bff.app.listen({ host: '127.0.0.1', port: 0 })).port);
  t.same(await exchange(port, 'GARBAGE / HTTP/1.1\r\n\r\n'), { status: 400, json: { error: 'invalid_request', message: 'Requête HTTP mal formée.' } }, 'a garbled request line');
  const headers = await exchange(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  t.same(headers, { status: 431, json: { error: 'headers_too_large', message: 'En-têtes de la requête trop volumineux.' } }, 'headers too large');
  const cut = await exchange(port, 'POST /login HTTP/1.1\r\nHost: x\r\nX-CSRF: 1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":');
  t.same(cut, { status: 400, json: { error: 'invalid_request', message: 'Envoi incomplet : la requête n’a pas été reçue en entier.' } }, 'a body cut short');
  t.equal((await bff.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200, 'still serving');
});
