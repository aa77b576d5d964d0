import { spawn } from 'node:child_process';
import t from 'tap';
import { resolve } from 'node:path';
import { loadConfig } from '../../server/config.js';

const SECRET = 's'.repeat(32);

t.test('defaults: demo mode on 127.0.0.1:3000 with a random secret', async (t) => {
  const config = loadConfig({});
  t.match(config, {
    port: 3000,
    host: '127.0.0.1',
    upstreamUrl: null,
    sessionSecretGenerated: true,
    sessionTtlS: 28800,
    trustProxy: false,
    cookieSecure: 'auto',
    basePath: '/',
    upstreamTimeoutMs: 10000,
    upstreamListTtlS: 30,
    upstreamMaxListBytes: 512 * 1024 * 1024,
    loginRateLimit: 10,
    logLevel: 'info',
    metricsPort: null,
    redisUrl: null,
    database: { engine: 'sqlite', dataDir: null },
    journalKey: config.sessionSecret,
    journalPreviousKeys: [],
    demoClients: null,
  });
  t.ok(config.sessionSecret.length >= 32);
  t.not(loadConfig({}).sessionSecret, config.sessionSecret, 'a new secret per start');
});

t.test('production (NODE_ENV=production) refuses to start the demo unless DEMO=true says it is on purpose', async (t) => {
  t.throws(() => loadConfig({ NODE_ENV: 'production' }), { message: 'UPSTREAM_URL: is required when NODE_ENV=production (set DEMO=true to run the demo on purpose)' });
  t.throws(() => loadConfig({ NODE_ENV: 'production', DEMO: 'false' }), { message: /^UPSTREAM_URL: is required/ });
  t.equal(loadConfig({ NODE_ENV: 'production', DEMO: 'true' }).upstreamUrl, null, 'DEMO=true: the demo');
  t.equal(loadConfig({ NODE_ENV: 'production', DEMO: 'TRUE' }).upstreamUrl, null, 'in any case');
  t.equal(loadConfig({ NODE_ENV: 'production', UPSTREAM_URL: 'https://crm.example.fr/api', SESSION_SECRET: SECRET }).upstreamUrl, 'https://crm.example.fr/api', 'a firm API: as before');
  t.equal(loadConfig({ NODE_ENV: 'production', UPSTREAM_URL: 'https://crm.example.fr/api', SESSION_SECRET: SECRET, DEMO: 'false' }).upstreamUrl, 'https://crm.example.fr/api');
  t.equal(loadConfig({}).upstreamUrl, null, 'no NODE_ENV (npm start, a fresh clone): the demo, as before');
  t.equal(loadConfig({ NODE_ENV: 'development' }).upstreamUrl, null);
  t.throws(() => loadConfig({ DEMO: 'yes' }), { message: 'DEMO: must be true or false, got "yes"' });
  t.throws(() => loadConfig({ DEMO: 'false' }), { message: 'UPSTREAM_URL: is required when DEMO=false' }, 'DEMO=false and no firm API: nothing to run');
  t.throws(() => loadConfig({ DEMO: 'true', UPSTREAM_URL: 'https://crm.example.fr/api', SESSION_SECRET: SECRET }), { message: /^DEMO: true starts the embedded demo, which UPSTREAM_URL replaces/ });
});

t.test('an empty variable counts as unset', async (t) => {
  const config = loadConfig({ PORT: '', UPSTREAM_URL: '', SESSION_SECRET: '', BASE_PATH: ' ', TRUST_PROXY: '' });
  t.equal(config.port, 3000);
  t.equal(config.upstreamUrl, null);
  t.equal(config.basePath, '/');
});

