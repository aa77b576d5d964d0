/** The firm API's CRM log (docs/upstream-api.md, "CRM log"): /kpis, 25 a page, newest first. */
import { Type } from 'typebox';
import { CRM_ACTIONS, CRM_OBJECTS } from '../../../shared/schemas/crm.js';
import * as codec from './codecs.js';
import { Body, SqlDate, SqlDateTime } from './schema-kit.js';

export const KpiRow = Type.Object({
  id: Type.Integer(),
  objet: Type.String({ description: 'Appel entrant, Appel sortant, Email' }),
  action: Type.String(),
  kpi_date: SqlDate,
  nom_prenom: Type.String(),
  email: Type.String(),
  telephone: Type.String(),
  note: Type.String(),
  admin_id: Type.Integer(),
  created_at: SqlDateTime,
});

export const KpiPage = Type.Object({
  data: Type.Array(KpiRow),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  total: Type.Integer(),
  per_page: Type.Optional(Type.Integer()),
});
export const KpisQuery = Type.Object({ page: Type.Optional(Type.String({ pattern: '^\\d+$' })) });

/** POST /kpis and PUT /kpis/:id. Quirk: kpi_date may not be in the future (the firm's day, Paris time). */
export const KpiBody = Body(
  {
    objet: Type.Union(CRM_OBJECTS.map((object) => Type.Literal(object))),
    action: Type.Union(CRM_ACTIONS.map((action) => Type.Literal(action))),
    kpi_date: SqlDate,
    nom_prenom: Type.String({ minLength: 1 }),
    email: Type.String(),
    telephone: Type.String(),
    note: Type.String(),
    admin_id: Type.Integer(),
  },
  ['objet', 'action', 'kpi_date', 'nom_prenom'],
);

export const KPI_CODECS: Readonly<Record<string, codec.Codec>> = {
  id: codec.integer,
  objet: codec.oneOf(CRM_OBJECTS, null),
  action: codec.oneOf(CRM_ACTIONS, null),
  kpi_date: { read: (raw) => codec.dateOf(raw) ?? '', write: (value) => value },
  telephone: codec.phone,
  admin_id: codec.integer,
};
