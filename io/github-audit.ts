/**
 * The publication audit's port: the run-inspection port plus the one listing it adds, the
 * commits of a branch that touched a file since a date (GitHub filters by path, so only the
 * changelog-changing commits are read).
 */
import type { AuditPort } from '../shared/ops/audit/publication.js';
import { z } from 'zod';
import { createInspectPort } from './github-inspect.js';
import { createOctokit, type GitHubOptions, listAllPages } from './github.js';

const CommitSchema = z.object({
  sha: z.string(),
  commit: z.object({
    message: z.string(),
    committer: z.nullish(z.object({ date: z.nullish(z.string()) })),
  }),
});

export function createAuditPort(options: GitHubOptions): AuditPort {
  const octokit = createOctokit(options);
  return {
    ...createInspectPort(octokit),
    async listCommitsTouching(repo, branch, path, since) {
      const commits = await listAllPages(
        octokit,
        'GET /repos/{owner}/{repo}/commits',
        { owner: repo.owner, repo: repo.repo, sha: branch, path, since },
        CommitSchema,
      );
      return commits.map((c) => ({
        sha: c.sha,
        title: c.commit.message.split('\n')[0] ?? '',
        date: c.commit.committer?.date ?? null,
      }));
    },
  };
}
