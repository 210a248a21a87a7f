// The file-system side of generation: repository files (recipes) as text.
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoFileReader } from '../../io/matrix-files.js';

const root = mkdtempSync(join(tmpdir(), 'sweepkit-files-'));
mkdirSync(join(root, 'r', 'sub'), { recursive: true });
const FILES: Record<string, string> = {
  'r/small.yaml': 'resources:\n  agg_nodes: 2\n',
  'r/sub/unicode.yaml': '\ufeffname: "é ü 漢"\n',
  'r/empty.yaml': '',
};
for (const [path, text] of Object.entries(FILES)) writeFileSync(join(root, path), text);

describe('repository file reader', () => {
  const text = repoFileReader(root);

  it.each(Object.keys(FILES).concat('r/sub/../small.yaml', './r/small.yaml'))('%s: its content', (path) => {
    expect(text(path)).toBe(FILES[path] ?? FILES['r/small.yaml']!);
  });

  it('a missing file is undefined; a directory is an error', () => {
    expect(text('r/none.yaml')).toBeUndefined();
    expect(text('missing-dir/none.yaml')).toBeUndefined();
    expect(() => text('r/sub')).toThrow(
      'r/sub: the file is a directory; expected a readable UTF-8 text file',
    );
  });
});
