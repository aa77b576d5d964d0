/**
 * The exports' bounds (issue 34), through a BFF listening on a real socket in front of the demo firm
 * API, since a reader that does not read needs a real connection: a download opened and never read
 * no longer holds an export turn past EXPORT_IDLE_TIMEOUT_MS, one person holds at most their share of
 * the turns (cookie and token alike, on every export route), and a full line is a 503 with
 * Retry-After at once. The firm is big enough (12 000 contracts, 24 MB of CSV) that an unread
 * download fills every buffer between the BFF and its reader, as the red team's did.
 */
import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import t, { type Test } from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { seedDemoData } from '../../server/demo/data/seed.js';
import { sizeFor } from '../../server/demo/data/size.js';
import { buildDemoUpstream, type DemoUpstream } from '../../server/demo/upstream/app.js';
import { DemoStore } from '../../server/demo/upstream/store.js';
import { loadConfig } from '../../server/config.js';
import { EXPORT_MESSAGES } from '../../server/exports/export-turns.js';
import { CSRF, sessionCookieOf } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { uniqueEmail } from '../helpers/fixtures.js';

const CONTRACTS_CSV = '/api/contracts/export.csv';
const PASSWORD = 'Motdepasse2026!';
/** Generous: no answer expected here comes anywhere near it, even on a loaded machine. */
const BOUND_MS = 90_000;

let demo: DemoUpstream;
t.before(async () => {
  demo = buildDemoUpstream(new DemoStore(seedDemoData(new Date(), sizeFor(6000))));
  // Each contract with two kilobytes of notes: the admin's CSV is far more than a socket's buffers hold.
  const notes = 'Relevé de carrière à compléter, points Agirc-Arrco à vérifier. '.repeat(32);
  for (const contract of demo.store.data.contracts) contract.comment = `Étude retraite : ${notes}`;
  await demo.app.listen({ host: '127.0.0.1', port: 0 });
});
t.teardown(() => demo.app.close());

interface Listening extends DemoBff {
  base: string;
}

async function listening(t: Test, env: Record<string, string>): Promise<Listening> {
  const bff = await buildDemoBff(t, { LOGIN_RATE_LIMIT: '10000', ...env }, { demo });
  const base = await bff.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...bff, base };
}

/** A response whose body is not read yet: its socket stops reading once its buffers are full. */
function open(bff: Listening, path: string, headers: Record<string, string>, opened: Array<{ destroy(): void }> = []): Promise<IncomingMessage> {
  return within(new Promise((resolve, reject) => {
    const request = get(`${bff.base}${path}`, { headers, agent: false }, (res) => {
      res.pause();
      resolve(res);
    });
    opened.push(request);
    request.on('error', reject);
  }), `${path} answered`);
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** the whole body arrived (a chunked answer cut short is not complete) */
  complete: boolean;
  ms: number;
}

/** Reads the rest of a response; `slowly`: a pause after each quarter megabyte, as a slow link reads. */
function readAll(res: IncomingMessage, slowly?: { pauseMs: number }): Promise<Answer> {
  const started = Date.now();
  return within(new Promise((resolve) => {
    const parts: Buffer[] = [];
    let sincePause = 0;
    res.on('data', (chunk: Buffer) => {
      parts.push(chunk);
      sincePause += chunk.length;
      if (slowly && sincePause >= 256 * 1024) {
        sincePause = 0;
        res.pause();
        setTimeout(() => res.resume(), slowly.pauseMs);
      }
    });
    const done = () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(parts).toString('utf8'), complete: res.complete, ms: Date.now() - started });
    res.on('end', done);
    res.on('error', () => undefined);
    res.on('close', done);
    res.resume();
  }), 'the body read');
}

const fetchAll = async (bff: Listening, path: string, headers: Record<string, string>) => readAll(await open(bff, path, headers));

