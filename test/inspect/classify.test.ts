/** The classification rules, one scenario per class and per "unknown" reason (pure, table-driven). */
import {
  classify,
  classifyRefusal,
  replacementRun,
  type ClassifyInput,
} from '../../shared/ops/inspect/classify.js';
import type { Job, RunHeader } from '../../shared/ops/inspect/schemas.js';
import { DEFAULT_SIGNATURES, mergeSignatures } from '../../shared/ops/inspect/signatures.js';
import { job, run } from './world.js';

function input(over: Partial<ClassifyInput> & { jobs: Job[] }): ClassifyInput {
  return {
    run: run({ id: 100 }) as RunHeader,
    attempt: 1,
    earlierAttempts: [],
    annotations: {},
    signatures: DEFAULT_SIGNATURES,
    ...over,
  };
}

const failing = (name: string, step = 'Run benchmark', over: Partial<Job> = {}) =>
  job(10, name, 'failure', [[step, 'failure']], over) as Job;

describe('classify: one scenario per class', () => {
  it.each<[string, Partial<ClassifyInput> & { jobs: Job[] }, string, RegExp]>([
    [
      'check-changelog failure',
      { jobs: [failing('check-changelog', 'Validate')] },
      'policy-gate',
      /gate job 10/,
    ],
    [
      'setup failing at the reuse step',
      { jobs: [failing('setup', 'Check reuse authorization')] },
      'policy-gate',
      /reuse authorization/,
    ],
    [
      'conflicting sweep labels annotation on any job',
      {
        jobs: [failing('sweep-single-node-1k1k / benchmark (h100)')],
        annotations: { 10: [{ message: 'conflicting sweep labels: full-sweep-enabled and evals-only' }] },
      },
      'policy-gate',
      /conflicting sweep labels/,
    ],
    [
      'runner lost annotation',
      {
        jobs: [failing('sweep-single-node-1k1k / benchmark (h100)')],
        annotations: {
          10: [{ message: 'The self-hosted runner: gpu-1 lost communication with the server.' }],
        },
      },
      'runner-infrastructure',
      /lost communication/,
    ],
    [
      'no runner assigned',
      { jobs: [failing('sweep-single-node-1k1k / benchmark (h100)', 'Run benchmark', { runner_name: '' })] },
      'runner-infrastructure',
      /runner_name empty/,
    ],
    [
      'checkout step failed',
      { jobs: [failing('collect-results', 'Checkout repository')] },
      'runner-infrastructure',
      /runner\/toolkit step/,
    ],
    [
      'OOM annotation',
      {
        jobs: [failing('canary-sweep / benchmark')],
        annotations: { 10: [{ message: 'CUDA out of memory. Tried to allocate' }] },
      },
      'configuration-runtime',
      /out of memory/,
    ],
    [
      'same failure in attempts 1 and 2',
      {
        run: run({ id: 100, run_attempt: 2 }) as RunHeader,
        attempt: 2,
        jobs: [failing('sweep-single-node-1k1k / benchmark (h100)', 'Run benchmark', { run_attempt: 2 })],
        earlierAttempts: [[failing('sweep-single-node-1k1k / benchmark (h100)')]],
        annotations: { 10: [] },
      },
      'configuration-runtime',
      /reproduced: attempt 1/,
    ],
    [
      'log tail with a Traceback (--logs)',
      {
        jobs: [failing('get-jobs', 'Generate matrix')],
        annotations: { 10: [] },
        logs: { 10: ['Traceback (most recent call last):'] },
      },
      'configuration-runtime',
      /Traceback/,
    ],
    [
      'cancelled run plus a newer run in the same PR',
      {
        run: run({ id: 100, conclusion: 'cancelled' }) as RunHeader,
        jobs: [job(10, 'setup', 'success') as Job, job(11, 'sweep-evals / eval', 'cancelled') as Job],
        groupRuns: [run({ id: 101, created_at: '2026-05-13T11:00:30Z' }) as RunHeader],
      },
      'superseded',
      /newer run 101/,
    ],
  ])('%s', (_, over, cls, evidence) => {
    const result = classify(input(over));
    expect(result.class).toBe(cls);
    expect(result.evidence.join('\n')).toMatch(evidence);
    expect(result.reason).toBeUndefined();
  });
});