t.test('values are read and normalised', async (t) => {
  const config = loadConfig({
    PORT: '8080',
    HOST: '0.0.0.0',
    UPSTREAM_URL: 'https://crm.example.fr/api/',
    SESSION_SECRET: SECRET,
    SESSION_TTL_S: '3600',
    TRUST_PROXY: '10.0.0.1, 192.168.0.0/16',
    COOKIE_SECURE: 'true',
    BASE_PATH: '/crm',
    UPSTREAM_TIMEOUT_MS: '2500',
    UPSTREAM_LIST_TTL_S: '0',
    UPSTREAM_MAX_LIST_MB: '64',
    LOGIN_RATE_LIMIT: '5',
    LOG_LEVEL: 'warn',
  });
  t.match(config, {
    port: 8080,
    host: '0.0.0.0',
    upstreamUrl: 'https://crm.example.fr/api',
    sessionSecret: SECRET,
    sessionSecretGenerated: false,
    sessionTtlS: 3600,
    trustProxy: ['10.0.0.1', '192.168.0.0/16'],
    cookieSecure: true,
    basePath: '/crm/',
    upstreamTimeoutMs: 2500,
    upstreamListTtlS: 0,
    upstreamMaxListBytes: 64 * 1024 * 1024,
    loginRateLimit: 5,
    logLevel: 'warn',
  });
  t.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true, 'TRUST_PROXY=true is the boolean');
});

