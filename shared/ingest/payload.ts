import { SweepkitError } from '../errors.js';
import { describeZodIssues } from '../inputs.js';
import { z } from 'zod';
import { INGEST_AGENTIC_EVENT, INGEST_RESULTS_EVENT } from './names.js';

/** A workflow run id as the app receives it: a string of ASCII digits. */
export const RunIdString = z.string().check(z.regex(/^[0-9]+$/, 'a run id must be one or more ASCII digits'));

/** `ingest-results` client_payload: exactly the two ids; attempts are never sent (the app derives them). */
const IngestResultsPayload = z.strictObject({
  'source-run-id': RunIdString,
  'merge-run-id': RunIdString,
});
type IngestResultsPayload = z.infer<typeof IngestResultsPayload>;

/** `ingest-agentic-results` client_payload: the two ids plus the database target. */
const IngestAgenticPayload = z.strictObject({
  'source-run-id': RunIdString,
  'merge-run-id': RunIdString,
  'database-target': z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'database-target must be a plain name')),
});
type IngestAgenticPayload = z.infer<typeof IngestAgenticPayload>;

/** One repository_dispatch to the results app. */
export const IngestDispatch = z.discriminatedUnion('event_type', [
  z.strictObject({ event_type: z.literal(INGEST_RESULTS_EVENT), client_payload: IngestResultsPayload }),
  z.strictObject({ event_type: z.literal(INGEST_AGENTIC_EVENT), client_payload: IngestAgenticPayload }),
]);
export type IngestDispatch = z.infer<typeof IngestDispatch>;

/** Builds one dispatch; a value that breaks the contract is an error, never sent. */
export function ingestDispatch(value: IngestDispatch): IngestDispatch {
  const parsed = IngestDispatch.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new SweepkitError(
    describeZodIssues(parsed.error, `${value.event_type} payload`).map((message) => ({ message })),
    `refusing to dispatch ${value.event_type}`,
  );
}
