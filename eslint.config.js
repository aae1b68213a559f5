import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { floorsPlugin } from './eslint/floors.js'

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.react-router/',
      'node_modules/',
      'data/',
      '.tmp/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The floors of app/ (eslint/floors.js): imports run downward only, lib/ holds no server code, and no module
  // imports itself back through others.
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { floors: floorsPlugin },
    rules: {
      'floors/no-upward-import': 'error',
      'floors/lib-without-server': 'error',
      'floors/no-import-cycle': 'error',
    },
  },
  // Architecture boundaries (STYLE.md): pure rules and UI pieces never reach server code.
  {
    files: ['app/lib/**/*.{ts,tsx}', 'app/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.server', '**/*.server.ts', '~/db/*', '~/models/*'],
              message: 'Server code stays out of lib/ and components/.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
)
