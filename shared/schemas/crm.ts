/** /api/crm/entries: the CRM log of calls and e-mails (spec §3). */
import { Type, type Static } from 'typebox';
import { DEFAULT_PER_PAGE, Nullable, OneOf, PER_PAGE_VALUES } from './common.js';

export const CRM_OBJECTS = ['Appel entrant', 'Appel sortant', 'Email'] as const;
export type CrmObject = (typeof CRM_OBJECTS)[number];
export const CRM_ACTIONS = ['Rendez-vous pris', 'Mail prestation envoyé', 'Affaire signée', 'Échec', 'Autre', 'Email reçu'] as const;
export type CrmAction = (typeof CRM_ACTIONS)[number];

export const CrmEntry = Type.Object({
  id: Type.Integer(),
  object: OneOf(CRM_OBJECTS),
  action: OneOf(CRM_ACTIONS),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  note: Type.String(),
  authorId: Nullable(Type.Integer()),
});
export type CrmEntry = Static<typeof CrmEntry>;

const entryFields = {
  object: OneOf(CRM_OBJECTS),
  action: OneOf(CRM_ACTIONS),
  date: Type.String({ format: 'date' }),
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  email: Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.String({ maxLength: 0 })]),
  phone: Type.String({ maxLength: 30 }),
  note: Type.String({ maxLength: 5000 }),
};

/** POST /api/crm/entries: a new entry; an absent e-mail, phone or note is ''. */
export const CrmEntryBody = Type.Object(
  {
    ...entryFields,
    email: Type.Optional({ ...entryFields.email, default: '' }),
    phone: Type.Optional({ ...entryFields.phone, default: '' }),
    note: Type.Optional({ ...entryFields.note, default: '' }),
  },
  { additionalProperties: false },
);
export type CrmEntryBody = Static<typeof CrmEntryBody>;
/** PUT /api/crm/entries/:id: the whole entry, nothing defaulted (a missing note is a 400, never an erased one). */
export const CrmEntryReplace = Type.Object(entryFields, { additionalProperties: false });
/** What the CRM form sends: every field. */
export type CrmEntryInput = Static<typeof CrmEntryReplace>;

/** The page sizes of the CRM list; the chart reads whole periods CRM_CHART_PAGE entries at a time. */
export const CRM_CHART_PAGE = 1000;
export const CRM_PER_PAGE_VALUES = [...PER_PAGE_VALUES, CRM_CHART_PAGE] as const;

export const CrmListQuery = Type.Object(
  {
    object: Type.Optional(OneOf(CRM_OBJECTS)),
    action: Type.Optional(OneOf(CRM_ACTIONS)),
    from: Type.Optional(Type.String({ format: 'date' })),
    to: Type.Optional(Type.String({ format: 'date' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    perPage: Type.Optional(Type.Unsafe<(typeof CRM_PER_PAGE_VALUES)[number]>({ type: 'integer', enum: [...CRM_PER_PAGE_VALUES], default: DEFAULT_PER_PAGE })),
  },
  { additionalProperties: false },
);
