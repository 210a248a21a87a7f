// YAML as the reference's PyYAML safe loader reads it: scalars, structure, and errors with their
// line, for config files (a repeated key: the last value wins) and the changelog (refused).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parseDocument } from 'yaml';
import { SweepkitError } from '../../shared/errors.js';
import { readYaml } from '../../shared/config/yaml.js';
import { readChangelogYaml } from '../../shared/changelog/yaml-reader.js';
import { describeWithSharedMaterial, sharedMaterialDir } from '../helpers/paths.js';
import { fixture } from './helpers.js';

/** Plain scalars and PyYAML's value; the first group is where YAML 1.1 readers commonly differ. */
const SCALARS: [string, unknown][] = [
  ['y', 'y'],
  ['n', 'n'],
  ['Y', 'Y'],
  ['1e3', '1e3'],
  ['1.0e3', '1.0e3'],
  ['2024-1-2', '2024-1-2'],
  ['0o17', '0o17'],
  ['-0', 0],
  ['2_063_837', 2063837],
  ['yes', true],
  ['Off', false],
  ['NO', false],
  ['~', null],
  ['null', null],
  ['017', 15],
  ['0x1F', 31],
  ['0b101', 5],
  ['1:30', 90],
  ['04:00:00', '04:00:00'],
  ['1.0e+3', 1000],
  ['1.5e+3', 1500],
  ['0.80', 0.8],
  ['.5', 0.5],
  ['-.inf', -Infinity],
  ['0.3.2', '0.3.2'],
  ['v0.3', 'v0.3'],
  ['8k1k', '8k1k'],
  ['cluster:b200-dgxc', 'cluster:b200-dgxc'],
  ['"2_063_837"', '2_063_837'],
  ["'yes'", 'yes'],
];

const config = (text: string) => readYaml(text, 'f.yaml');

describe('YAML 1.1 scalars (PyYAML safe loader)', () => {
  it.each(SCALARS)('%s as a value, a sequence item and a flow mapping value', (text, value) => {
    expect(config(`v: ${text}\n`)).toEqual({ v: value });
    expect(config(`- ${text}\n- {v: ${text}}\n`)).toEqual([value, { v: value }]);
  });

  it('.nan is NaN', () => {
    expect(Number.isNaN((config('v: .nan\n') as { v: number }).v)).toBe(true);
  });

  it('reads explicit tags, quoted scalars and timestamps', () => {
    expect(
      config('a: !!int "7"\nb: "y"\nc: 2024-01-02\nd: 2001-12-14 21:59:43.10 -5\ne: !!str 12\n'),
    ).toEqual({
      a: 7,
      b: 'y',
      c: new Date('2024-01-02T00:00:00Z'),
      d: new Date('2001-12-15T02:59:43.100Z'),
      e: '12',
    });
  });

  it('decodes double-quoted escapes (a backslash-tab is a tab)', () => {
    expect(config('a: "x\\ty"\nb: "x\\\ty"\nc: "\\u00e9\\x41\\U0001F600"\n')).toEqual({
      a: 'x\ty',
      b: 'x\ty',
      c: 'éA\u{1F600}',
    });
  });

  it('reads the same scalars in the changelog', async () => {
    const entry = (value: string) => `- config-keys:\n    - ${value}\n  description:\n    - "tab\\there"\n`;
    for (const [text, value] of SCALARS) {
      const read = await readChangelogYaml(entry(text));
      expect(read.ok && read.items![0]!.value).toEqual({
        'config-keys': [value],
        description: ['tab\there'],
      });
    }
  });
});

