import { describe, expect, it } from '@jest/globals';
import { forEachCsvColumns, forEachCsvRow } from '../../shared/collect/power/csv.js';
import { bracketGap, integrateWindow, type Sample } from '../../shared/collect/power/integrate.js';
import { roundTo } from '../../shared/collect/power/round.js';
import { aggregateSingleNode } from '../../shared/collect/power/single-node.js';
import { detectColumns, parsePower, parseTimestamp } from '../../shared/collect/power/telemetry-values.js';
import { typedFromPlain } from '../../shared/collect/power/json-value.js';
import { seededRandom } from '../helpers/random.js';
import { T0, layeredFiles, powerFixtures } from './power-files.js';

describe('telemetry columns', () => {
  it.each([
    [['timestamp', 'index', 'power.limit [W]', 'power.draw [W]'], { timestamp: 0, gpu: 1, power: 3 }],
    [['timestamp', 'gpu', 'socket_power', 'power_management'], { timestamp: 0, gpu: 1, power: 2 }],
    [['Time_ms', 'GPU_ID', 'Power_W'], { timestamp: 0, gpu: 1, power: 2 }],
    [['timestamp', 'gpu_name', 'power.draw [W]'], { timestamp: 0, gpu: undefined, power: 2 }],
    [['a', 'b', 'c'], { timestamp: undefined, gpu: undefined, power: undefined }],
    [['max_power', 'min_power', 'power cap'], { timestamp: undefined, gpu: undefined, power: undefined }],
  ])('%j', (header, expected) => {
    expect(detectColumns(header)).toEqual(expected);
  });
});

describe('power cells', () => {
  it.each([
    ['412.34 W', 412.34],
    [' 300 W ', 300],
    ['[N/A]', undefined],
    ['n/a', undefined],
    ['NA', undefined],
    ['', undefined],
    ['[Not Supported]', undefined],
    // The first number is taken as written: monitors never write separators or bare fractions.
    ['1,234.5 W', 1],
    ['.5', 5],
    ['-3 W', -3],
  ])('%j', (cell, watts) => {
    expect(parsePower(cell)).toBe(watts);
  });
});

const LOCAL_T0 = new Date(2026, 0, 2).getTime() / 1000;

describe('timestamp cells', () => {
  it.each([
    ['2026/01/02 00:00:01.250', LOCAL_T0 + 1.25],
    ['2026/01/02 00:00:01', LOCAL_T0 + 1],
    ['2026/1/2 0:0:1', LOCAL_T0 + 1],
    ['2026-01-02T00:00:01', LOCAL_T0 + 1],
    ['2026-01-02 00:00:01.5', LOCAL_T0 + 1.5],
    ['2026-01-02T01:00:01+01:00', T0 + 1],
    ['2026-01-02T00:00:01Z', T0 + 1],
    [String(T0 + 1), T0 + 1],
    [`${(T0 + 1) * 1000 + 123}`, T0 + 1.123],
    ['1e9', undefined],
    ['', undefined],
    ['2026/02/30 00:00:00', undefined],
    ['yesterday', undefined],
  ])('%j', (cell, seconds) => {
    const value = parseTimestamp(cell);
    if (seconds === undefined) expect(value).toBeUndefined();
    else expect(value).toBeCloseTo(seconds, 6);
  });
});

describe('time zone rule: zoneless stamps are read in the local zone of the process', () => {
  // Jest cannot switch the zone of its own process; power-cli.test.ts runs the CLI under TZ=America/New_York.
  it('a zoneless stamp equals the local wall-clock time, an offset stamp does not depend on the zone', () => {
    expect(parseTimestamp('2026/01/02 03:04:05.5')).toBe(
      new Date(2026, 0, 2, 3, 4, 5).getTime() / 1000 + 0.5,
    );
    expect(parseTimestamp('2026-07-01T12:00:00')).toBe(new Date(2026, 6, 1, 12).getTime() / 1000);
    expect(parseTimestamp('2026-07-01T12:00:00-04:00')).toBe(Date.UTC(2026, 6, 1, 16) / 1000);
  });
});

