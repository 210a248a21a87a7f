/**
 * `canonicalize --base-ref R`: the PR's appended entries get the PR's
 * canonical link in place of an XXX placeholder; every other byte stays.
 */
import { Buffer } from 'node:buffer';
import { SweepkitError } from '../errors.js';
import { PrLinks, pyRepr } from '../changelog/pr-link.js';
import { checkChange, parseRevision } from './contract.js';
import { LABELS } from './names.js';
import { entrySpans, replacePrLink } from './spans.js';

export interface MergePrepOptions {
  prNumber: number;
  /** OWNER/NAME of canonical links (a parameter, never hard-coded, so forks and renames work). */
  repo: string;
  /** The changelog path as the user named it, for messages. */
  file: string;
}

export interface PreparedChangelog {
  bytes: Buffer;
  /** Appended entries whose link was rewritten (1-based entry numbers of the whole file). */
  rewritten: number[];
}

/** base = the blob at the base ref; head = the working-tree file. */
export async function canonicalizeChangelog(
  baseRaw: Uint8Array,
  headRaw: Uint8Array,
  options: MergePrepOptions,
): Promise<PreparedChangelog> {
  const { prNumber, file } = options;
  const links = new PrLinks(options.repo);
  const base = await parseRevision(baseRaw, LABELS.base, file);
  const head = await parseRevision(headRaw, LABELS.pr, file);
  const { additions } = checkChange(base, head, { prNumber, links });
  if (additions.length === 0) return { bytes: head.bytes, rewritten: [] };

  const expected = links.forPr(prNumber);
  const spans = entrySpans(head.bytes, head.entries.length, file);
  const pieces: Buffer[] = [];
  const rewritten: number[] = [];
  let copied = 0;
  for (let i = base.entries.length; i < head.entries.length; i++) {
    const entry = head.entries[i]!;
    const link = entry.raw['pr-link'];
    if (link === expected) continue;
    if (typeof link !== 'string' || !links.isPlaceholder(link)) {
      throw new SweepkitError({
        message: `appended entry ${i + 1} has unexpected pr-link ${pyRepr(String(link))}`,
        file,
        line: entry.keyLines['pr-link'] ?? entry.line,
        hint: `use XXX or ${expected}`,
      });
    }
    const span = spans[i]!;
    pieces.push(head.bytes.subarray(copied, span.start));
    pieces.push(replacePrLink(head.bytes.subarray(span.start, span.end), expected, file, entry.line));
    copied = span.end;
    rewritten.push(i + 1);
  }
  if (rewritten.length === 0) return { bytes: head.bytes, rewritten };
  pieces.push(head.bytes.subarray(copied));
  const prepared = await parseRevision(Buffer.concat(pieces), LABELS.prepared, file);
  checkChange(base, prepared, { prNumber, links });
  return { bytes: prepared.bytes, rewritten };
}
