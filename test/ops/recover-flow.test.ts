/**
 * recover-ingest steps in-process on real repositories (a bare origin and a user clone) against
 * the fake GitHub: check-source, scope, assess, the app-ingest rerun, the recovery PR and its
 * merge, and the agentic re-dispatch. Every safety invariant is violated once and checked for its
 * message and for nothing having been sent or pushed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RecoverRefusal } from '../../shared/ops/recover/inspect.js';
import { assess, rerunAppIngest } from '../../shared/ops/recover/assess-run.js';
import { finishRecovery, MAIN_ADVANCED } from '../../shared/ops/recover/finish.js';
import { openRecoveryPr, type OpenPrOptions } from '../../shared/ops/recover/open-pr.js';
import { redispatchAgentic } from '../../shared/ops/recover/redispatch.js';
import { scope } from '../../shared/ops/recover/scope.js';
import { checkSource } from '../../shared/ops/recover/source.js';
import { targetOfPull } from '../../shared/ops/recover/target.js';
import { changelog } from '../changelog/helpers.js';
import { git, gitBatch } from './world.js';
import { writeRef } from './refs.js';
import {
  APP_RUN,
  createRecoveryWorld,
  FILE,
  HISTORY,
  LINK,
  PR,
  PR_ENTRY,
  SOURCE,
  TARGET,
  TARGET_URL,
  type RecoveryWorld,
} from './recover-world.js';

/** Cases that open a recovery PR run git and the plan many times; a loaded machine needs room. */
const SLOW = 120_000;

// Every case runs git in real repositories; on a loaded shared machine a few take tens of seconds.
jest.setTimeout(SLOW);

let w: RecoveryWorld;
beforeAll(async () => {
  w = await createRecoveryWorld();
});
afterAll(() => w.close());
beforeEach(() => w.reset());

const worktreesGone = () => {
  const dir = join(w.user, '.git', 'sweepkit');
  return !existsSync(dir) || readdirSync(dir).length === 0;
};

const openPr = (over: Partial<OpenPrOptions> = {}, send = true) =>
  openRecoveryPr(w.ctx(send), {
    target: TARGET_URL,
    pr: null,
    jobId: null,
    acceptConclusions: [],
    sourceRun: String(SOURCE),
    label: 'full-sweep-fail-fast',
    ...over,
  });

const source = (sourceRun: string | null = null, failOnDrift = false) => {
  const ctx = w.ctx();
  return checkSource(ctx.github, ctx.git, {
    repo: ctx.repo,
    pr: PR,
    sourceRun,
    remote: 'origin',
    failOnDrift,
  });
};

