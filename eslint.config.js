// ESLint (flat config): typescript-eslint's recommended rules, the React hooks rules, and the import
// boundaries of the codebase (shared → nothing; server ↮ client; a feature never imports another
// feature; lib/ and components/ never import features or app/; the template is a walled wing that
// only app/ enters and whose apps never import each other; no import cycle; no import climbs three
// levels).
//
// TypeScript 7 (the native compiler) ships no JavaScript API, and typescript-eslint parses with that
// API. So the project installs both, side by side, as Microsoft documents for 7.0: the package named
// `typescript` is the TypeScript 6 API (`npm:@typescript/typescript6`, whose binary is `tsc6`), read by
// typescript-eslint only; `@typescript/native` is TypeScript 7, and its `tsc` is the one every npm
// script (typecheck, build) runs. The lint is WITHOUT type information (no parserOptions.project):
// type-aware rules would check the code with TypeScript 6, not with the compiler the project uses.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = 'client/src/features';
const TEMPLATE = 'client/src/template';
const TEMPLATE_APPS = `${TEMPLATE}/apps`;
const folders = (path) =>
  readdirSync(join(import.meta.dirname, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = folders(FEATURES);
const templateApps = folders(TEMPLATE_APPS);
/** Everything of the browser's code but app/ and the template itself: folders and loose files (main.tsx). */
const outsideTemplate = readdirSync(join(import.meta.dirname, 'client/src'))
  .filter((name) => name !== 'app' && name !== 'template')
  .map((name) => `./client/src/${name}`);

const layers = [
  {
    target: './shared',
    from: ['./server', './client'],
    message: 'shared/ is used by the BFF and the browser: it imports nothing of either.',
  },
  { target: './server', from: './client', message: 'The BFF never imports browser code.' },
  { target: './client', from: './server', message: 'The browser never imports BFF code (shared/ holds what both use).' },
  {
    target: ['./client/src/lib', './client/src/components'],
    from: [`./${FEATURES}`, './client/src/app'],
    message: 'lib/ and components/ are used by features and app/: they import neither.',
  },
];
const featureWalls = features.map((feature) => ({
  target: `./${FEATURES}/${feature}`,
  from: `./${FEATURES}`,
  except: [`./${feature}`],
  message: `Features never import each other: compose them in app/, or move what ${feature} needs to components/ or lib/.`,
}));
// The template is a walled wing: app/ alone opens it (its routes, the pieces it is given); it
// imports no business feature, no layout and not app/; its apps share through template/kit/ or
// components/, never by importing each other.
const templateWalls = [
  {
    target: outsideTemplate,
    from: `./${TEMPLATE}`,
    message: 'Only client/src/app imports the template: compose it there (routes, the pieces a template page is given).',
  },
  {
    target: `./${TEMPLATE}`,
    from: [`./${FEATURES}`, './client/src/layout', './client/src/app'],
    message: 'The template imports no feature, no layout and not app/: app/ passes it what it needs, or the piece moves to components/ or lib/.',
  },
  ...templateApps.map((app) => ({
    target: `./${TEMPLATE_APPS}/${app}`,
    from: `./${TEMPLATE_APPS}`,
    except: [`./${app}`],
    message: `Template apps never import each other: what ${app} shares with another app moves to template/kit/ or components/.`,
  })),
];
const boundaries = (zones) => ['error', { basePath: import.meta.dirname, zones }];

// No import climbs three directory levels (`../../../`), static, re-exported or dynamic. `/` is
// written \x2F: the same text is a RegExp source and an esquery /regex/ literal.
function climbLimit(levels, advice) {
  const pattern = `^(\\.\\.\\x2F){${levels},}`;
  const message = `No import climbs ${levels} directory levels: ${advice}`;
  return {
    'no-restricted-imports': ['error', { patterns: [{ regex: pattern, message }] }],
    'no-restricted-syntax': ['error', { selector: `ImportExpression > Literal[value=/${pattern}/]`, message }],
  };
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.tap/', 'coverage/', 'test-results/', 'examples/api-types.d.ts'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Reads the "paths" of tsconfig.json (@/ and @shared/) and maps the server's `.js` specifiers to `.ts`.
      'import/resolver': {
        typescript: { project: 'tsconfig.json' },
        node: true,
      },
    },
    rules: {
      'import/no-restricted-paths': boundaries([...layers, ...featureWalls, ...templateWalls]),
      'import/no-cycle': 'error',
      ...climbLimit(3, 'use the @/ or @shared/ alias (client) or move the file.'),
      // The code counts with comma statements, `(row.waiting++, (row.waitingCents += cents))`: a
      // sequence is always an "unused expression" to this rule, which cannot be told to allow them.
      '@typescript-eslint/no-unused-expressions': 'off',
      // `let bff; t.teardown(() => bff?.stop()); bff = await startBff()`: the teardown is registered
      // before the server starts, so the variable cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The BFF keeps relative NodeNext imports (tsc emits specifiers as written, so no alias), and the
    // layout the issue sets, server/upstream/resources/<name>.ts, is three levels below shared/:
    // there the limit is the "no import climbs 4+ levels".
    files: ['server/**'],
    rules: climbLimit(4, 'the BFF reaches shared/ in three at most (server/upstream/resources/ → ../../../shared/).'),
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Two React Compiler rules of the recommended set flag patterns the screens use on purpose and
      // that work without the compiler (the app does not use it): a draft reset from freshly loaded
      // data in an effect, and the "latest value" ref written during render. Warnings until the
      // screens that use them are rewritten; every other hooks rule is an error as recommended.
      'react-hooks/set-state-in-effect': 'warn',
      'react-hooks/refs': 'warn',
    },
  },
);
