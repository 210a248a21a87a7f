/**
 * The REST side of run statistics: the RunJobsSource port over the one Octokit factory
 * (io/github.ts), every answer checked against its schema by requestOne / listAllPages. Jobs of
 * every attempt come from `GET /repos/{o}/{r}/actions/runs/{id}/jobs?filter=all`.
 */
import { createOctokit, listAllPages, requestOne } from './github.js';
import { GitHubApiError } from '../shared/github/errors.js';
import { UserSchema } from '../shared/github/schemas.js';
import { type RunJob } from '../shared/collect/run-stats/stats.js';
import { type RunJobsSource, RunStatsAuthError } from '../shared/collect/run-stats/gather.js';
import { z } from 'zod';

/** The job fields run statistics read. */
const RunJobSchema = z.object({
  name: z.string(),
  conclusion: z.nullish(z.string()),
  run_attempt: z.nullish(z.int()),
});

const RepositorySchema = z.object({ full_name: z.string() });

/** The run fields run statistics read: its id and a name to show. */
const RunSchema = z.object({
  id: z.int(),
  name: z.nullish(z.string()),
  display_title: z.nullish(z.string()),
});

export interface RunRef {
  token: string;
  repository: string;
  runId: string;
  baseUrl?: string;
}

export function githubRunJobsSource(ref: RunRef): RunJobsSource {
  const [owner, repo] = ref.repository.split('/') as [string, string];
  const octokit = createOctokit({ token: ref.token, baseUrl: ref.baseUrl });
  return {
    async authenticatedUser() {
      try {
        return (await requestOne(octokit, 'GET /user', {}, UserSchema)).login;
      } catch (error) {
        if (error instanceof GitHubApiError && error.status === 401)
          throw new RunStatsAuthError(error.message);
        if (error instanceof GitHubApiError && (error.status === 403 || error.status === 404))
          return undefined;
        throw error;
      }
    },
    async repositoryName() {
      return (await requestOne(octokit, 'GET /repos/{owner}/{repo}', { owner, repo }, RepositorySchema))
        .full_name;
    },
    async run() {
      const run = await requestOne(
        octokit,
        'GET /repos/{owner}/{repo}/actions/runs/{run_id}',
        { owner, repo, run_id: Number(ref.runId) },
        RunSchema,
      );
      return { id: run.id, name: run.name ?? run.display_title ?? '' };
    },
    async jobs() {
      // listAllPages: every page 200 with a list, unwrapped from {total_count, jobs}, capped and
      // kept on the API origin; a fault on any page fails instead of returning fewer jobs.
      const jobs = await listAllPages(
        octokit,
        'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs',
        { owner, repo, run_id: ref.runId, filter: 'all' },
        RunJobSchema,
      );
      return jobs.map((job): RunJob => ({
        name: job.name,
        conclusion: job.conclusion ?? null,
        runAttempt: job.run_attempt ?? undefined,
      }));
    },
  };
}
