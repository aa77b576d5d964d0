/** The session token verifier: what it remembers never outlives the token, and never lets another token through. */
import t from 'tap';
import { createSigner } from 'fast-jwt';
import { createSessionTokenVerifier } from '../../server/auth/session-token.js';

const SECRET = 'test-secret-test-secret-test-secret-1234';
const sign = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 60_000 });

t.test('a verified token is recognised again, with the same claims', async (t) => {
  const verify = createSessionTokenVerifier(SECRET, (claims) => claims);
  const token = sign({ uid: 7, jti: 'a' });
  t.match(verify(token), { uid: 7, jti: 'a' });
  t.match(verify(token), { uid: 7, jti: 'a' }, 'second read, remembered');
});

t.test('a token signed with another key, altered, unsigned or with another algorithm is refused', async (t) => {
  const verify = createSessionTokenVerifier(SECRET, (claims) => claims);
  const token = sign({ uid: 7, jti: 'a' });
  verify(token);
  const [header, payload, signature] = token.split('.');
  const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), uid: 1 })).toString('base64url');
  t.equal(verify(`${header}.${altered}.${signature}`), null, 'altered payload, old signature');
  t.equal(verify(createSigner({ key: 'another-secret-another-secret-another-1', algorithm: 'HS256' })({ uid: 7 })), null, 'foreign key');
  const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
  t.equal(verify(none), null, 'alg none');
  t.equal(verify(createSigner({ key: SECRET, algorithm: 'HS512' })({ uid: 7 })), null, 'HS512 is not accepted');
  t.equal(verify('garbage'), null);
});

t.test('a remembered token is refused once it expires', async (t) => {
  const verify = createSessionTokenVerifier(SECRET, (claims) => claims);
  const now = Date.now();
  const token = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 1000, clockTimestamp: now })({ uid: 7 });
  t.ok(verify(token), 'valid now');
  const realNow = Date.now;
  Date.now = () => now + 2000;
  t.teardown(() => {
    Date.now = realNow;
  });
  t.equal(verify(token), null, 'the remembered entry does not outlive exp');
});

t.test('it remembers a bounded number of tokens', async (t) => {
  const verify = createSessionTokenVerifier(SECRET, (claims) => claims);
  const first = sign({ uid: 0 });
  verify(first);
  let refused = 0;
  for (let i = 1; i <= 1500; i++) if (verify(sign({ uid: i })) === null) refused++;
  t.equal(refused, 0, '1500 valid tokens, all accepted');
  t.match(verify(first), { uid: 0 }, 'an evicted token is verified again, not refused');
});
