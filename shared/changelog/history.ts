/**
 * Which head entries are the base's history and which are new, decided by parsed value rather
 * than by position. A clean `git merge` of main into a PR branch can put the PR's block before
 * main's newer blocks without reporting a conflict; every base entry is still there, unchanged,
 * so the entries the head adds are exactly the head entries left over once each base entry has
 * found its equal (a multiset difference: an entry added twice is added twice).
 */
import { entrySignature } from '../merge-prep/signature.js';
import { pyEqual } from './compare.js';
import type { ParsedEntry } from './parse.js';

/** A base entry that has no unchanged counterpart in the head. */
interface BrokenEntry {
  /** 0-based index in the base. */
  base: number;
  /** 0-based index of the head entry standing in its place, when one does. */
  head?: number;
  kind: 'changed' | 'deleted' | 'non-canonical-link';
}

export interface HistoryMatch {
  /** Head index holding each base entry (undefined for a broken one). */
  headOf: (number | undefined)[];
  /** 0-based base indexes whose head counterpart only corrects the pr-link to a canonical one. */
  corrections: number[];
  /** 0-based head indexes of the entries the base lacks, in head order. */
  added: number[];
  broken: BrokenEntry[];
}

function withoutLink(entry: Record<string, unknown>): Record<string, unknown> {
  const { 'pr-link': _link, ...rest } = entry;
  return rest;
}

function sameField(a: Record<string, unknown>, b: Record<string, unknown>, key: string): boolean {
  return Object.hasOwn(a, key) && pyEqual(a[key], b[key]);
}

/** The head indexes of every signature, ascending. */
function indexBySignature(head: ParsedEntry[]): Map<string, number[]> {
  const bySignature = new Map<string, number[]>();
  head.forEach((entry, j) => {
    const signature = entrySignature(entry.raw);
    const list = bySignature.get(signature);
    if (list) list.push(j);
    else bySignature.set(signature, [j]);
  });
  return bySignature;
}

/** The first unused candidate after `after` (keeps history in order), else the first unused one. */
function pick(candidates: number[], used: Set<number>, after: number, fits: (j: number) => boolean) {
  let fallback: number | undefined;
  for (const j of candidates) {
    if (used.has(j) || !fits(j)) continue;
    if (j > after) return j;
    fallback ??= j;
  }
  return fallback;
}

/** The unused head entries between the head positions of a broken base entry's neighbours. */
function slotOf(headOf: (number | undefined)[], i: number, used: Set<number>, headLength: number): number[] {
  let from = -1;
  for (let k = i - 1; k >= 0; k--) {
    if (headOf[k] !== undefined) {
      from = headOf[k]!;
      break;
    }
  }
  let to = headLength;
  for (let k = i + 1; k < headOf.length; k++) {
    if (headOf[k] !== undefined) {
      to = headOf[k]!;
      break;
    }
  }
  const slot: number[] = [];
  for (let j = from + 1; j < to; j++) if (!used.has(j)) slot.push(j);
  return slot;
}

/** `isCanonical` decides whether a changed pr-link is an allowed correction. */
export function matchHistory(
  base: ParsedEntry[],
  head: ParsedEntry[],
  isCanonical: (link: string) => boolean,
): HistoryMatch {
  // Built only when some base entry is not at its own index (never on a clean append).
  let bySignature: Map<string, number[]> | undefined;
  const used = new Set<number>();
  const headOf: (number | undefined)[] = [];
  let last = -1;
  for (const [i, entry] of base.entries()) {
    // Positional first: on a clean append every base entry is where it was.
    const same = (j: number) => {
      const other = head[j]!;
      return (entry.source !== undefined && entry.source === other.source) || pyEqual(entry.raw, other.raw);
    };
    const j =
      i < head.length && i > last && !used.has(i) && same(i)
        ? i
        : pick(
            (bySignature ??= indexBySignature(head)).get(entrySignature(entry.raw)) ?? [],
            used,
            last,
            same,
          );
    headOf.push(j);
    if (j !== undefined) {
      used.add(j);
      last = Math.max(last, j);
    }
  }
  const corrections: number[] = [];
  const broken: BrokenEntry[] = [];
  for (const [i, entry] of base.entries()) {
    if (headOf[i] !== undefined) continue;
    const slot = slotOf(headOf, i, used, head.length);
    const rest = withoutLink(entry.raw);
    const relinked = slot.find((j) => pyEqual(rest, withoutLink(head[j]!.raw)));
    if (relinked !== undefined) {
      const link = head[relinked]!.raw['pr-link'];
      used.add(relinked);
      headOf[i] = relinked;
      if (typeof link === 'string' && isCanonical(link)) corrections.push(i);
      else broken.push({ base: i, head: relinked, kind: 'non-canonical-link' });
      continue;
    }
    // An edit keeps the link or the description; a different entry in the slot is a new one.
    const inPlace = slot.find(
      (j) =>
        sameField(entry.raw, head[j]!.raw, 'pr-link') || sameField(entry.raw, head[j]!.raw, 'description'),
    );
    if (inPlace !== undefined) used.add(inPlace);
    broken.push({ base: i, head: inPlace, kind: inPlace === undefined ? 'deleted' : 'changed' });
  }
  const added = head.map((_entry, j) => j).filter((j) => !used.has(j));
  return { headOf, corrections, added, broken };
}
