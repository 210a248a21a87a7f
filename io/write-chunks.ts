/**
 * Writes a text given in pieces to a file, each piece encoded and written as it comes: a large
 * aggregate is never held a second time, whole, as bytes. The pieces are expected to be large
 * (~1 MB): each is one write.
 */
import { closeSync, openSync, writeSync } from 'node:fs';

export function writeChunks(file: string, chunks: Iterable<string>): void {
  const fd = openSync(file, 'w');
  try {
    for (const chunk of chunks) {
      const bytes = Buffer.from(chunk, 'utf8');
      for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done);
    }
  } finally {
    closeSync(fd);
  }
}
