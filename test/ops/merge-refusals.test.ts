/**
 * Every refusal of merge-with-reuse: the message, and that the user's work tree, index and branch
 * are exactly as before. Refusals before the comment leave nothing on GitHub; later ones say what
 * they left.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changelog, entry } from '../changelog/helpers.js';
import { MergeRefusal } from '../../shared/ops/merge/refusal.js';
import { createOpsGit } from '../../io/git-ops.js';
import {
  createWorld,
  git,
  HISTORY_TEXT,
  PR,
  PR_ENTRY,
  REPO,
  SOURCE_RUN,
  snapshot,
  type Scenario,
  type World,
} from './world.js';
import { deleteLooseRef, refsOf } from './refs.js';

jest.setTimeout(120_000);

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

async function refusal(
  w: World,
  overrides = {},
  gitOverride?: Parameters<World['run']>[1],
): Promise<MergeRefusal> {
  const error = await w.run(overrides, gitOverride).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MergeRefusal);
  return error as MergeRefusal;
}

const writes = (w: World) => w.gh.requests.filter((r) => r.method !== 'GET' && r.method !== 'GIT');
const pull = (w: World) => w.fake.pulls[PR]!;

interface Case {
  name: string;
  scenario?: Scenario;
  /** The setup changes the user's clone, so the case cannot share a world. */
  changesClone?: true;
  setup?: (w: World) => void;
  overrides?: Record<string, unknown>;
  step: string;
  message: string | RegExp;
}

