/** Entry point: read the configuration, start the demo upstream if needed, listen, shut down gracefully. */
import closeWithGrace from 'close-with-grace';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import type { DemoAccount } from '../shared/schemas/config.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, MAX_DEMO_CLIENTS, type Config } from './config.js';
import type { RunningDemo } from './demo/index.js';
import { startMetricsServer } from './metrics/metrics-server.js';
import { DatabaseStartError } from './db/database.js';

// Built: dist/server/index.js beside dist/client. From source (tsx server/index.ts): dist/client.
const HERE = dirname(fileURLToPath(import.meta.url));
const CLIENT_DIR = HERE.endsWith(join('dist', 'server')) ? join(HERE, '..', 'client') : join(HERE, '..', 'dist', 'client');
const SHUTDOWN_GRACE_MS = 10_000;

// The read model keeps the firm's lists in the heap (about 200 MB at 30 000 clients). By default V8
// lets the heap grow to two to four times what is live before collecting it, which took the process
// past 1 GB under load; at 1.3 times it stays under 512 MB (npm run bench -- scale), for more frequent
// and shorter collections. A value given to node on its command line wins. (The young generation's
// size is read only when V8 starts: `npm run serve` and the Dockerfile give it on the command line.)
const HEAP_GROWING_PERCENT = 30;
if (!process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

/** Where the BFF keeps its records, as the banner says it (never a password). */
function databaseShown(config: Config): string {
  if (config.database.engine === 'postgres') {
    const url = new URL(config.database.url);
    return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  }
  return config.database.dataDir === null ? 'SQLite en mémoire (nouvelle à chaque démarrage ; DATA_DIR la garde)' : `SQLite ${config.database.dataDir}`;
}

function banner(url: string, demo: RunningDemo | null, config: Config): string {
  const lines = [`Back-office: ${url}`, `Base de données : ${databaseShown(config)}`];
  if (demo) {
    lines.push('Mode démo : upstream embarqué, données en mémoire (remises à zéro à chaque démarrage).');
    lines.push(`Cabinet de démonstration : ${demo.clients.toLocaleString('fr-FR')} clients (DEMO_CLIENTS en choisit le nombre, jusqu’à ${MAX_DEMO_CLIENTS.toLocaleString('fr-FR')}).`);
    lines.push('Comptes de démonstration :');
    for (const a of demo.accounts) lines.push(`  ${a.role.padEnd(15)} ${a.email.padEnd(34)} ${a.password}`);
  }
  return lines.join('\n') + '\n';
}

async function main(): Promise<void> {
  const config = readConfig();

  // Demo mode only (no UPSTREAM_URL): the embedded upstream and its data are loaded here, never otherwise.
  const demo: RunningDemo | null = config.upstreamUrl === null ? await (await import('./demo/index.js')).startDemoUpstream(config.demoClients) : null;
  const upstreamUrl = config.upstreamUrl ?? demo!.url;
  const demoAccounts: DemoAccount[] | null = demo?.accounts ?? null;

  const app = await buildApp(config, { upstreamUrl, demoAccounts, clientDir: CLIENT_DIR }).catch(async (err: unknown) => {
    // The database's folder, connection or migrations: one line that says what to fix, then a non-zero exit.
    if (err instanceof DatabaseStartError) {
      process.stderr.write(`Database error: ${err.message}\n`);
      await demo?.close();
      process.exit(1);
    }
    throw err;
  });
  if (config.sessionSecretGenerated) {
    app.log.warn('SESSION_SECRET is not set: using a random one for this run (sessions end at restart)');
  }

  let metricsServer: Server | null = null;
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    metricsServer?.close();
    await app.close();
    await demo?.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  if (config.metricsPort !== null && app.metricsRegistry) {
    metricsServer = await startMetricsServer(app.metricsRegistry, config.metricsPort, config.host);
    process.stdout.write(`Metrics: http://${shownHost}:${config.metricsPort}/metrics\n`);
  }
  process.stdout.write(banner(`http://${shownHost}:${port}${config.basePath}`, demo, config));
}

main().catch((err) => {
  process.stderr.write(`Start-up failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
