/**
 * setup's "Normalize priority classification" step as a function,
 * so a workflow can hand the classifier's raw structured output straight to the annotation.
 */
import { SweepkitError } from '../errors.js';
import { PATCHWORK_CRITERION } from './names.js';

/**
 * '' or absent: the classifier did not run → null (the entry's own facts are scored).
 * A JSON object whose `criteria` is an array of strings → that array.
 * Anything else (empty output, invalid JSON, another shape) → ['patchwork']: one failed
 * classification scores the whole sweep as patchwork (the reference's designed fail-safe).
 */
export function normalizeClassifierOutput(text: string | undefined): string[] | null {
  if (text === undefined || text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [PATCHWORK_CRITERION];
  }
  const criteria =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as { criteria?: unknown }).criteria
      : undefined;
  if (!Array.isArray(criteria)) return [PATCHWORK_CRITERION];
  if (!criteria.every((item) => typeof item === 'string')) {
    throw new SweepkitError({
      message: 'classifier criteria must be a JSON array of strings',
      value: criteria,
      hint: 'the classifier schema allows only the policy criteria names',
    });
  }
  return criteria;
}
