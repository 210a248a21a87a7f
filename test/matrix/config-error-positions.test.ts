// Config validation errors point at the fix: the line of the offending field itself (not of the
// entry that holds it), the closest allowed name for a misspelt field, and one message for one
// YAML syntax error.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadMasterConfigs, loadRunnerConfig } from '../../shared/config/load.js';
import { SweepkitError } from '../../shared/errors.js';
import { projectRoot } from '../helpers/paths.js';

const example = readFileSync(join(projectRoot, 'configs', 'amd-master.yaml'), 'utf8');
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

async function issuesOf(text: string) {
  try {
    await loadMasterConfigs([{ path: 'm.yaml', text }]);
  } catch (error) {
    if (error instanceof SweepkitError) return error.issues;
    throw error;
  }
  throw new Error('expected the config to be refused');
}

describe('validation errors at the line of the field', () => {
  it('a bad value deep in a search space is reported at its own line', async () => {
    const text = example.replace(
      '{ tp: 8, conc-start: 8, conc-end: 128 }',
      '{ tp: four, conc-start: 8, conc-end: 128 }',
    );
    const [issue] = await issuesOf(text);
    expect(issue).toMatchObject({
      file: 'm.yaml',
      entry: 'demo-fp8-mi300x-vllm',
      path: 'scenarios.fixed-seq-len.0.search-space.0.tp',
      line: lineOf(text, 'tp: four'),
      value: 'four',
    });
    expect(issue!.line).toBeGreaterThan(lineOf(text, 'demo-fp8-mi300x-vllm:'));
  });

  it('a misspelt field is reported at its line with the closest allowed name', async () => {
    const text = example.replace('  framework: vllm', '  framwork: vllm');
    const issues = await issuesOf(text);
    const unknown = issues.find((issue) => issue.path === 'framwork');
    expect(unknown).toMatchObject({
      line: lineOf(text, 'framwork:'),
      hint: "did you mean 'framework'? (or remove it)",
    });
    // The field it should have been is missing: said as such, at the entry's line.
    expect(issues.find((issue) => issue.path === 'framework')).toMatchObject({
      message: 'missing required field',
      line: lineOf(text, 'demo-fp8-mi300x-vllm:'),
    });
  });

  it('an unknown field with nothing close says to remove it, without listing every field', async () => {
    const text = example.replace('  framework: vllm', '  framework: vllm\n  zzzzzz: 1');
    const [issue] = await issuesOf(text);
    expect(issue).toMatchObject({
      path: 'zzzzzz',
      line: lineOf(text, 'zzzzzz'),
      hint: 'remove it or fix its spelling',
    });
  });

  it('a misspelt field inside a search-space entry gets the names allowed there', async () => {
    const text = example.replace(
      '{ tp: 8, conc-start: 8, conc-end: 128 }',
      '{ tp: 8, conc-strat: 8, conc-end: 128 }',
    );
    const issues = await issuesOf(text);
    expect(issues.find((issue) => issue.path?.endsWith('conc-strat'))).toMatchObject({
      line: lineOf(text, 'conc-strat'),
      hint: "did you mean 'conc-start'? (or remove it)",
    });
  });

  it('a runner file error is reported at the field line, with the allowed hardware facts', async () => {
    const text = [
      'labels:',
      '  h100: [h100-1]',
      'hardware:',
      '  h100:',
      '    available-cpu-dram-mib: 1000',
      '    gpus-per-node: eight',
      '    gpus-per-nod: 8',
      '',
    ].join('\n');
    const error = await loadRunnerConfig({ path: 'r.yaml', text }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SweepkitError);
    const issues = (error as SweepkitError).issues;
    expect(issues.find((issue) => issue.path === 'hardware.h100.gpus-per-node')).toMatchObject({ line: 6 });
    expect(issues.find((issue) => issue.path === 'hardware.h100.gpus-per-nod')).toMatchObject({
      line: 7,
      hint: "did you mean 'gpus-per-node'? (or remove it)",
    });
  });
});

describe('one YAML syntax error, one message', () => {
  it.each([
    ['an unclosed flow sequence', 'a:\n  image: [unclosed\n  model: x\n  b: {c\n'],
    ['a bad indentation', 'a:\n  b: 1\n c: 2\n'],
    ['a tab indentation', 'a:\n\tb: 1\n'],
  ])('%s', async (_name, text) => {
    const issues = await issuesOf(text);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({
      file: 'm.yaml',
      message: expect.stringMatching(/^YAML syntax error: /),
    });
    expect(issues[0]!.line).toBeGreaterThanOrEqual(2);
  });
});
