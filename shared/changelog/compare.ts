/**
 * Entry comparison: history is immutable except for pr-link-only
 * corrections to a canonical link; entries beyond the base are additions, whose links
 * follow the PR-number rules of pr-link.ts.
 */
import type { ParsedEntry, Where } from './parse.js';
import { fail } from './parse.js';
import { type PrLinks, pyRepr } from './pr-link.js';

export interface Comparison {
  additions: ParsedEntry[];
  /** 0-based indexes of corrected entries. */
  corrections: number[];
}

/** Python equality of parsed YAML values (1 == true == 1.0; key order irrelevant). */
export function pyEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const na = typeof a === 'boolean' ? Number(a) : a;
  const nb = typeof b === 'boolean' ? Number(b) : b;
  if (typeof na === 'number' && typeof nb === 'number')
    return na === nb || (Number.isNaN(na) && Number.isNaN(nb) && a === b);
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => pyEqual(v, b[i]))
    );
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    return ka.every((k) => Object.hasOwn(b, k) && pyEqual((a as never)[k], (b as never)[k]));
  }
  return false;
}

function withoutLink(entry: Record<string, unknown>): Record<string, unknown> {
  const { 'pr-link': _link, ...rest } = entry;
  return rest;
}

export function compareEntries(
  base: ParsedEntry[],
  head: ParsedEntry[],
  options: { prNumber?: number; links: PrLinks; where: Where },
): Comparison {
  const { where, links } = options;
  if (head.length < base.length) {
    fail(
      where,
      'perf-changelog.yaml entries were deleted',
      undefined,
      `the base has ${base.length} entries and the head ${head.length}; if main gained entries, merge main and re-append only your entry`,
    );
  }
  const corrections: number[] = [];
  for (let i = 0; i < base.length; i++) {
    const before = base[i]!.raw;
    const after = head[i]!.raw;
    const same = base[i]!.source !== undefined && base[i]!.source === head[i]!.source;
    if (same || pyEqual(before, after)) continue;
    const line = head[i]!.line;
    if (!pyEqual(withoutLink(before), withoutLink(after))) {
      fail(
        where,
        `entry ${i + 1} changed; existing entries are immutable except for pr-link-only corrections`,
        line,
        'restore the entry as it is on the base branch and append a new entry instead',
      );
    }
    const link = after['pr-link'];
    if (String(before['pr-link']) === String(link)) {
      fail(where, `entry ${i + 1} was reformatted without a semantic change`, line);
    }
    if (typeof link !== 'string' || !links.isCanonical(link)) {
      fail(
        where,
        `entry ${i + 1} pr-link correction is not canonical: ${pyRepr(String(link))}`,
        head[i]!.keyLines['pr-link'] ?? line,
        `a corrected link must be exactly ${links.base}<number>`,
      );
    }
    corrections.push(i);
  }
  const additions = head.slice(base.length);
  if (corrections.length > 0 && additions.length > 0) {
    fail(
      where,
      'do not mix historical pr-link corrections with new changelog entries',
      additions[0]!.line,
      'send the pr-link corrections in a separate pull request',
    );
  }
  for (const [k, added] of additions.entries()) {
    const link = added.raw['pr-link'];
    const problem = links.checkAdded(
      typeof link === 'string' ? link : link == null ? '' : String(link),
      options.prNumber,
    );
    if (problem) {
      fail(
        where,
        `entry ${base.length + k + 1}: ${problem}`,
        added.keyLines['pr-link'] ?? added.line,
        options.prNumber !== undefined
          ? `use ${links.forPr(options.prNumber)} or XXX`
          : `use ${links.base}<number>`,
      );
    }
  }
  return { additions, corrections };
}
