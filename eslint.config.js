// One lint configuration for every workspace: type-aware rules from STYLE.md, the feature-folder
// boundary (a feature never imports another feature), the server's module boundary (a module never
// imports another module's repository) and no runtime import cycles (docs/decisions/0018).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.artifacts/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      // Fastify handlers and hooks are async by convention even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // vitest's asymmetric matchers (expect.any, expect.stringMatching) are typed any.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    // A type assertion (`x as T`) makes the compiler trust us instead of checking. Type the source
    // instead — a typed column (`text().$type<Currency>()`), a type guard, a zod parse, `satisfies` —
    // and where a cast is the honest tool, say why on the line before it:
    // `// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- <reason>`.
    // `as const` stays allowed. Tests may cast.
    files: [
      'apps/server/src/**/*.ts',
      'packages/*/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'apps/admin/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/test/**'],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/features/*/**', 'apps/admin/src/features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*', '**/features/*/**', '../../features/**'],
              message: 'A feature imports shared/ and its own files, never another feature.',
            },
            {
              // Climbing out with `../` and down into any folder but shared/ reaches another feature
              // or app/. (The glob `../*/**` used before also matched `../../shared/…`: `*` matches `..`.)
              regex: '^(\\.\\./)+(?!\\.\\./|shared/)[^/]+/',
              message: 'A feature imports shared/ and its own files, never another feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // One time, one number standard (issue 16 §3): a screen writes times and numbers only through
    // shared/format (useFormatters), so every time is in the display zone and every number grouped.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleTimeString', 'toLocaleDateString', 'toLocaleString', 'toISOString'].map((property) => ({
          property,
          message:
            'Format times and numbers with useFormatters (shared/format): display zone, language pattern.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat)$/]",
          message:
            'Format times and numbers with useFormatters (shared/format): display zone, language pattern.',
        },
      ],
    },
  },
  {
    // Server modules use each other through services, never through another module's repository
    // (repo.ts, *-repo.ts): what a module lets others read or write is exported from a non-repo file,
    // usually its service.ts. A module imports its own repositories as `./repo.ts`. The same holds for
    // the rest of src/ (http, jobs, cache, seed, realtime, scripts): no exception.
    // Tests are exempt: they arrange state behind the app's back (a holiday, an order, a member setting).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*-test-helpers.ts',
      'apps/server/src/**/*-fixtures.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // From modules/<a>/: `../<b>/repo.ts`, `../<b>/deposits-repo.ts`; from elsewhere in src/:
              // `../modules/<b>/repo.ts`.
              regex: '^(\\.\\./)+(modules/)?[^./][^/]*/([^/]*-)?repo\\.ts$',
              message:
                "Another module's repository: import what you need from that module's service.ts (or another non-repo file it exports from), adding the export there.",
            },
          ],
        },
      ],
    },
  },
  {
    // No runtime import cycles (type-only imports are erased, so they are ignored): a cycle makes a
    // module's top-level code run before what it imports is initialised. Break one by moving the shared
    // code to the module both sides may import, never by disabling the rule.
    files: [
      'apps/server/src/**/*.ts',
      'packages/*/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'apps/admin/src/**/*.{ts,tsx}',
    ],
    plugins: { 'import-x': importX },
    settings: {
      // Imports name their files with the .ts extension and the workspace packages map `./*` to
      // `./src/*.ts` (package exports), so Node's resolution finds every file.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
);
