import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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

const LUCIDE_DRAWING = 'virtual:lucide-drawing/';

/**
 * `import drawing from 'virtual:lucide-drawing/<icon file name>'`: a lucide icon's drawing (its name
 * and SVG nodes) as plain data, read at build time from lucide-react's own icon module.
 * components/sign-in-icons.tsx draws the sign-in page's few icons from it without lucide's
 * component factory, which would cost that page 1.3 kB gzipped.
 */
function lucideDrawings(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'lucide-drawings',
    resolveId: (id) => (id.startsWith(LUCIDE_DRAWING) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${LUCIDE_DRAWING}`)) return null;
      const file = require.resolve(`lucide-react/dist/esm/icons/${id.slice(LUCIDE_DRAWING.length + 1)}.mjs`);
      const { __iconData: drawing } = (await import(pathToFileURL(file).href)) as { __iconData: { name: string; node: unknown[] } };
      return `export default ${JSON.stringify({ name: drawing.name, node: drawing.node })};`;
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset URLs resolve against the <base> element, whose href the BFF sets to BASE_PATH.
  base: './',
  resolve: {
    alias: [
      { find: '@/', replacement: `${import.meta.dirname}/src/` },
      { find: '@shared/', replacement: `${import.meta.dirname}/../shared/` },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: `${import.meta.dirname}/src/vendor/use-sync-external-store-shim.ts` },
    ],
  },
  plugins: [react(), bootstrapStylesheet(), precompressedCopies(), lucideDrawings()],
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
            // (with React's own useSyncExternalStore, which the alias above gives react-i18next and SWR)
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]vendor[\\/]use-sync-external-store-shim\.ts$/ },
            // SWR apart: the login page's first load renders without it (app/login-app.tsx).
            { name: 'swr', test: /node_modules[\\/](swr|dequal)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
            // The icons in one chunk: one module (a few hundred bytes) each, they would otherwise come as
            // dozens of tiny chunks, each a request, in the waterfall of every signed-in page. The sign-in
            // page draws its own few without them (components/sign-in-icons.tsx).
            { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
