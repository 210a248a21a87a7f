/**
 * "Did you mean ...?" for a mistyped name: the closest known names by edit distance, never the
 * whole list. Hand-written (a dozen lines) because the edit-distance packages in node_modules
 * are only transitive dev dependencies; the names compared are short flag and key names.
 */

/** Levenshtein distance (insert, delete, substitute: cost 1 each). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The known names closest to `given` (at most `limit`, nearest first, ties in known order),
 * among those close enough to be a typo: within a third of the longer name's length.
 */
export function closestNames(given: string, known: readonly string[], limit = 3): string[] {
  return known
    .map((name, index) => ({ name, index, distance: editDistance(given, name) }))
    .filter(
      ({ name, distance }) => distance <= Math.max(2, Math.floor(Math.max(name.length, given.length) / 3)),
    )
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, limit)
    .map(({ name }) => name);
}

/** " (did you mean --a or --b?)" or '' when nothing is close. */
export function didYouMean(given: string, known: readonly string[]): string {
  const names = closestNames(given, known);
  if (names.length === 0) return '';
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return `; did you mean ${list}?`;
}
