import t from 'tap';
import { ADMIN_ORDER, canOpen, DEFAULT_ORDER, landingPath, MENU_ITEMS, visibleMenu, type AreaId } from '../../shared/menu.js';
import { normalizeRole, ROLES, type Role } from '../../shared/schemas/people.js';

/** Spec §6, written out again on purpose: the test must not derive its expectations from the code. */
const ALLOWED: Record<AreaId, Role[]> = {
  dashboard: ['admin', 'Consultant'],
  crm: ['admin', 'Consultant', 'Expert'],
  profile: ['admin', 'Client', 'Consultant', 'Expert'],
  clients: ['admin', 'Expert', 'Consultant'],
  oldClients: ['admin', 'Expert', 'Consultant'],
  tasks: ['admin', 'Consultant', 'Expert'],
  documents: ['admin', 'Client', 'Ancient Client', 'Consultant', 'Expert'],
  contractTemplate: ['admin', 'Consultant'],
  contracts: ['admin', 'Expert', 'Consultant'],
  members: ['admin', 'Consultant'],
};

/** Spec §2 business routes, with a concrete path for parameterised ones. */
const ROUTES: Record<AreaId, string[]> = {
  dashboard: ['/dashboard'],
  crm: ['/kpi'],
  profile: ['/app/profile'],
  clients: ['/app/user/clientslist'],
  oldClients: ['/app/user/oldclientslist'],
  tasks: ['/task/all', '/task/unread', '/task/important', '/task/relance_caisse'],
  documents: ['/document'],
  contractTemplate: ['/app/contractTemplate'],
  contracts: ['/app/AllContracts'],
  members: ['/app/member/memberslist'],
};

t.test('every role × every business route', async (t) => {
  for (const role of ROLES) {
    for (const [area, paths] of Object.entries(ROUTES) as [AreaId, string[]][]) {
      for (const path of paths) {
        t.equal(canOpen(role, path), ALLOWED[area].includes(role), `${role} ${path}`);
        t.equal(canOpen(role, path + '/'), ALLOWED[area].includes(role), `${role} ${path}/ (trailing slash)`);
      }
    }
  }
});

t.test('an unknown role opens no business route; non-business routes are not restricted here', async (t) => {
  for (const paths of Object.values(ROUTES)) for (const path of paths) t.notOk(canOpen(null, path), path);
  t.same(visibleMenu(null), []);
  t.equal(landingPath(null), '/misc/not-authorized');
  for (const path of ['/pages/login', '/misc/not-authorized', '/misc/error/404']) t.ok(canOpen('Client', path), path);
});

t.test('route matching ignores case and query, and does not match look-alike prefixes', async (t) => {
  t.notOk(canOpen('Expert', '/DASHBOARD'));
  t.notOk(canOpen('Client', '/app/allcontracts?page=2'));
  t.ok(canOpen('Client', '/documentation'), 'not the /document area');
  t.notOk(canOpen('Ancient Client', '/task'), '/task itself is the tasks area');
});

t.test('menu order: admin vs the other roles (spec §2)', async (t) => {
  t.same(visibleMenu('admin').map((i) => i.id), ['dashboard', 'crm', 'profile', 'clients', 'oldClients', 'members', 'tasks', 'documents', 'contractTemplate', 'contracts']);
  t.same(visibleMenu('Consultant').map((i) => i.id), ['clients', 'oldClients', 'members', 'dashboard', 'crm', 'profile', 'tasks', 'documents', 'contractTemplate', 'contracts']);
  t.same(visibleMenu('Expert').map((i) => i.id), ['clients', 'oldClients', 'crm', 'profile', 'tasks', 'documents', 'contracts']);
  t.same(visibleMenu('Client').map((i) => i.id), ['profile', 'documents']);
  t.same(visibleMenu('Ancient Client').map((i) => i.id), ['documents']);
  t.equal(ADMIN_ORDER.length, Object.keys(MENU_ITEMS).length);
  t.equal(new Set(DEFAULT_ORDER).size, Object.keys(MENU_ITEMS).length);
});

t.test('landing: dashboard for admin and Consultant, else the first entry the role may open', async (t) => {
  t.equal(landingPath('admin'), '/dashboard');
  t.equal(landingPath('Consultant'), '/dashboard');
  t.equal(landingPath('Expert'), '/app/user/clientslist');
  t.equal(landingPath('Client'), '/app/profile');
  t.equal(landingPath('Ancient Client'), '/document');
});

t.test('menu items carry the spec §3 shape and the badges', async (t) => {
  for (const item of Object.values(MENU_ITEMS)) {
    t.match(item, { id: String, title: /^menu\./, type: 'item', icon: String, navLink: /^\// }, item.id);
    t.ok(Array.isArray(item.permissions), `${item.id} has a permission list`);
  }
  t.equal(MENU_ITEMS.tasks.navLink, '/task/all');
  t.equal(MENU_ITEMS.tasks.filterBase, '/task');
  t.equal(MENU_ITEMS.tasks.badgeCount, 'unread_count');
  t.equal(MENU_ITEMS.documents.badgeText, '5 news');
});

t.test('role normalisation is case-insensitive; unknown roles are null', async (t) => {
  const cases: Array<[unknown, Role | null]> = [
    ['admin', 'admin'],
    ['Admin', 'admin'],
    ['ADMIN', 'admin'],
    ['consultant', 'Consultant'],
    [' Expert ', 'Expert'],
    ['client', 'Client'],
    ['Ancient Client', 'Ancient Client'],
    ['ancient  client', 'Ancient Client'],
    ['old_client', 'Ancient Client'],
    ['prospect', null],
    ['visitor', null],
    ['user', null],
    ['editor', null],
    ['', null],
    [null, null],
    [42, null],
  ];
  for (const [raw, expected] of cases) t.equal(normalizeRole(raw), expected, JSON.stringify(raw));
});

t.test('template demo pages: admin only (the template gives them to admin and editor); public pages open to all', async (t) => {
  for (const role of ROLES) {
    const isAdmin = role === 'admin';
    for (const path of ['/', '/calendar', '/email/inbox', '/email/sent', '/todo/all', '/ecommerce-dashboard', '/charts/apex', '/pages/invoice']) {
      t.equal(canOpen(role, path), isAdmin, `${role} ${path}`);
    }
    for (const path of ['/pages/register', '/pages/forgot-password', '/misc/error/500', '/misc/maintenance']) t.ok(canOpen(role, path), `${role} ${path}`);
  }
  t.notOk(canOpen(null, '/calendar'));
});

t.test('screens outside the menu: client card and creation follow the clients area, member creation is admin only', async (t) => {
  for (const role of ROLES) {
    const staff = ['admin', 'Consultant', 'Expert'].includes(role);
    t.equal(canOpen(role, '/app/user/edit/120/info'), staff, `${role} client card`);
    t.equal(canOpen(role, '/app/user/createUser'), staff, `${role} create client`);
    t.equal(canOpen(role, '/app/member/createUser'), role === 'admin', `${role} create member`);
    t.equal(canOpen(role, '/pages/create-contract/120'), staff, `${role} new contract`);
    t.equal(canOpen(role, '/pages/contract/12'), staff, `${role} contract`);
  }
  t.equal(canOpen('Consultant', '/app/user/edit'), false, 'the bare /app/user/edit is the template page (admin)');
});
