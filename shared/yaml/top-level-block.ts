/**
 * The lines of one top-level key of a YAML document whose root is a block mapping: from the
 * `key:` line at column 0 to the next line with content at column 0. Reading that block with the
 * loader gives the key's value without reading the rest of the file, which matters where hundreds
 * of files are read for one small mapping each (the full sweep reads every srt-slurm recipe for
 * its `resources:`).
 *
 * Undefined when the key is not written plainly once (absent, repeated: the last one would win,
 * quoted, or written as `? key`) or the file has document markers or directives: the caller then
 * reads the whole file. A column-0 `key:` line inside a multi-line quoted scalar would be taken
 * for the key; configs do not spread quoted scalars over column-0 lines.
 */
import { escapeRegExp } from '../text.js';

const DOCUMENT_MARKERS = /^(?:---|\.\.\.|%)/m;
/** A line with content at column 0 (not a blank, indented or comment line). */
const COLUMN_0_CONTENT = /^[^ \t#\r\n]/gm;

export function topLevelBlock(text: string, key: string): string | undefined {
  if (DOCUMENT_MARKERS.test(text)) return undefined;
  const header = new RegExp(`^${escapeRegExp(key)}:(?=[ \\t\\r\\n]|$)`, 'gm');
  const first = header.exec(text);
  if (!first || header.exec(text)) return undefined;
  const lineEnd = text.indexOf('\n', first.index);
  if (lineEnd === -1) return text.slice(first.index);
  COLUMN_0_CONTENT.lastIndex = lineEnd + 1;
  const next = COLUMN_0_CONTENT.exec(text);
  return text.slice(first.index, next ? next.index : text.length);
}
