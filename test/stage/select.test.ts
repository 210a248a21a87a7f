import { describe, expect, it } from '@jest/globals';
import { LabelHistory } from '../../shared/stage/label-history.js';
import { workflowPath } from '../../shared/stage/names.js';
import { rejectBeforeArtifacts, rejectByArtifacts, type StageContext } from '../../shared/stage/rules.js';
import { selectLatestStageableRun, validatePinnedStageRun } from '../../shared/stage/select.js';
import { loadStageCases } from './fixture.js';

describe('stageable-run selection over the fixture scenarios', () => {
  it.each(loadStageCases())('$name', async (c) => {
    const context: StageContext = {
      prNumber: c.prNumber,
      prCommits: new Set(c.commits),
      labels: new LabelHistory(c.timeline),
      workflowPath: workflowPath('run-sweep.yml'),
    };
    const calls: number[] = [];
    const artifactsOf = async (id: number) => {
      calls.push(id);
      return c.artifacts[String(id)] ?? [];
    };
    const select = () =>
      c.pinned !== undefined
        ? validatePinnedStageRun(
            c.runs.find((r) => r.id === c.pinned)!,
            context,
            'alice',
            artifactsOf,
          )
        : selectLatestStageableRun(c.runs, context, 'alice', artifactsOf);
    if (c.expect.error) {
      await expect(select()).rejects.toThrow(c.expect.error);
    } else {
      const selection = await select();
      expect(selection.outputs).toEqual(c.expect.outputs);
      expect(selection.rejected).toEqual(c.expect.rejected);
    }
    expect(calls).toEqual(c.expect.artifactCalls);
  });
});

describe('rule order (the first failing rule gives the reason)', () => {
  const context: StageContext = {
    prNumber: 7,
    prCommits: new Set(['a1']),
    labels: new LabelHistory([]),
    workflowPath: '.github/workflows/run-sweep.yml',
  };
  it.each([
    [
      { id: 1, path: '.github/workflows/x.yml', head_sha: 'zz', status: 'queued' },
      'not a pull-request run of run-sweep.yml',
    ],
    [
      {
        id: 1,
        path: '.github/workflows/run-sweep.yml',
        event: 'pull_request',
        head_sha: 'zz',
        status: 'queued',
      },
      'its head commit is not in the PR commit list',
    ],
    [
      {
        id: 1,
        path: '.github/workflows/run-sweep.yml',
        event: 'pull_request',
        head_sha: 'a1',
        status: 'queued',
      },
      'it was not created while a full-sweep label was applied',
    ],
  ])('%j -> %s', (run, reason) => {
    expect(rejectBeforeArtifacts(run, context, true)).toBe(reason);
  });

  it.each([
    [[], 'it has no unexpired changelog-metadata artifact'],
    [
      [{ name: 'changelog-metadata', expired: true }, { name: 'results_bmk' }],
      'it has no unexpired changelog-metadata artifact',
    ],
    [
      [{ name: 'changelog-metadata' }, { name: 'results_bmk_extra' }],
      'it has no unexpired benchmark result artifacts',
    ],
    [[{ name: 'changelog-metadata' }, { name: 'eval_results_all', expired: null }], undefined],
    [[{ name: 'changelog-metadata' }, { name: 'bmk_agentic_' }], undefined],
  ])('artifacts %j -> %s', (artifacts, reason) => {
    expect(rejectByArtifacts(artifacts)).toBe(reason);
  });
});
