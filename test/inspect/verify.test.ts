/** The post-merge checklist (pure): the worked cases, each check's unknown and fail paths, the verdict. */
import type { AttributedArtifact } from '../../shared/ops/inspect/attempts.js';
import type { Job, RunHeader } from '../../shared/ops/inspect/schemas.js';
import { expectationFromComments, verify, type VerifyInput } from '../../shared/ops/inspect/verify.js';
import { artifact, job, run } from './world.js';

const SHA = '9f8e7d6c'.padEnd(40, '0');
const GONE = { unavailable: true, status: 410 } as const;

function arts(list: [number, string, number][]): AttributedArtifact[] {
  return list.map(([id, name, attempt]) => ({
    ...(artifact(id, name, '2026-05-13T10:30:00Z') as unknown as AttributedArtifact),
    attempt,
  }));
}

/** A fully verified normal fixed-sequence merge run 123 (no reuse). */
function normal(over: Partial<VerifyInput> = {}): VerifyInput {
  const r = run({
    id: 123,
    event: 'push',
    head_branch: 'main',
    head_sha: SHA,
    conclusion: 'success',
    pull_requests: [],
  }) as RunHeader;
  const jobs = [
    job(1, 'setup', 'success', [['Decide reuse', 'success']]),
    job(2, 'sweep-single-node-1k1k / benchmark (h100)', 'success'),
    job(3, 'upload-changelog-metadata', 'success', [['Upload', 'success']]),
    job(4, 'trigger-ingest', 'success', [['Dispatch', 'success']]),
    job(5, 'trigger-agentic-ingest', 'skipped', []),
  ] as Job[];
  const own = arts([
    [10, 'changelog-metadata', 1],
    [11, 'results_bmk', 1],
    [12, 'run-stats', 1],
  ]);
  return {
    run: r,
    attempts: [
      { run_attempt: 1, status: 'completed', conclusion: 'success', run_started_at: '2026-05-13T10:00:00Z' },
    ],
    jobs,
    mergedPulls: [4242],
    commit: { sha: SHA, files: [{ filename: 'perf-changelog.yaml' }] },
    pushRuns: [r],
    reuse: { enabled: false, sourceRunId: undefined },
    dispatches: {
      'trigger-ingest': {
        eventType: 'ingest-results',
        sourceRunId: 123,
        mergeRunId: 123,
        databaseTarget: undefined,
      },
    },
    artifacts: own,
    ownerArtifacts: own,
    expectation: { kind: 'no-reuse' },
    family: undefined,
    downstream: { kind: 'runs', appRepo: 'o/r-app', runs: [] },
    ...over,
  };
}

const results = (input: VerifyInput) => Object.fromEntries(verify(input).checks.map((c) => [c.id, c.result]));

const appRun = (id: number, source: number, merge: number, conclusion = 'success') => ({
  id,
  attempt: 1,
  status: 'completed',
  conclusion,
  ids: { source, merge, sourceLine: `Source run: ${source}`, mergeLine: `Merge run: ${merge}` },
});