describe('check-source', () => {
  it('unpinned: the newest successful run with result artifacts, skipping a gated no-op', async () => {
    w.fake.runs.unshift({ ...w.fake.runs[1]!, id: 556, created_at: '2026-01-01T01:00:00Z' });
    w.fake.artifacts[556] = [{ id: 9, name: 'changelog-metadata' }];
    const report = await source();
    expect(report).toMatchObject({
      source_run_id: SOURCE,
      partial: false,
      head_sha: w.prHead,
      pr_head_sha: w.prHead,
      artifacts: [{ name: 'results_bmk', expired: false, size_in_bytes: 2048, attempt: 1 }],
      drift: [],
    });
  });

  it('a pinned failed source is partial, never green', async () => {
    w.fake.runs[1]!.conclusion = 'failure';
    expect(await source(String(SOURCE))).toMatchObject({ conclusion: 'failure', partial: true });
    await expect(source()).rejects.toThrow(
      `PR #${PR} has no successful reusable run-sweep.yml run on a current commit`,
    );
  });

  it('a source without an unexpired result artifact is refused', async () => {
    w.fake.artifacts[SOURCE] = [{ id: 1, name: 'results_bmk', expired: true }];
    await expect(source(String(SOURCE))).rejects.toThrow(
      `Reusable source run ${SOURCE} has no benchmark, eval, or agentic result artifact.`,
    );
  });

  it('a source commit that is not an ancestor of the PR head is refused', async () => {
    const stray = git(
      w.bare,
      'commit-tree',
      git(w.bare, 'rev-parse', `${w.base}^{tree}`),
      '-p',
      w.base,
      '-m',
      'stray',
    );
    git(w.bare, 'update-ref', 'refs/heads/stray', stray);
    w.fake.runs[1]!.head_sha = stray;
    w.fake.pullCommits[PR]!.push(stray);
    try {
      await expect(source(String(SOURCE))).rejects.toThrow(
        `source head ${stray.slice(0, 8)} is not an ancestor of PR #${PR} head ${w.prHead.slice(0, 8)}`,
      );
    } finally {
      git(w.bare, 'update-ref', '-d', 'refs/heads/stray');
    }
  });

  it('drift is tagged execution or other; --fail-on-drift refuses on execution paths', async () => {
    // The PR head moves on after the source run: a config and a doc change.
    const seed = join(w.dir, 'drift');
    gitBatch(w.dir, [['clone', '-q', '-b', 'feat/r', w.bare, seed]]);
    const { writeFileSync, mkdirSync } = await import('node:fs');
    writeFileSync(join(seed, 'configs', 'x.yaml'), 'x: 1\n');
    mkdirSync(join(seed, 'docs'), { recursive: true });
    writeFileSync(join(seed, 'docs', 'y.md'), 'y\n');
    const [, , moved] = gitBatch(seed, [
      ['add', '-A'],
      ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'drift'],
      ['rev-parse', 'HEAD'],
      ['push', '-q', 'origin', `HEAD:refs/pull/${PR}/head`, '--force'],
    ]) as [string, string, string];
    try {
      const report = await source();
      expect(report.drift).toEqual([
        { status: 'A', path: 'configs/x.yaml', kind: 'execution' },
        { status: 'A', path: 'docs/y.md', kind: 'other' },
      ]);
      await expect(source(null, true)).rejects.toThrow(
        `source head ${w.prHead.slice(0, 8)} differs from PR #${PR} head ${moved.slice(0, 8)} in execution paths: configs/x.yaml`,
      );
    } finally {
      git(w.bare, 'update-ref', `refs/pull/${PR}/head`, w.prHead);
    }
  });
});

describe('--pr target derivation', () => {
  it.each([
    [0, `PR #${PR} merge commit <m> has 0 push runs of run-sweep.yml`],
    [1, null],
    [2, `PR #${PR} merge commit <m> has 2 push runs of run-sweep.yml`],
  ] as [number, string | null][])('%i push runs on the merge commit', async (count, message) => {
    const push = w.fake.runs[0]!;
    w.fake.runs = [
      ...Array.from({ length: count }, (_, i) => ({ ...push, id: TARGET + i })),
      w.fake.runs[1]!,
    ];
    const derived = targetOfPull(w.ctx(), PR);
    if (message === null) await expect(derived).resolves.toBe(String(TARGET));
    else await expect(derived).rejects.toThrow(message.replace('<m>', w.merge.slice(0, 8)));
  });
});

describe('scope', () => {
  it('a synthetic commit on B with only the changelog; the plan of PR 42 alone; worktree removed', async () => {
    const { report, plan } = await scope(w.ctx().git, {
      mergeSha: w.merge,
      pr: PR,
      repoName: 'example-org/bench',
      file: FILE,
      remote: 'origin',
      pid: 1,
    });
    expect(report).toMatchObject({ base_sha: w.base, appended_entries: 1, config_keys: ['config-b'] });
    expect(report.fixed_rows).toBeGreaterThan(0);
    expect(git(w.user, 'rev-parse', `${report.synthetic_sha}^`)).toBe(w.base);
    expect(git(w.user, 'diff', '--name-only', w.base, report.synthetic_sha)).toBe(FILE);
    expect(git(w.user, 'log', '-1', '--format=%an <%ae>|%cn|%s', report.synthetic_sha)).toBe(
      `InferenceX Recovery <actions@users.noreply.github.com>|InferenceX Recovery|Synthetic PR #${PR} recovery tree`,
    );
    expect(plan.changelog_metadata).toMatchObject({ base_ref: w.base, head_ref: w.merge });
    expect(worktreesGone()).toBe(true);
  });

  it('entries that link another PR are refused', async () => {
    await expect(
      scope(w.ctx().git, {
        mergeSha: w.merge,
        pr: 43,
        repoName: 'example-org/bench',
        file: FILE,
        remote: 'origin',
        pid: 1,
      }),
    ).rejects.toThrow(`reconstructed entries must all use ${LINK(43)}: ['${LINK(PR)}']`);
    expect(worktreesGone()).toBe(true);
  });
});

