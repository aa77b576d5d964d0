/**
 * The demo upstream alone in its own process, for the bench, compiled (dist/): prints `UPSTREAM <url>`.
 * DEMO_CLIENTS sizes its firm as it does `npm start`'s.
 */
import { ConfigError, demoClientsOf } from '../dist/server/config.js';
import { startDemoUpstream } from '../dist/server/demo/index.js';

let clients;
try {
  clients = demoClientsOf(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`Configuration error: ${err.message}\n`);
  process.exit(1);
}
const demo = await startDemoUpstream(clients);
process.stdout.write(`UPSTREAM ${demo.url}\n`);
process.on('SIGTERM', () => demo.close().then(() => process.exit(0)));
