/**
 * Demo mode's one door: server/index.ts imports this module dynamically when no UPSTREAM_URL is
 * set, so the embedded upstream and its data are never loaded with a real upstream.
 */
import type { DemoAccount } from '../../shared/schemas/config.js';
import { buildDemoUpstream } from './upstream/app.js';
import { publishedAccounts } from './data/people.js';

export interface RunningDemo {
  /** the embedded upstream's loopback address */
  url: string;
  /** the demo accounts GET /config lists and the banner prints */
  accounts: DemoAccount[];
  close(): Promise<void>;
}

export async function startDemoUpstream(): Promise<RunningDemo> {
  const demo = buildDemoUpstream();
  const url = await demo.app.listen({ host: '127.0.0.1', port: 0 });
  return { url, accounts: publishedAccounts(), close: () => demo.app.close() };
}
