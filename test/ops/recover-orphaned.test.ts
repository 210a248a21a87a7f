/**
 * A force-pushed branch orphans the swept commit: the source run's commit is no longer in the
 * PR's commit list nor reachable from any branch, but the remote still serves it by id. Without
 * --orphaned-source the recovery refuses and names the flag; with it, the commit is fetched, the
 * drift up to the merge commit must leave every benchmark-affecting path alone, and the carrier
 * of the recovery PR has the orphaned commit as second parent (so the push run can select it).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openRecoveryPr } from '../../shared/ops/recover/open-pr.js';
import { checkSource } from '../../shared/ops/recover/source.js';
import { git, gitBatch } from './world.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { createRecoveryWorld, PR, REPO, SOURCE, TARGET_URL, type RecoveryWorld } from './recover-world.js';

jest.setTimeout(120_000);

let w: RecoveryWorld;
/** The commit the sweep ran on before the force-push, and one that also changed a config. */
let orphan: string;
let orphanWithConfig: string;

/** A commit only the bare repository has, reachable from no ref once `keep` is deleted. */
function commitOnly(files: Record<string, string>, message: string): string {
  const scratch = join(w.dir, `scratch-${message.replace(/\W+/g, '-')}`);
  gitBatch(w.dir, [['clone', '-q', '-b', 'feat/r', w.bare, scratch]]);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(scratch, path, '..'), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  const [, , sha] = gitBatch(scratch, [
    ['add', '-A'],
    ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', message],
    ['rev-parse', 'HEAD'],
    ['push', '-q', 'origin', 'HEAD:refs/keep/orphan'],
  ]) as [string, string, string];
  git(w.bare, 'update-ref', '-d', 'refs/keep/orphan');
  return sha;
}

beforeAll(async () => {
  w = await createRecoveryWorld();
  // GitHub serves any commit it still stores by id; a bare repository does so when told to.
  git(w.bare, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
  orphan = commitOnly({ 'notes.md': 'swept before the force-push\n' }, 'pr before force-push');
  orphanWithConfig = commitOnly({ 'configs/extra.yaml': 'x: 1\n' }, 'pr with a config');
});
afterAll(() => w.close());
beforeEach(() => {
  w.reset();
  // The sweep ran on the orphan; the PR's commit list now holds only the rewritten head.
  w.fake.runs[1]!.head_sha = orphan;
});

const source = (orphanedSource: boolean, sourceRun: string | null = String(SOURCE)) => {
  const ctx = w.ctx();
  return checkSource(ctx.github, ctx.git, {
    repo: ctx.repo,
    pr: PR,
    sourceRun,
    remote: 'origin',
    failOnDrift: false,
    orphanedSource,
  });
};

describe('recover-ingest with an orphaned source', () => {
  it('without --orphaned-source: refused as before, and the refusal names the flag', async () => {
    await expect(source(false)).rejects.toThrow(
      `Reusable source run ${SOURCE} head ${orphan} is not in PR #${PR}'s commit list; pin a run whose commit is still part of the PR. If the branch was force-pushed after that sweep, rerun with --orphaned-source (and --source-run)`,
    );
    expect(w.writes()).toEqual([]);
  });

  it('with it: fetched by id, checked against the merge commit, reported as orphaned', async () => {
    // The user's clone never saw the orphan: the check fetches it.
    expect(() => git(w.user, 'cat-file', '-e', orphan)).toThrow();
    const report = await source(true);
    expect(git(w.user, 'cat-file', '-t', orphan)).toBe('commit');
    expect(report).toMatchObject({
      source_run_id: SOURCE,
      head_sha: orphan,
      orphaned: true,
      drift_base: 'merge',
      pr_head_sha: w.prHead,
    });
    expect(report.drift.every((d) => d.kind === 'other')).toBe(true);
    expect(report.drift.map((d) => d.path)).toEqual(['README.md', 'notes.md', 'perf-changelog.yaml']);
  });

  it('a benchmark-affecting change between the orphan and the merge commit is refused', async () => {
    w.fake.runs[1]!.head_sha = orphanWithConfig;
    await expect(source(true)).rejects.toThrow(
      `orphaned source commit ${orphanWithConfig.slice(0, 8)} differs from merge commit ${w.merge.slice(0, 8)} in benchmark-affecting paths: configs/extra.yaml; its results do not describe what was merged`,
    );
  });

  it('a commit the remote no longer serves is refused', async () => {
    const gone = 'f'.repeat(40);
    w.fake.runs[1]!.head_sha = gone;
    await expect(source(true)).rejects.toThrow(
      `orphaned source commit ffffffff is no longer served by origin; its artifacts cannot be tied to a commit, so sweep the PR's change again`,
    );
  });

  it('open-pr: the carrier has the orphaned commit as second parent, and the recovery PR lists it', async () => {
    const report = await openRecoveryPr(w.ctx(true), {
      target: TARGET_URL,
      pr: null,
      jobId: null,
      acceptConclusions: [],
      sourceRun: String(SOURCE),
      label: 'full-sweep-fail-fast',
      orphanedSource: true,
    });
    const tip = w.tip(`recovery/reuse-pr-${PR}`)!;
    expect(tip).toBe(report.carrier_sha);
    expect(git(w.bare, 'rev-list', '--parents', '-n', '1', tip).split(' ').slice(1)).toEqual([
      report.recovery_sha,
      orphan,
    ]);
    w.log();
    expect(w.fake.pullCommits[report.recovery_pr!]).toContain(orphan);
    expect(w.lines).toContain(
      `✓ source run ${SOURCE} (success), head ${orphan.slice(0, 8)}, orphaned by a force-push, no benchmark-affecting change up to the merge`,
    );
  });
});

describe('recover-ingest check-source (CLI) with an orphaned source', () => {
  const cli = (args: string[]) =>
    runCliAsync(['recover-ingest', ...args, '--repo', REPO], {
      cwd: w.user,
      isolatedEnv: true,
      env: { GITHUB_API_URL: w.gh.url, GH_TOKEN: 't', SWEEPKIT_GITHUB_RETRIES: '0' },
    });

  it('refused without the flag (exit 1, naming it); accepted with it in one command', async () => {
    const pinned = ['check-source', '--pr', String(PR), '--source-run', String(SOURCE)];
    const refused = await cli(pinned);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('rerun with --orphaned-source (and --source-run)');
    const accepted = await cli([...pinned, '--orphaned-source']);
    expect([accepted.code, accepted.stderr]).toEqual([0, '']);
    expect(accepted.stdout.split('\n')[0]).toBe(
      `source run ${SOURCE} (attempt 1, success), head ${orphan.slice(0, 8)}, ORPHANED: no longer in PR #${PR} (head ${w.prHead.slice(0, 8)}), still served by the remote`,
    );
    expect(accepted.stdout).toContain('drift from the source commit to the merge commit:');
  });

  it('--orphaned-source without --source-run is a usage error before any request', async () => {
    const result = await cli(['check-source', '--pr', String(PR), '--orphaned-source']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      '--orphaned-source needs --source-run ID (the run of the orphaned commit)',
    );
    expect(w.gh.requests).toEqual([]);
  });
});
