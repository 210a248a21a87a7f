import { describe, expect, it } from '@jest/globals';
import { simulateFixture, statuses } from './simulate-helper.js';

const LABELED_UPPER = { action: 'labeled', label: 'full-sweep-enabled', labels: ['FULL-SWEEP-ENABLED'] };
const CONFIG = JSON.stringify({ mode: 'FULL', rows: [{ conc: 4 }] });

describe('expression values', () => {
  it('compares strings case-insensitively, also inside contains()', async () => {
    const result = await simulateFixture('expression-values.yml', 'pull_request', LABELED_UPPER, {
      jobOutputs: { setup: { enabled: 'true', config: CONFIG } },
    });
    expect(statuses(result)).toMatchObject({ 'label-upper': 'run', 'contains-label': 'run' });
  });

  it.each([
    ['outputs are strings: == "true" holds', 'output-is-string', 'run'],
    ["outputs are strings: the string 'true' is not the boolean true", 'output-vs-boolean', 'skipped'],
    ["an unset output is ''", 'unset-output-empty', 'run'],
    ['&& and || return operands (the ternary idiom)', 'ternary', 'run'],
    ['fromJSON / toJson read a JSON output, case-insensitively', 'from-json', 'run'],
    ['an object filter on a missing object is empty, contains() false', 'missing-filter', 'skipped'],
  ])('%s', async (_title, job, status) => {
    const result = await simulateFixture('expression-values.yml', 'pull_request', LABELED_UPPER, {
      jobOutputs: { setup: { enabled: 'true', config: CONFIG } },
    });
    expect(result.jobs[job]!.status).toBe(status);
  });

  it('a ternary picks its else branch for another action', async () => {
    const result = await simulateFixture(
      'expression-values.yml',
      'pull_request',
      { action: 'synchronize' },
      {
        jobOutputs: { setup: { config: CONFIG } },
      },
    );
    expect(result.jobs.ternary!.status).toBe('skipped');
    expect(result.jobs['label-upper']!.reason).toBe(
      "github.event.label.name == 'FULL-SWEEP-ENABLED' is false (github.event.label.name is null)",
    );
  });

  it("fromJson('') is an evaluation error: the job fails and the error is reported", async () => {
    const result = await simulateFixture('expression-values.yml', 'pull_request', LABELED_UPPER, {
      jobOutputs: { setup: { config: CONFIG } },
    });
    expect(result.jobs['from-json-empty']).toMatchObject({ status: 'error', result: 'failure' });
    expect(result.jobs['from-json-empty']!.reason).toMatch(/^the condition cannot be evaluated: /);
    expect(result.jobs['from-json-empty']!.reason).toMatch(/'setup\.unset' not assumed, so ''/);
    expect(result.errors).toEqual([`job 'from-json-empty': ${result.jobs['from-json-empty']!.reason}`]);
  });

  it('names the first falsy && operand with the values it read', async () => {
    const result = await simulateFixture('expression-values.yml', 'pull_request', LABELED_UPPER, {
      jobOutputs: { setup: { enabled: 'false', config: JSON.stringify({ mode: 'full', rows: [] }) } },
    });
    expect(result.jobs['output-is-string']!.reason).toBe(
      "needs.setup.outputs.enabled == 'true' is false (needs.setup.outputs.enabled is 'false')",
    );
    expect(result.jobs['from-json']!.reason).toBe(
      "toJson(fromJson(needs.setup.outputs.config).rows) != '[]' is false (fromJson(needs.setup.outputs.config).rows is [])",
    );
  });

  it('exposes the outputs a job passes on; a job that did not run passes none', async () => {
    const result = await simulateFixture('expression-values.yml', 'pull_request', LABELED_UPPER, {
      jobOutputs: { setup: { enabled: 'true' } },
    });
    expect(result.jobs.setup!.outputs).toEqual({ enabled: 'true', config: '', unset: '' });
    expect(result.jobs['output-vs-boolean']!.outputs).toEqual({});
  });
});

describe('matrices', () => {
  const run = (config: unknown) =>
    simulateFixture('matrix.yml', 'push', {}, { jobOutputs: { setup: { config: JSON.stringify(config) } } });

  it('a matrix from an empty array is an error; the guarded job is skipped instead', async () => {
    const result = await run({ rows: [], matrix: {} });
    expect(result.jobs.unguarded).toMatchObject({
      status: 'error',
      result: 'failure',
      reason: "strategy.matrix: matrix vector 'config' does not contain any values",
    });
    expect(result.jobs.guarded!.status).toBe('skipped');
    expect(result.jobs['whole-matrix']).toMatchObject({ status: 'error' });
    expect(result.jobs['whole-matrix']!.reason).toMatch(/no legs/);
  });

  it('expands vectors, exclude and include into legs and evaluates fail-fast', async () => {
    const result = await run({ rows: [1, 2], 'fail-fast': false, matrix: { config: [{ a: 1 }] } });
    // 2 configs x 2 gpus - 1 excluded = 3; include extends the h100 legs and adds mi355x: 4.
    expect(result.jobs.guarded!.strategy).toMatchObject({ failFast: false, legs: 4 });
    expect(result.jobs.unguarded!.strategy).toEqual({ failFast: true, legs: 2, matrix: { config: [1, 2] } });
    expect(result.jobs['whole-matrix']!.strategy).toMatchObject({ legs: 1, matrix: { config: [{ a: 1 }] } });
  });
});
