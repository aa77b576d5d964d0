import t from 'tap';
import { ROLES, type Profile } from '../../shared/types.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

function api(method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) {
  return bff.app.inject({ method, url, headers: { ...CSRF, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
}

t.test('roles: admin, Consultant, Expert and Client have a profile; Ancient Client does not', async (t) => {
  t.equal((await api('GET', '/api/profile')).statusCode, 401);
  for (const role of ROLES) t.equal((await api('GET', '/api/profile', await bff.as(role))).statusCode, role === 'Ancient Client' ? 403 : 200, role);
});

t.test("a client's card: e-mail, birth date, responsible consultant, phone, notes, five next open tasks", async (t) => {
  const client = await bff.as('Client');
  const profile = (await api('GET', '/api/profile', client)).json() as Profile;
  t.match(profile, { id: 4, name: 'Bernard Petit', email: 'bernard.petit@exemple.fr', role: 'Client', birthDate: /^\d{4}-\d{2}-\d{2}$/, expertName: 'Nathalie Lefèvre', phone: /^(\d{2} ){4}\d{2}$/ });
  t.ok(profile.nextTasks.length <= 5);
  const today = new Date().toISOString().slice(0, 10);
  t.ok(profile.nextTasks.every((task) => !task.completed && task.dueDate! >= today && task.customerId === 4));
  const staff = (await api('GET', '/api/profile', await bff.as('Consultant'))).json() as Profile;
  t.equal(staff.nextTasks.length, 5, 'a consultant sees the next tasks of their clients');
  const dates = staff.nextTasks.map((task) => task.dueDate!);
  t.same(dates, [...dates].sort(), 'soonest first');
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

t.test('password change: the rules, the confirmation, the current password', async (t) => {
  const admin = await bff.as('admin');
  const change = (newPassword: string, confirmation = newPassword, currentPassword = 'Demo2026!') => api('POST', '/api/profile/password', admin, { currentPassword, newPassword, confirmation });
  for (const weak of ['Court1!', 'toutminuscule1', 'TOUTMAJUSCULE1', 'SansChiffreNiSymbole']) {
    const res = await change(weak);
    t.equal(res.statusCode, 400, weak);
    t.match(res.json().message, /newPassword/);
  }
  t.match((await change('Nouveau2027!', 'Nouveau2027?')).json().message, /confirmation/);
  t.match((await change('Nouveau2027!', 'Nouveau2027!', 'pas-le-bon')).json().message, /currentPassword/);
  t.equal((await change('Nouveau2027!')).statusCode, 204);
  const relog = await bff.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'claire.dubois@cabinet-demo.fr', password: 'Nouveau2027!' } });
  t.equal(relog.statusCode, 200, 'the new password signs in');
});
