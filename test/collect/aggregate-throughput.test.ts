import { describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SweepkitError } from '../../shared/errors.js';
import { aggregateThroughput, isFailedRun } from '../../shared/collect/throughput.js';
import { readJsonFiles } from '../../io/result-tree.js';
import { writeTree } from '../helpers/result-folders.mjs';
import { collectFixtures } from './helpers.js';

const worked = join(collectFixtures, 'agg-bmk', 'worked');
const rowA = { hw: 'h200', conc: 4, tput_per_gpu: 102.4 };
const rowB = {
  hw: 'b200',
  scenario_type: 'agentic-coding',
  conc: 8,
  num_requests_total: 12,
  num_requests_successful: 0,
  ratio: 1.0,
  n: 'µs',
};

const tree = (files: Record<string, string>) =>
  writeTree(mkdtempSync(join(tmpdir(), 'sweepkit-bmk-')), files);

describe('agg_bmk.json (worked example)', () => {
  it('nested layout: both rows, agentic failed_run row verbatim, code-point order, no trailing newline', () => {
    const result = aggregateThroughput(readJsonFiles(worked), { strict: true });
    // The reference listed bmk_agentic_B first (OS order); sweepkit sorts by code point (bmk_A < bmk_agentic_B).
    expect(JSON.parse(result.text)).toEqual([rowA, rowB]);
    expect(result.text.endsWith(']')).toBe(true);
    expect(result.text).toContain('"n": "\\u00b5s"');
    expect(result.text).toContain('"ratio": 1.0');
    expect(result.counts).toEqual({ rows: 2, agentic: 1, failedRuns: 1, arrays: 0 });
    expect(result.skipped).toEqual([]);
  });

  it('flat layout (a single matched artifact) gives the same rows as the nested layout', () => {
    const flat = aggregateThroughput(readJsonFiles(join(worked, 'bmk_A')), { strict: true });
    expect(JSON.parse(flat.text)).toEqual([rowA]);
    const root = tree({ 'agg_A.json': JSON.stringify(rowA), 'deep/er/x.json': '{"x": 1}' });
    try {
      expect(JSON.parse(aggregateThroughput(readJsonFiles(root)).text)).toEqual([rowA, { x: 1 }]);
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it('a file holding an array is appended as one nested element', () => {
    const root = tree({});
    cpSync(worked, root, { recursive: true });
    writeTree(root, { 'bmk_c/list.json': '[{"a":1},{"b":2}]' });
    try {
      const result = aggregateThroughput(readJsonFiles(root), { strict: true });
      expect(JSON.parse(result.text)).toEqual([rowA, rowB, [{ a: 1 }, { b: 2 }]]);
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it('invalid JSON: strict mode fails naming file and line; lenient mode skips and names it', () => {
    const root = tree({ 'bmk_a/agg_a.json': '{"a": 1}', 'bmk_b/agg_b.json': '{\n  "b": 1,\n}' });
    try {
      const files = readJsonFiles(root);
      let error: unknown;
      try {
        aggregateThroughput(files, { strict: true });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(SweepkitError);
      expect((error as SweepkitError).issues[0]).toMatchObject({ file: 'bmk_b/agg_b.json' });
      const lenient = aggregateThroughput(files);
      expect(JSON.parse(lenient.text)).toEqual([{ a: 1 }]);
      expect(lenient.skipped).toEqual([expect.objectContaining({ path: 'bmk_b/agg_b.json' })]);
      expect(lenient.skipped[0]!.reason).toMatch(/^invalid JSON/);
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it('a directory named *.json is an unreadable input, not silently ignored', () => {
    const root = tree({ 'weird.json/inner.txt': 'x' });
    try {
      const result = aggregateThroughput(readJsonFiles(root));
      expect(result.skipped).toEqual([expect.objectContaining({ path: 'weird.json' })]);
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it.each([
    ['missing', '/nonexistent/sweepkit-results'],
    ['empty', ''],
  ])('a %s directory gives []', (_n, path) => {
    const root = path || tree({});
    expect(aggregateThroughput(readJsonFiles(root)).text).toBe('[]');
    if (!path) rmSync(root, { recursive: true });
  });

  it('number and escape parity: 1.0, 1e-05, 1e16, µ, integers above 2^53, integer-like keys keep their order', () => {
    const text =
      '{"f": 1.0, "small": 1e-05, "big": 1e16, "mu": "µ", "huge": 12345678901234567890, "errors": {"timeout": 1, "429": 2}}';
    const root = tree({ 'bmk_x/agg.json': text, '.hidden.json': '{"hidden": true}' });
    try {
      const result = aggregateThroughput(readJsonFiles(root), { strict: true });
      expect(result.text).toContain('12345678901234567890');
      expect(result.text).toContain('"f": 1.0');
      expect(result.text).toContain('"mu": "\\u00b5"');
      expect(result.text.indexOf('"timeout"')).toBeLessThan(result.text.indexOf('"429"'));
      const [hidden, row] = JSON.parse(result.text);
      expect(hidden).toEqual({ hidden: true });
      expect(row).toMatchObject({ f: 1, small: 1e-5, big: 1e16, mu: 'µ' });
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it("Python's NaN/Infinity constants are accepted and passed through, as json.load/dump do", () => {
    const root = tree({ 'bmk_x/agg.json': '{"a": NaN, "b": -Infinity, "s": "NaN"}' });
    try {
      const result = aggregateThroughput(readJsonFiles(root), { strict: true });
      expect(result.text).toContain('"a": NaN');
      expect(result.skipped).toEqual([]);
    } finally {
      rmSync(root, { recursive: true });
    }
  });
});

describe("the consumer's failed_run rule, as counted in the summary", () => {
  it.each([
    [{ num_requests_successful: 0, num_requests_total: 12 }, true],
    [{ num_requests_successful: 0, num_requests_total: 0 }, true],
    [{ num_requests_successful: '0', num_requests_total: 5 }, true],
    [{ num_requests_successful: 0 }, false],
    [{ num_requests_successful: 3, num_requests_total: 12 }, false],
    [{ num_requests_successful: false, num_requests_total: 12 }, false],
    [{ hw: 'h200', tput_per_gpu: 1 }, false],
  ])('%j → %s', (row, expected) => expect(isFailedRun(row)).toBe(expected));
});
