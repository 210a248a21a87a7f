/**
 * Resolving an entry's `config-keys` against the merged master configs.
 * Unlike the generator's globbing, only `*` is special here (any run, possibly empty);
 * every other character is literal. Matches come in master order; results are
 * de-duplicated keeping the first occurrence.
 */
import { SweepkitError } from '../errors.js';

function wildcardRegExp(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('[\\s\\S]*');
  return new RegExp(`^${body}$`);
}

export function resolveEntryKeys(
  keys: string[],
  masterKeys: readonly string[],
  known: (key: string) => boolean,
): string[] {
  const resolved: string[] = [];
  const seen = new Set<string>();
  const add = (key: string) => {
    if (!seen.has(key)) {
      seen.add(key);
      resolved.push(key);
    }
  };
  for (const key of keys) {
    if (key.includes('*')) {
      const regexp = wildcardRegExp(key);
      const matches = masterKeys.filter((k) => regexp.test(k));
      if (matches.length === 0) {
        throw new SweepkitError({
          message: `No config keys matched the wildcard pattern '${key}' in master configs.`,
          hint: "'*' matches any run of characters; every other character must match a master config key exactly",
        });
      }
      matches.forEach(add);
    } else {
      if (!known(key)) {
        throw new SweepkitError({
          message: `Config key '${key}' not found in master configs.`,
          hint: 'use a key of configs/amd-master.yaml or configs/nvidia-master.yaml (or a * pattern)',
        });
      }
      add(key);
    }
  }
  return resolved;
}
