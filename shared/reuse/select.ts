/**
 * Fetch-then-decide for one PR's source run: pinned (the run, then the PR's commits and the run's
 * artifacts for the last two checks) or unpinned (PR commits, the workflow's runs all pages,
 * artifacts only for candidates that pass the cheap checks). Every fetch goes through
 * the GitHubClient port; every decision is a pure function of source.ts. Throws ReuseRefusal with
 * the reference's message when no valid source exists; API errors propagate (fail closed).
 */
import type { GitHubClient, RepoRef } from '../github/client.js';
import { GitHubApiError } from '../github/errors.js';
import type { PullRequest, WorkflowRun } from '../github/schemas.js';
import type { ReuseRequest } from './grammar.js';
import { ReuseRefusal } from './refusal.js';
import {
  checkRunArtifacts,
  checkRunCommit,
  checkRunFields,
  hasResultArtifact,
  isUnpinnedCandidate,
  noUnpinnedSourceMessage,
} from './source.js';

export interface SourceQuery {
  repo: RepoRef;
  prNumber: number;
  pull: PullRequest;
  request: ReuseRequest;
  workflowId: string;
  command: string;
}

export interface SelectedSource {
  run: WorkflowRun;
  pinned: boolean;
}

function refuseIf(reason: string | null): void {
  if (reason !== null) throw new ReuseRefusal(reason);
}

async function prCommitShas(client: GitHubClient, query: SourceQuery): Promise<Set<string>> {
  const shas = await client.listPullCommitShas(query.repo, query.prNumber);
  if (shas.length === 0) throw new ReuseRefusal(`PR #${query.prNumber} has no commits.`);
  return new Set(shas);
}

async function selectPinned(
  client: GitHubClient,
  query: SourceQuery,
  runId: string,
): Promise<SelectedSource> {
  let run: WorkflowRun;
  try {
    run = await client.getRun(query.repo, runId);
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 404) {
      throw new ReuseRefusal(`Reusable source run ${runId} was not found: ${error.message}`);
    }
    throw error;
  }
  refuseIf(checkRunFields(run, true, query.workflowId));
  refuseIf(checkRunCommit(run, query.prNumber, await prCommitShas(client, query)));
  refuseIf(checkRunArtifacts(run, await client.listRunArtifacts(query.repo, run.id)));
  return { run, pinned: true };
}

async function selectUnpinned(client: GitHubClient, query: SourceQuery): Promise<SelectedSource> {
  const headRef = query.pull.head?.ref ?? '';
  const shas = await prCommitShas(client, query);
  // An empty head ref selects nothing (the reference does not list runs for it).
  const runs = headRef
    ? await client.listWorkflowRuns(query.repo, query.workflowId, {
        event: 'pull_request',
        branch: headRef,
        status: 'completed',
      })
    : [];
  for (const run of runs) {
    if (!isUnpinnedCandidate(run, shas)) continue;
    const artifacts = await client.listRunArtifacts(query.repo, run.id);
    if (!hasResultArtifact(artifacts)) continue; // a gated no-op run: success without results
    // The reference validates again here (refetching commits and artifacts; only request counts differ).
    refuseIf(checkRunFields(run, false, query.workflowId));
    return { run, pinned: false };
  }
  throw new ReuseRefusal(noUnpinnedSourceMessage(query.prNumber, shas.size, query.command, query.workflowId));
}

/** The valid source run for the request, or a ReuseRefusal. */
export function selectSourceRun(client: GitHubClient, query: SourceQuery): Promise<SelectedSource> {
  return query.request.runId !== null
    ? selectPinned(client, query, query.request.runId)
    : selectUnpinned(client, query);
}

/** Incompatible labels present on the PR, sorted. */
function incompatibleLabelsOf(pull: PullRequest, incompatible: readonly string[]): string[] {
  const names = (pull.labels ?? []).map((label) => (typeof label === 'string' ? label : label.name));
  return [...new Set(names.filter((name) => incompatible.includes(name)))].sort();
}

export function checkIncompatibleLabels(
  pull: PullRequest,
  prNumber: number,
  incompatible: readonly string[],
  command: string,
): void {
  const found = incompatibleLabelsOf(pull, incompatible);
  if (found.length > 0) {
    throw new ReuseRefusal(
      `PR #${prNumber} has ${command} authorization but uses reuse-incompatible label(s): ${found.join(', ')}.`,
    );
  }
}
