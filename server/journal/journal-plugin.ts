/**
 * Every write through the BFF, and every look at a client's personal data, appends one journal entry
 * in its own request: a route declares what it journals in its options (`config: { journal:
 * journaled.write('client', 'patch') }`, or `false` for what the journal leaves out: bookmarks, the
 * template's demo apps). A documented write route that declares nothing stops the BFF at start-up.
 * Intent first: a write's entry is committed before its handler runs (after the role, reach and input
 * checks, so a refusal of the BFF writes none), and settled by its answer: done (2xx), refused (4xx:
 * nothing changed, kept in the chain, not listed) or unknown (5xx, a timeout of the firm API). A crash
 * between the two leaves it pending: « résultat inconnu ». If the intent cannot be written the answer
 * is a 503 and nothing reaches the firm API. A look (or a sign-in) is appended once it succeeded.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { JournalAction, JournalKind } from '../../shared/schemas/journal.js';
import type { Config } from '../config.js';
import { deviceName } from '../auth/device-name.js';
import { isStaff } from '../../shared/policies.js';
import { normalizeRole } from '../../shared/schemas/people.js';
import { changesBetween, type NewEntry } from './journal-entry.js';
import { JournalKeys } from './journal-entry.js';
import { JournalTable } from '../db/journal-table.js';
import { keptDemoJournalKey } from '../db/database-config.js';
import { Journal, type PendingEntry } from './journal.js';
import { LOOK_ACTIONS } from '../../shared/schemas/journal.js';
import { labelOf, clientOf } from './journal-records.js';

export interface JournalRecordRef {
  /** when not the declaration's (the caller's own record: a member's or a client's) */
  kind?: JournalKind;
  id: number | string | null;
  label: string;
  clientId?: number;
  /** token-create, token-revoke: the API token created or revoked */
  token?: { id: string; name: string };
}
type Actor = NewEntry['actor'];

export interface JournalDeclaration {
  kind: JournalKind;
  action: JournalAction;
  /**
   * The record, when neither the path's record (its reach check's or `request.journalBefore`) nor
   * the answer says it; null: nothing to journal for this request (a card without a NIR).
   */
  record?: (request: FastifyRequest, answer: unknown, actor: Actor) => JournalRecordRef | null;
  /** reads the record as it is before the write, when the path's reach check does not (read before the handler) */
  before?: (request: FastifyRequest) => Promise<unknown>;
  /** whether this success is journaled at all (a card read is a look at a NIR only when it has one) */
  when?: (request: FastifyRequest, answer: unknown) => boolean;
  /** the person acting, when there is no session yet (a sign-in): from the answer */
  actor?: (answer: unknown) => Actor | null;
  /** whether the entry lists the fields changed: by default for creates, replaces, patches and deletes */
  changes?: boolean;
}

/** The `:id` of the request's path, as its schema typed it. */
export const pathId = (request: FastifyRequest) => (request.params as { id: number }).id;

/** The caller's own record (their profile, password, sessions, tokens, sign-in): a member's or a client's. */
export const ownRecord = (_request: FastifyRequest, _answer: unknown, actor: Actor): JournalRecordRef => ({
  kind: isStaff(normalizeRole(actor.role)) ? 'member' : 'client',
  id: typeof actor.id === 'string' && /^\d+$/.test(actor.id) ? Number(actor.id) : actor.id,
  label: actor.name,
});