describe('worked cases', () => {
  it('normal run without app evidence: every check passes but V8, dispatch accepted, not verified', () => {
    const v = verify(normal());
    expect(results(normal())).toEqual({
      V1: 'pass',
      V2: 'pass',
      V3: 'pass',
      V4: 'pass',
      V5: 'pass',
      V6: 'pass',
      V7: 'pass',
      V8: 'unknown',
    });
    expect(v.verdict).toBe('not-verified');
    expect(v.seen).toBe(
      'Dispatch accepted by GitHub; publication not verified (no matching results app run)',
    );
    expect(v.pr_number).toBe(4242);
  });

  it('normal run with the matching app run: published, and says so', () => {
    const v = verify(
      normal({ downstream: { kind: 'runs', appRepo: 'o/r-app', runs: [appRun(900, 123, 123)] } }),
    );
    expect(v.verdict).toBe('published');
    expect(v.seen).toMatch(/^verified publication/);
    expect(v.checks.find((c) => c.id === 'V8')?.evidence).toMatchObject({ app_run_id: 900, attempt: 1 });
  });

  it('reused fixed-sequence run: source 555 owns the artifacts, payload 555/123', () => {
    const input = normal({
      jobs: (normal().jobs as Job[]).map((j) =>
        j.name.startsWith('sweep-') ? { ...j, conclusion: 'skipped' } : j,
      ),
      reuse: { enabled: true, sourceRunId: 555 },
      expectation: { kind: 'source', runId: 555 },
      dispatches: {
        'trigger-ingest': {
          eventType: 'ingest-results',
          sourceRunId: 555,
          mergeRunId: 123,
          databaseTarget: undefined,
        },
      },
      artifacts: arts([[10, 'changelog-metadata', 1]]),
      ownerArtifacts: arts([
        [20, 'results_bmk', 1],
        [21, 'run-stats', 1],
      ]),
    });
    expect(results(input)).toMatchObject({ V3: 'pass', V5: 'pass', V7: 'pass', V8: 'unknown' });
    expect(verify(input).checks.find((c) => c.id === 'V7')?.summary).toMatch(/^run 555: results_bmk/);
  });

  it('reused agentic run: ingest-agentic-results 555/123 production', () => {
    const base = normal();
    const jobs = (base.jobs as Job[]).map((j) =>
      j.name === 'trigger-ingest'
        ? { ...j, conclusion: 'skipped' }
        : j.name === 'trigger-agentic-ingest'
          ? { ...j, conclusion: 'success' }
          : j.name.startsWith('sweep-')
            ? { ...j, conclusion: 'skipped' }
            : j,
    );
    const input = normal({
      jobs,
      reuse: { enabled: true, sourceRunId: 555 },
      expectation: { kind: 'source', runId: 555 },
      dispatches: {
        'trigger-agentic-ingest': {
          eventType: 'ingest-agentic-results',
          sourceRunId: 555,
          mergeRunId: 123,
          databaseTarget: 'production',
        },
      },
      ownerArtifacts: arts([[30, 'bmk_agentic_dsr1', 1]]),
    });
    expect(results(input)).toMatchObject({ V3: 'pass', V5: 'pass', V7: 'pass' });
  });

  it('forgotten reuse with --expect-source 555: V3 and V5 fail, verdict failed', () => {
    const input = normal({ expectation: { kind: 'source', runId: 555 } });
    const v = verify(input);
    expect(results(input)).toMatchObject({ V3: 'fail', V5: 'pass' });
    expect(v.verdict).toBe('failed');
  });

  it('mixed run where neither trigger ran: V5 fails', () => {
    const jobs = (normal().jobs as Job[]).map((j) =>
      j.name === 'trigger-ingest' ? { ...j, conclusion: 'skipped' } : j,
    );
    expect(results(normal({ jobs, dispatches: {} })).V5).toBe('fail');
  });
});

