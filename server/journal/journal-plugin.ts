/**
 * Every write through the BFF, and every look at a client's personal data, appends one journal entry
 * in its own request, before the answer leaves: a route declares what it journals in its options
 * (`config: { journal: journaled.write('client', 'patch') }`, or `false` for what the journal leaves
 * out: bookmarks, the template's demo apps). A documented write route that declares nothing stops
 * the BFF at start-up. The entry is written once the route succeeded (2xx); a refusal writes none.
 * If it cannot be written, the answer is a 503 (the store's). The session check before every signed-in
 * request reads the same store, so with the store down a write is refused before it changes anything.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { JournalAction, JournalKind } from '../../shared/schemas/journal.js';
import type { Config } from '../config.js';
import { deviceName } from '../auth/device-name.js';
import { isStaff } from '../../shared/policies.js';
import { normalizeRole } from '../../shared/schemas/people.js';
import { changesBetween, type NewEntry } from './journal-entry.js';
import { createMemoryJournal } from './journal-backend.js';
import { createRedisJournal } from './redis-journal.js';
import { Journal } from './journal.js';
import { labelOf, clientOf } from './journal-records.js';

export interface JournalRecordRef {
  /** when not the declaration's (the caller's own record: a member's or a client's) */
  kind?: JournalKind;
  id: number | string | null;
  label: string;
  clientId?: number;
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
}

/** Keeps the answer's body (an object, before it is serialized) for the entry. */
async function keepAnswer(request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (request.routeOptions.config?.journal) request.journalAnswer = payload;
  return payload;
}

/** Appends the entry of a success, before the answer leaves; an entry that cannot be written makes the answer a 503. */
async function appendEntry(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const declared = request.routeOptions.config?.journal;
  if (!declared || request.method === 'HEAD' || reply.statusCode >= 300) return payload;
  const entry = entryOf(request, declared);
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
  return { id, name, role, via: session.caller.via };
}

function entryOf(request: FastifyRequest, declared: JournalDeclaration): NewEntry | null {
  const answer = request.journalAnswer;
  if (declared.when && !declared.when(request, answer)) return null;
  const actor = request.journalActor ?? actorOf(request) ?? declared.actor?.(answer) ?? null;
  if (!actor) return null;
  const before = isObject(request.reached) ? request.reached : isObject(request.journalBefore) ? request.journalBefore : null;
  const after = declared.action === 'delete' || !isObject(answer) ? null : answer;
  let record: JournalRecordRef | null;
  if (request.journalRecord) record = request.journalRecord;
  else if (declared.record) record = declared.record(request, answer, actor);
  else {
    const shown = after ?? before;
    const id = (request.params as { id?: number | string } | undefined)?.id ?? (shown?.id as number | string | undefined) ?? null;
    record = { id, label: labelOf(declared.kind, shown), ...clientOf(declared.kind, shown) };
  }
  if (!record) return null;
  const changes = (declared.changes ?? DIFFED.includes(declared.action)) ? changesBetween(before, after, declared.kind) : undefined;
  return {
    at: new Date(request.server.now()).toISOString(),
    actor,
    action: declared.action,
    record: { kind: declared.kind, ...record },
    ...(changes ? { changes } : {}),
    ip: request.ip,
    device: deviceName(request.headers['user-agent']),
    requestId: String(request.id),
  };
}

async function journalPlugin(app: FastifyInstance, config: Pick<Config, 'journalRetentionDays'>): Promise<void> {
  const backend = app.redis ? createRedisJournal(app.redis) : createMemoryJournal();
  app.decorate('journal', new Journal(backend, config.journalRetentionDays, app.now));
  app.decorateRequest('journalBefore', null);
  app.decorateRequest('journalRecord', null);
  app.decorateRequest('journalAnswer', null);
  app.decorateRequest('journalActor', null);

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
