import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// One zod: shared/zod.ts (zod/mini with the English locale). Classic zod cannot be tree-shaken
// and costs every bundle its start-up time. Flat config replaces a rule's options per block,
// so every block that sets no-restricted-imports repeats these.
const oneZod = {
  paths: [{ name: 'zod', message: 'import { z } from shared/zod.ts (zod/mini with messages)' }],
};
const oneZodPatterns = [{ group: ['zod/*'], message: 'import { z } from shared/zod.ts' }];

export default tseslint.config(
  { ignores: ['node_modules/**', 'lib/**', '**/dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // CommonJS: *.cjs, and bin/ (bin/package.json says so: the CLI starts without the ESM loader).
    files: ['**/*.cjs', 'bin/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.ts'],
    ignores: ['shared/zod.ts', 'shared/zod-api.ts'],
    rules: { 'no-restricted-imports': ['error', { ...oneZod, patterns: oneZodPatterns }] },
  },
  {
    // Pure logic never reaches for the runner or the network directly.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...oneZod,
          patterns: [
            ...oneZodPatterns,
            { group: ['@actions/*', 'node:http', 'node:https', 'node:child_process'] },
          ],
        },
      ],
    },
  },
  {
    // The simulator evaluates workflow conditions with GitHub's own parser and expression engine:
    // both are pure libraries (no runner, no network), so exactly these two are allowed here.
    files: ['shared/simulate/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...oneZod,
          patterns: [
            ...oneZodPatterns,
            {
              group: [
                '@actions/*',
                '!@actions/expressions',
                '!@actions/expressions/*',
                '!@actions/workflow-parser',
                '!@actions/workflow-parser/*',
                'node:http',
                'node:https',
                'node:child_process',
              ],
              message:
                'shared/ is pure: of @actions/*, only @actions/expressions and @actions/workflow-parser are allowed here',
            },
          ],
        },
      ],
    },
  },
  {
    // The modules allowed to import zod.
    files: ['shared/zod.ts', 'shared/zod-api.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@actions/*', 'node:http', 'node:https', 'node:child_process'] },
      ],
    },
  },
);
