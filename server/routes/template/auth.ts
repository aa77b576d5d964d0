/**
 * The template's authentication (spec §7): POST /api/authenticate/register, /login/user and
 * /refresh-token. Public (no session), rate-limited per client address like POST /login (by the
 * @fastify/rate-limit the sign-in limit registers above these routes: registered here again, it
 * counted each attempt twice in Redis), answers
 * with the spec's English messages in the BFF's error body. Its tokens are never a session: they
 * open nothing else of the BFF.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';
import { ErrorBody } from '../../../shared/schemas/common.js';
import {
  TEMPLATE_AUTH_MESSAGES,
  TemplateAuthAnswer,
  TemplateLogin,
  TemplateRefresh,
  TemplateRefreshAnswer,
  TemplateRegister,
} from '../../../shared/schemas/template-auth.js';
import { passwordProblems } from '../../../shared/validation.js';
import type { Config } from '../../config.js';
import { TemplateAuth, MAX_ACCOUNTS } from '../../template-api/template-auth.js';
import { HttpError } from '../../http-error.js';
import { errorAnswers } from '../../schemas/error-answers.js';
import { passwordMessage } from '../../schemas/rule-errors.js';
import { defaultReach, reach } from '../../reach/route-reach.js';
import { defaultJournal } from '../../journal/journal-plugin.js';

const tags = ['Template demo: authentication'];


/**
 * A 401 sent as is, not thrown: the app's error handler clears the session cookie on a 401, and a
 * refused template token or password says nothing about the caller's back-office session.
 */
function refuse(reply: FastifyReply, code: string, message: string) {
  return reply.code(401).send({ error: code, message });
}

const templateAuthRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  defaultReach(app, reach.none);
  // Personal preferences and the template's demo apps are left out of the journal (issue 26).
  defaultJournal(app, false);
  const auth = new TemplateAuth(app.records, config.sessionSecret, app.store);
  const rateLimit = { max: config.loginRateLimit, timeWindow: 60_000 };
  const routeConfig = { rateLimit, unexpectedFailureMessage: TEMPLATE_AUTH_MESSAGES.unexpected };
  const unauthorized = (description: string) => ({ 401: { ...ErrorBody, description } });
  /** A route's options: public (no security), rate-limited, under the demo authentication's tag. */
  const demoRoute = <Body extends TSchema, Response extends object>(operationId: string, summary: string, body: Body, response: Response) => ({
    schema: { operationId, summary, tags, security: [], body, response },
    config: routeConfig,
  });

  app.post('/api/authenticate/register', demoRoute('demoRegister', 'Demo: create an account of the demo authentication (not a back-office account)', TemplateRegister, {
    201: TemplateAuthAnswer,
    ...errorAnswers(400, 403, 409, 413, 415, 429),
    503: { ...ErrorBody, description: `demo_accounts_full: ${MAX_ACCOUNTS} accounts were registered in the last 30 days; or store_unavailable` },
  }), async (request, reply) => {
    const { email, password, name } = request.body;
    if (name.trim() === '') throw new HttpError(400, 'invalid_request', TEMPLATE_AUTH_MESSAGES.nameMissing, 'name');
    if (passwordProblems(password).length > 0) throw new HttpError(400, 'invalid_request', passwordMessage(password), 'password');
    const outcome = await auth.register({ email, password, name });
    if (outcome === 'email_taken') throw new HttpError(409, 'email_taken', TEMPLATE_AUTH_MESSAGES.emailTaken, 'email');
    if (outcome === 'full') {
      throw new HttpError(503, 'demo_accounts_full', 'Le nombre maximal de comptes de démonstration est atteint. Réessayez plus tard.');
    }
    request.log.info({ templateUserId: outcome.id }, 'template auth: account registered');
    return reply.code(201).send({ user: outcome, accessToken: auth.tokenFor(outcome) });
  });

  app.post('/api/authenticate/login/user', demoRoute('demoLogin', 'Demo: sign in to the demo authentication (answers a demo token, starts no session)', TemplateLogin, {
    200: TemplateAuthAnswer,
    ...errorAnswers(400, 403, 413, 415, 429, 503),
    ...unauthorized(`invalid_credentials: "${TEMPLATE_AUTH_MESSAGES.invalidCredentials}" (unknown address or wrong password)`),
  }), async (request, reply) => {
    const user = await auth.login(request.body.email, request.body.password);
    if (!user) return refuse(reply, 'invalid_credentials', TEMPLATE_AUTH_MESSAGES.invalidCredentials);
    return { user, accessToken: auth.tokenFor(user) };
  });

  app.post('/api/authenticate/refresh-token', demoRoute('demoRefreshToken', 'Demo: a new demo token for a valid one, with its user', TemplateRefresh, {
    200: TemplateRefreshAnswer,
    ...errorAnswers(400, 403, 413, 415, 429, 503),
    ...unauthorized(`invalid_token: "${TEMPLATE_AUTH_MESSAGES.invalidToken}" (not ours, tampered, expired, or its account is gone)`),
  }), async (request, reply) => {
    const user = await auth.userOfToken(request.body.accessToken);
    if (!user) return refuse(reply, 'invalid_token', TEMPLATE_AUTH_MESSAGES.invalidToken);
    return { userData: user, accessToken: auth.tokenFor(user) };
  });
};

export default templateAuthRoutes;
