/**
 * The `workflow_dispatch` inputs sent to e2e-tests.yml for an approved fork revision: exactly
 * these ten keys, every value a string (GitHub's dispatch API takes booleans as "true"/"false").
 * e2e-tests.yml plans from the changelog delta base..head and checks out the merge commit.
 */
import { z } from 'zod';
import type { Approval } from './checks.js';
import {
  AGENTX_FAST_LABEL,
  ALL_EVALS_LABEL,
  EVALS_ONLY_LABEL,
  FAIL_FAST_MARKER,
  MARKER_SHA_LENGTH,
  TRIM_CONC_LABEL,
} from './names.js';

const flag = z.enum(['true', 'false']);

export const DispatchInputsSchema = z.strictObject({
  'test-name': z.string(),
  ref: z.string(),
  'changelog-base-ref': z.string(),
  'changelog-head-ref': z.string(),
  'trim-conc': flag,
  'all-evals': flag,
  'evals-only': flag,
  'fail-fast': flag,
  'agentx-fast': flag,
  'pr-labels-json': z.string(),
});
export type DispatchInputs = z.infer<typeof DispatchInputsSchema>;

/** `External PR #7 @ 0123456789ab`: the run's title suffix, built from GitHub's own values only. */
export function runMarker(approval: Pick<Approval, 'prNumber' | 'headSha'>): string {
  return `External PR #${approval.prNumber} @ ${approval.headSha.slice(0, MARKER_SHA_LENGTH)}`;
}

const bool = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');

export function dispatchInputs(approval: Approval): DispatchInputs {
  const has = (label: string) => approval.labels.includes(label);
  const inputs = {
    'test-name': runMarker(approval),
    ref: approval.mergeCommitSha,
    'changelog-base-ref': approval.baseSha,
    'changelog-head-ref': approval.headSha,
    'trim-conc': bool(approval.primaryLabel === TRIM_CONC_LABEL),
    'all-evals': bool(has(ALL_EVALS_LABEL)),
    'evals-only': bool(has(EVALS_ONLY_LABEL)),
    'fail-fast': bool(approval.primaryLabel.includes(FAIL_FAST_MARKER)),
    'agentx-fast': bool(has(AGENTX_FAST_LABEL)),
    'pr-labels-json': JSON.stringify(approval.labels),
  };
  // The schema is the contract with e2e-tests.yml's inputs; a mismatch is a bug here, not bad input.
  const parsed = z.safeParse(DispatchInputsSchema, inputs);
  if (!parsed.success)
    throw new Error(`internal: dispatch inputs do not match their schema: ${parsed.error.message}`);
  return parsed.data;
}
