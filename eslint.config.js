import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { layers } from './eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'screenshots',
      'coverage',
      'node_modules',
      'demo/data',
      'demo/site',
      // Files that break the layers on purpose; test/lint/layers.test.ts lints them itself.
      'test/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { parserOptions: { ecmaVersion: 2022, sourceType: 'module' } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/stores/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Widgets and stores call clients in src/api, never fetch.' },
      ],
    },
  },
  {
    // One transport: timeouts, aborts and the error mapping of SPEC point 8 live in one place.
    files: ['src/api/**/*.ts'],
    ignores: ['src/api/core/send.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Clients send through src/api/core (send), never fetch.' },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'document', 'window', 'localStorage'],
    },
  },
  {
    // The reference backend is read as the services' contracts in code: a file past a few
    // hundred lines has taken on a second job (test/lint/file-size.test.ts holds src/ and
    // widgets/ to the same size).
    files: ['demo/server/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  ...layers,
  prettier,
);
