import { z } from 'zod';

/** A job result as `needs.<job>.result` reports it. */
export const JobResult = z.enum(['success', 'failure', 'cancelled', 'skipped']);
export type JobResult = z.infer<typeof JobResult>;

/**
 * `${{ toJson(needs) }}` of the job that calls trigger-ingest: each needed job's result and
 * outputs. A job missing from it counts as skipped (it did not run for this job's purposes).
 */
export const Needs = z.record(
  z.string(),
  z.looseObject({
    result: JobResult,
    outputs: z.optional(z.record(z.string(), z.string())),
  }),
);
export type Needs = z.infer<typeof Needs>;

export function resultOf(needs: Needs, job: string): JobResult {
  return Object.hasOwn(needs, job) ? needs[job]!.result : 'skipped';
}

export function outputOf(needs: Needs, job: string, output: string): string {
  return (Object.hasOwn(needs, job) ? needs[job]!.outputs?.[output] : undefined) ?? '';
}
