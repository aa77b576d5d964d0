/** /api/crm/entries: the CRM log of calls and e-mails (spec §3). */
import { Type, type Static } from 'typebox';
import { DEFAULT_PER_PAGE, EmailAddress, Nullable, OneOf, PER_PAGE_VALUES } from './common.js';
import { createSchema, field, patchSchema, readOnlyField, recordSchema, replaceSchema } from './record-fields.js';

export const CRM_OBJECTS = ['Appel entrant', 'Appel sortant', 'Email'] as const;
export type CrmObject = (typeof CRM_OBJECTS)[number];
export const CRM_ACTIONS = ['Rendez-vous pris', 'Mail prestation envoyé', 'Affaire signée', 'Échec', 'Autre', 'Email reçu'] as const;
export type CrmAction = (typeof CRM_ACTIONS)[number];

/** The firm API call that writes a CRM entry: POST /kpis, PUT /kpis/:id. */
export type CrmWriter = 'kpi';

export const CRM_ENTRY_FIELDS = {
  id: readOnlyField(Type.Integer(), 'id'),
  object: field(OneOf(CRM_OBJECTS), 'objet', 'kpi'),
  action: field(OneOf(CRM_ACTIONS), 'action', 'kpi'),
  // An entry whose firm API date is not a date (an older row) is answered with '' rather than a made-up day.
  date: field(Type.Union([Type.String({ format: 'date' }), Type.Literal('')]), 'kpi_date', 'kpi', { input: Type.String({ format: 'date' }) }),
  name: field(Type.String(), 'nom_prenom', 'kpi', { input: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }) }),
  email: field(Type.String(), 'email', 'kpi', { input: Type.Union([EmailAddress(), Type.String({ maxLength: 0 })]), default: '' }),
  phone: field(Type.String(), 'telephone', 'kpi', { input: Type.String({ maxLength: 30 }), default: '' }),
  note: field(Type.String(), 'note', 'kpi', { input: Type.String({ maxLength: 5000 }), default: '' }),
  authorId: readOnlyField(Nullable(Type.Integer()), 'admin_id'),
};

export const CrmEntry = recordSchema(CRM_ENTRY_FIELDS, { title: 'CrmEntry' });
export type CrmEntry = Static<typeof CrmEntry>;

/** POST /api/crm/entries: a new entry; an absent e-mail, phone or note is ''. */
export const CrmEntryBody = createSchema(CRM_ENTRY_FIELDS, { title: 'CrmEntryInput' });
export type CrmEntryBody = Static<typeof CrmEntryBody>;
/** PUT /api/crm/entries/:id: the whole entry, nothing defaulted (a missing note is a 400, never an erased one). */
export const CrmEntryReplace = replaceSchema(CRM_ENTRY_FIELDS, { title: 'CrmEntryReplace' });
/** What the CRM form sends: every field. */
export type CrmEntryInput = Static<typeof CrmEntryReplace>;
/** PATCH /api/crm/entries/:id: only the fields sent change. */
export const CrmEntryPatch = patchSchema(CRM_ENTRY_FIELDS, { title: 'CrmEntryPatch' });
export type CrmEntryPatch = Static<typeof CrmEntryPatch>;

/** The page sizes of the CRM list (1000: a whole period at once, for a script; the chart asks GET /api/crm/chart). */
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

/** GET /api/crm/chart: a period's days (YYYY-MM-DD, both included). */
export const CrmChartQuery = Type.Object({ from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }) }, { additionalProperties: false });
/** How many entries of each action each day of the period had (days and actions with none are left out). */
export const CrmChart = Type.Object({
  items: Type.Array(Type.Object({ date: Type.String({ format: 'date' }), action: OneOf(CRM_ACTIONS), count: Type.Integer({ minimum: 1 }) })),
});
export type CrmChart = Static<typeof CrmChart>;
