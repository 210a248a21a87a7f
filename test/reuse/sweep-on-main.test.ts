/**
 * `/sweep-on-main` in the reuse gate: as the newest authorized command it withdraws reuse on main
 * and on a PR push; a newer `/reuse-sweep-run` authorizes again (through the reuse-gate action).
 */
import { describe, expect, it } from '@jest/globals';
import { comment, pr7, pullRequestEvent, pushToMain, withFake } from './scenario.js';

describe('/sweep-on-main in the reuse gate', () => {
  it.concurrent('newest: the push to main sweeps instead of reusing, and says who asked', () =>
    withFake(async (gh) => {
      const reuse = comment('MEMBER', '/reuse-sweep-run 555');
      const ask = comment('OWNER', '/sweep-on-main');
      pr7(gh, { comments: [reuse, ask] });
      const result = await pushToMain(gh);
      expect(result.code).toBe(0);
      expect(result.outputs['reuse-enabled']).toBe('false');
      expect(result.outputs['reuse-reason']).toBe(
        `PR #7 asked to sweep again on main (/sweep-on-main by ${ask.user!.login})`,
      );
    }),
  );

  it.concurrent('newest on a PR push: the PR sweep is not skipped', () =>
    withFake(async (gh) => {
      pr7(gh, {
        mergedAt: null,
        comments: [comment('MEMBER', '/reuse-sweep-run'), comment('OWNER', '/sweep-on-main')],
      });
      const result = await pullRequestEvent(gh, 'sync-gate', 'synchronize');
      expect(result.code).toBe(0);
      expect(result.outputs['skip-pr-sweep']).toBe('false');
    }),
  );

  it.concurrent('a newer /reuse-sweep-run authorizes reuse again', () =>
    withFake(async (gh) => {
      pr7(gh, { comments: [comment('OWNER', '/sweep-on-main'), comment('MEMBER', '/reuse-sweep-run 555')] });
      const result = await pushToMain(gh);
      expect(result.outputs['reuse-enabled']).toBe('true');
      expect(result.outputs['reuse-source-run-id']).toBe('555');
    }),
  );
});
