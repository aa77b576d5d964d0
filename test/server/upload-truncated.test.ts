/**
 * An upload whose body is cut short (issue 34): the connection ends before its Content-Length, or the
 * multipart body never reaches its close delimiter. A 400 in the BFF's shape, never a 500, and no file
 * kept by the firm API (the ones already stored by the request are deleted). Over real sockets (the
 * sender half-closes) and through inject.
 */
import { connect } from 'node:net';
import t from 'tap';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';

const BOUNDARY = '----cutboundary0123456789';
const INCOMPLETE = { error: 'invalid_request', message: 'Envoi incomplet : le fichier n’a pas été reçu en entier. Aucun fichier n’a été enregistré.' };

let bff: DemoBff;
let port: number;
let cookie: string;
t.before(async () => {
  bff = await buildDemoBff(t);
  port = Number(new URL(await bff.app.listen({ host: '127.0.0.1', port: 0 })).port);
  cookie = await bff.as('Client');
});

const part = (name: string, size: number) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`),
    Buffer.alloc(size, 'a'),
    Buffer.from('\r\n'),
  ]);
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);
/** The firm API's files, as the test reads them directly, and the client's list through the BFF. */
const firmFiles = () => bff.demo.store.data.files.map((f) => f.id).join(',');
const listed = async () => (await bff.app.inject({ method: 'GET', url: '/api/files', headers: { cookie } })).json().items.length as number;

/** POSTs /api/files over a socket of its own: the head (with that Content-Length), the bytes, then (after `pauseMs`) a half-close. */
function sendRaw(body: Buffer, contentLength: number, pauseMs = 0): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/files HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nX-CSRF: 1\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${contentLength}\r\n\r\n`,
      );
      socket.write(body);
      setTimeout(() => socket.end(), pauseMs);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString();
      const [head, ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      try {
        resolve({ status, json: JSON.parse(rest.join('\r\n\r\n')) });
      } catch {
        reject(new Error(`not a JSON answer: ${text}`));
      }
    });
  });
}

const injectUpload = (payload: Buffer) =>
  bff.app.inject({ method: 'POST', url: '/api/files', headers: { ...CSRF, cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload });

t.test('a socket closed before the Content-Length it announced: 400 in the BFF shape, no file kept', async (t) => {
  const before = firmFiles();
  const body = Buffer.concat([part('releve.txt', 300_000), closing]);
  // Half of it sent: the firm API's upload has begun when the sender stops.
  const answer = await sendRaw(body.subarray(0, 150_000), body.length);
  t.equal(answer.status, 400);
  t.same(answer.json, { error: 'invalid_request', message: 'Envoi incomplet : la requête n’a pas été reçue en entier.' });
  t.equal(firmFiles(), before, 'the firm API keeps no part of the file');
});

t.test('a multipart body with no close delimiter, the connection ended: 400, no file kept', async (t) => {
  const before = firmFiles();
  const count = await listed();
  const cutInFile = Buffer.concat([part('premier.txt', 1000), part('second.txt', 200_000)]).subarray(0, -1000);
  const inFile = await sendRaw(cutInFile, cutInFile.length);
  t.equal(inFile.status, 400, 'cut inside the second file');
  t.same(inFile.json, INCOMPLETE);
  const afterParts = Buffer.concat([part('premier.txt', 1000), part('second.txt', 1000)]);
  const betweenParts = await sendRaw(afterParts, afterParts.length);
  t.equal(betweenParts.status, 400, 'cut after two whole files, before the close delimiter (more may have been meant)');
  t.same(betweenParts.json, INCOMPLETE);
  // The first file stored upstream while the sender waits, then its body ends where a next part was to begin.
  const nextPart = Buffer.concat([part('premier.txt', 1000), Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nà suiv`)]);
  const afterStored = await sendRaw(nextPart, nextPart.length, 500);
  t.equal(afterStored.status, 400, 'cut after a whole file (already stored) and the delimiter of a next part');
  t.same(afterStored.json, INCOMPLETE);
  t.equal(firmFiles(), before, 'the files already stored by these requests were deleted');
  t.equal(await listed(), count);
});

t.test('through inject too: a body cut in a file, after it, in the delimiter, or between parts', async (t) => {
  const before = firmFiles();
  const whole = Buffer.concat([part('a.txt', 5000), part('b.txt', 5000), closing]);
  for (const [what, body] of [
    ['in the first file', whole.subarray(0, 3000)],
    ['in the second file', whole.subarray(0, 8000)],
    ['after the last file', whole.subarray(0, whole.length - closing.length)],
    ['within the close delimiter', whole.subarray(0, whole.length - 5)],
    ['after a whole file and the delimiter of a next part', Buffer.concat([part('a.txt', 5000), Buffer.from(`--${BOUNDARY}\r\n`)])],
    ['in a field after a whole file', Buffer.concat([part('a.txt', 5000), Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nà suiv`)])],
  ] as const) {
    const res = await injectUpload(body);
    t.equal(res.statusCode, 400, what);
    t.same(res.json(), INCOMPLETE, what);
  }
  t.equal(firmFiles(), before, 'nothing kept');
  const done = await injectUpload(whole);
  t.equal(done.statusCode, 201, 'the whole body is stored');
  t.same(done.json().items.map((f: { filename: string }) => f.filename), ['a.txt', 'b.txt']);
  const empty = await injectUpload(closing);
  t.same(empty.json(), { error: 'invalid_request', message: 'Aucun fichier reçu.' }, 'an empty form is whole: no file, not a cut');
});
