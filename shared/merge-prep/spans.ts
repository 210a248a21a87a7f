/**
 * The byte-preserving block model: an entry's block runs from its
 * column-0 `- config-keys:` line to the next one (or EOF). Merge preparation moves and
 * rewrites whole blocks, so every byte it does not mean to change stays as it was.
 */
import { Buffer } from 'node:buffer';
import { SweepkitError } from '../errors.js';
import { ENTRY_START, PR_LINK_PREFIX } from './names.js';

export interface EntrySpan {
  start: number;
  /** Start of the next entry, or the file's length. */
  end: number;
  /** `end` minus the trailing lines that are empty or whitespace-only (comments stay). */
  contentEnd: number;
}

const START = Buffer.from(ENTRY_START);
const WHITESPACE = new Set([0x20, 0x09, 0x0d, 0x0a]);

/** Offsets of column-0 `- config-keys:` lines that end with a newline. */
function entryStartOffsets(bytes: Buffer): number[] {
  const starts: number[] = [];
  for (let at = bytes.indexOf(START); at >= 0; at = bytes.indexOf(START, at + 1)) {
    if ((at === 0 || bytes[at - 1] === 0x0a) && bytes.indexOf(0x0a, at) >= 0) starts.push(at);
  }
  return starts;
}

function isBlankLine(bytes: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!WHITESPACE.has(bytes[i]!)) return false;
  return true;
}

/** Drops whole trailing lines of [start, end) that hold only whitespace. */
function trimTrailingBlankLines(bytes: Buffer, start: number, end: number): number {
  let contentEnd = end;
  while (contentEnd > start) {
    // The last line of [start, contentEnd): from after the previous newline to contentEnd.
    const lastNewline = bytes.lastIndexOf(0x0a, contentEnd - 2);
    const lineStart = lastNewline < start ? start : lastNewline + 1;
    if (!isBlankLine(bytes, lineStart, contentEnd)) break;
    contentEnd = lineStart;
  }
  return contentEnd;
}

/** One span per parsed entry, in file order; the counts must agree. */
export function entrySpans(bytes: Buffer, parsedEntries: number, file?: string): EntrySpan[] {
  const starts = entryStartOffsets(bytes);
  if (starts.length !== parsedEntries) {
    throw new SweepkitError({
      message: 'could not map parsed changelog entries to raw byte spans',
      file,
      hint: `found ${starts.length} '- config-keys:' lines for ${parsedEntries} entries; write each entry in block style starting with '- config-keys:' at column 0`,
    });
  }
  return starts.map((start, i) => {
    const end = starts[i + 1] ?? bytes.length;
    return { start, end, contentEnd: trimTrailingBlankLines(bytes, start, end) };
  });
}

/**
 * The block with its first `  pr-link:` line replaced by `  pr-link: <link>` (unquoted; a
 * trailing comment on that line is dropped, as in the reference).
 */
export function replacePrLink(block: Buffer, link: string, file?: string, line?: number): Buffer {
  let lineStart = 0;
  while (lineStart < block.length) {
    const newline = block.indexOf(0x0a, lineStart);
    const lineEnd = newline < 0 ? block.length : newline;
    if (block.toString('utf8', lineStart, lineStart + PR_LINK_PREFIX.length) === PR_LINK_PREFIX) {
      return Buffer.concat([
        block.subarray(0, lineStart),
        Buffer.from(`${PR_LINK_PREFIX} ${link}`, 'utf8'),
        block.subarray(lineEnd),
      ]);
    }
    lineStart = lineEnd + 1;
  }
  throw new SweepkitError({
    message: 'could not locate exactly one pr-link line in a changelog entry',
    file,
    line,
    hint: `write the link on its own line as '${PR_LINK_PREFIX} <link>' (two spaces of indentation)`,
  });
}

/**
 * `bytes` followed by the blocks in the canonical layout: one empty line before each (none
 * added when `bytes` already ends with one) and one final newline (each block ends with its own).
 */
export function appendBlocks(bytes: Buffer, blocks: Buffer[]): Buffer {
  const separator = bytes.subarray(-2).toString('latin1') === '\n\n' ? '' : '\n';
  const joined = blocks.flatMap((block, k) => (k ? [Buffer.from('\n'), block] : [block]));
  return Buffer.concat([bytes, Buffer.from(separator), ...joined]);
}
