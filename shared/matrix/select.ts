/**
 * Which configs a run visits, and on which runner values.
 */
import { closestNames } from '../suggest.js';
import { SweepkitError } from '../errors.js';
import type { MasterConfig, RawEntry } from '../config/load.js';
import type { RunnerConfig } from '../config/runners-schema.js';
import type { FullSweepOptions } from './options.js';

/** Shell-style pattern (fnmatch): `*`, `?`, `[seq]`, `[!seq]`, whole-key, case-sensitive. */
export function globToRegExp(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*') out += '[\\s\\S]*';
    else if (c === '?') out += '[\\s\\S]';
    else if (c === '[') {
      let j = i + 1;
      if (pattern[j] === '!') j++;
      if (pattern[j] === ']') j++;
      while (j < pattern.length && pattern[j] !== ']') j++;
      if (j >= pattern.length) out += '\\[';
      else {
        let body = pattern.slice(i + 1, j).replace(/\\/g, '\\\\');
        if (body.startsWith('!')) body = `^${body.slice(1)}`;
        else if (body.startsWith('^')) body = `\\${body}`;
        out += `[${body}]`;
        i = j;
      }
    } else out += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^(?:${out})$`);
}

function isPattern(key: string): boolean {
  return key.includes('*') || key.includes('?');
}

/** "did you mean 'a' or 'b'?" for one missing key, or a note that nothing is close. */
function suggestionFor(key: string, known: readonly string[]): string {
  const close = closestNames(key, known);
  if (close.length === 0) return `no config key is close to '${key}'`;
  return `for '${key}', did you mean ${close.map((name) => `'${name}'`).join(' or ')}?`;
}

/** A pattern that would match more: a bare word gets `*` around it, a pattern a trailing `*`. */
function patternExample(pattern: string): string {
  return pattern.endsWith('*') ? `*${pattern}` : `${pattern}*`;
}

/** test-config `--config-keys`: exact keys and patterns, in the given order, first occurrence kept. */
export function resolveConfigKeys(master: MasterConfig, wanted: string[]): string[] {
  const resolved: string[] = [];
  const seen = new Set<string>();
  // Never the whole list (a real master set has hundreds of keys): the closest keys, and the count.
  const defined = () =>
    `${master.keys.length} config key${master.keys.length === 1 ? ' is' : 's are'} defined`;
  const missing: string[] = [];
  for (const key of wanted) {
    let matches: string[];
    if (isPattern(key)) {
      const regexp = globToRegExp(key);
      matches = master.keys.filter((k) => regexp.test(k));
      if (matches.length === 0)
        throw new SweepkitError({
          message: `Pattern '${key}' matched no config keys (${defined()})`,
          hint: `patterns must match whole keys, e.g. '${patternExample(key)}' (quotes are literal characters)`,
        });
    } else {
      if (!Object.hasOwn(master.entries, key)) {
        missing.push(key);
        continue;
      }
      matches = [key];
    }
    for (const match of matches) {
      if (!seen.has(match)) {
        seen.add(match);
        resolved.push(match);
      }
    }
  }
  if (missing.length)
    throw new SweepkitError({
      message: `Config key(s) not found: ${missing.join(', ')}`,
      hint: `${missing.map((key) => suggestionFor(key, master.keys)).join('; ')} (${defined()})`,
    });
  return resolved;
}

/** Every --runner-type value must be a label of the runners file. */
export function checkRunnerTypes(runnerTypes: string[] | undefined, runners: RunnerConfig): void {
  const invalid = [...new Set((runnerTypes ?? []).filter((t) => !Object.hasOwn(runners.labels, t)))].sort();
  if (invalid.length === 0) return;
  const set = `{${invalid.map((t) => `'${t}'`).join(', ')}}`;
  throw new SweepkitError({
    message: `Invalid runner type(s): ${set}. Valid runner types are: ${Object.keys(runners.labels).sort().join(', ')}`,
  });
}

/** full-sweep config filters. */
export function passesFullSweepFilters(key: string, entry: RawEntry, options: FullSweepOptions): boolean {
  if (options.modelPrefix && !options.modelPrefix.some((p) => key.startsWith(p))) return false; // key, not field
  if (options.precision && !options.precision.includes(entry.precision as string)) return false;
  if (options.framework && !options.framework.includes(entry.framework as string)) return false;
  if (options.runnerType && !options.runnerType.includes(entry.runner as string)) return false;
  return true;
}

/**
 * Runner values of a config: the label itself without a node filter; with one, the
 * label's nodes containing the filter text; test-config also counts the label (as the reference does).
 * An empty list means the config is skipped.
 */
export function runnerValues(
  label: string,
  runners: RunnerConfig,
  filter: string | undefined,
  includeLabel: boolean,
): string[] {
  if (filter === undefined) return [label];
  const nodes = Object.hasOwn(runners.labels, label) ? runners.labels[label]! : [];
  const candidates = includeLabel && label.includes(filter) ? [label] : [];
  for (const node of nodes) if (node.includes(filter)) candidates.push(node);
  return [...new Set(candidates)];
}
