/** Environment -> typed, validated configuration. A bad value stops start-up with one clear line. */
import { randomBytes } from 'node:crypto';
import type { FirmIdentity } from '../shared/schemas/config.js';
import type { DatabaseLocation } from './db/database.js';
import { databaseLocation, journalKey } from './db/database-config.js';
import { exportLimits } from './exports/export-config.js';
import type { ExportLimits } from './exports/export-turns.js';
import { boolean, ConfigError, integer, MIN_SECRET_LENGTH, read, type Env } from './config-env.js';

export { ConfigError, MIN_SECRET_LENGTH } from './config-env.js';


export type CookieSecure = 'auto' | boolean;
export type TrustProxy = boolean | string[];
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** null: start the embedded demo upstream */
  upstreamUrl: string | null;
  sessionSecret: string;
  /** true when SESSION_SECRET was generated for this run (demo mode only) */
  sessionSecretGenerated: boolean;
  sessionTtlS: number;
  trustProxy: TrustProxy;
  cookieSecure: CookieSecure;
  /** always starts and ends with '/' */
  basePath: string;
  upstreamTimeoutMs: number;
  /** how long a whole list fetched from the firm API is answered before it is fetched again (a change made outside the BFF shows within it) */
  upstreamListTtlS: number;
  /** the largest whole-list answer of the firm API the BFF reads, in bytes */
  upstreamMaxListBytes: number;
  loginRateLimit: number;
  /** how long the journal keeps an entry (server/journal) */
  journalRetentionDays: number;
  logLevel: LogLevel;
  /** null: no metrics; otherwise Prometheus GET /metrics on this port only */
  metricsPort: number | null;
  /** null: the in-memory store; else redis:// or rediss:// (may hold a password: never log it) */
  redisUrl: string | null;
  /** the BFF's own records: SQLite in DATA_DIR (null: a new in-memory database, demo mode's default) or PostgreSQL (DATABASE_URL; may hold a password) */
  database: DatabaseLocation;
  /** keys the journal's chain (JOURNAL_KEY, or derived from SESSION_SECRET): never in the database; null: a demo's, kept in DATA_DIR */
  journalKey: string | null;
  /** the keys before a rotation (JOURNAL_PREVIOUS_KEYS, comma-separated): the entries they sealed still verify */
  journalPreviousKeys: string[];
  /** shown on printed contracts and in the footer; a field left unset is not shown */
  firm: FirmIdentity;
  /** null: the map draws its offline vector layer alone; else a tile server the CSP then allows (img-src) */
  mapTiles: MapTiles | null;
  /** demo mode only: how many clients the embedded demo firm holds; null: the usual demo data set (about 300) */
  demoClients: number | null;
  /** the exports' turns, line and deadlines, per instance (server/exports) */
  exports: ExportLimits;
}