describe('assess', () => {
  const run = () =>
    assess(w.ctx(), { target: TARGET_URL, jobId: null, acceptConclusions: [], sourceRun: null });

  it('the app run names this pair and failed: rerun it; a newer app run of another pair is ignored', async () => {
    w.app.runs.unshift({
      ...w.app.runs[0]!,
      id: 7002,
      conclusion: 'success',
      created_at: '2026-01-02T01:00:00Z',
    });
    w.app.jobs[7002] = [
      {
        id: 72,
        name: 'ingest',
        status: 'completed',
        conclusion: 'success',
        steps: [{ name: 'Prepare artifacts from InferenceX' }],
      },
    ];
    w.app.logs[72] = 'Source run: 111\nMerge run: 222\n';
    const report = await run();
    expect(report.decision).toEqual({
      case: 'A',
      ingestRun: APP_RUN,
      reason: `app run ${APP_RUN} ingested source ${SOURCE} / merge ${TARGET} and concluded failure`,
      next: `sweepkit recover-ingest rerun-app-ingest --ingest-run ${APP_RUN} --source-run ${SOURCE} --merge-run ${TARGET} --send`,
    });
    expect(w.writes()).toEqual([]);
  });

  it('a bogus ingest under the target id as source: open a recovery PR', async () => {
    w.app.logs[71] = `Source run: ${TARGET}\nMerge run: ${TARGET}\n`;
    const { decision } = await run();
    expect(decision).toMatchObject({
      case: 'B',
      bogus: [APP_RUN],
      next: `sweepkit recover-ingest open-pr --target ${TARGET_URL} --source-run ${SOURCE} --send`,
    });
  });

  it('stop when the target lost its changelog-metadata', async () => {
    w.fake.artifacts[TARGET] = [{ id: 2, name: 'changelog-metadata', expired: true }];
    expect((await run()).decision).toEqual({
      case: 'stop',
      reason: `target run ${TARGET} has no unexpired changelog-metadata artifact; the app ingest cannot be rerun`,
      exitCode: 1,
    });
  });

  it('app logs gone (410) is undecidable, exit 3; never decided by recency', async () => {
    w.app.logs[71] = null;
    expect((await run()).decision).toMatchObject({ case: 'stop', exitCode: 3 });
  });
});

describe('rerun-app-ingest', () => {
  const rerun = (send = true, pair = { sourceRun: String(SOURCE), mergeRun: String(TARGET) }) =>
    rerunAppIngest(w.ctx(send), { ingestRun: String(APP_RUN), ...pair });

  it('reruns the failed jobs of the app run only', async () => {
    expect(await rerun()).toMatchObject({ sent: true, kind: 'failed-jobs', attempt: 2 });
    expect(w.app.reruns).toEqual([{ run_id: APP_RUN, kind: 'failed-jobs' }]);
    expect(w.writes()).toEqual([`POST app:/actions/runs/${APP_RUN}/rerun-failed-jobs`]);
  });

  it('a 403 on failed jobs falls back to a full rerun', async () => {
    w.gh.fault(`POST /repos/example-org/bench-app/actions/runs/${APP_RUN}/rerun-failed-jobs`, {
      status: 403,
      times: 1,
    });
    expect(await rerun()).toMatchObject({ kind: 'whole-run' });
    expect(w.app.reruns).toEqual([{ run_id: APP_RUN, kind: 'whole-attempt' }]);
  });

  it('another pair is refused; a dry run sends nothing; nothing ever reruns the repository', async () => {
    await expect(rerun(true, { sourceRun: '1', mergeRun: String(TARGET) })).rejects.toThrow(
      `app run ${APP_RUN} names source ${SOURCE} / merge ${TARGET}, expected 1 / ${TARGET}; it is not this pair's ingest`,
    );
    expect(await rerun(false)).toMatchObject({ sent: false });
    expect(w.writes()).toEqual([]);
    expect(
      w.gh.requests.filter(
        (r) => r.path.startsWith('/repos/example-org/bench/actions/runs') && r.method === 'POST',
      ),
    ).toEqual([]);
  });
});

