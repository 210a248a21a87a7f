/**
 * A CSV reader for telemetry files, in the dialect the monitors write and the original reader
 * accepted: comma-separated, `"` quoting with `""` escapes and line breaks inside quotes, spaces
 * after a delimiter skipped, blank lines dropped, short rows padded with empty cells.
 *
 * Hand-written because Node has no CSV reader and the general-purpose packages (csv-parse,
 * papaparse) took many times as long, and several times the memory, on an hour-long 8-GPU
 * nvidia-smi stream. This reader cuts only the needed cells out of each quote-free line (all real
 * ones) and runs the full quote-aware parse only on a line that holds a quote or is longer than
 * the field limit.
 */

/** A field longer than this makes the file unreadable (the original reader's default limit). */
const MAX_FIELD_LENGTH = 131072;

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`${message} (line ${line})`);
    this.name = 'CsvError';
  }
}

function skipSpaces(field: string): string {
  let i = 0;
  while (field.charCodeAt(i) === 32) i++;
  return i ? field.slice(i) : field;
}

export interface CsvOptions {
  /** Skip spaces at the start of each field (the monitors write `a, b, c`). Default true. */
  skipInitialSpace?: boolean;
  /** Report a blank line as a record with no fields instead of dropping it. Default false. */
  keepBlankLines?: boolean;
}

/** Calls `onRow` for every record, in file order, with the line it started on. */
export function forEachCsvRow(
  text: string,
  onRow: (fields: string[], line: number) => void,
  options: CsvOptions = {},
): void {
  const skipInitial = options.skipInitialSpace ?? true;
  const keepBlank = options.keepBlankLines ?? false;
  let pos = 0;
  let line = 0;
  const length = text.length;
  while (pos < length) {
    line++;
    let next = text.indexOf('\n', pos);
    if (next < 0) next = length;
    let raw = text.slice(pos, next);
    if (raw.includes('\r')) {
      // A lone CR also ends a record; keep the rest for the next round.
      const cr = raw.indexOf('\r');
      if (cr < raw.length - 1) {
        next = pos + cr;
        raw = raw.slice(0, cr);
      } else raw = raw.slice(0, cr);
    }
    if (raw.includes('"')) {
      pos = quotedRecord(text, pos, line, onRow, skipInitial);
      continue;
    }
    pos = next + 1;
    if (raw === '') {
      if (keepBlank) onRow([], line);
      continue;
    }
    const fields = raw.split(',');
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i]!;
      if (field.length > MAX_FIELD_LENGTH) throw new CsvError('field larger than field limit', line);
      if (skipInitial && field.charCodeAt(0) === 32) fields[i] = skipSpaces(field);
    }
    onRow(fields, line);
  }
}

/** One record that contains a quote; returns the position after it. */
function quotedRecord(
  text: string,
  start: number,
  line: number,
  onRow: (fields: string[], line: number) => void,
  skipInitial: boolean,
): number {
  const fields: string[] = [];
  let field = '';
  let pos = start;
  let atFieldStart = true;
  let quoted = false;
  const push = () => {
    if (field.length > MAX_FIELD_LENGTH) throw new CsvError('field larger than field limit', line);
    fields.push(field);
    field = '';
    atFieldStart = true;
  };
  while (pos < text.length) {
    const c = text[pos]!;
    if (quoted) {
      if (c === '"') {
        if (text[pos + 1] === '"') {
          field += '"';
          pos += 2;
          continue;
        }
        quoted = false;
      } else field += c;
      pos++;
      continue;
    }
    if (c === ',') {
      push();
      pos++;
      continue;
    }
    if (c === '\n' || c === '\r') {
      pos += c === '\r' && text[pos + 1] === '\n' ? 2 : 1;
      break;
    }
    if (skipInitial && atFieldStart && c === ' ') {
      pos++;
      continue;
    }
    if (atFieldStart && c === '"') quoted = true;
    else field += c;
    atFieldStart = false;
    pos++;
  }
  if (quoted) throw new CsvError('unexpected end of data inside a quoted field', line);
  push();
  onRow(fields, line);
  return pos;
}

/**
 * The header row in full, then only the cells at `choose(header)` for every later record (in that
 * order, missing cells empty, leading spaces kept). `choose` returning undefined ends the reading.
 * The cells array is reused from record to record (fewer allocations on million-line files):
 * `onRow` must copy what it keeps.
 */
export function forEachCsvColumns(
  text: string,
  choose: (header: string[]) => number[] | undefined,
  onRow: (cells: string[]) => void,
): void {
  forEachCsvColumnsInChunks([text], choose, onRow);
}

/**
 * As forEachCsvColumns, over a text given in pieces that each end where a record ends (outside
 * quotes): the same records, without the whole text in memory at once.
 */
export function forEachCsvColumnsInChunks(
  chunks: Iterable<string>,
  choose: (header: string[]) => number[] | undefined,
  onRow: (cells: string[]) => void,
): void {
  let body: ((text: string, from: number) => void) | undefined;
  for (const text of chunks) {
    if (body) {
      body(text, 0);
      continue;
    }
    const headerEnd = headerLength(text);
    let header: string[] = [];
    forEachCsvRow(text.slice(0, headerEnd), (fields) => {
      header = fields;
    });
    const picks = choose(header);
    if (!picks) return;
    body = columnReader(picks, onRow);
    body(text, headerEnd);
  }
  if (!body) choose([]);
}

/** Reads the records of `text` from `from` on, calling `onRow` with the picked cells. */
function columnReader(
  picks: number[],
  onRow: (cells: string[]) => void,
): (text: string, from: number) => void {
  const last = Math.max(...picks);
  const cells = picks.map(() => '');
  return (text, from) => {
    const length = text.length;
    let pos = from;
    // Next quote / CR at or after pos (length when none), searched again only once passed.
    let quote = -1;
    let cr = -1;
    const after = (char: string, at: number) => {
      const found = text.indexOf(char, at);
      return found < 0 ? length : found;
    };
    while (pos < length) {
      let next = text.indexOf('\n', pos);
      if (next < 0) next = length;
      let stop = next;
      if (stop > pos && text.charCodeAt(stop - 1) === 13) stop--;
      if (quote < pos) quote = after('"', pos);
      if (cr < pos) cr = after('\r', pos);
      if (quote < stop || cr < stop || stop - pos > MAX_FIELD_LENGTH) {
        // The rare record that needs the full parser (quotes, a lone CR, an over-long line).
        const end = quotedRecordEnd(text, pos);
        forEachCsvRow(text.slice(pos, end), (fields) => onRow(picks.map((i) => fields[i] ?? '')));
        pos = end;
        continue;
      }
      if (stop > pos) {
        cells.fill('');
        let fieldStart = pos;
        for (let index = 0; index <= last; index++) {
          let comma = text.indexOf(',', fieldStart);
          if (comma < 0 || comma > stop) comma = stop;
          for (let slot = 0; slot < picks.length; slot++)
            if (picks[slot] === index) cells[slot] = text.slice(fieldStart, comma);
          if (comma === stop) break;
          fieldStart = comma + 1;
        }
        onRow(cells);
      }
      pos = next + 1;
    }
  };
}

/** Where the first record ends (after its line break), quotes respected. */
function headerLength(text: string): number {
  return quotedRecordEnd(text, 0);
}

/** The position after the record starting at `start`, line breaks inside quotes included. */
function quotedRecordEnd(text: string, start: number): number {
  let quoted = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (!quoted && c === 10) return i + 1;
    else if (!quoted && c === 13) return text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
  }
  return text.length;
}
