/** recover-ingest inspect: every refusal of the target checks, and the report, against the fake GitHub. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeGitHub, type FakeGitHub, type FakeRepo } from '../fake-github/index.js';
import { createRecoverGit } from '../../io/git-ops.js';
import { createRecoverGitHub } from '../../io/github-ops.js';
import { parseTarget, RecoverRefusal } from '../../shared/ops/recover/inspect.js';
import { inspectTarget, type InspectOptions } from '../../shared/ops/recover/run-inspect.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { git } from './world.js';

const REPO = 'SemiAnalysisAI/InferenceX';
const URL = `https://github.com/${REPO}/actions/runs/900`;

let dir: string;
let merge: string;
let base: string;
let gh: FakeGitHub;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sweepkit-recover-'));
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'base');
  base = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'merge of #4242');
  merge = git(dir, 'rev-parse', 'HEAD');
  gh = await startFakeGitHub();
});
afterAll(async () => {
  await gh.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Run 900, attempt 2, jobs setup (success) and trigger-ingest (failure), one merged PR 4242. */
function seed(change: (repo: FakeRepo) => void = () => undefined): void {
  gh.state.repos = {};
  gh.requests.length = 0;
  const repo = gh.state.repo(REPO);
  repo.runs = [
    {
      id: 900,
      event: 'push',
      status: 'completed',
      conclusion: 'failure',
      path: '.github/workflows/run-sweep.yml',
      head_branch: 'main',
      head_sha: merge,
      run_attempt: 2,
      html_url: URL,
    },
  ];
  repo.jobs[900] = [
    { id: 11, name: 'setup', status: 'completed', conclusion: 'success' },
    { id: 12, name: 'trigger-ingest', status: 'completed', conclusion: 'failure', html_url: `${URL}/job/12` },
  ];
  repo.pulls[4242] = {
    number: 4242,
    state: 'closed',
    merged_at: '2026-01-01T00:00:00Z',
    merge_commit_sha: merge,
    html_url: `https://github.com/${REPO}/pull/4242`,
  };
  repo.commitPulls[merge] = [4242];
  repo.commits[merge] = { parents: [{ sha: base }] };
  change(repo);
}

function inspect(target: string, over: Partial<InspectOptions> = {}) {
  return inspectTarget(
    createRecoverGitHub({ token: 't', baseUrl: gh.url, retries: 0 }),
    createRecoverGit(dir),
    {
      repo: { owner: 'SemiAnalysisAI', repo: 'InferenceX' },
      repoName: REPO,
      target,
      jobId: null,
      acceptConclusions: [],
      remote: 'origin',
      ...over,
    },
  );
}

const paths = () => gh.requests.map((r) => r.url.replace(`/repos/${REPO}/`, ''));

describe('parseTarget', () => {
  it.each([
    [URL, { repo: REPO, runId: '900', jobId: null }],
    [`${URL}/job/12`, { repo: REPO, runId: '900', jobId: '12' }],
    [`https://github.com/${REPO}/actions/runs/123/`, { repo: REPO, runId: '123', jobId: null }],
    [
      `https://github.com/${REPO}/actions/runs/123?check_suite_focus=true`,
      { repo: REPO, runId: '123', jobId: null },
    ],
    [`  https://github.com/${REPO}/actions/runs/123  `, { repo: REPO, runId: '123', jobId: null }],
    ['123', { repo: null, runId: '123', jobId: null }],
  ])('%s', (text, expected) => expect(parseTarget(text)).toEqual(expected));

  it.each([
    `https://github.com/${REPO}/actions/runs/123/attempts/2`,
    `http://github.com/${REPO}/actions/runs/123`,
    `https://github.com/${REPO}/pull/1`,
    'run 123',
  ])('rejects %s', (text) => {
    expect(() => parseTarget(text)).toThrow(
      new RecoverRefusal('target must be a GitHub Actions run URL optionally ending in /job/<id>'),
    );
  });
});

