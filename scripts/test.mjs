// npm test: typecheck, lint, build, then every tap test. The browser tests need Chromium: without it
// the run fails with how to install it, unless SKIP_BROWSER_TESTS=1 says to leave them out.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const skipBrowser = process.env.SKIP_BROWSER_TESTS === '1';

function run(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (status !== 0) process.exit(status ?? 1);
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

if (!skipBrowser && !findChromium()) {
  console.error(
    'Browser tests need Chromium, and none was found (looked at $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser).\n' +
      'Install it with:  sudo apt-get install chromium\n' +
      'or run the other tests only with:  SKIP_BROWSER_TESTS=1 npm test',
  );
  process.exit(1);
}

// On a fresh clone tap would run its first suite with its default plugins (ts-node, which cannot
// load TypeScript 7) and only then build the set package.json asks for (tsx): build it first.
if (!existsSync('.tap/plugins')) run('npx', ['tap', 'build']);

run('npm', ['run', 'typecheck']);
run('npm', ['run', 'lint']);
run('npm', ['run', 'build']);
// The integrator example's client is generated from the built app's GET /docs and must typecheck.
run(process.execPath, ['scripts/openapi-types.mjs']);
run('npx', ['tsc', '-p', 'examples/tsconfig.json']);
// Files are listed here because tap only expands folders into the extensions of its loader
// plugins, and its TypeScript plugin is replaced by tsx (see package.json "tap").
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const suites = ['test/shared', 'test/client', 'test/server', ...(skipBrowser ? [] : ['test/e2e'])];
if (skipBrowser) console.log('SKIP_BROWSER_TESTS=1: the browser tests (test/e2e) are left out.');
await runTap(suites.flatMap(testFiles).sort());

/**
 * Runs tap, passing its report through, and when something failed repeats each failure (with its
 * diagnostics) at the very end: in a long CI log the failing assertion is otherwise thousands of
 * lines above the summary, and a log shown by its tail would not name it at all.
 */
async function runTap(files) {
  const tap = spawn('npx', ['tap', ...files], { stdio: ['inherit', 'pipe', 'inherit'], shell: process.platform === 'win32' });
  let report = '';
  tap.stdout.setEncoding('utf8');
  tap.stdout.on('data', (chunk) => {
    report += chunk;
    process.stdout.write(chunk);
  });
  const status = await new Promise((resolve) => tap.on('close', (code) => resolve(code ?? 1)));
  if (status === 0) return;
  const failures = failedBlocks(report);
  if (failures.length > 0) console.log(`\n== failed (repeated from above)\n${failures.join('\n')}`);
  process.exit(status);
}

/** Every `not ok` line of a TAP report, each followed by its YAML diagnostics block. */
function failedBlocks(report) {
  const lines = report.split('\n');
  const out = [];
  lines.forEach((line, i) => {
    if (!/^\s*not ok /.test(line)) return;
    out.push(line);
    if (lines[i + 1]?.trim() !== '---') return;
    for (let j = i + 1; j < lines.length && j < i + 40; j++) {
      out.push(lines[j]);
      if (lines[j].trim() === '...') break;
    }
  });
  return out;
}
