import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Layering, enforced here (flat config replaces a rule's options per block, so every block that
// sets no-restricted-imports builds its full list from these pieces):
// - one zod API: `import { z } from 'zod'` (its subpaths, such as zod/mini, are other APIs);
// - shared/ is pure: no file system, processes, network, runner or GitHub client;
// - actions/ never import the CLI: both call shared/ and io/;
// - GitHub is called only through the port adapters in io/github*.ts (octokit, fetch and the
//   request building blocks stay there), so every answer is zod-checked and every read retried
//   the same way.
const oneZodPatterns = [{ group: ['zod/*'], message: "import { z } from 'zod'" }];

const IMPURE = [
  'fs',
  'fs/*',
  'node:fs',
  'node:fs/*',
  'child_process',
  'node:child_process',
  'net',
  'node:net',
  'http',
  'node:http',
  'https',
  'node:https',
  'http2',
  'node:http2',
];
const pure = (allowedActions = []) => [
  {
    group: IMPURE,
    message:
      'shared/ is pure: file system, process and network I/O live in io/ behind a port shared/ defines',
  },
  {
    group: ['@actions/*', ...allowedActions.flatMap((name) => [`!${name}`, `!${name}/*`])],
    message: allowedActions.length
      ? `shared/ is pure: of @actions/*, only ${allowedActions.join(' and ')} are allowed here`
      : 'shared/ is pure: the runner is read by actions/*/src/main.ts, GitHub through io/github*.ts',
  },
];

const noCli = [
  { regex: '(^|/)cli/', message: 'actions/ must not import cli/: put the shared part in shared/ or io/' },
];

const GITHUB_PORT = 'GitHub is called only through the port adapters in io/github*.ts (zod-checked answers)';
const githubOutsidePort = [
  { group: ['@octokit/*', 'octokit'], message: GITHUB_PORT },
  { group: ['@actions/github'], importNames: ['getOctokit'], message: GITHUB_PORT },
  {
    regex: '(^|/)io/github\\.js$',
    importNames: ['createOctokit', 'requestOne', 'requestVoid', 'listAllPages', 'Octokit'],
    message: `${GITHUB_PORT}: build a port adapter in io/github-<area>.ts`,
  },
];
const githubCallSyntax = [
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(request|paginate|graphql)$/]",
    message: GITHUB_PORT,
  },
];
const noFetch = [{ name: 'fetch', message: GITHUB_PORT }];
const imports = (...patterns) => ['error', { patterns: [...oneZodPatterns, ...patterns.flat()] }];

// Production code outside io/ (tests may drive octokit and the fake server directly).
const APP = ['shared/**/*.ts', 'actions/**/*.ts', 'cli/**/*.ts', 'io/**/*.ts'];
const PORT = ['io/github*.ts'];

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
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.ts'],
    rules: { 'no-restricted-imports': imports() },
  },
  {
    files: APP,
    ignores: PORT,
    rules: {
      'no-restricted-imports': imports(githubOutsidePort),
      'no-restricted-syntax': ['error', ...githubCallSyntax],
      'no-restricted-globals': ['error', ...noFetch],
    },
  },
  {
    files: ['actions/**/*.ts'],
    rules: { 'no-restricted-imports': imports(githubOutsidePort, noCli) },
  },
  {
    files: ['shared/**/*.ts'],
    rules: { 'no-restricted-imports': imports(githubOutsidePort, pure()) },
  },
  {
    // The simulator evaluates workflow conditions with GitHub's own parser and expression engine:
    // both are pure libraries (no runner, no network), so exactly these two are allowed here.
    files: ['shared/simulate/**/*.ts'],
    rules: {
      'no-restricted-imports': imports(
        githubOutsidePort,
        pure(['@actions/expressions', '@actions/workflow-parser']),
      ),
    },
  },
);
