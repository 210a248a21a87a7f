/**
 * A merge GitHub did not record: the merge commit of PR 42 changed the changelog, but no push
 * run of run-sweep.yml exists for it. `open-pr --merge-sha` takes the merge commit as the target
 * and opens the same recovery PR as for a failed run; with a push run it points at --target.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { openRecoveryPr } from '../../shared/ops/recover/open-pr.js';
import { git } from './world.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { createRecoveryWorld, PR, REPO, SOURCE, TARGET, type RecoveryWorld } from './recover-world.js';

jest.setTimeout(120_000);

let w: RecoveryWorld;
beforeAll(async () => {
  w = await createRecoveryWorld();
});
afterAll(() => w.close());
beforeEach(() => {
  w.reset();
  w.fake.runs = w.fake.runs.filter((r) => r.id !== TARGET);
});

const openPr = (send: boolean) =>
  openRecoveryPr(w.ctx(send), {
    target: null,
    pr: null,
    mergeSha: w.merge,
    jobId: null,
    acceptConclusions: [],
    sourceRun: String(SOURCE),
    label: 'full-sweep-fail-fast',
  });

describe('recover-ingest open-pr --merge-sha (no push run at all)', () => {
  it('dry run: the merge is the target, the plan, nothing written', async () => {
    const report = await openPr(false);
    expect(report).toMatchObject({ target_run_id: null, pr_number: PR, source_run_id: SOURCE, sent: false });
    expect(w.lines[0]).toBe(
      `✓ merge ${w.merge.slice(0, 8)} of PR #${PR} has no push run of run-sweep.yml (GitHub did not record the merge)`,
    );
    expect(w.writes()).toEqual([]);
  });

  it('sends: the recovery PR and the carrier with the source commit as second parent', async () => {
    const report = await openPr(true);
    const tip = w.tip(`recovery/reuse-pr-${PR}`)!;
    expect(git(w.bare, 'rev-list', '--parents', '-n', '1', tip).split(' ').slice(1)).toEqual([
      report.recovery_sha,
      w.prHead,
    ]);
    expect(w.writes()).toContain('POST /pulls');
  });

  it('a merge that has a push run is recovered through --target', async () => {
    w.reset();
    await expect(openPr(false)).rejects.toThrow(
      `merge ${w.merge.slice(0, 8)} has push run ${TARGET} of run-sweep.yml; recover with --target ${TARGET} instead of --merge-sha`,
    );
  });
});

describe('recover-ingest open-pr --merge-sha (CLI)', () => {
  it('prints the plan for a merge without a push run; a short SHA is a usage error', async () => {
    const cli = (args: string[]) =>
      runCliAsync(['recover-ingest', 'open-pr', ...args, '--repo', REPO], {
        cwd: w.user,
        isolatedEnv: true,
        env: { GITHUB_API_URL: w.gh.url, GH_TOKEN: 't', SWEEPKIT_GITHUB_RETRIES: '0' },
      });
    const plan = await cli(['--merge-sha', w.merge, '--source-run', String(SOURCE)]);
    expect([plan.code, plan.stderr]).toEqual([0, '']);
    expect(plan.stdout.split('\n')[0]).toBe(
      `✓ merge ${w.merge.slice(0, 8)} of PR #${PR} has no push run of run-sweep.yml (GitHub did not record the merge)`,
    );
    expect(w.writes()).toEqual([]);
    const short = await cli(['--merge-sha', w.merge.slice(0, 8), '--source-run', String(SOURCE)]);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain(
      `--merge-sha must be a full 40-hex commit SHA, got '${w.merge.slice(0, 8)}'`,
    );
  });
});
