'use strict';
// EPIPE on stdout or stderr (`sweepkit --help | head -1`) ends the output quietly instead of
// an unhandled 'error' event with a stack trace. The bundles do the same in cli/_common/pipes.ts.
exports.endQuietlyOnClosedPipes = function endQuietlyOnClosedPipes() {
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (error) => {
      if (error.code !== 'EPIPE') throw error;
    });
};
