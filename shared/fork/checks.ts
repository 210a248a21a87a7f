/**
 * The trusted external dispatch's checks as pure functions over fetched data: the labeling
 * actor's role decision (made by the same function /stage-results uses), the event, and the PR
 * as GitHub reports it now. Each returns the first failing check with its message, in the
 * order the checks run, or the approval that everything later (dispatch inputs, comment) is
 * built from. Nothing here trusts the event for anything but the label just applied and the
 * head it was applied to.
 */
import type { PullRequest } from '../github/schemas.js';
import type { RoleDecision } from '../reuse/authorize.js';
import {
  AUTHORIZATION_REQUIRED,
  NOT_A_FORK,
  NOT_OPEN_OR_DRAFT,
  NO_MERGE_COMMIT,
  headMovedMessage,
  mergeCommitParentsMessage,
  primaryLabelMessage,
  type ForkCheck,
} from './messages.js';
import { PRIMARY_SWEEP_LABELS, SHA_PATTERN } from './names.js';

/** What the `pull_request_target` `labeled` event says. */
export interface LabelEvent {
  prNumber: number;
  /** github.event.label.name: the label just applied. */
  label: string;
  /** github.event.pull_request.head.sha: the revision the maintainer saw when labelling. */
  headSha: string;
}

/** The PR as GitHub reports it at check time (`GET /pulls/{n}`), reduced to what the checks read. */
export interface PullSnapshot {
  number: number;
  state?: string;
  draft?: boolean;
  headSha?: string;
  /** head.repo.full_name; undefined when the fork was deleted. */
  headRepository?: string;
  baseSha?: string;
  mergeCommitSha?: string;
  /** Label names in API order. */
  labels: string[];
}

/** Everything a passed check run approves; the dispatch and the comment use only this. */
export interface Approval {
  prNumber: number;
  headSha: string;
  baseSha: string;
  mergeCommitSha: string;
  primaryLabel: string;
  labels: string[];
}

export interface Refusal {
  check: ForkCheck;
  message: string;
}

export type CheckOutcome = { ok: true; approval: Approval } | { ok: false; refusal: Refusal };

const refuse = (check: ForkCheck, message: string): CheckOutcome => ({
  ok: false,
  refusal: { check, message },
});

const present = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function snapshotOf(pull: PullRequest): PullSnapshot {
  return {
    number: pull.number,
    state: present(pull.state),
    draft: pull.draft ?? undefined,
    headSha: present(pull.head?.sha),
    headRepository: present(pull.head?.repo?.full_name),
    baseSha: present(pull.base?.sha),
    mergeCommitSha: present(pull.merge_commit_sha),
    labels: (pull.labels ?? []).map((label) => (typeof label === 'string' ? label : label.name)),
  };
}

/**
 * Check 1. `stop` (the permission lookup failed or answered without both fields) and `deny`
 * both refuse: nothing is dispatched unless the role decision is `allow`.
 */
export function checkAuthorization(decision: RoleDecision): Refusal | undefined {
  if (decision.outcome === 'allow') return undefined;
  if (decision.outcome === 'stop') return { check: 'authorization', message: decision.message };
  return { check: 'authorization', message: `${decision.message}; ${AUTHORIZATION_REQUIRED}.` };
}

const isSha = (value: string | undefined): value is string => value !== undefined && SHA_PATTERN.test(value);

/**
 * Checks 2-6 in order: open and ready (a missing `draft` counts as a draft: fail closed), from a
 * fork (compared case-insensitively, as GitHub names are), still at the event's head, exactly
 * one primary label and it is the one just applied, and a merge commit exists.
 */
export function checkPullRequest(event: LabelEvent, pull: PullSnapshot, repository: string): CheckOutcome {
  if (pull.state !== 'open' || pull.draft !== false) return refuse('pull-request-state', NOT_OPEN_OR_DRAFT);
  if (pull.headRepository?.toLowerCase() === repository.toLowerCase()) return refuse('fork', NOT_A_FORK);
  if (!isSha(pull.headSha) || pull.headSha !== event.headSha)
    return refuse('head-pinned', headMovedMessage(event.headSha || '(none)', pull.headSha ?? '(none)'));
  const primaries = pull.labels.filter((label) =>
    (PRIMARY_SWEEP_LABELS as readonly string[]).includes(label),
  );
  if (primaries.length !== 1 || primaries[0] !== event.label)
    return refuse('primary-label', primaryLabelMessage(primaries));
  if (!isSha(pull.mergeCommitSha) || !isSha(pull.baseSha)) return refuse('merge-commit', NO_MERGE_COMMIT);
  return {
    ok: true,
    approval: {
      prNumber: pull.number,
      headSha: pull.headSha,
      baseSha: pull.baseSha,
      mergeCommitSha: pull.mergeCommitSha,
      primaryLabel: primaries[0],
      labels: pull.labels,
    },
  };
}

/** Check 7: the merge commit about to run has the approved head as a parent. */
export function checkMergeCommitParents(approval: Approval, parents: readonly string[]): Refusal | undefined {
  if (parents.includes(approval.headSha)) return undefined;
  return {
    check: 'merge-commit-parents',
    message: mergeCommitParentsMessage(approval.mergeCommitSha, approval.headSha, parents),
  };
}
