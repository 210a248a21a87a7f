/**
 * Merge preparation of perf-changelog.yaml: pure functions over bytes.
 * The git side (blob at a ref, index stages) is io/git-merge.ts; the CLI wires them.
 *
 *   canonicalizeChangelog(baseBlob, workingTreeBytes, { prNumber, repo, file })
 *     → { bytes, rewritten }
 *   resolveConflict({ mergeBase, pr, main }, { prNumber, repo, file })
 *     → { bytes, kind, entries, dropped }
 */
export { canonicalizeChangelog } from './canonicalize.js';
export { STAGE } from './names.js';
export { resolveConflict, type ConflictStages } from './resolve.js';
export { entrySignature } from './signature.js';
export { entrySpans, replacePrLink } from './spans.js';
