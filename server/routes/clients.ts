/**
 * /api/clients: the firm's clients, adapted from the upstream's /users?kind=client. Create is
 * /register then /personal_information, PUT /users/:id (status, fees) and the services, undone
 * (DELETE /users/:id) if a later step fails. The business introducer is kept by the BFF
 * (adapters/kept-client-fields.ts): the upstream only links one by id.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Paged } from '../../shared/types.js';
import {
  isFrenchPostalCode, normalizeSocialSecurityNumber, socialSecurityProblem,
} from '../../shared/validation.js';
import { requireArea } from '../auth/role-guard.js';
import { pagedOf, ref } from '../schemas/resources.js';
import { HttpError } from '../http-error.js';
import { forgetClientFields, keepClientFields, withKeptFields, withKeptFieldsAll } from '../upstream/adapters/kept-client-fields.js';
import { listOf, subscribeServices, toClient, toPersonalInformation } from '../upstream/adapters/people.js';
import { assertEmailFree, emailTaken } from '../upstream/email-check.js';
import { expectSuccess, upstreamFailure } from '../upstream/errors.js';
import { forwardAsUser } from '../upstream/forward.js';
import { UpstreamError, type UpstreamCall } from '../upstream/client.js';
import { listQuerySchema, matches, paginate, sortBy } from './list-query.js';
import { ClientInput, type Client, type EmailAvailability, type FilledClientInput } from '../../shared/schemas/clients.js';

const SORTS = ['createdAt', 'lastName', 'firstName', 'email', 'mobilePhone', 'expertName', 'businessIntroducer', 'status'] as const;
type Sort = (typeof SORTS)[number];

const SOCIAL_SECURITY_MESSAGES = {
  number: 'Champ invalide : socialSecurityNumber (13 caractères : sexe, année, mois, département dont 2A/2B, commune, ordre).',
  numberMissing: 'Champ obligatoire manquant : socialSecurityNumber (la clé est saisie sans le numéro).',
  keyMissing: 'Champ obligatoire manquant : socialSecurityKey (la clé accompagne le numéro).',
  key: 'La clé ne correspond pas au numéro.',
} as const;

/**
 * Rules a JSON schema cannot say (the social security key, the postal codes), and the input as it
 * is stored: the number's 13 characters, the key and the introducer trimmed.
 */
export function checkClientInput(body: ClientInput): FilledClientInput {
  const input = body as FilledClientInput; // the route's schema has put in every default
  const invalid = (message: string) => new HttpError(400, 'invalid_request', message);
  const problem = socialSecurityProblem(input.socialSecurityNumber, input.socialSecurityKey);
  // Its own code: the message is plain words, not "Champ invalide : <field>", and the form still places it.
  if (problem === 'key') throw new HttpError(400, 'social_security_key_mismatch', SOCIAL_SECURITY_MESSAGES.key);
  if (problem) throw invalid(SOCIAL_SECURITY_MESSAGES[problem]);
  if (input.personalAddress.zipCode !== '' && !isFrenchPostalCode(input.personalAddress.zipCode)) {
    throw invalid('Champ invalide : personalAddress.zipCode (code postal à 5 chiffres).');
  }
  if (input.companyAddress.zipCode !== '' && !isFrenchPostalCode(input.companyAddress.zipCode)) {
    throw invalid('Champ invalide : companyAddress.zipCode (code postal à 5 chiffres).');
  }
  const key = input.socialSecurityKey.trim();
  return {
    ...input,
    socialSecurityNumber: normalizeSocialSecurityNumber(input.socialSecurityNumber),
    socialSecurityKey: key === '' ? '' : key.padStart(2, '0'),
    businessIntroducer: input.businessIntroducer?.trim() || null,
  };
}

const sortKeys: Record<Sort, (c: Client) => string | number | null> = {
  createdAt: (c) => c.createdAt,
  lastName: (c) => c.lastName,
  firstName: (c) => c.firstName,
  email: (c) => c.email,
  mobilePhone: (c) => c.mobilePhone,
  expertName: (c) => c.expertName,
  businessIntroducer: (c) => c.businessIntroducer,
  status: (c) => c.status,
};

interface ListParams {
  scope?: 'mine' | 'all';
  q?: string;
  sort?: Sort;
  order?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
}

/** Every client the caller's upstream account may list, adapted (what the BFF keeps is not laid over). */
export async function upstreamClients(app: FastifyInstance, request: FastifyRequest): Promise<Client[]> {
  const answer = expectSuccess(await forwardAsUser(app.upstream, request.session!, { method: 'GET', path: '/users', query: { kind: 'client' } }));
  const rows = listOf(answer.body);
  if (!rows) throw upstreamFailure(new UpstreamError('bad_response', 'clients is not a list'));
  return rows.map(toClient).filter((c): c is Client => c !== null);
}

/** A client search looks at the names and the e-mail, or at the phones when digits are typed. */
export const clientMatches = (q: string | undefined, c: Client): boolean => matches(q, [c.firstName, c.lastName, c.email], [c.mobilePhone, c.officePhone]);

