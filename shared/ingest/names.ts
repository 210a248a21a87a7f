/** Every name the ingest capability uses, in one place (code, tests and docs share them). */

export const INGEST_RESULTS_EVENT = 'ingest-results';
export const INGEST_AGENTIC_EVENT = 'ingest-agentic-results';
export const INGEST_EVENTS = [INGEST_RESULTS_EVENT, INGEST_AGENTIC_EVENT] as const;
export type IngestEvent = (typeof INGEST_EVENTS)[number];

/** The agentic ingest writes to this database unless the `database-target` input says otherwise. */
export const DEFAULT_DATABASE_TARGET = 'production';

/** Ingest is dispatched only from pushes to this ref (the reuse capability's main ref). */
export { MAIN_REF } from '../reuse/names.js';

/** The run-sweep jobs whose results decide the dispatch (keys of `toJson(needs)`). */
export const JOBS = {
  setup: 'setup',
  collectResults: 'collect-results',
  collectEvals: 'collect-evals',
  uploadMetadata: 'upload-changelog-metadata',
  sweepAgentic: 'sweep-agentic',
  sweepMultiNodeAgentic: 'sweep-multi-node-agentic',
} as const;

/** The setup job outputs ingest reads. */
export const SETUP_OUTPUTS = {
  searchSpaceConfig: 'search-space-config',
  reuseEnabled: 'reuse-enabled',
  reuseSourceRunId: 'reuse-source-run-id',
} as const;
