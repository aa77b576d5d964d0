/** The demo upstream alone in its own process, for the bench, compiled (dist/): prints `UPSTREAM <url>`. */
import { buildDemoUpstream } from '../dist/server/demo/upstream/app.js';

const { app } = buildDemoUpstream();
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`UPSTREAM ${url}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
