/**
 * The firm API's KPI figures (docs/upstream-api.md, "Statistics"): objects keyed by month "1".."12",
 * amounts in euros (as numbers or French texts).
 */
import { Type } from 'typebox';
import { SERVICE_CODES } from '../../../shared/services.js';

const Count = Type.Union([Type.Number(), Type.String()]);
const ByMonth = <T extends Parameters<typeof Type.Record>[1]>(month: T) => Type.Record(Type.String({ pattern: '^(1[0-2]|[1-9])$' }), month);

export const YearQuery = Type.Object({ year: Type.Optional(Type.String({ pattern: '^\\d{4}$' })) });

/** GET /get_statistics_total_income?year=Y */
export const IncomeAnswer = ByMonth(
  Type.Object({
    clients_count: Count,
    current_acompte_count: Count,
    current_acompte_amount: Count,
    current_solde_count: Count,
    current_solde_amount: Count,
    total_ended_count: Count,
    total_ended_amount: Count,
    opportunite_count: Count,
    opportunite_amount: Count,
    current_total_amount: Count,
  }),
);

/** GET /getPrestation?year=Y: [waiting, running, ended], each month's counts per service code. */
export const ServicesAnswer = Type.Array(ByMonth(Type.Object(Object.fromEntries(SERVICE_CODES.map((code) => [code, Count])))), { minItems: 3, maxItems: 3 });

const MemberMonth = Type.Object({
  'En attente': Count,
  'En cours': Count,
  Termine: Count,
  creer: Count,
  ca_en_attente: Count,
  ca_en_cours: Count,
  ca_termine: Count,
});
/** GET /getMembersPrestation?year=Y: one entry per admin, Consultant and Expert. */
export const MembersAnswer = Type.Array(
  Type.Object({ id: Type.Integer(), name: Type.String(), role: Type.String(), monthArray: ByMonth(MemberMonth), monthArrayCreated: Type.Optional(ByMonth(MemberMonth)) }),
);
