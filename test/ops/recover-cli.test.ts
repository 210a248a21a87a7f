/**
 * The recover-ingest CLI contract, spawned (few cases: the decisions are tested in-process):
 * usage errors before any request, a dry run that prints the plan and sends nothing, a Case A
 * assessment, and a refusal as `ERROR:` on stderr or an `ok: false` JSON document.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { runCliAsync } from '../helpers/run-cli.js';
import {
  APP_RUN,
  createRecoveryWorld,
  REPO,
  SOURCE,
  TARGET,
  TARGET_URL,
  type RecoveryWorld,
} from './recover-world.js';

let w: RecoveryWorld;
beforeAll(async () => {
  w = await createRecoveryWorld();
});
afterAll(() => w.close());
beforeEach(() => w.reset());

const cli = (args: string[]) =>
  runCliAsync(['recover-ingest', ...args, '--repo', REPO], {
    cwd: w.user,
    isolatedEnv: true,
    env: { GITHUB_API_URL: w.gh.url, GH_TOKEN: 't', SWEEPKIT_GITHUB_RETRIES: '0' },
  });

describe('sweepkit recover-ingest (CLI)', () => {
  it('a non-numeric id is a usage error before any request', async () => {
    const result = await cli([
      'redispatch-agentic',
      '--source-run',
      '12a',
      '--merge-run',
      String(TARGET),
      '--send',
    ]);
    expect([result.code, result.stdout]).toEqual([2, '']);
    expect(result.stderr).toContain("--source-run must be an id (ASCII digits), got '12a'");
    // The message, then that step's help, once.
    expect(result.stderr.split('usage: sweepkit recover-ingest redispatch-agentic').length).toBe(2);
    expect(w.gh.requests).toEqual([]);
  });

  it('open-pr without --send prints the plan and changes nothing', async () => {
    const result = await cli(['open-pr', '--target', TARGET_URL, '--source-run', String(SOURCE)]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `→ would label it full-sweep-fail-fast and comment: /reuse-sweep-run ${SOURCE}`,
    );
    expect(w.writes()).toEqual([]);
    expect(w.tip('recovery/reuse-pr-42')).toBeNull();
  }, 120_000);

  it('assess: an app-ingest rerun with the next command; a refusal as JSON', async () => {
    const result = await cli(['assess', TARGET_URL]);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(result.stdout).toContain(
      `next: sweepkit recover-ingest rerun-app-ingest --ingest-run ${APP_RUN} --source-run ${SOURCE} --merge-run ${TARGET} --send`,
    );
    w.fake.runs[0]!.conclusion = 'cancelled';
    const refused = await cli(['assess', TARGET_URL, '--json']);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toEqual({
      ok: false,
      error: { code: 1, message: "target run conclusion is 'cancelled', expected 'failure'", left: null },
    });
  }, 120_000);
});
