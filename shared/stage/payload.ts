import { z } from 'zod';
import { STAGE_EVENT_TYPE } from './names.js';

const digits = (what: string) => z.string().regex(/^[0-9]+$/, `${what} must be ASCII digits`);

/** The `stage-results` client_payload: exactly these 7 keys, every value a string (spec §5.4). */
export const StageClientPayload = z.strictObject({
  'source-repository': z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'source-repository must be owner/repo'),
  'pr-number': digits('pr-number'),
  'run-id': digits('run-id'),
  'run-attempt': digits('run-attempt'),
  'run-date': z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'run-date must be YYYY-MM-DD'),
  'requested-by': z.string().min(1),
  'comment-id': digits('comment-id'),
});
export type StageClientPayload = z.infer<typeof StageClientPayload>;

export const StageDispatch = z.strictObject({
  event_type: z.literal(STAGE_EVENT_TYPE),
  client_payload: StageClientPayload,
});
export type StageDispatch = z.infer<typeof StageDispatch>;

export function stageDispatch(payload: StageClientPayload): StageDispatch {
  return StageDispatch.parse({ event_type: STAGE_EVENT_TYPE, client_payload: payload });
}
