// The file-system side of generation: repository files as text and as bytes (recipes).
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoBytesReader, repoFileReader } from '../../io/matrix-files.js';

const root = mkdtempSync(join(tmpdir(), 'sweepkit-files-'));
mkdirSync(join(root, 'r', 'sub'), { recursive: true });
const FILES: Record<string, string> = {
  'r/small.yaml': 'resources:\n  agg_nodes: 2\n',
  'r/sub/unicode.yaml': '\ufeffname: "é ü 漢"\n',
  'r/big.yaml': `${'# filler line of text\n'.repeat(12_000)}resources:\n  agg_nodes: 9\n`, // > 64 KiB
  'r/empty.yaml': '',
};
for (const [path, text] of Object.entries(FILES)) writeFileSync(join(root, path), text);

describe('repository file readers', () => {
  const text = repoFileReader(root);
  const bytes = repoBytesReader(root);

  it.each(Object.keys(FILES).concat('r/sub/../small.yaml', './r/small.yaml'))(
    '%s: same content as text and as bytes',
    (path) => {
      const expected = FILES[path] ?? FILES['r/small.yaml']!;
      expect(text(path)).toBe(expected);
      expect(Buffer.from(bytes(path)!).toString('utf8')).toBe(expected);
    },
  );

  it('a missing file is undefined; a directory is an error', () => {
    expect(text('r/none.yaml')).toBeUndefined();
    expect(bytes('r/none.yaml')).toBeUndefined();
    expect(bytes('missing-dir/none.yaml')).toBeUndefined();
    expect(() => bytes('r/sub')).toThrow(
      'r/sub: the file is a directory; expected a readable UTF-8 text file',
    );
    expect(() => text('r/sub')).toThrow(
      'r/sub: the file is a directory; expected a readable UTF-8 text file',
    );
  });

  it('after a large file the reader still returns each file whole', () => {
    expect(bytes('r/big.yaml')!.length).toBe(Buffer.byteLength(FILES['r/big.yaml']!));
    expect(Buffer.from(bytes('r/small.yaml')!).toString('utf8')).toBe(FILES['r/small.yaml']);
  });
});
