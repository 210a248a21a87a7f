// Telemetry streams are read in pieces that end where a CSV record ends: the pieces must give
// exactly the records of the whole text, whatever the piece size, quotes and line ends.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordChunks } from '../../io/record-chunks.js';
import { forEachCsvColumns, forEachCsvColumnsInChunks } from '../../shared/collect/power/csv.js';

const dir = mkdtempSync(join(tmpdir(), 'sweepkit-chunks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fileWith(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const header = 'timestamp, index, power.draw [W]\n';
const rows = Array.from(
  { length: 300 },
  (_, i) => `2026/01/01 00:00:${String(i % 60).padStart(2, '0')}.000, ${i % 8}, ${100 + i}.5 W\n`,
).join('');

const texts: [string, string][] = [
  ['plain rows', header + rows],
  ['no final line break', (header + rows).slice(0, -1)],
  ['CRLF line ends', (header + rows).replace(/\n/g, '\r\n')],
  ['a quoted cell spanning lines', `${header}"2026/01/01 00:00:00.000", 0, "1\n2\n3 W"\n${rows}`],
  ['an escaped quote', `${header}"a ""b"" c", 1, 5 W\n${rows}`],
  ['a record longer than a piece', `${header}x, 0, ${'9'.repeat(200)} W\n${rows}`],
  ['only a header', header],
  ['empty', ''],
];

const picked = (collect: (choose: (h: string[]) => number[], onRow: (c: string[]) => void) => void) => {
  const out: string[][] = [];
  let seenHeader: string[] = [];
  collect(
    (h) => {
      seenHeader = h;
      return [0, 2];
    },
    (cells) => out.push([...cells]),
  );
  return { header: seenHeader, rows: out };
};

describe('recordChunks + forEachCsvColumnsInChunks read what a whole-text read reads', () => {
  it.each(texts.flatMap(([name, text]) => [7, 64, 1000].map((size) => [name, size, text] as const)))(
    '%s, pieces of %i bytes',
    (name, size, text) => {
      const path = fileWith(`${name.replace(/\W/g, '_')}-${size}.csv`, text);
      const pieces = [...recordChunks(path, size)];
      expect(pieces.join('')).toBe(text);
      for (const piece of pieces.slice(0, -1)) expect(piece.endsWith('\n')).toBe(true);
      const whole = picked((choose, onRow) => forEachCsvColumns(text, choose, onRow));
      const chunked = picked((choose, onRow) =>
        forEachCsvColumnsInChunks(recordChunks(path, size), choose, onRow),
      );
      expect(chunked).toEqual(whole);
    },
  );

  it('decodes bytes that are not UTF-8 as a whole-file read does', () => {
    const bytes = Buffer.concat([Buffer.from('a, b\n'), Buffer.from([0xff, 0xc3]), Buffer.from('\n1, 2\n')]);
    const path = fileWith('latin.csv', bytes);
    expect([...recordChunks(path, 4)].join('')).toBe(bytes.toString('utf8'));
  });

  it('fails while iterating when the file cannot be opened', () => {
    const pieces = recordChunks(join(dir, 'missing.csv'));
    expect(() => [...pieces]).toThrow(/ENOENT/);
  });
});
