/**
 * The publication audit against the fake GitHub: the changelog-changing commits of main since a
 * date, each with its push runs and verify-publication's verdict. A merge GitHub did not record
 * (no push run) and a merge with two push runs are findings with the command that continues;
 * the CLI prints them and exits 1.
 */
import { describe, expect, it } from '@jest/globals';
import { createAuditPort } from '../../io/github-audit.js';
import { auditPublication, decideCommit } from '../../shared/ops/audit/publication.js';
import { fakeGitHubEnv, withFakeGitHub } from '../fake-github/seed.js';
import type { FakeGitHub } from '../fake-github/server.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { APP, REPO, run, seedMerge } from '../inspect/world.js';

const PUBLISHED = '9f8e7d6c'.padEnd(40, '0');
const UNRECORDED = 'ab12cd34'.padEnd(40, '0');
const TWICE = 'cd34ef56'.padEnd(40, '0');
const commit = (sha: string, date: string, title: string) => ({
  sha,
  message: `${title}\n\nbody`,
  date,
  files: ['perf-changelog.yaml'],
});

/** main: a published merge (run 124 reused 555), a merge without a push run, one with two. */
function seedMain(gh: FakeGitHub): void {
  seedMerge(gh);
  const r = gh.state.repo(REPO);
  r.comments[4242] = [
    { id: 1, author_association: 'MEMBER', body: '/reuse-sweep-run 555', user: { login: 'm' } },
  ];
  r.pulls[4300] = { number: 4300, merge_commit_sha: UNRECORDED };
  r.commitPulls[UNRECORDED] = [4300];
  r.runs.push(
    run({ id: 130, event: 'push', head_branch: 'main', head_sha: TWICE, conclusion: 'success' }),
    run({ id: 131, event: 'push', head_branch: 'main', head_sha: TWICE, conclusion: 'cancelled' }),
  );
  r.branchCommits.main = [
    commit(TWICE, '2026-05-16T09:00:00Z', 'PR 4301 (#4301)'),
    { ...commit('ee'.padEnd(40, '0'), '2026-05-15T12:00:00Z', 'docs only'), files: ['README.md'] },
    commit(UNRECORDED, '2026-05-15T09:00:00Z', 'PR 4300 (#4300)'),
    commit(PUBLISHED, '2026-05-14T08:59:00Z', 'PR 4242 (#4242)'),
    commit('ff'.padEnd(40, '0'), '2026-04-01T00:00:00Z', 'before the audit window'),
  ];
}

describe('audit-publication', () => {
  it('oldest first: published, no push run (the merge GitHub did not record), two push runs', () =>
    withFakeGitHub(async (gh) => {
      seedMain(gh);
      const report = await auditPublication(createAuditPort({ token: 't', baseUrl: gh.url, retries: 0 }), {
        repo: { owner: 'o', repo: 'r' },
        repoName: REPO,
        since: '2026-05-01T00:00:00.000Z',
        branch: 'main',
        file: 'perf-changelog.yaml',
        verify: { appRepo: { owner: 'o', repo: 'r-app' }, appRepoName: APP },
      });
      expect(report.commits).toBe(3);
      expect(report.findings.map((f) => [f.sha.slice(0, 8), f.pr_number, f.status, f.runs])).toEqual([
        ['9f8e7d6c', 4242, 'published', [124]],
        ['ab12cd34', 4300, 'no-push-run', []],
        ['cd34ef56', null, 'several-push-runs', [130, 131]],
      ]);
      expect(report.findings[1]!.next).toBe(
        `sweepkit recover-ingest open-pr --merge-sha ${UNRECORDED} --source-run <the PR's sweep run> --send`,
      );
      expect(report.verdict).toBe('failed');
    }));

  it('the CLI: the table, the next commands, exit 1; a bad date is a usage error before any request', () =>
    withFakeGitHub(async (gh) => {
      seedMain(gh);
      const env = { env: fakeGitHubEnv(gh, 'tok'), isolatedEnv: true };
      const result = await runCliAsync(['audit-publication', '--since', '2026-05-01', '--repo', REPO], env);
      expect(result.code).toBe(1);
      expect(result.stdout.split('\n')[0]).toBe(
        'audit-publication: o/r main since 2026-05-01T00:00:00.000Z: 3 changelog-changing commits',
      );
      expect(result.stdout).toMatch(/\n9f8e7d6c +#4242 +published +run 124: published\n/);
      expect(result.stdout).toMatch(/\nab12cd34 +#4300 +no-push-run +no push run of run-sweep.yml/);
      expect(result.stdout).toContain(
        `next (ab12cd34): sweepkit recover-ingest open-pr --merge-sha ${UNRECORDED} --source-run <the PR's sweep run> --send`,
      );
      expect(result.stdout.trimEnd().split('\n').at(-1)).toBe('RESULT: failed');
      const requests = gh.requests.length;
      const bad = await runCliAsync(['audit-publication', '--since', 'last week', '--repo', REPO], env);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain(
        "--since must be a date (YYYY-MM-DD) or an ISO 8601 time, got 'last week'",
      );
      expect(gh.requests.length).toBe(requests);
    }));
});

describe('decideCommit', () => {
  const c = { sha: 'a'.repeat(40), title: 't', date: null };
  const verification = (verdict: 'published' | 'failed' | 'not-verified') => ({
    run_id: 7,
    run_attempt: 1,
    merge_sha: c.sha,
    pr_number: 9,
    verdict,
    seen: 'x',
    checks: [
      {
        id: 'V5',
        name: 'ingest',
        result: verdict === 'failed' ? 'fail' : 'pass',
        summary: 'no trigger',
        evidence: {},
      },
      {
        id: 'V8',
        name: 'downstream',
        result: verdict === 'not-verified' ? 'unknown' : 'pass',
        summary: '',
        evidence: {},
      },
    ],
  });
  it.each([
    ['published', 'published', null],
    ['failed', 'failed', 'sweepkit recover-ingest assess 7'],
    ['not-verified', 'not-verified', 'sweepkit verify-publication 7'],
  ] as const)('one push run, %s', (verdict, status, next) => {
    const finding = decideCommit(c, [{ id: 7 } as never], verification(verdict) as never, null);
    expect(finding).toMatchObject({ status, next, pr_number: 9 });
  });
});
