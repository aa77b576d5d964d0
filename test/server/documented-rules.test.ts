/**
 * The e-mail, postal code and password rules: what GET /docs says a field accepts (checked by Ajv
 * against the document) is exactly what the BFF accepts. A value the document allows is never
 * refused by the server, and one it refuses is a 400 naming the field, with the rule in French.
 */
import t, { type Test } from 'tap';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff } from '../helpers/demo-bff.js';
import { aClientInput } from '../helpers/fixtures.js';
import { documentValidators, type OpenApiDoc } from '../helpers/openapi-validator.js';

const EMAILS = ['prenom.nom@exemple.fr', 'a@b', 'x@localhost', 'UPPER.case+tag@sous.exemple.fr', '"cite"@exemple.fr', 'a..b@exemple.fr', 'a@-x.fr', 'é@exemple.fr', 'a@b.c'];
const POSTAL_CODES = ['75011', '06000', '', '   ', '7501', '2A004', 'abcde', '750 1'];
const PASSWORDS = ['Retraite2026!', 'Court1!', 'toutminuscule1', 'TOUTMAJUSCULE1', 'SansChiffreNiSymbole', 'Élodie-2026', 'ÉLODIE2026é', 'Abcdefg€', 'abcdefgH '];

t.test('what /docs accepts is what the BFF accepts: e-mail, postal code, password', async (t) => {
  const bff = await buildDemoBff(t);
  const doc = (await bff.app.inject({ method: 'GET', url: '/docs' })).json() as OpenApiDoc;
  const validator = documentValidators(doc);
  const body = (path: string) => validator(['paths', path, 'post', 'requestBody', 'content', 'application/json', 'schema']);
  const queryIndex = doc.paths['/api/email-available'].get.parameters!.findIndex((p) => p.name === 'email');
  const emailParam = validator(['paths', '/api/email-available', 'get', 'parameters', String(queryIndex), 'schema']);
  const admin = await bff.as('admin');
  const expert = await bff.as('Expert');

  const agree = (t: Test, what: string, values: string[], documented: (v: string) => boolean, refusedByServer: (v: string) => Promise<boolean>) =>
    t.test(what, async (t) => {
      const outcomes = new Set<boolean>();
      for (const value of values) {
        const accepted = documented(value);
        outcomes.add(accepted);
        t.equal(!(await refusedByServer(value)), accepted, `${JSON.stringify(value)}: ${accepted ? 'accepted' : 'refused'} by both`);
      }
      t.same([...outcomes].sort(), [false, true], 'some values accepted, some refused');
    });

  await agree(t, 'e-mail (GET /api/email-available)', EMAILS, (email) => emailParam(email), async (email) => {
    const res = await bff.app.inject({ method: 'GET', url: `/api/email-available?email=${encodeURIComponent(email)}`, headers: { cookie: admin } });
    if (res.statusCode === 400) t.match(res.json(), { field: 'email', message: 'Champ invalide : email (adresse e-mail attendue).' }, email);
    return res.statusCode === 400;
  });

  // A wrong social security key is refused after the schema: a postal code the schema accepts leads there, never to a 400 on itself.
  const client = (zipCode: string) => ({ ...aClientInput(), socialSecurityKey: '00', personalAddress: { ...aClientInput().personalAddress, zipCode } });
  await agree(t, 'postal code (POST /api/clients)', POSTAL_CODES, (zip) => body('/api/clients')(client(zip)), async (zip) => {
    const res = await bff.app.inject({ method: 'POST', url: '/api/clients', headers: { cookie: admin, ...CSRF }, payload: client(zip) });
    t.equal(res.statusCode, 400, 'nothing is created');
    if (res.json().field !== 'socialSecurityKey') t.same(res.json(), { error: 'invalid_request', field: 'personalAddress.zipCode', message: 'Champ invalide : personalAddress.zipCode (code postal à 5 chiffres).' });
    return res.json().field === 'personalAddress.zipCode';
  });

  // A confirmation that differs is refused after the new password's rules: nothing changes either way.
  const change = (newPassword: string) => ({ currentPassword: 'Demo2026!', newPassword, confirmation: `${newPassword}?` });
  await agree(t, 'new password (POST /api/profile/password)', PASSWORDS, (password) => body('/api/profile/password')(change(password)), async (password) => {
    const res = await bff.app.inject({ method: 'POST', url: '/api/profile/password', headers: { cookie: expert, ...CSRF }, payload: change(password) });
    t.equal(res.statusCode, 400, 'nothing is changed');
    if (res.json().field === 'newPassword') t.match(res.json().message, /^Le nouveau mot de passe doit contenir /);
    return res.json().field === 'newPassword';
  });
});
