// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const root = import.meta.dirname;

/**
 * The layers of docs/conventions.md as import zones: `target` may not import from `from`.
 * A wrong import fails `npm test` instead of waiting for review.
 */
const layerZones = [
  {
    target: './src/ui',
    from: ['./src/api', './src/features', './src/app', './mocks', './server'],
    message: 'src/ui is the design system: it may import only src/ui, the shared rules of src/domain, React, Radix and swiper.',
  },
  {
    target: './src/domain',
    from: ['./src/api', './src/ui', './src/features', './src/app', './src/patterns', './mocks', './server'],
    message: 'src/domain holds the business rules every layer shares: it imports nothing of ours.',
  },
  {
    target: './src/api',
    from: ['./src/ui', './src/features', './src/app', './mocks', './server'],
    message: 'src/api is the contract: it imports only the business rules of src/domain.',
  },
  {
    target: './src/features',
    from: ['./src/app', './mocks', './server'],
    message: 'A feature may import src/ui, src/api and other features through their index.ts.',
  },
  {
    target: './src/app',
    from: ['./mocks', './server'],
    message: 'src/app composes src/; mocks come in only through the dev-only dynamic import.',
  },
  {
    target: './src/patterns',
    from: ['./src/ui', './src/features', './src/app', './mocks', './server'],
    message: 'src/patterns draws the catalogue: it imports only src/api types and src/domain.',
  },
  {
    target: './mocks',
    from: ['./src/ui', './src/features', './src/app', './server'],
    message: 'mocks/ may import only src/api, src/domain and src/patterns.',
  },
  {
    target: './server',
    from: ['./src/ui', './src/features', './src/app', './mocks'],
    message: 'server/ may import only the src/api contract, src/domain and src/patterns.',
  },
];

/** One zone per feature: another feature is reachable only through its index.ts. */
const featuresDir = path.join(root, 'src/features');
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`, ...features.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: 'Import another feature only through its index.ts.',
}));

/** Stories and tests pick MSW scenarios and fixtures: they may import mocks/, product code may not. */
const withoutMocks = (zones) =>
  zones
    .map((zone) => ({ ...zone, from: Array.isArray(zone.from) ? zone.from.filter((f) => f !== './mocks') : zone.from }))
    .filter((zone) => !Array.isArray(zone.from) || zone.from.length > 0);

const forbidPackages = (names, message) => ({
  'no-restricted-imports': [
    'error',
    { paths: names.map((name) => ({ name, message })), patterns: names.map((name) => ({ group: [`${name}/*`], message })) },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'build',
      'storybook-static',
      'node_modules',
      '.cache',
      'mocks/public/mockServiceWorker.js',
      'data',
      'coverage',
      '.vitest-attachments',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      // Node resolution with TypeScript extensions is all we need: imports are relative
      // and name their file (no path aliases).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Never parse dependencies: we check only our own graph (and some, like PGlite's
      // bundle, are too large for the parser).
      'import/ignore': ['node_modules'],
      'import/external-module-folders': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    files: ['src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: withoutMocks([...layerZones, ...featureZones]) }] },
  },
  {
    files: ['src/ui/**'],
    rules: forbidPackages(
      ['jotai', 'react-router', 'react-router-dom', '@tanstack/react-query'],
      'src/ui holds no app state, routes or data fetching.',
    ),
  },
  {
    files: ['src/api/**', 'src/domain/**'],
    rules: forbidPackages(['react', 'react-dom', 'jotai', 'react-router-dom'], 'src/api and src/domain are framework-free.'),
  },
  {
    // The chart library is large: it belongs to the back office's dashboard chunk alone.
    files: ['src/**', '.storybook/**'],
    ignores: ['src/features/admin/DashboardPanel/**'],
    // Its own rule name, so it adds to the package bans above instead of replacing them.
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'recharts', message: 'recharts loads only with the back office dashboard (src/features/admin/DashboardPanel).' }],
        },
      ],
    },
  },
);
