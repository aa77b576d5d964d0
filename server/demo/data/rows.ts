/**
 * What the demo upstream stores, as the firm API's contract says it answers (server/upstream/contract/):
 * the demo keeps no copy of the columns of its own. Flags and the joined objects are the answers'.
 */
import type { Static } from 'typebox';
import { DocumentRow, TemplateAnswer } from '../../upstream/contract/documents.js';
import { KpiRow } from '../../upstream/contract/kpis.js';
import { LegacyClientRow } from '../../upstream/contract/legacy-clients.js';
import { TaskRow } from '../../upstream/contract/tasks.js';
import { PersonalColumns, UserRow } from '../../upstream/contract/users.js';
import type { DemoPerson } from './people.js';

/** The personal record (`personal_informations`) of a user. */
export type PersonalInfo = { -readonly [K in keyof typeof PersonalColumns]: Static<(typeof PersonalColumns)[K]> };

type UserColumns = Static<typeof UserRow>;

export interface DemoUser extends DemoPerson {
  created_at: string;
  status: string | null;
  status_update_date: string | null;
  status_fa: 0 | 1;
  subscribe_services: string;
  valid_account: 0 | 1;
  business_introducer: NonNullable<UserColumns['business_introducer']> | null;
  personal: PersonalInfo | null;
  /** quirk: older rows nest the personal fields under personal_informations */
  nested: boolean;
}

export type LegacyClient = Static<typeof LegacyClientRow>;

/** A task as stored: the answer's columns, its flags as booleans (answered as 0/1), without the joined customer. */
export type DemoTask = Omit<Static<typeof TaskRow>, 'task_customer' | 'isCompleted' | 'isImportant' | 'isRead'> & {
  isCompleted: boolean;
  isImportant: boolean;
  isRead: boolean;
};

export interface DemoFile {
  id: number;
  userId: number;
  filename: string;
  created_at: string;
  content: Buffer;
}

/** A contract as stored (GET /get_contract joins its client's account in). */
export type DemoContract = Omit<Static<typeof DocumentRow>, 'user'>;
export type DemoKpi = Static<typeof KpiRow>;
export type DemoTemplate = Static<typeof TemplateAnswer>;

export interface DemoData {
  users: DemoUser[];
  oldClients: LegacyClient[];
  tasks: DemoTask[];
  files: DemoFile[];
  contracts: DemoContract[];
  template: DemoTemplate;
  kpis: DemoKpi[];
}
