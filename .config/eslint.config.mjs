// ESLint for every package, one config: `npm run lint` runs it with `--max-warnings 0`, then
// `prettier --check .`. Formatting belongs to Prettier alone (eslint-config-prettier, last, turns
// off every rule that would disagree with it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRONT_ENDS = ['shell', 'mf-chat', 'mf-client-portal', 'mf-documents', 'mf-field', 'mf-scheduling', 'mf-supplies'];
const frontEndSources = FRONT_ENDS.flatMap((pkg) => [`${pkg}/src/**/*.{ts,tsx}`, `${pkg}/jest/**/*.{ts,tsx}`]);
// Every visible word of a front end comes from its package's catalog: a literal text in JSX fails.
const TRANSLATED = FRONT_ENDS.map((pkg) => `${pkg}/src/**/*.tsx`);

export default defineConfig(
  // What .gitignore lists (build output, reports, data) and what tools write.
  globalIgnores([
    '**/dist/',
    '**/coverage/',
    '**/data/',
    '**/test-results/',
    '**/playwright-report/',
    'e2e/bench/results/',
    'bff/src/openapi/generated/',
    '**/*.gen.ts',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: {
      // Each package's tsconfig, so the remotes' `shell/sdk` paths resolve to the shell's source.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      // A cycle makes module start-up order matter and hides a layer that should be split.
      // Packages from npm are not followed: a cycle there is not ours to fix. An import() is not a
      // cycle: it runs once both modules have loaded (the shell's lazy routes, startup/appChunks.ts).
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      // stripe, ws and @axe-core/playwright export their class both as default and by name: both imports are right.
      'import-x/no-named-as-default': 'off',
      // Likewise a default export that is an object of the named ones (typescript-eslint's `tseslint.configs`).
      'import-x/no-named-as-default-member': 'off',
      // A name prefixed with _ is unused on purpose: a parameter a signature needs, a key left out of a rest.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // TypeScript already checks these, and better (typescript-eslint's performance advice).
    files: ['**/*.{ts,tsx}'],
    rules: {
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-unresolved': 'off',
    },
  },

  // Node: the BFF, the browser and fault suites' tooling, and every package's build and test config.
  {
    files: ['**/*.{js,mjs,cjs}', 'bff/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // The browser and bench scripts pass functions to page.evaluate, which run in the page.
    files: ['e2e/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Tests read JSON response bodies of any shape (supertest types them any); source code has no any.
    files: ['bff/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // CommonJS files load their dependencies with require().
      '@typescript-eslint/no-require-imports': 'off',
    },
  },

  // The front ends: the shell and the remotes run in a browser, with React.
  {
    files: frontEndSources,
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // `role` on a component is our prop (a person's role), not ARIA's; on an element it is checked.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // A scrolling log (the chat) or region (the week grid's table on a phone) must take keyboard
      // focus to scroll (WCAG 2.1.1, axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'log', 'region'], allowExpressionValues: true }],
    },
  },
  {
    files: TRANSLATED,
    ignores: ['**/*.test.tsx', '**/testing.tsx'],
    plugins: { i18next },
    rules: {
      // Text between tags, and the attributes a person reads or hears (names, hints, titles).
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'title',
              'placeholder',
              'alt',
              'label',
              'tooltip',
              'okText',
              'cancelText',
              'description',
              'message',
              'extra',
              'help',
              'what',
              'emptyText',
            ],
            exclude: [],
          },
          // The plugin's own (numbers and punctuation, CONSTANTS), and the product's name, which no language translates.
          words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', 'Groundwork'] },
        },
      ],
    },
  },
  {
    files: ['**/*.{test,spec}.{ts,tsx}', '**/*.e2e-spec.ts', 'bff/test/**/*.ts'],
    languageOptions: { globals: globals.jest },
  },
  {
    // Jest set-up for the front ends: node code that fills in what jsdom lacks.
    files: ['*/jest/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser } },
  },

  prettier,
);
