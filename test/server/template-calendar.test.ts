/**
 * The template's calendar app (spec §7) over each store backend (memory and a real redis-server):
 * the seeded events around the current month, the label filter, add, update, remove (both ways);
 * refused requests (end before start, unknown label, unknown id, bad dates) change nothing; each
 * user has their own events; admin only, 401 without a session.
 */
import t from 'tap';
import { CSRF } from '../helpers/app.js';
import { BACKENDS, templateBackends, type App } from '../helpers/template-backends.js';
import { CALENDAR_LABELS, type CalendarEvent } from '../../shared/schemas/template-calendar.js';

const backends = templateBackends(t);
const { bffOn, signIn } = backends;

const post = (app: App, cookie: string, url: string, payload: object) => app.inject({ method: 'POST', url, headers: { ...CSRF, cookie }, payload });

async function events(app: App, cookie: string, query = ''): Promise<CalendarEvent[]> {
  const res = await app.inject({ method: 'GET', url: `/api/apps/calendar/events${query}`, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`events: ${res.statusCode} ${res.body}`);
  return res.json().events;
}

const MEETING = { title: 'Rendez-vous client', start: '2026-03-10T09:00:00+01:00', end: '2026-03-10T10:30:00+01:00', label: 'Business', allDay: false };

const ENDPOINTS: Array<[method: 'GET' | 'POST' | 'DELETE', url: string, body?: object]> = [
  ['GET', '/api/apps/calendar/events'],
  ['POST', '/api/apps/calendar/add-event', { event: MEETING }],
  ['POST', '/api/apps/calendar/update-event', { event: { id: 1, ...MEETING } }],
  ['DELETE', '/api/apps/calendar/remove-event?id=1'],
  ['POST', '/api/apps/calendar/remove-event', { id: 1 }],
];

t.test('401 without a session, 403 for a Consultant, on every calendar endpoint; nothing changed', async (t) => {
  const { app } = await bffOn(t, 'memory');
  const consultant = await signIn(app, 2, 'Consultant');
  const admin = await signIn(app, 1);
  const before = await events(app, admin);
  for (const [method, url, payload] of ENDPOINTS) {
    const anonymous = await app.inject({ method, url, headers: CSRF, ...(payload ? { payload } : {}) });
    t.equal(anonymous.statusCode, 401, `${method} ${url} signed out`);
    const refused = await app.inject({ method, url, headers: { ...CSRF, cookie: consultant }, ...(payload ? { payload } : {}) });
    t.equal(refused.statusCode, 403, `${method} ${url} as a Consultant`);
    t.equal(refused.json().error, 'forbidden');
  }
  t.same(await events(app, admin), before, "the admin's events are unchanged");
});

for (const backend of BACKENDS) {
  t.test(`${backend}: seeded events around the current month, their shape, the label filter`, async (t) => {
    const { app } = await bffOn(t, backend);
    const admin = await signIn(app, 1);
    const all = await events(app, admin);
    t.ok(all.length >= 10, `${all.length} events`);
    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    t.ok(all.filter((e) => e.start.startsWith(month)).length >= 8, `most events in the current month (${month})`);
    t.same(new Set(all.map((e) => e.label)), new Set(CALENDAR_LABELS), 'every label is used');
    t.ok(all.some((e) => e.allDay) && all.some((e) => !e.allDay), 'all-day and timed events');
    for (const e of all) {
      t.same(Object.keys(e).sort(), ['allDay', 'end', 'id', 'label', 'selectable', 'start', 'title'], `${e.title}: the §3 fields`);
      t.ok(Date.parse(e.end) >= Date.parse(e.start), `${e.title}: ends after it starts`);
    }
    t.same(all.map((e) => Date.parse(e.start)), [...all.map((e) => Date.parse(e.start))].sort((a, b) => a - b), 'by start');

    const business = await events(app, admin, '?calendars=Business');
    t.ok(business.length > 0 && business.every((e) => e.label === 'Business'), 'one label');
    const two = await events(app, admin, '?calendars=Family,Holiday');
    t.same(two.map((e) => e.id).sort(), all.filter((e) => e.label === 'Family' || e.label === 'Holiday').map((e) => e.id).sort(), 'two labels');
    t.same(await events(app, admin, '?calendars='), [], 'no label: no event');
    const unknown = await app.inject({ method: 'GET', url: '/api/apps/calendar/events?calendars=Business,Sport', headers: { cookie: admin } });
    t.equal(unknown.statusCode, 400, 'unknown label in the filter');
    t.equal(unknown.json().field, 'calendars');
    t.same(await events(app, admin), all, 'read again: the same (seeded once)');
  });

  t.test(`${backend}: add, update, remove; refusals change nothing`, async (t) => {
    const { app } = await bffOn(t, backend);
    const admin = await signIn(app, 1);
    const initial = await events(app, admin);
    const first = initial[0];

    const refusals: Array<[string, object, number, string]> = [
      ['/api/apps/calendar/add-event', { event: { ...MEETING, end: '2026-03-10T08:59:59+01:00' } }, 400, 'event.end'],
      ['/api/apps/calendar/add-event', { event: { ...MEETING, start: '2026-03-10T10:00:00Z', end: '2026-03-10T10:30:00+02:00' } }, 400, 'event.end'],
      ['/api/apps/calendar/add-event', { event: { ...MEETING, label: 'Sport' } }, 400, 'event.label'],
      ['/api/apps/calendar/add-event', { event: { ...MEETING, start: '10/03/2026' } }, 400, 'event.start'],
      ['/api/apps/calendar/add-event', { event: { ...MEETING, start: '2026-13-45T25:00:00Z' } }, 400, 'event.start'],
      ['/api/apps/calendar/add-event', { event: { ...MEETING, title: '' } }, 400, 'event.title'],
      ['/api/apps/calendar/add-event', { event: { ...MEETING, title: '   ' } }, 400, 'event.title'],
      ['/api/apps/calendar/add-event', { event: { ...MEETING, color: 'red' } }, 400, 'event.color'],
      ['/api/apps/calendar/add-event', { event: { ...MEETING, id: 3 } }, 400, 'event.id'],
      ['/api/apps/calendar/add-event', { event: { ...MEETING, allDay: undefined } }, 400, 'event.allDay'],
      ['/api/apps/calendar/add-event', MEETING, 400, 'event'],
      ['/api/apps/calendar/update-event', { event: { ...MEETING, id: 9999 } }, 404, 'id'],
      ['/api/apps/calendar/update-event', { event: { ...MEETING, id: first.id, end: '2026-03-09T10:00:00+01:00' } }, 400, 'event.end'],
      ['/api/apps/calendar/update-event', { event: { ...MEETING, id: first.id, label: 'personal' } }, 400, 'event.label'],
      ['/api/apps/calendar/update-event', { event: MEETING }, 400, 'event.id'],
      ['/api/apps/calendar/remove-event', { id: 9999 }, 404, 'id'],
      ['/api/apps/calendar/remove-event', { id: 'x' }, 400, 'id'],
    ];
    for (const [url, payload, status, field] of refusals) {
      const res = await post(app, admin, url, payload);
      t.equal(res.statusCode, status, `${url} ${JSON.stringify(payload).slice(0, 90)}: ${status}`);
      t.equal(res.json().field, field, `names ${field}`);
    }
    for (const url of ['/api/apps/calendar/remove-event?id=9999', '/api/apps/calendar/remove-event', '/api/apps/calendar/remove-event?id=abc']) {
      const res = await app.inject({ method: 'DELETE', url, headers: { ...CSRF, cookie: admin } });
      t.equal(res.statusCode, url.endsWith('9999') ? 404 : 400, `DELETE ${url}`);
    }
    t.same(await events(app, admin), initial, 'no refusal changed the events');

    // Add: 201 with the id the BFF gave; an end equal to the start is fine.
    const added = await post(app, admin, '/api/apps/calendar/add-event', { event: MEETING });
    t.equal(added.statusCode, 201);
    const event: CalendarEvent = added.json().event;
    t.match(event, { ...MEETING, selectable: true });
    t.notOk(initial.some((e) => e.id === event.id), 'a new id');
    const instant = await post(app, admin, '/api/apps/calendar/add-event', { event: { ...MEETING, title: '  Rappel  ', end: MEETING.start, label: 'ETC', selectable: false } });
    t.equal(instant.statusCode, 201);
    t.match(instant.json().event, { title: 'Rappel', selectable: false, label: 'ETC' });
    t.not(instant.json().event.id, event.id);
    let list = await events(app, admin);
    t.equal(list.length, initial.length + 2);
    t.same(list.find((e) => e.id === event.id), event, 'listed as answered');
    t.ok((await events(app, admin, '?calendars=ETC')).some((e) => e.title === 'Rappel'), 'found by its label');

    // Update (a drag moves start and end; the form changes the rest); an absent selectable is kept.
    const moved = { ...MEETING, id: instant.json().event.id, title: 'Rappel déplacé', start: '2026-03-12T00:00:00+01:00', end: '2026-03-13T00:00:00+01:00', label: 'Family', allDay: true };
    const updated = await post(app, admin, '/api/apps/calendar/update-event', { event: moved });
    t.equal(updated.statusCode, 200);
    t.same(updated.json().event, { ...moved, selectable: false });
    list = await events(app, admin);
    t.same(list.find((e) => e.id === moved.id), { ...moved, selectable: false });
    t.same(list.filter((e) => e.id !== moved.id), [...initial, event].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id), 'the others unchanged');

    // Remove: by DELETE ?id= and by POST {id}; then both are 404 and nothing more goes.
    const del = await app.inject({ method: 'DELETE', url: `/api/apps/calendar/remove-event?id=${event.id}`, headers: { ...CSRF, cookie: admin } });
    t.equal(del.statusCode, 200);
    t.same(del.json().event, event, 'answers the removed event');
    const byBody = await post(app, admin, '/api/apps/calendar/remove-event', { id: moved.id });
    t.equal(byBody.statusCode, 200);
    t.same(await events(app, admin), initial, 'back to the seed');
    t.equal((await post(app, admin, '/api/apps/calendar/remove-event', { id: event.id })).statusCode, 404, 'removed twice: 404');
    t.same(await events(app, admin), initial, 'and nothing else removed');

    // Ids are never reused.
    const next = await post(app, admin, '/api/apps/calendar/add-event', { event: MEETING });
    t.ok(next.json().event.id > moved.id, 'a fresh id after removals');
    const again = await signIn(app, 1);
    t.equal((await events(app, again)).length, initial.length + 1, 'kept across sign-ins');
  });

  t.test(`${backend}: each user has their own events`, async (t) => {
    const { app } = await bffOn(t, backend);
    const first = await signIn(app, 1);
    const second = await signIn(app, 42);
    const seed = await events(app, second);
    t.equal((await post(app, first, '/api/apps/calendar/add-event', { event: MEETING })).statusCode, 201);
    t.equal((await post(app, first, '/api/apps/calendar/remove-event', { id: seed[0].id })).statusCode, 200);
    t.equal((await events(app, first)).length, seed.length, 'one added, one removed');
    t.same(await events(app, second), seed, "the other user's calendar is untouched");
  });
}
