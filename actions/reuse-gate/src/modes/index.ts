import { run as setup } from './setup.js';
import { run as stage } from './stage.js';
import { run as syncGate } from './sync-gate.js';
import { run as validateComment } from './validate-comment.js';

/** Each mode reads its own inputs; main.ts only picks the mode. */
export const MODES = {
  'sync-gate': syncGate,
  setup,
  'validate-comment': validateComment,
  stage,
} as const;