describe('inspect', () => {
  it('proves the target: run, failed job, merged PR, base commit', async () => {
    seed();
    const report = await inspect(URL);
    expect(report).toEqual({
      repo: REPO,
      run_id: 900,
      run_attempt: 2,
      run_url: URL,
      job_id: 12,
      job_name: 'trigger-ingest',
      job_url: `${URL}/job/12`,
      merge_sha: merge,
      base_sha: base,
      pr_number: 4242,
      pr_url: `https://github.com/${REPO}/pull/4242`,
      run_conclusion: 'failure',
      head_sha: merge,
      ingest_jobs: { 'trigger-ingest': 'failure' },
    });
    expect(Object.keys(report).slice(0, 11)).toEqual([
      'repo',
      'run_id',
      'run_attempt',
      'run_url',
      'job_id',
      'job_name',
      'job_url',
      'merge_sha',
      'base_sha',
      'pr_number',
      'pr_url',
    ]);
    expect(paths()).toEqual([
      'actions/runs/900',
      'actions/runs/900/jobs?per_page=100&filter=all',
      `commits/${merge}/pulls`,
      `commits/${merge}`,
    ]);
    expect(gh.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('a /job/ URL selects that job; --accept-conclusion widens the conclusion and selects no job', async () => {
    seed();
    expect((await inspect(`${URL}/job/12`)).job_id).toBe(12);
    seed((repo) => (repo.runs[0]!.conclusion = 'cancelled'));
    const widened = await inspect(URL, { acceptConclusions: ['cancelled'] });
    expect([widened.job_id, widened.job_name, widened.job_url, widened.run_conclusion]).toEqual([
      null,
      null,
      null,
      'cancelled',
    ]);
  });

  type Case = [string, (repo: FakeRepo) => void, string, Partial<InspectOptions>, number];
  const none = () => undefined;
  it.each<Case>([
    [
      'URL job and --job-id disagree',
      none,
      'URL job ID and --job-id disagree',
      { target: `${URL}/job/12`, jobId: '11' },
      0,
    ],
    [
      'another repository',
      none,
      `target URL repository is Fork/InferenceX, expected ${REPO}`,
      { target: 'https://github.com/Fork/InferenceX/actions/runs/900' },
      0,
    ],
    [
      'conclusion cancelled',
      (r) => (r.runs[0]!.conclusion = 'cancelled'),
      "target run conclusion is 'cancelled', expected 'failure'",
      {},
      1,
    ],
    [
      'conclusion success',
      (r) => (r.runs[0]!.conclusion = 'success'),
      "target run conclusion is 'success', expected 'failure'",
      {},
      1,
    ],
    [
      'conclusion null',
      (r) => (r.runs[0]!.conclusion = null),
      "target run conclusion is None, expected 'failure'",
      {},
      1,
    ],
    [
      'a pull_request run',
      (r) => (r.runs[0]!.event = 'pull_request'),
      "target run event is 'pull_request', expected 'push'",
      {},
      1,
    ],
    [
      'e2e workflow',
      (r) => (r.runs[0]!.path = '.github/workflows/e2e-tests.yml'),
      "target run path is '.github/workflows/e2e-tests.yml', expected '.github/workflows/run-sweep.yml'",
      {},
      1,
    ],
    [
      'not main',
      (r) => (r.runs[0]!.head_branch = 'feat/x'),
      "target run head_branch is 'feat/x', expected 'main'",
      {},
      1,
    ],
    [
      'two failed jobs',
      (r) => (r.jobs[900]![0]!.conclusion = 'failure'),
      'run-only URL is ambiguous; provide a /job/<id> URL or --job-id. Completed failed jobs: 11, 12',
      {},
      2,
    ],
    [
      'no failed job',
      (r) => (r.jobs[900]![1]!.conclusion = 'cancelled'),
      'run-only URL is ambiguous; provide a /job/<id> URL or --job-id. Completed failed jobs: none',
      {},
      2,
    ],
    ['explicit job not failed', none, 'job 11 is not a completed failed job', { jobId: '11' }, 2],
    [
      'explicit job in progress',
      (r) => Object.assign(r.jobs[900]![1]!, { status: 'in_progress', conclusion: null }),
      'job 12 is not a completed failed job',
      { jobId: '12' },
      2,
    ],
    ['explicit job absent', none, 'job 9 was not found in the target run', { jobId: '9' }, 2],
    [
      'no PR for the commit',
      (r) => (r.commitPulls[merge] = []),
      'target merge SHA maps to 0 exact merged PRs',
      {},
      3,
    ],
    [
      'PR merged with another commit',
      (r) => (r.pulls[4242]!.merge_commit_sha = 'f'.repeat(40)),
      'target merge SHA maps to 0 exact merged PRs',
      {},
      3,
    ],
    [
      'PR not merged',
      (r) => (r.pulls[4242]!.merged_at = null),
      'target merge SHA maps to 0 exact merged PRs',
      {},
      3,
    ],
    [
      'two PRs with the merge commit',
      (r) => {
        r.pulls[4243] = { ...r.pulls[4242]!, number: 4243 };
        r.commitPulls[merge] = [4242, 4243];
      },
      'target merge SHA maps to 2 exact merged PRs',
      {},
      3,
    ],
    [
      'merge commit missing locally',
      (r) => {
        const other = 'c'.repeat(40);
        r.runs[0]!.head_sha = other;
        r.pulls[4242]!.merge_commit_sha = other;
        r.commitPulls[other] = [4242];
      },
      `merge commit ${'c'.repeat(40)} is not in the local clone; run git fetch origin main`,
      {},
      3,
    ],
    [
      'an unknown --accept-conclusion',
      none,
      "--accept-conclusion must be one of success, cancelled, skipped, got 'failure'",
      { acceptConclusions: ['failure'] },
      0,
    ],
  ])('%s', async (_name, change, message, over, requests) => {
    seed(change);
    const target = over.target ?? URL;
    await expect(inspect(target, over)).rejects.toThrow(new RecoverRefusal(message));
    expect(gh.requests).toHaveLength(requests);
  });

  it('an API failure propagates (fails closed)', async () => {
    seed();
    gh.fault('GET /repos/SemiAnalysisAI/InferenceX/actions/runs/900/jobs', { status: 502, times: 1 });
    await expect(inspect(URL)).rejects.toThrow(/HTTP 502/);
  });
});

describe('sweepkit recover-ingest (CLI)', () => {
  const env = () => ({ GITHUB_API_URL: gh.url, GH_TOKEN: 't' });

  it('inspect prints the target as JSON', async () => {
    seed();
    const result = await runCliAsync(['recover-ingest', 'inspect', `${URL}/job/12`, '--repo', REPO], {
      cwd: dir,
      isolatedEnv: true,
      env: env(),
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      run_id: 900,
      job_id: 12,
      pr_number: 4242,
      base_sha: base,
    });
  });

  it('a refusal: ERROR on stderr, exit 1, no request', async () => {
    seed();
    const result = await runCliAsync(
      ['recover-ingest', 'inspect', 'https://github.com/x/y/pull/1', '--repo', REPO],
      { cwd: dir, isolatedEnv: true, env: env() },
    );
    expect([result.code, result.stdout, result.stderr]).toEqual([
      1,
      '',
      'ERROR: target must be a GitHub Actions run URL optionally ending in /job/<id>\n',
    ]);
    expect(gh.requests).toEqual([]);
  });

  it('an unknown recovery step is a usage error', async () => {
    const result = await runCliAsync(['recover-ingest', 'validate-workflow'], {
      cwd: dir,
      isolatedEnv: true,
      env: env(),
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown step 'recover-ingest validate-workflow'");
    expect(result.stdout).toBe('');
  });
});
