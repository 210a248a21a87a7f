/**
 * Every CLI document goes to stdout through here: encoded into a reused 64 KB buffer and written
 * straight to file descriptor 1. The full-sweep matrix is ~1 MB of JSON; building it as one
 * string and then one UTF-8 buffer costs ~2 MB of fresh memory, and on these VMs the first touch
 * of a page costs more than the encoding itself, so `writeJsonArray` encodes one item at a time.
 * A reader that goes away (`| head`) ends the output quietly instead of an EPIPE stack trace.
 */
import { writeSync } from 'node:fs';

const CHUNK = 1 << 16;

/** Writes some of `bytes` to `fd` and returns how many; throws as `writeSync` does. */
export type OutputSink = (fd: number, bytes: Uint8Array) => number;

const toFd: OutputSink = (fd, bytes) => writeSync(fd, bytes);
let sink: OutputSink = toFd;

/** Sends every document to `next` instead of the file descriptor (an in-process caller); none restores it. */
export function setOutputSink(next?: OutputSink): void {
  sink = next ?? toFd;
}

/** Waits ~1 ms without spinning (stdout may be a non-blocking pipe that is full). */
function pause(): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
}

class ChunkedWriter {
  private buffer = Buffer.allocUnsafe(CHUNK);
  private length = 0;
  /** Set when the reader has gone away (EPIPE): the rest is dropped, as `| head` expects. */
  private closed = false;

  constructor(private readonly fd: number) {}

  put(text: string): void {
    // UTF-8 needs at most 3 bytes per UTF-16 unit.
    const room = text.length * 3;
    if (this.length + room > this.buffer.length) {
      this.flush();
      if (room > this.buffer.length) this.buffer = Buffer.allocUnsafe(room);
    }
    this.length += this.buffer.write(text, this.length, 'utf8');
  }

  flush(): void {
    let written = 0;
    while (written < this.length && !this.closed) {
      try {
        written += sink(this.fd, this.buffer.subarray(written, this.length));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') pause();
        else if (code === 'EPIPE') this.closed = true;
        else throw error;
      }
    }
    this.length = 0;
  }
}

/** Largest slice of a long text encoded at once (UTF-8 needs at most 3 bytes per unit). */
const SLICE = Math.floor(CHUNK / 3);

/** Writes `text` as it is (no newline added), a chunk at a time. */
export function writeText(text: string, fd = 1): void {
  const out = new ChunkedWriter(fd);
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + SLICE, text.length);
    // Never split a surrogate pair: each half alone would encode as U+FFFD.
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    out.put(text.slice(start, end));
    start = end;
  }
  out.flush();
}

/**
 * Writes `items` as one JSON array and a newline: the same bytes as
 * `JSON.stringify(items) + '\n'`, without holding them all in memory at once.
 */
export function writeJsonArray(items: readonly unknown[], fd = 1): void {
  const out = new ChunkedWriter(fd);
  out.put('[');
  for (let i = 0; i < items.length; i++) {
    if (i > 0) out.put(',');
    // As JSON.stringify does for array elements: what has no JSON form is null.
    out.put(JSON.stringify(items[i]) ?? 'null');
  }
  out.put(']\n');
  out.flush();
}
