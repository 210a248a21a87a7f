/**
 * The `--json` document of `verify-publication`, as a schema: consumers (and the tests) validate
 * what the command prints against it, so the document cannot drift from what is documented.
 */
import { z } from 'zod';

const CheckSchema = z.object({
  id: z.string(),
  name: z.string(),
  result: z.enum(['pass', 'fail', 'unknown']),
  summary: z.string(),
  evidence: z.record(z.string(), z.unknown()),
});

export const VerificationDocumentSchema = z.object({
  ok: z.boolean(),
  run_id: z.int(),
  run_attempt: z.int(),
  merge_sha: z.optional(z.string()),
  pr_number: z.optional(z.int()),
  checks: z.array(CheckSchema),
  verdict: z.enum(['published', 'not-verified', 'failed']),
  seen: z.string(),
});
