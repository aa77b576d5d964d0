import t from 'tap';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { ROLES } from '../../shared/schemas/people.js';
import type { Profile } from '../../shared/schemas/profile.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t, { LOGIN_RATE_LIMIT: '100' });
});

function api(method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) {
  return bff.app.inject({ method, url, headers: { ...CSRF, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
}

t.test('roles: admin, Consultant, Expert and Client have a profile; Ancient Client does not', async (t) => {
  t.equal((await api('GET', '/api/profile')).statusCode, 401);
  for (const role of ROLES) t.equal((await api('GET', '/api/profile', await bff.as(role))).statusCode, role === 'Ancient Client' ? 403 : 200, role);
});

t.test("a client's card: e-mail, birth date, responsible consultant, phone, notes, no tasks (the staff's); staff get their five next open tasks", async (t) => {
  const client = await bff.as('Client');
  const profile = (await api('GET', '/api/profile', client)).json() as Profile;
  t.match(profile, { id: 4, name: 'Bernard Petit', email: 'bernard.petit@exemple.fr', role: 'Client', birthDate: /^\d{4}-\d{2}-\d{2}$/, expertName: 'Nathalie Lefèvre', phone: /^(\d{2} ){4}\d{2}$/ });
  t.same(profile.nextTasks, [], 'a client has no tasks area: none');
  const today = new Date().toISOString().slice(0, 10);
  const staff = (await api('GET', '/api/profile', await bff.as('Consultant'))).json() as Profile;
  t.equal(staff.nextTasks.length, 5, 'a consultant sees the next tasks of their clients');
  const dates = staff.nextTasks.map((task) => task.dueDate!);
  t.same(dates, [...dates].sort(), 'soonest first');
  t.ok(staff.nextTasks.every((task) => !task.completed && task.dueDate! >= today), 'open, due from today');
});

t.test('notes are saved', async (t) => {
  const expert = await bff.as('Expert');
  const saved = await api('PUT', '/api/profile/notes', expert, { notes: 'Congés du 22 au 29 décembre.' });
  t.equal(saved.statusCode, 200);
  t.equal(saved.json().notes, 'Congés du 22 au 29 décembre.');
  t.equal((await api('GET', '/api/profile', expert)).json().notes, 'Congés du 22 au 29 décembre.');
  t.equal((await api('PUT', '/api/profile/notes', expert, { note: 'typo' })).statusCode, 400);
  t.equal((await api('PUT', '/api/profile/notes', expert, { notes: { text: 'a' } })).statusCode, 400);
});

t.test('password change: the rules, the confirmation, the current password, in plain words with the field named apart', async (t) => {
  const admin = await bff.as('admin');
  const change = (newPassword: string, confirmation = newPassword, currentPassword = 'Demo2026!') => api('POST', '/api/profile/password', admin, { currentPassword, newPassword, confirmation });
  for (const weak of ['Court1!', 'toutminuscule1', 'TOUTMAJUSCULE1', 'SansChiffreNiSymbole']) {
    const res = await change(weak);
    t.equal(res.statusCode, 400, weak);
    t.match(res.json(), { error: 'invalid_request', field: 'newPassword', message: /^Le nouveau mot de passe doit contenir/ }, weak);
    t.notMatch(res.json().message, /newPassword/, 'the message is for a person, not a field name');
  }
  t.match((await change('Nouveau2027!', 'Nouveau2027?')).json(), { field: 'confirmation', message: 'Les deux nouveaux mots de passe sont différents.' });
  const wrong = await change('Nouveau2027!', 'Nouveau2027!', 'pas-le-bon');
  t.equal(wrong.statusCode, 400);
  t.same(wrong.json(), { error: 'invalid_request', message: 'Le mot de passe actuel est incorrect.', field: 'currentPassword' });
  t.equal((await change('Nouveau2027!')).statusCode, 204);
  const relog = await bff.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'claire.dubois@cabinet-demo.fr', password: 'Nouveau2027!' } });
  t.equal(relog.statusCode, 200, 'the new password signs in');
});

t.test('every signed-in role may change its password, the Ancient Client included (no profile screen)', async (t) => {
  t.equal((await api('POST', '/api/profile/password', undefined, { currentPassword: 'x', newPassword: 'Nouveau2027!', confirmation: 'Nouveau2027!' })).statusCode, 401);
  for (const role of ROLES.filter((r) => r !== 'admin')) {
    const res = await api('POST', '/api/profile/password', await bff.as(role), { currentPassword: 'Demo2026!', newPassword: 'Autre2027!', confirmation: 'Autre2027!' });
    t.equal(res.statusCode, 204, role);
  }
  const account = (await bff.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'monique.garnier@exemple.fr', password: 'Autre2027!' } }));
  t.equal(account.statusCode, 200, 'the Ancient Client signs in with the new password');
});
