import t from 'tap';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { ROLES } from '../../shared/schemas/people.js';
import type { QuickSearchResult } from '../../shared/schemas/search.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

function search(q: string, cookie?: string) {
  return bff.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers: { ...CSRF, ...(cookie ? { cookie } : {}) } });
}

t.test('signed in only; the query is at least 2 characters', async (t) => {
  t.equal((await search('Dubois')).statusCode, 401);
  const admin = await bff.as('admin');
  t.equal((await search('D', admin)).statusCode, 400);
  t.equal((await search(' ', admin)).statusCode, 400);
  t.equal((await search('x'.repeat(101), admin)).statusCode, 400);
  t.equal((await bff.app.inject({ method: 'GET', url: '/api/search', headers: { cookie: admin } })).statusCode, 400);
});

t.test('"Dubois" finds the clients named Dubois, a few at most, with their e-mail and phone', async (t) => {
  const body = (await search('Dubois', await bff.as('admin'))).json() as QuickSearchResult;
  t.ok(body.clients.length > 0 && body.clients.length <= 5, `${body.clients.length} clients`);
  t.ok(body.clients.every((c) => /dubois/i.test(c.name)), 'every one named Dubois');
  t.match(body.clients[0], { id: Number, name: String, email: String, phone: String });
  const clientsNamedDubois = bff.demo.store.data.users.filter((u) => u.role === 'Client' && /dubois/i.test(u.name));
  t.ok(clientsNamedDubois.length > 0);
  t.ok(body.clients.every((c) => clientsNamedDubois.some((u) => u.id === c.id)), 'clients only, not the admin Claire Dubois');
});

t.test('by e-mail and by phone typed with spaces', async (t) => {
  const admin = await bff.as('admin');
  const client = (await bff.app.inject({ method: 'GET', url: '/api/clients?perPage=100', headers: { cookie: admin } })).json().items.find((c: { mobilePhone: string }) => c.mobilePhone.length >= 10);
  const byEmail = (await search(client.email, admin)).json() as QuickSearchResult;
  t.ok(byEmail.clients.some((c) => c.id === client.id), 'by e-mail');
  const spaced = client.mobilePhone.replace(/\D/g, '').replace(/(\d{2})(?=\d)/g, '$1 ');
  const byPhone = (await search(spaced, admin)).json() as QuickSearchResult;
  t.ok(byPhone.clients.some((c) => c.id === client.id), `by phone ${spaced}`);
});

t.test('contracts: an admin finds any, a Consultant and an Expert their own only, the Client roles nothing', async (t) => {
  const admin = await bff.as('admin');
  const all = (await bff.app.inject({ method: 'GET', url: '/api/contracts?perPage=100', headers: { cookie: admin } })).json().items as Array<{ id: number; clientName: string; label: string }>;
  const someone = all[0].clientName.split(' ').pop()!;
  const found = (await search(someone, admin)).json() as QuickSearchResult;
  t.ok(found.contracts.some((c) => c.id === all[0].id), `admin finds the contract of ${someone}`);
  t.match(found.contracts[0], { id: Number, label: String, clientName: String, clientId: Number, state: String });
  t.ok(found.contracts.length <= 5);

  for (const role of ['Consultant', 'Expert'] as const) {
    const cookie = await bff.as(role);
    const theirs = (await bff.app.inject({ method: 'GET', url: '/api/contracts?perPage=100', headers: { cookie } })).json().items as Array<{ id: number; clientName: string }>;
    const ids = new Set(theirs.map((c) => c.id));
    const foreign = all.find((c) => !ids.has(c.id))!;
    const foreignName = foreign.clientName.split(' ').pop()!;
    const answer = (await search(foreignName, cookie)).json() as QuickSearchResult;
    t.ok(answer.contracts.every((c) => ids.has(c.id)), `${role} finds only their contracts`);
    if (theirs.length > 0) {
      const mine = (await search(theirs[0].clientName.split(' ').pop()!, cookie)).json() as QuickSearchResult;
      t.ok(mine.contracts.some((c) => c.id === theirs[0].id), `${role} finds their own`);
    }
    t.ok((await search('Dubois', cookie)).json().clients.length > 0, `${role} finds clients, like /api/clients`);
  }

  for (const role of ROLES.filter((r) => !['admin', 'Consultant', 'Expert'].includes(r))) {
    const res = await search('Dubois', await bff.as(role));
    t.equal(res.statusCode, 200, role);
    t.same(res.json(), { clients: [], contracts: [] }, `${role}: neither clients nor contracts`);
  }
});
