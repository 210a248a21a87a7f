/**
 * Fetch first, decide second: run statistics from a source of the run's jobs (the REST API in
 * production, the fake server in tests), with the reference's console log and failure modes.
 */
import { type RunJob, type RunStats, computeRunStats, runStatsConsoleTable } from './stats.js';

/** What run-stats asks GitHub; io adapters implement it. */
export interface RunJobsSource {
  /** The token's login; undefined when the token cannot read /user (an installation token). */
  authenticatedUser(): Promise<string | undefined>;
  repositoryName(): Promise<string>;
  run(): Promise<{ id: number | string; name: string }>;
  /** Every job of every attempt (`filter=all`, all pages). */
  jobs(): Promise<RunJob[]>;
}

/** The token was rejected (401): the reference writes `null` and exits 0, and so do we. */
export class RunStatsAuthError extends Error {
  override name = 'RunStatsAuthError';
}

export interface GatheredRunStats {
  /** null when authentication failed (the file then holds the literal `null`). */
  stats: RunStats | null;
  log: string[];
  authFailure?: string;
}

/**
 * Kept as the reference does it: an authentication failure yields `null` stats (exit 0) because the consumer
 * tolerates a null run_stats.json; any other failure (repository, run, jobs) propagates, so no
 * file is written. FIX: a token that may not read /user (GITHUB_TOKEN) is not an auth failure.
 */
export async function gatherRunStats(source: RunJobsSource, labels: string[]): Promise<GatheredRunStats> {
  const log: string[] = [];
  try {
    const login = await source.authenticatedUser();
    log.push(
      login === undefined ? 'Authenticated with an installation token' : `Authenticated as user: ${login}`,
    );
  } catch (error) {
    if (!(error instanceof RunStatsAuthError)) throw error;
    log.push(`Authentication failed: ${error.message}`, 'No data to display');
    return { stats: null, log, authFailure: error.message };
  }
  log.push(`Found repo: ${await source.repositoryName()}`);
  const run = await source.run();
  log.push(`Found run: ${run.id} - ${run.name}`);
  const stats = computeRunStats(await source.jobs(), labels);
  log.push(runStatsConsoleTable(stats));
  return { stats, log };
}
