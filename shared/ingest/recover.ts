import { SweepkitError } from '../errors.js';
import { agenticDispatch } from './decide.js';
import type { IngestDispatch } from './payload.js';
import { RunIdString } from './payload.js';

/**
 * The recovery dispatch: re-send `ingest-agentic-results` for a reused ingest.
 * Unlike the reference (which interpolated the ids into a shell) each id must be ASCII digits and the JSON is built
 * by a serializer, never by shell interpolation.
 */
export function recoveryDispatch(
  sourceRunId: string,
  mergeRunId: string,
  databaseTarget?: string,
): IngestDispatch {
  const issues = (
    [
      ['source-run-id', sourceRunId, 'Source PR sweep run ID containing benchmark artifacts'],
      ['merge-run-id', mergeRunId, 'Main publication run ID containing changelog metadata'],
    ] as const
  )
    .filter(([, value]) => !RunIdString.safeParse(value).success)
    .map(([name, value, meaning]) => ({
      message: `input '${name}' must be a run id (one or more ASCII digits)`,
      value,
      hint: `give the ${meaning.charAt(0).toLowerCase()}${meaning.slice(1)}, e.g. 25763404168`,
    }));
  if (issues.length) throw new SweepkitError(issues);
  return agenticDispatch({ 'source-run-id': sourceRunId, 'merge-run-id': mergeRunId }, databaseTarget);
}
