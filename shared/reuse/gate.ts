/**
 * The reuse gate decision:
 *
 * A. pull_request: not synchronize → disabled, no API call. synchronize → comment search; when
 *    authorized the source is selected and validated like on main, without the merged_at
 *    check and the multi-PR mapping; valid → skip-pr-sweep=true, invalid → ReuseRefusal.
 * B. anything but a push to refs/heads/main → disabled, no API call.
 * C. push to main → the commit's PR → comment search → labels → merged → select → validate → enabled.
 *    The same decision runs as a dry run on an open PR (decideMainForPull, without the merged
 *    check), so the readiness check predicts what the push to main will do with the code it runs.
 *
 * "Decided" outcomes return the eight outputs; refusals throw ReuseRefusal (exit 1, no outputs);
 * API errors propagate as GitHubApiError. Nothing here can enable reuse after an error.
 */
import type { GitHubClient, RepoRef } from '../github/client.js';
import { verifying } from '../github/errors.js';
import type { WorkflowRun } from '../github/schemas.js';
import { findNewestCommand, type AuthorizedCommand, type AuthorizedRequest } from './comments.js';
import { MAIN_REF, type ReuseOutputs } from './names.js';
import { ReuseRefusal } from './refusal.js';
import { checkIncompatibleLabels, selectSourceRun } from './select.js';

export interface GateParams {
  repo: RepoRef;
  commitSha: string;
  eventName: string;
  ref: string;
  /** The pull_request event's action; absent for the setup gate. */
  eventAction?: string;
  /** Required for pull_request synchronize; absent for the setup gate. */
  prNumber?: number;
  workflowId: string;
  incompatibleLabels: readonly string[];
  allowedAssociations: readonly string[];
  command: string;
}

export interface GateDecision {
  outputs: ReuseOutputs;
  /** The winning reuse comment, when one was found (for the job summary). */
  authorization?: AuthorizedRequest;
  /** The winning command of any kind, `/sweep-on-main` included. */
  command?: AuthorizedCommand;
  /** The source run's conclusion, when reuse is enabled (a pinned run may have failed). */
  sourceConclusion?: string;
}

function disabled(reason: string, fields: Partial<ReuseOutputs> = {}): ReuseOutputs {
  return {
    'reuse-enabled': 'false',
    'skip-pr-sweep': 'false',
    'reuse-source-run-id': '',
    'reuse-source-run-attempt': '',
    'reuse-source-run-url': '',
    'reuse-source-pr-number': '',
    'reuse-source-head-sha': '',
    'reuse-reason': reason,
    ...fields,
  };
}

function sourceFields(run: WorkflowRun, prNumber: number): Partial<ReuseOutputs> {
  return {
    'reuse-source-run-id': String(run.id),
    // The run's latest attempt, as the reference reports it; a missing or null attempt reads as 1.
    'reuse-source-run-attempt': String(run.run_attempt ?? 1),
    'reuse-source-run-url': run.html_url ?? '',
    'reuse-source-pr-number': String(prNumber),
    'reuse-source-head-sha': run.head_sha ?? '',
  };
}

async function commandOf(client: GitHubClient, p: GateParams, prNumber: number) {
  const comments = await client.listIssueComments(p.repo, prNumber);
  return findNewestCommand(comments, p.allowedAssociations, p.command);
}

/** The reuse request, or a decided "no reuse" when there is none or `/sweep-on-main` is newer. */
function reuseOrDisabled(
  command: AuthorizedCommand | null,
  p: GateParams,
  n: number,
): { authorization: AuthorizedRequest } | GateDecision {
  if (command?.kind === 'reuse') {
    const { kind: _kind, ...authorization } = command;
    return { authorization };
  }
  const reason = command
    ? `PR #${n} asked to sweep again on main (${command.command} by ${command.author || 'unknown'})`
    : `PR #${n} has no ${p.command} authorization`;
  return {
    outputs: disabled(reason, { 'reuse-source-pr-number': String(n) }),
    ...(command ? { command } : {}),
  };
}

