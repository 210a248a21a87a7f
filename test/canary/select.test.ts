import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SweepkitError } from '../../shared/errors.js';
import { canaryOutputs, explainCanary } from '../../shared/canary/format.js';
import { jqCompare } from '../../shared/canary/jq-order.js';
import { selectCanary } from '../../shared/canary/select.js';
import { fixturesDir } from '../helpers/paths.js';

interface Case {
  name: string;
  input: Record<string, unknown>;
  'canary-config': string;
  'remaining-search-space-config': string;
}
const { cases } = JSON.parse(readFileSync(join(fixturesDir, 'canary', 'cases.json'), 'utf8')) as {
  cases: Case[];
};

describe('selectCanary matches the reference jq program byte for byte', () => {
  it.each(cases)('fixed-sequence-only: $name', (c) => {
    const outputs = canaryOutputs(selectCanary(c.input, 'fixed-sequence-only'));
    expect(outputs['canary-config']).toBe(c['canary-config']);
    expect(outputs['remaining-search-space-config']).toBe(c['remaining-search-space-config']);
  });

  // A plan the reference canaries keeps its canary and its remaining config under every family.
  it.each(cases.filter((c) => c['canary-config'] !== '[]'))('every family: $name', (c) => {
    const outputs = canaryOutputs(selectCanary(c.input));
    expect(outputs['canary-config']).toBe(c['canary-config']);
    expect(outputs['remaining-search-space-config']).toBe(c['remaining-search-space-config']);
    expect(outputs['canary-family']).toBe('fixed-seq-len');
  });

  it('does not modify its input', () => {
    for (const c of cases) {
      const before = JSON.stringify(c.input);
      selectCanary(c.input);
      expect(JSON.stringify(c.input)).toBe(before);
    }
  });
});

describe('explanation for the job summary', () => {
  it('names the row, where it came from and why', () => {
    const text = explainCanary(
      selectCanary({
        single_node: {
          '8k1k': [
            { 'model-prefix': 'dsr1', precision: 'fp8', runner: 'h200', framework: 'sglang', tp: 4, conc: 4 },
            { 'model-prefix': 'dsr1', precision: 'fp8', runner: 'h200', framework: 'sglang', tp: 2, conc: 4 },
            { conc: 1, 'run-eval': true },
          ],
        },
      }),
    );
    expect(text).toContain('dsr1 fp8 h200 sglang tp4 conc 4');
    expect(text).toContain('single_node.8k1k[0]');
    expect(text).toContain('among 2 single-node 1k1k/8k1k throughput row(s)');
    expect(text).toContain('1 eval row(s) excluded');
    expect(text).toContain('2 candidates share that conc; the first wins');
  });

  it('says why there is none', () => {
    expect(explainCanary(selectCanary({ single_node: { agentic: [{ conc: 1 }] } }))).toMatch(
      /^No canary: the plan starts 1 job/,
    );
    expect(
      explainCanary(
        selectCanary({ single_node: { agentic: [{ conc: 1 }, { conc: 2 }] } }, 'fixed-sequence-only'),
      ),
    ).toMatch(/^No canary: .*fixed-sequence-only/);
    expect(explainCanary(selectCanary({ evals: [{ conc: 1, 'run-eval': true }, { conc: 2 }] }))).toMatch(
      /^No canary: the plan holds no throughput row/,
    );
  });
});

describe('invalid plans are refused with the place named', () => {
  it.each([
    ['an array', [], 'search-space-config must be a JSON object'],
    ['null', null, 'search-space-config must be a JSON object'],
    ['single_node as a list', { single_node: [] }, 'single_node'],
    ['a group that is not a list', { single_node: { '8k1k': { conc: 1 } } }, 'single_node.8k1k'],
    ['a row that is not an object', { single_node: { '1k1k': [4] } }, 'single_node.1k1k.0'],
  ])('%s', (_name, input, where) => {
    expect(() => selectCanary(input)).toThrow(SweepkitError);
    expect(() => selectCanary(input)).toThrow(where);
  });
});

describe('jq ordering', () => {
  it.each([
    [null, false],
    [false, true],
    [true, 0],
    [1, 2],
    [99, 'a'],
    ['a', 'b'],
    ['z', []],
    [[1], [1, 0]],
    [[9], {}],
    [{ a: 2 }, { b: 1 }],
    [{ a: 1 }, { a: 2 }],
  ])('%j sorts before %j', (a, b) => {
    expect(jqCompare(a, b)).toBeLessThan(0);
    expect(jqCompare(b, a)).toBeGreaterThan(0);
  });
});