describe('open-pr', () => {
  it('dry run: every check, the plan, zero writes, no branch', async () => {
    const report = await openPr({}, false);
    expect(report).toMatchObject({ sent: false, branch: `recovery/reuse-pr-${PR}`, source_run_id: SOURCE });
    expect(w.writes()).toEqual([]);
    expect(w.tip(`recovery/reuse-pr-${PR}`)).toBeNull();
    expect(w.lines.filter((l) => l.startsWith('→'))).toHaveLength(5);
    expect(worktreesGone()).toBe(true);
  });

  it(
    'sends in order: push, PR, label, pinned comment, then the carrier push; history kept byte for byte, the carrier has the recovery commit and the source as parents',
    async () => {
      const report = await openPr();
      const n = report.recovery_pr!;
      expect(w.writes()).toEqual([
        `GIT push refs/heads/recovery/reuse-pr-${PR}`,
        'POST /pulls',
        `POST /issues/${n}/labels`,
        `POST /issues/${n}/comments`,
        `GIT push refs/heads/recovery/reuse-pr-${PR}`,
      ]);
      expect(w.fake.pulls[n]).toMatchObject({
        title: `fix: recover PR ${PR} ingest via sweep reuse`,
        body: `Recover the missing official ingest from source run ${SOURCE}.`,
        labels: [{ name: 'full-sweep-fail-fast' }],
      });
      expect(w.fake.comments[n]!.map((c) => c.body)).toEqual([`/reuse-sweep-run ${SOURCE}`]);
      const tip = w.tip(`recovery/reuse-pr-${PR}`)!;
      expect(tip).toBe(report.carrier_sha);
      const [first, second] = git(w.bare, 'rev-list', '--parents', '-n', '1', tip).split(' ').slice(1);
      expect([first, second]).toEqual([report.recovery_sha, w.prHead]);
      expect(git(w.bare, 'rev-parse', `${tip}^{tree}`)).toBe(git(w.bare, 'rev-parse', `${first}^{tree}`));
      expect(git(w.bare, 'log', '--format=%s', '-3', tip).split('\n')).toEqual([
        `chore: attach reusable sweep run ${SOURCE}`,
        `fix: recover PR ${PR} ingest`,
        `chore: prepare PR ${PR} ingest recovery`,
      ]);
      const main = git(w.bare, 'show', `main:${FILE}`);
      expect(git(w.bare, 'show', `${tip}:${FILE}`) + '\n').toBe(
        `${main}\n\n${PR_ENTRY.replace(LINK(PR), LINK(n))}`,
      );
      expect(git(w.bare, 'diff', '--name-only', `main...${tip}`)).toBe(FILE);
      expect(worktreesGone()).toBe(true);
    },
    SLOW,
  );

  const untouched = () => {
    expect(w.writes()).toEqual([]);
    expect(w.tip(`recovery/reuse-pr-${PR}`)).toBeNull();
    expect(worktreesGone()).toBe(true);
  };

  it('a target that is not a failed push run of run-sweep.yml on main', async () => {
    w.fake.runs[0]!.head_branch = 'feat/x';
    await expect(openPr()).rejects.toThrow(
      new RecoverRefusal("target run head_branch is 'feat/x', expected 'main'"),
    );
    untouched();
  });

  it('a merge commit that maps to no merged PR', async () => {
    w.fake.commitPulls[w.merge] = [];
    await expect(openPr()).rejects.toThrow('target merge SHA maps to 0 exact merged PRs');
    untouched();
  });

  it('a source run that is not a pull_request run of the PR', async () => {
    w.fake.runs[1]!.event = 'push';
    await expect(openPr()).rejects.toThrow(`Reusable source run ${SOURCE} is not a pull_request run.`);
    untouched();
  });

  it('a dirty work tree', async () => {
    const { writeFileSync, rmSync } = await import('node:fs');
    writeFileSync(join(w.user, 'stray.txt'), 'x');
    try {
      await expect(openPr()).rejects.toThrow('Working tree is not clean\n?? stray.txt');
    } finally {
      rmSync(join(w.user, 'stray.txt'));
    }
    untouched();
  });

  it('a recovery branch that already exists', async () => {
    git(w.bare, 'update-ref', `refs/heads/recovery/reuse-pr-${PR}`, w.base);
    await expect(openPr()).rejects.toThrow(`branch recovery/reuse-pr-${PR} already exists on origin`);
    expect(w.writes().filter((l) => !l.startsWith('GIT'))).toEqual([]);
    expect(w.tip(`recovery/reuse-pr-${PR}`)).toBe(w.base);
  });

  it('a label that is not a full-sweep label (sweep-enabled)', async () => {
    await expect(openPr({ label: 'sweep-enabled' })).rejects.toThrow('--label must be one full-sweep label');
    untouched();
  });

  it('without --send nothing is written even when everything passes', async () => {
    await openPr({}, false);
    untouched();
  });
});

