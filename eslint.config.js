// One ESLint config for the whole workspace: type-aware TypeScript rules, module boundaries,
// kebab-case file names and a single reader of process.env (import circles: scripts/check-import-cycles.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// API modules in dependency order (apps/api/module-order.json): a module may import only the
// modules listed before it. docs/decisions/005-api-module-order.md shows the same list, written
// from that file by `npm run docs:module-order`; a test fails when the two differ.
const apiModules = JSON.parse(
  readFileSync(new URL('./apps/api/module-order.json', import.meta.url), 'utf8'),
);

const apiModuleZones = apiModules.slice(0, -1).map((name, index) => ({
  target: `./apps/api/src/modules/${name}`,
  from: apiModules.slice(index + 1).map((later) => `./apps/api/src/modules/${later}`),
  message: `API module "${name}" may only import modules listed before it in apps/api/module-order.json.`,
}));

// Each module is used through its index.ts: code anywhere outside modules/<name>/ (other
// modules, app.ts, the sweeps, seed, test support, bench) may import modules/<name>/index only.
// With `allowTables`, another module's *.tables.ts may be imported too: a foreign key names the
// table it points at, and the schema must load without pulling in routes and services.
const moduleFolders = readdirSync(new URL('./apps/api/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleIndexZones = ({ allowTables }) =>
  moduleFolders.map((name) => ({
    target: [
      `./apps/api/src/modules/!(${name})/**`,
      './apps/api/src/!(modules)/**',
      './apps/api/src/*',
      './apps/api/!(src)/**',
      './!(apps)/**',
    ],
    from: `./apps/api/src/modules/${name}`,
    except: allowTables ? ['./index.ts', `./${name}.tables.ts`] : ['./index.ts'],
    message: `Import module "${name}" through its index.ts (docs/architecture.md).`,
  }));

const otherZones = [
  {
    target: './packages/contract',
    from: ['./apps', './e2e', './bench'],
    message: 'The contract depends on zod only.',
  },
  {
    target: './apps/web',
    from: './apps/api',
    message: 'The web app talks to the API over HTTP, typed by @lido/contract.',
  },
  {
    target: './apps/api',
    from: './apps/web',
    message: 'The API never imports the web app.',
  },
  // The web app's shared layer (components/, lib/) knows neither the features nor the app that
  // composes them (docs/architecture.md). The cross-site link still reads the site configuration,
  // and the error page the app's reload: the two exceptions left.
  {
    target: './apps/web/src/{components,lib}/**/!(*.test).{ts,tsx}',
    from: './apps/web/src/features',
    except: ['./site-config/use-cross-site-href.ts'],
    message: 'components/ and lib/ are shared: they import no feature.',
  },
  {
    target: './apps/web/src/{components,lib}/**/!(*.test).{ts,tsx}',
    from: './apps/web/src/app',
    except: ['./reload-page.ts'],
    message: 'components/ and lib/ are shared: they import nothing of the app shell.',
  },
  // Features are composed by the app shell, never the other way round. The one exception: a
  // slice loaded with its page injects itself into the app's root reducer (Redux Toolkit's
  // code-splitting pattern), and declares itself in the root state's lazy slices.
  {
    target: './apps/web/src/features/**/!(*.test).{ts,tsx}',
    from: './apps/web/src/app',
    except: ['./store.ts'],
    message:
      'features/ import nothing of the app shell: the request client and store hooks are in lib/.',
  },
];

const restrictedPaths = (indexZones) => [
  'error',
  { zones: [...apiModuleZones, ...indexZones, ...otherZones] },
];

const capacityWrites = [
  {
    selector: 'TemplateElement[value.raw=/update\\s+occurrences\\b/i]',
    message: 'Only the timetable writes occurrences: claim or give back places through its index.',
  },
  {
    selector: "CallExpression[callee.property.name='update'][arguments.0.name='occurrences']",
    message: 'Only the timetable writes occurrences: claim or give back places through its index.',
  },
];
const creditWrites = [
  {
    selector: 'TemplateElement[value.raw=/insert\\s+into\\s+credit_entries\\b/i]',
    message: 'Only credit-ledger writes the credit ledger: use recordCreditEntry.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^credit(Entries|Reservations)$/]',
    message: 'Only credit-ledger writes the credit ledger: use recordCreditEntry.',
  },
];
const ownerRuleExemptions = ['**/*.test.ts', 'apps/api/src/test-support/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.test-servers/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/platform/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'vitest.config.ts',
            'apps/*/scripts/*.mjs',
            'e2e/scripts/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(moduleIndexZones({ allowTables: false })),
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through env.ts, the only reader of process.env.',
        },
      ],
      'no-console': 'error',
      // Route handlers and ports are async by contract even when an implementation needs no await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
    settings: {
      // The Node resolver is plain JavaScript (no platform binaries); workspace packages
      // resolve through their `main` field to TypeScript source.
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    files: ['**/env.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  // One owner per table (docs/architecture.md): places are claimed and given back through the
  // timetable, credit through credit-ledger. Tests and their support may set a count directly to
  // stage a full session; the demo seed loads fixed credit rows.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      ...ownerRuleExemptions,
      'apps/api/src/modules/timetable/**',
      'apps/api/src/modules/credit-ledger/**',
      'apps/api/src/seed/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...capacityWrites, ...creditWrites] },
  },
  {
    files: ['apps/api/src/modules/timetable/**/*.ts'],
    ignores: ownerRuleExemptions,
    rules: { 'no-restricted-syntax': ['error', ...creditWrites] },
  },
  {
    files: ['apps/api/src/modules/credit-ledger/**/*.ts', 'apps/api/src/seed/**/*.ts'],
    ignores: ownerRuleExemptions,
    rules: { 'no-restricted-syntax': ['error', ...capacityWrites] },
  },
  {
    // Table definitions reference other modules' tables for foreign keys, and the schema list
    // gathers every module's tables for Drizzle and drizzle-kit.
    files: ['apps/api/src/modules/*/*.tables.ts', 'apps/api/src/platform/db/schema.ts'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(moduleIndexZones({ allowTables: true })),
    },
  },
  {
    // A test may reach into another module's internals: it checks outcomes in that module's
    // tables, or drives a step (the hold sweep) directly, and no production code depends on it.
    // The module order still holds.
    files: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([]) },
  },
  {
    // Scripts and CLI entry points talk to a terminal.
    files: ['**/scripts/**', 'bench/**', 'apps/api/src/seed/cli.ts', 'apps/api/src/import-cli.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A page may live on another of the three sites (SPEC.md section 1): components/link.tsx
      // knows which, so links are built there.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link'],
              message: 'Import Link from components/link, which links across the three sites.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Every journey checks each page it visits with axe (issue 12): its `test` comes from the
    // support module, which adds the checks and fails a journey that skips a page.
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import test from './support/accessible-page', which runs axe on every page.",
            },
          ],
        },
      ],
    },
  },
  {
    // Small modules: a file that grows past a screenful or two is split by what its parts are.
    // Tests are left out (a suite reads best whole).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.spec.ts',
      '**/test-support/**',
      'apps/web/src/test/**',
      'e2e/tests/support/**',
    ],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