describe('integration', () => {
  const ramp: Sample[] = Array.from({ length: 13 }, (_, i) => ({ t: i, p: 400 + 10 * i }));
  it('interpolates the boundaries and integrates by trapezoids', () => {
    expect(integrateWindow(ramp, 2.5, 10.5)).toBeCloseTo(465 * 8, 9);
    expect(bracketGap(ramp, 2.5, 10.5)).toBe(1);
  });
  it('a sample exactly at the start is used directly and the gap is measured from it', () => {
    const samples = [
      { t: 2, p: 100 },
      { t: 5, p: 100 },
      { t: 6, p: 100 },
    ];
    expect(integrateWindow(samples, 2, 6)).toBe(400);
    expect(bracketGap(samples, 2, 6)).toBe(3);
  });
  it('a 3.0 s gap passes, 3.000001 s fails', () => {
    const run = (gap: number) => {
      const rows = ['time, gpu, power'];
      for (const t of [0, 1, 2, 3, 3 + gap, 4 + gap, 5 + gap, 6 + gap, 7 + gap, 8 + gap])
        rows.push(`${T0 + t}, 0, 100`);
      const files = layeredFiles(powerFixtures, { 'x.csv': rows.join('\n') });
      const raw = typedFromPlain({
        benchmark_start_time_unix: T0 + 0.5,
        benchmark_end_time_unix: T0 + 10.5,
        duration: 10,
        completed: 1,
        total_input_tokens: 1,
        total_output_tokens: 1,
      });
      return aggregateSingleNode({ raw, expectedGpus: 1, telemetryPath: 'x.csv', files }).reasons;
    };
    expect(run(3)).not.toContain('sampling_gap_exceeded');
    expect(run(3.000001)).toContain('sampling_gap_exceeded');
  });

  it('property: energy is additive over a window split at any point (seeded)', () => {
    const random = seededRandom(20261201);
    for (let trial = 0; trial < 200; trial++) {
      const samples: Sample[] = [];
      let t = 0;
      for (let i = 0; i < 5 + Math.floor(random() * 40); i++) {
        samples.push({ t, p: random() * 900 });
        t += 0.05 + random() * 2.5;
      }
      const last = samples[samples.length - 1]!.t;
      const a = random() * last * 0.3;
      const c = last - random() * last * 0.3;
      const b = a + (c - a) * random();
      const whole = integrateWindow(samples, a, c);
      const parts = integrateWindow(samples, a, b) + integrateWindow(samples, b, c);
      expect(Math.abs(whole - parts)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(whole)));
    }
  });
});

describe('rounding and CSV reading', () => {
  it('rounds the exact binary value, ties to even', () => {
    expect(roundTo(1.0625, 3)).toBe(1.062);
    expect(roundTo(0.1875, 3)).toBe(0.188);
    expect(roundTo(2.675, 2)).toBe(2.67);
    expect(roundTo(0.3747558, 6)).toBe(0.374756);
  });
  it('skips spaces after delimiters, keeps quoted commas, drops blank lines, pads short rows', () => {
    const rows: string[][] = [];
    forEachCsvRow('a, b,"c, d"\n\n1, "x ""y""",\r\n', (fields) => rows.push(fields));
    expect(rows).toEqual([
      ['a', 'b', 'c, d'],
      ['1', 'x "y"', ''],
    ]);
    const cells: string[][] = [];
    forEachCsvColumns(
      'h0,h1,h2\n1,2,3\n4\n\n"5,5",6,7\n',
      () => [2, 0],
      (picked) => cells.push([...picked]),
    );
    expect(cells).toEqual([
      ['3', '1'],
      ['', '4'],
      ['7', '5,5'],
    ]);
  });
  it('an over-long field makes the telemetry unreadable', () => {
    const rows = ['timestamp, index, power.draw [W]', `${T0}, 0, "${'9'.repeat(131073)}"`];
    const files = layeredFiles(powerFixtures, { 'x.csv': rows.join('\n') });
    const raw = typedFromPlain({
      benchmark_start_time_unix: T0 + 0.5,
      benchmark_end_time_unix: T0 + 10.5,
      duration: 10,
      completed: 1,
      total_input_tokens: 1,
      total_output_tokens: 1,
    });
    expect(aggregateSingleNode({ raw, expectedGpus: 1, telemetryPath: 'x.csv', files }).reasons).toEqual([
      'telemetry_file_unreadable',
    ]);
  });
  it('an unreachable expected count (negative) and a non-object raw result are reported, not thrown', () => {
    const files = layeredFiles(powerFixtures);
    const raw = typedFromPlain({
      benchmark_start_time_unix: T0,
      benchmark_end_time_unix: T0 + 1,
      duration: 1,
      completed: 1,
      total_input_tokens: 1,
      total_output_tokens: 1,
    });
    expect(aggregateSingleNode({ raw, expectedGpus: -2, telemetryPath: 'none.csv', files }).reasons).toEqual([
      'invalid_expected_gpu_count',
      'telemetry_file_missing',
    ]);
    expect(
      aggregateSingleNode({ raw: typedFromPlain([1]), expectedGpus: 2, telemetryPath: 'none.csv', files })
        .reasons,
    ).toEqual(['invalid_benchmark_result']);
  });
});
