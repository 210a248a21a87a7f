/** merge-with-reuse over whole runs: dry runs, running twice, a fault on every API call. */
import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import { changelog } from '../changelog/helpers.js';
import { MergeRefusal } from '../../shared/ops/merge/refusal.js';
import type { RecordedRequest } from '../fake-github/index.js';
import {
  createWorld,
  git,
  HISTORY_TEXT,
  LINK,
  PR,
  PR_ENTRY,
  SOURCE_RUN,
  snapshot,
  type World,
} from './world.js';
import { refsOf } from './refs.js';
import { join } from 'node:path';

jest.setTimeout(300_000);

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const nonGet = (w: World) => w.gh.requests.filter((r) => r.method !== 'GET');

describe('dry run', () => {
  it.each([
    {
      name: 'changelog conflict',
      scenario: { mainAdvances: true },
      merge:
        '→ merge origin/main: conflict in perf-changelog.yaml → resolver: Prepared perf-changelog.yaml for PR #7',
      canonicalize: '→ canonicalize: already prepared',
      kind: 'merge commit',
      parents: 2,
    },
    {
      name: 'up to date with an XXX link',
      scenario: {},
      merge: '→ merge origin/main: already up to date',
      canonicalize: '→ canonicalize: Prepared perf-changelog.yaml for PR #7 (entries 3)',
      kind: 'canonicalize commit',
      parents: 1,
    },
    {
      name: 'up to date and canonical',
      scenario: { prChangelog: changelog(HISTORY_TEXT, PR_ENTRY.replace('XXX', LINK(PR))) },
      merge: '→ merge origin/main: already up to date',
      canonicalize: '→ canonicalize: already prepared',
      kind: 'empty refresh commit',
      parents: 1,
    },
  ])('$name: prints the plan and changes nothing', async (c) => {
    world = await createWorld(c.scenario);
    const before = world.pristine;
    const bareBefore = refsOf(world.bare);
    const report = await world.run({ dryRun: true });
    expect(nonGet(world)).toEqual([]);
    expect(refsOf(world.bare)).toEqual(bareBefore);
    expect(snapshot(world.user)).toEqual(before);
    const post = report.pushed_sha.slice(0, 8);
    const head = world.prHead().slice(0, 8);
    expect(world.lines).toEqual([
      `PR #7 (feat/x @ ${head}) — dry run, nothing changed`,
      '✓ clean tree, open, same repository, ready, labels: full-sweep-fail-fast',
      `✓ source run 555 (success, head ${head}, artifacts: results_bmk, changelog-metadata)`,
      '→ would comment: /reuse-sweep-run 555',
      c.merge,
      c.canonicalize,
      `→ would push ${post} (${c.kind}) to feat/x`,
      `→ would wait for check-changelog and all checks on ${post} (timeout 2s)`,
      `→ would squash-merge with head precondition ${post}`,
    ]);
    expect(report.would).toEqual([
      { method: 'POST', path: '/issues/7/comments', body: { body: '/reuse-sweep-run 555' } },
      { git: 'push', ref: 'refs/heads/feat/x', sha: report.pushed_sha },
      { method: 'PUT', path: '/pulls/7/merge', body: { merge_method: 'squash', sha: report.pushed_sha } },
    ]);
    // The predicted commit is gone with the private worktree; its shape is what a real run pushes.
    expect(refsOf(join(world.user, '.git'), 'refs/sweepkit')).toEqual([]);
    expect(git(world.user, 'worktree', 'list').split('\n')).toHaveLength(1);
    void c.parents;
  });
});

