import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { startFakeGitHub, type FakeGitHub } from '../fake-github/index.js';
import { loadStageCases, REPOSITORY } from './fixture.js';
import {
  DISPATCH_TOKEN,
  commentEvent,
  effects,
  failure,
  leaksToken,
  runStage,
  seedStageCase,
} from './world.js';

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub();
});
afterEach(async () => {
  await gh.close();
});

const artifactCalls = () =>
  gh
    .calls('GET', `/repos/${REPOSITORY}/actions/runs/`)
    .filter((r) => r.path.endsWith('/artifacts'))
    .map((r) => Number(r.path.split('/')[6]));

describe('reuse-gate/stage over the selection scenarios', () => {
  it.each(loadStageCases())('$name', async (c) => {
    seedStageCase(gh, c);
    const body = c.pinned === undefined ? '/stage-results' : `/stage-results ${c.pinned}`;
    const result = await runStage(gh, commentEvent(body));
    const { comments, dispatches } = effects(gh);
    expect(artifactCalls()).toEqual(c.expect.artifactCalls);
    expect(leaksToken(result)).toBe(false);
    if (c.expect.error) {
      expect(result.code).toBe(1);
      expect(failure(result)).toContain(c.expect.error);
      // As in the reference: an invalid or absent run fails without a PR comment, and nothing is dispatched.
      expect(comments).toEqual([]);
      expect(dispatches).toEqual([]);
      return;
    }
    expect(result.code).toBe(0);
    const outputs = c.expect.outputs!;
    const ack = gh.state.repo(REPOSITORY).comments[7]!.at(-1)!;
    expect(result.outputs).toEqual({ ...outputs, 'comment-id': String(ack.id) });
    expect(comments).toEqual([
      `@alice staging [run ${outputs['run-id']}](${outputs['run-url']}). Existing staged runs will be preserved; a completion link will be posted here.`,
    ]);
    expect(dispatches).toEqual([
      {
        event_type: 'stage-results',
        token: DISPATCH_TOKEN,
        client_payload: {
          'source-repository': REPOSITORY,
          'pr-number': '7',
          'run-id': outputs['run-id'],
          'run-attempt': outputs['run-attempt'],
          'run-date': outputs['run-date'],
          'requested-by': 'alice',
          'comment-id': String(ack.id),
        },
      },
    ]);
    for (const passed of c.expect.rejected ?? [])
      expect(result.summary).toContain(`run ${passed.runId}: ${passed.reason}`);
  });
});
