import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { annotateFamilies } from '../../shared/priority/families.js';
import { annotatePriority, formatAnnotated } from '../../shared/priority/annotate.js';
import { parsePriorityPolicy } from '../../shared/priority/policy.js';
import { queueToken } from '../../shared/priority/queue-token.js';
import { fixturesDir } from '../helpers/paths.js';

const dir = join(fixturesDir, 'priority');
const policy = await parsePriorityPolicy(
  readFileSync(join(dir, 'ci-priority.yaml'), 'utf8'),
  'ci-priority.yaml',
);
const planText = readFileSync(join(dir, 'plan.json'), 'utf8');
type Row = Record<string, unknown>;
type Plan = { single_node: { '8k1k': Row[] }; evals: Row[]; changelog_metadata: Row };

interface TokenCase {
  namespace: string;
  path: string[];
  entry: Row;
  token: string;
  canonical: string;
}
const tokenCases = (
  JSON.parse(readFileSync(join(dir, 'queue-tokens.json'), 'utf8')) as { cases: TokenCase[] }
).cases;

describe('queue token (checked against tokens Python computed)', () => {
  it.each(tokenCases)('$namespace $path', (c) => {
    expect(queueToken(c.namespace, c.path, c.entry)).toBe(c.token);
  });

  it('differs by attempt and by path', () => {
    const [first, otherAttempt, otherPath] = tokenCases;
    expect(new Set([first!.token, otherAttempt!.token, otherPath!.token]).size).toBe(3);
  });
});

describe('annotatePriority on a plan', () => {
  const plan = JSON.parse(planText) as Plan;
  const annotated = annotatePriority(plan, {
    policy,
    eventName: 'pull_request',
    labels: ['full-sweep-enabled', 'skip_queue'],
    queueNamespace: '123:1',
    prNumber: 42,
  });

  it('appends priority, queue-token, skip-queue-pr after the row keys, in that order', () => {
    const row = annotated.single_node['8k1k'][0]!;
    const keys = Object.keys(row);
    expect(keys.slice(0, -3)).toEqual(Object.keys(plan.single_node['8k1k'][0]!));
    expect(keys.slice(-3)).toEqual(['priority', 'queue-token', 'skip-queue-pr']);
    expect(row.priority).toBe('2.250');
    expect(row['skip-queue-pr']).toBe(42);
  });

  it('hashes each row at its own path with the row as received', () => {
    expect(annotated.single_node['8k1k'][1]!['queue-token']).toBe(
      queueToken('123:1', ['single_node', '8k1k', 1], plan.single_node['8k1k'][1]),
    );
    expect(annotated.evals[0]!['queue-token']).toBe(queueToken('123:1', ['evals', 0], plan.evals[0]));
    expect(annotated.evals[0]!['queue-token']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('leaves objects without both runner and framework untouched', () => {
    expect(annotated.changelog_metadata).toEqual(plan.changelog_metadata);
  });

  it('does not modify its input', () => {
    expect(plan).toEqual(JSON.parse(planText));
  });

  it('keeps the position of keys that already exist and replaces their values', () => {
    const again = annotatePriority(annotated, { policy, eventName: 'push', queueNamespace: '123:2' });
    const row = again.single_node['8k1k'][0]!;
    expect(Object.keys(row)).toEqual(Object.keys(annotated.single_node['8k1k'][0]!));
    expect(row.priority).toBe('4.250');
    expect(row['skip-queue-pr']).toBe(42);
  });
});

describe('annotatePriority on a flat matrix', () => {
  it('paths are the list indices', () => {
    const rows = [
      { runner: 'h100', framework: 'trt', conc: 1 },
      { runner: 'h100', framework: 'trt', conc: 2 },
    ];
    const out = annotatePriority(rows, { policy, queueNamespace: '9:1:single' });
    expect(out.map((r) => (r as Row)['queue-token'])).toEqual([
      queueToken('9:1:single', [0], rows[0]),
      queueToken('9:1:single', [1], rows[1]),
    ]);
  });
});

describe('formatAnnotated', () => {
  it('is compact, escapes non-ASCII as lowercase \\u, ends with one newline', () => {
    const text = formatAnnotated({ model: 'é', list: [1, 'Größe → 漢'], n: null, b: true, del: '\u007f' });
    expect(text).toBe(
      '{"model":"\\u00e9","list":[1,"Gr\\u00f6\\u00dfe \\u2192 \\u6f22"],"n":null,"b":true,"del":"\\u007f"}\n',
    );
  });

  it('escapes astral characters as surrogate pairs', () => {
    expect(formatAnnotated(['😀'])).toBe('["\\ud83d\\ude00"]\n');
  });
});

describe('annotateFamilies (e2e family split)', () => {
  const rows: Row[] = [{ runner: 'h200', framework: 'sglang', 'model-prefix': 'dsr1', conc: 4 }];
  it('scores each family under <namespace>:<family> with index paths', () => {
    const out = annotateFamilies(
      { 'single-node-config': rows, 'eval-config': rows },
      { policy, eventName: 'workflow_dispatch', queueNamespace: '7:2' },
    );
    expect(out['single-node-config']![0]!['queue-token']).toBe(queueToken('7:2:single', [0], rows[0]));
    expect(out['eval-config']![0]!['queue-token']).toBe(queueToken('7:2:eval', [0], rows[0]));
    expect(out['eval-config']![0]!.priority).toBe('2.250');
  });

  it('refuses a family it has no score name for', () => {
    expect(() => annotateFamilies({ 'mystery-config': rows }, { policy, queueNamespace: '1:1' })).toThrow(
      "no priority score family for 'mystery-config'",
    );
  });
});