describe('each check', () => {
  it('a merge that did not touch the changelog: V2 fails, all later checks unknown, verdict failed', () => {
    const v = verify(normal({ commit: { sha: SHA, files: [{ filename: 'README.md' }] } }));
    expect(results(normal({ commit: { sha: SHA, files: [{ filename: 'README.md' }] } }))).toEqual({
      V1: 'pass',
      V2: 'fail',
      V3: 'unknown',
      V4: 'unknown',
      V5: 'unknown',
      V6: 'unknown',
      V7: 'unknown',
      V8: 'unknown',
    });
    expect(v.checks[1]!.summary).toMatch(/run-sweep.yml is not expected for this merge/);
    expect(v.verdict).toBe('failed');
  });

  it('setup log expired: V3 unknown, verdict not verified even when the rest passes', () => {
    const v = verify(
      normal({
        reuse: GONE,
        downstream: { kind: 'runs', appRepo: 'o/r-app', runs: [appRun(900, 123, 123)] },
      }),
    );
    expect(v.checks.find((c) => c.id === 'V3')).toMatchObject({
      result: 'unknown',
      summary: expect.stringMatching(/HTTP 410/),
    });
    expect(v.verdict).toBe('not-verified');
  });

  it('reuse enabled but a benchmark job ran: V3 fails', () => {
    const v = verify(
      normal({ reuse: { enabled: true, sourceRunId: 555 }, expectation: { kind: 'source', runId: 555 } }),
    );
    expect(v.checks.find((c) => c.id === 'V3')?.summary).toMatch(/but benchmark job 2 .* ran/);
  });

  it('two attempts (1 failed, 2 succeeded), metadata from attempt 1: V6 lists both, V4 passes with attempt 1', () => {
    const input = normal({
      run: { ...normal().run, run_attempt: 2 },
      attempts: [
        { run_attempt: 1, conclusion: 'failure', run_started_at: '2026-05-13T10:00:00Z' },
        { run_attempt: 2, conclusion: 'success', run_started_at: '2026-05-13T11:00:00Z' },
      ],
    });
    const v = verify(input);
    expect(v.checks.find((c) => c.id === 'V6')).toMatchObject({
      result: 'pass',
      summary: 'attempt 1 failure, attempt 2 success',
    });
    expect(v.checks.find((c) => c.id === 'V4')).toMatchObject({
      result: 'pass',
      summary: 'changelog-metadata id 10, attempt 1',
    });
  });

  it('app repository not readable: V8 unknown with the reason, never pass on the dispatch', () => {
    const v = verify(
      normal({
        downstream: {
          kind: 'unreadable',
          reason: 'o/r-app is not readable (HTTP 404); publication not verified',
        },
      }),
    );
    expect(v.checks.find((c) => c.id === 'V8')).toMatchObject({
      result: 'unknown',
      summary: expect.stringMatching(/HTTP 404/),
    });
    expect(v.verdict).toBe('not-verified');
  });

  it('app runs: the newest names other ids (ignored), an older one matches → pass; the match failed → fail', () => {
    const runs = [appRun(902, 999, 998), appRun(901, 123, 123)];
    const v = verify(normal({ downstream: { kind: 'runs', appRepo: 'o/r-app', runs } }));
    expect(v.checks.find((c) => c.id === 'V8')).toMatchObject({
      result: 'pass',
      evidence: expect.objectContaining({ app_run_id: 901, not_matching: [902] }),
    });
    const failed = verify(
      normal({ downstream: { kind: 'runs', appRepo: 'o/r-app', runs: [appRun(901, 123, 123, 'failure')] } }),
    );
    expect(failed.checks.find((c) => c.id === 'V8')?.result).toBe('fail');
  });

  it.each<[string, Partial<VerifyInput>, string, string]>([
    ['wrong event', { run: { ...normal().run, event: 'pull_request' } }, 'V1', 'fail'],
    ['two merged PRs', { mergedPulls: [1, 2] }, 'V1', 'fail'],
    ['PR lookup gone', { mergedPulls: { unavailable: true, status: 404 } }, 'V1', 'unknown'],
    ['not the push run of the merge', { pushRuns: [] }, 'V2', 'fail'],
    [
      '300 files and no changelog',
      { commit: { sha: SHA, files: Array.from({ length: 300 }, (_, i) => ({ filename: `f${i}` })) } },
      'V2',
      'unknown',
    ],
    ['no expectation', { expectation: undefined }, 'V3', 'unknown'],
    ['no metadata artifact', { artifacts: arts([[11, 'results_bmk', 1]]) }, 'V4', 'fail'],
    [
      'metadata attempt unknown',
      { artifacts: [{ ...arts([[10, 'changelog-metadata', 1]])[0]!, attempt: undefined }] },
      'V4',
      'unknown',
    ],
    [
      'payload merge id wrong',
      {
        dispatches: {
          'trigger-ingest': {
            eventType: 'ingest-results',
            sourceRunId: 123,
            mergeRunId: 1,
            databaseTarget: undefined,
          },
        },
      },
      'V5',
      'fail',
    ],
    ['trigger log expired', { dispatches: { 'trigger-ingest': GONE } }, 'V5', 'unknown'],
    ['plan says agentic but trigger-ingest ran', { family: 'agentic' }, 'V5', 'fail'],
    ['still running', { run: { ...normal().run, status: 'in_progress', conclusion: null } }, 'V6', 'unknown'],
    ['run failed', { run: { ...normal().run, conclusion: 'failure' } }, 'V6', 'fail'],
    ['run-stats missing', { ownerArtifacts: arts([[11, 'results_bmk', 1]]) }, 'V7', 'fail'],
    ['no aggregate to infer the plan', { ownerArtifacts: [] }, 'V7', 'unknown'],
    ['--no-downstream', { downstream: { kind: 'skipped' } }, 'V8', 'unknown'],
  ])('%s → %s %s', (_, over, id, result) => {
    expect(results(normal(over))[id]).toBe(result);
  });
});

describe('expectation from the PR comments', () => {
  const comment = (
    id: number,
    body: string,
    association = 'MEMBER',
    at = `2026-05-13T1${id % 10}:00:00Z`,
  ) => ({
    id,
    body,
    author_association: association,
    created_at: at,
    user: { login: 'u' },
  });
  it.each<[string, ReturnType<typeof comment>[], object]>([
    [
      'pinned',
      [comment(1, '/reuse-sweep-run 555')],
      { kind: 'source', runId: 555, from: 'pinned comment 1' },
    ],
    [
      'bare',
      [comment(1, '/reuse-sweep-run 555'), comment(2, '/reuse-sweep-run')],
      { kind: 'any-reuse', from: 'comment 2' },
    ],
    ['unauthorized only', [comment(1, '/reuse-sweep-run 555', 'NONE')], { kind: 'no-reuse' }],
    ['none', [], { kind: 'no-reuse', from: 'no authorized reuse comment' }],
  ])('%s', (_, comments, expected) => {
    expect(expectationFromComments(comments)).toMatchObject(expected);
  });
});
