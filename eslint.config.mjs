import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const REMOTE_APPS = ['mfe-public', 'mfe-user', 'mfe-admin'];
const WEB_APPS = ['shell', ...REMOTE_APPS];
const WEB_ONLY_LIBS = ['api-client', 'auth', 'router', 'site-layout', 'site-settings', 'testing', 'ui'];
const dir = (name) => `./${name}`;

/** "No feature imports another feature": one zone per feature folder of every web app. */
function featureZones(app) {
  const features = path.join(root, app, 'src/features');
  if (!existsSync(features)) return [];
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${app}/src/features/${name}`,
      from: `./${app}/src/features`,
      except: [`./${name}`],
      message: `No feature imports another feature: move what both need to ${app}/src/shared or to libs/.`,
    }));
}

/**
 * Module boundaries, enforced on resolved paths (so a relative path, a workspace package name or a
 * tsconfig alias all count). They are the Nx tags of each package.json: scope:shell, one scope per panel,
 * scope:shared libs, scope:backend. (@nx/enforce-module-boundaries has no release for Nx 24 yet.)
 */
const BOUNDARY_ZONES = [
  {
    target: './shell',
    from: REMOTE_APPS.map(dir),
    message:
      'The shell never imports a remote statically: remotes load at run time (remotes.json, RemoteBoundary).',
  },
  ...REMOTE_APPS.map((app) => ({
    target: dir(app),
    from: WEB_APPS.filter((other) => other !== app).map(dir),
    message: 'A remote never imports another app; share through libs/.',
  })),
  {
    target: './libs',
    from: [...WEB_APPS, 'backend'].map(dir),
    message: 'Libraries never depend on apps.',
  },
  {
    target: './backend',
    from: [...WEB_APPS.map(dir), ...WEB_ONLY_LIBS.map((lib) => `./libs/${lib}`)],
    message: 'The backend shares only @yoga/contracts with the web.',
  },
  {
    target: ['./shell', './mfe-public'],
    from: ['./libs/ui'],
    message:
      'The shell and the marketing pages use no antd (first-load size): @yoga/ui is for the panels.',
  },
  ...WEB_APPS.flatMap(featureZones),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/data/**', '**/uploads/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
      'no-alert': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript dependencies too (no-cycle follows them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            path.join(root, 'tsconfig.base.json'),
            path.join(root, 'backend/tsconfig.json'),
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: BOUNDARY_ZONES }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Package-name rules the path zones cannot see: antd itself, and federation module ids.
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-public/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['antd', 'antd/*', '@ant-design/*', '@yoga/ui'],
              message: 'The shell and marketing pages use no antd (first-load size).',
            },
            {
              group: ['mfe_*', 'mfe_*/**', '@yoga/mfe-*', '@yoga/mfe-*/**'],
              message: 'Remotes are loaded at run time, never imported.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mfe-user/**/*.{ts,tsx}', 'mfe-admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'mfe_*',
                'mfe_*/**',
                '@yoga/mfe-*',
                '@yoga/mfe-*/**',
                '@yoga/shell',
                '@yoga/shell/**',
              ],
              message: 'A remote never imports another app; share through libs/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@yoga/api-client', '@yoga/auth', '@yoga/ui', 'react', 'react-*'],
              message: 'The backend shares only @yoga/contracts with the web.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/no-extraneous-class': 'off' },
  },
);
