/**
 * The person as the firm API knows them now (issue 34): the firm API is the truth about people. A
 * session or an API token acts with the role the sign-in gave it; whether the firm API still gives
 * that role is asked (GET /users/:id, as the person) at most once per UPSTREAM_LIST_TTL_S, the answer
 * shared by every instance through the store. A sign-in is such an answer (a cookie's first
 * UPSTREAM_LIST_TTL_S need no other). When the role changed or the account is gone, every session
 * and API token of the person ends, on every instance (they live in the database), and so does the
 * firm API token the BFF keeps for them: 401. A firm API that cannot say (down, or refusing the
 * question) leaves the person as they were, with a warning: routes that need it fail on their own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../shared/schemas/people.js';
import { HttpError } from '../http-error.js';
import { findPerson } from '../upstream/resources/people.js';
import type { Session } from './session-cookie.js';

export const PEOPLE_MESSAGES = {
  roleChanged: 'Votre rôle a changé : reconnectez-vous.',
  accountClosed: 'Votre compte n’existe plus dans l’API du cabinet.',
} as const;

/** What the firm API said of a person: their role, null when it has no account of that id, or undefined when it could not say. */
type FirmAnswer = { role: Role | null } | null | undefined;

interface Checked {
  /** null: the account is gone */
  role: Role | null;
  gone?: true;
  at: number;
}

export interface FirmPeople {
  /** at sign-in (before the session starts): the firm API has just said who the person is */
  signedIn(uid: string | number, role: Role | null): Promise<void>;
  /** the request's caller as the firm API knows them (asked again once the last answer is UPSTREAM_LIST_TTL_S old): a 401 when they changed */
  confirm(request: FastifyRequest, session: Session): Promise<void>;
  /** the same, asked now whatever was known: before a view of the whole firm is shared as such */
  confirmNow(request: FastifyRequest): Promise<void>;
  /** the firm API gives the person `role` (null: none the product knows), not the session's: everything of theirs ends, 401 role_changed */
  roleChanged(request: FastifyRequest, session: Session, role: Role | null): Promise<never>;
}

declare module 'fastify' {
  interface FastifyInstance {
    firmPeople: FirmPeople;
  }
}

const checkedKey = (uid: string | number) => `firm-person:${uid}`;
const LOCAL_MAX = 10_000;

async function firmPeoplePlugin(app: FastifyInstance, options: { upstreamListTtlS: number }): Promise<void> {
  const ttlMs = options.upstreamListTtlS * 1000;
  /** what this instance learnt last (the store's copy is read when it is older than the TTL) */
  const local = new Map<string, Checked>();
  const asking = new Map<string, Promise<FirmAnswer>>();
  const fresh = (checked: Checked | null | undefined): checked is Checked => !!checked && app.now() - checked.at <= ttlMs;

  async function remember(uid: string | number, checked: Checked): Promise<void> {
    if (local.size >= LOCAL_MAX) local.delete(local.keys().next().value!);
    local.set(String(uid), checked);
    await app.store.set(checkedKey(uid), { ...checked }, Math.max(1, ttlMs));
  }

  async function known(uid: string | number): Promise<Checked | null> {
    const mine = local.get(String(uid));
    if (fresh(mine)) return mine;
    const shared = (await app.store.get(checkedKey(uid))) as Checked | null;
    if (!fresh(shared)) return null;
    local.set(String(uid), shared);
    return shared;
  }

  /** GET /users/:id as the person: a 401 there ends the session (user-upstream.ts) and is thrown. */
  async function ask(request: FastifyRequest): Promise<FirmAnswer> {
    const { upstream } = request;
    const key = String(upstream.user.id);
    let pending = asking.get(key);
    if (!pending) {
      pending = findPerson(upstream, upstream.userId).then(
        (person) => (person ? { role: person.role } : null),
        (err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 401) throw err;
          request.log.warn({ userId: key, err }, 'firm people: the firm API could not say who the caller is; they act as they signed in');
          return undefined;
        },
      );
      asking.set(key, pending);
      void pending.finally(() => asking.delete(key)).catch(() => undefined);
    }
    return pending;
  }

  /** The person's sessions, API tokens and kept firm API token end: 401 role_changed or account_closed. */
  async function endPerson(request: FastifyRequest, session: Session, checked: Checked): Promise<never> {
    const { id, role } = session.user;
    await app.sessions.endAll(id);
    await app.apiTokens.revokeAll(id);
    await app.upstreamTokens.forget(id);
    request.log.info({ userId: id, signedInAs: role, firmSays: checked.gone ? 'no account' : checked.role }, 'firm people: the firm API changed the person: their sessions and API tokens ended');
    if (checked.gone) throw new HttpError(401, 'account_closed', PEOPLE_MESSAGES.accountClosed);
    throw new HttpError(401, 'role_changed', PEOPLE_MESSAGES.roleChanged);
  }

  const changed = (checked: Checked, session: Session) => checked.gone === true || checked.role !== session.user.role;

  async function settle(request: FastifyRequest, session: Session, answer: FirmAnswer): Promise<void> {
    if (answer === undefined) return;
    const checked: Checked = answer === null ? { role: null, gone: true, at: app.now() } : { role: answer.role, at: app.now() };
    await remember(session.user.id, checked);
    if (changed(checked, session)) await endPerson(request, session, checked);
  }

  app.decorate('firmPeople', {
    async signedIn(uid, role) {
      // Signed in with another role than last time: what the last sign-in opened ends (a Client's session
      // never carries on an admin's API token).
      const before = await app.upstreamTokens.roleOf(uid);
      if (before !== undefined && before !== role) {
        await app.sessions.endAll(uid);
        await app.apiTokens.revokeAll(uid);
        app.log.info({ userId: uid, signedInAs: role, before }, 'firm people: signed in with another role: the sessions and API tokens of the former one ended');
      }
      await remember(uid, { role, at: app.now() });
    },
    async confirm(request, session) {
      // A cookie opened less than UPSTREAM_LIST_TTL_S ago: its sign-in was the firm API's answer.
      if (session.caller.via === 'session' && app.now() - session.stamp.iam <= ttlMs) return;
      const checked = await known(session.user.id);
      if (checked) {
        if (changed(checked, session)) await endPerson(request, session, checked);
        return;
      }
      await settle(request, session, await ask(request));
    },
    async confirmNow(request) {
      const session = request.session;
      if (session) await settle(request, session, await ask(request));
    },
    roleChanged: (request, session, role) => endPerson(request, session, { role, at: app.now() }),
  } satisfies FirmPeople);
}

export default fp(firmPeoplePlugin, { name: 'firm-people', dependencies: ['session-cookie', 'bearer-token', 'user-upstream'] });