/** The declarations, by what they say. */
export const journaled = {
  write: (kind: JournalKind, action: JournalAction, options: Omit<JournalDeclaration, 'kind' | 'action'> = {}): JournalDeclaration => ({ kind, action, ...options }),
  look: (kind: JournalKind, action: JournalAction, options: Omit<JournalDeclaration, 'kind' | 'action'> = {}): JournalDeclaration => ({ kind, action, changes: false, ...options }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** what a write (or a look at personal data) appends to the journal; false: left out (server/journal) */
    journal?: JournalDeclaration | false;
  }
  interface FastifyInstance {
    journal: Journal;
    /** what each write route journals, by `METHOD url` (false: left out): for the tests that hold every route to it */
    routeJournal: ReadonlyMap<string, JournalDeclaration | false>;
  }
  interface FastifyRequest {
    /** the record as it was before a write, when the reach check did not read it (set by the handler) */
    journalBefore: unknown;
    /** the record a handler names itself, when nothing else says it (the owner of uploaded documents) */
    journalRecord: JournalRecordRef | null;
    /** the answer's body, kept for the journal */
    journalAnswer: unknown;
    /** who acts, read before the handler (a sign-out ends the session it names) */
    journalActor: Actor | null;
    /** the write's entry, written before the handler, settled by the answer */
    journalPending: PendingEntry | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The record before the write, when the reach check did not read it: once the request may go on. */
async function readBefore(request: FastifyRequest): Promise<void> {
  const declared = request.routeOptions.config?.journal;
  if (!declared || request.method === 'HEAD') return;
  if (!request.session && declared.action === 'sign-out') await request.readSession().catch(() => null);
  request.journalActor = actorOf(request);
  if (declared.before && request.reached === undefined) request.journalBefore = await declared.before(request);
  if (WRITES.has(request.method) && !LOOK_ACTIONS.includes(declared.action) && request.journalActor) {
    const { changes: _changes, ...intent } = entryOf(request, declared, request.journalActor, undefined, true)!;
    request.journalPending = await request.server.journal.begin(intent);
  }
}

/** How a write's answer status settles its entry: done, refused (a 4xx changed nothing) or unknown (the firm API's failure says nothing of it). */
export const outcomeOf = (status: number) => (status < 300 ? 'done' : status < 500 ? 'refused' : 'unknown');

/** What every entry a request writes says of it: when, from which address and device, which request. */
export function requestContext(request: FastifyRequest): Pick<NewEntry, 'at' | 'ip' | 'device' | 'requestId'> {
  return { at: new Date(request.server.now()).toISOString(), ip: request.ip, device: deviceName(request.headers['user-agent']), requestId: String(request.id) };
}

async function settleEntry(request: FastifyRequest, status: number, pending: PendingEntry, declared: JournalDeclaration): Promise<void> {
  const done = status < 300 ? entryOf(request, declared, request.journalActor!, request.journalAnswer, false) : null;
  const outcome = outcomeOf(status);
  try {
    await request.server.journal.settle(pending, { outcome, record: done?.record ?? pending.record, ...(done?.changes ? { changes: done.changes } : {}) });
  } catch {
    // The write is answered as it went: its entry is kept, pending (« résultat inconnu »), and says who did what.
    request.log.error({ seq: pending.seq, outcome }, 'journal: an entry could not be settled after its write');
  }
}

/** Keeps the answer's body (an object, before it is serialized) for the entry. */
async function keepAnswer(request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (request.routeOptions.config?.journal) request.journalAnswer = payload;
  return payload;
}

/** Settles a write's entry; appends a look's of a success, before the answer leaves (one that cannot be written makes the answer a 503). */
async function appendEntry(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const declared = request.routeOptions.config?.journal;
  if (!declared || request.method === 'HEAD') return payload;
  if (request.journalPending) {
    const pending = request.journalPending;
    request.journalPending = null;
    await settleEntry(request, reply.statusCode, pending, declared);
    return payload;
  }
  if (reply.statusCode >= 300) return payload;
  const answer = request.journalAnswer;
  if (declared.when && !declared.when(request, answer)) return payload;
  const actor = request.journalActor ?? actorOf(request) ?? declared.actor?.(answer) ?? null;
  const entry = actor ? entryOf(request, declared, actor, answer, false) : null;
  if (!entry) return payload;
  try {
    await request.server.journal.append(entry);
  } catch (error) {
    request.log.error({ action: entry.action, kind: entry.record.kind, recordId: entry.record.id }, 'journal: an entry could not be appended after its write');
    throw error;
  }
  return payload;
}

/** A route's own hooks of one kind, with `hook` last. */
function withHook<H>(current: H | H[] | undefined, hook: H): H[] {
  return [...(current === undefined ? [] : Array.isArray(current) ? current : [current]), hook];
}

const DIFFED: readonly JournalAction[] = ['create', 'replace', 'patch', 'delete'];

/** Gives every route of a plugin that declares nothing this journal declaration (false: left out). */
export function defaultJournal(app: FastifyInstance, declared: JournalDeclaration | false): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.journal === undefined) route.config = { ...route.config, journal: declared };
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function actorOf(request: FastifyRequest): Actor | null {
  const session = request.session;
  if (!session) return null;
  const { id, name, role } = session.user;
  const { caller } = session;
  return { id, name, role, via: caller.via, ...(caller.via === 'token' ? { token: { id: caller.tokenId, name: caller.tokenName } } : {}) };
}

/** The record as the path, the reach check or the handler names it (before the write: `intent`, no answer yet). */
function recordOf(request: FastifyRequest, declared: JournalDeclaration, actor: Actor, answer: unknown, before: Record<string, unknown> | null, after: Record<string, unknown> | null, intent: boolean): JournalRecordRef | null {
  if (request.journalRecord) return request.journalRecord;
  const id = (request.params as { id?: number | string } | undefined)?.id;
  if (declared.record) {
    try {
      return declared.record(request, answer, actor);
    } catch (error) {
      // Before the write a declaration may need the answer to name its record: the path's says it meanwhile.
      if (!intent) throw error;
      return { id: id ?? null, label: labelOf(declared.kind, before) };
    }
  }
  const shown = after ?? before;
  return { id: id ?? (shown?.id as number | string | undefined) ?? null, label: labelOf(declared.kind, shown), ...clientOf(declared.kind, shown) };
}

function entryOf(request: FastifyRequest, declared: JournalDeclaration, actor: Actor, answer: unknown, intent: boolean): NewEntry | null {
  const before = isObject(request.reached) ? request.reached : isObject(request.journalBefore) ? request.journalBefore : null;
  const after = declared.action === 'delete' || !isObject(answer) ? null : answer;
  const record = recordOf(request, declared, actor, answer, before, after, intent) ?? (intent ? { id: null, label: '' } : null);
  if (!record) return null;
  const changes = (declared.changes ?? DIFFED.includes(declared.action)) ? changesBetween(before, after, declared.kind) : undefined;
  return { ...requestContext(request), actor, action: declared.action, record: { kind: declared.kind, ...record }, ...(changes ? { changes } : {}) };
}

async function journalPlugin(app: FastifyInstance, config: Pick<Config, 'journalRetentionDays' | 'journalKey' | 'journalPreviousKeys' | 'database'>): Promise<void> {
  const dataDir = config.database.engine === 'sqlite' ? config.database.dataDir : null;
  const key = config.journalKey ?? keptDemoJournalKey(dataDir!);
  const table = new JournalTable(app.database, new JournalKeys(key, config.journalPreviousKeys));
  app.decorate('journal', new Journal(table, config.journalRetentionDays, app.now, app.log));
  app.addHook('onClose', async () => app.journal.stop());
  await app.journal.start();
  app.decorateRequest('journalBefore', null);
  app.decorateRequest('journalRecord', null);
  app.decorateRequest('journalAnswer', null);
  app.decorateRequest('journalActor', null);
  app.decorateRequest('journalPending', null);

  // Checked once every plugin has added its routes (a plugin may give all its routes one declaration).
  const writes: RouteOptions[] = [];
  const declarations = new Map<string, JournalDeclaration | false>();
  app.decorate('routeJournal', declarations);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const write = methods.some((method) => WRITES.has(method));
    if (!(route.schema as { hide?: boolean } | undefined)?.hide && write) writes.push(route);
    // After the area guard and the reach check (the plugins' own hooks run first, route-reach added its check before this).
    // Only the routes that may journal pay for its hooks.
    if (write || route.config?.journal) {
      route.preHandler = withHook(route.preHandler, readBefore as never);
      route.preSerialization = withHook(route.preSerialization, keepAnswer as never);
      route.onSend = withHook(route.onSend, appendEntry as never);
    }
  });
  app.addHook('onReady', async () => {
    const missing = writes.filter((route) => route.config?.journal === undefined).map((route) => `${String(route.method)} ${route.url}`);
    if (missing.length > 0) throw new Error(`routes that write declare no journal entry (config.journal, server/journal/journal-plugin.ts): ${missing.join('; ')}`);
    for (const route of writes) for (const method of [route.method].flat()) declarations.set(`${method} ${route.url}`, route.config!.journal!);
  });
}

export default fp(journalPlugin, { name: 'journal', fastify: '5.x' });
