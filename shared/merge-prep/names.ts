/** Labels that prefix merge-preparation messages, one per revision role. */
export const LABELS = {
  base: 'base',
  pr: 'PR',
  prepared: 'prepared',
  mergeBase: 'merge-base',
  prSide: 'PR-side',
  mainSide: 'main-side',
  resolved: 'resolved',
} as const;

/** Index stages of a conflicted path: 1 = merge base, 2 = ours (the PR), 3 = theirs (main). */
export const STAGE = { mergeBase: 1, ours: 2, theirs: 3 } as const;

/** Column-0 start of every entry block; the pr-link line a rewrite targets. */
export const ENTRY_START = '- config-keys:';
export const PR_LINK_PREFIX = '  pr-link:';
