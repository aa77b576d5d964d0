/**
 * /api/statistics: the KPI dashboard's figures. One call per view (GET /api/statistics/dashboard
 * answers what the tiles, the chart, the service pies and the staff table of a period draw), and the
 * year's monthly series it is made of (income, services, members). Amounts are in cents.
 */
import { Type, type Static, type TInteger, type TObject, type TSchema } from 'typebox';
import { PERIOD_KINDS } from '../periods.js';
import { SERVICE_CODES, type ServiceCode } from '../services.js';
import { ROLES } from './people.js';
import { Nullable, OneOf } from './common.js';

const Count = Type.Integer({ minimum: 0 });
const Cents = Type.Integer({ description: 'euro cents' });
const Year = Type.Integer({ minimum: 2000, maximum: 2100, description: 'default: this year' });

/** Whose contracts a staff member's figures count: those they execute (the client's expert) or those they created. */
export const STAFF_BY = ['executor', 'creator'] as const;
export type StaffBy = (typeof STAFF_BY)[number];

export const MonthIncome = Type.Object({
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  clientsCount: Count,
  depositCount: Count,
  depositCents: Cents,
  balanceCount: Count,
  balanceCents: Cents,
  endedCount: Count,
  endedCents: Cents,
  opportunityCount: Count,
  opportunityCents: Cents,
  totalCents: Type.Integer({ description: 'deposits + balances, in cents' }),
});
export type MonthIncome = Static<typeof MonthIncome>;

export const ServiceCounts = Type.Object(Object.fromEntries(SERVICE_CODES.map((code) => [code, Count]))) as TObject<Record<ServiceCode, TInteger>>;
export type ServiceCounts = Static<typeof ServiceCounts>;

/** Contracts created, by service: the waiting, running and finished ones. */
const ByState = <T extends TSchema>(item: T) => Type.Object({ waiting: item, running: item, ended: item });
export const ServicesByState = ByState(Type.Array(ServiceCounts, { description: '12 months, January first' }));
export type ServicesByState = Static<typeof ServicesByState>;

export const MemberMonth = Type.Object({
  waiting: Count,
  running: Count,
  ended: Count,
  created: Count,
  waitingCents: Cents,
  runningCents: Cents,
  endedCents: Cents,
});
export type MemberMonth = Static<typeof MemberMonth>;

export const MemberStatistics = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: Nullable(OneOf(ROLES)),
  months: Type.Array(MemberMonth, { description: '12 months, January first' }),
});
export type MemberStatistics = Static<typeof MemberStatistics>;

export const YearQuery = Type.Object({ year: Type.Optional(Year) }, { additionalProperties: false });
export const MembersQuery = Type.Object(
  { year: Type.Optional(Year), by: Type.Optional(OneOf(STAFF_BY, { description: 'default: executor' })) },
  { additionalProperties: false },
);
export const IncomeAnswer = Type.Object({ months: Type.Array(MonthIncome) });
export const MembersAnswer = Type.Object({ members: Type.Array(MemberStatistics) });

/** The seven tiles of a period. */
export const Tiles = Type.Object({
  revenueCents: Cents,
  depositCents: Cents,
  depositCount: Count,
  balanceCents: Cents,
  balanceCount: Count,
  opportunityCents: Cents,
  opportunityCount: Count,
  signedCount: Type.Integer({ minimum: 0, description: 'contracts whose deposit was paid in the period: the client signed' }),
  prospectsCount: Type.Integer({ minimum: 0, description: 'clients created in the period' }),
  endedCents: Cents,
  endedCount: Count,
});
export type Tiles = Static<typeof Tiles>;

export const ServicePies = ByState(ServiceCounts);
export type ServicePies = Static<typeof ServicePies>;

/** A staff member's contracts created in the period, by state, and their amounts. */
export const StaffRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: Nullable(OneOf(ROLES)),
  waiting: Count,
  running: Count,
  ended: Count,
  waitingCents: Cents,
  runningCents: Cents,
  endedCents: Cents,
});
export type StaffRow = Static<typeof StaffRow>;

export const DashboardQuery = Type.Object(
  {
    period: Type.Optional(OneOf(PERIOD_KINDS, { description: 'default: month' })),
    year: Type.Optional(Year),
    index: Type.Optional(Type.Integer({ minimum: 1, maximum: 53, description: 'month 1–12, quarter 1–4 or ISO week 1–53 (default 1); ignored for a year' })),
    by: Type.Optional(OneOf(STAFF_BY, { description: 'whose contracts the staff table counts (default: executor)' })),
  },
  { additionalProperties: false },
);
export type DashboardQuery = Static<typeof DashboardQuery>;

export const Dashboard = Type.Object({
  period: Type.Object({ kind: OneOf(PERIOD_KINDS), year: Type.Integer(), index: Type.Integer() }),
  tiles: Tiles,
  /** the chart: the year's 12 months, whatever the period */
  months: Type.Array(MonthIncome, { description: "the year's 12 months, for the chart" }),
  highlight: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: 'the months of the chart the period touches' }),
  pies: ServicePies,
  staff: Type.Array(StaffRow),
});
export type Dashboard = Static<typeof Dashboard>;
