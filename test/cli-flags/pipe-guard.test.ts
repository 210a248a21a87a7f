// The closed-pipe guard adds one 'error' listener per stream however often it is installed: the
// test runner loads the CLI modules once per test file into one process, and eleven listeners
// on process.stderr made Node print a MaxListenersExceededWarning into a command's stderr.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { endQuietlyOnClosedPipes } from '../../cli/_common/pipes.js';

describe('endQuietlyOnClosedPipes', () => {
  it('guards a stream once, however many times it is called', () => {
    const stream = new PassThrough() as unknown as NodeJS.WriteStream;
    for (let i = 0; i < 12; i++) endQuietlyOnClosedPipes([stream]);
    expect(stream.listenerCount('error')).toBe(1);
  });

  it('swallows EPIPE and rethrows any other error', () => {
    const stream = new PassThrough() as unknown as NodeJS.WriteStream;
    endQuietlyOnClosedPipes([stream]);
    expect(() => stream.emit('error', Object.assign(new Error('gone'), { code: 'EPIPE' }))).not.toThrow();
    expect(() => stream.emit('error', Object.assign(new Error('full'), { code: 'ENOSPC' }))).toThrow('full');
  });
});
