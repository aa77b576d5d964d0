/** Wire types shared by the BFF and the React client. */
import type { Role } from './schemas/people.js';

/** The codes come from the catalogue of services (shared/services.ts). */
import type { ServiceCode } from './services.js';
export { SERVICE_CODES, type ServiceCode } from './services.js';

// ---- Statistics ----

import type { ContractState } from './schemas/contracts.js';

export interface MonthIncome {
  month: number;
  clientsCount: number;
  depositCount: number;
  depositCents: number;
  balanceCount: number;
  balanceCents: number;
  endedCount: number;
  endedCents: number;
  opportunityCount: number;
  opportunityCents: number;
  totalCents: number;
}

export type ServiceCounts = Record<ServiceCode, number>;

export interface ServicesByState {
  waiting: ServiceCounts[];
  running: ServiceCounts[];
  ended: ServiceCounts[];
}

export interface MemberMonth {
  waiting: number;
  running: number;
  ended: number;
  created: number;
  waitingCents: number;
  runningCents: number;
  endedCents: number;
}

export interface MemberStatistics {
  id: number;
  name: string;
  role: Role | null;
  /** 12 months, January first */
  months: MemberMonth[];
}