describe('running it twice', () => {
  it('a second run after the merge refuses (merged), and nothing is merged twice', async () => {
    world = await createWorld({ mainAdvances: true });
    await world.run();
    const before = snapshot(world.user);
    const error = await world.run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MergeRefusal);
    expect((error as MergeRefusal).message).toBe(`PR #${PR} is merged, expected OPEN`);
    expect(world.fake.merges).toHaveLength(1);
    expect(world.gh.calls('POST').filter((r) => r.path.endsWith('/comments'))).toHaveLength(1);
    expect(snapshot(world.user)).toEqual(before);
  });

  it('after a failed check, a rerun posts a new comment, pushes a refresh commit and merges', async () => {
    world = await createWorld({ mainAdvances: true });
    const w = world;
    const green = w.ci;
    w.ci = (sha, repo) => {
      green(sha, repo);
      repo.checkRuns[sha]!.push({
        name: 'benchmark',
        status: 'completed',
        conclusion: 'failure',
        started_at: '2026-01-01T00:00:09Z',
      });
    };
    await expect(w.run()).rejects.toThrow('Check benchmark concluded failure');
    const firstPush = w.prHead();
    w.ci = green;
    const report = await w.run();
    expect(report.sync_commit).toBe('refresh');
    expect(git(w.bare, 'log', '-1', '--format=%s%n%P', report.pushed_sha)).toBe(
      `chore: refresh PR #7 for sweep reuse [skip-sweep]\n${firstPush}`,
    );
    expect(git(w.bare, 'diff', '--stat', firstPush, report.pushed_sha)).toBe('');
    const comments = w.gh.calls('POST').filter((r) => r.path.endsWith('/comments'));
    expect(comments.map((r) => r.body)).toEqual([
      { body: '/reuse-sweep-run 555' },
      { body: '/reuse-sweep-run 555' },
    ]);
    expect(w.fake.merges).toEqual([
      expect.objectContaining({ sha: report.pushed_sha, merge_method: 'squash' }),
    ]);
  });
});

/** `METHOD /path` of a request, with the commit SHA generalised and the head_sha listing named. */
const endpointOf = (r: RecordedRequest) =>
  `${r.method} ${r.path.replace(/\/commits\/[0-9a-f]{40}\//, '/commits/SHA/')}${r.query.head_sha ? '?head_sha' : ''}`;

const API = '/repos/example-org/bench';
/** Every endpoint of a merge, in the order of first use. */
const ENDPOINTS = [
  `GET ${API}/pulls/${PR}`,
  `GET ${API}/pulls/${PR}/commits`,
  `GET ${API}/actions/workflows/run-sweep.yml/runs`,
  `GET ${API}/actions/runs/${SOURCE_RUN}/artifacts`,
  `POST ${API}/issues/${PR}/comments`,
  `GET ${API}/commits/SHA/check-runs`,
  `GET ${API}/actions/workflows/run-sweep.yml/runs?head_sha`,
  `GET ${API}/commits/SHA/statuses`,
  `PUT ${API}/pulls/${PR}/merge`,
];

describe('a fault on every API call fails closed', () => {
  // One world for every case: each case resets it, and its fault matches only while it runs.
  let shared: World | undefined;
  afterAll(() => shared?.close());
  const fresh = async () => {
    shared ??= await createWorld({ mainAdvances: true });
    shared.reset();
    return shared;
  };

  it('the happy path uses exactly these endpoints', async () => {
    const w = await fresh();
    await w.run();
    expect([...new Set(w.gh.requests.filter((r) => r.method !== 'GIT').map(endpointOf))]).toEqual(ENDPOINTS);
  });

  // One case per endpoint (its first call fails), plus the last read of the PR before the merge.
  const cases = [
    ...ENDPOINTS.map((endpoint) => ({ endpoint, occurrence: 1 })),
    { endpoint: ENDPOINTS[0]!, occurrence: 4 },
  ];
  it.each(cases)(
    '$endpoint failing (call $occurrence): stops with nothing merged, checkout unchanged',
    async (c) => {
      const w = await fresh();
      let seen = 0;
      let running = true;
      w.gh.fault((r) => running && endpointOf(r) === c.endpoint && ++seen === c.occurrence, {
        status: 502,
        body: { message: 'bad gateway' },
      });
      const before = w.pristine;
      const error = await w
        .run()
        .catch((e: unknown) => e)
        .finally(() => (running = false));
      expect(seen).toBeGreaterThanOrEqual(c.occurrence);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toContain('HTTP 502');
      expect(w.fake.merges).toEqual([]);
      expect(snapshot(w.user)).toEqual(before);
      expect(refsOf(join(w.user, '.git'), 'refs/sweepkit')).toEqual([]);
    },
  );
});
