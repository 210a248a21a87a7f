import { describe, expect, it } from '@jest/globals';
import { jsonViews } from '../../shared/json-views.js';
import { e2eFamilies, sweepGroups } from '../../shared/matrix/families.js';
import { generate } from '../../shared/matrix/run-request.js';
import { parseInvocation } from '../../shared/matrix/flags.js';
import { localMatrixFiles } from '../../io/matrix-files.js';
import { projectRoot } from '../helpers/paths.js';

/** What JSON.stringify writes for each value, as bytes: the contract of jsonViews. */
const stringified = (values: Record<string, object>) =>
  Object.fromEntries(Object.entries(values).map(([name, v]) => [name, Buffer.from(JSON.stringify(v))]));

const text = (views: Record<string, Buffer | Buffer[]>) =>
  Object.fromEntries(
    Object.entries(views).map(([name, bytes]) => [name, Buffer.concat([bytes].flat()).toString('utf8')]),
  );

describe('jsonViews: the bytes of JSON.stringify, each shared object serialised once', () => {
  it('the views of a full sweep over the example configs', async () => {
    const request = parseInvocation([
      'full-sweep',
      '--config-files',
      'configs/nvidia-master.yaml',
      'configs/amd-master.yaml',
    ])!;
    const { rows } = await generate(request, localMatrixFiles(projectRoot));
    expect(rows.length).toBeGreaterThan(10);
    const values = { 'search-space-config': sweepGroups(rows), matrix: rows, ...e2eFamilies(rows) };
    expect(text(jsonViews(values, rows))).toEqual(text(stringified(values)));
  });

  const a = { name: 'a', n: 1, nested: { list: [1, 'two', null, true] } };
  const b = { name: 'b—ü 😀', skip: undefined, f: () => 1 }; // non-ASCII, members JSON.stringify leaves out
  const c = { name: 'c', when: new Date(0), tag: Symbol('t') };
  const parts = [a, b, c];
  it.each<[string, Record<string, object>, readonly object[]]>([
    ['the shared array itself', { all: parts }, parts],
    ['a subset, out of order, with repeats', { some: [c, a, a, b] }, parts],
    ['shared objects nested in plain ones', { groups: { x: [a], y: { z: [b, c] }, empty: [] } }, parts],
    [
      'arrays with holes JSON.stringify writes as null',
      { list: [a, undefined, () => 0, b] as object[] },
      parts,
    ],
    [
      'an object with toJSON and a Date',
      { d: { at: new Date(86_400_000), j: { toJSON: () => 'J' } } },
      parts,
    ],
    ['non-ASCII outside the shared objects', { ключ: { ü: [b, 'ẞ'] } }, parts],
    [
      'members JSON.stringify leaves out, outside the shared objects',
      { o: { keep: 1, fn: () => 0, sym: Symbol('s'), u: undefined, after: [a] } },
      parts,
    ],
    ['no parts at all', { x: { y: [1, { z: 'w' }] } }, []],
    ['a part listed twice', { all: [a, b] }, [a, a, b]],
    ['non-ASCII parts and ASCII ones, byte offsets', { one: [b, c], two: [c, b, a] }, [b, c, a]],
  ])('%s', (_name, values, shared) => {
    expect(text(jsonViews(values, shared))).toEqual(text(stringified(values)));
  });

  it('random documents over random shared objects', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const leaf = () =>
      [
        () => Math.floor(random() * 1000) / 8,
        () => 'sé'.repeat(Math.floor(random() * 3)),
        () => null,
        () => random() > 0.5,
      ][Math.floor(random() * 4)]!();
    const pool = Array.from({ length: 20 }, (_, i) => ({ i, v: leaf(), w: [leaf(), leaf()] }));
    const node = (depth: number): unknown => {
      const pick = random();
      if (pick < 0.35) return pool[Math.floor(random() * pool.length)];
      if (depth > 3 || pick < 0.5) return leaf();
      if (pick < 0.75) return Array.from({ length: Math.floor(random() * 5) }, () => node(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 4) }, (_, k) => [`k${k}`, node(depth + 1)]),
      );
    };
    for (let round = 0; round < 200; round++) {
      const values = { a: [node(0), node(0)], b: { x: node(0) } };
      const shared = pool.filter(() => random() > 0.3);
      expect(text(jsonViews(values, shared))).toEqual(text(stringified(values)));
    }
  });
});
