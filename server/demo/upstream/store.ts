/** The demo upstream's in-memory state: the seeded data, its tables' indexes, and the bearer tokens it issued. */
import { randomBytes } from 'node:crypto';
import { newestFirst } from '../data/order.js';
import type { DemoContract, DemoData, DemoFile, DemoKpi, DemoTask, DemoUser } from '../data/rows.js';
import { seedDemoData } from '../data/seed.js';
import { Table } from './table.js';

/** Demo tokens outlive the BFF's default session (8 h), so a session never outlives its token. */
const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export class DemoStore {
  private readonly tokens = new Map<string, { userId: number; expiresAt: number }>();
  /** for tests of the BFF's create rollback: the next POST /personal_information fails with a 500 */
  failNextPersonalInformation = false;

  readonly users: Table<DemoUser>;
  /** in the API's order: the latest due date first */
  readonly tasks: Table<DemoTask>;
  readonly contracts: Table<DemoContract>;
  /** in the API's order: the latest entry first */
  readonly kpis: Table<DemoKpi>;
  readonly files: Table<DemoFile>;
  private unread: { versions: string; byCaller: Map<number, number> } | null = null;

  constructor(readonly data: DemoData = seedDemoData()) {
    this.users = new Table(data.users);
    this.tasks = new Table(data.tasks, newestFirst('end_date'));
    this.contracts = new Table(data.contracts);
    this.kpis = new Table(data.kpis, newestFirst('kpi_date'));
    this.files = new Table(data.files);
  }

  user(id: number): DemoUser | undefined {
    return this.users.get(id);
  }

  /**
   * GET /unread_count: the unread tasks whose customer is the caller, or a client the caller
   * follows. Counted for every caller in one pass, again only once a task or a user has changed,
   * as the firm's database answers it from an index rather than reading every task.
   */
  unreadCount(callerId: number): number {
    const versions = `${this.tasks.version}:${this.users.version}`;
    if (this.unread?.versions !== versions) {
      const byCaller = new Map<number, number>();
      const count = (id: number) => byCaller.set(id, (byCaller.get(id) ?? 0) + 1);
      for (const task of this.data.tasks) {
        if (task.isRead) continue;
        count(task.customer_id);
        const follower = this.user(task.customer_id)?.parent_id;
        if (follower != null && follower !== task.customer_id) count(follower);
      }
      this.unread = { versions, byCaller };
    }
    return this.unread.byCaller.get(callerId) ?? 0;
  }

  issueToken(userId: number): string {
    const token = randomBytes(24).toString('hex');
    this.tokens.set(token, { userId, expiresAt: Date.now() + TOKEN_TTL_MS });
    return token;
  }

  userOfToken(authorization: string | undefined): DemoUser | null {
    const match = /^Bearer (\S+)$/.exec(authorization ?? '');
    const issued = match ? this.tokens.get(match[1]) : undefined;
    if (!issued || issued.expiresAt < Date.now()) return null;
    return this.user(issued.userId) ?? null;
  }
}
