import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';

const ACTIONS = [
  'canary-select',
  'changelog-gate',
  'collect-results',
  'fork-dispatch',
  'matrix-generate',
  'reuse-gate',
  'trigger-ingest',
];

describe('action layout', () => {
  it('has exactly the seven sweepkit actions', () => {
    const found = readdirSync(join(projectRoot, 'actions')).filter((d) =>
      existsSync(join(projectRoot, 'actions', d, 'action.yml')),
    );
    expect(found.sort()).toEqual(ACTIONS);
  });

  it.each(ACTIONS)("%s runs its main entry's committed bundle, and documents every input", (name) => {
    const dir = join(projectRoot, 'actions', name);
    const action = parse(readFileSync(join(dir, 'action.yml'), 'utf8'));
    expect(action.runs.using).toMatch(/^node(20|24)$/);
    expect(action.runs.main).toBe('dist/main/index.js');
    expect(existsSync(join(dir, 'dist', 'main', 'index.js'))).toBe(true);
    for (const [input, spec] of Object.entries(action.inputs ?? {})) {
      expect([input, typeof (spec as { description?: unknown }).description]).toEqual([input, 'string']);
    }
  });
});

describe('generated docs', () => {
  it('action-docs/ matches every action.yml (run `npm run docs` when this fails)', () => {
    const result = spawnSync(process.execPath, [join(projectRoot, 'scripts', 'gen-docs.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('CLI dispatcher', () => {
  it('lists the commands on --help', () => {
    const result = runCli(['--help']);
    expect(result.code).toBe(0);
    for (const command of [
      'matrix',
      'changelog',
      'reuse',
      'stage',
      'ingest',
      'collect',
      'simulate',
      'run',
      'verify-publication',
      'audit-publication',
      'e2e',
      'merge-with-reuse',
      'recover-ingest',
    ]) {
      expect(result.stdout).toContain(`  ${command}`);
    }
  });

  it('rejects an unknown command with exit 2 and nothing on stdout', () => {
    const result = runCli(['frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain("unknown command 'frobnicate'");
  });
});
