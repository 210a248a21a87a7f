import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import * as toolkit from '@actions/core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as ours from '../../actions/_common/workflow-commands.js';

// actions/_common/workflow-commands.ts stands in for the parts of @actions/core the actions use:
// the same calls must produce the same bytes (delimiters aside, which are random in both).
type Core = typeof ours;
const both: [string, Core][] = [
  ['@actions/core', toolkit as unknown as Core],
  ['workflow-commands', ours],
];

let dir: string;
const saved = { ...process.env };
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sweepkit-commands-'));
});
afterEach(() => {
  process.env = { ...saved };
  process.exitCode = undefined;
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

/** What `body` writes to stdout, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY, delimiters masked. */
async function capture(body: () => unknown | Promise<unknown>) {
  const output = join(dir, `output-${Math.random()}`);
  const summary = join(dir, `summary-${Math.random()}`);
  writeFileSync(output, '');
  writeFileSync(summary, '');
  process.env.GITHUB_OUTPUT = output;
  process.env.GITHUB_STEP_SUMMARY = summary;
  let stdout = '';
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  await body();
  jest.restoreAllMocks();
  const mask = (text: string) => text.replace(/ghadelimiter_[0-9a-f-]+/g, 'DELIMITER');
  return { stdout, output: mask(readFileSync(output, 'utf8')), summary: readFileSync(summary, 'utf8') };
}

const script = (core: Core) => async () => {
  process.env['INPUT_CONFIG-FILES'] = '  a.yaml b.yaml \n';
  process.env.INPUT_SPACED_NAME = 'x';
  core.info(`inputs: ${JSON.stringify([core.getInput('config-files'), core.getInput('spaced name')])}`);
  core.setOutput('matrix', [{ a: 1 }, { b: 'two\nlines' }]);
  core.setOutput('count', 3);
  core.setOutput('empty', '');
  core.setSecret('tok%en\n');
  core.warning('a warning, with: punctuation\nand a second line 100%');
  core.error('bad entry', { title: 'sweepkit', file: 'configs/a,b.yaml', startLine: 7, startColumn: 0 });
  core.error(new Error('from an Error'));
  core.setFailed('the step failed');
  await core.summary
    .addHeading('Title', 3)
    .addHeading('Bad level', 9)
    .addRaw('raw text\n\n')
    .addList(['one', 'two'])
    .addList(['first'], true)
    .addCodeBlock('code <here>')
    .addTable([
      [
        { data: 'name', header: true },
        { data: 'value', header: true, colspan: '2' },
      ],
      ['a', '1'],
    ])
    .write();
  await core.summary.addRaw('second write', true).write();
};

describe('workflow commands', () => {
  it('write what @actions/core writes: inputs, outputs, masks, annotations, failure, summary', async () => {
    const runs = [];
    for (const [, core] of both) {
      // One after the other: both write to the same process.stdout and environment.
      const result = await capture(script(core));
      runs.push({ ...result, exitCode: process.exitCode });
      process.exitCode = undefined;
    }
    const [theirs, mine] = runs;
    expect(mine).toEqual(theirs);
    expect(mine?.stdout).toContain('::error title=sweepkit,file=configs/a%2Cb.yaml,line=7::bad entry');
    expect(mine?.output).toContain('matrix<<DELIMITER\n[{"a":1},{"b":"two\\nlines"}]\nDELIMITER\n');
  });

  it('setOutputs writes all outputs of a step in the multi-line form, in order', async () => {
    const { output } = await capture(() =>
      ours.setOutputs([
        ['a', 'x'],
        ['b', 'y\nz'],
      ]),
    );
    expect(output).toBe('a<<DELIMITER\nx\nDELIMITER\nb<<DELIMITER\ny\nz\nDELIMITER\n');
  });

  it('setOutputs takes a value as UTF-8 bytes and writes them unchanged, beside text values', async () => {
    const { output } = await capture(() =>
      ours.setOutputs([
        ['bytes', Buffer.from('[{"name":"ü"}]')],
        ['text', 'ü'],
      ]),
    );
    expect(output).toBe('bytes<<DELIMITER\n[{"name":"ü"}]\nDELIMITER\ntext<<DELIMITER\nü\nDELIMITER\n');
  });

  it('setOutputs refuses a value whose bytes contain its delimiter, and writes nothing', () => {
    const output = join(dir, 'output');
    writeFileSync(output, '');
    process.env.GITHUB_OUTPUT = output;
    // The delimiter is random, so no value can be made to hold it: the byte search answers yes.
    const search = jest.spyOn(Buffer.prototype, 'includes').mockReturnValue(true);
    expect(() =>
      ours.setOutputs([
        ['first', 'fine'],
        ['matrix', Buffer.from('[1]')],
      ]),
    ).toThrow(/value should not contain the delimiter/);
    expect(search).toHaveBeenCalledWith(expect.stringMatching(/^ghadelimiter_[0-9a-f-]{36}$/));
    expect(readFileSync(output, 'utf8')).toBe('');
  });

  it('setOutputs writes a value given in pieces as their bytes joined, text and bytes alike', async () => {
    const { output } = await capture(() =>
      ours.setOutputs([
        ['pieces', [Buffer.from('[{"a":'), Buffer.from('1},'), Buffer.from(''), Buffer.from('"ü"]')]],
        ['after', 'x'],
      ]),
    );
    expect(output).toBe('pieces<<DELIMITER\n[{"a":1},"ü"]\nDELIMITER\nafter<<DELIMITER\nx\nDELIMITER\n');
  });

  it('a value in pieces holds a text that straddles their joints, and only where it is', () => {
    const delimiter = 'ghadelimiter_0123';
    const split = (at: number[]) => {
      const bytes = Buffer.from(`[1,"${delimiter}"]`);
      return [0, ...at].map((start, i, all) => bytes.subarray(start, all[i + 1]));
    };
    for (const at of [[4], [5, 9], [4, 5, 6, 20], [10]])
      expect(ours.valueContains(split(at), delimiter)).toBe(true);
    expect(
      ours.valueContains(
        [Buffer.from('[1,"ghadelim'), Buffer.from('x'), Buffer.from('iter_0123"]')],
        delimiter,
      ),
    ).toBe(false);
    expect(ours.valueContains([Buffer.from('ghadelimiter_012'), Buffer.from('4')], delimiter)).toBe(false);
  });

  it('without GITHUB_OUTPUT, falls back to the set-output command as @actions/core does', () => {
    const [theirs, mine] = both.map(([, core]) => {
      let stdout = '';
      delete process.env.GITHUB_OUTPUT;
      jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
        stdout += String(chunk);
        return true;
      });
      core.setOutput('name', 'va,l:ue');
      jest.restoreAllMocks();
      return stdout;
    });
    expect(mine).toBe(theirs);
  });
});