const preComment: Case[] = [
  {
    name: 'a merge in progress',
    changesClone: true,
    setup: (w) => git(w.user, 'merge', '--no-commit', '--no-ff', '-q', 'origin/feat/x'),
    step: 'P1',
    message: 'A merge is in progress; finish or abort it first',
  },
  {
    name: 'a modified file',
    changesClone: true,
    setup: (w) => writeFileSync(join(w.user, 'README.md'), 'edited\n'),
    step: 'P2',
    message:
      'Working tree is not clean\n M README.md\nCommit or stash your changes (untracked files count), then rerun.',
  },
  {
    name: 'an untracked file',
    changesClone: true,
    setup: (w) => writeFileSync(join(w.user, 'notes.txt'), 'x\n'),
    step: 'P2',
    message: /^Working tree is not clean\n\?\? notes\.txt\n/,
  },
  {
    name: 'a closed PR',
    setup: (w) => (pull(w).state = 'closed'),
    step: 'P3',
    message: `PR #${PR} is closed, expected OPEN`,
  },
  {
    name: 'a merged PR',
    setup: (w) => Object.assign(pull(w), { state: 'closed', merged_at: '2026-01-01T00:00:00Z' }),
    step: 'P3',
    message: `PR #${PR} is merged, expected OPEN`,
  },
  {
    name: 'a missing PR',
    setup: (w) => delete w.fake.pulls[PR],
    step: 'P3',
    message: `PR #${PR} not found in ${REPO}`,
  },
  {
    name: 'a fork PR',
    setup: (w) => (pull(w).head!.repo = { full_name: 'someone/bench' }),
    step: 'P4',
    message: `PR #${PR} is from a fork; the merge helper cannot update its branch`,
  },
  {
    name: 'a deleted head repository',
    setup: (w) => (pull(w).head!.repo = null),
    step: 'P4',
    message: `PR #${PR} is from a fork; the merge helper cannot update its branch`,
  },
  {
    name: 'a draft',
    setup: (w) => (pull(w).draft = true),
    step: 'P5',
    message: `PR #${PR} is a draft; mark it ready for review before merging`,
  },
  {
    name: 'two primary labels',
    scenario: { labels: ['full-sweep-enabled', 'bug', 'sweep-enabled'] },
    step: 'P6',
    message: `PR #${PR} has multiple primary sweep labels: full-sweep-enabled, sweep-enabled; keep exactly one or none`,
  },
  {
    name: 'evals-only',
    scenario: { labels: ['evals-only'] },
    step: 'P6',
    message: `PR #${PR} uses evals-only, which is not eligible for artifact reuse`,
  },
  {
    name: 'agentx-fast and evals-only',
    scenario: { labels: ['agentx-fast', 'full-sweep-enabled', 'evals-only'] },
    step: 'P6',
    message: `PR #${PR} uses agentx-fast, evals-only, which is not eligible for artifact reuse`,
  },
  {
    name: 'no successful run',
    setup: (w) => (w.fake.runs[0]!.conclusion = 'failure'),
    step: 'P7',
    message: `PR #${PR} has no successful reusable run-sweep.yml run on a current commit`,
  },
  {
    name: 'a run whose head left the PR',
    setup: (w) => (w.fake.runs[0]!.head_sha = 'f'.repeat(40)),
    step: 'P7',
    message: `PR #${PR} has no successful reusable run-sweep.yml run on a current commit`,
  },
  {
    name: 'only changelog-metadata',
    setup: (w) => (w.fake.artifacts[SOURCE_RUN] = [{ name: 'changelog-metadata' }]),
    step: 'P7',
    message: `PR #${PR} has no successful reusable run-sweep.yml run on a current commit`,
  },
  {
    name: 'an expired results_bmk',
    setup: (w) => (w.fake.artifacts[SOURCE_RUN] = [{ name: 'results_bmk', expired: true }]),
    step: 'P7',
    message: `PR #${PR} has no successful reusable run-sweep.yml run on a current commit`,
  },
  {
    name: '--run-id pointing at a failed run, without --accept-partial',
    setup: (w) => (w.fake.runs[0]!.conclusion = 'failure'),
    overrides: { sourceRun: String(SOURCE_RUN) },
    step: 'P7',
    message: `Reusable source run ${SOURCE_RUN} concluded failure: the push to main would publish only the results it produced. Rerun with --accept-partial to merge with this partial publication, or pin a successful run.`,
  },
  {
    name: '--run-id pointing at a cancelled run, without --accept-partial',
    setup: (w) => (w.fake.runs[0]!.conclusion = 'cancelled'),
    overrides: { sourceRun: String(SOURCE_RUN) },
    step: 'P7',
    message: /^Reusable source run 555 concluded cancelled: .* Rerun with --accept-partial /,
  },
  {
    // The gate's pinned rule still applies: a partial source must have produced results.
    name: '--run-id --accept-partial on a failed run without result artifacts',
    setup: (w) => {
      w.fake.runs[0]!.conclusion = 'failure';
      w.fake.artifacts[SOURCE_RUN] = [{ name: 'run-stats' }];
    },
    overrides: { sourceRun: String(SOURCE_RUN), acceptPartial: true },
    step: 'P7',
    message: `Reusable source run ${SOURCE_RUN} has no benchmark, eval, or agentic result artifact.`,
  },
  {
    name: '--run-id --accept-partial on a timed-out run (the gate accepts only failure and cancelled)',
    setup: (w) => (w.fake.runs[0]!.conclusion = 'timed_out'),
    overrides: { sourceRun: String(SOURCE_RUN), acceptPartial: true },
    step: 'P7',
    message: `Reusable source run ${SOURCE_RUN} has conclusion 'timed_out'; expected success, failure, or cancelled.`,
  },
  {
    name: '--source-run that does not exist',
    overrides: { sourceRun: '999' },
    step: 'P7',
    message: /^Reusable source run 999 was not found: GitHub API GET .*actions\/runs\/999 failed: HTTP 404/,
  },
  {
    name: '--required-only on an unprotected branch',
    overrides: { requiredOnly: true },
    step: 'P7',
    message:
      '--required-only: branch main has no required status checks; drop --required-only to wait for every check',
  },
  {
    name: 'a PR head that differs from refs/pull/N/head',
    setup: (w) => (pull(w).head!.sha = 'e'.repeat(40)),
    step: 'P8',
    message: /^PR #7 head moved while preparing \(eeeeeeee on GitHub, [0-9a-f]{8} fetched\); rerun$/,
  },
  {
    // The fetch of main and the PR head fails on the missing ref; the remote is then asked step by step.
    name: 'a PR head missing from refs/pull/N/head',
    setup: (w) => {
      if (!deleteLooseRef(w.bare, `refs/pull/${PR}/head`))
        git(w.bare, 'update-ref', '-d', `refs/pull/${PR}/head`);
    },
    step: 'P8',
    message: /^PR #7 head moved while preparing \([0-9a-f]{8} on GitHub, unknown fetched\); rerun$/,
  },
  {
    name: 'a README conflict',
    scenario: { prFiles: { 'README.md': 'pr readme\n' }, mainFiles: { 'README.md': 'main readme\n' } },
    step: 'L3',
    message: 'Unexpected conflict(s) in: README.md — only perf-changelog.yaml is auto-resolved',
  },
  {
    name: 'a README conflict next to a changelog conflict',
    scenario: {
      mainAdvances: true,
      prFiles: { 'README.md': 'pr readme\n' },
      mainFiles: { 'README.md': 'main readme\n' },
    },
    step: 'L3',
    message: 'Unexpected conflict(s) in: README.md — only perf-changelog.yaml is auto-resolved',
  },
  {
    name: 'a PR that edits a historical entry',
    scenario: {
      mainAdvances: true,
      prChangelog: changelog(HISTORY_TEXT.replace('First', 'Edited'), PR_ENTRY),
    },
    step: 'L3',
    message: /^Could not safely resolve perf-changelog\.yaml: /,
  },
  {
    name: 'a changelog the gate rejects (unknown config key)',
    scenario: {
      prChangelog: changelog(
        HISTORY_TEXT,
        entry({ keys: ['no-such-config'], description: ['x'], link: 'XXX' }),
      ),
    },
    step: 'L6',
    message: /^Changelog gate failed locally: .*no-such-config/s,
  },
];

