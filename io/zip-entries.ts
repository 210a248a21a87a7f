/**
 * Reads the entries of an artifact zip held in memory. Hand-written (~60 lines over node:zlib)
 * because the zip readers in node_modules are only transitive dependencies of @actions/artifact,
 * stream to disk, and would have to be told not to follow an entry out of the target folder; an
 * artifact zip of results is a few MB and is read whole. Stored and deflated entries only, which
 * is what GitHub's artifact zips contain; anything else is refused by name.
 */
import { inflateRawSync } from 'node:zlib';
import { SweepkitError } from '../shared/errors.js';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

const END = 0x06054b50;
const CENTRAL = 0x02014b50;

function refuse(where: string, message: string): never {
  throw new SweepkitError({ file: where, message, hint: 'download the artifact again; it may be damaged' });
}

/** An entry name that stays inside the extraction folder: relative, no `..` segment, no drive letter. */
export function safeEntryName(name: string): boolean {
  if (name === '' || name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name)) return false;
  return !name.split(/[\\/]/).some((part) => part === '..');
}

export function readZip(zip: Buffer, where: string): ZipEntry[] {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) refuse(where, 'not a zip archive (no end of central directory)');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) refuse(where, 'damaged central directory');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (!safeEntryName(name)) refuse(where, `entry '${name}' would be written outside the target folder`);
    if (name.endsWith('/')) continue;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + compressed);
    if (method === 0) entries.push({ name, data: Buffer.from(raw) });
    else if (method === 8) entries.push({ name, data: inflateRawSync(raw) });
    else
      refuse(
        where,
        `entry '${name}' uses compression method ${method} (only stored and deflate are supported)`,
      );
  }
  return entries;
}
