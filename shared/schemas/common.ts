/** Wire shapes every resource shares: the error body, a page of a list, the list parameters. */
import { Type, type Static, type TSchema } from 'typebox';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from '../validation.js';

/** Every 4xx/5xx answer: a stable code, a French message, and the invalid field of a 400. */
/** Who last changed, or deleted, a record, from the journal: what a 412 and the 404 of a deleted record name. */
export const LastChange = Type.Object(
  { name: Type.String(), at: Type.String({ format: 'date-time' }) },
  { title: 'LastChange', description: 'who last changed the record and when, from the journal' },
);
export type LastChange = Static<typeof LastChange>;

export const ErrorBody = Type.Object(
  {
    error: Type.String({ description: 'stable machine-readable code, e.g. invalid_request, not_found' }),
    message: Type.String({ description: 'French message for the user' }),
    field: Type.Optional(Type.String({ description: 'the invalid field of a 400, as a dotted path (personalAddress.zipCode)' })),
    deletedBy: Type.Optional(LastChange), // a 404 of a record someone deleted (to one who could reach it)
  },
  { title: 'Error' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** A page of a list; a page of named records is named after them (Client: PagedClients, CrmEntry: PagedCrmEntries), or as `name` says. */
export const Paged = <T extends TSchema>(item: T, name?: string) => {
  const { title } = item as { title?: unknown };
  const named = name ?? (typeof title === 'string' ? `Paged${plural(title)}` : null);
  return Type.Object({ items: Type.Array(item), total: Type.Integer() }, named ? { title: named } : {});
};
const plural = (name: string) => (name.endsWith('y') ? `${name.slice(0, -1)}ies` : `${name}s`);
export interface Paged<T> {
  items: T[];
  total: number;
}

export const PER_PAGE_VALUES = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 25;
export type PerPage = (typeof PER_PAGE_VALUES)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A string among `values`, typed as their union. */
export const OneOf = <const V extends readonly string[]>(values: V, options: { description?: string; default?: V[number] } = {}) =>
  Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** Search, sort and paging of a list route; `sorts` are the resource's sortable fields. */
export const ListQuery = <const S extends readonly string[]>(sorts: S) =>
  Type.Object(
    {
      q: Type.Optional(Type.String({ maxLength: 100 })),
      sort: Type.Optional(OneOf(sorts)),
      order: Type.Optional(OneOf(SORT_ORDERS)),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
      perPage: Type.Optional(Type.Unsafe<PerPage>({ type: 'integer', enum: [...PER_PAGE_VALUES], default: DEFAULT_PER_PAGE })),
    },
    { additionalProperties: false },
  );

/**
 * A record's id. The maximum is not decoration: Ajv coerces a path or query `1e999` to Infinity
 * past its integer check, and only a bound refuses it (server/app.ts). Every input number has one.
 */
export const Id = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...options });
export const NumericId = Type.Object({ id: Id() }, { additionalProperties: false });

/** An e-mail address a body or a query gives: the pattern is the rule the BFF applies (shared/validation.ts). */
export const EmailAddress = (options: { minLength?: number; description?: string } = {}) =>
  Type.String({ format: 'email', pattern: EMAIL_PATTERN, maxLength: 254, examples: ['prenom.nom@exemple.fr'], ...options });

/** A password a person chooses: 8 characters or more, a lower and an upper case letter, a digit or a symbol (shared/validation.ts). */
export const NewPassword = (options: { description?: string } = {}) =>
  Type.String({ maxLength: 200, pattern: PASSWORD_PATTERN, examples: ['Retraite2026!'], ...options });
