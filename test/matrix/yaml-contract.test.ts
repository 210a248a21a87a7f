// One YAML contract per file kind: a value never depends on which reader path reads it. Each
// reader (config, changelog) has a fast path for the layout real files use and falls back to the
// full `yaml` package for anything else; a single unusual line elsewhere in a file (a block
// scalar) moves the whole file to the fallback, so the two paths must resolve every scalar alike.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { readYaml, readYamlWithFullParser } from '../../shared/config/yaml.js';
import { OutsideSubset, parseYamlSubset } from '../../shared/config/yaml-fast.js';
import { readChangelogFast, readChangelogFull } from '../../shared/changelog/yaml-reader.js';
import { decodeEscape } from '../../shared/yaml/scalars.js';
import { projectRoot } from '../helpers/paths.js';

/** Scalars where PyYAML and the yaml package's own 1.1 schema disagree, and PyYAML's answer. */
const DISPUTED: [string, unknown][] = [
  ['y', 'y'],
  ['n', 'n'],
  ['Y', 'Y'],
  ['1e3', '1e3'],
  ['1.0e3', '1.0e3'],
  ['2024-1-2', '2024-1-2'],
  ['-0', 0],
  ['yes', true],
  ['off', false],
  ['1.5e+3', 1500],
  ['2_063_837', 2063837],
  ['0o17', '0o17'],
];

const configLines = DISPUTED.map(([text], i) => `k${i}: ${text}`).join('\n') + '\n';
const expected = Object.fromEntries(DISPUTED.map(([, value], i) => [`k${i}`, value]));
/** The same lines plus one block scalar, which the fast config reader leaves to the full parser. */
const withBlockScalar = `${configLines}note: |\n  a block scalar\n`;

describe('config reader: the fast path and the fallback resolve scalars alike', () => {
  it('reads the lines on the fast path', () => {
    expect(parseYamlSubset(configLines)).toEqual(expected);
  });

  it('reads the same lines the same when a block scalar elsewhere forces the fallback', async () => {
    expect(() => parseYamlSubset(withBlockScalar)).toThrow(OutsideSubset);
    expect(await readYaml(withBlockScalar, 'f.yaml')).toEqual({ ...expected, note: 'a block scalar\n' });
  });

  it('gives the same values when the full parser reads the lines directly', async () => {
    expect(await readYamlWithFullParser(configLines, 'f.yaml')).toEqual(expected);
  });

  it.each(DISPUTED)('%s in a sequence and a flow mapping', async (text, value) => {
    const doc = `- ${text}\n- {v: ${text}}\n`;
    expect(parseYamlSubset(doc)).toEqual([value, { v: value }]);
    expect(await readYamlWithFullParser(doc, 'f.yaml')).toEqual([value, { v: value }]);
  });

  it('keeps an explicit tag, a quoted scalar and a timestamp as the full parser reads them', async () => {
    const doc = 'a: !!int "7"\nb: "y"\nc: 2024-01-02\nd: 2001-12-14 21:59:43.10 -5\n';
    expect(await readYamlWithFullParser(doc, 'f.yaml')).toEqual({
      a: 7,
      b: 'y',
      c: new Date('2024-01-02T00:00:00Z'),
      d: new Date('2001-12-15T02:59:43.100Z'),
    });
  });

  it('decodes a tab escape and a backslash-tab alike on both paths', async () => {
    const doc = 'a: "x\\ty"\nb: "x\\\ty"\nc: "\\u00e9\\x41"\n';
    const values = { a: 'x\ty', b: 'x\ty', c: 'éA' };
    expect(parseYamlSubset(doc)).toEqual(values);
    expect(await readYamlWithFullParser(doc, 'f.yaml')).toEqual(values);
  });
});

describe('changelog reader: the fast path and the full parser resolve scalars alike', () => {
  const entry = (value: string) =>
    `- config-keys:\n    - ${value}\n  description:\n    - "tab\\there"\n  pr-link: https://github.com/o/r/pull/1\n`;

  it.each(DISPUTED)('%s', async (text, value) => {
    const full = await readChangelogFull(entry(text));
    expect(full.ok).toBe(true);
    const item = (full as { items: { value: Record<string, unknown[]> }[] }).items[0]!.value;
    expect(item['config-keys']).toEqual([value]);
    expect(item.description).toEqual(['tab\there']);
    const fast = readChangelogFast(entry(text));
    // The fast path may leave a scalar to the full parser, but never reads it differently.
    if (fast) expect(fast[0]!.value).toEqual(item);
  });

  it('reads a backslash-tab escape on the fast path (the escape table is shared)', () => {
    const fast = readChangelogFast(entry('a').replace('tab\\there', 'tab\\\there'));
    expect(fast?.[0]!.value).toMatchObject({ description: ['tab\there'] });
  });
});

describe('one scalar and escape module', () => {
  it.each([
    ['n', '\n'],
    ['\t', '\t'],
    ['x41', 'A'],
    ['u00e9', 'é'],
    ['U0001F600', '\u{1F600}'],
  ])('decodes \\%s', (escape, value) => {
    expect(decodeEscape(escape, 0)).toEqual({ value, length: escape.length });
  });

  it.each([['q'], ['x4'], ['ud800'], ['U00110000'], ['']])('refuses \\%s', (escape) => {
    expect(decodeEscape(escape, 0)).toBeUndefined();
  });

  it.each(['shared/config/yaml-fast.ts', 'shared/config/yaml.ts', 'shared/changelog/yaml-reader.ts'])(
    '%s resolves scalars through shared/yaml and keeps no escape table of its own',
    (file) => {
      const source = readFileSync(join(projectRoot, file), 'utf8');
      expect(source).toMatch(/from '\.\.\/yaml\/(scalars|full-parser)\.js'/);
      expect(source).not.toMatch(/ESCAPES\s*[:=]|'\\\\t'\s*:/);
    },
  );
});