async function pullRequestGate(client: GitHubClient, p: GateParams): Promise<GateDecision> {
  if (p.eventAction !== 'synchronize') {
    return { outputs: disabled(`pull_request action ${p.eventAction || 'unknown'} is not synchronize`) };
  }
  if (p.prNumber === undefined) {
    throw new ReuseRefusal('--pr-number is required for pull_request synchronize');
  }
  const n = p.prNumber;
  const found = reuseOrDisabled(await commandOf(client, p, n), p, n);
  if ('outputs' in found) return found;
  const { authorization } = found;
  // Skip the PR sweep only for a valid source; an invalid one fails closed.
  const pull = await client.getPull(p.repo, n);
  checkIncompatibleLabels(pull, n, p.incompatibleLabels, p.command);
  const { run } = await selectSourceRun(client, {
    repo: p.repo,
    prNumber: n,
    pull,
    request: authorization,
    workflowId: p.workflowId,
    command: p.command,
  });
  return {
    authorization,
    command: { kind: 'reuse', ...authorization },
    outputs: disabled(`PR #${n} has ${p.command} authorization`, {
      ...sourceFields(run, n),
      'skip-pr-sweep': 'true',
    }),
  };
}

async function mainGate(client: GitHubClient, p: GateParams): Promise<GateDecision> {
  const pulls = await client.listPullsForCommit(p.repo, p.commitSha);
  if (pulls.length === 0) return { outputs: disabled('no associated pull request') };
  if (pulls.length > 1) {
    const numbers = pulls.map((pr) => pr.number).filter((n): n is number => typeof n === 'number');
    const authorized: number[] = [];
    for (const n of numbers) if ((await commandOf(client, p, n))?.kind === 'reuse') authorized.push(n);
    if (authorized.length > 0) {
      throw new ReuseRefusal(
        `Commit ${p.commitSha} maps to multiple PRs (${numbers.join(', ')}); found reuse authorization on ${authorized
          .map((n) => `#${n}`)
          .join(', ')}; refusing to reuse artifacts.`,
      );
    }
    return { outputs: disabled('multiple associated pull requests') };
  }
  const n = pulls[0]!.number;
  if (typeof n !== 'number') return { outputs: disabled('no associated pull request') };
  return pullOnMain(client, p, n, true);
}

async function pullOnMain(
  client: GitHubClient,
  p: GateParams,
  n: number,
  merged: boolean,
): Promise<GateDecision> {
  const found = reuseOrDisabled(await commandOf(client, p, n), p, n);
  if ('outputs' in found) return found;
  const { authorization } = found;
  const pull = await client.getPull(p.repo, n);
  checkIncompatibleLabels(pull, n, p.incompatibleLabels, p.command);
  // No full-sweep label is required (removing one does not invalidate an approved source).
  if (merged && !pull.merged_at) throw new ReuseRefusal(`PR #${n} is not marked as merged.`);
  const { run, pinned } = await selectSourceRun(client, {
    repo: p.repo,
    prNumber: n,
    pull,
    request: authorization,
    workflowId: p.workflowId,
    command: p.command,
  });
  const reason = pinned
    ? `PR #${n} approved reusable full sweep from pinned run ${authorization.runId}`
    : `PR #${n} approved reusable full sweep from latest run on ${run.head_sha}`;
  return {
    authorization,
    command: { kind: 'reuse', ...authorization },
    sourceConclusion: run.conclusion ?? undefined,
    outputs: { ...disabled(reason, sourceFields(run, n)), 'reuse-enabled': 'true' },
  };
}

/**
 * What the push to main would decide for PR `n` if it were merged now: the main decision for
 * one PR without the merged check. Same refusals, same API errors (as VerificationError).
 */
export function decideMainForPull(
  client: GitHubClient,
  params: GateParams,
  n: number,
): Promise<GateDecision> {
  return verifying(`reuse for PR #${n}`, () => pullOnMain(client, params, n, false));
}

/**
 * The decision. Every list it reads is complete or the call failed: a GitHub fault on any page
 * is a VerificationError ("could not verify reuse ..."), never "no authorization".
 */
export async function decideReuse(client: GitHubClient, params: GateParams): Promise<GateDecision> {
  if (params.eventName === 'pull_request') {
    if (params.eventAction !== 'synchronize') return pullRequestGate(client, params);
    return verifying(`reuse for PR #${params.prNumber ?? '?'}`, () => pullRequestGate(client, params));
  }
  if (params.eventName !== 'push' || params.ref !== MAIN_REF)
    return { outputs: disabled('not a push to main') };
  return verifying(`reuse for commit ${params.commitSha}`, () => mainGate(client, params));
}
