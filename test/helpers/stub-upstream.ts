/**
 * A programmable upstream on a loopback port: each route can answer JSON, answer garbage,
 * answer a status, reset the socket or hang. Records what it received. Like the firm API, it knows
 * the people its sign-in answered: `GET /users/:id` of one of them, without a behaviour of its own,
 * answers who they are (the BFF asks it to know a caller still has their role: firm-people.ts).
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type StubBehaviour =
  | { kind: 'json'; status?: number; body: unknown; delayMs?: number; headers?: Record<string, string> }
  | { kind: 'text'; status?: number; body: string; contentType?: string }
  | { kind: 'reset' }
  | { kind: 'hang' }
  | { kind: 'handler'; handle: (req: RecordedRequest, res: ServerResponse) => void };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StubUpstream {
  url: string;
  /** route is 'METHOD /path' under the upstream base (query ignored) */
  on(route: string, behaviour: StubBehaviour): void;
  /** what every route without its own behaviour answers (404 JSON by default) */
  otherwise(behaviour: StubBehaviour): void;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startStubUpstream(): Promise<StubUpstream> {
  const routes = new Map<string, StubBehaviour>();
  let fallback: StubBehaviour | undefined;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const people = new Map<string, unknown>();
  const rememberSignIn = (body: unknown) => {
    const user = (body as { user?: { id?: unknown } } | null)?.user;
    if (user && (typeof user.id === 'number' || typeof user.id === 'string')) people.set(String(user.id), user);
  };
  const signedInPerson = (method: string | undefined, path: string): StubBehaviour | undefined => {
    const id = method === 'GET' ? /\/users\/([^/]+)$/.exec(path)?.[1] : undefined;
    const person = id === undefined ? undefined : people.get(id);
    return person ? { kind: 'json', body: person } : undefined;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      requests.push(recorded);
      const path = (req.url ?? '').split('?')[0];
      const behaviour = routes.get(`${req.method} ${path}`) ?? signedInPerson(req.method, path) ?? fallback;
      if (behaviour?.kind === 'json' && path.endsWith('/login')) rememberSignIn(behaviour.body);
      if (!behaviour) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
        return;
      }
      switch (behaviour.kind) {
        case 'json': {
          const send = () =>
            res
              .writeHead(behaviour.status ?? 200, { 'content-type': 'application/json', ...behaviour.headers })
              .end(JSON.stringify(behaviour.body));
          if (behaviour.delayMs) setTimeout(send, behaviour.delayMs);
          else send();
          return;
        }
        case 'text':
          res.writeHead(behaviour.status ?? 200, { 'content-type': behaviour.contentType ?? 'text/html' }).end(behaviour.body);
          return;
        case 'reset':
          req.socket.destroy();
          return;
        case 'hang':
          return;
        case 'handler':
          behaviour.handle(recorded, res);
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    on: (route, behaviour) => {
      const [method, path] = route.split(' ');
      routes.set(`${method} /api${path}`, behaviour);
    },
    otherwise: (behaviour) => {
      fallback = behaviour;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
