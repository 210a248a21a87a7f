/**
 * A quick look at an srt-slurm recipe's top-level `resources:` mapping, for node counts.
 * ~450 recipes are read per full sweep; a YAML reader costs more than reading the files in a
 * cold process, while the blocks are a handful of `key: value` lines. The scan accepts only
 * plainly written blocks (equally indented one-line entries, or a one-line flow mapping) with
 * plain decimal node counts, and answers UNSURE for anything else (anchors, tags, quoted
 * keys, nested or multi-line values, a repeated `resources:` key, other number forms...),
 * which the YAML readers then decide. So it only has to be right on what it accepts.
 *
 * The work is done by a few whole-block regular expressions: in a cold process, native
 * regex and string search cost far less than a character loop run by the interpreter.
 */

export const UNSURE = Symbol('unsure');

/** The node count of a recipe's resources (agg_nodes, else prefill_nodes + decode_nodes). */
export type ScannedNodes = number | undefined | typeof UNSURE;

const HEADER = '\nresources:';

/** One-line values: a plain word or number, or quoted text without escapes. */
const VALUE = String.raw`(?:[A-Za-z0-9_.][\w./+-]*|"[^"\\\r\n]*"|'[^'\r\n]*')`;
const COMMENT = String.raw`(?:[ \t]+#[^\r\n]*)?`;
/** `key: value # comment` after the indentation, up to and including the line break. */
const ENTRY = String.raw`[A-Za-z_][\w.-]*:[ \t]+${VALUE}${COMMENT}[ \t]*\r?(?:\n|$)`;
/** A blank or comment-only line. */
const BLANK = String.raw`[ \t]*(?:#[^\r\n]*)?\r?\n`;
/** A block of equally indented entries (the backreference keeps the first entry's indentation). */
const BLOCK = new RegExp(String.raw`^(?:${BLANK})*( +)${ENTRY}(?:(?:${BLANK})*\1${ENTRY})*(?:${BLANK})*$`);
/** The line after the block: the first one that starts at column 0 with content. */
const BLOCK_END = /\n[^ #\r\n]/g;
/** The three counts, wherever they are among the (already validated) entries. */
const COUNTS = /^ +(agg_nodes|prefill_nodes|decode_nodes):[ \t]+([^ \t\r\n]+)/gm;
/** A flow mapping entry. */
const FLOW_ENTRY = new RegExp(String.raw`^[ \t]*([A-Za-z_][\w.-]*):[ \t]+(${VALUE})[ \t]*$`);
/** Plain decimal counts only (YAML 1.1 reads a leading 0 as octal). */
const DECIMAL = /^(?:0|[1-9][0-9]{0,14})$/;

interface Counts {
  agg?: number;
  prefill?: number;
  decode?: number;
}

/** Records one entry (a repeated key: the last value wins); false when a count is not plain. */
function take(key: string, value: string, counts: Counts): boolean {
  const field =
    key === 'agg_nodes'
      ? 'agg'
      : key === 'prefill_nodes'
        ? 'prefill'
        : key === 'decode_nodes'
          ? 'decode'
          : undefined;
  if (field === undefined) return true;
  if (!DECIMAL.test(value)) return false;
  counts[field] = Number(value);
  return true;
}

function nodesOf(counts: Counts): number | undefined {
  if (counts.agg !== undefined) return counts.agg;
  if (counts.prefill !== undefined && counts.decode !== undefined) return counts.prefill + counts.decode;
  return undefined;
}

/** `{ a: 1, b: "x" }` on the header line. */
function scanFlow(body: string, counts: Counts): boolean {
  if (!body.startsWith('{') || !body.endsWith('}')) return false;
  const inner = body.slice(1, -1);
  if (/[{}[\]#'\\]/.test(inner)) return false;
  for (const part of inner.split(',')) {
    const match = FLOW_ENTRY.exec(part);
    if (!match || !take(match[1]!, match[2]!, counts)) return false;
  }
  return true;
}

function scanBlock(block: string, counts: Counts): boolean {
  if (!BLOCK.test(block)) return false;
  for (const match of block.matchAll(COUNTS)) if (!take(match[1]!, match[2]!, counts)) return false;
  return true;
}

/**
 * The node count from a plainly written top-level `resources:` mapping: a number, undefined
 * when the mapping has neither count, UNSURE when the YAML readers must decide.
 */
export function scanResources(text: string): ScannedNodes {
  const start = text.startsWith(HEADER.slice(1)) ? 0 : text.indexOf(HEADER) + 1;
  if (start === 0 && !text.startsWith(HEADER.slice(1))) return UNSURE;
  let headerEnd = text.indexOf('\n', start);
  if (headerEnd < 0) headerEnd = text.length;
  const headerRest = text
    .slice(start + HEADER.length - 1, headerEnd)
    .replace(/[ \t]+#.*$/, '')
    .trim();
  const counts: Counts = {};
  let end: number;
  if (headerRest === '') {
    BLOCK_END.lastIndex = headerEnd;
    const next = BLOCK_END.exec(text);
    end = next ? next.index + 1 : text.length;
    if (text.charCodeAt(end) === 9 || !scanBlock(text.slice(headerEnd + 1, end), counts)) return UNSURE;
  } else {
    end = headerEnd + 1;
    // A flow mapping continued on indented lines is not plainly written.
    if (!scanFlow(headerRest, counts) || /^[ \t]/.test(text.slice(end, end + 1))) return UNSURE;
  }
  // A second top-level `resources:` would override the first: leave that to the YAML readers.
  if (text.indexOf(HEADER, end - 1) >= 0) return UNSURE;
  return nodesOf(counts);
}

const HEADER_BYTES = Buffer.from(HEADER);
const LINE_FEED = 10;

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * `scanResources` on a file's UTF-8 bytes, decoding only the `resources:` block: the other
 * ~95% of each recipe never becomes a string.
 */
export function scanResourcesBytes(bytes: Uint8Array): ScannedNodes {
  const buf = asBuffer(bytes);
  let start = 0;
  const atStart =
    buf.length >= HEADER_BYTES.length - 1 &&
    buf.compare(HEADER_BYTES, 1, HEADER_BYTES.length, 0, HEADER_BYTES.length - 1) === 0;
  if (!atStart) {
    start = buf.indexOf(HEADER_BYTES) + 1;
    if (start === 0) return UNSURE;
  }
  // The block ends before the first line with content at column 0 (comments stay inside).
  let end = buf.length;
  for (
    let eol = buf.indexOf(LINE_FEED, start);
    eol >= 0 && eol + 1 < buf.length;
    eol = buf.indexOf(LINE_FEED, eol + 1)
  ) {
    const next = buf[eol + 1];
    if (next !== 32 && next !== 35 && next !== 13 && next !== LINE_FEED) {
      end = eol + 1;
      break;
    }
  }
  if (buf[end] === 9) return UNSURE; // a tab-indented line: not plainly written
  const scanned = scanResources(buf.toString('utf8', start, end));
  if (scanned === UNSURE || (end < buf.length && buf.indexOf(HEADER_BYTES, end - 1) >= 0)) return UNSURE;
  return scanned;
}
