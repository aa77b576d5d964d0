/**
 * Adapters between the upstream's people (clients, former clients, members) and the resources of
 * shared/schemas/. Quirks hidden here: personal fields flat or nested under
 * personal_informations, the legacy cl_* columns, {data:[...]} wrapping, roles in any case.
 */
import type { FormerClient } from '../../../shared/schemas/former-clients.js';
import { formatPhone } from '../../../shared/validation.js';
import {
  civility, clientStatus, dateOnly, dateTime, flag, integerOrNull, joinServices, maritalStatus, nameOf, services, text, textOrNull, type Row,
} from './normalize.js';
import { normalizeRole } from '../../../shared/schemas/people.js';
import type { Client, FilledClientInput } from '../../../shared/schemas/clients.js';
import type { Member } from '../../../shared/schemas/members.js';
import type { PostalAddress } from '../../../shared/schemas/address.js';

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A bare array, or one wrapped as {data:[...]}; anything else is not a list. */
export function listOf(body: unknown): Row[] | null {
  const list = Array.isArray(body) ? body : isRow(body) && Array.isArray(body.data) ? body.data : null;
  return list ? list.filter(isRow) : null;
}

/**
 * Quirk: the firm API has a column for the personal address's complement (personal_address_2) but
 * none for the company's; the company's complement is kept as the second line of society_address.
 */
function address(row: Row, prefix: 'personal' | 'society'): PostalAddress {
  const [street, complement] = prefix === 'personal' ? [row.personal_address, row.personal_address_2] : splitFirstLine(row.society_address);
  return {
    address: text(street),
    address2: text(complement),
    zipCode: text(row[`${prefix}_zip_code`]),
    city: text(row[`${prefix}_city`]),
    country: text(row[`${prefix}_country`]),
  };
}

function splitFirstLine(value: unknown): [string, string] {
  const all = typeof value === 'string' ? value : text(value);
  const end = all.indexOf('\n');
  return end < 0 ? [all, ''] : [all.slice(0, end), all.slice(end + 1).replace(/\s*\n\s*/g, ' ')];
}

/** society_address as the firm API keeps it: the street, and the complement on a second line. */
function societyAddress({ address: street, address2: complement }: PostalAddress): string {
  return complement === '' ? street : `${street}\n${complement}`;
}

export function toClient(row: Row): Client | null {
  const id = integerOrNull(row.id);
  if (id === null) return null;
  // Older rows nest the personal fields; newer ones carry them flat. Flat values win when both exist.
  const nested = isRow(row.personal_informations) ? row.personal_informations : {};
  const p: Row = { ...nested, ...Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined && v !== null && v !== '')) };
  const [firstFromName = '', ...rest] = text(row.name).split(' ');
  return {
    id,
    createdAt: dateTime(row.created_at) ?? new Date(0).toISOString(),
    civility: civility(p.civility),
    firstName: text(p.first_name) || firstFromName,
    lastName: text(p.last_name) || rest.join(' '),
    email: text(row.email),
    mobilePhone: formatPhone(text(p.mobile_number)),
    officePhone: formatPhone(text(p.office_number)),
    status: clientStatus(row.status),
    feePaid: flag(row.status_fa),
    expertId: integerOrNull(row.parent_id),
    expertName: nameOf(row.parent),
    businessIntroducer: nameOf(row.business_introducer),
    birthDate: dateOnly(p.birth_date),
    birthPlace: text(p.birth_place),
    childrenNumber: integerOrNull(p.children_number),
    maritalStatus: maritalStatus(p.martial_status),
    socialSecurityNumber: text(p.secu_social),
    socialSecurityKey: text(p.secu_social_key),
    personalAddress: address(p, 'personal'),
    companyName: text(p.society_name),
    companyAddress: address(p, 'society'),
    notes: text(p.notes),
    comments: text(p.comments),
    services: services(row.subscribe_services),
    validAccount: row.valid_account === undefined ? true : flag(row.valid_account),
  };
}

export function toFormerClient(row: Row): FormerClient | null {
  const id = textOrNull(row.clcleunik);
  if (id === null) return null;
  return {
    id,
    civility: civility(row.cl_civilite),
    firstName: text(row.cl_prenom),
    // The legacy site stored last names in capitals.
    lastName: text(row.cl_nom).toLocaleLowerCase('fr').replace(/(^|[\s-])\p{L}/gu, (m) => m.toLocaleUpperCase('fr')),
    birthDate: dateOnly(row.cl_ne_le),
    mobilePhone: formatPhone(text(row.cl_tel_port)),
    officePhone: formatPhone(text(row.cl_tel_bur)),
    address: { address: text(row.cl_adr), address2: '', zipCode: text(row.cl_cp), city: text(row.cl_ville), country: text(row.cl_pays) },
    email: text(row.cl_mail),
    createdAt: dateOnly(row.cl_date),
    expertName: textOrNull(row.expert_name),
  };
}

export function toMember(row: Row): Member | null {
  const id = integerOrNull(row.id);
  if (id === null || text(row.role).toLowerCase() === 'prospect') return null;
  return { id, name: text(row.name), email: text(row.email), role: normalizeRole(row.role), createdAt: dateTime(row.created_at) ?? new Date(0).toISOString() };
}

/** The body of PUT /personal_information/:id and POST /personal_information (with `id`). */
export function toPersonalInformation(client: FilledClientInput): Row {
  return {
    civility: client.civility,
    first_name: client.firstName,
    last_name: client.lastName,
    martial_status: client.maritalStatus ?? '',
    children_number: client.childrenNumber,
    mobile_number: client.mobilePhone,
    office_number: client.officePhone,
    birth_date: client.birthDate,
    birth_place: client.birthPlace,
    personal_address: client.personalAddress.address,
    personal_address_2: client.personalAddress.address2,
    personal_zip_code: client.personalAddress.zipCode,
    personal_city: client.personalAddress.city,
    personal_country: client.personalAddress.country,
    society_name: client.companyName,
    society_address: societyAddress(client.companyAddress),
    society_zip_code: client.companyAddress.zipCode,
    society_city: client.companyAddress.city,
    society_country: client.companyAddress.country,
    secu_social: client.socialSecurityNumber,
    secu_social_key: client.socialSecurityKey,
    notes: client.notes,
    ...(client.comments === undefined ? {} : { comments: client.comments }),
    parent_id: client.expertId,
  };
}

export function subscribeServices(client: Pick<Client, 'services'>): string {
  return joinServices(client.services);
}
