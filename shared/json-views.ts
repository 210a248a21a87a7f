/**
 * Compact JSON, as bytes, of several values that hold the same objects: each shared object is
 * serialised once, and its bytes are copied into every value that holds it. A full sweep
 * publishes its 1,820 rows three times (the flat matrix, the run-sweep groups and the e2e
 * families, 3.2 MB of step outputs); a JSON.stringify per view, then the UTF-8 encoding of each
 * text, made that the largest part of the matrix action's run after generation itself (measured
 * in the action: ~90 ms of ~450 for stringify, delimiter check and write; see the README's
 * start-up section for the figures with this module).
 *
 * Hand-written because no JSON library reuses serialised parts across documents. The pieces of a
 * value, joined, equal `Buffer.from(JSON.stringify(value))` for plain data (objects, arrays, strings, numbers,
 * booleans, null, undefined members); a value with a `toJSON` or a prototype other than
 * Object's goes to JSON.stringify whole (a `toJSON` that answers undefined is written as null).
 */
import { Buffer } from 'node:buffer';

interface Span {
  start: number;
  end: number;
}

/** Bytes of every shared object, joined by commas, and where each one lies in them. */
function serialiseShared(parts: readonly object[]): { bytes: Buffer; spans: Map<object, Span> } {
  const texts = parts.map((part) => JSON.stringify(part));
  const joined = texts.join(',');
  const ascii = Buffer.byteLength(joined, 'utf8') === joined.length;
  // ASCII text is its own UTF-8: a byte copy (latin1) instead of an encoding pass.
  const bytes = ascii ? Buffer.from(joined, 'latin1') : Buffer.from(joined, 'utf8');
  const spans = new Map<object, Span>();
  let at = 0;
  texts.forEach((text, i) => {
    const length = ascii ? text.length : Buffer.byteLength(text, 'utf8');
    if (!spans.has(parts[i]!)) spans.set(parts[i]!, { start: at, end: at + length });
    at += length + 1;
  });
  return { bytes, spans };
}

/** Output pieces: text is gathered until a span of shared bytes comes, then encoded once. */
class Pieces {
  private readonly pieces: Buffer[] = [];
  private text = '';
  constructor(private readonly shared: Buffer) {}
  add(text: string): void {
    this.text += text;
  }
  addShared(span: Span): void {
    if (this.text) this.pieces.push(Buffer.from(this.text, 'utf8'));
    this.text = '';
    this.pieces.push(this.shared.subarray(span.start, span.end));
  }
  done(): Buffer[] {
    if (this.text) this.pieces.push(Buffer.from(this.text, 'utf8'));
    return this.pieces;
  }
}

const isPlain = (value: object): boolean => {
  if ('toJSON' in value) return false;
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** What JSON.stringify leaves out of an object and writes as null in an array. */
const skipped = (value: unknown): boolean =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

function emit(value: unknown, out: Pieces, spans: Map<object, Span>): void {
  if (typeof value !== 'object' || value === null) {
    out.add(JSON.stringify(value));
    return;
  }
  const span = spans.get(value);
  if (span) return out.addShared(span);
  if (!isPlain(value)) {
    out.add(JSON.stringify(value) ?? 'null');
    return;
  }
  if (Array.isArray(value)) return emitArray(value, out, spans);
  out.add('{');
  let first = true;
  for (const key of Object.keys(value)) {
    const member: unknown = (value as Record<string, unknown>)[key];
    if (skipped(member)) continue;
    out.add(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    emit(member, out, spans);
  }
  out.add('}');
}

/** Consecutive shared objects that were consecutive parts too are one copy, commas included. */
function emitArray(items: unknown[], out: Pieces, spans: Map<object, Span>): void {
  out.add('[');
  let run: Span | undefined;
  items.forEach((item, i) => {
    const span = typeof item === 'object' && item !== null ? spans.get(item) : undefined;
    if (span && run && span.start === run.end + 1) {
      run.end = span.end;
      return;
    }
    if (run) out.addShared(run);
    run = undefined;
    if (i > 0) out.add(',');
    if (span) run = { ...span };
    else if (skipped(item)) out.add('null');
    else emit(item, out, spans);
  });
  if (run) out.addShared(run);
  out.add(']');
}

/**
 * Each value's compact JSON as UTF-8 bytes, in pieces to be written one after the other (most are
 * views into one buffer of the shared objects' bytes, so no view is copied into a buffer of its
 * own); `parts` are the objects the values share.
 */
export function jsonViews(
  values: Record<string, object>,
  parts: readonly object[],
): Record<string, Buffer[]> {
  const { bytes, spans } = serialiseShared(parts);
  const out: Record<string, Buffer[]> = {};
  for (const [name, value] of Object.entries(values)) {
    const pieces = new Pieces(bytes);
    emit(value, pieces, spans);
    out[name] = pieces.done();
  }
  return out;
}
