import t from 'tap';
import { TEST_SECRET } from '../helpers/app.js';
import { startServerProcess } from '../helpers/server-process.js';
import { startStubUpstream } from '../helpers/stub-upstream.js';

t.test('SIGTERM: the in-flight request finishes, new ones are refused, then exit 0', async (t) => {
  const stub = await startStubUpstream();
  t.teardown(() => stub.close());
  stub.on('POST /login', { kind: 'json', body: { error: false, accessToken: 'tok', user: { id: 1, name: 'A', role: 'admin' } } });
  stub.on('GET /unread_count', { kind: 'json', body: { count: 5 }, delayMs: 1200 });

  const server = await startServerProcess({ UPSTREAM_URL: stub.url, SESSION_SECRET: TEST_SECRET });
  t.teardown(() => server.stop());
  const login = await fetch(new URL('login', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ email: 'a@b.fr', password: 'x' }),
  });
  t.equal(login.status, 200);
  const cookie = login.headers.get('set-cookie')!.split(';')[0];

  const inFlight = fetch(new URL('unread_count', server.url), { headers: { cookie } });
  await new Promise((r) => setTimeout(r, 300));
  server.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 200));
  const late = await fetch(new URL('healthz', server.url)).then(
    (res) => res.status,
    () => 'refused',
  );
  t.not(late, 200, `a request after SIGTERM is not served (${late})`);

  const res = await inFlight;
  t.equal(res.status, 200, 'the in-flight request completed');
  t.same(await res.json(), { count: 5 });
  t.equal(await server.exited, 0, 'exit code 0');
});

t.test('demo mode: the banner gives the URL and the five demo accounts', async (t) => {
  const server = await startServerProcess({});
  t.teardown(() => server.stop());
  const out = server.output();
  await new Promise((r) => setTimeout(r, 100));
  for (const role of ['admin', 'Consultant', 'Expert', 'Client', 'Ancient Client']) t.match(server.output(), new RegExp(`^  ${role} +\\S+@\\S+ +\\S+$`, 'm'));
  t.match(out, /^Back-office: http:\/\/127\.0\.0\.1:\d+\/$/m);
  const health = await fetch(new URL('readyz', server.url));
  t.equal(health.status, 200, 'the embedded upstream is up');
  t.equal(await server.stop(), 0);
});