/** MAP_TILE_URL (and MAP_TILE_ATTRIBUTION): a raster tile server for the map page. */
export interface MapTiles {
  /** the URL template as Leaflet reads it, e.g. https://tiles.example.fr/{z}/{x}/{y}.png */
  url: string;
  /** scheme://host[:port], added to the CSP's img-src */
  origin: string;
  /** shown in the map's corner; the tile server's own terms usually require one */
  attribution: string | null;
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function upstreamUrl(env: Env): string | null {
  const raw = read(env, 'UPSTREAM_URL');
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('UPSTREAM_URL', `is not a valid URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('UPSTREAM_URL', `must be an http:// or https:// URL, got "${raw}"`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError('UPSTREAM_URL', 'must not carry credentials, a query or a fragment');
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * No UPSTREAM_URL starts the embedded demo, whose passwords are published: in production
 * (NODE_ENV=production, as the Docker image sets it) only when DEMO=true says it is on purpose.
 */
function checkDemoMode(env: Env, upstream: string | null): void {
  const demo = read(env, 'DEMO') === undefined ? null : boolean(env, 'DEMO', false);
  if (upstream !== null && demo === true) throw new ConfigError('DEMO', 'true starts the embedded demo, which UPSTREAM_URL replaces: set one of them');
  if (upstream !== null || demo === true) return;
  if (demo === false) throw new ConfigError('UPSTREAM_URL', 'is required when DEMO=false');
  if (read(env, 'NODE_ENV')?.toLowerCase() === 'production') throw new ConfigError('UPSTREAM_URL', 'is required when NODE_ENV=production (set DEMO=true to run the demo on purpose)');
}

/** REDIS_URL: redis://[user:password@]host[:port][/db] or rediss://. Its errors never echo it (it may hold a password). */
function redisUrl(env: Env): string | null {
  const raw = read(env, 'REDIS_URL');
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('REDIS_URL', 'is not a valid URL (expected redis://host:port[/db] or rediss://...)');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConfigError('REDIS_URL', `must be a redis:// or rediss:// URL, got a ${url.protocol}// one`);
  }
  if (url.hostname === '') throw new ConfigError('REDIS_URL', 'names no host');
  if (url.search || url.hash) throw new ConfigError('REDIS_URL', 'must not carry a query or a fragment');
  if (!/^\/?(\d{1,2})?$/.test(url.pathname)) throw new ConfigError('REDIS_URL', 'the path must be a database number, e.g. redis://host:6379/0');
  return url.href;
}

function trustProxy(env: Env): TrustProxy {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) {
    throw new ConfigError('TRUST_PROXY', 'a hop count is not supported; use true or a comma list of proxy addresses/CIDRs');
  }
  const list = raw.split(',').map((part) => part.trim()).filter(Boolean);
  const address = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;
  const bad = list.find((part) => !address.test(part) && !['loopback', 'linklocal', 'uniquelocal'].includes(part));
  if (bad !== undefined) throw new ConfigError('TRUST_PROXY', `"${bad}" is not an IP address or CIDR`);
  return list;
}

function cookieSecure(env: Env): CookieSecure {
  const raw = read(env, 'COOKIE_SECURE')?.toLowerCase();
  if (raw === undefined || raw === 'auto') return 'auto';
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError('COOKIE_SECURE', `must be auto, true or false, got "${raw}"`);
}

function basePath(env: Env): string {
  const raw = read(env, 'BASE_PATH') ?? '/';
  if (!/^\/[A-Za-z0-9._~\-/]*$/.test(raw) || raw.includes('//') || /(^|\/)\.\.?(\/|$)/.test(raw)) {
    throw new ConfigError('BASE_PATH', `must be a path such as /crm, got "${raw}"`);
  }
  return raw.endsWith('/') ? raw : `${raw}/`;
}

function logLevel(env: Env): LogLevel {
  const raw = read(env, 'LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw as LogLevel;
}

function sessionSecret(env: Env, upstream: string | null): { secret: string; generated: boolean } {
  const raw = read(env, 'SESSION_SECRET');
  if (raw !== undefined && raw.length < MIN_SECRET_LENGTH) {
    throw new ConfigError('SESSION_SECRET', `must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  if (raw !== undefined) return { secret: raw, generated: false };
  if (upstream !== null) throw new ConfigError('SESSION_SECRET', `is required when UPSTREAM_URL is set (${MIN_SECRET_LENGTH}+ characters)`);
  return { secret: randomBytes(32).toString('base64url'), generated: true };
}

/** Shown in demo mode only, where no firm is configured. */
const DEMO_FIRM: Required<FirmIdentity> = {
  name: 'Retraite Conseil',
  address: '12 rue de la Paix, 75002 Paris',
  siret: '84512345600017',
  orias: '21004567',
  phone: '01 42 60 00 00',
  email: 'contact@cabinet-demo.fr',
};

/** A phone number as the firm prints it: digits, spaces, dots, dashes, a leading +. */
function firmPhone(env: Env): string | undefined {
  const raw = read(env, 'FIRM_PHONE');
  if (raw === undefined) return undefined;
  if (!/^\+?[\d\s.()-]{6,30}$/.test(raw) || raw.replace(/\D/g, '').length < 6) throw new ConfigError('FIRM_PHONE', `must be a phone number, got "${raw}"`);
  return raw.trim();
}

function firmEmail(env: Env): string | undefined {
  const raw = read(env, 'FIRM_EMAIL');
  if (raw === undefined) return undefined;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) throw new ConfigError('FIRM_EMAIL', `must be an e-mail address, got "${raw}"`);
  return raw.trim();
}

/** A registration number as printed (spaces and dots allowed), stored as its digits. */
function registrationNumber(env: Env, name: string, digits: number): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const compact = raw.replace(/[\s.]/g, '');
  if (!new RegExp(`^\\d{${digits}}$`).test(compact)) throw new ConfigError(name, `must be ${digits} digits, got "${raw}"`);
  return compact;
}

function firm(env: Env, demo: boolean): FirmIdentity {
  const configured: FirmIdentity = {
    name: read(env, 'FIRM_NAME'),
    address: read(env, 'FIRM_ADDRESS'),
    siret: registrationNumber(env, 'FIRM_SIRET', 14),
    orias: registrationNumber(env, 'FIRM_ORIAS', 8),
    phone: firmPhone(env),
    email: firmEmail(env),
  };
  const merged = demo ? { ...DEMO_FIRM, ...stripUnset(configured) } : configured;
  return stripUnset(merged);
}

function stripUnset(identity: FirmIdentity): FirmIdentity {
  return Object.fromEntries(Object.entries(identity).filter(([, value]) => value !== undefined)) as FirmIdentity;
}

const TILE_PLACEHOLDERS = ['{z}', '{x}', '{y}'];

/**
 * MAP_TILE_URL: an http(s) URL template with {z}, {x} and {y} (and optionally {r}) in its path or query,
 * on one host: a {s} subdomain would need a wildcard in the CSP, so it is refused.
 */
function mapTiles(env: Env): MapTiles | null {
  const raw = read(env, 'MAP_TILE_URL');
  if (raw === undefined) return null;
  const missing = TILE_PLACEHOLDERS.filter((placeholder) => !raw.includes(placeholder));
  if (missing.length > 0) throw new ConfigError('MAP_TILE_URL', `must contain ${missing.join(', ')} (e.g. https://tiles.example.fr/{z}/{x}/{y}.png), got "${raw}"`);
  const unknown = raw.match(/\{[^}]*\}/g)?.find((placeholder) => ![...TILE_PLACEHOLDERS, '{r}'].includes(placeholder));
  if (unknown !== undefined) throw new ConfigError('MAP_TILE_URL', `only {z}, {x}, {y} and {r} are allowed (one host, no {s} subdomains), got ${unknown}`);
  let url: URL;
  try {
    url = new URL(raw.replace(/\{[zxy]\}/g, '0').replace('{r}', ''));
  } catch {
    throw new ConfigError('MAP_TILE_URL', `is not a valid URL template: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('MAP_TILE_URL', `must be an http:// or https:// URL, got "${raw}"`);
  if (url.username || url.password || url.hash) throw new ConfigError('MAP_TILE_URL', 'must not carry credentials or a fragment');
  if (!raw.toLowerCase().startsWith(url.origin.toLowerCase()) || /[{}]/.test(url.host)) {
    throw new ConfigError('MAP_TILE_URL', 'the placeholders belong in the path or the query, not in the host');
  }
  const attribution = read(env, 'MAP_TILE_ATTRIBUTION') ?? null;
  if (attribution !== null && attribution.length > 300) throw new ConfigError('MAP_TILE_ATTRIBUTION', 'must be at most 300 characters');
  return { url: raw, origin: url.origin, attribution };
}

function metricsPort(env: Env, port: number): number | null {
  if (read(env, 'METRICS_PORT') === undefined) return null;
  const value = integer(env, 'METRICS_PORT', 0, 1, 65535);
  if (value === port) throw new ConfigError('METRICS_PORT', `must differ from PORT (${port}): the metrics never share the public port`);
  return value;
}

/** The largest demo firm DEMO_CLIENTS may ask for. */
export const MAX_DEMO_CLIENTS = 100_000;

/** DEMO_CLIENTS, read alone too by the bench's demo upstream process. */
export function demoClientsOf(env: Env): number | null {
  if (read(env, 'DEMO_CLIENTS') === undefined) return null;
  return integer(env, 'DEMO_CLIENTS', 0, 1, MAX_DEMO_CLIENTS);
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const upstream = upstreamUrl(env);
  checkDemoMode(env, upstream);
  const secret = sessionSecret(env, upstream);
  const redis = redisUrl(env);
  const database = databaseLocation(env, upstream === null, redis);
  return {
    port,
    host: read(env, 'HOST') ?? '127.0.0.1',
    upstreamUrl: upstream,
    sessionSecret: secret.secret,
    sessionSecretGenerated: secret.generated,
    sessionTtlS: integer(env, 'SESSION_TTL_S', 28800, 60, 60 * 60 * 24 * 30),
    trustProxy: trustProxy(env),
    cookieSecure: cookieSecure(env),
    basePath: basePath(env),
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 10000, 1, 600000),
    upstreamListTtlS: integer(env, 'UPSTREAM_LIST_TTL_S', 30, 0, 86400),
    upstreamMaxListBytes: integer(env, 'UPSTREAM_MAX_LIST_MB', 512, 1, 8192) * 1024 * 1024,
    loginRateLimit: integer(env, 'LOGIN_RATE_LIMIT', 10, 1, 100000),
    journalRetentionDays: integer(env, 'JOURNAL_RETENTION_DAYS', 365, 1, 36500),
    logLevel: logLevel(env),
    metricsPort: metricsPort(env, port),
    redisUrl: redis,
    database,
    journalKey: journalKey(env, secret, database),
    journalPreviousKeys: (read(env, 'JOURNAL_PREVIOUS_KEYS') ?? '').split(',').map((key) => key.trim()).filter(Boolean),
    firm: firm(env, upstream === null),
    mapTiles: mapTiles(env),
    demoClients: demoClientsOf(env),
    exports: exportLimits(env),
  };
}
