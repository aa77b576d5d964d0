/**
 * The upstream token rides inside the session JWT, whose payload is only base64: it is
 * encrypted (AES-256-GCM) so that holding the cookie does not reveal it.
 *
 * Every forwarded call decrypts its session's token: the texts decrypted lately are remembered
 * (a Map keyed by the whole sealed text, at most REMEMBERED of them), since building a decipher
 * each time was 6 % of a forwarded call. Only what this key decrypted is remembered, and a session
 * reaches the decryption only once its signature, expiry and revocation have been checked.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** sealed texts remembered at most (past it the oldest goes) */
const REMEMBERED = 1000;

export interface TokenCipher {
  encrypt(plain: string): string;
  /** null when the text was not produced by this key (tampered, foreign, truncated) */
  decrypt(sealed: string): string | null;
}

export function createTokenCipher(secret: string): TokenCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, 'retraite-backoffice', 'upstream-token-v1', 32));
  const remembered = new Map<string, string>();
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(sealed) {
      const known = remembered.get(sealed);
      if (known !== undefined) return known;
      const plain = open(sealed);
      if (plain === null) return null;
      if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(sealed, plain);
      return plain;
    },
  };

  function open(sealed: string): string | null {
    try {
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
