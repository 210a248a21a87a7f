import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeGitHub, startFakeGitHub } from '../fake-github/index.js';
import {
  type ArtifactService,
  artifactRuntimeEnv,
  installArtifactService,
  unzip,
} from '../fake-github/artifact-service.js';
import { runAction } from '../helpers/run-action.js';
import { collectFixtures, fixtureJson } from './helpers.js';
import { installRunJobs } from './fake-run-jobs.js';

let fake: FakeGitHub;
let service: ArtifactService;
const workspaces: string[] = [];

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-collect-ws-'));
  workspaces.push(dir);
  return dir;
}

beforeAll(async () => {
  fake = await startFakeGitHub();
  service = installArtifactService(fake);
  const jobs = fixtureJson<{ name: string; conclusion: string | null; run_attempt: number }[]>(
    'run-stats',
    'jobs.json',
  );
  // 60 extra unlabelled jobs force pagination of the jobs list.
  const filler = Array.from({ length: 60 }, (_, i) => ({
    name: `setup / step ${i}`,
    conclusion: 'success',
    run_attempt: 1,
  }));
  installRunJobs(fake, { '1000': [...filler, ...jobs] });
  fake.state
    .repo('example-org/bench')
    .runs.push({ id: 1000, name: 'Run Sweep', status: 'completed', conclusion: 'failure' });
});

afterAll(async () => {
  await fake.close();
  for (const dir of workspaces) rmSync(dir, { recursive: true, force: true });
});

const env = () => ({ ...artifactRuntimeEnv(fake.url), GITHUB_API_URL: fake.url });

/** stderr without Node's deprecation notice for unzip-stream's `new Buffer()` (a dependency of @actions/artifact). */
const problems = (stderr: string) => stderr.replace(/^.*(DeprecationWarning|--trace-deprecation).*\n/gm, '');

describe('collect-results action: throughput against the fake artifact service', () => {
  it('downloads bmk_* (agentic included, power_audit_* not), aggregates, uploads results_bmk, names the skipped file', async () => {
    service.seed('bmk_A', {
      'agg_A.json': readFileSync(join(collectFixtures, 'agg-bmk/worked/bmk_A/agg_A.json')),
    });
    service.seed('bmk_agentic_B', {
      'B.json': readFileSync(join(collectFixtures, 'agg-bmk/worked/bmk_agentic_B/B.json')),
    });
    service.seed('bmk_broken', { 'agg_broken.json': '{"hw": "h100",' });
    service.seed('power_audit_A', { 'agg_A.json': '{"hw": "not me"}' });
    service.seed('bmk_A', { 'agg_A.json': '{"hw": "h200", "conc": 4, "tput_per_gpu": 102.4, "attempt": 2}' });
    const cwd = workspace();
    const result = await runAction('collect-results', {
      inputs: { 'result-prefix': 'bmk' },
      env: env(),
      cwd,
    });
    expect(problems(result.stderr)).toBe('');
    expect(result.code).toBe(0);
    const rows = JSON.parse(readFileSync(join(cwd, 'agg_bmk.json'), 'utf8'));
    // The newest upload per exact name (attempt 2 of bmk_A) wins, as download-artifact does.
    expect(rows).toEqual([
      { hw: 'h200', conc: 4, tput_per_gpu: 102.4, attempt: 2 },
      expect.objectContaining({ hw: 'b200', scenario_type: 'agentic-coding', num_requests_successful: 0 }),
    ]);
    expect(result.outputs).toMatchObject({
      file: 'agg_bmk.json',
      artifact: 'results_bmk',
      rows: '2',
      skipped: '1',
    });
    expect(result.annotations).toEqual([
      expect.objectContaining({
        level: 'warning',
        message: expect.stringMatching(/^bmk_broken\/agg_broken\.json: invalid JSON/),
      }),
    ]);
    expect(result.summary).toContain('### Skipped input files (1)');
    expect(result.summary).toContain('`bmk_broken/agg_broken.json`');
    const uploaded = service.artifacts.filter((a) => a.name === 'results_bmk');
    expect(uploaded).toHaveLength(1);
    const files = await unzip(uploaded[0]!.zip);
    expect(JSON.parse(files['agg_bmk.json']!)).toEqual(rows);
  });

  it('strict: true fails on the invalid file, names it, and writes no aggregate', async () => {
    const cwd = workspace();
    const result = await runAction('collect-results', {
      inputs: { 'result-prefix': 'bmk', strict: 'true', upload: 'false' },
      env: env(),
      cwd,
    });
    expect(result.code).toBe(1);
    expect(
      result.annotations.some((a) => a.level === 'error' && a.message.includes('bmk_broken/agg_broken.json')),
    ).toBe(true);
    expect(() => readFileSync(join(cwd, 'agg_bmk.json'))).toThrow();
  });

  it('download: false aggregates a pre-downloaded flat layout', async () => {
    const cwd = workspace();
    cpSync(join(collectFixtures, 'agg-bmk/worked/bmk_A'), join(cwd, 'results'), { recursive: true });
    const result = await runAction('collect-results', {
      inputs: { 'result-prefix': 'bmk', download: 'false', upload: 'false' },
      env: env(),
      cwd,
    });
    expect(result.code).toBe(0);
    expect(JSON.parse(readFileSync(join(cwd, 'agg_bmk.json'), 'utf8'))).toEqual([
      { hw: 'h200', conc: 4, tput_per_gpu: 102.4 },
    ]);
  });
});