export default async function clientRoutes(app: FastifyInstance): Promise<void> {
  const call = (request: FastifyRequest, upstreamCall: Omit<UpstreamCall, 'token'>) => forwardAsUser(app.upstream, request.session!, upstreamCall);

  async function fetchClient(request: FastifyRequest, id: number): Promise<Client> {
    const answer = expectSuccess(await call(request, { method: 'GET', path: `/users/${id}` }));
    const row = answer.body as Record<string, unknown>;
    const client = row && typeof row === 'object' ? toClient(row) : null;
    if (!client) throw upstreamFailure(new UpstreamError('bad_response', 'client is not an object'));
    if (String(row.role ?? 'Client').toLowerCase() !== 'client') throw new HttpError(404, 'not_found', 'Client introuvable.');
    return withKeptFields(app.store, client);
  }

  /** PUT /users/:id: the account's fields, status and fees included (/personal_information has none of them). */
  async function saveAccount(request: FastifyRequest, id: number, input: FilledClientInput): Promise<void> {
    expectSuccess(
      await call(request, {
        method: 'PUT',
        path: `/users/${id}`,
        json: { name: `${input.firstName} ${input.lastName}`, email: input.email, role: 'Client', status: input.status, status_fa: input.feePaid ? 1 : 0, parent_id: input.expertId },
      }),
    );
  }


  async function saveDetails(request: FastifyRequest, id: number, input: FilledClientInput, method: 'POST' | 'PUT'): Promise<void> {
    const personal = toPersonalInformation(input);
    if (method === 'POST') expectSuccess(await call(request, { method: 'POST', path: '/personal_information', json: { id, ...personal } }));
    else expectSuccess(await call(request, { method: 'PUT', path: `/personal_information/${id}`, json: personal }));
    expectSuccess(await call(request, { method: 'POST', path: '/set_user_subscribe_services', json: { user_id: id, subscribe_services: subscribeServices(input) } }));
    await keepClientFields(app.store, id, input);
  }

  const guard = requireArea('clients');
  const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

  app.get<{ Querystring: ListParams }>(
    '/api/clients',
    {
      preHandler: guard,
      schema: { querystring: listQuerySchema(SORTS, { scope: { type: 'string', enum: ['mine', 'all'], default: 'all' } }), response: { 200: pagedOf('Client') } },
    },
    async (request): Promise<Paged<Client>> => {
      const me = Number(request.session!.user.id);
      const { scope, q, sort = 'createdAt', order = sort === 'createdAt' ? 'desc' : 'asc', page, perPage } = request.query;
      const clients = (await withKeptFieldsAll(app.store, await upstreamClients(app, request)))
        .filter((c) => scope !== 'mine' || c.expertId === me)
        .filter((c) => clientMatches(q, c));
      return paginate(sortBy(clients, sortKeys[sort], order), page, perPage);
    },
  );

  app.get<{ Params: { id: number } }>('/api/clients/:id', { preHandler: guard, schema: { params: idParams, response: { 200: ref('Client') } } }, async (request) =>
    fetchClient(request, request.params.id),
  );

  app.post<{ Body: ClientInput }>('/api/clients', { preHandler: guard, schema: { body: ClientInput, response: { 201: ref('Client') } } }, async (request, reply) => {
    const input = checkClientInput(request.body);
    await assertEmailFree(app.upstream, request.session!, input.email);
    const expertId = input.expertId ?? Number(request.session!.user.id);
    const registered = expectSuccess(
      await call(request, {
        method: 'POST',
        path: '/register',
        // The client never signs in with this: a password reset gives them their own.
        json: { email: input.email, password: randomBytes(18).toString('base64url'), name: `${input.firstName} ${input.lastName}`, role: 'Client', parent_id: expertId },
      }),
    );
    const id = Number((registered.body as { user?: { id?: unknown } })?.user?.id);
    if (!Number.isInteger(id)) throw upstreamFailure(new UpstreamError('bad_response', 'register gave no user id'));
    try {
      await saveDetails(request, id, { ...input, expertId }, 'POST');
      await saveAccount(request, id, { ...input, expertId });
    } catch (err) {
      request.log.warn({ clientId: id, err }, 'client creation failed after /register: undoing it');
      await call(request, { method: 'DELETE', path: `/users/${id}` }).catch(() => undefined);
      await forgetClientFields(app.store, id);
      throw new HttpError(502, 'create_failed', "La création du client a échoué : rien n'a été enregistré. Réessayez.");
    }
    return reply.code(201).send(await fetchClient(request, id));
  });

  app.put<{ Params: { id: number }; Body: ClientInput }>(
    '/api/clients/:id',
    { preHandler: guard, schema: { params: idParams, body: ClientInput, response: { 200: ref('Client') } } },
    async (request) => {
      const input = checkClientInput(request.body);
      const current = await fetchClient(request, request.params.id);
      await assertEmailFree(app.upstream, request.session!, input.email, current.email);
      await saveAccount(request, current.id, input);
      await saveDetails(request, current.id, input, 'PUT');
      return fetchClient(request, current.id);
    },
  );

  app.delete<{ Params: { id: number } }>('/api/clients/:id', { preHandler: guard, schema: { params: idParams } }, async (request, reply) => {
    await fetchClient(request, request.params.id);
    expectSuccess(await call(request, { method: 'DELETE', path: `/users/${request.params.id}` }));
    await forgetClientFields(app.store, request.params.id);
    return reply.code(204).send();
  });

  app.get<{ Querystring: { email: string } }>(
    '/api/email-available',
    {
      preHandler: guard,
      schema: {
        querystring: { type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email', maxLength: 254 } } },
        response: { 200: { type: 'object', required: ['available'], properties: { available: { type: 'boolean' } } } },
      },
    },
    async (request): Promise<EmailAvailability> => ({ available: !(await emailTaken(app.upstream, request.session!, request.query.email)) }),
  );
}
