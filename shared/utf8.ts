/**
 * Strict UTF-8 decoding for input files: bytes that are not UTF-8 are a named problem with its
 * line, never replaced by U+FFFD. The check is native (`isUtf8`); only a failing input is
 * scanned again, here, to find the first bad sequence (searching the decoded text for U+FFFD
 * would point at a real U+FFFD written earlier in the file).
 */
import { Buffer, isUtf8 } from 'node:buffer';

/** 1-based line of byte `index` (LF-separated). */
export function lineOfByte(raw: Uint8Array, index: number): number {
  let line = 1;
  for (let at = raw.indexOf(10); at !== -1 && at < index; at = raw.indexOf(10, at + 1)) line++;
  return line;
}

/** Offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629). */
function firstInvalidByte(raw: Uint8Array): number {
  for (let i = 0; i < raw.length;) {
    const b = raw[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const [length, low, high] =
      b >= 0xc2 && b <= 0xdf
        ? [2, 0x80, 0xbf]
        : b === 0xe0
          ? [3, 0xa0, 0xbf]
          : b === 0xed
            ? [3, 0x80, 0x9f]
            : b >= 0xe1 && b <= 0xef
              ? [3, 0x80, 0xbf]
              : b === 0xf0
                ? [4, 0x90, 0xbf]
                : b === 0xf4
                  ? [4, 0x80, 0x8f]
                  : b >= 0xf1 && b <= 0xf3
                    ? [4, 0x80, 0xbf]
                    : [0, 0, 0];
    if (length === 0 || i + length > raw.length) return i;
    const second = raw[i + 1]!;
    if (second < low || second > high) return i;
    for (let k = 2; k < length; k++) if ((raw[i + k]! & 0xc0) !== 0x80) return i;
    i += length;
  }
  return raw.length;
}

export type Utf8Decoded = { ok: true; text: string } | { ok: false; line: number; byte: number };

/** The text of `raw`, or where its first invalid byte sequence is. A BOM is kept (as U+FEFF). */
export function decodeUtf8Strict(raw: Uint8Array): Utf8Decoded {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (isUtf8(bytes)) return { ok: true, text: bytes.toString('utf8') };
  const byte = firstInvalidByte(raw);
  return { ok: false, byte, line: lineOfByte(raw, byte) };
}

/** The message every reader gives for such a file (`label` names it: "master config foo.yaml"). */
export function notUtf8Message(label: string, line: number): string {
  return `${label} is not UTF-8: invalid byte sequence on line ${line}`;
}
