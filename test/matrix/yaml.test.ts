// YAML 1.1 reading: the fast subset reader and the full-parser fallback agree, and both
// resolve scalars as the reference's PyYAML safe loader does.
import { describe, expect, it } from '@jest/globals';
import { parseDocument } from 'yaml';
import { SweepkitError } from '../../shared/errors.js';
import { OutsideSubset, parseYamlSubset } from '../../shared/config/yaml-fast.js';
import { readYaml } from '../../shared/config/yaml.js';
import { fixture } from './helpers.js';

describe('YAML 1.1 scalars', () => {
  it.each<[string, unknown]>([
    ['2_063_837', 2063837],
    ['yes', true],
    ['Off', false],
    ['NO', false],
    ['~', null],
    ['017', 15],
    ['0x1F', 31],
    ['1:30', 90],
    ['04:00:00', '04:00:00'],
    ['1e3', '1e3'],
    ['1.0e+3', 1000],
    ['0.80', 0.8],
    ['0.3.2', '0.3.2'],
    ['n', 'n'],
    ['cluster:b200-dgxc', 'cluster:b200-dgxc'],
    ['"2_063_837"', '2_063_837'],
  ])('%s', async (text, expected) => {
    expect(parseYamlSubset(`v: ${text}\n`)).toEqual({ v: expected });
    expect(await readYaml(`v: ${text}\n`, 'x.yaml')).toEqual({ v: expected });
  });

  it('reads bare dates as timestamps, so they fail string fields', () => {
    expect((parseYamlSubset('d: 2024-01-01\n') as { d: unknown }).d).toBeInstanceOf(Date);
  });
});

describe('structure', () => {
  it('keeps the first position and the last value of a repeated key (PyYAML)', () => {
    expect(Object.entries(parseYamlSubset('a: 1\nb: 2\na: 3\n') as object)).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
  });

  it('reads block sequences at the parent indentation, compact mappings in items, flow collections and comments', () => {
    const text = [
      'k:  # comment',
      '  list:',
      '  - { tp: 8, conc-list: [1, 2], v: "0.3", w: x#y }',
      '  - name: a',
      "    s: 'it''s'",
      '  - - nested',
      '  url: http://x/y # trailing',
      '',
    ].join('\n');
    expect(parseYamlSubset(text)).toEqual({
      k: {
        list: [{ tp: 8, 'conc-list': [1, 2], v: '0.3', w: 'x#y' }, { name: 'a', s: "it's" }, ['nested']],
        url: 'http://x/y',
      },
    });
  });

  // Characters above U+00FF in every place a scalar or comment can hold them. U+2023 and U+010A
  // have the low bytes of `#` and a line feed, so a reader working on bytes would misread them.
  it.each<[string, string, unknown]>([
    ['a full-line comment', '# a \u2014 b\nk: v\n', { k: 'v' }],
    ['a comment after a plain value', 'k: v # c \u2014 d\n', { k: 'v' }],
    ['a comment after a quoted value', 'k: "\u2014" # x \u2014\n', { k: '\u2014' }],
    ['a comment after a flow list', 'k: [a, b] # \u2014\n', { k: ['a', 'b'] }],
    ['a comment after a key', 'k: # \u2014\n  v: 1\n', { k: { v: 1 } }],
    ['a comment after a dash', '- # \u2014\n  x\n- y # \u2014\n', ['x', 'y']],
    ['a plain value', 'k: a\u2014b # \u2014\n', { k: 'a\u2014b' }],
    ['a quoted value', 'k: "a\u2014b"\n', { k: 'a\u2014b' }],
    ['a key', 'k\u2014: 1\n', { 'k\u2014': 1 }],
    ['a value whose low byte is #', 'k: a \u2023b # c\n', { k: 'a \u2023b' }],
    ['a value whose low byte is a line feed', 'k: a\u010a- b\n', { k: 'a\u010a- b' }],
    ['a comment, then a value', '# \u2014\nk: \u{1F600}\n', { k: '\u{1F600}' }],
  ])('reads wide characters in %s', (_where, text, expected) => {
    expect(parseYamlSubset(text)).toEqual(expected);
  });

  it.each([
    ['an anchor', 'a: &x 1\nb: *x\n'],
    ['a block scalar', 'a: |\n  text\n'],
    ['a multi-line flow', 'a: [1,\n  2]\n'],
    ['a document marker', '---\na: 1\n'],
    ['a syntax error', 'dsr1: {image: [unclosed\n'],
  ])('leaves %s to the full parser', (_name, text) => {
    expect(() => parseYamlSubset(text)).toThrow(OutsideSubset);
  });

  it('falls back to the full parser for valid YAML outside the subset', async () => {
    expect(await readYaml('a: &x 1\nb: *x\nc: |\n  text\n', 'x.yaml')).toEqual({ a: 1, b: 1, c: 'text\n' });
  });

  it('reports a syntax error with file and line', async () => {
    const error = await readYaml('ok: 1\nbad: {image: [unclosed\n', 'configs/x.yaml').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SweepkitError);
    expect((error as SweepkitError).issues[0]).toMatchObject({
      file: 'configs/x.yaml',
      line: expect.any(Number),
    });
  });

  it.each(['runners.yaml', 'mixed-master.yaml', 'sweep-master.yaml'])(
    'reads %s exactly as the yaml package in 1.1 mode does',
    async (name) => {
      const text = fixture(name);
      const reference = parseDocument(text, { version: '1.1', uniqueKeys: false }).toJS();
      expect(await readYaml(text, name)).toEqual(reference);
    },
  );
});