async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${BOUND_MS / 1000} s`)), BOUND_MS);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A new admin of the firm, created by the demo admin: another person who reaches every contract. */
async function newAdmin(bff: Listening): Promise<string> {
  const email = uniqueEmail('admin');
  const created = await bff.app.inject({ method: 'POST', url: '/api/members', headers: { ...CSRF, cookie: await bff.as('admin') }, payload: { name: 'Seconde Admin', email, role: 'admin', password: PASSWORD } });
  if (created.statusCode !== 201) throw new Error(`member refused: ${created.body}`);
  return sessionCookieOf(await bff.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email, password: PASSWORD } }));
}

const rowsOf = (answer: Answer) => answer.text.split('\r\n').length - 2;
/** Waits until the instance's line holds `waiting` exports (the test's own sequencing, not an assertion). */
async function untilWaiting(bff: Listening, waiting: number): Promise<void> {
  const deadline = Date.now() + BOUND_MS;
  while (bff.app.exportTurns.counts.waiting < waiting) {
    if (Date.now() > deadline) throw new Error(`never ${waiting} waiting`);
    await sleep(20);
  }
}

t.test('two downloads of one person left unread: the second is refused at once, and another person exports meanwhile', async (t) => {
  const bff = await listening(t, { EXPORT_IDLE_TIMEOUT_MS: '120000', EXPORT_QUEUE_WAIT_MS: '120000' });
  const opened: Array<{ destroy(): void }> = [];
  t.teardown(() => opened.forEach((request) => request.destroy()));
  const admin = { cookie: await bff.as('admin') };
  const token = await bff.app.inject({ method: 'POST', url: '/api/profile/tokens', headers: { ...CSRF, ...admin }, payload: { name: 'Script', scope: 'read', expiresInDays: 30 } });
  t.equal(token.statusCode, 201);

  const idle = await open(bff, CONTRACTS_CSV, admin, opened);
  t.equal(idle.statusCode, 200, 'the first download starts, and is never read');
  const secondIdle = await open(bff, CONTRACTS_CSV, admin, opened);
  t.equal(secondIdle.statusCode, 429, 'the same person’s second export is refused, not put in line');
  // Read only when refused: a second download answered 200 stays unread, as the red team's did.
  const second = secondIdle.statusCode === 429 ? JSON.parse((await readAll(secondIdle)).text) : 'a download';
  t.same(second, { error: 'too_many_exports', message: EXPORT_MESSAGES.tooManyExports });
  t.equal(secondIdle.headers['retry-after'], '120', 'with Retry-After: the idle deadline, the longest a stalled export of theirs holds its turn');

  const byToken = await fetchAll(bff, CONTRACTS_CSV, { authorization: `Bearer ${token.json().token}` });
  t.equal(byToken.status, 429, 'their API token is the same person');
  for (const path of ['/api/journal/export.csv', '/api/former-clients/export.csv', '/api/clients/101/export']) {
    t.equal((await fetchAll(bff, path, admin)).status, 429, `${path} counts in the same share`);
  }

  const other = await fetchAll(bff, CONTRACTS_CSV, { cookie: await bff.as('Consultant') });
  t.equal(other.status, 200, 'another person’s export is answered while the unread one stays open');
  t.ok(other.complete && rowsOf(other) > 100, `every row of theirs (${rowsOf(other)})`);
  const expert = await fetchAll(bff, '/api/former-clients/export.csv', { cookie: await bff.as('Expert') });
  t.ok(expert.status === 200 && expert.complete, 'and another’s, on another export route');
  opened.forEach((request) => request.destroy());
});

t.test('a full line is a 503 with Retry-After at once; a wait past its bound is one too', async (t) => {
  const bff = await listening(t, { EXPORTS_AT_ONCE: '2', EXPORT_QUEUE_LENGTH: '1', EXPORT_QUEUE_WAIT_MS: '4000', EXPORT_IDLE_TIMEOUT_MS: '120000' });
  const opened: Array<{ destroy(): void }> = [];
  t.teardown(() => opened.forEach((request) => request.destroy()));
  t.equal((await open(bff, CONTRACTS_CSV, { cookie: await bff.as('admin') }, opened)).statusCode, 200);
  t.equal((await open(bff, CONTRACTS_CSV, { cookie: await newAdmin(bff) }, opened)).statusCode, 200, 'two people’s unread downloads hold both turns');

  const expert = { cookie: await bff.as('Expert') };
  let waitedSettled = false;
  const waited = fetchAll(bff, CONTRACTS_CSV, { cookie: await bff.as('Consultant') }).finally(() => {
    waitedSettled = true;
  });
  await untilWaiting(bff, 1);
  const full = await fetchAll(bff, CONTRACTS_CSV, expert);
  t.notOk(waitedSettled, 'answered while the one in line still waits: at once');
  t.equal(full.status, 503, 'the line is full');
  t.same(JSON.parse(full.text), { error: 'exports_busy', message: EXPORT_MESSAGES.exportsBusy });
  t.match(full.headers['retry-after'], /^[1-9]\d*$/, 'Retry-After in seconds');

  const late = await waited;
  t.equal(late.status, 503, 'the one in line, past EXPORT_QUEUE_WAIT_MS, is refused too: never a silent long wait');
  t.equal(JSON.parse(late.text).error, 'exports_busy');
  t.match(late.headers['retry-after'], /^[1-9]\d*$/);
  opened.forEach((request) => request.destroy());
});

t.test('a download left unread is cut after the idle deadline; its turn passes to the one in line', async (t) => {
  const bff = await listening(t, { EXPORTS_AT_ONCE: '1', EXPORT_QUEUE_WAIT_MS: '120000', EXPORT_IDLE_TIMEOUT_MS: '1000' });
  const opened: Array<{ destroy(): void }> = [];
  t.teardown(() => opened.forEach((request) => request.destroy()));
  const cookie = await bff.as('admin');
  const idle = await open(bff, CONTRACTS_CSV, { cookie }, opened);
  t.equal(idle.statusCode, 200);

  const waiting = await fetchAll(bff, CONTRACTS_CSV, { cookie: await bff.as('Consultant') });
  t.equal(waiting.status, 200, 'the export in line gets the only turn once the unread one is given up');
  t.ok(waiting.complete && rowsOf(waiting) > 100, 'and is written whole');

  const abandoned = bff.logs.filter((line) => line.includes('export abandoned'));
  t.equal(abandoned.length, 1, 'the BFF says it gave one up');
  t.notOk(abandoned[0].includes(cookie.split('=')[1]), 'without the cookie');
  t.match(JSON.parse(abandoned[0]), { level: 40, route: CONTRACTS_CSV, idleTimeoutMs: 1000 });

  const cut = await readAll(idle);
  t.notOk(cut.complete, 'read at last, the unread download ends cut short: its connection was closed');
  t.ok(rowsOf(cut) < demo.store.data.contracts.length, `${rowsOf(cut)} of ${demo.store.data.contracts.length} rows`);
});

t.test('a slow reader that keeps reading finishes, however long past the idle deadline it takes', async (t) => {
  const bff = await listening(t, { EXPORTS_AT_ONCE: '1', EXPORT_IDLE_TIMEOUT_MS: '2000' });
  const slow = await readAll(await open(bff, CONTRACTS_CSV, { cookie: await bff.as('admin') }), { pauseMs: 150 });
  t.equal(slow.status, 200);
  t.ok(slow.complete, 'the whole answer arrived');
  t.equal(rowsOf(slow), demo.store.data.contracts.length, 'every contract');
  t.ok(slow.ms > 3 * 2000, `it took ${slow.ms} ms, several idle deadlines`);
  t.notOk(bff.logs.some((line) => line.includes('export abandoned')), 'and was never given up');
});

t.test('every export route documents its refusals; the settings are read and checked', async (t) => {
  const bff = await buildDemoBff(t);
  const doc = (await bff.app.inject({ method: 'GET', url: '/docs' })).json() as { paths: Record<string, { get?: { responses: Record<string, { description: string }> } }> };
  for (const path of ['/api/contracts/export.csv', '/api/former-clients/export.csv', '/api/journal/export.csv', '/api/clients/{id}/export']) {
    const responses = doc.paths[path].get!.responses;
    t.match(responses['429'].description, /too_many_exports.*Retry-After/, `${path}: 429`);
    t.match(responses['503'].description, /exports_busy.*Retry-After.*store_unavailable/, `${path}: 503`);
  }
  t.same(loadConfig({}).exports, { atOnce: 2, queueLength: 4, queueWaitMs: 10_000, idleTimeoutMs: 10_000 }, 'the defaults');
  t.throws(() => loadConfig({ EXPORT_IDLE_TIMEOUT_MS: '10s' }), { message: /^EXPORT_IDLE_TIMEOUT_MS: must be a whole number/ });
  t.throws(() => loadConfig({ EXPORTS_AT_ONCE: '0' }), { message: /^EXPORTS_AT_ONCE: must be between 1 and 64/ });
});
