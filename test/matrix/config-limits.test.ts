// The master-config reader refuses NUL bytes and invalid UTF-8, and bounds aliases, nesting and
// scalar size, each with the file and line.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SweepkitError } from '../../shared/errors.js';
import { CONFIG_LIMITS, decodeConfigBytes, readYaml } from '../../shared/config/yaml.js';
import { readSource } from '../../io/matrix-files.js';

const dir = mkdtempSync(join(tmpdir(), 'sweepkit-config-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function issueOf(text: string): { file?: string; line?: number; message: string } {
  try {
    readYaml(text, 'm.yaml');
  } catch (error) {
    expect(error).toBeInstanceOf(SweepkitError);
    const { file, line, message } = (error as SweepkitError).issues[0]!;
    return { file, line, message };
  }
  throw new Error('accepted');
}

function aliasBomb(): string {
  let text = 'x:\n  a0: &a0 [l, l, l, l, l, l, l, l, l, l]\n';
  for (let i = 1; i < 9; i++)
    text += `  a${i}: &a${i} [${Array(10)
      .fill(`*a${i - 1}`)
      .join(', ')}]\n`;
  return text;
}

describe('config YAML limits', () => {
  it.each([
    ['a NUL byte', 'a:\n  b: x\0y\n', 2, /m\.yaml contains NUL bytes/],
    [
      '100,000-deep flow nesting',
      `a: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`,
      1,
      /nested too deeply/,
    ],
    [
      'deep nesting on a later line',
      `a:\n  b: 1\n  c: ${'{x: '.repeat(50_000)}1${'}'.repeat(50_000)}\n`,
      3,
      /nested too deeply/,
    ],
    // The line where the expansions cross the bound.
    ['an alias bomb', aliasBomb(), 5, /aliases expand to more than 10000 nodes/],
    ['a 2 MB scalar', `a:\n  b: 1\n  c: ${'x'.repeat(2 * 1024 * 1024)}\n`, 3, /line 3 is longer than/],
    ['a 50 MB scalar', `a:\n  c: ${'x'.repeat(50 * 1024 * 1024)}\n`, 2, /larger than 16777216 characters/],
  ])('%s: refused with file and line', (_name, text, line, message) => {
    const issue = issueOf(text);
    expect(issue).toEqual({ file: 'm.yaml', line, message: expect.stringMatching(message) });
  });

  it('real-sized files are untouched by the limits', () => {
    expect(CONFIG_LIMITS.fileBytes).toBeGreaterThan(320 * 1024 * 10);
    expect(readYaml('a: &x [1, 2]\nb: *x\nc: {d: [[1]]}\n', 'm.yaml')).toEqual({
      a: [1, 2],
      b: [1, 2],
      c: { d: [[1]] },
    });
  });

  it('invalid UTF-8 is refused with the line, as the changelog gate refuses it', () => {
    const bytes = Buffer.concat([Buffer.from('a:\n  b: x'), Buffer.from([0xc3, 0x28]), Buffer.from('\n')]);
    expect(() => decodeConfigBytes(bytes, 'm.yaml')).toThrow(
      'm.yaml:2: m.yaml is not UTF-8: invalid byte sequence on line 2; save the file as UTF-8',
    );
    const path = join(dir, 'bad.yaml');
    writeFileSync(path, bytes);
    expect(() => readSource(path)).toThrow(/bad\.yaml is not UTF-8: invalid byte sequence on line 2/);
    writeFileSync(path, 'a:\n  b: "\u00e9"\n');
    expect(readSource(path).text).toBe('a:\n  b: "\u00e9"\n');
  });
});
