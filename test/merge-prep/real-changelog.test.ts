/**
 * A real merge on the real 395 KB changelog: a PR branch appends an XXX entry,
 * main appends another, `git merge` conflicts; resolve-conflict, canonicalize and the gate agree.
 */
import { afterAll, expect, it } from '@jest/globals';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeWithSharedMaterial, sharedMaterialDir } from '../helpers/paths.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { entry, TempRepo } from './repo.js';

const data = join(sharedMaterialDir, 'parity', 'data');
const REPO = 'SemiAnalysisAI/InferenceX';
const link = (n: number) => `https://github.com/${REPO}/pull/${n}`;

describeWithSharedMaterial('merge preparation on the real changelog', () => {
  let repo: TempRepo | undefined;
  afterAll(() => repo?.remove());

  it('resolves to main verbatim + the PR block, then canonicalize and the gate accept it', async () => {
    repo = new TempRepo();
    const real = readFileSync(join(data, 'perf-changelog.yaml'), 'utf8');
    for (const part of ['configs', 'benchmarks'])
      cpSync(join(data, part), join(repo.dir, part), { recursive: true });
    repo.git('add', 'configs', 'benchmarks');
    const prEntry = entry('qwen3.5-fp4-b200-sglang-mtp', 'PR entry', 'XXX');
    const main = `${real}\n${entry('dsr1-fp8-h200-sglang', 'main entry', link(2710))}`;
    repo.conflict(real, `${real}\n${prEntry}`, main);

    const resolved = await runCliAsync(
      ['changelog', 'resolve-conflict', '--pr-number', '4242', '--repo', REPO],
      {
        cwd: repo.dir,
      },
    );
    expect(resolved.stdout).toBe('Prepared perf-changelog.yaml for PR #4242\n');
    expect(repo.read()).toBe(`${main}\n${entry('qwen3.5-fp4-b200-sglang-mtp', 'PR entry', link(4242))}`);

    repo.git('add', 'perf-changelog.yaml');
    repo.git('commit', '-q', '--no-edit');
    const canonical = await runCliAsync(
      ['changelog', 'canonicalize', '--base-ref', 'main', '--pr-number', '4242', '--repo', REPO],
      { cwd: repo.dir },
    );
    expect(canonical.stdout).toBe('perf-changelog.yaml already prepared for PR #4242\n');

    const gate = await runCliAsync(
      [
        'changelog',
        'validate',
        '--base-ref',
        'main',
        '--head-ref',
        'HEAD',
        '--pr-number',
        '4242',
        '--repo',
        REPO,
      ],
      { cwd: repo.dir },
    );
    expect(gate.stderr).toBe('');
    expect(gate.code).toBe(0);
  });
});
