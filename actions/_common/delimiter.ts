/**
 * The delimiter of one multi-line output, `ghadelimiter_<random UUID>`, as @actions/core writes
 * it: a value cannot be made to hold a delimiter it cannot guess (and a value that does hold it
 * is refused by the writers anyway).
 *
 * The 16 random bytes come from the kernel's random device where there is one. Loading
 * node:crypto for a single UUID costs 7-10 ms of every step that writes an output, on the 2-core
 * machines these figures come from (`require('node:crypto')` in a fresh process), against
 * ~0.5 ms to read the device; an aggregation step's whole run is ~0.2 s. Where there is no such
 * device (Windows), or it cannot be read, the Web Crypto global answers.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { Buffer } from 'node:buffer';

const RANDOM_DEVICE = '/dev/urandom';

function randomBytes16(): Buffer {
  const bytes = Buffer.alloc(16);
  if (process.platform !== 'win32') {
    try {
      const fd = openSync(RANDOM_DEVICE, 'r');
      try {
        if (readSync(fd, bytes, 0, 16, null) === 16) return bytes;
      } finally {
        closeSync(fd);
      }
    } catch {
      // No readable device: node:crypto below.
    }
  }
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

/** A version 4 UUID (RFC 9562: the version nibble 4, the variant bits 10) from 16 random bytes. */
export function uuidFromBytes(random: Uint8Array): string {
  const b = Buffer.from(random);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const outputDelimiter = (): string => `ghadelimiter_${uuidFromBytes(randomBytes16())}`;
