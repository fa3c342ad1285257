import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import house from './eslint-rules/event-names.js';

/** Import directions of ARCHITECTURE.md ("Which way imports flow"), one block per folder. */
const restrict = (files, patterns) => ({
  files,
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
// A leading # opens a comment in these gitignore-style patterns, hence '\\#' for the aliases.
const srcOrRoutes = { group: ['**/src/**', '\\#src/*'], message: 'Only the app may import src/.' };
const serverInternals = {
  group: ['\\#server/*', '**/server/**', '!**/server/contract/**'],
  message: 'Only server/ imports server internals; share through #contract/*.',
};
const machinesPkg = {
  group: ['\\#machines/*', '**/machines/**'],
  message: 'machines/ is for src/.',
};
const serverOnly = [
  srcOrRoutes,
  machinesPkg,
  { group: ['react', 'react-dom', 'ky'], message: 'Server code.' },
];
const layer = (name) => ({
  group: [`**/${name}/**`, `\\#server/${name}/*`],
  message: `server/${name}/ is above this file: server imports point down (decision 0045).`,
});
// One import style in src/ and tests/: a module of src/, machines/ or server/ outside the file's
// own folder is imported through its alias (#src/, #machines/, #contract/, #server/); only the
// tests' own helpers are reached by a relative path.
const aliasMessage =
  'Import from another folder through #src/, #machines/, #contract/ or #server/.';
const aliasedImports = { regex: '^(\\.\\./)+(?!(\\.\\./)*tests/)', message: aliasMessage };
const aliasedFromTests = { regex: '^(\\.\\./)+(src|machines|server)/', message: aliasMessage };
const upward = Object.fromEntries(
  ['routes', 'http', 'services', 'db', 'adapters'].map((name) => [name, layer(name)]),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dist-ssr',
      '.data',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { house },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Fastify's plugin, hook and handler APIs are promise-based; many need no await.
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['machines/**/*.ts'],
    rules: { 'house/event-names': 'error' },
  },
  restrict(
    ['server/contract/**'],
    [{ group: ['*', '!valibot', '!./*'], message: 'The contract imports only valibot.' }],
  ),
  restrict(
    ['machines/**'],
    [
      srcOrRoutes,
      serverInternals,
      {
        group: ['react', 'react-dom', 'ky', '@tanstack/*', 'universal-cookie'],
        message: 'Machines are pure: no React, router, HTTP client or cookies.',
      },
    ],
  ),
  restrict(['server/**'], serverOnly),
  // Layers inside server/ (docs/decisions/0045): routes → http and services → db and adapters,
  // with shared/ (errors, Manila time) under all of them; never back up.
  restrict(['server/http/**'], [...serverOnly, upward.routes]),
  restrict(['server/services/**'], [...serverOnly, upward.routes, upward.http]),
  restrict(
    ['server/db/**', 'server/adapters/**'],
    [...serverOnly, upward.routes, upward.http, upward.services],
  ),
  restrict(
    ['server/shared/**', 'server/config.ts'],
    [...serverOnly, upward.routes, upward.http, upward.services, upward.db, upward.adapters],
  ),
  restrict(['src/*.{ts,tsx}'], [serverInternals, aliasedImports]),
  restrict(
    ['src/lib/**', 'src/components/**'],
    [
      aliasedImports,
      serverInternals,
      { ...machinesPkg, allowTypeImports: true },
      { group: ['**/features/**', '**/routes/**'], message: 'lib/components sit below features.' },
    ],
  ),
  restrict(
    ['src/features/**'],
    [
      aliasedImports,
      serverInternals,
      { group: ['**/routes/**'], message: 'Features never import routes.' },
      { regex: '^\\.\\./(?!\\.\\.)', message: 'A feature never imports another feature.' },
      { group: ['**/features/**'], message: 'A feature never imports another feature.' },
    ],
  ),
  restrict(['src/routes/**'], [serverInternals, aliasedImports]),
  // The test files, which the blocks above leave out.
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [aliasedImports] }] },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [aliasedFromTests] }] },
  },
);
