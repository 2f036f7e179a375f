import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Every feature folder, so each one gets its own zone: a feature never imports another feature (STYLE.md); what two
// features share moves down to src/ui or src/lib.
const FEATURES = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'data', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Layers: lib/ui/config -> features -> app. A feature never reaches into another feature or into app.
    files: ['src/lib/**', 'src/ui/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**', '**/app/**', '!antd/es/app/**'], message: 'lib, ui and config sit below features and app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', '!antd/es/app/**'], message: 'features sit below app.' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'streams/**/*.ts', 'workers/**/*.ts', 'server/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Without these the plugin reads only .js files, and no-cycle silently finds nothing in TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // A cycle makes import order decide what is undefined at start-up, and hides which layer owns what.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Resolved paths, not import strings, so `../../features/x` and `../x` are caught alike.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: FEATURES.map((feature) => ({
            target: `./src/features/${feature}`,
            from: './src/features',
            except: [`./${feature}`],
            message: 'A feature never imports another feature: move what both need to src/lib or src/ui.',
          })),
        },
      ],
    },
  },
  {
    // streams/ is framework-free.
    files: ['streams/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'antd'],
          patterns: [{ group: ['**/src/**', '!**/server/src/**'], message: 'streams/ must not depend on the console.' }],
        },
      ],
    },
  },
  {
    // The console and streams/ never run server code. They share the wire contract (server/src/wire/, STYLE.md:
    // schemas are written once): its types, names and validation rules, values included.
    files: ['src/**', 'streams/**', 'workers/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)server/(?!src/wire/)',
              message: 'The console never imports the server; only the wire contract of server/src/wire/.',
            },
            {
              // A module that builds TypeBox schemas at load costs the first screens TypeBox even if only a constant is
              // read (the bundler cannot drop the schema calls): take values only from the files that build none.
              group: [
                '**/server/src/wire/*',
                '!**/server/src/wire/hub',
                '!**/server/src/wire/validation',
                '!**/server/src/wire/codes',
                '!**/server/src/wire/series-limits',
                '!**/server/src/wire/series-binary',
                '!**/server/src/wire/cockpit-grid',
                '!**/server/src/wire/work-orders-codes',
              ],
              allowTypeImports: true,
              message:
                'This wire file builds TypeBox schemas: import its types only, or move the value to a TypeBox-free wire file (hub.ts, validation.ts, codes.ts, series-limits.ts, series-binary.ts, cockpit-grid.ts, work-orders-codes.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The console bundles server/src/wire/: nothing in it may pull in the server's frameworks, Node or other server code.
    files: ['server/src/wire/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fastify', 'kysely', 'pg', 'better-sqlite3', 'ws'],
          patterns: [
            { group: ['node:*', '@fastify/*'], message: 'server/src/wire/ runs in the browser too.' },
            { group: ['../*'], message: 'server/src/wire/ stands alone: the console bundles it.' },
          ],
        },
      ],
    },
  },
  {
    // Migrations never import app code (STYLE.md).
    files: ['server/src/db/migrations/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*', '../../*'], message: 'Migrations stand alone.' }] }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
