/**
 * The upstream's people routes, quirks included: clients as flat rows or with their personal
 * fields nested (older rows), former clients with the legacy site's column names wrapped in
 * {data}, /duplicated_email answering plain text.
 */
import type { FastifyInstance } from 'fastify';
import type { DemoStore } from './store.js';
import { sqlDateTime } from '../data/french-data.js';
import type { DemoUser, PersonalInfo } from '../data/rows.js';
import { newDemoUser } from '../data/seed.js';
import { sendJsonList } from './json-list.js';
import {
  ChangePasswordBody, DuplicatedEmailQuery, PersonalInformationCreateBody, PersonalInformationUpdateBody, RegisterBody, SubscribeServicesBody, UserUpdateBody, UsersQuery,
} from '../../upstream/contract/users.js';

const CLIENT_ROLES = new Set(['client', 'ancient client']);
const SEES_ALL_CLIENTS = new Set(['admin', 'consultant']);

export function isStaff(user: DemoUser): boolean {
  const role = user.role.toLowerCase();
  return !CLIENT_ROLES.has(role) && role !== 'prospect';
}

function clientRow(store: DemoStore, user: DemoUser): Record<string, unknown> {
  const parent = user.parent_id === null ? null : store.user(user.parent_id);
  const common = {
    id: user.id,
    created_at: user.created_at,
    email: user.email,
    name: user.name,
    role: user.role,
    status: user.status,
    status_update_date: user.status_update_date,
    status_fa: user.status_fa,
    parent_id: user.parent_id,
    parent: parent ? { name: parent.name } : null,
    business_introducer: user.business_introducer,
    subscribe_services: user.subscribe_services,
    valid_account: user.valid_account,
  };
  if (user.nested || !user.personal) return { ...common, personal_informations: user.personal };
  // Object.assign, not a second spread: V8 makes a slow object of each such row, 10× the cost at a firm of 10 000.
  return Object.assign(common, user.personal);
}