const bad: Array<[Record<string, string>, string]> = [
  [{ PORT: 'abc' }, 'PORT'],
  [{ PORT: '70000' }, 'PORT'],
  [{ PORT: '-1' }, 'PORT'],
  [{ UPSTREAM_URL: 'not a url', SESSION_SECRET: SECRET }, 'UPSTREAM_URL'],
  [{ UPSTREAM_URL: 'ftp://x.fr/api', SESSION_SECRET: SECRET }, 'UPSTREAM_URL'],
  [{ UPSTREAM_URL: 'https://crm.example.fr/api' }, 'SESSION_SECRET'],
  [{ UPSTREAM_URL: 'https://crm.example.fr/api', SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
  [{ SESSION_TTL_S: '8h' }, 'SESSION_TTL_S'],
  [{ UPSTREAM_LIST_TTL_S: '-1' }, 'UPSTREAM_LIST_TTL_S'],
  [{ UPSTREAM_LIST_TTL_S: '100000' }, 'UPSTREAM_LIST_TTL_S'],
  [{ UPSTREAM_MAX_LIST_MB: '0' }, 'UPSTREAM_MAX_LIST_MB'],
  [{ UPSTREAM_MAX_LIST_MB: 'lots' }, 'UPSTREAM_MAX_LIST_MB'],
  [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
  [{ TRUST_PROXY: 'proxy.example.fr' }, 'TRUST_PROXY'],
  [{ COOKIE_SECURE: 'yes' }, 'COOKIE_SECURE'],
  [{ BASE_PATH: 'crm' }, 'BASE_PATH'],
  [{ BASE_PATH: '/a/../b' }, 'BASE_PATH'],
  [{ UPSTREAM_TIMEOUT_MS: '0' }, 'UPSTREAM_TIMEOUT_MS'],
  [{ LOGIN_RATE_LIMIT: 'many' }, 'LOGIN_RATE_LIMIT'],
  [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
  [{ FIRM_SIRET: '123 456 789' }, 'FIRM_SIRET'],
  [{ FIRM_SIRET: '1234567890123X' }, 'FIRM_SIRET'],
  [{ FIRM_ORIAS: '1234567' }, 'FIRM_ORIAS'],
  [{ FIRM_ORIAS: 'ORIAS-12' }, 'FIRM_ORIAS'],
  [{ FIRM_PHONE: 'appelez-nous' }, 'FIRM_PHONE'],
  [{ FIRM_PHONE: '12' }, 'FIRM_PHONE'],
  [{ FIRM_EMAIL: 'contact-at-cabinet' }, 'FIRM_EMAIL'],
  [{ METRICS_PORT: 'ninety' }, 'METRICS_PORT'],
  [{ METRICS_PORT: '0' }, 'METRICS_PORT'],
  [{ PORT: '3000', METRICS_PORT: '3000' }, 'METRICS_PORT'],
  [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
  [{ REDIS_URL: 'http://redis:6379' }, 'REDIS_URL'],
  [{ REDIS_URL: 'redis://redis:99999' }, 'REDIS_URL'],
  [{ REDIS_URL: 'redis://redis:6379/zero' }, 'REDIS_URL'],
  [{ REDIS_URL: 'redis://redis:6379/0?family=6' }, 'REDIS_URL'],
  [{ REDIS_URL: 'redis://redis:6379/0' }, 'REDIS_URL'],
  [{ DATABASE_URL: 'db.internal:5432/backoffice', SESSION_SECRET: SECRET }, 'DATABASE_URL'],
  [{ DATABASE_URL: 'mysql://db.internal/backoffice', SESSION_SECRET: SECRET }, 'DATABASE_URL'],
  [{ DATABASE_URL: 'postgres:///backoffice', SESSION_SECRET: SECRET }, 'DATABASE_URL'],
  [{ DATABASE_URL: 'postgres://db.internal/backoffice' }, 'SESSION_SECRET'],
  [{ JOURNAL_KEY: 'k'.repeat(31) }, 'JOURNAL_KEY'],
  [{ UPSTREAM_URL: 'https://crm.example.fr/api', SESSION_SECRET: SECRET, JOURNAL_KEY: 'short' }, 'JOURNAL_KEY'],
  [{ DEMO_CLIENTS: '0' }, 'DEMO_CLIENTS'],
  [{ DEMO_CLIENTS: '100001' }, 'DEMO_CLIENTS'],
  [{ DEMO_CLIENTS: '30 000' }, 'DEMO_CLIENTS'],
  [{ DEMO_CLIENTS: '2.5' }, 'DEMO_CLIENTS'],
  [{ DEMO_CLIENTS: 'many' }, 'DEMO_CLIENTS'],
];

t.test('METRICS_PORT is read as a port', async (t) => {
  t.equal(loadConfig({ METRICS_PORT: '9464' }).metricsPort, 9464);
});

t.test('DEMO_CLIENTS: unset is the usual demo firm; 1 to 100 000 clients; the refusal says the range', async (t) => {
  t.equal(loadConfig({ DEMO_CLIENTS: '' }).demoClients, null);
  t.equal(loadConfig({ DEMO_CLIENTS: '1' }).demoClients, 1);
  t.equal(loadConfig({ DEMO_CLIENTS: '30000' }).demoClients, 30000);
  t.equal(loadConfig({ DEMO_CLIENTS: '100000' }).demoClients, 100000);
  t.throws(() => loadConfig({ DEMO_CLIENTS: '200000' }), { message: 'DEMO_CLIENTS: must be between 1 and 100000, got 200000' });
});
for (const [env, variable] of bad) {
  t.test(`${JSON.stringify(env)} is refused, naming ${variable}`, async (t) => {
    t.throws(() => loadConfig(env), { name: 'ConfigError', variable, message: new RegExp(`^${variable}: `) });
  });
}

/** Several instances (REDIS_URL) keep their records in PostgreSQL. */
const POSTGRES = { DATABASE_URL: 'postgres://bff:pw@db.internal:5432/backoffice', SESSION_SECRET: SECRET };

t.test('REDIS_URL: unset is the memory store; redis:// and rediss:// with a database; a refusal never echoes the password', async (t) => {
  t.equal(loadConfig({}).redisUrl, null);
  t.equal(loadConfig({ REDIS_URL: 'redis://redis.internal:6379/2', ...POSTGRES }).redisUrl, 'redis://redis.internal:6379/2');
  t.equal(loadConfig({ REDIS_URL: 'rediss://:pw@redis.example.fr', ...POSTGRES }).redisUrl, 'rediss://:pw@redis.example.fr');
  t.equal(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6380', ...POSTGRES }).redisUrl, 'redis://127.0.0.1:6380');
  const refused = [
    ...['http://:hunter2-secret@redis:6379', 'redis://:hunter2-secret@redis:6379/db', 'redis://:hunter2-secret@redis:70000'].flatMap((raw) => [{ REDIS_URL: raw }, { REDIS_URL: raw, ...POSTGRES }]),
    { REDIS_URL: 'redis://:hunter2-secret@redis:6379' },
  ];
  for (const env of refused) {
    t.throws(() => loadConfig(env), { name: 'ConfigError', variable: 'REDIS_URL', message: /^REDIS_URL: / });
    try {
      loadConfig(env);
    } catch (err) {
      t.notMatch((err as Error).message, /hunter2/, `${env.REDIS_URL}: the password is not in the message`);
    }
  }
});

t.test('REDIS_URL without DATABASE_URL: several instances need PostgreSQL (with SQLite each would keep its own journal)', async (t) => {
  for (const env of [{ REDIS_URL: 'redis://redis.internal:6379/2' }, { REDIS_URL: 'redis://redis.internal:6379/2', UPSTREAM_URL: 'https://crm.example.fr/api', SESSION_SECRET: SECRET }, { REDIS_URL: 'redis://redis.internal:6379/2', SESSION_SECRET: SECRET, DATA_DIR: '/var/lib/backoffice' }]) {
    t.throws(() => loadConfig(env), { name: 'ConfigError', variable: 'REDIS_URL', message: /^REDIS_URL: several instances need PostgreSQL: set DATABASE_URL=postgres:\/\// }, JSON.stringify(env));
  }
  t.match(loadConfig({ REDIS_URL: 'redis://redis.internal:6379/2', ...POSTGRES }).database, { engine: 'postgres' }, 'with DATABASE_URL it starts');
});

t.test('DATABASE_URL: postgres:// or postgresql://, kept as given; a refusal never echoes the password', async (t) => {
  for (const url of ['postgres://bff:pw@db.internal:5432/backoffice', 'postgresql://db.internal/backoffice', 'postgres:///backoffice?host=/var/run/postgresql']) {
    t.same(loadConfig({ DATABASE_URL: url, SESSION_SECRET: SECRET }).database, { engine: 'postgres', url }, url);
  }
  t.same(loadConfig({ DATABASE_URL: ' ', SESSION_SECRET: SECRET, UPSTREAM_URL: 'https://crm.example.fr/api' }).database, { engine: 'sqlite', dataDir: resolve('data') }, 'empty: unset');
  for (const raw of ['mysql://bff:hunter2-secret@db/backoffice', 'postgres://bff:hunter2-secret@/backoffice', 'hunter2-secret']) {
    t.throws(() => loadConfig({ DATABASE_URL: raw, SESSION_SECRET: SECRET }), { name: 'ConfigError', variable: 'DATABASE_URL', message: /^DATABASE_URL: / });
    try {
      loadConfig({ DATABASE_URL: raw, SESSION_SECRET: SECRET });
    } catch (err) {
      t.notMatch((err as Error).message, /hunter2/, `${raw}: the password is not in the message`);
    }
  }
});

t.test('DATA_DIR: ./data by default with a firm API; in demo mode a new in-memory database unless it is set', async (t) => {
  const real = { UPSTREAM_URL: 'https://crm.example.fr/api', SESSION_SECRET: SECRET };
  t.same(loadConfig(real).database, { engine: 'sqlite', dataDir: resolve('data') });
  t.same(loadConfig({ ...real, DATA_DIR: '/var/lib/backoffice' }).database, { engine: 'sqlite', dataDir: '/var/lib/backoffice' });
  t.same(loadConfig({ ...real, DATA_DIR: 'records' }).database, { engine: 'sqlite', dataDir: resolve('records') }, 'a relative folder, from the working directory');
  t.same(loadConfig({}).database, { engine: 'sqlite', dataDir: null }, 'demo mode: in memory');
  t.same(loadConfig({ DATA_DIR: '/tmp/demo-records' }).database, { engine: 'sqlite', dataDir: '/tmp/demo-records' }, 'demo mode with DATA_DIR: kept there');
  t.same(loadConfig({ ...real, DATA_DIR: '/var/lib/backoffice', DATABASE_URL: 'postgres://db.internal/backoffice' }).database, { engine: 'postgres', url: 'postgres://db.internal/backoffice' }, 'DATABASE_URL wins');
});

t.test('JOURNAL_KEY: 32+ characters, else the session secret; JOURNAL_PREVIOUS_KEYS a comma list', async (t) => {
  const real = { UPSTREAM_URL: 'https://crm.example.fr/api', SESSION_SECRET: SECRET };
  t.equal(loadConfig(real).journalKey, SECRET, 'derived from SESSION_SECRET by default');
  t.equal(loadConfig({ ...real, JOURNAL_KEY: 'k'.repeat(32) }).journalKey, 'k'.repeat(32));
  t.throws(() => loadConfig({ ...real, JOURNAL_KEY: 'k'.repeat(31) }), { name: 'ConfigError', variable: 'JOURNAL_KEY', message: /^JOURNAL_KEY: must be at least 32 characters long/ });
  t.same(loadConfig({ ...real, JOURNAL_PREVIOUS_KEYS: ' old-key-one , old-key-two,,' }).journalPreviousKeys, ['old-key-one', 'old-key-two']);
  t.same(loadConfig(real).journalPreviousKeys, []);
  t.equal(loadConfig({ DATA_DIR: '/tmp/demo-records' }).journalKey, null, 'a demo kept in DATA_DIR: its key is kept beside its database');
  t.throws(() => loadConfig({ DATABASE_URL: 'postgres://db.internal/backoffice' }), { name: 'ConfigError', variable: 'SESSION_SECRET', message: /DATABASE_URL/ }, 'a generated secret cannot key a journal kept in PostgreSQL');
  t.equal(loadConfig({ DATABASE_URL: 'postgres://db.internal/backoffice', JOURNAL_KEY: 'k'.repeat(32) }).journalKey, 'k'.repeat(32), 'unless JOURNAL_KEY is given');
});

t.test('firm identity: demo values in demo mode, unset = not shown with an upstream, spaces accepted', async (t) => {
  const demo = loadConfig({}).firm;
  t.equal(demo.name, 'Retraite Conseil');
  t.match(demo.address, /Paris/);
  t.match(demo.siret, /^\d{14}$/);
  t.match(demo.orias, /^\d{8}$/);

  const real = { UPSTREAM_URL: 'https://crm.example.fr/api', SESSION_SECRET: SECRET };
  t.same(loadConfig(real).firm, {}, 'nothing shown when the firm is not configured');
  t.same(
    loadConfig({ ...real, FIRM_NAME: 'Cabinet Roche', FIRM_ADDRESS: '2 rue Vieille, 69001 Lyon', FIRM_SIRET: '732 829 320 00074', FIRM_ORIAS: '07 001 234', FIRM_PHONE: '+33 4 78 00 00 00', FIRM_EMAIL: 'accueil@roche.fr' }).firm,
    { name: 'Cabinet Roche', address: '2 rue Vieille, 69001 Lyon', siret: '73282932000074', orias: '07001234', phone: '+33 4 78 00 00 00', email: 'accueil@roche.fr' },
  );
  t.same(loadConfig({ FIRM_NAME: 'Autre cabinet' }).firm.name, 'Autre cabinet', 'a set value wins over the demo value');
});

t.test('a bad firm number stops start-up with one line naming it', async (t) => {
  const { code, stderr } = await start({ FIRM_ORIAS: '123' });
  t.not(code, 0);
  const lines = stderr.split('\n').filter((l) => l.trim() !== '' && !l.includes('EBADENGINE'));
  t.equal(lines.length, 1, stderr);
  t.match(lines[0], 'FIRM_ORIAS');
});

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

t.test('a bad value stops the process with a non-zero exit and one line naming the variable', async (t) => {
  const cases: Array<[Record<string, string>, string]> = [
    [{ PORT: 'abc' }, 'PORT'],
    [{ UPSTREAM_URL: 'https://crm.example.fr/api', SESSION_SECRET: 'too-short' }, 'SESSION_SECRET'],
    [{ UPSTREAM_URL: 'http//broken' }, 'UPSTREAM_URL'],
    [{ DEMO_CLIENTS: '-5' }, 'DEMO_CLIENTS'],
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ DATABASE_URL: 'mysql://db/backoffice', SESSION_SECRET: SECRET }, 'DATABASE_URL'],
    [{ NODE_ENV: 'production' }, 'UPSTREAM_URL: is required when NODE_ENV=production (set DEMO=true to run the demo on purpose)'],
    [{ NODE_ENV: 'production', DEMO: 'oui' }, 'DEMO: must be true or false'],
  ];
  for (const [env, variable] of cases) {
    const { code, stderr } = await start(env);
    t.not(code, 0, `${variable}: non-zero exit`);
    const lines = stderr.split('\n').filter((l) => l.trim() !== '' && !l.includes('EBADENGINE'));
    t.equal(lines.length, 1, `${variable}: one line (${stderr})`);
    t.match(lines[0], variable);
  }
});