/** Refused with nothing posted, nothing pushed, and the clone exactly as before. */
async function refusedBeforeComment(w: World, c: Case): Promise<void> {
  c.setup?.(w);
  const before = c.changesClone ? snapshot(w.user) : w.pristine;
  const bareBefore = refsOf(w.bare);
  const error = await refusal(w, c.overrides);
  expect(error.step).toBe(c.step);
  if (typeof c.message === 'string') expect(error.message).toBe(c.message);
  else expect(error.message).toMatch(c.message);
  expect(error.left).toBeNull();
  expect(snapshot(w.user)).toEqual(before);
  expect(writes(w)).toEqual([]);
  expect(refsOf(w.bare)).toEqual(bareBefore);
}

/** Cases that differ from the default world only in GitHub's state share one world. */
const ownRepositories = (c: Case) =>
  c.changesClone === true || Object.keys(c.scenario ?? {}).some((key) => key !== 'labels');

describe('refusals before anything is posted', () => {
  describe('on the default repositories (one world, GitHub state reset per case)', () => {
    let shared: World;
    beforeAll(async () => {
      shared = await createWorld();
    });
    afterAll(() => shared.close());

    it.each(preComment.filter((c) => !ownRepositories(c)))('$name', async (c) => {
      shared.reset(c.scenario?.labels);
      await refusedBeforeComment(shared, c);
    });
  });

  it.each(preComment.filter(ownRepositories))('$name', async (c) => {
    world = await createWorld(c.scenario);
    await refusedBeforeComment(world, c);
  });

  it('the head moves during local preparation → refused before the comment', async () => {
    world = await createWorld();
    const w = world;
    const real = createOpsGit(w.user);
    const moving = {
      ...real,
      gate: async (...args: Parameters<typeof real.gate>) => {
        w.moveHead();
        return real.gate(...args);
      },
    };
    const before = w.pristine;
    const error = await refusal(w, {}, moving);
    expect(error.step).toBe('R1');
    expect(error.message).toMatch(/^PR head changed to [0-9a-f]{8}; expected [0-9a-f]{8}$/);
    expect(writes(w)).toEqual([]);
    expect(snapshot(w.user)).toEqual(before);
  });
});