export default async function userRoutes(app: FastifyInstance, { store }: { store: DemoStore }): Promise<void> {
  app.get<{ Querystring: { kind?: string } }>('/users', { schema: { querystring: UsersQuery } }, async (request, reply) => {
    const caller = request.caller!;
    const kind = request.query.kind;
    if (kind === 'oldclient') return { data: store.data.oldClients };
    if (kind === 'member') {
      return store.data.users
        .filter(isStaff)
        .map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role, created_at: u.created_at }));
    }
    if (kind !== 'client') return reply.code(400).send({ message: 'Unknown kind.' });
    const all = SEES_ALL_CLIENTS.has(caller.role.toLowerCase());
    const clients = store.data.users.filter((u) => u.role === 'Client' && (all || u.parent_id === caller.id));
    return sendJsonList(reply, clients, (u) => clientRow(store, u));
  });

  app.get<{ Params: { id: string }; Querystring: { kind?: string } }>('/users/:id', async (request, reply) => {
    if (request.query.kind === 'oldclient') {
      const old = store.data.oldClients.find((o) => o.clcleunik === request.params.id);
      return old ?? reply.code(404).send({ message: 'Not found.' });
    }
    const user = store.user(Number(request.params.id));
    if (!user) return reply.code(404).send({ message: 'Not found.' });
    const row = clientRow(store, user);
    // One person always comes with personal_informations, whatever the list does.
    return { ...row, personal_informations: user.personal };
  });

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>('/users/:id', { schema: { body: UserUpdateBody } }, async (request, reply) => {
    const user = store.user(Number(request.params.id));
    if (!user) return reply.code(404).send({ message: 'Not found.' });
    const body = request.body ?? {};
    if (typeof body.email === 'string' && store.data.users.some((u) => u.id !== user.id && u.email.toLowerCase() === body.email!.toString().toLowerCase())) {
      return reply.code(422).send({ message: 'The email has already been taken.' });
    }
    if (typeof body.name === 'string') user.name = body.name;
    if (typeof body.email === 'string') user.email = body.email;
    if (typeof body.role === 'string') user.role = body.role;
    if (typeof body.p_password === 'string' && body.p_password) user.password = body.p_password;
    if ('status' in body) {
      user.status = (body.status as string | null) ?? null;
      user.status_update_date = sqlDateTime();
    }
    if ('status_fa' in body) user.status_fa = body.status_fa ? 1 : 0;
    if ('parent_id' in body) user.parent_id = body.parent_id === null ? null : Number(body.parent_id);
    store.users.changed();
    return { success: true };
  });

  app.post<{ Body: Record<string, unknown> }>('/register', { schema: { body: RegisterBody } }, async (request, reply) => {
    const { email, password, name, role, parent_id } = request.body ?? {};
    if (typeof email !== 'string' || typeof name !== 'string' || typeof password !== 'string') {
      return reply.code(422).send({ message: 'The given data was invalid.' });
    }
    if (store.data.users.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
      return reply.code(422).send({ message: 'The email has already been taken.' });
    }
    const user = newDemoUser({
      id: store.users.nextId(),
      email,
      password,
      name,
      role: typeof role === 'string' ? role : 'Client',
      parent_id: typeof parent_id === 'number' ? parent_id : null,
    });
    store.users.add(user);
    return { accessToken: store.issueToken(user.id), user: { id: user.id, email, name, role: user.role } };
  });

  const personalFields: Array<keyof PersonalInfo> = [
    'civility', 'first_name', 'last_name', 'maiden_name', 'martial_status', 'children_number', 'mobile_number', 'office_number',
    'military_service', 'birth_date', 'birth_place', 'personal_address', 'personal_address_2', 'personal_zip_code', 'personal_city',
    'personal_country', 'society_name', 'society_address', 'society_zip_code', 'society_city', 'society_country', 'secu_social',
    'secu_social_key', 'notes', 'comments',
  ];
  function applyPersonal(user: DemoUser, body: Record<string, unknown>): void {
    const personal: Record<string, unknown> = { ...(user.personal ?? emptyPersonal()) };
    for (const field of personalFields) if (field in body) personal[field] = body[field];
    user.personal = personal as unknown as PersonalInfo;
    if (typeof body.parent_id === 'number') user.parent_id = body.parent_id;
    store.users.changed();
  }

  app.post<{ Body: Record<string, unknown> }>('/personal_information', { schema: { body: PersonalInformationCreateBody } }, async (request, reply) => {
    const user = store.user(Number(request.body?.id));
    if (!user) return reply.code(404).send({ message: 'Unknown user.' });
    if (store.failNextPersonalInformation) {
      store.failNextPersonalInformation = false;
      return reply.code(500).send({ message: 'Server Error' });
    }
    applyPersonal(user, request.body);
    return { success: true };
  });

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>('/personal_information/:id', { schema: { body: PersonalInformationUpdateBody } }, async (request, reply) => {
    const user = store.user(Number(request.params.id));
    if (!user) return reply.code(404).send({ message: 'Not found.' });
    applyPersonal(user, request.body ?? {});
    return { success: true };
  });

  app.delete<{ Params: { id: string }; Querystring: { old?: string } }>('/users/:id', async (request, reply) => {
    if (request.query.old === 'true') {
      const index = store.data.oldClients.findIndex((o) => o.clcleunik === request.params.id);
      if (index < 0) return reply.code(404).send({ message: 'Not found.' });
      store.data.oldClients.splice(index, 1);
      return { success: true };
    }
    if (!store.users.remove(Number(request.params.id))) return reply.code(404).send({ message: 'Not found.' });
    return { success: true };
  });

  app.get<{ Querystring: { email?: string } }>('/duplicated_email', { schema: { querystring: DuplicatedEmailQuery } }, async (request, reply) => {
    const email = (request.query.email ?? '').toLowerCase();
    const taken = store.data.users.some((u) => u.email.toLowerCase() === email);
    return reply.type('text/plain').send(taken ? 'duplicated' : 'not duplicated');
  });

  app.post<{ Body: { currentPassword?: unknown; newPassword?: unknown } }>('/change-password', { schema: { body: ChangePasswordBody } }, async (request, reply) => {
    const { currentPassword, newPassword } = request.body ?? {};
    const caller = request.caller!;
    if (currentPassword !== caller.password) return reply.code(422).send({ message: 'The current password is incorrect.' });
    if (typeof newPassword !== 'string' || newPassword.length < 8) return reply.code(422).send({ message: 'The new password is too short.' });
    caller.password = newPassword;
    return { success: true };
  });

  app.post<{ Body: { user_id?: number; subscribe_services?: string } }>('/set_user_subscribe_services', { schema: { body: SubscribeServicesBody } }, async (request, reply) => {
    const user = store.user(Number(request.body?.user_id));
    if (!user) return reply.code(404).send({ message: 'Not found.' });
    user.subscribe_services = String(request.body.subscribe_services ?? '');
    return { success: true };
  });
}

function emptyPersonal(): PersonalInfo {
  return {
    civility: '', first_name: '', last_name: '', maiden_name: '', martial_status: '', children_number: null, mobile_number: '',
    office_number: '', military_service: 'non', birth_date: null, birth_place: '', personal_address: '', personal_address_2: '',
    personal_zip_code: '', personal_city: '', personal_country: '', society_name: '', society_address: '', society_zip_code: '',
    society_city: '', society_country: '', secu_social: '', secu_social_key: '', notes: '', comments: '',
  };
}
