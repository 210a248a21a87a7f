/**
 * The changelog's byte contract, as merge preparation applies it between two
 * revisions (reused from shared/changelog, never re-implemented here).
 */
import { compareEntries, type Comparison } from '../changelog/compare.js';
import { parseChangelog, type ParsedEntry, type Where } from '../changelog/parse.js';
import type { PrLinks } from '../changelog/pr-link.js';
import { validateRawChange } from '../changelog/raw-change.js';

export interface Revision {
  bytes: Buffer;
  entries: ParsedEntry[];
  where: Where;
}

/** Where a message points: the file as the user named it, labelled by the revision's role. */
function whereFor(role: string, file: string): Where {
  return { file, label: `${role} ${file.split(/[\\/]/).pop() || file}` };
}

export async function parseRevision(bytes: Uint8Array, role: string, file: string): Promise<Revision> {
  const where = whereFor(role, file);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { bytes: buffer, entries: (await parseChangelog(buffer, where)).entries, where };
}

/** compare_entries + validate_raw_change from `before` to `after`; fails on the first breach. */
export function checkChange(
  before: Revision,
  after: Revision,
  options: { prNumber: number; links: PrLinks },
): Comparison {
  const comparison = compareEntries(before.entries, after.entries, { ...options, where: after.where });
  validateRawChange(
    before.bytes,
    after.bytes,
    comparison.additions.length,
    comparison.corrections.length,
    after.where,
  );
  return comparison;
}
