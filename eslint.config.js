import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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

/** Folder zones (decision 0004), checked on resolved paths by import-x/no-restricted-paths. */
const FOLDER_ZONES = [
  { target: './app', from: './server', message: 'app/ must not import server code.' },
  { target: './server', from: './app', message: 'server/ must not import client code.' },
  {
    target: './common',
    from: ['./app', './server'],
    message: 'common/ is shared by app and server and imports neither.',
  },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: ['./app/features', './app/routes'],
    except: [`./${feature}`],
    message: 'Features do not import each other or routes; compose them in app/routes.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'dist/',
      'data/',
      '.react-router/',
      'academy/.react-router/',
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
    // Folder zones (decision 0004), by resolved path, so a relative import across a boundary
    // fails as surely as an alias: app, server and common apart; features apart; server
    // infrastructure (plugins, adapters, db, lib, access) below the modules; and no import
    // loops among modules or features.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: FOLDER_ZONES,
        },
      ],
    },
  },
  {
    // Server infrastructure sits below the feature modules. (Its tests may drive modules.)
    files: ['server/{plugins,adapters,db,lib,access}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FOLDER_ZONES,
            {
              target: './server',
              from: './server/modules',
              message: 'Infrastructure does not depend on feature modules; modules depend on it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/modules/**/*.ts', 'app/features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'tests/**/*.ts', '*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
