import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeGitHub, startFakeGitHub } from '../fake-github/index.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { installRunJobs } from './fake-run-jobs.js';
import { collectFixtures, fixtureJson } from './helpers.js';

let fake: FakeGitHub;
let cwd: string;
beforeAll(async () => {
  fake = await startFakeGitHub();
  installRunJobs(fake, { '77': fixtureJson('run-stats', 'jobs.json') });
  fake.state.repo('o/r').runs.push({ id: 77, name: 'Run Sweep' });
  cwd = mkdtempSync(join(tmpdir(), 'sweepkit-runstats-cli-'));
});
afterAll(async () => {
  await fake.close();
  rmSync(cwd, { recursive: true, force: true });
});

describe('sweepkit collect run-stats (drop-in for calc_success_rate.py)', () => {
  it('writes <stem>.json from the jobs of every attempt and prints the console table', async () => {
    const env = {
      GITHUB_TOKEN: 't',
      GITHUB_API_URL: fake.url,
      GITHUB_RUN_ID: '77',
      GITHUB_REPOSITORY: 'o/r',
    };
    const result = await runCliAsync(
      ['collect', 'run-stats', 'run_stats', '--runners', join(collectFixtures, 'run-stats/runners.yaml')],
      { cwd, env, isolatedEnv: true },
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Authenticated as user: sweep-bot');
    expect(result.stdout).toContain('Found run: 77 - Run Sweep');
    const stats = JSON.parse(readFileSync(join(cwd, 'run_stats.json'), 'utf8'));
    expect(stats['h200-dgxc']).toEqual({ n_success: 2, total: 3 });
  });
});
