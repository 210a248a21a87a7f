import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createWorld, git, PR, REPO, SOURCE_RUN, snapshot, type World } from './world.js';
import { refsOf } from './refs.js';
import { join } from 'node:path';

jest.setTimeout(60_000);

let world: World;
afterEach(() => world?.close());

/** The request log without the paging noise, reduced to the order that matters. */
function order(w: World): string[] {
  return w
    .log()
    .map((l) => l.replace(/^GET \/commits\/[0-9a-f]+\//, 'GET /commits/SHA/').replace(/\/pull\/\d+$/, ''));
}

describe('merge-with-reuse happy path', () => {
  it('comments, pushes, polls the checks and squash-merges once, in that order', async () => {
    world = await createWorld({ mainAdvances: true });
    const before = world.pristine;
    const report = await world.run();

    expect(report.merge_sha).toMatch(/^[0-9a-f]{40}$/);
    expect(report.sync_commit).toBe('merge');
    expect(report.source_run_id).toBe(SOURCE_RUN);
    expect(report.partial_publication).toBe(false);
    expect(snapshot(world.user)).toEqual(before);

    const log = order(world);
    const comment = log.indexOf(`POST /issues/${PR}/comments`);
    const push = log.findIndex((l) => l.startsWith('GIT push'));
    const firstPoll = log.indexOf('GET /commits/SHA/check-runs');
    const merges = log.filter((l) => l === `PUT /pulls/${PR}/merge`);
    expect(comment).toBeGreaterThan(-1);
    expect(push).toBeGreaterThan(comment);
    expect(firstPoll).toBeGreaterThan(push);
    expect(merges).toHaveLength(1);
    expect(log.indexOf(`PUT /pulls/${PR}/merge`)).toBeGreaterThan(firstPoll);
    expect(log.at(-1)).toBe(`PUT /pulls/${PR}/merge`);
    // No write before the comment: preflight and preparation only read.
    expect(log.slice(0, comment).every((l) => l.startsWith('GET '))).toBe(true);

    const posted = world.gh.calls('POST', `/repos/${REPO}/issues/${PR}/comments`);
    expect(posted.map((r) => r.body)).toEqual([{ body: `/reuse-sweep-run ${SOURCE_RUN}` }]);
    const pushed = world.prHead();
    expect(world.gh.calls('PUT')[0]!.body).toEqual({ merge_method: 'squash', sha: pushed });
    expect(report.pushed_sha).toBe(pushed);

    // The pushed commit merges main (two parents), and the changelog is main's plus the PR entry
    // with its canonical link.
    expect(git(world.bare, 'rev-list', '--parents', '-n1', pushed).split(' ')).toHaveLength(3);
    const text = git(world.bare, 'show', `${pushed}:perf-changelog.yaml`);
    expect(text).toContain(`pr-link: https://github.com/${REPO}/pull/${PR}`);
    expect(text).toContain('Main change');
    expect(text).not.toContain('XXX');
    // The private worktree and ref are gone.
    expect(git(world.user, 'worktree', 'list').split('\n')).toHaveLength(1);
    expect(refsOf(join(world.user, '.git'), 'refs/sweepkit')).toEqual([]);
    expect(world.lines.at(-1)).toMatch(
      new RegExp(
        `^PR #${PR} merged as [0-9a-f]{8} — the push-to-main run will reuse source run ${SOURCE_RUN}\\.$`,
      ),
    );
  });

  it.each(['failure', 'cancelled'])(
    '--run-id --accept-partial on a %s run with results: merged, and says the publication is partial',
    async (conclusion) => {
      world = await createWorld();
      world.fake.runs[0]!.conclusion = conclusion;
      const report = await world.run({ sourceRun: String(SOURCE_RUN), acceptPartial: true });
      expect(report.merge_sha).toMatch(/^[0-9a-f]{40}$/);
      expect(report.partial_publication).toBe(true);
      expect(world.lines).toContain(
        `! source run ${SOURCE_RUN} concluded ${conclusion} (--accept-partial): the push to main will publish only the results it produced, a partial publication`,
      );
      expect(world.lines.at(-1)).toMatch(/reuse source run 555 \(a partial publication\)\.$/);
      const posted = world.gh.calls('POST', `/repos/${REPO}/issues/${PR}/comments`);
      expect(posted.map((r) => r.body)).toEqual([{ body: `/reuse-sweep-run ${SOURCE_RUN}` }]);
    },
  );

  it('--required-only: a failing check that branch protection does not require does not stop the merge', async () => {
    world = await createWorld();
    const w = world;
    w.fake.protection.main = { contexts: ['check-changelog'], checks: [{ context: 'reuse-sweep-gate' }] };
    const green = w.ci;
    w.ci = (sha, repo) => {
      green(sha, repo);
      repo.checkRuns[sha]!.push({
        name: 'optional-lint',
        status: 'completed',
        conclusion: 'failure',
        started_at: '2026-01-01T00:00:09Z',
      });
    };
    const report = await w.run({ requiredOnly: true });
    expect(report.merge_sha).toMatch(/^[0-9a-f]{40}$/);
    expect(report.sync_commit).toBe('canonicalize');
    expect(w.fake.merges).toHaveLength(1);
    // Without --required-only the same checks stop it.
    w.fake.pulls[PR]!.state = 'open';
    delete w.fake.pulls[PR]!.merged_at;
    await expect(w.run()).rejects.toThrow('Check optional-lint concluded failure');
    expect(w.fake.merges).toHaveLength(1);
  });
});
