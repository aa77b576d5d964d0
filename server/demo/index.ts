/**
 * Demo mode's one door: server/index.ts imports this module dynamically when no UPSTREAM_URL is
 * set, so the embedded upstream and its data are never loaded with a real upstream.
 */
import type { DemoAccount } from '../../shared/schemas/config.js';
import { buildDemoUpstream } from './upstream/app.js';
import { DemoStore } from './upstream/store.js';
import { publishedAccounts } from './data/people.js';
import { seedDemoData } from './data/seed.js';
import { DEFAULT_SIZE, sizeFor } from './data/size.js';

export interface RunningDemo {
  /** the embedded upstream's loopback address */
  url: string;
  /** the demo accounts GET /config lists and the banner prints */
  accounts: DemoAccount[];
  /** how many clients the demo firm holds, for the banner */
  clients: number;
  close(): Promise<void>;
}

/** clients: DEMO_CLIENTS, the size of the demo firm; null: the usual demo data set. */
export async function startDemoUpstream(clients: number | null = null): Promise<RunningDemo> {
  const store = new DemoStore(seedDemoData(new Date(), clients === null ? DEFAULT_SIZE : sizeFor(clients)));
  const demo = buildDemoUpstream(store);
  const url = await demo.app.listen({ host: '127.0.0.1', port: 0 });
  const held = store.data.users.filter((user) => user.role === 'Client').length;
  return { url, accounts: publishedAccounts(), clients: held, close: () => demo.app.close() };
}
