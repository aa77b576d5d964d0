/** The upstream token's cipher: what it remembers never opens a text this key did not seal. */
import t from 'tap';
import { createTokenCipher } from '../../server/auth/token-cipher.js';

const SECRET = 'test-secret-test-secret-test-secret-1234';

/** The sealed text with one byte of its encrypted part flipped (base64url kept valid). */
function tampered(sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  raw[raw.length - 1] ^= 0x01;
  return raw.toString('base64url');
}

t.test('a sealed token opens, again and again, to the same text; each sealing differs', async (t) => {
  const cipher = createTokenCipher(SECRET);
  const sealed = cipher.encrypt('upstream-token-42');
  t.not(sealed, cipher.encrypt('upstream-token-42'), 'a fresh IV each time');
  t.notMatch(sealed, /upstream-token/, 'the token does not show');
  t.equal(cipher.decrypt(sealed), 'upstream-token-42');
  t.equal(cipher.decrypt(sealed), 'upstream-token-42', 'remembered');
  t.equal(createTokenCipher(SECRET).decrypt(sealed), 'upstream-token-42', 'another instance with the same secret');
});

t.test('a tampered, truncated or foreign text is refused, even once the genuine one is remembered', async (t) => {
  const cipher = createTokenCipher(SECRET);
  const sealed = cipher.encrypt('upstream-token-42');
  t.equal(cipher.decrypt(sealed), 'upstream-token-42');
  t.equal(cipher.decrypt(tampered(sealed)), null, 'one bit flipped');
  t.equal(cipher.decrypt(sealed.slice(0, 20)), null, 'truncated');
  t.equal(cipher.decrypt(''), null, 'empty');
  t.equal(createTokenCipher('another-secret-another-secret-another-1').decrypt(sealed), null, 'another key');
  t.equal(cipher.decrypt(tampered(sealed)), null, 'a refusal is not remembered as an answer');
});

t.test('past the bound the oldest are forgotten, and still open when asked again', async (t) => {
  const cipher = createTokenCipher(SECRET);
  const texts = Array.from({ length: 1200 }, (_, i) => `token-${i}`);
  const sealed = texts.map((text) => cipher.encrypt(text));
  t.same(sealed.map((s) => cipher.decrypt(s)), texts);
  t.same(sealed.map((s) => cipher.decrypt(s)), texts, 'a second pass, forgotten ones opened again');
});
