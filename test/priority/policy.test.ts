import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SweepkitError } from '../../shared/errors.js';
import { parsePriorityPolicy } from '../../shared/priority/policy.js';
import { fixturesDir } from '../helpers/paths.js';

const valid = readFileSync(join(fixturesDir, 'priority', 'ci-priority.yaml'), 'utf8');

const rejections: [string, string, string][] = [
  ['version 2', valid.replace('version: 1', 'version: 2'), 'Unsupported CI priority policy version: 2'],
  ['no version', valid.replace('version: 1\n', ''), 'Unsupported CI priority policy version: undefined'],
  ['a misspelt key', valid.replace('multi-node: 1.25', 'multinode: 1.25'), 'adjustments'],
  ['a string score', valid.replace('agentic: 1.0', 'agentic: high'), 'adjustments.agentic'],
  [
    'a missing label section',
    valid.replace(/ {2}skip-queue:\n {4}name: skip_queue\n/, ''),
    'labels.skip-queue',
  ],
  [
    'a duplicate key',
    valid.replace('  agentic: 1.0\n', '  agentic: 1.0\n  agentic: 2.0\n'),
    'not valid YAML',
  ],
  ['broken YAML', `${valid}\n  - [unclosed\n`, 'not valid YAML'],
];

describe('policy validation', () => {
  it('accepts the documented format', async () => {
    const policy = await parsePriorityPolicy(valid, 'ci-priority.yaml');
    expect(policy.frameworkPrefix.map(([prefix]) => prefix)).toEqual([
      'sglang',
      'vllm',
      'dynamo-sglang',
      'dynamo-vllm',
    ]);
    expect(policy.skipQueueLabel).toBe('skip_queue');
  });

  it.each(rejections)('rejects %s, naming the file and the problem', async (_name, text, expected) => {
    let caught: unknown;
    try {
      await parsePriorityPolicy(text, 'policy.yaml');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SweepkitError);
    expect((caught as Error).message).toContain('policy.yaml');
    expect((caught as Error).message).toContain(expected);
  });
});
