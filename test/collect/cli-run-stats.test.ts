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

  it('--format summary prints the job summary of the action, table the rates; the file is the same', async () => {
    const env = {
      GITHUB_TOKEN: 't',
      GITHUB_API_URL: fake.url,
      GITHUB_RUN_ID: '77',
      GITHUB_REPOSITORY: 'o/r',
    };
    const runners = join(collectFixtures, 'run-stats/runners.yaml');
    const file = readFileSync(join(cwd, 'run_stats.json'), 'utf8');
    const summary = await runCliAsync(
      ['collect', 'run-stats', 'run_stats', '--runners', runners, '--format', 'summary'],
      {
        cwd,
        env,
        isolatedEnv: true,
      },
    );
    expect(summary.code).toBe(0);
    expect(summary.stdout).toMatch(
      /^## Hardware success rates\n\n\| Hardware \| Success \| Total \| Rate \|\n/,
    );
    expect(summary.stdout).toContain('| h200-dgxc | 2 | 3 | 66.67% |');
    const table = await runCliAsync(
      ['collect', 'run-stats', 'run_stats', '--runners', runners, '--format', 'table'],
      {
        cwd,
        env,
        isolatedEnv: true,
      },
    );
    expect(table.stdout).toMatch(/^Hardware +Success +Total +Rate\n/);
    expect(table.stdout).toMatch(/\nh200-dgxc +2 +3 +66\.67%\n/);
    expect(readFileSync(join(cwd, 'run_stats.json'), 'utf8')).toBe(file);
  });

  it('--runners naming a directory is an error naming it and saying a file was expected', async () => {
    const result = await runCliAsync(['collect', 'run-stats', 'run_stats', '--runners', cwd], {
      cwd,
      env: { GITHUB_TOKEN: 't', GITHUB_API_URL: fake.url },
      isolatedEnv: true,
    });
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe(
      `ERROR: ${cwd}: the runner pools file (--runners) is a directory; expected a readable UTF-8 text file\n`,
    );
  });
});
