/**
 * The template's authentication (spec §7 /api/authenticate/*): accounts registered by anyone,
 * shared by every instance through the store (not per signed-in user), and their tokens.
 *
 * - An account is `demo-auth:account:<email>` (email lower-cased), its password an scrypt hash with
 *   its own salt; the address is claimed first with an atomic counter (`demo-auth:email:<email>`),
 *   so two instances registering the same address at once cannot both succeed.
 * - At most MAX_ACCOUNTS registrations per ACCOUNT_TTL_MS window, and an account lives that long:
 *   the store never holds more than twice MAX_ACCOUNTS of them.
 * - The keys and the token key's label keep their first name (`demo-auth…`): a new one would orphan
 *   the accounts Redis holds and refuse the tokens already handed out.
 * - One account exists before anyone registers: TEMPLATE_AUTH_ACCOUNT (shared/schemas/template-auth.ts).
 * - Tokens are HS256 JWTs signed with their own key, derived from SESSION_SECRET with HKDF and a
 *   label of their own (every instance derives the same): the session cookie's verifier, keyed
 *   with SESSION_SECRET itself, refuses them.
 */
import { hkdfSync, randomBytes, scrypt as scryptCallback, timingSafeEqual, type BinaryLike } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { TEMPLATE_AUTH_ACCOUNT, TEMPLATE_TOKEN_TTL_S, type TemplateAuthUser } from '../../shared/schemas/template-auth.js';
import type { KeyValueStore } from '../store/store.js';

export const MAX_ACCOUNTS = 1000;
export const ACCOUNT_TTL_MS = 30 * 24 * 3600 * 1000;
/** Ids of registered accounts start after the sample users' and the seeded account's. */
const FIRST_ID = 1000;
const SEEDED_ACCOUNT_ID = 1;
const KEY_BYTES = 64;
const SALT_BYTES = 16;

interface StoredAccount {
  id: number;
  name: string;
  email: string;
  role: 'user' | 'admin';
  /** `scrypt$<salt>$<hash>`, base64url */
  password: string;
  created_at: string;
  [key: string]: string | number;
}

export type RegisterOutcome = TemplateAuthUser | 'email_taken' | 'full';

function scrypt(password: BinaryLike, salt: BinaryLike): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCallback(password, salt, KEY_BYTES, (err, key) => (err ? reject(err) : resolve(key))));
}

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return `scrypt$${salt.toString('base64url')}$${(await scrypt(password, salt)).toString('base64url')}`;
}

async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
const accountKey = (email: string) => `demo-auth:account:${email}`;
const claimKey = (email: string) => `demo-auth:email:${email}`;
const publicUser = ({ id, name, email, role }: StoredAccount): TemplateAuthUser => ({ id, name, email, role });

export function templateTokenKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'retraite-backoffice', 'demo-auth-token-v1', 32));
}

interface TokenClaims {
  sub: string;
  email: string;
}

export class TemplateAuth {
  private readonly sign: (claims: TokenClaims) => string;
  private readonly verify: (token: string) => TokenClaims;
  /** the seeded account's hash, computed once per process on first use */
  private seededAccount: Promise<StoredAccount> | null = null;

  /**
   * store: where the accounts are kept (the records); counters: where the claims and counts are
   * (memory or Redis): a claim is counted there, so it is freed there too.
   */
  constructor(private readonly store: KeyValueStore, sessionSecret: string, private readonly counters: KeyValueStore = store) {
    const key = templateTokenKey(sessionSecret);
    this.sign = createSigner({ key, algorithm: 'HS256', expiresIn: TEMPLATE_TOKEN_TTL_S * 1000 });
    this.verify = createVerifier({ key, algorithms: ['HS256'] });
  }

  private seeded(): Promise<StoredAccount> {
    this.seededAccount ??= hashPassword(TEMPLATE_AUTH_ACCOUNT.password).then((password) => ({
      id: SEEDED_ACCOUNT_ID,
      name: TEMPLATE_AUTH_ACCOUNT.name,
      email: TEMPLATE_AUTH_ACCOUNT.email,
      role: 'admin',
      password,
      created_at: '2025-01-06T09:00:00.000Z',
    }));
    return this.seededAccount;
  }

  private async find(email: string): Promise<StoredAccount | null> {
    if (email === TEMPLATE_AUTH_ACCOUNT.email) return this.seeded();
    return this.store.get<StoredAccount>(accountKey(email));
  }

  tokenFor(user: TemplateAuthUser): string {
    return this.sign({ sub: String(user.id), email: user.email });
  }

  /** The caller has checked the name and the password's rules. */
  async register(input: { email: string; password: string; name: string }, now = new Date()): Promise<RegisterOutcome> {
    const email = normalizeEmail(input.email);
    if (email === TEMPLATE_AUTH_ACCOUNT.email) return 'email_taken';
    if ((await this.counters.incr(claimKey(email), ACCOUNT_TTL_MS)) !== 1) return 'email_taken';
    try {
      const count = await this.counters.incr('demo-auth:registrations', ACCOUNT_TTL_MS);
      if (count > MAX_ACCOUNTS) {
        await this.counters.delete(claimKey(email));
        return 'full';
      }
      const account: StoredAccount = {
        id: FIRST_ID + (await this.counters.incr('demo-auth:next-id', 100 * ACCOUNT_TTL_MS)),
        name: input.name.trim(),
        email,
        role: 'user',
        password: await hashPassword(input.password),
        created_at: now.toISOString(),
      };
      await this.store.set(accountKey(email), account, ACCOUNT_TTL_MS);
      return publicUser(account);
    } catch (err) {
      // The address was claimed but no account written: free it (best effort, the store may be down).
      await this.counters.delete(claimKey(email)).catch(() => {});
      throw err;
    }
  }

  /** The account, or null when the address is unknown or the password wrong (the same time either way). */
  async login(emailTyped: string, password: string): Promise<TemplateAuthUser | null> {
    const account = await this.find(normalizeEmail(emailTyped));
    // An unknown address costs one hash too, so that the answer's timing does not tell which addresses exist.
    const matches = await passwordMatches(password, account?.password ?? (await this.seeded()).password);
    return account && matches ? publicUser(account) : null;
  }

  /** The user of a valid, unexpired token of ours whose account still exists; null otherwise. */
  async userOfToken(token: string): Promise<TemplateAuthUser | null> {
    let claims: TokenClaims;
    try {
      claims = this.verify(token);
    } catch {
      return null;
    }
    if (typeof claims.email !== 'string' || typeof claims.sub !== 'string') return null;
    const account = await this.find(claims.email);
    return account && String(account.id) === claims.sub ? publicUser(account) : null;
  }
}