describe('collect-results/evals', () => {
  it('writes agg_eval_all.json, the eval tables and the skipped files to the summary', async () => {
    const cwd = workspace();
    cpSync(join(collectFixtures, 'evals/eval_results'), join(cwd, 'eval_results'), { recursive: true });
    const result = await runAction('collect-results/evals', {
      inputs: { download: 'false', upload: 'false' },
      env: env(),
      cwd,
    });
    expect(result.code).toBe(0);
    const rows = JSON.parse(readFileSync(join(cwd, 'agg_eval_all.json'), 'utf8'));
    expect(rows).toHaveLength(5);
    expect(result.summary.startsWith('## Eval Summary\n\n### Single-Node Eval Results\n\n')).toBe(true);
    expect(result.summary).toContain('| kimik2.5       | MI355X');
    expect(result.summary).toContain('eval_results/eval_gsm8k_h200/agent_preds.json');
    expect(result.outputs).toMatchObject({ rows: '5', skipped: '5' });
  });
});

describe('collect-results/run-stats against the fake REST server', () => {
  function runnersWorkspace(): string {
    const cwd = workspace();
    mkdirSync(join(cwd, 'configs'));
    cpSync(join(collectFixtures, 'run-stats/runners.yaml'), join(cwd, 'configs/runners.yaml'));
    return cwd;
  }

  it('counts every attempt over all pages and uploads run-stats', async () => {
    const cwd = runnersWorkspace();
    const result = await runAction('collect-results/run-stats', {
      inputs: { 'github-token': 't0ken' },
      env: env(),
      cwd,
    });
    expect(problems(result.stderr)).toBe('');
    expect(result.code).toBe(0);
    const text = readFileSync(join(cwd, 'run_stats.json'), 'utf8');
    const stats = JSON.parse(text);
    expect(Object.keys(stats)).toHaveLength(16);
    expect(stats['h200-dgxc']).toEqual({ n_success: 2, total: 3 });
    expect(stats['gb200-nv']).toEqual({ n_success: 0, total: 1 });
    expect(stats['b200-dgxc']).toEqual({ n_success: 0, total: 1 });
    expect(text.endsWith('}')).toBe(true);
    const jobCalls = fake.requests.filter((r) => r.path.endsWith('/actions/runs/1000/jobs'));
    expect(jobCalls.length).toBeGreaterThanOrEqual(1);
    expect(jobCalls.every((r) => r.query.filter === 'all')).toBe(true);
    expect(result.summary).toContain('| h200-dgxc | 2 | 3 | 66.67% |');
    expect(service.artifacts.some((a) => a.name === 'run-stats')).toBe(true);
  });

  it('authentication failure writes null and succeeds with a warning (kept from the reference)', async () => {
    fake.fault('GET /user', { status: 401, body: { message: 'Bad credentials' }, times: 1 });
    const cwd = runnersWorkspace();
    const result = await runAction('collect-results/run-stats', {
      inputs: { 'github-token': 'bad', upload: 'false' },
      env: env(),
      cwd,
    });
    expect(result.code).toBe(0);
    expect(readFileSync(join(cwd, 'run_stats.json'), 'utf8')).toBe('null');
    expect(
      result.annotations.some((a) => a.level === 'warning' && a.message.includes('authentication failed')),
    ).toBe(true);
  });

  // runners.yaml is read with the matrix's config reader: bytes it refuses are refused here too.
  it('a runner pools file that is not UTF-8 fails naming the file and line, before any API call', async () => {
    const cwd = runnersWorkspace();
    const file = join(cwd, 'configs/runners.yaml');
    writeFileSync(file, Buffer.concat([readFileSync(file), Buffer.from('bad-\xff: [x]\n', 'latin1')]));
    const before = fake.requests.length;
    const result = await runAction('collect-results/run-stats', {
      inputs: { 'github-token': 't0ken', upload: 'false' },
      env: env(),
      cwd,
    });
    expect(result.code).toBe(1);
    const error = result.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(error).toMatch(/configs\/runners\.yaml/);
    expect(error).toMatch(/line \d+|:\d+/);
    expect(fake.requests.length).toBe(before);
    expect(() => readFileSync(join(cwd, 'run_stats.json'))).toThrow();
  });

  it('a missing runner pools file fails saying how to provide it', async () => {
    const cwd = workspace();
    const result = await runAction('collect-results/run-stats', {
      inputs: { 'github-token': 't0ken', upload: 'false' },
      env: env(),
      cwd,
    });
    expect(result.code).toBe(1);
    const error = result.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(error).toContain('the runner pools file (runners-file) does not exist');
    expect(error).toContain('check out the repository first, or set runners-file');
  });

  it('a run that cannot be fetched fails the step and writes no file', async () => {
    const cwd = runnersWorkspace();
    const result = await runAction('collect-results/run-stats', {
      inputs: { 'github-token': 't0ken', 'run-id': '424242', upload: 'false' },
      env: env(),
      cwd,
    });
    expect(result.code).toBe(1);
    expect(() => readFileSync(join(cwd, 'run_stats.json'))).toThrow();
  });
});

