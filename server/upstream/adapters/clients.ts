/**
 * A client between the firm API and the BFF: read through the field table (shared/schemas/clients.ts)
 * and the users contract; written as the bodies of the calls that write each part.
 */
import { CLIENT_FIELDS, type Client, type FilledClientInput } from '../../../shared/schemas/clients.js';
import type { Unversioned } from '../../../shared/schemas/record-fields.js';
import { textOf, type Row } from '../contract/codecs.js';
import { flatUserRow, USER_CODECS } from '../contract/users.js';
import { readColumns, writeColumns } from './record-columns.js';

export function toClient(row: Row): Unversioned<Client> | null {
  const client = readColumns(CLIENT_FIELDS, USER_CODECS, flatUserRow(row)) as Unversioned<Client>;
  if (client.id === null) return null;
  // Quirk: a row without its personal record names the person in `name` alone.
  const [firstFromName = '', ...rest] = textOf(row.name).split(' ');
  return {
    ...client,
    createdAt: client.createdAt ?? new Date(0).toISOString(),
    firstName: client.firstName || firstFromName,
    lastName: client.lastName || rest.join(' '),
  };
}

/** PUT /users/:id: the account's fields (its name is the personal record's names). */
export function accountBody(client: FilledClientInput): Row {
  return { name: `${client.firstName} ${client.lastName}`, role: 'Client', ...writeColumns(CLIENT_FIELDS, USER_CODECS, client, 'account') };
}

/** POST (with the new user's `id`) or PUT /personal_information/:id, with the client's expert. */
export function personalBody(client: FilledClientInput): Row {
  return { ...writeColumns(CLIENT_FIELDS, USER_CODECS, client, 'personal'), parent_id: client.expertId };
}

/** POST /set_user_subscribe_services. */
export function servicesBody(id: number, client: Pick<FilledClientInput, 'services'>): Row {
  return { user_id: id, ...writeColumns(CLIENT_FIELDS, USER_CODECS, client, 'services') };
}
