/**
 * The file-system side of power validation: answers the PowerFiles questions relative to the
 * job's working directory (absolute paths stay absolute).
 */
import { lstatSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import type { EntryKind, PowerFiles } from '../shared/collect/power/ports.js';
import { recordChunks } from './record-chunks.js';

export function powerFiles(workdir: string): PowerFiles {
  const at = (path: string) => (isAbsolute(path) ? path : join(workdir, path));
  const resolvePath = (path: string): string => {
    const full = resolve(at(path));
    try {
      return realpathSync(full);
    } catch {
      const parent = dirname(full);
      return parent === full ? full : join(resolvePath(parent), basename(full));
    }
  };
  return {
    stat(path) {
      let s;
      try {
        s = statSync(at(path));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing', size: 0 };
        throw error;
      }
      const kind: EntryKind = s.isFile() ? 'file' : s.isDirectory() ? 'directory' : 'other';
      return { kind, size: s.size };
    },
    isSymlink(path) {
      try {
        return lstatSync(at(path)).isSymbolicLink();
      } catch {
        return false;
      }
    },
    // Undecodable bytes become U+FFFD (Node's utf8 decoding, far faster than TextDecoder on large streams).
    readText: (path) => readFileSync(at(path), 'utf8'),
    readTextChunks: (path) => recordChunks(at(path)),
    list: (dir) => readdirSync(at(dir)),
    resolvePath,
  };
}
