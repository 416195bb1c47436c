import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// zod would add ~80 KB to the bundle: the browser imports only types from the schemas.
const browserImportPaths = [
  {
    name: '@kizuki/shared',
    message: 'Import run-time values from @kizuki/shared/rules; schemas are types only here.',
    allowTypeImports: true,
  },
  { name: 'zod', message: 'The browser bundle carries no zod.', allowTypeImports: true },
];

/**
 * The web app's imports run one way, app/ -> features/ -> components/ and lib/: a feature imports
 * no other feature (app/ composes them; what two need lives in components/ or lib/), and nothing
 * imports app/. The features are read from the folder, so a new one is covered as it is made.
 */
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureImport = (names) => ({
  regex: `^(\\.\\./)+(features/)?(${names.join('|')})/`,
  message:
    'Features do not import each other: move what both need to components/ or lib/, or compose in app/.',
});
const appImport = {
  regex: '^(\\.\\./)+app/',
  message: 'app/ composes the features; features, components/ and lib/ do not import it.',
};
const webBoundaries = [
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: browserImportPaths,
          patterns: [featureImport(webFeatures.filter((other) => other !== feature)), appImport],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: browserImportPaths,
          patterns: [
            {
              regex: '(^|/)features/',
              message: 'components/ and lib/ serve the features; they import none of them.',
            },
            appImport,
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  // The dependency rules are data for dependency-cruiser (CommonJS, outside the TypeScript projects).
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/meta/**',
      '.dependency-cruiser.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and test factories are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { paths: browserImportPaths }],
    },
  },
  // After the web block: one rule key per config object wins, so each repeats the paths above.
  ...webBoundaries,
  {
    // Tests read untyped JSON responses; asserting on them is the point.
    files: ['**/*.test.{ts,tsx}', '**/e2e/**/*.ts', '**/src/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
