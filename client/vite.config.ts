import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import postcss, { type Plugin as PostcssPlugin } from 'postcss';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Bootstrap compiled from its Sass sources with the product's variables (src/styles/bootstrap.scss). */
const BOOTSTRAP_SCSS = '/src/styles/bootstrap.scss';
const PLACEHOLDER = '<!-- bootstrap-css -->';

/**
 * Bootstrap's LTR sheet as its own render-blocking <link id="bootstrap-css"> right after <base>,
 * so the customizer can swap it for the RTL sheet (layout/customizer/direction-stylesheet.ts imports
 * both with ?url; the built asset is the same file, found here by its name).
 */
function bootstrapStylesheet(): Plugin {
  return {
    name: 'bootstrap-stylesheet',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        let href: string;
        if (ctx.bundle) {
          const asset = Object.values(ctx.bundle).find(
            (file) => file.type === 'asset' && file.names.some((name) => name.endsWith('/bootstrap.css') || name === 'bootstrap.css'),
          );
          if (!asset) throw new Error('bootstrap.css was not emitted: is styles/bootstrap.scss still imported with ?url?');
          href = `./${asset.fileName}`;
        } else {
          href = BOOTSTRAP_SCSS;
        }
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html lacks ${PLACEHOLDER}`);
        return html.replace(PLACEHOLDER, `<link rel="stylesheet" id="bootstrap-css" href="${href}">`);
      },
    },
  };
}

/**
 * The right-to-left sheet: every *.rtl.scss comes out mirrored by rtlcss, as Bootstrap builds its own
 * bootstrap.rtl.css (its sources carry rtlcss directives).
 */
const rtlcss = createRequire(import.meta.url)('rtlcss') as { process(css: string): string };

const rtlSheets: PostcssPlugin = {
  postcssPlugin: 'rtl-sheets',
  Once(root, { result }) {
    const from = result.opts.from ?? '';
    if (!/\.rtl\.scss(\?|$)/.test(from)) return;
    const mirrored = postcss.parse(rtlcss.process(root.toString()), { from });
    root.removeAll();
    root.append(mirrored.nodes);
  },
};

const COMPRESSIBLE = /\.(js|css|html|svg|json|geojson|txt)$/;

/**
 * A brotli (.br) and a gzip (.gz) copy of every text asset beside it, at the highest levels (done once,
 * at build time): the BFF serves the best one the browser accepts (@fastify/static's preCompressed).
 */
function precompressedCopies(): Plugin {
  const toBrotli = promisify(brotliCompress);
  const toGzip = promisify(gzip);
  return {
    name: 'precompressed-copies',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir!;
      const files = (await readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(join(dir, file));
          const [br, gz] = await Promise.all([
            toBrotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(join(dir, `${file}.br`), br), writeFile(join(dir, `${file}.gz`), gz)]);
        }),
      );
    },
  };
}

/** The icons the sign-in page's first load draws (login screen, its form and the toaster). */
// (lucide's file names: CircleAlert is circle-exclamation-point, TriangleAlert triangle-exclamation-point.)
const SIGN_IN_ICONS = new Set(['circle-check', 'circle-exclamation-point', 'eye', 'eye-off', 'info', 'triangle-exclamation-point']);

function isGroupedIcon(id: string): boolean {
  const icon = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.m?js$/.exec(id);
  return icon !== null && !SIGN_IN_ICONS.has(icon[1]);
}

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset URLs resolve against the <base> element, whose href the BFF sets to BASE_PATH.
  base: './',
  resolve: {
    alias: { '@/': `${import.meta.dirname}/src/`, '@shared/': `${import.meta.dirname}/../shared/` },
  },
  plugins: [react(), bootstrapStylesheet(), precompressedCopies()],
  css: {
    postcss: { plugins: [rtlSheets] },
    preprocessorOptions: {
      // Bootstrap 5.3's sources still use @import and the global colour functions.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // dist/client/.vite/manifest.json: each entry's and route's chunks and CSS, read by the byte-budget
    // test (test/server/asset-budgets.test.ts). The BFF serves nothing under .vite/.
    manifest: true,
    // Every browser the es2022 target names but Safari 16 preloads modules itself; there the chunks
    // simply load when imported. Saves the polyfill in the first load of every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Stable, named vendor chunks: they change less often than the app code, so caches hold.
        codeSplitting: {
          groups: [
            // use-sync-external-store (React's shim, used by react-i18next and SWR) goes with React...
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/ },
            // ...and SWR apart: the login page's first load renders without it (app/login-app.tsx).
            { name: 'swr', test: /node_modules[\\/](swr|dequal)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
            // The icons in one chunk: one module (a few hundred bytes) each, they would otherwise come as
            // dozens of tiny chunks, each a request, in the waterfall of every signed-in page. The sign-in
            // page's own few stay out of it (its first load has a budget: test/server/asset-budgets.test.ts),
            // and so does lucide's icon factory, which both load.
            { name: 'icons', test: isGroupedIcon, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