describe('open-pr on a merge that rewrote history', () => {
  let h: RecoveryWorld;
  beforeAll(async () => {
    h = await createRecoveryWorld({
      mergeChangelog: changelog(HISTORY.replace('First', 'First, edited'), PR_ENTRY),
    });
  });
  afterAll(() => h.close());

  it('refuses: the original delta is not a clean append; nothing is pushed', async () => {
    await expect(
      openRecoveryPr(h.ctx(true), {
        target: TARGET_URL,
        pr: null,
        jobId: null,
        acceptConclusions: [],
        sourceRun: String(SOURCE),
        label: 'full-sweep-fail-fast',
      }),
    ).rejects.toThrow(
      `original changelog delta of PR #${PR} is not a clean append; recover its intended entries manually (repaired changelog does not preserve the recovery base byte-for-byte)`,
    );
    expect(h.writes()).toEqual([]);
    expect(h.tip(`recovery/reuse-pr-${PR}`)).toBeNull();
  });
});

describe('finish', () => {
  /**
   * A recovery PR whose run reused the source: gates green, setup and GPU jobs skipped. Opened
   * once; later cases restore the branch and the fake's state instead of opening it again.
   */
  let cached: { n: number; head: string; fake: string } | null = null;
  async function opened(): Promise<{ n: number; head: string }> {
    if (cached) {
      writeRef(w.bare, `refs/heads/recovery/reuse-pr-${PR}`, cached.head);
      writeRef(w.bare, `refs/pull/${cached.n}/head`, cached.head);
      Object.assign(w.fake, JSON.parse(cached.fake));
      w.log();
      w.gh.requests.length = 0;
      return cached;
    }
    const report = await openPr();
    const head = report.carrier_sha!;
    w.fake.checkRuns[head] = [
      {
        name: 'check-changelog',
        status: 'completed',
        conclusion: 'success',
        started_at: '2026-01-03T00:00:00Z',
      },
      {
        name: 'reuse-sweep-gate',
        status: 'completed',
        conclusion: 'success',
        started_at: '2026-01-03T00:00:01Z',
      },
    ];
    w.fake.runs.unshift({
      id: 950,
      event: 'pull_request',
      status: 'completed',
      conclusion: 'success',
      path: '.github/workflows/run-sweep.yml',
      head_sha: head,
      head_branch: report.branch,
    });
    w.fake.jobs[950] = [
      { id: 51, name: 'setup', status: 'completed', conclusion: 'skipped' },
      { id: 52, name: 'sweep-single-node / bench (x)', status: 'completed', conclusion: 'skipped' },
    ];
    w.log();
    w.gh.requests.length = 0;
    cached = { n: report.recovery_pr!, head, fake: JSON.stringify(w.fake) };
    return cached;
  }
  const finish = (n: number, send = true) =>
    finishRecovery(w.ctx(send), { recoveryPr: n, sourceRun: String(SOURCE) });

  it(
    'squash-merges with the carrier as head precondition',
    async () => {
      const { n, head } = await opened();
      expect(await finish(n, false)).toMatchObject({ sent: false });
      expect(w.writes()).toEqual([]);
      const report = await finish(n);
      expect(report).toMatchObject({ sent: true, head_sha: head });
      expect(w.writes()).toEqual([`PUT /pulls/${n}/merge`]);
      expect(w.fake.merges).toEqual([
        expect.objectContaining({ number: n, sha: head, merge_method: 'squash' }),
      ]);
      expect(w.lines.at(-1)).toBe(`next: sweepkit verify-publication --pr ${n} --expect-source ${SOURCE}`);
    },
    SLOW,
  );

  it.each([
    [
      'setup not skipped',
      () => void (w.fake.jobs[950]![0]!.conclusion = 'success'),
      "setup of the recovery PR's run-sweep.yml run is success, expected skipped",
    ],
    [
      'a GPU job ran',
      () => void (w.fake.jobs[950]![1]!.conclusion = 'success'),
      'GPU job "sweep-single-node / bench (x)" of the recovery PR\'s run is success, expected skipped',
    ],
    [
      'reuse gate failed',
      (_n: number, head: string) => void (w.fake.checkRuns[head]![1]!.conclusion = 'failure'),
      'reuse-sweep-gate on recovery PR',
    ],
  ] as [string, (n: number, head: string) => void, string][])(
    'refuses when %s; nothing merged',
    async (_name, change, message) => {
      const { n, head } = await opened();
      change(n, head);
      await expect(finish(n)).rejects.toThrow(message);
      expect(w.fake.merges).toEqual([]);
      expect(w.writes()).toEqual([]);
    },
  );

  it(
    'a fault on every API call fails closed: nothing merged',
    async () => {
      let n = 0;
      await faultEachCall(
        async () => void ({ n } = await opened()),
        () => finish(n),
        () => expect(w.fake.merges).toEqual([]),
      );
    },
    SLOW,
  );

  it('refuses an extra file in the PR', async () => {
    const { n } = await opened();
    const clone = join(w.dir, 'extra');
    gitBatch(w.dir, [['clone', '-q', '-b', `recovery/reuse-pr-${PR}`, w.bare, clone]]);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(clone, 'README.md'), 'changed\n');
    gitBatch(clone, [
      ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qam', 'extra'],
      ['push', '-q', 'origin', `HEAD:recovery/reuse-pr-${PR}`],
    ]);
    await expect(finish(n)).rejects.toThrow(
      `recovery PR #${n} must change only ${FILE}; it changes README.md, ${FILE}`,
    );
    expect(w.fake.merges).toEqual([]);
  });

  it('refuses when main advanced (never merges main into the carrier)', async () => {
    const { n, head } = await opened();
    const moved = git(
      w.bare,
      'commit-tree',
      git(w.bare, 'rev-parse', 'main^{tree}'),
      '-p',
      'main',
      '-m',
      'main moves',
    );
    const old = git(w.bare, 'rev-parse', 'main');
    git(w.bare, 'update-ref', 'refs/heads/main', moved);
    try {
      await expect(finish(n)).rejects.toThrow(MAIN_ADVANCED);
      expect(w.fake.merges).toEqual([]);
      expect(w.tip(`recovery/reuse-pr-${PR}`)).toBe(head);
    } finally {
      git(w.bare, 'update-ref', 'refs/heads/main', old);
    }
  });
});

