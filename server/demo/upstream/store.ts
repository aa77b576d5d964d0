/** The demo upstream's in-memory state: the seeded data and the bearer tokens it issued. */
import { randomBytes } from 'node:crypto';
import type { DemoData, DemoUser } from '../data/rows.js';
import { seedDemoData } from '../data/seed.js';

/** Demo tokens outlive the BFF's default session (8 h), so a session never outlives its token. */
const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export class DemoStore {
  private readonly tokens = new Map<string, { userId: number; expiresAt: number }>();
  /** for tests of the BFF's create rollback: the next POST /personal_information fails with a 500 */
  failNextPersonalInformation = false;

  private readonly usersById: Map<number, DemoUser>;

  constructor(readonly data: DemoData = seedDemoData()) {
    this.usersById = new Map(data.users.map((u) => [u.id, u]));
  }

  user(id: number): DemoUser | undefined {
    return this.usersById.get(id);
  }

  addUser(user: DemoUser): void {
    this.data.users.push(user);
    this.usersById.set(user.id, user);
  }

  /** false when there is no such user */
  removeUser(id: number): boolean {
    const index = this.data.users.findIndex((u) => u.id === id);
    if (index < 0) return false;
    this.data.users.splice(index, 1);
    this.usersById.delete(id);
    return true;
  }

  nextFileId(): number {
    return Math.max(0, ...this.data.files.map((f) => f.id)) + 1;
  }

  nextUserId(): number {
    return Math.max(...this.data.users.map((u) => u.id)) + 1;
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
