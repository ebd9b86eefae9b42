// One ESLint config for the whole workspace: type-aware TypeScript rules, module boundaries,
// no import cycles, kebab-case file names and a single reader of process.env.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// API modules in dependency order: a module may import only the modules listed before it
// (docs/decisions/005-api-module-order.md).
const apiModules = [
  'venues',
  'geocoding',
  'site-config',
  'catalogue',
  'accounts',
  'email',
  'memberships',
  'timetable',
  'basket',
  'payments',
  'checkout',
  'bookings',
  'waitlist',
  'openactive',
];

const apiModuleZones = apiModules.slice(0, -1).map((name, index) => ({
  target: `./apps/api/src/modules/${name}`,
  from: apiModules.slice(index + 1).map((later) => `./apps/api/src/modules/${later}`),
  message: `API module "${name}" may only import modules listed before it in docs/architecture.md.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
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
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiModuleZones,
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
          ],
        },
      ],
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
  {
    // Scripts and CLI entry points talk to a terminal.
    files: ['**/scripts/**', 'bench/**', 'apps/api/src/seed/cli.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