describe('refusals after the comment', () => {
  it('someone pushes between the checks and the push → push rejected, comment left', async () => {
    world = await createWorld();
    const w = world;
    w.onRequest = (r) => {
      if (r.method === 'POST') w.moveHead();
    };
    const before = w.pristine;
    const moved = (await refusal(w)) as MergeRefusal;
    expect(moved.step).toBe('R3');
    expect(moved.message).toMatch(/^Push rejected: PR branch feat\/x moved; nothing was merged/);
    expect(moved.left).toContain(
      `Left behind: the pinned comment "/reuse-sweep-run ${SOURCE_RUN}" on PR #${PR}`,
    );
    expect(moved.left).toContain('Nothing was pushed or merged. Your checkout is unchanged.');
    expect(snapshot(w.user)).toEqual(before);
    expect(w.fake.merges).toEqual([]);
  });

  const afterPush: {
    name: string;
    ci?: World['ci'];
    hook?: (w: World) => World['onRequest'];
    step: string;
    message: RegExp;
    code?: number;
    /** Injects a fault into the fake GitHub, which stays for the server's life: own world. */
    faults?: true;
  }[] = [
    {
      name: 'check-changelog failed',
      ci: (sha, repo) =>
        (repo.checkRuns[sha] = [
          {
            name: 'check-changelog',
            status: 'completed',
            conclusion: 'failure',
            started_at: '2026-01-01T00:00:01Z',
            details_url: 'https://ci/cc',
          },
        ]),
      step: 'R5',
      message: /^check-changelog concluded failure - https:\/\/ci\/cc$/,
    },
    {
      name: 'check-changelog skipped',
      ci: (sha, repo) =>
        (repo.checkRuns[sha] = [
          {
            name: 'check-changelog',
            status: 'completed',
            conclusion: 'skipped',
            started_at: '2026-01-01T00:00:01Z',
            details_url: 'https://ci/cc',
          },
        ]),
      step: 'R5',
      message: /^check-changelog concluded skipped - https:\/\/ci\/cc$/,
    },
    {
      name: 'check-changelog never appears',
      ci: () => undefined,
      step: 'R5',
      message: /^Timed out after 0\.1s waiting for check-changelog on [0-9a-f]{40}$/,
      code: 5,
    },
    {
      name: 'another check fails after check-changelog passed',
      ci: (sha, repo) => {
        repo.checkRuns[sha] = [
          {
            name: 'check-changelog',
            status: 'completed',
            conclusion: 'success',
            started_at: '2026-01-01T00:00:01Z',
          },
          {
            name: 'benchmark',
            status: 'completed',
            conclusion: 'timed_out',
            started_at: '2026-01-01T00:00:02Z',
            details_url: 'https://ci/bm',
          },
        ];
        repo.runs.unshift({
          id: 8001,
          event: 'pull_request',
          status: 'completed',
          path: '.github/workflows/run-sweep.yml',
          head_sha: sha,
        });
      },
      step: 'R5',
      message: /^Check benchmark concluded timed_out - https:\/\/ci\/bm$/,
    },
    {
      name: 'a commit status error',
      ci: (sha, repo) => {
        repo.checkRuns[sha] = [
          {
            name: 'check-changelog',
            status: 'completed',
            conclusion: 'success',
            started_at: '2026-01-01T00:00:01Z',
          },
        ];
        repo.statuses[sha] = [{ context: 'ci/external', state: 'error', target_url: 'https://ext/1' }];
        repo.runs.unshift({
          id: 8002,
          event: 'pull_request',
          status: 'completed',
          path: '.github/workflows/run-sweep.yml',
          head_sha: sha,
        });
      },
      step: 'R5',
      message: /^Check ci\/external concluded error - https:\/\/ext\/1$/,
    },
    {
      name: 'the run-sweep PR run never appears',
      ci: (sha, repo) =>
        (repo.checkRuns[sha] = [
          {
            name: 'check-changelog',
            status: 'completed',
            conclusion: 'success',
            started_at: '2026-01-01T00:00:01Z',
          },
        ]),
      step: 'R5',
      message: /^Timed out after 0\.1s waiting for PR checks on [0-9a-f]{40}$/,
      code: 5,
    },
    {
      name: 'the head moves while waiting',
      hook: (w) => {
        let polls = 0;
        return (r) => {
          if (r.path.endsWith('/check-runs') && ++polls === 2) w.moveHead();
        };
      },
      step: 'R6',
      message: /^PR head changed to [0-9a-f]{8}; expected [0-9a-f]{8}$/,
    },
    {
      name: 'GitHub answers 409 (head moved at merge time)',
      faults: true,
      hook: (w) => {
        w.gh.fault((r) => r.method === 'PUT', {
          status: 409,
          body: { message: 'Head branch was modified. Review and try the merge again.' },
        });
        return null;
      },
      step: 'R6',
      message:
        /^PR head changed before the merge; expected [0-9a-f]{8} \(GitHub: Head branch was modified\. Review and try the merge again\.\)$/,
    },
    {
      name: 'GitHub answers 405 (not mergeable)',
      hook: (w) => {
        w.fake.mergeRefusals[PR] = 'Required status check "e2e" is expected.';
        return null;
      },
      step: 'R6',
      message:
        /^PR #7 is not mergeable: Required status check "e2e" is expected\.\. The token's user may not be allowed to merge/,
    },
  ];

  let shared: World | undefined;
  afterAll(() => shared?.close());

  it.each(afterPush)('$name', async (c) => {
    let w: World;
    if (c.faults) w = world = await createWorld();
    else {
      shared ??= await createWorld();
      w = shared;
      w.reset();
    }
    if (c.ci) w.ci = c.ci;
    if (c.hook) w.onRequest = c.hook(w);
    const before = w.pristine;
    const error = await refusal(w, { checkTimeoutMs: c.code === 5 ? 100 : 2000 });
    expect(error.step).toBe(c.step);
    expect(error.message).toMatch(c.message);
    expect(error.exitCode).toBe(c.code ?? 1);
    expect(error.left).toMatch(
      /^Left behind: the pinned comment "\/reuse-sweep-run 555" on PR #7 and the pushed commit [0-9a-f]{8} on feat\/x; the PR stays open and nothing was merged\. Your checkout is unchanged\./,
    );
    expect(snapshot(w.user)).toEqual(before);
    expect(w.fake.merges).toEqual([]);
    expect(w.fake.pulls[PR]!.state).toBe('open');
    if (c.step !== 'R6' || c.message.source.includes('changed to')) {
      expect(w.gh.calls('PUT')).toEqual([]);
    }
  });
});
