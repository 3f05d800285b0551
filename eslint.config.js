import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const AUDIENCES = ['public', 'account', 'staff', 'client'];
// What each folder under features/ may import from the others (besides itself): an audience
// only what is shared, and the shared code nothing of any audience's.
const FEATURE_IMPORTS = {
  shared: [],
  public: ['shared'],
  account: ['shared'],
  staff: ['shared'],
  client: ['shared'],
};

function featureBoundaries() {
  return Object.entries(FEATURE_IMPORTS).map(([folder, allowed]) => {
    const forbidden = [...AUDIENCES, 'shared'].filter(
      (other) => other !== folder && !allowed.includes(other),
    );
    return {
      files: [`apps/web/src/features/${folder}/**/*.{ts,tsx}`],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `(^@/features/|/features/|^(\\.\\./)+)(${forbidden.join('|')})/`,
                message: `features/${folder} may import only ${['itself', ...allowed.map((a) => `features/${a}`)].join(', ')} (docs/ARCHITECTURE.md, "Features by audience").`,
              },
            ],
          },
        ],
      },
    };
  });
}

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
  // Each audience's code (features/public, account, staff, client) and what they share
  // (features/shared): imports flow from an audience to shared, never between two audiences
  // or from shared back to one (docs/ARCHITECTURE.md, "Features by audience").
  ...featureBoundaries(),
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
