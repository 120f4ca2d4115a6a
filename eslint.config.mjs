import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/data/**', '**/uploads/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
      'no-alert': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
  // Module boundaries (the Nx tags in each package.json): scope:shell and scope:public ship no antd,
  // scope:shared libs never import an app, scope:backend never imports the web libs.
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-public/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['antd', 'antd/*', '@ant-design/*', '@yoga/ui'], message: 'The shell and marketing pages use no antd (first-load size).' },
            { group: ['**/mfe-user/**', '**/mfe-admin/**'], message: 'Remotes are loaded at run time, never imported.' },
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
        { patterns: [{ group: ['**/shell/**', '**/mfe-*/**'], message: 'A remote never imports another app; share through libs/.' }] },
      ],
    },
  },
  {
    files: ['libs/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/shell/**', '**/mfe-*/**', '**/backend/**'], message: 'Libraries never depend on apps.' }] },
      ],
    },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@yoga/api-client', '@yoga/auth', '@yoga/ui', 'react', 'react-*'], message: 'The backend shares only @yoga/contracts with the web.' }] },
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
