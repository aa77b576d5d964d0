/**
 * The firm API's contract in code (server/upstream/contract/) against the two that must follow it:
 * every field table names columns the contract has, and the embedded demo upstream answers its
 * shapes and refuses what it does not list.
 */
import t from 'tap';
import type { TObject, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { Fields } from '../../shared/schemas/record-fields.js';
import { CLIENT_FIELDS } from '../../shared/schemas/clients.js';
import { CONTRACT_FIELDS } from '../../shared/schemas/contracts.js';
import { CRM_ENTRY_FIELDS } from '../../shared/schemas/crm.js';
import { FORMER_CLIENT_FIELDS } from '../../shared/schemas/former-clients.js';
import { MEMBER_FIELDS } from '../../shared/schemas/members.js';
import { TASK_FIELDS } from '../../shared/schemas/tasks.js';
import { DocumentBody, DocumentRow } from '../../server/upstream/contract/documents.js';
import { KpiBody, KpiRow } from '../../server/upstream/contract/kpis.js';
import { LegacyClientRow } from '../../server/upstream/contract/legacy-clients.js';
import { TaskBody, TaskRow } from '../../server/upstream/contract/tasks.js';
import { MemberRow, PersonalInformationUpdateBody, UserRow, UserUpdateBody } from '../../server/upstream/contract/users.js';
import { FileRow } from '../../server/upstream/contract/files.js';
import { buildDemoUpstream } from '../../server/demo/upstream/app.js';
import { DEMO_ACCOUNTS } from '../../server/demo/data/people.js';

/** The columns a field table names (a composite's parts, a joined object's own column). */
function columnsOf(fields: Fields, which: (spec: Fields[string]) => boolean): string[] {
  return Object.values(fields)
    .filter((spec) => spec.column !== null && which(spec))
    .flatMap((spec) => (typeof spec.column === 'string' ? [spec.column.split('.')[0]] : Object.values(spec.column!)));
}
const propertiesOf = (schema: TSchema) => Object.keys((schema as TObject).properties);

const RECORDS: Array<{ name: string; fields: Fields; row: TSchema; writers: Record<string, TSchema> }> = [
  { name: 'client', fields: CLIENT_FIELDS, row: UserRow, writers: { account: UserUpdateBody, personal: PersonalInformationUpdateBody } },
  { name: 'member', fields: MEMBER_FIELDS, row: MemberRow, writers: { account: UserUpdateBody } },
  { name: 'former client', fields: FORMER_CLIENT_FIELDS, row: LegacyClientRow, writers: {} },
  { name: 'task', fields: TASK_FIELDS, row: TaskRow, writers: { task: TaskBody } },
  { name: 'contract', fields: CONTRACT_FIELDS, row: DocumentRow, writers: { document: DocumentBody } },
  { name: 'CRM entry', fields: CRM_ENTRY_FIELDS, row: KpiRow, writers: { kpi: KpiBody } },
];

t.test('every column a field table names is in the contract: read from its rows, written in its bodies', async (t) => {
  for (const { name, fields, row, writers } of RECORDS) {
    const answered = propertiesOf(row);
    for (const column of columnsOf(fields, (spec) => !spec.writeOnly)) t.ok(answered.includes(column), `${name}: ${column} is a column of its rows`);
    for (const [writer, body] of Object.entries(writers)) {
      const accepted = propertiesOf(body);
      for (const column of columnsOf(fields, (spec) => spec.writer === writer)) t.ok(accepted.includes(column), `${name}: ${column} is accepted by its ${writer} call`);
    }
  }
});

t.test('the demo upstream answers the shapes of the contract', async (t) => {
  const demo = buildDemoUpstream();
  t.teardown(() => demo.app.close());
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  const login = await demo.app.inject({ method: 'POST', url: '/login', payload: { email: admin.email, password: admin.password } });
  const authorization = `Bearer ${login.json().accessToken}`;
  const get = async (url: string) => (await demo.app.inject({ method: 'GET', url, headers: { authorization } })).json();
  const check = (what: string, schema: TSchema, rows: unknown[]) => {
    t.ok(rows.length > 0, `${what}: some rows`);
    const wrong = rows.find((row) => !Value.Check(schema, row));
    t.notOk(wrong, `${what}: every row has the contract's shape${wrong ? ` (${[...Value.Errors(schema, wrong)].map((e) => `${e.instancePath} ${e.message}`).join('; ')})` : ''}`);
  };
  const clients = await get('/users?kind=client');
  check('clients', UserRow, clients);
  check('one client', UserRow, [await get(`/users/${clients[0].id}`)]);
  check('members', MemberRow, await get('/users?kind=member'));
  check('former clients', LegacyClientRow, (await get('/users?kind=oldclient')).data);
  check('tasks', TaskRow, await get('/tasks?filter=all'));
  check('contracts', DocumentRow, await get('/documents'));
  check('CRM entries', KpiRow, (await get('/kpis?page=1')).data);
  const withFiles = demo.store.data.files[0].userId;
  check('files', FileRow, await get(`/files?user_id=${withFiles}`));
});

t.test('the demo upstream refuses what the contract does not list: an unknown column, a wrong type (422, nothing written)', async (t) => {
  const demo = buildDemoUpstream();
  t.teardown(() => demo.app.close());
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  const login = await demo.app.inject({ method: 'POST', url: '/login', payload: { email: admin.email, password: admin.password } });
  const headers = { authorization: `Bearer ${login.json().accessToken}` };
  const client = demo.store.data.users.find((u) => u.role === 'Client' && u.personal)!;
  const before = JSON.stringify(client);
  for (const payload of [{ society_address_2: 'Tour B' }, { children_number: 'deux' }, { military_service: 'yes' }]) {
    const answer = await demo.app.inject({ method: 'PUT', url: `/personal_information/${client.id}`, headers, payload });
    t.equal(answer.statusCode, 422, JSON.stringify(payload));
    t.type(answer.json().message, 'string', 'with a message, as Laravel answers');
  }
  t.equal((await demo.app.inject({ method: 'PUT', url: `/users/${client.id}`, headers, payload: { status_fa: true } })).statusCode, 422, 'status_fa is 0 or 1');
  t.equal((await demo.app.inject({ method: 'POST', url: '/tasks', headers, payload: { title: 'x', isDone: true } })).statusCode, 422);
  t.equal((await demo.app.inject({ method: 'POST', url: '/kpis', headers, payload: { objet: 'Fax', action: 'Autre', kpi_date: '2026-01-01', nom_prenom: 'x' } })).statusCode, 422);
  t.equal(JSON.stringify(client), before, 'nothing written');
  const fine = await demo.app.inject({ method: 'PUT', url: `/personal_information/${client.id}`, headers, payload: { notes: 'Une note.' } });
  t.equal(fine.statusCode, 200, 'a body the contract lists is taken');
});
