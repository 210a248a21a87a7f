// The fast YAML subset reader against the full `yaml` package under the same scalar contract
// (YAML 1.1 as PyYAML resolves it): on every input it either throws OutsideSubset (the caller
// then re-reads with the full parser) or returns exactly the full parser's value, with no
// exceptions for `y`, `1e3` or dates. Inputs: our fixtures, our configs, the real files beside
// the project (when present) and a seeded generator of mutated documents.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parseDocument, visit } from 'yaml';
import { OutsideSubset, parseYamlSubset } from '../../shared/config/yaml-fast.js';
import { applyPlainScalarContract } from '../../shared/yaml/full-parser.js';
import { describeWithSharedMaterial, fixturesDir, projectRoot, sharedMaterialDir } from '../helpers/paths.js';
import { seededRandom } from '../helpers/random.js';

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The full parser's reading under the project's scalar contract (the same function `readYaml`
 * falls back to): its value, or undefined when it reports errors.
 */
function fullParse(text: string): { value: unknown } | undefined {
  const doc = parseDocument(text, { version: '1.1', uniqueKeys: false });
  if (doc.errors.length) return undefined;
  applyPlainScalarContract({ visit }, doc);
  return { value: doc.toJS({ maxAliasCount: 10_000 }) };
}

/** Where two values differ (key order, -0, Date and NaN included), or undefined. */
function difference(fast: unknown, full: unknown, path = '$'): string | undefined {
  if (fast instanceof Date || full instanceof Date) {
    const same = fast instanceof Date && full instanceof Date && Object.is(fast.getTime(), full.getTime());
    return same ? undefined : `${path}: ${String(fast)} vs ${String(full)}`;
  }
  if (Array.isArray(fast) || Array.isArray(full)) {
    if (!Array.isArray(fast) || !Array.isArray(full) || fast.length !== full.length)
      return `${path}: ${JSON.stringify(fast)} vs ${JSON.stringify(full)}`;
    for (let i = 0; i < fast.length; i++) {
      const found = difference(fast[i], full[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (fast !== null && full !== null && typeof fast === 'object' && typeof full === 'object') {
    const keys = Object.keys(fast);
    if (keys.join('\n') !== Object.keys(full).join('\n'))
      return `${path}: keys ${JSON.stringify(keys)} vs ${JSON.stringify(Object.keys(full))}`;
    for (const key of keys) {
      const found = difference(
        (fast as Record<string, unknown>)[key],
        (full as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (found) return found;
    }
    return undefined;
  }
  if (Object.is(fast, full)) return undefined;
  return `${path}: ${JSON.stringify(fast)} (${typeof fast}) vs ${JSON.stringify(full)} (${typeof full})`;
}

type Verdict = { accepted: boolean; problem?: string };

/** Runs both readers on `text`; a problem is any answer the fast reader must not give. */
function compare(text: string): Verdict {
  let fast: unknown;
  try {
    fast = parseYamlSubset(text);
  } catch (error) {
    if (error instanceof OutsideSubset) return { accepted: false };
    return { accepted: false, problem: `threw ${String(error)} instead of OutsideSubset` };
  }
  const full = fullParse(text);
  if (!full) return { accepted: true, problem: 'accepted a text the full parser rejects' };
  const problem = difference(fast, full.value);
  return { accepted: true, ...(problem ? { problem } : {}) };
}

const projectFiles = [...yamlFiles(fixturesDir), ...yamlFiles(join(projectRoot, 'configs'))].map((file) =>
  relative(projectRoot, file),
);

describe('fast YAML reader agrees with the full parser', () => {
  it.each(projectFiles)('%s', (file) => {
    expect(compare(readFileSync(join(projectRoot, file), 'utf8')).problem).toBeUndefined();
  });

  // (configs/nvidia-master.yaml has a multi-line flow mapping: the full parser reads it.)
  it('accepts the project configs written in the subset (the fast path is the point)', () => {
    for (const name of ['amd-master.yaml', 'runners.yaml'])
      expect(compare(readFileSync(join(projectRoot, 'configs', name), 'utf8'))).toEqual({ accepted: true });
  });
});

describe('fast YAML reader on edge cases of its shortcuts', () => {
  it.each<[string, string, boolean]>([
    ['a lone dash opens a sequence', 'a: -\n', false],
    ['a boolean word as key', 'on: 1\n', false],
    ['a quoted value and trailing blanks', 'a: "x" \n', true],
    ['an escaped quote in a single-quoted value', "a: 'it''s'\n", true],
    ['an escaped quote in a double-quoted value', 'a: "b\\"c"\n', true],
    ['a word starting with a digit', 'a: 8k1k\n', true],
    ['a float with a trailing zero', 'a: 0.80\n', true],
    ['blanks and CRLF around a word', 'a:   fp4   \r\n', true],
    ['a negative integer and a 16-digit integer', 'a: -1\nb: 1234567890123456\n', true],
    ['an underscore key', '_k: v\n', true],
    ['a multi-line plain value', 'a: x\n  b: y\n', false],
    ['a sequence at the key column', 'a:\n- 1\nb: 2\n', true],
    ['compact mappings and nested sequences', '- a: 1\n  b: [x, {c: d}]\n- - e\n  - f\n', true],
    ['a value with a colon', 'image: nvcr.io/x:0.8.1.post1 # tag\n', true],
  ])('%s', (_name, text, accepted) => {
    expect(compare(text)).toEqual({ accepted });
  });
});

describeWithSharedMaterial('fast YAML reader on the real files beside the project', () => {
  const dataDir = join(sharedMaterialDir, 'parity', 'data');

  it('agrees with the full parser on every YAML file and accepts the master configs', () => {
    const problems: string[] = [];
    const accepted = new Set<string>();
    const files = yamlFiles(dataDir);
    for (const file of files) {
      const verdict = compare(readFileSync(file, 'utf8'));
      if (verdict.accepted) accepted.add(relative(dataDir, file));
      if (verdict.problem) problems.push(`${relative(dataDir, file)}: ${verdict.problem}`);
    }
    expect(problems).toEqual([]);
    expect(files.length).toBeGreaterThan(3);
    expect(accepted.size).toBeGreaterThan(files.length / 2);
    // Each file is read once: the master configs' verdicts come from the loop above.
    for (const name of ['nvidia-master.yaml', 'amd-master.yaml', 'runners.yaml'])
      expect({ name, accepted: accepted.has(join('configs', name)) }).toEqual({ name, accepted: true });
  });
});

// ---- seeded generator of block-YAML documents, then line- and character-level mutations ----

const KEYS = ['a', 'b', 'tp', 'conc-list', 'x.y', 'two words', 'k_1', '__proto__', 'Yes', 'null', '1', '<<'];
const QUOTED_KEYS = ['"q: k"', "'it''s'", '"#x"', '"a"', "'b'", '"__proto__"'];
const PLAIN = [
  'word',
  'two words',
  'x#y',
  'a #not-a-comment',
  'http://h:80/p',
  'nvcr.io/x/y:0.8.1.post1',
  '0o17',
  '017',
  '1_000',
  '1:30',
  '190:20:30',
  'yes',
  'No',
  'ON',
  '~',
  'null',
  'Null',
  '.inf',
  '-.Inf',
  '.nan',
  '2024-01-02',
  '2024-1-2',
  '2024-13-45',
  '2001-12-14 21:59:43.10 -5',
  '12:30:45',
  '0x1F',
  '0b101',
  '-0',
  '+12',
  '1.5',
  '1.',
  '-1.5e+3',
  '1e3',
  '.5',
  '-.5',
  '09',
  '0_1',
  '0.80',
  '8192',
  '0',
  '007',
  '123456789012345678',
  'true',
  'FALSE',
  'a: b',
  'a:b',
  '- x',
  '-x',
  '?x',
  ':x',
  '&a x',
  '*a',
  '!!str 1',
  '|',
  '>',
  '@x',
  '`x',
  '%x',
  'a, b',
  'a]',
  '{a',
  "it's",
  'a"b',
  "a'b",
  '1,000',
  '=',
  '<<',
  'é',
  '0.3.2',
  '1.0.0',
  '6e-05',
  '3.0e-5',
  'y',
  'n',
];
const QUOTED = [
  "'a # b'",
  '"a\\tb"',
  '"\\x41\\u00e9"',
  "'it''s'",
  '"a: b"',
  '"#"',
  '""',
  "''",
  '"\\"q\\""',
  '"back\\\\slash"',
  '"bad \\q"',
  "'unterminated",
  '"x" # c',
  "'x'y'",
  '"\\/"',
  '"\\e\\N\\_"',
];
const FLOW = [
  '[1, 2]',
  '[a, [b, c]]',
  '{a: 1, b: [x, "y"]}',
  '{ "k": v, \'l\': w }',
  '[]',
  '{}',
  '[a, ]',
  '[a: 1]',
  '{a}',
  '[1, # c',
  '[x#y, "a, b"]',
  '{a: , b: 1}',
  '{a:}',
  '{a:1}',
  '{"a":1}',
  '[- x]',
  '{a: {b: {c: [1, {d: e}]}}}',
  '[yes, ~, .inf, 017, 1:30]',
  '[a b , c  ]',
  '[[]]',
  '{a: [1, 2], a: 3}',
  '[&x 1]',
  '[!t 1]',
  '[1] x',
  '{[a]: b}',
  '[a:b]',
  '{a: [b]c}',
  '[1,2,3]',
  '[ "a" , \'b\' ]',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Shapes real configs are made of, so that most documents stay inside the subset. */
const COMMON = [
  '8192',
  'fp4',
  'true',
  '"mtp"',
  '[1, 4, 8]',
  '{ name: r, version: "0.8" }',
  '0.80',
  'x y',
  "'q'",
];

function scalar(random: () => number): string {
  const r = random();
  if (r < 0.4) return pick(random, COMMON);
  return r < 0.7 ? pick(random, PLAIN) : r < 0.85 ? pick(random, QUOTED) : pick(random, FLOW);
}

function keyText(random: () => number): string {
  return random() < 0.2 ? pick(random, QUOTED_KEYS) : pick(random, KEYS);
}

function comment(random: () => number): string {
  return random() < 0.2 ? pick(random, [' # note', ' # "quoted" it\'s', ' #', ' # a: b', '  # [x']) : '';
}

/** Lines of a random block node at `indent` (the caller writes what leads into it). */
function blockLines(random: () => number, indent: number, depth: number): string[] {
  const pad = ' '.repeat(indent);
  const step = pick(random, [1, 2, 2, 2, 3, 4]);
  const lines: string[] = [];
  const count = 1 + Math.floor(random() * 4);
  const isSequence = random() < 0.35;
  for (let i = 0; i < count; i++) {
    const lead = isSequence ? '-' : `${keyText(random)}:`;
    const r = random();
    if (depth > 0 && r < 0.35) {
      // A nested collection on the next lines; sequences may sit at the parent's column.
      const sameColumn = !isSequence && random() < 0.3;
      lines.push(`${pad}${lead}${comment(random)}`);
      if (sameColumn) {
        const items = blockLines(random, indent, 0).map((line) => line.replace(/^(\s*)/, '$1- '));
        lines.push(...items.slice(0, 1 + Math.floor(random() * 2)));
      } else lines.push(...blockLines(random, indent + step, depth - 1));
    } else if (isSequence && depth > 0 && r < 0.55) {
      // A compact mapping or sequence in the item: `- key: v` and more keys at its column.
      const inner = blockLines(random, indent + 2, depth - 1);
      inner[0] = `${pad}- ${inner[0]!.trimStart()}`;
      lines.push(...inner);
    } else if (r < 0.6 && !isSequence) {
      lines.push(`${pad}${lead}${comment(random)}`); // empty value
    } else lines.push(`${pad}${lead} ${scalar(random)}${comment(random)}`);
  }
  return lines;
}

const MUTATIONS: Array<(lines: string[], random: () => number) => void> = [
  (lines, r) =>
    lines.splice(Math.floor(r() * lines.length), 0, pick(r, ['', '# it\'s "x" #', '   ', '  # c'])),
  (lines, r) => {
    const i = Math.floor(r() * lines.length);
    lines[i] = lines[i] + pick(r, [' ', '  ', '\t', ' #', ' # x: y']);
  },
  (lines, r) => {
    const i = Math.floor(r() * lines.length);
    lines[i] = pick(r, [' ', '  ', '\t', '']) + lines[i]; // odd indentation
  },
  (lines, r) => {
    const i = Math.floor(r() * lines.length);
    lines[i] = lines[i]!.replace(/^ /, ''); // one space less
  },
  (lines, r) => {
    const i = Math.floor(r() * lines.length);
    const line = lines[i]!;
    const at = Math.floor(r() * (line.length + 1));
    lines[i] =
      line.slice(0, at) +
      pick(r, ['#', ' #', ':', ': ', '"', "'", '[', '{', '- ', '&a ', '!t ', '\t']) +
      line.slice(at);
  },
  (lines, r) => {
    const i = Math.floor(r() * lines.length);
    lines.splice(i, 0, lines[i]!); // a duplicated line: duplicate keys
  },
  (lines, r) =>
    lines.splice(
      Math.floor(r() * (lines.length + 1)),
      0,
      pick(r, ['---', '...', '%YAML 1.1', 'a: |', '  b']),
    ),
];

function generate(random: () => number): string {
  const lines = blockLines(random, random() < 0.1 ? 1 : 0, 3);
  const mutations = Math.floor(random() * 3);
  for (let m = 0; m < mutations; m++) pick(random, MUTATIONS)(lines, random);
  const text = lines.join('\n') + (random() < 0.8 ? '\n' : '');
  return random() < 0.15 ? text.replace(/\n/g, '\r\n') : text;
}

describe('fast YAML reader on generated and mutated documents', () => {
  it.each([1, 2, 3, 4])(
    'seed %i: 600 documents, each rejected or read exactly as the full parser',
    (seed) => {
      const random = seededRandom(seed);
      const problems: string[] = [];
      let accepted = 0;
      for (let n = 0; n < 600; n++) {
        const text = generate(random);
        const verdict = compare(text);
        if (verdict.accepted) accepted++;
        if (verdict.problem) problems.push(`${JSON.stringify(text)}\n  ${verdict.problem}`);
      }
      expect(problems.slice(0, 5)).toEqual([]);
      // The generator must exercise the accepting paths, not only the fallbacks.
      expect(accepted).toBeGreaterThan(90);
    },
  );
});
