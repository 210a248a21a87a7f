import { SweepkitError } from '../errors.js';
import { describeZodIssues } from '../inputs.js';
import { z } from 'zod';
import { STAGE_EVENT_TYPE } from './names.js';

const digits = (what: string) => z.string().check(z.regex(/^[0-9]+$/, `${what} must be ASCII digits`));

/** The `stage-results` client_payload: exactly these 7 keys, every value a string. */
export const StageClientPayload = z.strictObject({
  'source-repository': z
    .string()
    .check(z.regex(/^[\w.-]+\/[\w.-]+$/, 'source-repository must be owner/repo')),
  'pr-number': digits('pr-number'),
  'run-id': digits('run-id'),
  'run-attempt': digits('run-attempt'),
  'run-date': z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'run-date must be YYYY-MM-DD')),
  'requested-by': z.string().check(z.minLength(1)),
  'comment-id': digits('comment-id'),
});
export type StageClientPayload = z.infer<typeof StageClientPayload>;

export const StageDispatch = z.strictObject({
  event_type: z.literal(STAGE_EVENT_TYPE),
  client_payload: StageClientPayload,
});
export type StageDispatch = z.infer<typeof StageDispatch>;

/** The `stage-results` dispatch; a value that breaks the contract is an error, never sent. */
export function stageDispatch(payload: StageClientPayload): StageDispatch {
  const parsed = StageDispatch.safeParse({ event_type: STAGE_EVENT_TYPE, client_payload: payload });
  if (parsed.success) return parsed.data;
  throw new SweepkitError(
    describeZodIssues(parsed.error, 'stage dispatch payload').map((message) => ({ message })),
    'refusing to dispatch stage-results',
  );
}
