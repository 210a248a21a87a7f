// The few expressions that build action inputs in run-sweep's setup job, evaluated with GitHub's
// expression engine (the simulator plans jobs, not step inputs) and fed to the same parsers the
// actions use.
import { describe, expect, it } from '@jest/globals';
import {
  compileExpression,
  evaluate,
  statusFunctions,
  toExpressionData,
  toPlain,
} from '../../shared/simulate/expression.js';
import { parseCriteriaJson, parseLabelsJson } from '../../shared/priority/flags.js';
import { loadWorkflow } from './workflow-files.js';

const setupSteps = loadWorkflow('run-sweep.yml').jobs.setup!.steps!;
const plan = setupSteps.find((step) => step.id === 'plan')!;

function evaluateInput(name: string, context: Record<string, unknown>): unknown {
  const source = String(plan.with![name]);
  const expression = /^\$\{\{([\s\S]*)\}\}$/.exec(source.trim())![1]!;
  const expr = compileExpression(expression, Object.keys(context));
  const functions = statusFunctions({ ancestorResults: [], runCancelled: false });
  return toPlain(evaluate(expr, toExpressionData(context), functions));
}

const pullRequest = (labels: string[]) => ({
  event_name: 'pull_request',
  event: {
    pull_request: {
      number: 7,
      base: { ref: 'main' },
      head: { sha: 'abc' },
      labels: labels.map((name) => ({ name })),
    },
  },
});
const push = { event_name: 'push', event: { before: 'b'.repeat(40), after: 'a'.repeat(40) } };

describe('setup: priority-criteria from the optional classifier (off by default; a failed classification means patchwork)', () => {
  const criteria = (vars: Record<string, string>, structuredOutput: string) =>
    parseCriteriaJson(
      String(
        evaluateInput('priority-criteria', {
          vars,
          steps: { classify: { outputs: { structured_output: structuredOutput } } },
        }),
      ),
      'priority-criteria',
    );

  it.each([
    [
      'scheduler off: no classifier, entries score their own facts',
      {},
      '{"criteria":["sglang"],"reason":"r"}',
      null,
    ],
    [
      'classifier answered',
      { PRIORITY_SCHEDULER_ENABLED: 'true' },
      '{"criteria":["sglang","dsr1"],"reason":"r"}',
      ['sglang', 'dsr1'],
    ],
    [
      'classifier found nothing (masks every fact)',
      { PRIORITY_SCHEDULER_ENABLED: 'true' },
      '{"criteria":[],"reason":"r"}',
      [],
    ],
    ['classifier failed (no output): patchwork', { PRIORITY_SCHEDULER_ENABLED: 'true' }, '', ['patchwork']],
    [
      'classifier answered without criteria: patchwork',
      { PRIORITY_SCHEDULER_ENABLED: 'true' },
      '{"reason":"r"}',
      ['patchwork'],
    ],
  ] as const)('%s', (_what, vars, output, expected) => {
    expect(criteria(vars, output)).toEqual(expected);
  });
});

describe('setup: plan refs and modifiers', () => {
  it.each([
    [
      'PR',
      pullRequest(['sweep-enabled']),
      { 'base-ref': 'origin/main', 'head-ref': 'abc', 'trim-conc': true },
    ],
    ['push', push, { 'base-ref': 'b'.repeat(40), 'head-ref': 'a'.repeat(40), 'trim-conc': false }],
  ] as const)('%s', (_what, github, expected) => {
    for (const [input, value] of Object.entries(expected))
      expect(evaluateInput(input, { github })).toBe(value);
  });

  it.each(['all-evals', 'evals-only'])('%s follows the label on PRs only', (modifier) => {
    expect(evaluateInput(modifier, { github: pullRequest(['full-sweep-enabled', modifier]) })).toBe(true);
    expect(evaluateInput(modifier, { github: pullRequest(['full-sweep-enabled']) })).toBe(false);
    expect(evaluateInput(modifier, { github: push })).toBe(false);
  });

  it('scores pushes with PR number 0 and no labels', () => {
    expect(evaluateInput('pr-number', { github: push })).toBe(0);
    expect(parseLabelsJson(String(evaluateInput('pr-labels', { github: push })), 'pr-labels')).toEqual([]);
    expect(evaluateInput('pr-number', { github: pullRequest([]) })).toBe(7);
  });
});