describe('collect-results/process-result', () => {
  it('writes agg_<RESULT_FILENAME>.json from the job environment, as the template runs it', async () => {
    const cwd = workspace();
    const jobEnv = fixtureJson<Record<string, string>>('process-result', 'single-node.env.json');
    writeFileSync(
      join(cwd, `${jobEnv.RESULT_FILENAME}.json`),
      readFileSync(join(collectFixtures, 'process-result/single-node-raw.json')),
    );
    const result = await runAction('collect-results/process-result', {
      env: { ...jobEnv, GITHUB_WORKSPACE: cwd },
      cwd,
    });
    expect(result.code).toBe(0);
    const row = JSON.parse(readFileSync(join(cwd, `agg_${jobEnv.RESULT_FILENAME}.json`), 'utf8'));
    expect(row).toMatchObject({ hw: 'h200', tput_per_gpu: 102.4, power_valid: 0 });
    expect(result.outputs.file).toBe(`agg_${jobEnv.RESULT_FILENAME}.json`);
  });

  it('a missing variable fails with the reference message and writes nothing', async () => {
    const cwd = workspace();
    const result = await runAction('collect-results/process-result', {
      env: { RESULT_FILENAME: 'x', GITHUB_WORKSPACE: cwd },
      cwd,
    });
    expect(result.code).toBe(1);
    expect(result.annotations[0]!.message).toContain(
      'Missing required environment variables: RUNNER_TYPE, FRAMEWORK',
    );
  });
});

describe('collect-results/compare', () => {
  it('downloads results_bmk, compares with the baselines export, writes the tables to the summary', async () => {
    const jobEnv = fixtureJson<Record<string, string>>('process-result', 'single-node.env.json');
    const { processResult } = await import('../../shared/collect/process-result/process.js');
    const row = processResult(jobEnv, fixtureJson('process-result', 'single-node-raw.json'), {
      files: (await import('./helpers.js')).noTelemetry,
    }).row;
    service.seed('results_bmk', {
      'agg_bmk.json': JSON.stringify([row, { hw: 'b200', scenario_type: 'agentic-coding' }]),
    });
    const cwd = workspace();
    const result = await runAction('collect-results/compare', {
      inputs: { baselines: join(collectFixtures, 'compare/baselines.json') },
      env: env(),
      cwd,
    });
    expect(problems(result.stderr)).toBe('');
    expect(result.code).toBe(0);
    expect(result.summary.startsWith('## Single-Node Comparison vs. Most Recent\n\n')).toBe(true);
    expect(result.summary).toContain('$\\color{green}\\text{+2.40}$ (+2.4%)');
    expect(result.stdout).toContain('Summary: 1 matched, 0 unmatched out of 1 results');
    expect(result.outputs).toMatchObject({ rows: '1', skipped: '0' });
  });
});
