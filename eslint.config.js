import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('app/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import boundaries (GUIDE §3): common ← app, common ← server; features stay apart. */
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      'build/',
      'dist/',
      'data/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      '.builds/',
      'public/',
      'reports/',
      '.stryker-tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        { group: ['**/server/**', '../server/*'], message: 'app/ must not import server code.' },
      ]),
    },
  },
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      { group: ['**/server/**'], message: 'app/ must not import server code.' },
      {
        group: ['~/features/*', `!~/features/${feature}`, '~/routes/*'],
        message: 'Features do not import each other or routes; compose them in app/routes.',
      },
    ]),
  })),
  {
    files: ['server/**/*.ts'],
    rules: restrict([
      { group: ['~/*', '**/app/**'], message: 'server/ must not import client code.' },
    ]),
  },
  {
    files: ['common/**/*.ts'],
    rules: restrict([
      {
        group: ['~/*', '**/app/**', '**/server/**', 'react', 'react-dom', 'fastify', 'kysely'],
        message: 'common/ is shared by app and server and imports neither.',
      },
    ]),
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'tests/**/*.ts', '*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
