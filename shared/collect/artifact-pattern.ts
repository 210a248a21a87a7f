/**
 * download-artifact's `pattern` over artifact names: it filters the run's artifacts with
 * `minimatch(name, pattern)` and default options, so this is the same call (bundled), not a
 * re-implementation: `*`, `?`, `[...]`, braces, extglobs and a leading `!` mean what they mean
 * there, and `*` does not match a name starting with `.`.
 */
import { minimatch } from 'minimatch';

export function matchesArtifactPattern(pattern: string, name: string): boolean {
  return minimatch(name, pattern);
}