describe('redispatch-agentic', () => {
  beforeEach(() => {
    w.fake.artifacts[SOURCE] = [{ id: 1, name: 'bmk_agentic_x', expired: false }];
    w.fake.logs[11] = `x\nsweepkit-reuse: {"reuse-enabled":true,"reuse-source-run-id":"${SOURCE}"}\n`;
  });
  const redispatch = (send = true) =>
    redispatchAgentic(w.ctx(send), { sourceRun: String(SOURCE), mergeRun: String(TARGET) });

  it('dispatches recover-reused-ingest.yml with both ids as strings', async () => {
    expect(await redispatch(false)).toMatchObject({ sent: false });
    expect(w.fake.workflowDispatches).toEqual([]);
    await redispatch();
    expect(w.fake.workflowDispatches).toEqual([
      {
        workflow_id: 'recover-reused-ingest.yml',
        ref: 'main',
        inputs: { 'source-run-id': String(SOURCE), 'merge-run-id': String(TARGET) },
        token: 't',
      },
    ]);
    expect(w.lines.at(-1)).toBe(
      `Dispatched recover-reused-ingest.yml for source ${SOURCE} / merge ${TARGET}; this proves only that GitHub accepted the dispatch.`,
    );
  });

  it.each([
    [
      'merge run without changelog-metadata',
      () => void (w.fake.artifacts[TARGET] = []),
      `merge run ${TARGET} has no unexpired changelog-metadata artifact`,
    ],
    [
      'setup chose another source',
      () => void (w.fake.logs[11] = 'sweepkit-reuse: {"reuse-enabled":true,"reuse-source-run-id":"1"}'),
      `merge run ${TARGET}'s setup chose source 1, not source ${SOURCE}`,
    ],
    [
      'no agentic artifact',
      () => void (w.fake.artifacts[SOURCE] = [{ id: 1, name: 'results_bmk' }]),
      `source run ${SOURCE} has no unexpired bmk_agentic_* artifact`,
    ],
  ] as [string, () => void, string][])('refuses: %s; nothing dispatched', async (_name, change, message) => {
    change();
    await expect(redispatch()).rejects.toThrow(message);
    expect(w.fake.workflowDispatches).toEqual([]);
    expect(w.writes()).toEqual([]);
  });
});

