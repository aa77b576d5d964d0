/** Wire types shared by the BFF and the React client. */
import type { Role } from './schemas/people.js';

/** The codes come from the catalogue of services (shared/services.ts). */
import type { ServiceCode } from './services.js';
export { SERVICE_CODES, type ServiceCode } from './services.js';

// ---- Tasks ----

export const TASK_TYPES = ['relance_caisse', 'relance_client', 'envoi_caisse', 'envoi_client', 'appel_client', 'appel_caisse'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** French labels of the task types (the upstream's vocabulary). */
export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  relance_caisse: 'Relance caisse',
  relance_client: 'Relance client',
  envoi_caisse: 'Envoi caisse',
  envoi_client: 'Envoi client',
  appel_client: 'Appel client',
  appel_caisse: 'Appel caisse',
};

export const TASK_FILTERS = ['all', 'unread', 'important', 'completed'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number] | TaskType;

export interface Task {
  id: number;
  title: string;
  description: string;
  completed: boolean;
  important: boolean;
  read: boolean;
  type: TaskType | null;
  /** YYYY-MM-DD */
  dueDate: string | null;
  customerId: number | null;
  customerName: string | null;
  customerServices: ServiceCode[];
  creatorId: number | null;
}

export interface TaskInput {
  title: string;
  description: string;
  type: TaskType | null;
  dueDate: string | null;
  customerId: number | null;
  important: boolean;
  completed: boolean;
  read: boolean;
}

// ---- Contracts, template, statistics, CRM ----

export const CONTRACT_STATES = ['En attente', 'En cours', 'Terminé', 'Perdu'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const PAYMENT_METHODS = ['Virement bancaire', 'Chèque de banque', 'Carte bancaire', 'Espèces', 'Autre'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface SectionText {
  title: string;
  description: string;
}

export interface ContractTemplate {
  form: import('./fees.js').FeeForm;
  /** titles and descriptions of sections 1 to 7, in order */
  texts: SectionText[];
  generalConditions: string;
  totals: import('./fees.js').FeeTotals;
}

export interface Contract {
  id: number;
  clientId: number;
  clientName: string;
  expertId: number | null;
  creatorId: number | null;
  label: string;
  state: ContractState;
  services: ServiceCode[];
  form: import('./fees.js').FeeForm;
  texts: SectionText[];
  totalTtcCents: number;
  depositCents: number;
  balanceCents: number;
  depositPaid: boolean;
  balancePaid: boolean;
  /** ISO date-time or null */
  depositDate: string | null;
  balanceDate: string | null;
  paymentMethod: string;
  createdAt: string;
  updatedAt: string;
}

export interface ContractInput {
  clientId: number;
  state: ContractState;
  form: import('./fees.js').FeeForm;
  paymentMethod: PaymentMethod | '';
}

export interface PaymentSwitches {
  deposit: boolean;
  balance: boolean;
  method?: PaymentMethod;
}

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

export const CRM_OBJECTS = ['Appel entrant', 'Appel sortant', 'Email'] as const;
export type CrmObject = (typeof CRM_OBJECTS)[number];
export const CRM_ACTIONS = ['Rendez-vous pris', 'Mail prestation envoyé', 'Affaire signée', 'Échec', 'Autre', 'Email reçu'] as const;
export type CrmAction = (typeof CRM_ACTIONS)[number];

export interface CrmEntry {
  id: number;
  object: CrmObject;
  action: CrmAction;
  /** YYYY-MM-DD */
  date: string;
  name: string;
  email: string;
  phone: string;
  note: string;
  authorId: number | null;
}

export type CrmEntryInput = Omit<CrmEntry, 'id' | 'authorId'>;
