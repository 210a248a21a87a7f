/**
 * The full `yaml` package under the project's one scalar contract. The package's own YAML 1.1
 * schema resolves plain scalars differently from PyYAML (`y` is true, `1e3` is 1000, `2024-1-2`
 * is a date), so a file read by the full parser would give other values than the same lines read
 * by a fast reader, depending on unrelated lines elsewhere in the file. Every plain scalar the
 * package resolved implicitly is resolved again here with `resolvePlainScalar`, the function the
 * fast readers use. Explicitly tagged (`!!int "7"`), quoted and block scalars keep the
 * package's value.
 *
 * The package is passed in (not imported) so callers keep loading it only when a file needs it.
 */
import type { Document, visit } from 'yaml';
import { resolvePlainScalar } from './scalars.js';

/** Rewrites, in place, the value of every implicitly resolved plain scalar of `doc`. */
export function applyPlainScalarContract(yaml: { visit: typeof visit }, doc: Document.Parsed): void {
  yaml.visit(doc, {
    Scalar(_key, node) {
      if (node.type !== 'PLAIN' || node.tag !== undefined || typeof node.source !== 'string') return;
      const value = resolvePlainScalar(node.source);
      // Both agree that this is a timestamp: the package computes its instant (it reads every
      // spelling PyYAML accepts; resolvePlainScalar only builds dates for the date-only form).
      if (value instanceof Date && node.value instanceof Date) return;
      node.value = value;
    },
  });
}
