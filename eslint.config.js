import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'prettier.config.js'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Fastify plugins are declared async by convention even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-definitions': 'off',
      // With verbatimModuleSyntax, `import { type A } from 'm'` still loads m at run time:
      // it once put zod on a page's startup path through a schema module imported for types.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // The API server loads these with the first request that needs them (`await import`), not
    // at start: a module loaded is heap kept for good (docs/PERFORMANCE.md, "Memory").
    files: ['apps/api/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            '@simplewebauthn/server',
            '@simplewebauthn/server/helpers',
            'ioredis',
            'jose',
            'nodemailer',
            'otpauth',
            'qrcode',
          ].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Load it where it is used, with `await import()`, to keep the server small.',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // expect.any() and friends are typed any by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
