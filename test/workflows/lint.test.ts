// `npm test` fails on any actionlint, shellcheck or workflow-schema finding in workflows/.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { projectRoot } from '../helpers/paths.js';

const script = join(projectRoot, 'scripts', 'lint-workflows.mjs');
const lint = (args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { cwd: projectRoot, encoding: 'utf8' });
const hasShellcheck = spawnSync('shellcheck', ['--version']).status === 0;

describe('scripts/lint-workflows.mjs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-lint-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds nothing in the shipped workflows and the template contract', () => {
    const result = lint([]);
    expect(result.stdout).toMatch(/8 workflow file\(s\): 0 finding\(s\)/);
    expect(result.status).toBe(0);
  }, 240_000);

  it('reports each tool by name, with file and line, and exits 1', () => {
    const bad = join(dir, 'bad.yml');
    writeFileSync(
      bad,
      [
        'on: push',
        'jobs:',
        '  a:',
        '    runs-on: ubuntu-latest',
        '    timeout-minutes: ten',
        '    steps:',
        '      - run: echo "${{ github.event.head_commit.message }}" $UNQUOTED',
        '      - uses: OWNER/sweepkit/actions/canary-select@0000000000000000000000000000000000000000',
        '        with:',
        '          no-such-input: x',
        '',
      ].join('\n'),
    );
    const result = lint([bad]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /bad\.yml:7:\d+: \[actionlint\] "github\.event\.head_commit\.message" is potentially untrusted/,
    );
    expect(result.stdout).toMatch(/bad\.yml:5:\d+: \[schema\] /);
    expect(result.stdout).toMatch(/bad\.yml:10:\d+: \[schema\] Invalid action input 'no-such-input'/);
    if (hasShellcheck) expect(result.stdout).toMatch(/\[shellcheck\] .*SC2086/);
    else expect(result.stdout).toMatch(/shellcheck: not installed, run: scripts NOT checked/);
  }, 240_000);
});