describe('structure', () => {
  it('keeps the first position and the last value of a repeated key in a config (PyYAML)', () => {
    expect(Object.entries(config('a: 1\nb: 2\na: 3\n') as object)).toEqual([
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
    expect(config(text)).toEqual({
      k: {
        list: [{ tp: 8, 'conc-list': [1, 2], v: '0.3', w: 'x#y' }, { name: 'a', s: "it's" }, ['nested']],
        url: 'http://x/y',
      },
    });
  });

  it.each<[string, string, unknown]>([
    ['a comment after a plain value', 'k: v # c \u2014 d\n', { k: 'v' }],
    ['a key', 'k\u2014: 1\n', { 'k\u2014': 1 }],
    ['a value whose low byte is #', 'k: a \u2023b # c\n', { k: 'a \u2023b' }],
    ['a value whose low byte is a line feed', 'k: a\u010a- b\n', { k: 'a\u010a- b' }],
    ['an astral character', '# \u2014\nk: \u{1F600}\n', { k: '\u{1F600}' }],
  ])('reads wide characters in %s', (_where, text, expected) => {
    expect(config(text)).toEqual(expected);
  });

  it('reads anchors, aliases, merge keys and block scalars in a config', () => {
    expect(config('a: &x {p: 1}\nb: *x\nc:\n  <<: *x\n  q: 2\nd: |\n  text\n')).toEqual({
      a: { p: 1 },
      b: { p: 1 },
      c: { p: 1, q: 2 },
      d: 'text\n',
    });
  });

  it('an empty file is null', () => {
    expect(config('')).toBeNull();
    expect(config('# only a comment\n')).toBeNull();
  });
});

describe('errors name the file and the line', () => {
  const issueOf = (text: string) => {
    try {
      config(text);
    } catch (error) {
      expect(error).toBeInstanceOf(SweepkitError);
      return (error as SweepkitError).issues[0];
    }
    throw new Error('accepted');
  };

  it.each([
    ['an unclosed flow collection', 'ok: 1\nbad: {image: [unclosed\n', 3, /YAML syntax error/],
    ['a bad indentation', 'a:\n  b: 1\n c: 2\n', 3, /YAML syntax error/],
    ['a second document', 'a: 1\n---\nb: 2\n', 3, /more than one document/],
    ['an unknown tag', 'a: !!nope x\n', 1, /YAML syntax error/],
  ])('%s', (_name, text, line, message) => {
    expect(issueOf(text)).toMatchObject({ file: 'f.yaml', line, message: expect.stringMatching(message) });
  });

  it('the changelog refuses a repeated key at any depth, with its line', async () => {
    const text = '- config-keys:\n    - a\n  description:\n    - x\n  description:\n    - y\n';
    expect(await readChangelogYaml(text)).toEqual({
      ok: false,
      detail: "found duplicate key 'description' at line 5",
      line: 5,
    });
    const nested = '- config-keys:\n    - {a: 1, a: 2}\n';
    expect(await readChangelogYaml(nested)).toMatchObject({ ok: false, line: 2 });
  });

  it('the changelog reads `<<` as an ordinary key (no merge keys)', async () => {
    const read = await readChangelogYaml('- config-keys: [a]\n  <<: {b: 1}\n');
    expect(read.ok && read.items![0]!.value).toEqual({ 'config-keys': ['a'], '<<': { b: 1 } });
  });
});

describe('the fixtures read as the yaml package reads them in 1.1 mode', () => {
  it.each(['runners.yaml', 'mixed-master.yaml', 'sweep-master.yaml'])('%s', (name) => {
    const text = fixture(name);
    expect(readYaml(text, name)).toEqual(parseDocument(text, { version: '1.1', uniqueKeys: false }).toJS());
  });
});

describeWithSharedMaterial('the real master configs', () => {
  it.each(['nvidia-master.yaml', 'amd-master.yaml', 'runners.yaml'])(
    '%s reads as the yaml package reads it in 1.1 mode',
    (name) => {
      const text = readFileSync(join(sharedMaterialDir, 'parity', 'data', 'configs', name), 'utf8');
      expect(readYaml(text, name)).toEqual(parseDocument(text, { version: '1.1', uniqueKeys: false }).toJS());
    },
  );
});
