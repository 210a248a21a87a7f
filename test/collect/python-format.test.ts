import { describe, expect, it } from '@jest/globals';
import { formatFixed, formatGeneral } from '../../shared/collect/python-format.js';
import { markdownTable } from '../../shared/collect/markdown-table.js';

describe('Python float formatting', () => {
  it.each([
    [94.625, 2, '94.62'],
    [0.125, 2, '0.12'],
    [0.375, 2, '0.38'],
    [2.675, 2, '2.67'],
    [-0.001, 2, '-0.00'],
    [1e21, 1, '1000000000000000000000.0'],
    [110.00000000000001, 4, '110.0000'],
  ])('format(%p, ".%df") = %s', (x, d, text) => expect(formatFixed(x, d)).toBe(text));

  it.each([
    [102.4, '102.4'],
    [111.1111, '111.111'],
    [110, '110'],
    [1e-5, '1e-05'],
    [1e16, '1e+16'],
    [123456789, '1.23457e+08'],
    [999999.5, '1e+06'],
    [0.0001, '0.0001'],
    [-2.5, '-2.5'],
    [0, '0'],
  ])('format(%p, "g") = %s', (x, text) => expect(formatGeneral(x)).toBe(text));

  it('sign flag', () =>
    expect([formatFixed(2.4, 2, true), formatFixed(-8.88889, 4, true)]).toEqual(['+2.40', '-8.8889']));
});

describe('tabulate github tables', () => {
  it('numeric strings are re-rendered and decimal-aligned only when the whole column is numeric', () => {
    const table = markdownTable(
      ['A', 'Value', 'Mixed'],
      [
        ['x', '102.40', 'N/A'],
        ['yy', '1.5', '110.0000'],
      ],
    );
    expect(table.split('\n')).toEqual([
      '| A   |   Value | Mixed    |',
      '|-----|---------|----------|',
      '| x   |   102.4 | N/A      |',
      '| yy  |     1.5 | 110.0000 |',
    ]);
  });

  it('empty columns are left-aligned strings; null renders empty', () => {
    expect(markdownTable(['N (eff)'], [[''], [null]]).split('\n')[2]).toBe('|           |');
  });
});