/**
 * A fault (HTTP 500) on each API call of a sending run, one at a time: the step fails, sends
 * nothing after the failed call, and `unchanged` holds.
 */
async function faultEachCall(
  prepare: () => Promise<unknown>,
  run: () => Promise<unknown>,
  unchanged: () => void,
) {
  await prepare();
  await run();
  const calls = w.gh.requests.length;
  expect(calls).toBeGreaterThan(3);
  for (let i = 0; i < calls; i++) {
    w.reset();
    await prepare();
    let seen = 0;
    w.gh.fault(() => seen++ === i, { status: 500, times: 1 });
    await expect(run()).rejects.toThrow(/HTTP 500/);
    expect(w.gh.requests).toHaveLength(i + 1);
    unchanged();
  }
}

describe('a fault on every API call of a sending run fails closed', () => {
  it('rerun-app-ingest: no rerun', async () => {
    await faultEachCall(
      async () => undefined,
      () =>
        rerunAppIngest(w.ctx(true), {
          ingestRun: String(APP_RUN),
          sourceRun: String(SOURCE),
          mergeRun: String(TARGET),
        }),
      () => expect(w.app.reruns).toEqual([]),
    );
  });

  it(
    'redispatch-agentic: no dispatch',
    async () => {
      const prepare = async () => {
        w.fake.artifacts[SOURCE] = [{ id: 1, name: 'bmk_agentic_x', expired: false }];
        w.fake.logs[11] = `sweepkit-reuse: {"reuse-enabled":true,"reuse-source-run-id":"${SOURCE}"}`;
      };
      await faultEachCall(
        prepare,
        () => redispatchAgentic(w.ctx(true), { sourceRun: String(SOURCE), mergeRun: String(TARGET) }),
        () => expect(w.fake.workflowDispatches).toEqual([]),
      );
    },
    SLOW,
  );

  it.each(['POST /pulls', 'POST /issues/101/labels', 'POST /issues/101/comments'])(
    'open-pr: a failed %s stops before the next write and says what it left',
    async (write) => {
      const [method, path] = write.split(' ') as [string, string];
      w.gh.fault(`${method} /repos/example-org/bench${path}`, { status: 500, times: 1 });
      const error = (await openPr().catch((e: unknown) => e)) as {
        message: string;
        left: string | null;
        exitCode: number;
      };
      expect(error).toMatchObject({ exitCode: 4, message: expect.stringMatching(/HTTP 500/) });
      expect(error.left).toMatch(/^Left on GitHub: branch recovery\/reuse-pr-42/);
      expect(
        w
          .writes()
          .filter((l) => !l.startsWith('GIT'))
          .at(-1),
      ).toBe(write);
      expect(w.writes().filter((l) => l.startsWith('GIT'))).toHaveLength(1);
      // The changelog change and the carrier were never pushed.
      expect(git(w.bare, 'log', '-1', '--format=%s', `recovery/reuse-pr-${PR}`)).toBe(
        `chore: prepare PR ${PR} ingest recovery`,
      );
      expect(worktreesGone()).toBe(true);
    },
    SLOW,
  );
});
