// The one JSON-file reader: every failure names the path, what the file is and what was expected.
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readJsonFile } from '../../io/read-file.js';

const dir = mkdtempSync(join(tmpdir(), 'sweepkit-read-json-'));
const options = { what: 'plan file', expected: 'pass what `sweepkit changelog plan` prints' };
const HINT = 'expected a readable UTF-8 JSON file: pass what `sweepkit changelog plan` prints';
writeFileSync(join(dir, 'good.json'), '{"a": [1, 2]}');
writeFileSync(join(dir, 'bad.json'), '{\n  "a": 1,\n}\n');
writeFileSync(join(dir, 'latin1.json'), Buffer.from([0x7b, 0x0a, 0xe9, 0x7d]));

const message = (path: string) => {
  try {
    readJsonFile(path, options);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('readJsonFile', () => {
  it('parses a JSON file', () => {
    expect(readJsonFile(join(dir, 'good.json'), options)).toEqual({ a: [1, 2] });
  });

  it('a missing file is undefined only when the caller says absence is no fault', () => {
    expect(readJsonFile(join(dir, 'none.json'), { ...options, missing: 'undefined' })).toBeUndefined();
  });

  it.each<[string, string]>([
    ['none.json', 'the plan file does not exist'],
    ['.', 'the plan file is a directory'],
    ['latin1.json', 'the plan file is not UTF-8: invalid byte sequence on line 2'],
  ])('%s: names the path, the fault and what was expected', (name, fault) => {
    const path = join(dir, name);
    expect(message(path)).toContain(`${path}`);
    expect(message(path)).toContain(fault);
    expect(message(path)).toContain(HINT);
  });

  it('text that is not JSON: the parser says why, with the line when it names a position', () => {
    const text = message(join(dir, 'bad.json'));
    expect(text).toContain(`${join(dir, 'bad.json')}:3: the plan file is not valid JSON: `);
    expect(text).toContain(HINT);
  });
});
