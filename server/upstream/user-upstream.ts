/**
 * request.upstream: the upstream called on behalf of the signed-in user (the session's token),
 * with the shared error mapping. Routes and upstream resources (resources/<name>.ts) use it
 * instead of reading the session themselves.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../shared/schemas/people.js';
import { HttpError, MESSAGES } from '../http-error.js';
import { discard, UpstreamError, type StreamedBody, type UpstreamAnswer, type UpstreamCall, type UpstreamStream } from './client.js';
import { checkAuthenticatedAnswer, expectSuccess, upstreamFailure } from './errors.js';
import type { SessionUser } from '../../shared/schemas/session.js';
import type { Reacher } from '../../shared/reach.js';

export type UserCall = Omit<UpstreamCall, 'token'>;

export interface UserUpstream {
  /** the signed-in user's id, as the upstream numbers users */
  readonly userId: number;
  /** the signed-in user's role (null: a role the product does not know) */
  readonly role: Role | null;
  /** the signed-in user as the session holds them (id as the upstream gave it, role, name) */
  readonly user: SessionUser;
  /** the BFF's time in ms (app.now: a test may move it), for what expires (a temporary password) */
  now(): number;
  /** the answer, whatever its 2xx-4xx status (401 ends the session, 5xx and no answer are 502/504) */
  call(call: UserCall): Promise<UpstreamAnswer>;
  /** the body of a 2xx answer; 404 stays 404, any other refusal is the upstream failing */
  body(call: UserCall): Promise<unknown>;
  /** the body, or a 502 naming what was expected when `read` cannot make sense of it */
  read<T>(call: UserCall, read: (body: unknown) => T | null, what: string): Promise<T>;
  /** an upload, streamed (401 ends the session, 5xx is 502); a failure to send is the caller's to map */
  send(call: Omit<UserCall, 'json'>, upload: StreamedBody): Promise<UpstreamAnswer>;
  /** a download, streamed, whatever its status but 401 (which ends the session); no answer is 502/504 */
  open(call: Omit<UserCall, 'json'>): Promise<UpstreamStream>;
  /**
   * A whole list, each element handed over as it streams in (the read model): 401 ends the session,
   * any other status but 200 is the upstream failing; an answer over UPSTREAM_MAX_LIST_MB is a 502
   * `upstream_list_too_large` that names the setting (and is logged), not « API injoignable ».
   */
  list(call: Omit<UserCall, 'json'>, onElement: (json: Buffer) => void): Promise<void>;
}

/** Who asks, for the rule of reach (shared/reach.ts). */
export const reacherOfUpstream = (upstream: UserUpstream): Reacher => ({ id: upstream.userId, role: upstream.role });

declare module 'fastify' {
  interface FastifyRequest {
    /** the upstream as the signed-in user; a 401 when the request has no session */
    readonly upstream: UserUpstream;
  }
}

async function userUpstream(app: FastifyInstance, options: { maxListBytes: number }): Promise<void> {
  const listTooLarge = (path: string) => {
    const limit = Math.round(options.maxListBytes / 1024 / 1024);
    app.log.error({ path, limitMb: limit }, `read model: the firm API's answer to ${path} is larger than UPSTREAM_MAX_LIST_MB (${limit}); raise it to read this list`);
    return new HttpError(502, 'upstream_list_too_large', `La liste demandée à l’API du cabinet dépasse la taille maximale acceptée (UPSTREAM_MAX_LIST_MB = ${limit}) : l’administrateur doit augmenter ce réglage.`);
  };

  app.decorateRequest('upstream', {
    getter(): UserUpstream {
      const session = this.session;
      if (!session) throw new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
      // A 401 of the firm API to the person's token ends the session on the server too (an API
      // token's: the firm API token kept behind it), not only in the browser.
      const refused = async (): Promise<never> => {
        await app.sessions.endSession(session);
        throw session.upstreamRefused();
      };
      // session.upstreamToken decrypts on first read, and is a 401 (not an upstream failure) when it cannot.
      const call = async (c: UserCall) => {
        const token = session.upstreamToken;
        let answer: UpstreamAnswer;
        try {
          answer = await app.upstream.call({ ...c, token });
        } catch (err) {
          throw upstreamFailure(err);
        }
        if (answer.status === 401) return refused();
        return checkAuthenticatedAnswer(answer);
      };
      const body = async (c: UserCall) => expectSuccess(await call(c)).body;
      return {
        userId: Number(session.user.id),
        role: session.user.role,
        user: session.user,
        now: app.now,
        call,
        body,
        async read(c, read, what) {
          const value = read(await body(c));
          if (value === null) throw upstreamFailure(new UpstreamError('bad_response', `${what}: unexpected upstream answer`));
          return value;
        },
        async send(c, upload) {
          const answer = await app.upstream.send({ ...c, token: session.upstreamToken }, upload);
          if (answer.status === 401) return refused();
          return checkAuthenticatedAnswer(answer);
        },
        async list(c, onElement) {
          let answer;
          try {
            answer = await app.upstream.streamList({ ...c, token: session.upstreamToken }, onElement, options.maxListBytes);
          } catch (err) {
            if (err instanceof UpstreamError && err.kind === 'too_large') throw listTooLarge(c.path);
            throw upstreamFailure(err);
          }
          if (answer.status === 401) return refused();
          if (answer.status !== 200) throw upstreamFailure(new UpstreamError('bad_response', `upstream list status ${answer.status}`));
        },
        async open(c) {
          const token = session.upstreamToken;
          let stream: UpstreamStream;
          try {
            stream = await app.upstream.open({ ...c, token });
          } catch (err) {
            throw upstreamFailure(err);
          }
          if (stream.status !== 401) return stream;
          discard(stream.body);
          return refused();
        },
      };
    },
  });
}

export default fp(userUpstream, { name: 'user-upstream', dependencies: ['session-cookie'] });
