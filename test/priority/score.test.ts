import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SweepkitError } from '../../shared/errors.js';
import { annotatePriority } from '../../shared/priority/annotate.js';
import { parsePriorityPolicy, type PriorityPolicy } from '../../shared/priority/policy.js';
import { scoreEntry } from '../../shared/priority/score.js';
import { supportedCriteria } from '../../shared/priority/criteria.js';
import { describeWithSharedMaterial, fixturesDir, sharedMaterialDir } from '../helpers/paths.js';

const dir = join(fixturesDir, 'priority');
const loadPolicy = (name: string): Promise<PriorityPolicy> =>
  parsePriorityPolicy(readFileSync(join(dir, name), 'utf8'), name);
// Loaded once, before the tables are built (the parser loads the yaml package on demand).
const ciPolicy = await loadPolicy('ci-priority.yaml');
const testPolicy = await loadPolicy('test-policy.yaml');

interface ScoreCase {
  name: string;
  entry?: Record<string, unknown>;
  args: { eventName?: string; labels?: string[] | null; criteria?: string[] | null; prNumber?: number };
  priority: string;
  skipQueuePr?: number;
}
const scores = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8')) as {
  dsr1: Record<string, unknown>;
  cases: ScoreCase[];
};
const testPolicyCases = (
  JSON.parse(readFileSync(join(dir, 'test-policy-cases.json'), 'utf8')) as { cases: ScoreCase[] }
).cases;

function annotateOne(policy: PriorityPolicy, c: ScoreCase, entry: Record<string, unknown>) {
  const [row] = annotatePriority([entry], { policy, queueNamespace: '1:1', ...c.args });
  return row as Record<string, unknown>;
}

describe('priority score (worked scores and reference expectations)', () => {
  const policy = ciPolicy;
  it.each(scores.cases)('$name → $priority', (c) => {
    const row = annotateOne(policy, c, c.entry ?? scores.dsr1);
    expect(row.priority).toBe(c.priority);
    if (c.skipQueuePr === undefined) expect(row).not.toHaveProperty('skip-queue-pr');
    else expect(row['skip-queue-pr']).toBe(c.skipQueuePr);
  });
});

describe('priority score with a test policy (non-zero eval-only, rounding)', () => {
  const policy = testPolicy;
  it.each(testPolicyCases)('$name → $priority', (c) => {
    expect(annotateOne(policy, c, c.entry!).priority).toBe(c.priority);
  });
});

describe('criteria validation', () => {
  const policy = ciPolicy;
  const context = { policy, eventName: 'pull_request', labels: [] };

  it('names the unknown criteria sorted, as a Python list', () => {
    expect(() => scoreEntry(scores.dsr1, { ...context, criteria: ['zeta', 'bogus', 'sglang'] })).toThrow(
      "Unknown CI priority criteria: ['bogus', 'zeta']",
    );
  });

  it('is a SweepkitError that lists the supported criteria as the fix', () => {
    let caught: unknown;
    try {
      scoreEntry(scores.dsr1, { ...context, criteria: ['bogus'] });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SweepkitError);
    expect((caught as SweepkitError).issues[0]!.hint).toContain('checklist-complete');
  });

  it('is lazy: no runnable entry, no error', () => {
    expect(annotatePriority({ a: 1 }, { policy, criteria: ['bogus'] })).toEqual({ a: 1 });
  });

  it('supports exactly the 21 values of the classifier vocabulary', () => {
    expect(supportedCriteria(policy).sort()).toEqual(
      [
        'multi-node',
        'agentic',
        'eval-only',
        'checklist-complete',
        'patchwork',
        'fp4',
        'mtp',
        'eagle',
        'eagle3',
        'sglang',
        'vllm',
        'dynamo-sglang',
        'dynamo-vllm',
        'kimik3',
        'glm5',
        'glm5.1',
        'kimik2.5',
        'dsv4',
        'minimaxm3',
        'qwen3.5',
        'dsr1',
      ].sort(),
    );
  });
});

describe('framework-prefix order', () => {
  it('the first matching key in file order applies, even when a later key is longer', async () => {
    const text = readFileSync(join(dir, 'ci-priority.yaml'), 'utf8').replace(
      /framework-prefix:\n(?: {4}.*\n)+/,
      'framework-prefix:\n    dynamo: 0.25\n    dynamo-sglang: 2.0\n',
    );
    const policy = await parsePriorityPolicy(text, 'order.yaml');
    const entry = { runner: 'x', framework: 'dynamo-sglang' };
    expect(scoreEntry(entry, { policy, eventName: '', labels: [], criteria: null })).toBe('1.250');
  });
});

describeWithSharedMaterial('the reference policy file', () => {
  it('parses and scores the dsr1 row 2.250 on a PR', async () => {
    const file = join(sharedMaterialDir, 'parity', 'data', 'configs', 'ci-priority.yaml');
    const policy = await parsePriorityPolicy(readFileSync(file, 'utf8'), file);
    expect(scoreEntry(scores.dsr1, { policy, eventName: 'pull_request', labels: [], criteria: null })).toBe(
      '2.250',
    );
    expect(supportedCriteria(policy)).toHaveLength(21);
  });
});
