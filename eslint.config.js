import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'bench/results'] },
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
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'lib, ui and config sit below features and app.' }] }],
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**'], message: 'features sit below app.' }] }],
    },
  },
  {
    // streams/ is framework-free.
    files: ['streams/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['react', 'react-dom', 'antd'], patterns: [{ group: ['**/src/**', '!**/server/src/**'], message: 'streams/ must not depend on the console.' }] }],
    },
  },
  {
    // The console and streams/ never run server code; they take the wire types from the server's schemas
    // (server/src/wire/, STYLE.md: schemas are written once) as type-only imports, which the build erases.
    files: ['src/**', 'streams/**', 'workers/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)server/(?!src/wire/)', message: 'The console never imports the server; only the wire types of server/src/wire/.' },
          { group: ['**/server/src/wire/*'], allowTypeImports: true, message: 'server/src/wire/ holds server code: import its types only (import type).' },
        ],
      }],
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
