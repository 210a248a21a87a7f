/** Output names of the matrix-generate action (one place; workflows read these). */
export const OUTPUTS = {
  matrix: 'matrix',
  rowCount: 'row-count',
  searchSpaceConfig: 'search-space-config',
} as const;

/** Modes of the action; `changelog` is served by changelog-mode.ts. */
export type ModeName = 'matrix' | 'families' | 'changelog';
