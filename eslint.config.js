// One ESLint config for the whole workspace: type-aware TypeScript rules, module boundaries
// (eslint-zones.js, checked as eslint-zone-rule.js says), kebab-case file names and a single reader
// of process.env (import circles: scripts/check-import-cycles.mjs).
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importXWithQuickZones } from './eslint-zone-rule.js';
import { moduleIndexZones, restrictedPaths } from './eslint-zones.js';

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
    plugins: { 'import-x': importXWithQuickZones, 'check-file': checkFile },
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
      'apps/api/src/contexts/timetable/timetable/**',
      'apps/api/src/contexts/money/credit-ledger/**',
      'apps/api/src/seed/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...capacityWrites, ...creditWrites] },
  },
  {
    files: ['apps/api/src/contexts/timetable/timetable/**/*.ts'],
    ignores: ownerRuleExemptions,
    rules: { 'no-restricted-syntax': ['error', ...creditWrites] },
  },
  {
    files: ['apps/api/src/contexts/money/credit-ledger/**/*.ts', 'apps/api/src/seed/**/*.ts'],
    ignores: ownerRuleExemptions,
    rules: { 'no-restricted-syntax': ['error', ...capacityWrites] },
  },
  {
    // The payment emulators are mounted by the contexts that choose their providers (money's card,
    // memberships' Direct Debit; demo mode only), the start-up and the tests
    // (docs/decisions/034); the modules, the flows and the platform never know them.
    files: ['apps/api/src/{platform,read,flows}/**/*.ts', 'apps/api/src/contexts/*/*/**/*.ts'],
    ignores: ownerRuleExemptions,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lido/emulators', '@lido/emulators/*'],
              message:
                'Only the contexts choosing providers, the start-up and the tests mount the emulators.',
            },
          ],
        },
      ],
    },
  },
  {
    // Table definitions reference other modules' tables for foreign keys, and the schema list
    // gathers every module's tables for Drizzle and drizzle-kit.
    files: ['apps/api/src/contexts/*/*/*.tables.ts', 'apps/api/src/platform/db/schema.ts'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(moduleIndexZones({ allowTables: true })),
    },
  },
  {
    // A test may reach into another module's internals: it checks outcomes in that module's
    // tables, or drives a step (the hold sweep) directly, and no production code depends on it.
    // The graph of contexts still holds.
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
      // A page may live on another of the three sites (SPEC.md section 1):
      // shared/components/link.tsx knows which, so links are built there.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link'],
              message:
                'Import Link from shared/components/link, which links across the three sites.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/shared/components/link.tsx'],
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
