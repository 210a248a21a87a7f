/**
 * A reader that goes away (`sweepkit ... | head -1`, a closed terminal) ends the output
 * quietly: EPIPE on stdout or stderr is not an error of the command, so no stack trace and the
 * exit code stays the command's own. bin/quiet-pipes.js does the same for the dispatcher's own
 * help, which runs before any bundle is loaded.
 */
/**
 * Marks a stream that already has the guard. A registered symbol, so that several copies of
 * this module in one process (a test runner gives each test file its own) still add one
 * listener per stream, not one per copy.
 */
const GUARDED = Symbol.for('sweepkit.endQuietlyOnClosedPipes');

export function endQuietlyOnClosedPipes(
  streams: NodeJS.WriteStream[] = [process.stdout, process.stderr],
): void {
  for (const stream of streams) {
    const marked = stream as NodeJS.WriteStream & { [GUARDED]?: true };
    if (marked[GUARDED]) continue;
    marked[GUARDED] = true;
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
}

/**
 * process.stderr, with the guard above. The CLI writes to stderr through this, never through
 * process.stderr directly: Node sets the stream up on its first use, and for a pipe (a CI log,
 * `2>&1 | ...`) that loads its network module, ~10 ms of a full sweep that writes nothing there.
 */
export function stderr(): NodeJS.WriteStream {
  endQuietlyOnClosedPipes([process.stderr]);
  return process.stderr;
}
