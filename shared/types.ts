/** Wire types shared by the BFF and the React client. */
import type { Role } from './schemas/people.js';

export interface SessionUser {
  id: string | number;
  role: Role | null;
  name: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

/** 200 answer of POST /login: a success, or the upstream's own error flag (nothing is shown). */
export type LoginResponse = { error: false; user: SessionUser } | { error: 'login_refused' };

export interface SessionResponse {
  user: SessionUser;
}

export interface UnreadCountResponse {
  count: number;
}

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  name: string;
}

export type Language = 'fr' | 'en';

/** The firm's legal identity (printed contracts, footer); an unset field is absent. */
export interface FirmIdentity {
  name?: string;
  address?: string;
  /** 14 digits */
  siret?: string;
  /** ORIAS registration number, 8 digits */
  orias?: string;
}

export interface PublicConfig {
  demo: boolean;
  basePath: string;
  languages: Language[];
  defaultLanguage: Language;
  demoAccounts?: DemoAccount[];
  firm: FirmIdentity;
}

/** Every BFF error body. */
export interface ApiError {
  error: string;
  message?: string;
  /** the input at fault (`personalAddress.zipCode`), for a form to mark it */
  field?: string;
}

export interface HealthResponse {
  status: 'ok' | 'unavailable';
}

/** A navbar bookmark (spec §3). Starred ones, in the user's order, come first in `searchResult`. */
export interface Bookmark {
  id: string;
  title: string;
  link: string;
  icon: string;
  target: string;
  starred: boolean;
}

/** GET /api/search/bookmarks/data. The first BOOKMARK_BAR_SIZE starred show in the bar, the rest in the overflow. */
export interface BookmarksResponse {
  searchResult: Bookmark[];
}

export const BOOKMARK_BAR_SIZE = 10;

/** POST /api/update/bookmarks: star or un-star one page (`obj`), or reorder the starred ones (`order`). */
export type BookmarksUpdate = { obj: { id: string; starred: boolean } } | { order: string[] };

export interface SearchItem {
  id: string;
  title: string;
  link: string;
  icon: string;
  target: string;
}

/** GET /api/main-search/data: the pages the role may open, by group. */
export interface MainSearchResponse {
  searchArr: Array<{ groupTitle: string; data: SearchItem[] }>;
}

// ---- Business resources (clients, former clients, members) ----

/** The codes come from the catalogue of services (shared/services.ts). */
import type { ServiceCode } from './services.js';
export { SERVICE_CODES, type ServiceCode } from './services.js';

export interface Paged<T> {
  items: T[];
  total: number;
}

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

// ---- Files (documents) ----

export interface StoredFile {
  id: number;
  filename: string;
  /** ISO date-time */
  createdAt: string;
  /** from the file name's extension */
  contentType: string;
}

export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Extensions accepted for upload, with their content type. */
export const ALLOWED_FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv',
  txt: 'text/plain',
};

// ---- Profile ----

export interface Profile {
  id: number | string;
  name: string;
  email: string;
  role: Role | null;
  birthDate: string | null;
  phone: string;
  /** the responsible consultant or expert (clients) */
  expertName: string | null;
  notes: string;
  /** the five next open tasks (due today or later, soonest first) */
  nextTasks: Task[];
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
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

/** GET /api/search?q=: a few clients and contracts the role may see, for the quick search (Ctrl+K). */
export interface QuickSearchClient {
  id: number;
  name: string;
  email: string;
  phone: string;
}

export interface QuickSearchContract {
  id: number;
  label: string;
  clientId: number;
  clientName: string;
  state: ContractState;
}

/** GET /api/search answers from this many characters (one letter would list half the firm). */
export const QUICK_SEARCH_MIN_LENGTH = 2;

export interface QuickSearchResult {
  clients: QuickSearchClient[];
  contracts: QuickSearchContract[];
}
