/**
 * A text file read in pieces that each end at a line break outside CSV quotes, so a CSV reader
 * fed the pieces in order sees exactly the records it would see in the whole text.
 *
 * Why pieces: a telemetry stream read whole is a buffer and then a string of its full size, and
 * touching that much fresh memory was most of a power validation's time before any parsing.
 * Pieces of 64 KiB reuse one buffer, and their strings stay below V8's large-object size, so
 * they live in the young generation whose pages are reused.
 * Bytes that are not UTF-8 become U+FFFD as in a whole-file read: a piece ends at a LF byte,
 * which never occurs inside a multi-byte sequence.
 */
import { closeSync, openSync, readSync } from 'node:fs';

const PIECE_BYTES = 64 * 1024;
const LF = 0x0a;
const QUOTE = 0x22;

/** One past the last LF in `buf[0, end)` at which the quotes opened since 0 are all closed; 0 if none. */
function recordBoundary(buf: Buffer, end: number): number {
  const firstQuote = buf.indexOf(QUOTE);
  if (firstQuote < 0 || firstQuote >= end) return buf.lastIndexOf(LF, end - 1) + 1;
  let quoted = false;
  let boundary = 0;
  for (let i = 0; i < end; i++) {
    const byte = buf[i];
    if (byte === QUOTE) quoted = !quoted;
    else if (byte === LF && !quoted) boundary = i + 1;
  }
  return boundary;
}

export function* recordChunks(path: string, pieceBytes = PIECE_BYTES): Generator<string> {
  const fd = openSync(path, 'r');
  try {
    let buf = Buffer.allocUnsafe(pieceBytes);
    let filled = 0;
    for (;;) {
      if (filled === buf.length) {
        // One record longer than a piece: grow until it fits.
        const bigger = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(bigger, 0, 0, filled);
        buf = bigger;
      }
      const read = readSync(fd, buf, filled, buf.length - filled, null);
      filled += read;
      if (read === 0) {
        if (filled > 0) yield buf.toString('utf8', 0, filled);
        return;
      }
      const boundary = recordBoundary(buf, filled);
      if (boundary === 0) continue;
      yield buf.toString('utf8', 0, boundary);
      buf.copy(buf, 0, boundary, filled);
      filled -= boundary;
    }
  } finally {
    closeSync(fd);
  }
}
