/**
 * The results app's ingest runs and the (source, merge) pair each one names. An ingest is
 * identified only by the pair its artifact-preparation log prints (`Source run: <id>`,
 * `Merge run: <id>`), never by recency: a newer app run may be another ingest entirely.
 */
import type { RepoRef } from '../../github/client.js';
import { GitHubApiError } from '../../github/errors.js';
import { readAppRunIds } from '../inspect/markers.js';
import type { Job } from '../inspect/schemas.js';
import { APP_PREPARE_STEP } from './names.js';
import type { RecoveryGitHub } from './ports.js';

export interface AppIngest {
  id: number;
  html_url: string | null;
  status: string | null;
  conclusion: string | null;
  run_attempt: number;
  /** The pair the preparation log names (undefined when it names none). */
  source?: number;
  merge?: number;
  /** HTTP status when the preparation job's log could not be read (expired, gone). */
  logUnavailable?: number;
}

function preparationJob(jobs: readonly Job[]): Job | undefined {
  return jobs.find((job) => (job.steps ?? []).some((step) => step.name === APP_PREPARE_STEP));
}

const GONE = [404, 410];

/** What one app run ingested; a missing preparation log is recorded, any other fault propagates. */
export async function readAppIngest(
  github: RecoveryGitHub,
  app: RepoRef,
  run: {
    id: number;
    html_url?: string | null;
    status?: string | null;
    conclusion?: string | null;
    run_attempt?: number | null;
  },
): Promise<AppIngest> {
  const out: AppIngest = {
    id: run.id,
    html_url: run.html_url ?? null,
    status: run.status ?? null,
    conclusion: run.conclusion ?? null,
    run_attempt: run.run_attempt ?? 1,
  };
  const job = preparationJob(await github.listJobs(app, run.id, 'latest'));
  if (!job) return out;
  try {
    const ids = readAppRunIds(await github.getJobLog(app, job.id));
    return { ...out, source: ids.source, merge: ids.merge };
  } catch (error) {
    if (error instanceof GitHubApiError && error.status !== undefined && GONE.includes(error.status))
      return { ...out, logUnavailable: error.status };
    throw error;
  }
}
