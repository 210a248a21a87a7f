/**
 * Merge preparation of perf-changelog.yaml: pure functions over bytes.
 * The git side (blob at a ref, index stages) is io/git-merge.ts; the CLI wires them.
 *
 *   canonicalizeChangelog(baseBlob, workingTreeBytes, { prNumber, repo, file })
 *     → { bytes, rewritten }
 *   resolveConflict({ mergeBase, pr, main }, { prNumber, repo, file })
 *     → { bytes, kind, entries, dropped }
 */
export { canonicalizeChangelog, type MergePrepOptions, type PreparedChangelog } from './canonicalize.js';
export { LABELS, STAGE } from './names.js';
export { resolveConflict, type ConflictStages, type Resolution } from './resolve.js';
export { entrySignature } from './signature.js';
export { entrySpans, entryStartOffsets, replacePrLink, type EntrySpan } from './spans.js';
