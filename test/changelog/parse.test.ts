import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { SweepkitError } from '../../shared/errors.js';
import { parseChangelog, parseRevisions } from '../../shared/changelog/parse.js';
import { readChangelogYaml } from '../../shared/changelog/yaml-reader.js';
import { describeWithSharedMaterial, sharedMaterialDir } from '../helpers/paths.js';
import { HISTORY, LINK, changelog, entry } from './helpers.js';

const where = { file: 'perf-changelog.yaml', label: 'head perf-changelog.yaml' };
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

async function rejection(raw: Uint8Array): Promise<SweepkitError> {
  try {
    await parseChangelog(raw, where);
  } catch (error) {
    if (error instanceof SweepkitError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('file-level parse, first failure wins', () => {
  it.each([
    [
      'missing final newline',
      bytes(HISTORY.slice(0, -1)),
      'head perf-changelog.yaml does not end with a newline',
      undefined,
    ],
    ['empty file', bytes(''), 'head perf-changelog.yaml is empty', undefined],
    [
      'CRLF line endings',
      bytes(HISTORY.replace(/\n/g, '\r\n')),
      'head perf-changelog.yaml contains CR characters',
      1,
    ],
    [
      'tab inside a comment',
      bytes(`${HISTORY}# note\twith a tab\n`),
      'head perf-changelog.yaml contains tabs',
      12,
    ],
    [
      'NUL byte',
      bytes(HISTORY.replace('Second', 'Sec\0ond')),
      'head perf-changelog.yaml contains NUL bytes',
      10,
    ],
    [
      'invalid UTF-8',
      new Uint8Array([...bytes(HISTORY.slice(0, 20)), 0xff, 0xfe, ...bytes(HISTORY.slice(20))]),
      'is not UTF-8',
      2,
    ],
    [
      'only a newline (null document)',
      bytes('\n'),
      'head perf-changelog.yaml root must be a YAML list',
      undefined,
    ],
    ['mapping root', bytes('config-keys: [a]\n'), 'root must be a YAML list', undefined],
    [
      'duplicate top-level key',
      bytes(entry({ extra: ['  description:', '    - "dup"'] })),
      "found duplicate key 'description'",
      undefined,
    ],
    [
      'duplicate nested key',
      bytes(entry({ extra: ['  scenario-type:', '    - {a: 1, a: 2}'] })),
      "found duplicate key 'a'",
      undefined,
    ],
    [
      'flow-style entry',
      bytes(`${HISTORY}\n- {config-keys: [config-a], description: [x], pr-link: XXX}\n`),
      "has 2 top-level config entries but YAML parsed 3 entries: entry 3 starts with '- {config-keys: [config-a], description:...'",
      13,
    ],
    [
      'entry whose first key is description',
      bytes(`${HISTORY}\n- description:\n    - "x"\n  config-keys:\n    - config-a\n  pr-link: XXX\n`),
      "has 2 top-level config entries but YAML parsed 3 entries: entry 3 starts with '- description:'",
      13,
    ],
    [
      'snake_case config_keys as the first key: the count check names the entry and its line',
      bytes(`${HISTORY}\n- config_keys:\n    - config-a\n  description:\n    - "x"\n  pr-link: XXX\n`),
      "has 2 top-level config entries but YAML parsed 3 entries: entry 3 starts with '- config_keys:'",
      13,
    ],
    [
      'non-mapping list item',
      bytes(`${HISTORY}\n- config-keys:x\n`),
      'head perf-changelog.yaml entry 3 is not a mapping',
      13,
    ],
    ['invalid YAML', bytes('- config-keys: [a\n'), 'head perf-changelog.yaml is not valid YAML', undefined],
    [
      'schema failure names entry and key line',
      bytes(changelog(entry(), entry({ extra: ['  foo: 1'] }))),
      "head perf-changelog.yaml entry 2 fails ChangelogEntry validation: 'foo': unknown key",
      9,
    ],
    [
      'snake_case field (rejected)',
      bytes(changelog(entry({ extra: ['  evals_only: true'] }))),
      "'evals_only': unknown key",
      3,
    ],
    [
      'bare date in a description',
      bytes('- config-keys:\n    - a\n  description:\n    - 2024-01-01\n  pr-link: XXX\n'),
      'description.0: each description item must be a string',
      3,
    ],
  ])('%s', async (_name, raw, message, line) => {
    const error = await rejection(raw);
    expect(error.issues[0]!.message).toContain(message);
    expect(error.issues[0]!.file).toBe('perf-changelog.yaml');
    if (line !== undefined) expect(error.issues[0]!.line).toBe(line);
  });

  it.each([
    ['- config_keys:', 'field names are kebab-case'],
    ['- description:', 'write every entry in block style'],
  ])('an entry starting with %s gets the hint for its mistake', async (start, hint) => {
    const error = await rejection(bytes(`${HISTORY}\n${start}\n    - x\n  pr-link: XXX\n`));
    expect(error.issues[0]!.hint).toContain(hint);
  });

  it('accepts the house layout and keeps raw values and lines', async () => {
    const parsed = await parseChangelog(bytes(HISTORY), where);
    expect(parsed.entries.map((e) => e.entry['config-keys'])).toEqual([['config-a'], ['config-b']]);
    expect(parsed.entries.map((e) => e.line)).toEqual([1, 7]);
    expect(parsed.entries[1]!.keyLines['pr-link']).toBe(11);
    expect(parsed.entries[0]!.raw).toEqual({
      'config-keys': ['config-a'],
      description: ['First'],
      'pr-link': LINK(1),
    });
  });

  it('tolerates the irregular historical layouts (indent 2/3 lists, link on the next line, comments, whitespace lines)', async () => {
    const text = [
      '- config-keys:',
      '  - a',
      '  description:',
      "   - 'it''s \"quoted\"'",
      '  pr-link:',
      `    ${LINK(3)}`,
      '  ',
      '# a comment',
      '- config-keys:',
      '    - b*',
      '  description:',
      '    - "esc \\"x\\" \\u00e9 →"',
      '    - plain text, with:colons',
      `  pr-link: ${LINK(4)}`,
      '',
    ].join('\n');
    const read = await readChangelogYaml(text);
    expect(read.ok && read.items!.map((i) => [i.line, i.keyLines])).toEqual([
      [1, { 'config-keys': 1, description: 3, 'pr-link': 5 }],
      [9, { 'config-keys': 9, description: 11, 'pr-link': 14 }],
    ]);
    const parsed = await parseChangelog(bytes(text), where);
    expect(parsed.entries[0]!.entry.description).toEqual(['it\'s "quoted"']);
    expect(parsed.entries[1]!.entry.description).toEqual(['esc "x" é →', 'plain text, with:colons']);
  });

  it('base failures win over head failures (parseRevisions order)', async () => {
    const bad = bytes(HISTORY.slice(0, -1));
    await expect(
      parseRevisions(bad, bad, { ...where, label: 'base perf-changelog.yaml' }, where),
    ).rejects.toThrow('base perf-changelog.yaml does not end with a newline');
    const badEntry = bytes(changelog(entry({ extra: ['  foo: 1'] })));
    await expect(
      parseRevisions(badEntry, badEntry, { ...where, label: 'base perf-changelog.yaml' }, where),
    ).rejects.toThrow('base perf-changelog.yaml entry 1 fails ChangelogEntry validation');
  });
});

describeWithSharedMaterial('the real changelog', () => {
  it('parses: 772 entries, no error, each entry on its own `- config-keys:` line', async () => {
    const raw = readFileSync(join(sharedMaterialDir, 'parity', 'data', 'perf-changelog.yaml'));
    const parsed = await parseChangelog(new Uint8Array(raw), where);
    expect(parsed.entries).toHaveLength(772);
    const text = raw.toString('utf8');
    const lines = text.split('\n');
    for (const { line, keyLines } of parsed.entries) {
      expect(lines[line - 1]).toMatch(/^- config-keys:/);
      expect(keyLines['config-keys']).toBe(line);
    }
  });
});
