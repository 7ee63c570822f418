// Lint, and the one-way dependency rules (docs/decisions.md#one-way-dependencies) as errors: data flows
// data/ -> generator/ -> templates/ -> dist/, islands reach the API over HTTP only, and shared/
// holds what both sides need. A forbidden import fails `npm run lint` (and so `npm test`).
// Type-aware rules are left out on purpose: the whole lint stays a few seconds.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import react from 'eslint-plugin-react';
import noTypeCycle from './eslint-rules/no-type-cycle.js';
import commentCitations from './eslint-rules/comment-citations.js';

/** What the generator may take from templates/: the entry points only
 * (docs/decisions.md#one-way-dependencies). */
const TEMPLATE_ENTRY_POINTS = [
  './templates/pages/index.ts',
  './templates/layout/Document.tsx',
  './templates/islands/registry.ts',
  './templates/site-context.tsx',
];

/**
 * One zone per one-way rule (docs/architecture.md#the-one-way-rules): files in `target` may not
 * import from `from` (except `except`, paths relative to `from`).
 */
const dependencyZones = [
  // shared/ is imported by everything and imports nothing of ours
  {
    target: './shared',
    from: ['./generator', './templates', './api', './bin', './bench', './tests'],
    message: 'shared/ imports nothing of ours: move what it needs into shared/.',
  },
  // templates/ imports only templates/ and shared/
  {
    target: './templates',
    from: ['./generator', './api', './bin', './bench', './data'],
    message: 'templates/ imports only templates/ and shared/: put page-props, route and head types in shared/model/.',
  },
  // islands (browser code) import only themselves, templates/components/ and shared/
  {
    target: './templates/islands',
    from: './templates',
    except: ['./islands', './components'],
    message: 'an island imports only templates/islands/, templates/components/ and shared/.',
  },
  // api/ imports only api/ and shared/
  {
    target: './api',
    from: ['./generator', './templates', './bin', './bench', './data'],
    message: 'api/ imports only api/ and shared/: the site reaches it over HTTP, bin/ composes the commands.',
  },
  // generator/ imports only generator/, shared/ and the templates' entry points
  {
    target: './generator',
    from: ['./api', './bin', './bench'],
    message: 'generator/ does not know the API or the command line: compose them in bin/.',
  },
  {
    target: './generator',
    from: './templates',
    except: TEMPLATE_ENTRY_POINTS.map((file) => file.replace('./templates/', './')),
    message: `generator/ takes from templates/ only its entry points (${TEMPLATE_ENTRY_POINTS.join(', ')}).`,
  },
];

/**
 * The generator's stages from the bottom up (generator/README.md): a stage imports only the stages
 * below it, and only through their entry module (index.ts); support/ imports no stage; dev/ drives
 * whole builds (build.ts) and sits on top.
 */
const GENERATOR_LAYERS = ['support', 'load', 'validate', 'routes', 'index-gate', 'assets', 'write', 'check', 'render', 'visual', 'report'];
const stageZones = GENERATOR_LAYERS.flatMap((stage, level) => [
  {
    target: `./generator/${stage}`,
    from: [...GENERATOR_LAYERS.slice(level + 1).map((above) => `./generator/${above}`), './generator/build.ts', './generator/cli.ts', './generator/dev', './generator/scaffold'],
    message: `generator/${stage}/ runs before the stages above it and imports none of them: move what both need down a layer.`,
  },
  ...GENERATOR_LAYERS.slice(1, level).map((below) => ({
    target: `./generator/${stage}`,
    from: `./generator/${below}`,
    except: ['./index.ts'],
    message: `generator/${stage}/ takes from generator/${below}/ through its entry module (index.ts) only.`,
  })),
]);

/**
 * The API's floors from the bottom up (docs/architecture.md, "The API's floors"): a module imports
 * only its own floor and the floors below it. storage/ knows the database and no feature; the root
 * modules below HTTP (the configuration, the submission service, the health probe, the export)
 * know no request; notify/ writes and sends the e-mails; http/ is the middleware every router
 * uses; the features are the routers and services, one folder each, and import none of the
 * others; app.ts, server.ts and cli.ts compose them.
 */
export const API_FLOORS = [
  { floor: 'storage', paths: ['./api/storage'] },
  { floor: 'core', paths: ['./api/config.ts', './api/health.ts', './api/submissions.ts', './api/export.ts', './api/trust-proxy.ts'] },
  { floor: 'notify', paths: ['./api/notify'] },
  { floor: 'http', paths: ['./api/http'] },
  { floor: 'features', paths: ['./api/applications', './api/contact', './api/reviews', './api/site'] },
  { floor: 'top', paths: ['./api/app.ts', './api/server.ts', './api/cli.ts'] },
];
const apiFloorZones = API_FLOORS.flatMap(({ floor, paths }, level) => {
  const above = API_FLOORS.slice(level + 1).flatMap((upper) => upper.paths);
  const floorsAbove = API_FLOORS.slice(level + 1).map((upper) => upper.floor).join(', ');
  return paths.flatMap((target) => [
    ...(above.length === 0
      ? []
      : [{ target, from: above, message: `api/ ${floor} sits below ${floorsAbove} and imports none of them: move what both need down a floor.` }]),
    // the features stand side by side: what two of them share belongs a floor down
    ...(floor === 'features'
      ? [{ target, from: paths.filter((other) => other !== target), message: 'an API feature imports no other feature: move what both need down a floor.' }]
      : []),
  ]);
});

