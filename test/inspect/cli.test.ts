/**
 * The CLI contract of the inspection commands, spawned against the fake server: output on stdout
 * (table or one JSON document), `✗` refusals on stderr, and the exit codes 0/1/2/3/4.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipStored } from '../fake-github/artifact-service.js';
import { fakeGitHubEnv, withFakeGitHub } from '../fake-github/seed.js';
import type { FakeGitHub } from '../fake-github/server.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { VerificationDocumentSchema } from '../../shared/ops/inspect/output.js';
import { z } from 'zod';
import { REPO, artifact, attempt, job, run, seed, seedMerge } from './world.js';

const cli = (gh: FakeGitHub, args: string[], cwd?: string) =>
  runCliAsync([...args, '--repo', REPO], { env: fakeGitHubEnv(gh, 'tok'), isolatedEnv: true, cwd });

function seedArtifacts(gh: FakeGitHub): void {
  const r = gh.state.repo(REPO);
  seed(r, run({ id: 100, run_attempt: 2 }), {
    attempts: [attempt(1, '2026-05-13T10:00:00Z'), attempt(2, '2026-05-13T11:00:00Z')],
    artifacts: [
      artifact(1, 'results_bmk', '2026-05-13T10:30:00Z', { size_in_bytes: 2100 }),
      artifact(2, 'results_bmk', '2026-05-13T11:30:00Z', { size_in_bytes: 2200 }),
      artifact(3, 'run-stats', '2026-05-13T11:31:00Z', { expired: true }),
      artifact(4, 'evil', '2026-05-13T11:32:00Z'),
    ],
  });
  const rows = [
    {
      hw: 'h100',
      infmax_model_prefix: 'dsr1',
      framework: 'sglang',
      precision: 'fp8',
      isl: 1024,
      osl: 1024,
      tp: 8,
      conc: 4,
      tput_per_gpu: 1234.565,
    },
  ];
  r.artifactZips[1] = zipStored({ 'agg_bmk.json': JSON.stringify([{ ...rows[0], conc: 1 }]) });
  r.artifactZips[2] = zipStored({ 'agg_bmk.json': JSON.stringify(rows) });
  r.artifactZips[4] = zipStored({ '../escape.json': '{}' });
}

describe('run artifacts', () => {
  it('lists every artifact with attempt; --json is one document; --require refuses a missing one', () =>
    withFakeGitHub(async (gh) => {
      seedArtifacts(gh);
      const table = await cli(gh, ['run', 'artifacts', '100']);
      expect(table.code).toBe(0);
      expect(table.stdout).toMatch(/^run 100 \(attempt 2, pull_request, completed\/failure\)/);
      expect(table.stdout).toMatch(/results_bmk +no +2100 +2026-05-13T10:30:00Z +2026-05-13T10:30:00Z +1\n/);
      expect(table.stdout).toMatch(/run-stats +yes .* 2\n/);
      const json = await cli(gh, [
        'run',
        'artifacts',
        '100',
        '--json',
        '--unexpired',
        '--require',
        'run-stats',
      ]);
      expect(json.code).toBe(1);
      const doc = JSON.parse(json.stdout);
      expect(doc).toMatchObject({ ok: false, missing: ['run-stats'] });
      expect(doc.artifacts.map((a: { id: number; attempt: number }) => [a.id, a.attempt])).toEqual([
        [1, 1],
        [2, 2],
        [4, 2],
      ]);
    }));

  it('an API fault after retries exits 4 with the endpoint named; no token exits 4', () =>
    withFakeGitHub(async (gh) => {
      seedArtifacts(gh);
      gh.fault('GET /repos/o/r/actions/runs/100/artifacts', { status: 502 });
      const fault = await cli(gh, ['run', 'artifacts', '100']);
      expect(fault).toMatchObject({ code: 4, stdout: '' });
      expect(fault.stderr).toMatch(
        /^✗ GitHub API GET \/repos\/o\/r\/actions\/runs\/100\/artifacts failed: HTTP 502/,
      );
      expect(gh.calls('GET', '/repos/o/r/actions/runs/100/artifacts')).toHaveLength(4);
      const noToken = await runCliAsync(['run', 'artifacts', '100', '--repo', REPO, '--json'], {
        env: fakeGitHubEnv(gh),
        isolatedEnv: true,
      });
      expect(noToken.code).toBe(4);
      expect(JSON.parse(noToken.stdout)).toEqual({
        ok: false,
        error: { code: 'no-token', message: 'GH_TOKEN or GITHUB_TOKEN is required' },
      });
    }));
});

describe('run download and run show', () => {
  it('downloads the newest same-name artifact, or --attempt 1; refuses expired and zip-slip', () =>
    withFakeGitHub(async (gh) => {
      seedArtifacts(gh);
      const dir = mkdtempSync(join(tmpdir(), 'sweepkit-dl-'));
      const newest = await cli(gh, ['run', 'download', '100', 'results_bmk'], dir);
      expect(newest.code).toBe(0);
      expect(newest.stdout).toMatch(/artifact results_bmk id 2, attempt 2/);
      expect(
        JSON.parse(readFileSync(join(dir, 'sweepkit-run-100/results_bmk/agg_bmk.json'), 'utf8'))[0].conc,
      ).toBe(4);
      const first = await cli(
        gh,
        ['run', 'download', '100', 'results_bmk', '--attempt', '1', '--dir', join(dir, 'a1'), '--json'],
        dir,
      );
      expect(JSON.parse(first.stdout)).toMatchObject({
        ok: true,
        artifact: { id: 1, attempt: 1 },
        files: ['agg_bmk.json'],
      });
      const expired = await cli(gh, ['run', 'download', '100', 'run-stats'], dir);
      expect(expired).toMatchObject({ code: 1, stderr: '✗ Artifact run-stats in run 100 has expired\n' });
      const slip = await cli(gh, ['run', 'download', '100', 'evil'], dir);
      expect(slip.code).toBe(1);
      expect(slip.stderr).toMatch(/entry '..\/escape.json' would be written outside the target folder/);
      expect(existsSync(join(dir, 'sweepkit-run-100/escape.json'))).toBe(false);
      const missing = await cli(gh, ['run', 'download', '100', 'nope'], dir);
      expect(missing.stderr).toBe('✗ No artifact named nope in run 100\n');
    }));

  it('shows the results view with its evidence header; a bad view is a usage error', () =>
    withFakeGitHub(async (gh) => {
      seedArtifacts(gh);
      const shown = await cli(gh, ['run', 'show', '100', 'results']);
      expect(shown.code).toBe(0);
      expect(shown.stdout).toBe(
        'agg_bmk.json from run 100, attempt 2, artifact results_bmk\n' +
          'hw    infmax_model_prefix  framework  precision  isl/osl    tp  conc  tput_per_gpu\n' +
          'h100  dsr1                 sglang     fp8        1024/1024  8   4     1234.57\n',
      );
      const bad = await cli(gh, ['run', 'show', '100', 'everything']);
      expect(bad).toMatchObject({ code: 2, stdout: '' });
      const stats = await cli(gh, ['run', 'show', '100', 'stats']);
      expect(stats).toMatchObject({ code: 1, stderr: '✗ Artifact run-stats in run 100 has expired\n' });
    }));
});

describe('run classify', () => {
  it('decided → 0, unknown → 3, in progress → 1', () =>
    withFakeGitHub(async (gh) => {
      const r = gh.state.repo(REPO);
      seed(r, run({ id: 100 }), {
        jobs: [job(10, 'check-changelog', 'failure', [['Validate changelog', 'failure']])],
      });
      seed(r, run({ id: 101 }), { jobs: [job(11, 'sweep-evals / eval', 'failure')] });
      seed(r, run({ id: 102, status: 'in_progress', conclusion: null }));
      r.annotations[11] = [];
      const gate = await cli(gh, ['run', 'classify', '100']);
      expect(gate.code).toBe(0);
      expect(gate.stdout).toMatch(/^classify: run 100 \(attempt 1\): policy-gate\n/);
      expect(gate.stdout).toMatch(/action: Correct the gate; GPU reruns will not fix it/);
      const unknown = await cli(gh, ['run', 'classify', '101', '--json']);
      expect(unknown.code).toBe(3);
      expect(JSON.parse(unknown.stdout)).toMatchObject({
        class: 'unknown',
        reason: { code: 'no-signature' },
        first_failure: { id: 11 },
      });
      const running = await cli(gh, ['run', 'classify', '102']);
      expect(running).toMatchObject({
        code: 1,
        stderr: '✗ Run 102 is not completed; classify after it finishes\n',
      });
    }));

  it('reads configs/failure-signatures.yaml from the working directory', () =>
    withFakeGitHub(async (gh) => {
      const r = gh.state.repo(REPO);
      seed(r, run({ id: 101 }), { jobs: [job(11, 'sweep-evals / eval', 'failure')] });
      r.annotations[11] = [{ message: 'Disk quota exceeded on /scratch' }];
      const dir = mkdtempSync(join(tmpdir(), 'sweepkit-sig-'));
      const { mkdirSync, writeFileSync } = await import('node:fs');
      mkdirSync(join(dir, 'configs'));
      writeFileSync(join(dir, 'configs/failure-signatures.yaml'), 'runner-infrastructure:\n  - disk quota\n');
      const result = await cli(gh, ['run', 'classify', '101', '--json'], dir);
      expect(JSON.parse(result.stdout)).toMatchObject({ class: 'runner-infrastructure' });
      writeFileSync(join(dir, 'configs/failure-signatures.yaml'), 'runner: [x]\n');
      const bad = await cli(gh, ['run', 'classify', '101'], dir);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(/configs\/failure-signatures.yaml/);
    }));
});

describe('run rerun', () => {
  it('failed run → failed jobs; cancelled → whole attempt; running → refused; 403 → exit 4', () =>
    withFakeGitHub(async (gh) => {
      const r = gh.state.repo(REPO);
      seed(r, run({ id: 100 }));
      seed(r, run({ id: 101, conclusion: 'cancelled' }));
      seed(r, run({ id: 102, status: 'in_progress', conclusion: null }));
      expect((await cli(gh, ['run', 'rerun', '100'])).code).toBe(0);
      expect((await cli(gh, ['run', 'rerun', '101', '--json'])).stdout).toMatch(/"rerun": "whole-attempt"/);
      const running = await cli(gh, ['run', 'rerun', '102']);
      expect(running).toMatchObject({
        code: 1,
        stderr: '✗ Run 102 is in_progress; rerun after it finishes\n',
      });
      expect(r.reruns).toEqual([
        { run_id: 100, kind: 'failed-jobs' },
        { run_id: 101, kind: 'whole-attempt' },
      ]);
      const dry = await cli(gh, ['run', 'rerun', '100', '--dry-run']);
      expect(dry.stdout).toMatch(/^would rerun the failed jobs of run 100/);
      expect(r.reruns).toHaveLength(2);
      gh.fault('POST /repos/o/r/actions/runs/100/rerun-failed-jobs', {
        status: 403,
        body: { message: 'Resource not accessible by integration' },
      });
      const refused = await cli(gh, ['run', 'rerun', '100']);
      expect(refused.code).toBe(4);
      expect(refused.stderr).toMatch(/HTTP 403: Resource not accessible by integration/);
      // One from the first rerun, one refused: writes are never retried.
      expect(gh.calls('POST', '/repos/o/r/actions/runs/100/rerun-failed-jobs')).toHaveLength(2);
    }));
});

describe('verify-publication', () => {
  it('published → 0 with the table; app repo unreadable → 3 and says only the dispatch was seen', () =>
    withFakeGitHub(async (gh) => {
      seedMerge(gh);
      const ok = await cli(gh, ['verify-publication', '124', '--expect-source', '555']);
      expect(ok.code).toBe(0);
      expect(ok.stdout).toMatch(
        /^verify-publication: run 124 \(attempt 1\) for merge 9f8e7d6c of PR #4242\nID +CHECK +RESULT +EVIDENCE\n/,
      );
      expect(ok.stdout).toMatch(/\nRESULT: published\nseen: verified publication/);
      gh.fault(/^GET \/repos\/o\/r-app\//, { status: 404 });
      const json = await cli(gh, ['verify-publication', '124', '--expect-source', '555', '--json']);
      expect(json.code).toBe(3);
      const doc = JSON.parse(json.stdout);
      expect(z.safeParse(VerificationDocumentSchema, doc).success).toBe(true);
      const table = await cli(gh, ['verify-publication', '124', '--expect-source', '555']);
      const tableResults = table.stdout
        .split('\n')
        .filter((line) => /^V\d /.test(line))
        .map((line) => line.split(/ {2,}/)[2]);
      expect(tableResults).toEqual(doc.checks.map((c: { result: string }) => c.result));
      expect(doc).toMatchObject({
        ok: false,
        verdict: 'not-verified',
        seen: expect.stringMatching(/^Dispatch accepted by GitHub/),
      });
      expect(doc.checks.map((c: { id: string; result: string }) => c.result)).toEqual([
        'pass',
        'pass',
        'pass',
        'pass',
        'pass',
        'pass',
        'pass',
        'unknown',
      ]);
    }));

  it('--pr derives the run; a wrong expectation fails (exit 1); two push runs are refused', () =>
    withFakeGitHub(async (gh) => {
      seedMerge(gh);
      const wrong = await cli(gh, [
        'verify-publication',
        '--pr',
        '4242',
        '--expect-no-reuse',
        '--no-downstream',
      ]);
      expect(wrong.code).toBe(1);
      expect(wrong.stdout).toMatch(
        /V3 +source chosen +fail +setup job 7001: reuse-enabled=true, source 555; expected no reuse/,
      );
      const r = gh.state.repo(REPO);
      r.runs.push({ ...r.runs.find((x) => x.id === 124)!, id: 125 });
      const two = await cli(gh, ['verify-publication', '--pr', '4242']);
      expect(two).toMatchObject({
        code: 1,
        stderr: '✗ PR #4242 merge commit 9f8e7d6c has 2 push runs of run-sweep.yml\n',
      });
      const usage = await cli(gh, ['verify-publication']);
      expect(usage.code).toBe(2);
    }));
});

describe('run watch', () => {
  it('reports the first failure while the run is still going, then the final state; times out with 5', () =>
    withFakeGitHub(async (gh) => {
      const r = gh.state.repo(REPO);
      seed(r, run({ id: 100, status: 'in_progress', conclusion: null }), {
        jobs: [
          job(10, 'setup', 'success'),
          job(11, 'sweep-evals / eval', null, [], { status: 'in_progress' }),
        ],
      });
      const watching = cli(gh, ['run', 'watch', '100', '--interval', '0.2']);
      const polls = () => gh.calls('GET', '/repos/o/r/actions/runs/100/jobs').length;
      while (polls() < 2) await new Promise((resolve) => setTimeout(resolve, 50));
      r.jobs[100]![1] = {
        ...job(11, 'sweep-evals / eval', 'failure', [['Run eval', 'failure']]),
        run_id: 100,
      };
      const seen = polls();
      while (polls() < seen + 2) await new Promise((resolve) => setTimeout(resolve, 50));
      r.runs[0] = { ...r.runs[0]!, status: 'completed', conclusion: 'failure' };
      const done = await watching;
      expect(done.code).toBe(1);
      expect(done.stderr).toMatch(/run 100 attempt 1: in_progress; jobs in_progress 1, success 1\n/);
      expect(done.stderr).toMatch(
        /first failure: job 11 "sweep-evals \/ eval" step "Run eval" https:\/\/github.com\/o\/r\/actions\/runs\/100\/job\/11\n/,
      );
      expect(done.stderr.indexOf('first failure')).toBeLessThan(done.stderr.indexOf('completed/failure'));
      expect(done.stdout).toBe('run 100 attempt 1: completed/failure; jobs success 1, failure 1\n');
      r.runs[0] = { ...r.runs[0]!, status: 'queued', conclusion: null };
      const timeout = await cli(gh, ['run', 'watch', '100', '--interval', '0.2', '--timeout', '0.5']);
      expect(timeout.code).toBe(5);
      expect(timeout.stderr).toMatch(/✗ Run 100 did not complete within 0.5 s \(last: queued\)/);
    }));
});

describe('run find', () => {
  it('exact title among near-misses; two matches refused; --since excludes an older run; none → 1', () =>
    withFakeGitHub(async (gh) => {
      const e2eRun = (id: number, title: string, created = '2026-05-13T10:00:00Z') =>
        run({
          id,
          event: 'workflow_dispatch',
          path: '.github/workflows/e2e-tests.yml',
          display_title: title,
          created_at: created,
        });
      const r = gh.state.repo(REPO);
      r.runs = [
        e2eRun(1, 'e2e Test - abc2'),
        e2eRun(2, 'e2e Test - abc '),
        e2eRun(3, 'e2e Test - abc'),
        e2eRun(4, 'e2e Test - dup'),
        e2eRun(5, 'e2e Test - dup', '2026-05-12T00:00:00Z'),
      ];
      const one = await cli(gh, ['run', 'find', '--test-name', 'abc', '--json']);
      expect(JSON.parse(one.stdout)).toMatchObject({ ok: true, run: { id: 3 } });
      const two = await cli(gh, ['run', 'find', '--test-name', 'dup']);
      expect(two).toMatchObject({
        code: 1,
        stderr: '✗ 2 runs titled "e2e Test - dup": 4, 5; use a unique test name\n',
      });
      const since = await cli(gh, ['run', 'find', '--test-name', 'dup', '--since', '2026-05-13T09:59:58Z']);
      expect(since.stdout).toMatch(/^id: 4\n/);
      const none = await cli(gh, ['run', 'find', '--title', 'e2e Test - nope']);
      expect(none).toMatchObject({
        code: 1,
        stderr: '✗ No e2e-tests.yml workflow_dispatch run titled "e2e Test - nope"\n',
      });
      expect((await cli(gh, ['run', 'find', '--test-name', ''])).code).toBe(2);
    }));
});
