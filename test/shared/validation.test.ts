import t from 'tap';
import { formatPhone, isFrenchPostalCode, phoneDigits, socialSecurityKey, socialSecurityKeyMatches } from '../../shared/validation.js';

t.test('social security key = 97 − (number mod 97), hand-checked', async (t) => {
  // 1 85 05 78 006 084: 1850578006084 mod 97 = 6 -> key 91
  t.equal(socialSecurityKey('1850578006084'), '91');
  t.ok(socialSecurityKeyMatches('1850578006084', '91'));
  t.notOk(socialSecurityKeyMatches('1850578006084', '19'));
  t.equal(socialSecurityKey('2 69 12 75 115 023'.replace(/ /g, '')), String(97n - (2691275115023n % 97n)).padStart(2, '0'));
});

t.test('Corsica: 2A counts as 19, 2B as 18', async (t) => {
  t.equal(socialSecurityKey('175022A123456'), String(97n - (1750219123456n % 97n)).padStart(2, '0'));
  t.equal(socialSecurityKey('175022B123456'), String(97n - (1750218123456n % 97n)).padStart(2, '0'));
  t.not(socialSecurityKey('175022A123456'), socialSecurityKey('1750220123456'));
});

t.test('malformed numbers have no key', async (t) => {
  for (const bad of ['', '123', '3850578006084', '1851378006084', '18505780060841', '185057800608A']) t.equal(socialSecurityKey(bad), null, bad);
});

t.test('postal codes and phones', async (t) => {
  t.ok(isFrenchPostalCode('75011'));
  t.ok(isFrenchPostalCode('06000'));
  t.notOk(isFrenchPostalCode('7501'));
  t.notOk(isFrenchPostalCode('2A004'));
  t.equal(phoneDigits('06.12.34.56.78'), '0612345678');
  t.equal(phoneDigits('+33 6 12 34 56 78'), '0612345678');
  t.equal(formatPhone('0612345678'), '06 12 34 56 78');
  t.equal(formatPhone('+33612345678'), '06 12 34 56 78');
  t.equal(formatPhone('12'), '12');
});

t.test('a number typed as printed on a carte Vitale: spaces and dots are ignored', async (t) => {
  const { normalizeSocialSecurityNumber, socialSecurityProblem } = await import('../../shared/validation.js');
  t.equal(normalizeSocialSecurityNumber('1 60 03 75 056 123'), '1600375056123');
  t.equal(normalizeSocialSecurityNumber('1.60.03.75.056.123'), '1600375056123');
  t.equal(normalizeSocialSecurityNumber(' 1 75 02 2a 123 456 '), '175022A123456');
  t.equal(socialSecurityKey('1 60 03 75 056 123'), '20');
  t.equal(socialSecurityKey('1.60.03.75.056.123'), '20');
  t.ok(socialSecurityKeyMatches('1 60 03 75 056 123', ' 20 '));
  t.equal(socialSecurityProblem('1 60 03 75 056 123', '20'), null);
  t.equal(socialSecurityProblem('1 60 03 75 056 123', '21'), 'key');
  t.equal(socialSecurityProblem('1 60 03 75 056 123', 'ab'), 'key');
  t.equal(socialSecurityProblem('1 60 03 75 056 123', ''), 'keyMissing');
  t.equal(socialSecurityProblem('', '20'), 'numberMissing');
  t.equal(socialSecurityProblem('1 60 13 75 056 123', '20'), 'number');
  t.equal(socialSecurityProblem('', ''), null);
});

t.test('the rules as patterns (what the schemas and /docs say) accept exactly what the functions do', async (t) => {
  const { EMAIL_PATTERN, PASSWORD_PATTERN, POSTAL_CODE_PATTERN, passwordProblems } = await import('../../shared/validation.js');
  const { fullFormats } = await import('ajv-formats/dist/formats.js');
  const email = new RegExp(EMAIL_PATTERN, 'u');
  // Fastify's Ajv runs ajv-formats' full "email": the pattern is that expression, spelt out.
  for (const address of ['a.b+c@x-y.fr', 'a@b', 'x@localhost', "o'neil{x}|y~z-/=?^_`@ex.fr", 'A@B.CO', 'a..b@x.fr', 'a@x..fr', 'a@-x.fr', 'a@x-.fr', 'é@x.fr', '"q"@x.fr', 'a b@x.fr']) {
    t.equal(email.test(address), (fullFormats.email as RegExp).test(address), address);
  }
  const password = new RegExp(PASSWORD_PATTERN, 'u');
  for (const candidate of ['Retraite2026!', 'Court1!', 'toutminuscule1', 'TOUTMAJUSCULE1', 'SansChiffreNiSymbole', 'Élodie-2026', 'abcdefgH ', 'Abcdef😀', 'Abcdefg😀', '']) {
    t.equal(password.test(candidate), passwordProblems(candidate).length === 0, JSON.stringify(candidate));
  }
  const postal = new RegExp(POSTAL_CODE_PATTERN, 'u');
  for (const code of ['75011', ' 75011 ', '', '  ', '7501', '2A004', '750111']) t.equal(postal.test(code), code.trim() === '' || isFrenchPostalCode(code), JSON.stringify(code));
  for (const pattern of [EMAIL_PATTERN, PASSWORD_PATTERN, POSTAL_CODE_PATTERN]) t.doesNotThrow(() => new RegExp(pattern, 'v'), 'valid under the Unicode-sets flag too');
});