/** What a template may still write between tags: punctuation and symbols, never a word. */
const PUNCTUATION = [' ', ',', '.', ':', ';', '·', '—', '–', '-', '/', '(', ')', '★', '|', '•', '…', '+', '%', '&', '?', '!', '"', '×', '→', '©'];
/** The attributes whose value a visitor sees or hears. */
const VISIBLE_ATTRIBUTES = '/^(alt|title|aria-label|aria-description|aria-roledescription|placeholder|label|heading|text|lead|caption|summary)$/';
/** Three words in a row, the first with a capital or all lowercase: a sentence, not a class list. */
const SENTENCE = '/(^|[.!?] )[A-Z][a-z]+,? [a-z]+ [a-z]+/';
export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'var/', '.cache/', 'coverage/', 'reports/', '.stryker-tmp/', 'tests/fixtures/lint/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, local: { rules: { 'no-type-cycle': noTypeCycle, 'comment-citations': commentCitations } } },
    settings: {
      // parse TypeScript modules too when following imports (no-cycle reads the imported files)
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // packages are never part of a cycle of ours: not parsing them keeps no-cycle fast
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...dependencyZones, ...stageZones, ...apiFloorZones] }],
      // import-x/no-cycle has no option to count type imports: local/no-type-cycle reports the
      // cycles that pass through one (eslint-rules/no-type-cycle.js)
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-type-cycle': 'error',
      // comments cite docs/ by heading, never an issue or a document outside the repository
      // (eslint-rules/comment-citations.js)
      'local/comment-citations': 'error',
      // sanitizers match control characters on purpose (e-mail headers, check's text scan, Markdown)
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // An API function fits on a screen: a longer one is parts that want names of their own (the
  // PostgreSQL store is put together from them: api/storage/postgres.ts). Blank lines and
  // comments are not counted.
  {
    files: ['api/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
  // storage/ is the floor everything stands on, read most often when something is lost: 40
  {
    files: ['api/storage/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 40, skipBlankLines: true, skipComments: true }] },
  },
  // TypeScript checks names itself (npm run typecheck); plain scripts run in Node
  { files: ['**/*.{ts,tsx}'], rules: { 'no-undef': 'off' } },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // tests read untyped documents (parsed JSON-LD, CSV) field by field
  { files: ['tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // A test process runs its files one after another and keeps the modules they import (vitest's
  // `isolate: false`): a hook registered when a shared module loads belongs to the first file that
  // imported it, and never runs for the others. Hooks go in test files, in functions a test file
  // calls, or in a set-up file (tests/setup/), which vitest runs again for every file.
  {
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/**/*.test.{ts,tsx}', 'tests/setup/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > ExpressionStatement > CallExpression[callee.name=/^(before|after)(Each|All)$/]',
          message: 'a hook at the top of a shared test module runs for the first test file that loads it only: register it in the test file, in a function the file calls, or in tests/setup/.',
        },
      ],
    },
  },
  // the two rules of hooks; the React Compiler rules of the plugin's newer presets misread
  // react-hook-form's handleSubmit and the islands' hydrate-then-enhance effect
  {
    files: ['templates/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['templates/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Templates hold structure, never words: every word a visitor reads comes from a copy file in
  // data/ (docs/decisions.md#words-from-data). Text between tags and text in the attributes a
  // visitor or a screen reader reads may be punctuation and symbols only; a sentence in a string
  // fails too.
  {
    files: ['templates/**/*.{ts,tsx}'],
    plugins: { react },
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: PUNCTUATION }],
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}] Literal[value=/[A-Za-z]/]`,
          message: 'a visitor reads this attribute: take its words from a copy file in data/ (shared/model/copy/).',
        },
        {
          selector: `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}] TemplateElement[value.raw=/[A-Za-z]{2}/]`,
          message: 'a visitor reads this attribute: take its words from a copy file in data/ (shared/model/copy/).',
        },
        {
          selector: `:matches(Literal[value=${SENTENCE}], TemplateElement[value.raw=${SENTENCE}]):not(NewExpression *)`,
          message: 'a sentence in a template: take it from a copy file in data/ (shared/model/copy/), with placeholders for the values.',
        },
      ],
    },
  },
);
