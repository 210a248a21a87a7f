import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeGitHub, startFakeGitHub } from '../fake-github/index.js';
import { cliPath } from '../helpers/paths.js';
import { installRunJobs } from './fake-run-jobs.js';
import { collectFixtures, fixtureJson } from './helpers.js';

// The fake server lives in this process, so the CLI is spawned asynchronously (runCli blocks).
function runCliAsync(
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath, ...args], {
      cwd,
      env: { PATH: process.env.PATH, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

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
      cwd,
      env,
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Authenticated as user: sweep-bot');
    expect(result.stdout).toContain('Found run: 77 - Run Sweep');
    const stats = JSON.parse(readFileSync(join(cwd, 'run_stats.json'), 'utf8'));
    expect(stats['h200-dgxc']).toEqual({ n_success: 2, total: 3 });
  });
});
