/**
 * Reads the entries of an artifact zip held in memory (an artifact of results is a few MB and is
 * read whole), with fflate. Every entry name is checked before anything is inflated: a name that
 * would leave the extraction folder refuses the whole archive, so nothing of it is ever written.
 */
import { unzipSync } from 'fflate';
import { SweepkitError } from '../shared/errors.js';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

function refuse(where: string, message: string): never {
  throw new SweepkitError({ file: where, message, hint: 'download the artifact again; it may be damaged' });
}

/** An entry name that stays inside the extraction folder: relative, no `..` segment, no drive letter. */
function safeEntryName(name: string): boolean {
  if (name === '' || name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name)) return false;
  return !name.split(/[\\/]/).some((part) => part === '..');
}

class UnsafeEntry extends Error {}

export function readZip(zip: Buffer, where: string): ZipEntry[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: ({ name }) => {
        if (!safeEntryName(name)) throw new UnsafeEntry(name);
        return !name.endsWith('/');
      },
    });
  } catch (error) {
    if (error instanceof UnsafeEntry)
      refuse(where, `entry '${error.message}' would be written outside the target folder`);
    refuse(where, `not a zip archive, or a damaged one (${error instanceof Error ? error.message : error})`);
  }
  return Object.entries(files).map(([name, data]) => ({ name, data: Buffer.from(data) }));
}