describe('classify: one scenario per unknown reason', () => {
  it.each<[string, Partial<ClassifyInput> & { jobs: Job[] }, string]>([
    [
      'bare workload failure',
      { jobs: [failing('sweep-evals / eval (mi300x)')], annotations: { 10: [] } },
      'no-signature',
    ],
    [
      'timed out without a signature',
      {
        jobs: [job(10, 'sweep-evals / eval', 'timed_out', [['Run eval', 'cancelled']]) as Job],
        annotations: { 10: [] },
      },
      'timed-out',
    ],
    [
      'cancelled run alone',
      {
        run: run({ id: 100, conclusion: 'cancelled' }) as RunHeader,
        jobs: [job(11, 'sweep-evals / eval', 'cancelled') as Job],
        groupRuns: [],
      },
      'cancelled-no-replacement',
    ],
    [
      'annotations expired and no other evidence',
      { jobs: [failing('sweep-evals / eval')], annotations: { 10: { unavailable: true, status: 410 } } },
      'evidence-unavailable',
    ],
    [
      'failure conclusion without a failed job',
      { jobs: [job(10, 'setup', 'success') as Job] },
      'no-failed-job',
    ],
  ])('%s', (_, over, reason) => {
    const result = classify(input(over));
    expect(result.class).toBe('unknown');
    expect(result.reason?.code).toBe(reason);
    expect(result.reason?.message).not.toBe('');
  });
});

describe('classify: first failure and fail-fast siblings', () => {
  it('takes the earliest failure and counts the later cancellations of its family', () => {
    const family = 'sweep-single-node-1k1k / benchmark';
    const jobs = [
      job(10, `${family} (a)`, 'failure', [['Run benchmark', 'failure']], {
        completed_at: '2026-05-13T10:20:00Z',
      }),
      ...[11, 12, 13, 14, 15].map((id) =>
        job(id, `${family} (${id})`, 'cancelled', [['Run benchmark', 'cancelled']], {
          completed_at: '2026-05-13T10:21:00Z',
        }),
      ),
      job(16, 'sweep-evals / eval', 'failure', [['Run eval', 'failure']], {
        completed_at: '2026-05-13T10:30:00Z',
      }),
    ] as Job[];
    const result = classify(
      input({ jobs, annotations: { 10: [{ message: 'NCCL error: unhandled system error' }] } }),
    );
    expect(result.first_failure?.id).toBe(10);
    expect(result.fail_fast_siblings).toBe(5);
    expect(result.class).toBe('configuration-runtime');
  });

  it('a canary failure with skipped downstream jobs is the first failure', () => {
    const jobs = [
      job(10, 'canary-sweep / benchmark', 'failure', [['Run benchmark', 'failure']]),
      job(11, 'sweep-single-node-1k1k / benchmark', 'skipped', []),
    ] as Job[];
    const result = classify(input({ jobs, annotations: { 10: [] } }));
    expect(result.first_failure).toMatchObject({
      id: 10,
      name: 'canary-sweep / benchmark',
      step: 'Run benchmark',
    });
    expect(result.class).toBe('unknown');
  });

  it('policy wins over runner signatures (precedence)', () => {
    const result = classify(
      input({
        jobs: [failing('reuse-sweep-gate', 'Set up job')],
        annotations: { 10: [{ message: 'ECONNRESET' }] },
      }),
    );
    expect(result.class).toBe('policy-gate');
  });
});

describe('classify refusals and helpers', () => {
  it.each([
    [{ status: 'in_progress', conclusion: null }, /is not completed; classify after it finishes/],
    [{ status: 'completed', conclusion: 'success' }, /no failure to classify/],
  ])('refuses %o', (over, message) => {
    expect(classifyRefusal(run({ id: 5, ...over }) as RunHeader)).toMatch(message);
  });

  it('a newer run later than the grace period is not the replacement', () => {
    const old = run({
      id: 1,
      created_at: '2026-05-13T10:00:00Z',
      updated_at: '2026-05-13T10:10:00Z',
    }) as RunHeader;
    expect(
      replacementRun(old, [run({ id: 2, created_at: '2026-05-13T10:11:01Z' }) as RunHeader]),
    ).toBeUndefined();
    expect(replacementRun(old, [run({ id: 2, created_at: '2026-05-13T10:11:00Z' }) as RunHeader])?.id).toBe(
      2,
    );
  });
});

describe('failure signatures file', () => {
  it('replaces the list of a class it names and keeps the others', () => {
    const merged = mergeSignatures(
      { 'runner-infrastructure': ['/disk quota/'] },
      'configs/failure-signatures.yaml',
    );
    expect(merged['runner-infrastructure']).toEqual(['/disk quota/']);
    expect(merged['configuration-runtime']).toBe(DEFAULT_SIGNATURES['configuration-runtime']);
    const result = classify(
      input({
        jobs: [failing('sweep-evals / eval')],
        annotations: { 10: [{ message: 'Disk quota exceeded' }] },
        signatures: merged,
      }),
    );
    expect(result.class).toBe('runner-infrastructure');
  });

  it.each([
    [{ 'runner-infra': ['x'] }, /configs\/failure-signatures.yaml/],
    [{ 'policy-gate': 'not a list' }, /policy-gate/],
    [{ 'policy-gate': ['/(/'] }, /invalid regular expression/],
  ])('rejects %o naming the file and key', (data, message) => {
    expect(() => mergeSignatures(data, 'configs/failure-signatures.yaml')).toThrow(message);
  });
});
