import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const BOOTSTRAP_CSS = 'bootstrap/dist/css/bootstrap.min.css';
const PLACEHOLDER = '<!-- bootstrap-css -->';

/**
 * Bootstrap's LTR sheet as its own render-blocking <link id="bootstrap-css"> right after <base>,
 * so the customizer can swap it for the RTL sheet (template/customizer/direction-stylesheet.ts imports
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
            (file) => file.type === 'asset' && file.names.some((name) => name.endsWith('bootstrap.min.css')),
          );
          if (!asset) throw new Error('bootstrap.min.css was not emitted: is it still imported with ?url?');
          href = `./${asset.fileName}`;
        } else {
          href = `/@fs/${createRequire(import.meta.url).resolve(BOOTSTRAP_CSS).replace(/^\/+/, '')}`;
        }
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html lacks ${PLACEHOLDER}`);
        return html.replace(PLACEHOLDER, `<link rel="stylesheet" id="bootstrap-css" href="${href}">`);
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset URLs resolve against the <base> element, whose href the BFF sets to BASE_PATH.
  base: './',
  resolve: {
    alias: { '@/': `${import.meta.dirname}/src/`, '@shared/': `${import.meta.dirname}/../shared/` },
  },
  plugins: [react(), bootstrapStylesheet()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Stable, named vendor chunks: they change less often than the app code, so caches hold.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|swr|dequal|use-sync-external-store)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
          ],
        },
      },
    },
  },
});
