/**
 * The upstream token rides inside the session JWT, whose payload is only base64: it is
 * encrypted (AES-256-GCM) so that holding the cookie does not reveal it.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface TokenCipher {
  encrypt(plain: string): string;
  /** null when the text was not produced by this key (tampered, foreign, truncated) */
  decrypt(sealed: string): string | null;
}

export function createTokenCipher(secret: string): TokenCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, 'retraite-backoffice', 'upstream-token-v1', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(sealed) {
      try {
        const raw = Buffer.from(sealed, 'base64url');
        if (raw.length <= IV_BYTES + TAG_BYTES) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
